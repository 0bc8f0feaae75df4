// The symbolic memory graph's nodes and edges: the null object and the zero
// value, objects with known and symbolic sizes, one value per address and
// per constant, pointer arithmetic, room for list segments, copies that fork
// independently, and the byte sets that record which bytes are defined.
#include <gtest/gtest.h>

#include "smg/smg.hpp"

using namespace ferret::smg;

TEST(SmgGraph, ZeroIsTheNullAddressAndTheIntegerZero) {
  Smg g;
  EXPECT_EQ(g.constant(0), kZero);
  EXPECT_EQ(g.addressOf(kNullObject, 0), kZero);
  EXPECT_EQ(g.constantOf(kZero), 0);
  EXPECT_EQ(g.object(kNullObject).kind, ObjectKind::Null);
  // An address computed from NULL is an integer, not a pointer into an object.
  EXPECT_EQ(g.addressOf(kNullObject, 8), g.constant(8));
  EXPECT_EQ(g.pointsTo(g.constant(8)), nullptr);
}

TEST(SmgGraph, ConstantsAreOneValueEach) {
  Smg g;
  ValueId a = g.constant(42);
  EXPECT_EQ(g.constant(42), a);
  EXPECT_NE(g.constant(-42), a);
  EXPECT_EQ(g.constantOf(a), 42);
  EXPECT_EQ(g.constantOf(g.fresh()), std::nullopt);
  EXPECT_TRUE(g.value(g.fresh()).interval.isFull());
}

TEST(SmgGraph, ObjectsKeepKindSizeValidityAndLabel) {
  Smg g;
  ObjectId h = g.addObject(ObjectKind::Heap, Size::known(16), "malloc@3", false);
  ObjectId s = g.addObject(ObjectKind::Stack, Size::known(4), "x", false);
  EXPECT_NE(h, s);
  EXPECT_EQ(g.object(h).kind, ObjectKind::Heap);
  EXPECT_EQ(g.object(h).size.bytes, 16u);
  EXPECT_EQ(g.object(h).validity, Validity::Valid);
  EXPECT_EQ(g.object(s).from.label, "x");
  EXPECT_TRUE(g.object(h).fields.empty());
  EXPECT_EQ(g.sizeBounds(h), (Interval{16, 16}));
}

TEST(SmgGraph, SymbolicSizesStaySymbolicUnlessConstant) {
  Smg g;
  ValueId n = g.fresh();
  ObjectId a = g.addObject(ObjectKind::Heap, Size::symbolic(n), "a", false);
  EXPECT_FALSE(g.object(a).size.isKnown());
  EXPECT_EQ(g.object(a).size.value, n);
  // An unknown size is at least 0.
  EXPECT_EQ(g.sizeBounds(a).lo, 0);
  ObjectId b = g.addObject(ObjectKind::Heap, Size::symbolic(g.constant(24)), "b", false);
  EXPECT_TRUE(g.object(b).size.isKnown());
  EXPECT_EQ(g.object(b).size.bytes, 24u);
}

TEST(SmgGraph, ZeroedObjectsAreOneNullifiedBlock) {
  Smg g;
  ObjectId a = g.addObject(ObjectKind::Global, Size::known(12), "g", true);
  ASSERT_EQ(g.object(a).fields.size(), 1u);
  EXPECT_EQ(g.object(a).fields[0], (Field{0, 12, kBlock, kZero}));
  // With a symbolic size the block runs to the end, whatever it is.
  ObjectId b = g.addObject(ObjectKind::Heap, Size::symbolic(g.fresh()), "c", true);
  EXPECT_EQ(g.object(b).fields[0], (Field{0, kEnd, kBlock, kZero}));
}

TEST(SmgGraph, OneValuePerAddress) {
  Smg g;
  ObjectId a = g.addObject(ObjectKind::Heap, Size::known(16), "a", false);
  ValueId p = g.addressOf(a, 0);
  EXPECT_EQ(g.addressOf(a, 0), p);
  ValueId q = g.addressOf(a, 8);
  EXPECT_NE(q, p);
  ASSERT_NE(g.pointsTo(q), nullptr);
  EXPECT_EQ(*g.pointsTo(q), (PointsTo{a, 8, Target::Region}));
  // Offsets out of bounds, negative ones included, are addresses too.
  ValueId r = g.addressOf(a, -4);
  EXPECT_EQ(g.pointsTo(r)->offset, -4);
  // Target specifiers tell addresses of a segment's ends apart.
  EXPECT_NE(g.addressOf(a, 0, Target::First), p);
}

TEST(SmgGraph, PointerArithmeticShiftsAddressesAndConstants) {
  Smg g;
  ObjectId a = g.addObject(ObjectKind::Heap, Size::known(16), "a", false);
  ValueId p = g.addressOf(a, 4);
  EXPECT_EQ(g.shift(p, 4), g.addressOf(a, 8));
  EXPECT_EQ(g.shift(p, -8), g.addressOf(a, -4));
  EXPECT_EQ(g.shift(g.constant(3), 5), g.constant(8));
  EXPECT_EQ(g.shift(g.fresh(), 1), kNoValue);
}

TEST(SmgGraph, ListSegmentsHaveRoomForTheirShape) {
  Smg g;
  ObjectId a = g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
  g.setSegment(a, ObjectKind::Dls, Segment{0, 8, 0, 8, 1, kNoValue}, 2);
  EXPECT_EQ(g.object(a).kind, ObjectKind::Dls);
  EXPECT_EQ(g.object(a).segment.next, 8);
  EXPECT_EQ(g.minLength(a), 2);
  EXPECT_EQ(g.lengthBounds(a), (Interval{2, INT64_MAX}));
}

TEST(SmgGraph, ACopyForksIndependently) {
  Smg g;
  ObjectId a = g.addObject(ObjectKind::Heap, Size::known(16), "a", false);
  Smg h = g;
  h.write(a, 0, 8, 1, h.constant(7));
  EXPECT_TRUE(g.object(a).fields.empty());
  EXPECT_EQ(h.object(a).fields.size(), 1u);
  EXPECT_LT(g.valueCount(), h.valueCount());
}

TEST(SmgByteSet, InsertMergesTouchingRanges) {
  ByteSet s;
  s.insert(0, 4);
  s.insert(8, 12);
  EXPECT_EQ(s.ranges().size(), 2u);
  s.insert(4, 8);
  ASSERT_EQ(s.ranges().size(), 1u);
  EXPECT_EQ(s.ranges()[0], (ByteRange{0, 12}));
  s.insert(2, 3);
  EXPECT_EQ(s.ranges().size(), 1u);
}

TEST(SmgByteSet, EraseSplitsAndCoversNeedsEveryByte) {
  ByteSet s;
  s.insert(0, 16);
  s.erase(4, 8);
  EXPECT_TRUE(s.covers(0, 4));
  EXPECT_TRUE(s.covers(8, 16));
  EXPECT_FALSE(s.covers(2, 6));
  EXPECT_FALSE(s.covers(4, 8));
  EXPECT_FALSE(s.covers(8, 17));
  EXPECT_TRUE(s.covers(5, 5));
}

TEST(SmgByteSet, CopySliceShiftsAndClips) {
  ByteSet s, out;
  s.insert(0, 4);
  s.insert(6, kEnd);
  s.copySlice(2, 10, 100, out);
  ASSERT_EQ(out.ranges().size(), 2u);
  EXPECT_EQ(out.ranges()[0], (ByteRange{102, 104}));
  EXPECT_EQ(out.ranges()[1], (ByteRange{106, 110}));
}
