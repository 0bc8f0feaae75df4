// Join of two SMGs and its status, on pairs of graphs built by hand: each
// rule of the join (constants, intervals, addresses, regions against
// segments, lengths, inserted 0+ segments, nested objects, fields one side
// lacks, nullified blocks, defined bytes, explicit inequalities, a node
// joined twice) and the failures (address against integer, defined against
// undefined, a pointer only one side has).  Status: which input the
// result is wider than; entailment is "not wider than the first".
#include <gtest/gtest.h>

#include <algorithm>

#include "smg/join.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kPtr = 1;
constexpr FieldType kInt = 2;

// A stack variable `head` (a root) and whatever the test hangs below it.
struct G {
  Smg g;
  ObjectId head;
  std::vector<ValueId> regs;
  G() { head = g.addObject(ObjectKind::Stack, Size::known(8), "head", false); }
  ObjectId node() { return g.addObject(ObjectKind::Heap, Size::known(16), "node", false); }
  ObjectId segment(ObjectKind kind, int64_t minLength) {
    ObjectId s = node();
    g.setSegment(s, kind, Segment{0, 0, 8, 8, kPtr, kNoValue}, minLength);
    return s;
  }
  void link(ObjectId from, int64_t off, ValueId to) { g.write(from, off, 8, kPtr, to); }
  ValueId at(ObjectId o, int64_t off) { return g.read(o, off, 8, kPtr); }
  JoinSide side() { return JoinSide{g, std::span<const ObjectId>(&head, 1), regs}; }
};

// head -> n regions {next at 0, data at 8 = data} -> NULL.
void chain(G& x, int n, int64_t data = 7) {
  ValueId next = kZero;
  for (int i = 0; i < n; ++i) {
    ObjectId o = x.node();
    x.link(o, 0, next);
    x.g.write(o, 8, 4, kInt, x.g.constant(data));
    next = x.g.addressOf(o, 0);
  }
  x.link(x.head, 0, next);
}

// head -> SLS of at least `minLength` nodes with data 7 -> NULL.
ObjectId sls(G& x, int64_t minLength) {
  ObjectId s = x.segment(ObjectKind::Sls, minLength);
  x.link(s, 0, kZero);
  x.g.write(s, 8, 4, kInt, x.g.constant(7));
  x.link(x.head, 0, x.g.addressOf(s, 0, Target::First));
  return s;
}

std::optional<Joined> joinOf(G& a, G& b, bool insert = true) { return join(a.side(), b.side(), JoinOptions{insert}); }

}  // namespace

TEST(SmgJoin, IsomorphicGraphsAreEqual) {
  G a, b;
  b.g.fresh();  // other ids
  chain(a, 2);
  chain(b, 2);
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->status.equal());
  // The root keeps its id; the two nodes are joined one to one.
  ASSERT_EQ(j->objects.size(), 1u);
  EXPECT_EQ(j->objects[0], a.head);
  EXPECT_FALSE(j->inserted);
}

TEST(SmgJoin, DifferentConstantsJoinIntoTheirHull) {
  G a, b;
  chain(a, 1, 3);
  chain(b, 1, 5);
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
  ObjectId n = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  ValueId d = j->g.read(n, 8, 4, kInt);
  EXPECT_EQ(j->g.value(d).interval, (Interval{3, 5}));
  auto origin = std::find_if(j->origins.begin(), j->origins.end(), [&](const JoinedValue& o) { return o.joined == d; });
  ASSERT_NE(origin, j->origins.end());
  EXPECT_EQ(a.g.constantOf(origin->first.value), 3);
  EXPECT_EQ(b.g.constantOf(origin->second.value), 5);
}

TEST(SmgJoin, AnIntervalCoversItsPoints) {
  G a, b;
  ValueId x = a.g.fresh(), y = b.g.constant(4);
  a.g.assumeCmp(x, Cmp::Ge, 0);
  a.g.assumeCmp(x, Cmp::Le, 10);
  a.regs = {x};
  b.regs = {y};
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  // The first covers the second: entailment.
  EXPECT_FALSE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
  EXPECT_TRUE(j->status.firstCoversSecond());
  EXPECT_EQ(j->g.value(j->values[0]).interval, (Interval{0, 10}));
}

TEST(SmgJoin, ARegionJoinsASegmentAsOneNode) {
  G a, b;
  chain(a, 1);
  ObjectId s = sls(b, 2);
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  const PointsTo* p = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(j->g.object(p->object).kind, ObjectKind::Sls);
  EXPECT_EQ(p->target, Target::First);
  // 1 node and 2+ nodes: 1+; the shared datum stays exact.
  EXPECT_EQ(j->g.minLength(p->object), 1);
  EXPECT_EQ(j->g.constantOf(j->g.read(p->object, 8, 4, kInt)), 7);
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
  EXPECT_EQ(j->g.object(p->object).segment.next, b.g.object(s).segment.next);
}

TEST(SmgJoin, ALongerMinimumLengthIsEntailed) {
  G a, b;
  sls(a, 1);
  sls(b, 2);
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_FALSE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
  auto k = joinOf(b, a);
  ASSERT_TRUE(k);
  EXPECT_TRUE(k->status.widerThanFirst);
  EXPECT_FALSE(k->status.widerThanSecond);
}

TEST(SmgJoin, NullAgainstASegmentInsertsAnEmptyOne) {
  G a, b;
  a.link(a.head, 0, kZero);
  sls(b, 1);
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->inserted);
  const PointsTo* p = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(j->g.minLength(p->object), 0);
  EXPECT_EQ(j->g.read(p->object, 0, 8, kPtr), kZero);
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
  // A 0+ segment covers NULL: only the side that had nodes for sure loses.
  G c;
  sls(c, 0);
  auto k = joinOf(c, a);
  ASSERT_TRUE(k);
  EXPECT_FALSE(k->status.widerThanFirst);
  EXPECT_TRUE(k->status.widerThanSecond);
  // Without insertion the join fails.
  EXPECT_FALSE(joinOf(a, b, false));
}

TEST(SmgJoin, AnAddressNeverJoinsAnInteger) {
  G a, b;
  chain(a, 1);
  b.link(b.head, 0, b.g.constant(64));
  EXPECT_FALSE(joinOf(a, b));
}

TEST(SmgJoin, DefinedNeverJoinsUndefined) {
  G a, b;
  a.regs = {a.g.fresh(true)};
  b.regs = {b.g.fresh(false)};
  EXPECT_FALSE(joinOf(a, b));
}

TEST(SmgJoin, APointerOnlyOneSideHasFailsTheJoin) {
  G a, b;
  chain(a, 1);
  chain(b, 1);
  ObjectId na = a.g.pointsTo(a.at(a.head, 0))->object;
  a.g.write(na, 12, 4, kInt, a.g.fresh());  // an integer one side has
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_FALSE(j->status.widerThanSecond);
  // A block that points elsewhere: what it reaches would be lost.
  ObjectId other = a.node(), beyond = a.node();
  a.link(other, 0, a.g.addressOf(beyond, 0));
  a.link(na, 0, a.g.addressOf(other, 0));
  EXPECT_FALSE(joinOf(a, b));
}

TEST(SmgJoin, ABlockAgainstNullIsAZeroOrOneObject) {
  G a, b;
  chain(a, 1);
  chain(b, 1);
  ObjectId na = a.g.pointsTo(a.at(a.head, 0))->object;
  ObjectId block = a.node();
  a.g.write(block, 8, 4, kInt, a.g.constant(5));
  a.link(na, 0, a.g.addressOf(block, 0));
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->inserted);
  ObjectId n = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  const PointsTo* p = j->g.pointsTo(j->g.read(n, 0, 8, kPtr));
  ASSERT_NE(p, nullptr);
  EXPECT_TRUE(j->g.isSegment(p->object));
  EXPECT_EQ(j->g.object(p->object).segment.next, kNoLink);
  EXPECT_EQ(j->g.lengthBounds(p->object), (Interval{0, 1}));
  EXPECT_EQ(j->g.constantOf(j->g.read(p->object, 8, 4, kInt)), 5);
  // Absent, its address is NULL.
  ValueId addr = j->g.read(n, 0, 8, kPtr);
  ASSERT_NE(j->g.assumeCmp(j->g.object(p->object).segment.length, Cmp::Le, 0), Assume::Infeasible);
  ASSERT_TRUE(j->g.dropSegment(p->object));
  EXPECT_EQ(j->g.find(addr), kZero);
}

TEST(SmgJoin, OneNodeJoinedWithTwoLosesAnEquality) {
  G a, b;
  ValueId x = a.g.fresh();
  ValueId y1 = b.g.fresh(), y2 = b.g.fresh();
  a.regs = {x, x};
  b.regs = {y1, y2};
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_FALSE(j->status.widerThanSecond);
  EXPECT_NE(j->values[0], j->values[1]);
}

TEST(SmgJoin, InequalitiesBothSidesProveStay) {
  G a, b;
  ValueId x = a.g.fresh(), y = a.g.fresh();
  ValueId u = b.g.fresh(), w = b.g.fresh();
  a.g.assumeNeq(x, y);
  b.g.assumeNeq(u, w);
  a.regs = {x, y};
  b.regs = {u, w};
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->status.equal());
  EXPECT_TRUE(j->g.proveNeq(j->values[0], j->values[1]));
  // One side without it: the result drops it and is wider than the other.
  G c;
  ValueId p = c.g.fresh(), q = c.g.fresh();
  c.regs = {p, q};
  auto k = joinOf(a, c);
  ASSERT_TRUE(k);
  EXPECT_TRUE(k->status.widerThanFirst);
  EXPECT_FALSE(k->status.widerThanSecond);
  EXPECT_FALSE(k->g.proveNeq(k->values[0], k->values[1]));
}

TEST(SmgJoin, InequalityWithAConstantHoldsWhereTheOtherSideExcludesIt) {
  G a, b;
  ValueId x = a.g.fresh();
  a.g.assumeNeq(x, a.g.constant(5));
  ValueId y = b.g.fresh();
  b.g.assumeCmp(y, Cmp::Ge, 6);
  a.regs = {x};
  b.regs = {y};
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->g.proveNeq(j->values[0], j->g.constant(5)));
  EXPECT_FALSE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
}

TEST(SmgJoin, NullifiedBlocksStayWhereBothHaveThem) {
  G a, b;
  ObjectId x = a.node(), y = b.node();
  a.g.nullify(x, 0, 16);
  b.g.nullify(y, 0, 8);
  b.g.write(y, 8, 8, kInt, b.g.constant(3));
  a.link(a.head, 0, a.g.addressOf(x, 0));
  b.link(b.head, 0, b.g.addressOf(y, 0));
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  ObjectId n = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  EXPECT_EQ(j->g.read(n, 0, 8, kPtr), kZero);
  EXPECT_EQ(j->g.value(j->g.read(n, 8, 8, kInt)).interval, (Interval{0, 3}));
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
}

TEST(SmgJoin, DefinedBytesAreThoseBothDefine) {
  G a, b;
  ObjectId x = a.node(), y = b.node();
  a.g.write(x, 0, 8, kInt, a.g.constant(1));
  a.g.write(x, 8, 8, kInt, a.g.constant(2));
  b.g.write(y, 0, 8, kInt, b.g.constant(1));
  a.link(a.head, 0, a.g.addressOf(x, 0));
  b.link(b.head, 0, b.g.addressOf(y, 0));
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  ObjectId n = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  EXPECT_TRUE(j->g.object(n).defined.covers(0, 8));
  EXPECT_FALSE(j->g.object(n).defined.covers(8, 16));
  EXPECT_TRUE(j->status.widerThanFirst);
}

TEST(SmgJoin, ARegionsOwnBlockJoinsWhatASegmentsNodesOwn) {
  G a, b;
  // a: head -> R -> NULL, R owns block P {back pointer to R}.
  ObjectId r = a.node(), p = a.node();
  a.link(r, 0, kZero);
  a.link(r, 8, a.g.addressOf(p, 0));
  a.link(p, 0, a.g.addressOf(r, 0));
  a.link(a.head, 0, a.g.addressOf(r, 0));
  // b: head -> S(2+) -> NULL, each node owns a level-1 block pointing back.
  ObjectId s = b.segment(ObjectKind::Sls, 2), q = b.node();
  b.g.setLevel(q, 1);
  b.link(s, 0, kZero);
  b.link(s, 8, b.g.addressOf(q, 0));
  b.link(q, 0, b.g.addressOf(s, 0, Target::All));
  b.link(b.head, 0, b.g.addressOf(s, 0, Target::First));
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  ObjectId d = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  ASSERT_TRUE(j->g.isSegment(d));
  const PointsTo* own = j->g.pointsTo(j->g.read(d, 8, 8, kPtr));
  ASSERT_NE(own, nullptr);
  EXPECT_EQ(j->g.object(own->object).level, 1);
  EXPECT_EQ(*j->g.pointsTo(j->g.read(own->object, 0, 8, kPtr)), (PointsTo{d, 0, Target::All}));
}

TEST(SmgJoin, DlsRegionAgainstSegmentKeepsBothLinks) {
  G a, b;
  ObjectId r = a.node();
  a.link(r, 0, kZero);
  a.link(r, 8, kZero);
  a.link(a.head, 0, a.g.addressOf(r, 0));
  ObjectId s = b.segment(ObjectKind::Dls, 1);
  b.link(s, 0, kZero);
  b.link(s, 8, kZero);
  b.link(b.head, 0, b.g.addressOf(s, 0, Target::First));
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  ObjectId d = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  EXPECT_EQ(j->g.object(d).kind, ObjectKind::Dls);
  EXPECT_EQ(j->g.minLength(d), 1);
  // 1 node against 1+: the region's side is the narrower.
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_FALSE(j->status.widerThanSecond);
}

TEST(SmgJoin, InsertedDlsBetweenTwoNodes) {
  // a: head -> R1 <-> S(1+) <-> R2 -> NULL; b: head -> R1 <-> R2.
  G a, b;
  ObjectId a1 = a.node(), as = a.segment(ObjectKind::Dls, 1), a2 = a.node();
  a.link(a1, 0, a.g.addressOf(as, 0, Target::First));
  a.link(a1, 8, kZero);
  a.link(as, 0, a.g.addressOf(a2, 0));
  a.link(as, 8, a.g.addressOf(a1, 0));
  a.link(a2, 0, kZero);
  a.link(a2, 8, a.g.addressOf(as, 0, Target::Last));
  a.link(a.head, 0, a.g.addressOf(a1, 0));
  ObjectId b1 = b.node(), b2 = b.node();
  b.link(b1, 0, b.g.addressOf(b2, 0));
  b.link(b1, 8, kZero);
  b.link(b2, 0, kZero);
  b.link(b2, 8, b.g.addressOf(b1, 0));
  b.link(b.head, 0, b.g.addressOf(b1, 0));
  auto j = joinOf(a, b);
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->inserted);
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_TRUE(j->status.widerThanSecond);
  ObjectId d1 = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr))->object;
  const PointsTo* ds = j->g.pointsTo(j->g.read(d1, 0, 8, kPtr));
  ASSERT_NE(ds, nullptr);
  EXPECT_EQ(j->g.minLength(ds->object), 0);
  // The segment's prev link points back to the first node.
  EXPECT_EQ(j->g.pointsTo(j->g.read(ds->object, 8, 8, kPtr))->object, d1);
}

namespace {

// head -> a 0/1 object without a link whose next field holds `next`,
// against head -> an SLS of 2+ nodes: the next offset (kNoLink: none) of
// the segment head points to in the join, which stands for 0 or more nodes
// when it has a link; nullopt when the join gives nothing of the kind.
std::optional<int64_t> zeroOrOneAgainstSls(ValueId (*next)(Smg&)) {
  G a, b;
  ObjectId opt = a.node();
  a.g.setSegment(opt, ObjectKind::Sls, kUnlinked, 0);
  a.g.assumeCmp(a.g.object(opt).segment.length, Cmp::Le, 1);
  a.g.write(opt, 0, 8, kPtr, next(a.g));
  a.g.write(opt, 8, 4, kInt, a.g.constant(7));
  a.link(a.head, 0, a.g.addressOf(opt, 0, Target::First));
  sls(b, 2);
  auto j = joinOf(a, b);
  if (!j) return std::nullopt;
  const PointsTo* p = j->g.pointsTo(j->g.read(j->objects[0], 0, 8, kPtr));
  if (!p || !j->g.isSegment(p->object)) return std::nullopt;
  if (j->g.object(p->object).segment.next != kNoLink && j->g.lengthBounds(p->object) != Interval{0, INT64_MAX})
    return std::nullopt;
  return j->g.object(p->object).segment.next;
}

}  // namespace

TEST(SmgJoin, AZeroOrOneObjectEndingAListJoinsItsSegments) {
  // Its node's next field NULL: one SLS of 0 or more nodes.
  EXPECT_EQ(zeroOrOneAgainstSls([](Smg&) { return kZero; }), 0);
  // Something else there: the two stay apart, the 0/1 object before an
  // empty segment.
  EXPECT_EQ(zeroOrOneAgainstSls([](Smg& g) { return g.constant(3); }), kNoLink);
}

namespace {

// A list_head `head` on the stack (next at 0, prev at 8) and the nodes of
// 16 bytes linked into it, Linux-style.
struct Sentinel {
  Smg g;
  ObjectId head = g.addObject(ObjectKind::Stack, Size::known(16), "head", false);
  std::vector<ValueId> regs;
  ValueId self() { return g.addressOf(head, 0); }
  void ends(ValueId first, ValueId last) {
    g.write(head, 0, 8, kPtr, first);
    g.write(head, 8, 8, kPtr, last);
  }
  JoinSide side() { return JoinSide{g, std::span<const ObjectId>(&head, 1), regs}; }
};

}  // namespace

TEST(SmgJoin, ANodeAgainstAnEmptySentinelIsAZeroOrOneDls) {
  // a: head <-> R <-> head; b: head pointing to itself.
  Sentinel a, b;
  ObjectId r = a.g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
  a.g.write(r, 0, 8, kPtr, a.self());
  a.g.write(r, 8, 8, kPtr, a.self());
  a.ends(a.g.addressOf(r, 0), a.g.addressOf(r, 0));
  b.ends(b.self(), b.self());
  auto j = join(a.side(), b.side(), JoinOptions{true});
  ASSERT_TRUE(j);
  EXPECT_TRUE(j->inserted);
  ObjectId head = j->objects[0];
  const PointsTo* p = j->g.pointsTo(j->g.read(head, 0, 8, kPtr));
  ASSERT_TRUE(p && j->g.isSegment(p->object));
  const Object& s = j->g.object(p->object);
  EXPECT_EQ(s.kind, ObjectKind::Dls);
  EXPECT_EQ(s.segment.next, 0);
  EXPECT_EQ(s.segment.prev, 8);
  EXPECT_EQ(j->g.lengthBounds(p->object), (Interval{0, 1}));
  for (int64_t link : {0, 8}) EXPECT_EQ(j->g.pointsTo(j->g.read(p->object, link, 8, kPtr))->object, head);

  // Its first node is its last: it joins a DLS of 2+ whose ends the
  // sentinel points to, the one pointer standing for both.
  Sentinel c;
  ObjectId seg = c.g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
  c.g.setSegment(seg, ObjectKind::Dls, Segment{0, 0, 8, 8, kPtr, kNoValue}, 2);
  c.g.write(seg, 0, 8, kPtr, c.self());
  c.g.write(seg, 8, 8, kPtr, c.self());
  c.ends(c.g.addressOf(seg, 0, Target::First), c.g.addressOf(seg, 0, Target::Last));
  Sentinel d;
  d.g = j->g;
  d.head = head;
  auto k = join(d.side(), c.side(), JoinOptions{true});
  ASSERT_TRUE(k);
  const PointsTo* first = k->g.pointsTo(k->g.read(k->objects[0], 0, 8, kPtr));
  const PointsTo* last = k->g.pointsTo(k->g.read(k->objects[0], 8, 8, kPtr));
  ASSERT_TRUE(first && last);
  EXPECT_EQ(first->object, last->object);
  EXPECT_EQ(first->target, Target::First);
  EXPECT_EQ(last->target, Target::Last);
  EXPECT_EQ(k->g.lengthBounds(first->object), (Interval{0, INT64_MAX}));
}
