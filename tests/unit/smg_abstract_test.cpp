// Abstraction: sequences of list nodes merged into segments by cost and
// length threshold; SLS, DLS (its last node pointed to from outside),
// cyclic, Linux-style (links into the middle of a node), nested lists, a
// pointer into the middle that interrupts a sequence, and the cost of a
// merge (equal, entailed, incomparable sub-graphs).
#include <gtest/gtest.h>

#include "smg/abstract.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kPtr = 1;
constexpr FieldType kInt = 2;

struct G {
  Smg g;
  ObjectId head;
  G() { head = g.addObject(ObjectKind::Stack, Size::known(8), "head", false); }
  ObjectId node(uint64_t size = 24) { return g.addObject(ObjectKind::Heap, Size::known(size), "node", false); }
  void put(ObjectId o, int64_t off, ValueId v) { g.write(o, off, 8, kPtr, v); }
  ValueId at(ObjectId o, int64_t off) { return g.read(o, off, 8, kPtr); }
  const PointsTo* from(ObjectId o, int64_t off) { return g.pointsTo(at(o, off)); }
};

// head -> nodes {next at 0, prev at 8 when doubly, data at 16} -> NULL.
std::vector<ObjectId> list(G& x, std::vector<int64_t> data, bool doubly, int64_t headOffset = 0) {
  std::vector<ObjectId> n;
  for (size_t i = 0; i < data.size(); ++i) n.push_back(x.node());
  for (size_t i = 0; i < n.size(); ++i) {
    x.put(n[i], 0, i + 1 < n.size() ? x.g.addressOf(n[i + 1], headOffset) : kZero);
    if (doubly) x.put(n[i], 8, i > 0 ? x.g.addressOf(n[i - 1], headOffset) : kZero);
    x.g.write(n[i], 16, 4, kInt, x.g.constant(data[i]));
  }
  x.put(x.head, 0, x.g.addressOf(n[0], headOffset));
  return n;
}

// head -> three top nodes {next at 0, inner at 8} made by `top`; the middle
// one's inner list is empty, the others' first node is what `inner` makes.
template <typename Top, typename Inner>
void topsWithInnerLists(G& x, Top top, Inner inner) {
  std::vector<ObjectId> t;
  for (int i = 0; i < 3; ++i) t.push_back(top());
  for (int i = 0; i < 3; ++i) {
    x.put(t[i], 0, i < 2 ? x.g.addressOf(t[i + 1], 0) : kZero);
    x.put(t[i], 8, i == 1 ? kZero : x.g.addressOf(inner(), 0));
  }
  x.put(x.head, 0, x.g.addressOf(t[0], 0));
}

}  // namespace

TEST(SmgAbstract, TwoEqualNodesBecomeASegment) {
  G x;
  list(x, {7, 7}, false);
  EXPECT_EQ(abstract(x.g, {}), 1u);
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(x.g.object(p->object).kind, ObjectKind::Sls);
  EXPECT_EQ(p->target, Target::First);
  EXPECT_EQ(x.g.constantOf(x.g.object(p->object).segment.length), 2);
  EXPECT_EQ(x.g.constantOf(x.g.read(p->object, 16, 4, kInt)), 7);
  EXPECT_EQ(x.at(p->object, 0), kZero);
}

TEST(SmgAbstract, ThresholdsDecideTheLengthMerged) {
  G a;
  list(a, {7, 7}, false);
  EXPECT_EQ(abstract(a.g, {}, AbstractionOptions{{3, 3, 3}}), 0u);
  G b;
  list(b, {7, 7, 7}, false);
  EXPECT_EQ(abstract(b.g, {}, AbstractionOptions{{3, 3, 3}}), 2u);
}

TEST(SmgAbstract, DifferentDataCostMore) {
  G a;
  list(a, {3, 5}, false);
  EXPECT_EQ(abstract(a.g, {}), 0u);  // incomparable: 3 nodes needed
  G b;
  list(b, {3, 5, 4}, false);
  EXPECT_EQ(abstract(b.g, {}), 2u);
  ObjectId s = b.from(b.head, 0)->object;
  ValueId d = b.g.read(s, 16, 4, kInt);
  EXPECT_EQ(b.g.value(d).interval, (Interval{3, 5}));
  EXPECT_EQ(b.g.value(d).level, 1);
}

TEST(SmgAbstract, CostOfAMergeIsTheJoinStatus) {
  G x;
  std::vector<ObjectId> n = list(x, {7, 7, 9}, false);
  Segment shape{0, 0, 0, 8, kPtr, kNoValue};
  auto equal = mergeStatus(x.g, {}, n[0], n[1], ObjectKind::Sls, shape);
  ASSERT_TRUE(equal);
  EXPECT_TRUE(equal->equal());
  auto other = mergeStatus(x.g, {}, n[1], n[2], ObjectKind::Sls, shape);
  ASSERT_TRUE(other);
  EXPECT_TRUE(other->widerThanFirst && other->widerThanSecond);
  // An unknown datum covers a constant: one entails the other.
  ValueId any = x.g.fresh();
  x.g.write(n[2], 16, 4, kInt, any);
  auto entailed = mergeStatus(x.g, {}, n[1], n[2], ObjectKind::Sls, shape);
  ASSERT_TRUE(entailed);
  EXPECT_TRUE(entailed->widerThanFirst);
  EXPECT_FALSE(entailed->widerThanSecond);
}

TEST(SmgAbstract, ARegionBeforeASegmentJoinsIt) {
  G x;
  std::vector<ObjectId> n = list(x, {7, 7, 7}, false);
  ASSERT_EQ(abstract(x.g, {}), 2u);
  ObjectId s = x.from(x.head, 0)->object;
  EXPECT_EQ(x.g.constantOf(x.g.object(s).segment.length), 3);
  // A new node in front: merged with the segment.
  ObjectId r = x.node();
  x.put(r, 0, x.at(x.head, 0));
  x.g.write(r, 16, 4, kInt, x.g.constant(7));
  x.put(x.head, 0, x.g.addressOf(r, 0));
  EXPECT_EQ(abstract(x.g, {}), 1u);
  EXPECT_EQ(x.g.constantOf(x.g.object(x.from(x.head, 0)->object).segment.length), 4);
}

TEST(SmgAbstract, APointerIntoTheMiddleInterruptsTheSequence) {
  G x;
  std::vector<ObjectId> n = list(x, {7, 7, 7, 7}, false);
  ValueId middle = x.g.addressOf(n[2], 0);
  ValueId roots[] = {middle};
  abstract(x.g, roots);
  // n[0], n[1] merge; n[2], n[3] merge; the register still points to a first node.
  const PointsTo* p = x.g.pointsTo(middle);
  ASSERT_NE(p, nullptr);
  EXPECT_TRUE(x.g.isSegment(p->object));
  EXPECT_EQ(p->target, Target::First);
  const PointsTo* q = x.from(x.head, 0);
  EXPECT_NE(q->object, p->object);
  EXPECT_EQ(x.g.constantOf(x.g.object(q->object).segment.length), 2);
}

TEST(SmgAbstract, DoublyLinkedNodesMakeADlsEndedByATailPointer) {
  G x;
  std::vector<ObjectId> n = list(x, {7, 7, 7}, true);
  ObjectId tail = x.g.addObject(ObjectKind::Stack, Size::known(8), "tail", false);
  x.put(tail, 0, x.g.addressOf(n[2], 0));
  EXPECT_EQ(abstract(x.g, {}), 2u);
  const PointsTo* h = x.from(x.head, 0);
  const PointsTo* t = x.from(tail, 0);
  ASSERT_TRUE(h && t);
  EXPECT_EQ(h->object, t->object);
  EXPECT_EQ(x.g.object(h->object).kind, ObjectKind::Dls);
  EXPECT_EQ(h->target, Target::First);
  EXPECT_EQ(t->target, Target::Last);
  EXPECT_EQ(x.g.object(h->object).segment.prev, 8);
}

TEST(SmgAbstract, LinuxStyleLinksPointIntoTheNode) {
  G x;
  list(x, {7, 7}, true, 8);
  ASSERT_EQ(abstract(x.g, {}), 1u);
  const PointsTo* p = x.from(x.head, 0);
  EXPECT_EQ(p->offset, 8);
  EXPECT_EQ(x.g.object(p->object).segment.head, 8);
}

TEST(SmgAbstract, ACycleBecomesASegmentLinkedToItself) {
  G x;
  std::vector<ObjectId> n = list(x, {7, 7, 7}, false);
  x.put(n[2], 0, x.g.addressOf(n[0], 0));
  EXPECT_EQ(abstract(x.g, {}), 2u);
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_TRUE(x.g.isSegment(p->object));
  EXPECT_EQ(*x.from(p->object, 0), (PointsTo{p->object, 0, Target::First}));
}

TEST(SmgAbstract, ListsOfListsNestTheInnerSegments) {
  G x;
  // Three top nodes {next at 0, inner list at 8}, with inner lists of 2, 3, 2 nodes.
  std::vector<ObjectId> top;
  for (int i = 0; i < 3; ++i) top.push_back(x.node(16));
  for (int i = 0; i < 3; ++i) {
    ValueId next = kZero;
    for (int k = 0; k < (i == 1 ? 3 : 2); ++k) {
      ObjectId a = x.node(16);
      x.put(a, 0, next);
      x.put(a, 8, kZero);
      next = x.g.addressOf(a, 0);
    }
    x.put(top[i], 8, next);
    x.put(top[i], 0, i < 2 ? x.g.addressOf(top[i + 1], 0) : kZero);
  }
  x.put(x.head, 0, x.g.addressOf(top[0], 0));
  abstract(x.g, {});
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_TRUE(p && x.g.isSegment(p->object));
  EXPECT_EQ(x.g.constantOf(x.g.object(p->object).segment.length), 3);
  const PointsTo* inner = x.from(p->object, 8);
  ASSERT_NE(inner, nullptr);
  EXPECT_TRUE(x.g.isSegment(inner->object));
  EXPECT_EQ(x.g.object(inner->object).level, 1);
  // Each top node owns its inner list: the inner length is its own (level 1).
  ValueId length = x.g.object(inner->object).segment.length;
  EXPECT_EQ(x.g.levelOf(length), 1);
  EXPECT_EQ(x.g.value(length).interval, (Interval{2, 3}));
}

TEST(SmgAbstract, AnEmptyInnerListJoinsAnInnerSegment) {
  G x;
  topsWithInnerLists(x, [&] { return x.node(16); }, [&] {
    ObjectId a = x.node(16), b = x.node(16);
    x.put(a, 0, x.g.addressOf(b, 0));
    x.put(b, 0, kZero);
    x.put(a, 8, kZero);
    x.put(b, 8, kZero);
    return a;
  });
  abstract(x.g, {});
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_TRUE(p && x.g.isSegment(p->object));
  const PointsTo* inner = x.from(p->object, 8);
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(x.g.minLength(inner->object), 0);
}

TEST(SmgAbstract, APointerToASegmentsLastNodeStopsTheSequenceThere) {
  // S(1+) <-> b with a register pointing to S's last node: merging b
  // would put that node inside the new segment.
  G x;
  ObjectId s = x.node();
  x.g.setSegment(s, ObjectKind::Dls, Segment{0, 0, 8, 8, kPtr, kNoValue}, 1);
  ObjectId b = x.node();
  x.put(s, 8, kZero);
  x.put(s, 0, x.g.addressOf(b, 0));
  x.put(b, 8, x.g.addressOf(s, 0, Target::Last));
  x.put(b, 0, kZero);
  x.put(x.head, 0, x.g.addressOf(s, 0, Target::First));
  ValueId last = x.g.addressOf(s, 0, Target::Last);
  ValueId roots[] = {last};
  EXPECT_EQ(abstract(x.g, roots), 0u);
  EXPECT_EQ(x.g.pointsTo(last)->object, s);
  // Without it, b joins the segment.
  EXPECT_EQ(abstract(x.g, {}), 1u);
}

TEST(SmgAbstract, AnInnerListOfOneNodeAgainstNoneIsAZeroOrOneObject) {
  // Top nodes {next at 0, inner at 8}: the inner lists have 1, 0, 1 nodes;
  // an inner segment elsewhere gives the single nodes their list's shape.
  G x;
  topsWithInnerLists(x, [&] { return x.node(16); }, [&] {
    ObjectId a = x.node(16);
    x.put(a, 0, kZero);
    x.g.write(a, 8, 4, kInt, x.g.constant(1));
    return a;
  });
  ObjectId other = x.g.addObject(ObjectKind::Stack, Size::known(8), "other", false);
  ObjectId seg = x.node(16);
  x.g.setSegment(seg, ObjectKind::Sls, Segment{0, 0, 0, 8, kPtr, kNoValue}, 2);
  x.put(seg, 0, kZero);
  x.put(other, 0, x.g.addressOf(seg, 0, Target::First));
  abstract(x.g, {});
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_TRUE(p && x.g.isSegment(p->object));
  EXPECT_EQ(x.g.constantOf(x.g.object(p->object).segment.length), 3);
  const PointsTo* inner = x.from(p->object, 8);
  ASSERT_NE(inner, nullptr);
  ASSERT_TRUE(x.g.isSegment(inner->object));
  EXPECT_EQ(x.g.object(inner->object).segment.next, 0);
  EXPECT_EQ(x.g.lengthBounds(inner->object), (Interval{0, 1}));
}

TEST(SmgAbstract, AnInnerListEmptyAtItsSentinelJoinsOneOfOneNode) {
  // Top nodes {next at 0, a sentinel of their own sub-list at 8: next 8,
  // prev 16}, Linux-style; the sub-lists have 1, 0, 1 nodes of 32 bytes
  // (linked at 8 and 16, into the sentinel).  The empty one's sentinel
  // points to itself: the single nodes become a 0/1 DLS whose links lead
  // back to each top node's sentinel.
  G x;
  std::vector<ObjectId> t;
  for (int i = 0; i < 3; ++i) t.push_back(x.node(24));
  for (int i = 0; i < 3; ++i) {
    x.put(t[i], 0, i < 2 ? x.g.addressOf(t[i + 1], 0) : kZero);
    ValueId sentinel = x.g.addressOf(t[i], 8);
    ValueId first = sentinel;
    if (i != 1) {
      ObjectId s = x.node(32);
      x.put(s, 8, sentinel);
      x.put(s, 16, sentinel);
      x.g.write(s, 24, 4, kInt, x.g.constant(0));
      first = x.g.addressOf(s, 8);
    }
    x.put(t[i], 8, first);
    x.put(t[i], 16, first);
  }
  x.put(x.head, 0, x.g.addressOf(t[0], 0));
  abstract(x.g, {});
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_TRUE(p && x.g.isSegment(p->object));
  EXPECT_EQ(x.g.constantOf(x.g.object(p->object).segment.length), 3);
  const PointsTo* next = x.from(p->object, 8);
  const PointsTo* prev = x.from(p->object, 16);
  ASSERT_TRUE(next && prev && x.g.isSegment(next->object));
  EXPECT_EQ(next->object, prev->object);
  const Object& sub = x.g.object(next->object);
  EXPECT_EQ(sub.kind, ObjectKind::Dls);
  EXPECT_EQ(sub.segment.head, 8);
  EXPECT_EQ(sub.segment.next, 8);
  EXPECT_EQ(sub.segment.prev, 16);
  EXPECT_EQ(x.g.lengthBounds(next->object), (Interval{0, 1}));
  for (int64_t link : {8, 16}) {
    const PointsTo* back = x.from(next->object, link);
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->object, p->object);
    EXPECT_EQ(back->offset, 8);
    EXPECT_EQ(back->target, Target::All);
  }
}

TEST(SmgAbstract, NodesOfDifferentTypesAreNotMerged) {
  // An outer node {inner at 0, next at 8} whose inner list's node {next at
  // 0} has its size: by size and link offset alone the outer node would
  // be its inner list's predecessor.
  G x;
  ObjectId outer = x.g.addObject(ObjectKind::Heap, Size::known(16), Provenance("outer", 1), false);
  std::vector<ObjectId> inner;
  for (int i = 0; i < 2; ++i) inner.push_back(x.g.addObject(ObjectKind::Heap, Size::known(16), Provenance("inner", 2), false));
  x.put(outer, 0, x.g.addressOf(inner[0], 0));
  x.put(outer, 8, kZero);
  x.put(inner[0], 0, x.g.addressOf(inner[1], 0));
  x.put(inner[1], 0, kZero);
  x.put(x.head, 0, x.g.addressOf(outer, 0));
  EXPECT_EQ(abstract(x.g, {}), 1u);
  EXPECT_FALSE(x.g.isSegment(outer));
  const PointsTo* p = x.from(outer, 0);
  ASSERT_TRUE(p && x.g.isSegment(p->object));
  EXPECT_EQ(x.g.constantOf(x.g.object(p->object).segment.length), 2);
  EXPECT_EQ(x.g.object(p->object).from.type, 2u);
}

TEST(SmgAbstract, AZeroOrOneObjectTakesTheLinkItsTypeDeclares) {
  // As above, with no inner segment anywhere to borrow a shape from: the
  // single inner nodes' type declares its link at 0.
  G x;
  Provenance innerType("inner", 2);
  innerType.list = Segment{0, 0, 0, 8, kPtr, kNoValue};
  topsWithInnerLists(x, [&] { return x.g.addObject(ObjectKind::Heap, Size::known(16), Provenance("top", 1), false); },
                     [&] {
                       ObjectId a = x.g.addObject(ObjectKind::Heap, Size::known(16), innerType, false);
                       x.put(a, 0, kZero);
                       return a;
                     });
  abstract(x.g, {});
  const PointsTo* p = x.from(x.head, 0);
  ASSERT_TRUE(p && x.g.isSegment(p->object));
  const PointsTo* inner = x.from(p->object, 8);
  ASSERT_TRUE(inner && x.g.isSegment(inner->object));
  EXPECT_EQ(x.g.object(inner->object).segment.next, 0);
  EXPECT_EQ(x.g.lengthBounds(inner->object), (Interval{0, 1}));
}
