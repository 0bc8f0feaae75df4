// List segments: materialisation of a first or last node (SLS and DLS,
// 0+ and nested ones) and removal of an empty segment.
#include <gtest/gtest.h>

#include "smg/smg.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kPtr = 1;

// A stack variable `head` pointing to a segment of 16-byte nodes {next at
// 0, prev at 8 for a DLS} whose data at 12 is `data`.
struct List {
  Smg g;
  ObjectId head, seg;
  explicit List(ObjectKind kind, int64_t minLength) {
    head = g.addObject(ObjectKind::Stack, Size::known(8), "head", false);
    seg = g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
    g.setSegment(seg, kind, Segment{0, 0, 8, 8, kPtr, kNoValue}, minLength);
    g.write(seg, 0, 8, kPtr, kZero);
    if (kind == ObjectKind::Dls) g.write(seg, 8, 8, kPtr, kZero);
    g.write(head, 0, 8, kPtr, g.addressOf(seg, 0, Target::First));
  }
  ValueId at(ObjectId o, int64_t off) { return g.read(o, off, 8, kPtr); }
};

}  // namespace

TEST(SmgSegments, MaterialisingTheFirstNodeLeavesTheRest) {
  List l(ObjectKind::Sls, 1);
  ValueId five = l.g.constant(5);
  l.g.write(l.seg, 12, 4, 2, five);
  ObjectId node = l.g.materialise(l.seg, false);
  // head points to the new region; its link leads to the rest.
  EXPECT_EQ(*l.g.pointsTo(l.at(l.head, 0)), (PointsTo{node, 0, Target::Region}));
  EXPECT_EQ(l.g.object(node).kind, ObjectKind::Heap);
  EXPECT_EQ(*l.g.pointsTo(l.at(node, 0)), (PointsTo{l.seg, 0, Target::First}));
  // Data equal in every node stays exact; the rest may now be empty.
  EXPECT_EQ(l.g.read(node, 12, 4, 2), five);
  EXPECT_EQ(l.g.minLength(l.seg), 0);
  EXPECT_EQ(l.at(l.seg, 0), kZero);
}

TEST(SmgSegments, MaterialisingAConstantLengthCountsDown) {
  List l(ObjectKind::Sls, 0);
  l.g.assumeEq(l.g.object(l.seg).segment.length, l.g.constant(3));
  l.g.materialise(l.seg, false);
  EXPECT_EQ(l.g.constantOf(l.g.object(l.seg).segment.length), 2);
}

TEST(SmgSegments, MaterialisingTheLastNodeOfADls) {
  List l(ObjectKind::Dls, 2);
  ObjectId tail = l.g.addObject(ObjectKind::Stack, Size::known(8), "tail", false);
  l.g.write(tail, 0, 8, kPtr, l.g.addressOf(l.seg, 0, Target::Last));
  ObjectId node = l.g.materialise(l.seg, true);
  EXPECT_EQ(*l.g.pointsTo(l.at(tail, 0)), (PointsTo{node, 0, Target::Region}));
  // node.prev -> the rest's last node; the rest's next -> node; node.next is
  // what the segment's last node had (NULL).
  EXPECT_EQ(*l.g.pointsTo(l.at(node, 8)), (PointsTo{l.seg, 0, Target::Last}));
  EXPECT_EQ(*l.g.pointsTo(l.at(l.seg, 0)), (PointsTo{node, 0, Target::Region}));
  EXPECT_EQ(l.at(node, 0), kZero);
  EXPECT_EQ(l.g.minLength(l.seg), 1);
  // head still points to the first node, in the segment.
  EXPECT_EQ(*l.g.pointsTo(l.at(l.head, 0)), (PointsTo{l.seg, 0, Target::First}));
}

TEST(SmgSegments, MaterialisingCopiesWhatIsNestedOneLevelUp) {
  List l(ObjectKind::Sls, 1);
  // Each node owns a block that points back to its node, and a datum of its own.
  ObjectId own = l.g.addObject(ObjectKind::Heap, Size::known(16), "own", false);
  l.g.setLevel(own, 1);
  ValueId datum = l.g.fresh();
  l.g.setLevelOfValue(datum, 1);
  l.g.assumeCmp(datum, Cmp::Ge, 0);
  l.g.write(own, 0, 8, kPtr, l.g.addressOf(l.seg, 0, Target::All));
  l.g.write(own, 8, 4, 2, datum);
  l.g.write(l.seg, 8, 8, kPtr, l.g.addressOf(own, 0));
  ObjectId node = l.g.materialise(l.seg, false);
  const PointsTo* p = l.g.pointsTo(l.at(node, 8));
  ASSERT_NE(p, nullptr);
  ObjectId copy = p->object;
  EXPECT_NE(copy, own);
  EXPECT_EQ(l.g.object(copy).level, 0);
  EXPECT_EQ(*l.g.pointsTo(l.at(copy, 0)), (PointsTo{node, 0, Target::Region}));
  ValueId d = l.g.read(copy, 8, 4, 2);
  EXPECT_NE(d, datum);
  EXPECT_EQ(l.g.value(d).level, 0);
  EXPECT_EQ(l.g.value(d).interval.lo, 0);
  // The segment keeps its own nested block, pointing back to all its nodes.
  EXPECT_EQ(l.g.pointsTo(l.at(l.seg, 8))->object, own);
  EXPECT_EQ(l.g.pointsTo(l.at(own, 0))->target, Target::All);
  EXPECT_EQ(l.g.levelOf(l.g.addressOf(l.seg, 0, Target::All)), 1);
}

TEST(SmgSegments, DroppingAnEmptySegmentLinksPastIt) {
  List l(ObjectKind::Sls, 0);
  ObjectId after = l.g.addObject(ObjectKind::Heap, Size::known(16), "after", false);
  ValueId afterAddr = l.g.addressOf(after, 0);
  l.g.write(l.seg, 0, 8, kPtr, afterAddr);
  ValueId first = l.at(l.head, 0);
  ASSERT_TRUE(l.g.dropSegment(l.seg));
  EXPECT_EQ(l.g.find(l.at(l.head, 0)), l.g.find(afterAddr));
  // A register holding the old address follows.
  EXPECT_EQ(l.g.find(first), l.g.find(afterAddr));
  EXPECT_FALSE(l.g.object(l.seg).exists);
}

TEST(SmgSegments, DroppingANullTerminatedSegmentMakesNull) {
  List l(ObjectKind::Dls, 0);
  ObjectId tail = l.g.addObject(ObjectKind::Stack, Size::known(8), "tail", false);
  l.g.write(tail, 0, 8, kPtr, l.g.addressOf(l.seg, 0, Target::Last));
  ASSERT_TRUE(l.g.dropSegment(l.seg));
  EXPECT_EQ(l.at(l.head, 0), kZero);
  EXPECT_EQ(l.at(tail, 0), kZero);
}

TEST(SmgSegments, DroppingIsInfeasibleAgainstAnInequality) {
  List l(ObjectKind::Sls, 0);
  ValueId first = l.at(l.head, 0);
  // The program learnt head != NULL (with a 0+ segment the graph cannot tell).
  ASSERT_EQ(l.g.assumeNeq(first, kZero), Assume::Refined);
  EXPECT_FALSE(l.g.dropSegment(l.seg));
  EXPECT_TRUE(l.g.object(l.seg).exists);
}

TEST(SmgSegments, SegmentsBoundedToLengthZeroAreDropped) {
  // Two lists whose lengths a relation ties: a + b = 1.  Learning a >= 1
  // bounds b to 0, which leaves b a segment of no nodes until it is dropped.
  List a(ObjectKind::Sls, 0);
  Smg& g = a.g;
  ObjectId head2 = g.addObject(ObjectKind::Stack, Size::known(8), "head2", false);
  ObjectId b = g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
  g.setSegment(b, ObjectKind::Sls, Segment{0, 0, 8, 8, kPtr, kNoValue}, 0);
  g.write(b, 0, 8, kPtr, kZero);
  g.write(head2, 0, 8, kPtr, g.addressOf(b, 0, Target::First));
  ValueId la = g.object(a.seg).segment.length, lb = g.object(b).segment.length;
  g.relate({{{la, 1}, {lb, 1}}, -1}, Rel::Eq);
  ASSERT_NE(g.assumeCmp(la, Cmp::Ge, 1), Assume::Infeasible);
  ASSERT_EQ(g.lengthBounds(b).hi, 0);
  ASSERT_TRUE(g.dropEmptySegments());
  EXPECT_FALSE(g.object(b).exists);
  EXPECT_EQ(a.at(head2, 0), kZero);
  // The other list stays, one node or more.
  EXPECT_TRUE(g.object(a.seg).exists);
  EXPECT_EQ(g.minLength(a.seg), 1);
}

TEST(SmgSegments, AnEmptySegmentThatCannotGoLeavesNoMemory) {
  List l(ObjectKind::Sls, 0);
  ASSERT_EQ(l.g.assumeNeq(l.at(l.head, 0), kZero), Assume::Refined);
  ASSERT_NE(l.g.assumeCmp(l.g.object(l.seg).segment.length, Cmp::Le, 0), Assume::Infeasible);
  EXPECT_FALSE(l.g.dropEmptySegments());
}

TEST(SmgSegments, AddressesOfANonEmptySegmentAreNotNull) {
  List l(ObjectKind::Sls, 0);
  ValueId first = l.at(l.head, 0);
  EXPECT_FALSE(l.g.proveNeq(first, kZero));
  ASSERT_NE(l.g.assumeCmp(l.g.object(l.seg).segment.length, Cmp::Ge, 1), Assume::Infeasible);
  EXPECT_TRUE(l.g.proveNeq(first, kZero));
}

TEST(SmgSegments, NestedBelowFindsOnlyDeeperNodes) {
  List l(ObjectKind::Sls, 1);
  ObjectId shared = l.g.addObject(ObjectKind::Heap, Size::known(8), "shared", false);
  ObjectId own = l.g.addObject(ObjectKind::Heap, Size::known(8), "own", false);
  l.g.setLevel(own, 1);
  l.g.write(l.seg, 8, 8, kPtr, l.g.addressOf(own, 0));
  l.g.write(own, 0, 8, kPtr, l.g.addressOf(shared, 0));
  Smg::Nested n = l.g.nestedBelow(l.seg);
  ASSERT_EQ(n.objects.size(), 1u);
  EXPECT_EQ(n.objects[0], own);
}

TEST(SmgSegments, MaterialisingAZeroOneObjectLeavesNoRest) {
  // A 0/1 object (no link): the block may be there or not.  Once it is,
  // nothing of the segment is left to be lost (it was reported as a leak).
  Smg g;
  ObjectId p = g.addObject(ObjectKind::Stack, Size::known(8), "p", false);
  ObjectId opt = g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
  g.setSegment(opt, ObjectKind::Sls, Segment{0, kNoLink, 0, 8, kPtr, g.freshIn({0, 1})});
  g.write(opt, 0, 8, kPtr, kZero);
  g.write(p, 0, 8, kPtr, g.addressOf(opt, 0, Target::First));
  ObjectId node = g.materialise(opt, false);
  EXPECT_EQ(*g.pointsTo(g.read(p, 0, 8, kPtr)), (PointsTo{node, 0, Target::Region}));
  EXPECT_FALSE(g.object(opt).exists);
}

TEST(SmgSegments, MaterialisingKeepsTheLengthAsACounter) {
  // n is the list's length; one node split off, the rest is n - 1 long.
  List l(ObjectKind::Sls, 1);
  ValueId n = l.g.object(l.seg).segment.length;
  l.g.materialise(l.seg, false);
  ValueId rest = l.g.object(l.seg).segment.length;
  EXPECT_EQ(l.g.decide({{{n, 1}, {rest, -1}}, -1}, Rel::Eq), true);
  // Learning the rest is empty tells n is 1.
  EXPECT_NE(l.g.assumeCmp(rest, Cmp::Le, 0), Assume::Infeasible);
  EXPECT_EQ(l.g.constantOf(n), 1);
}
