// Read and write reinterpretation: every case of Predator's rules for
// nullified blocks, reads of bytes no field describes (with uninitialised
// tracking), overlapping fields, and the block operations built on them
// (calloc/memset, memcpy/memmove, realloc, free).
#include <gtest/gtest.h>

#include "smg/smg.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kInt = 1;
constexpr FieldType kFloat = 2;

struct SmgFields : ::testing::Test {
  Smg g;
  ObjectId heap(uint64_t size) { return g.addObject(ObjectKind::Heap, Size::known(size), "h", false); }
  ObjectId zeroed(uint64_t size) { return g.addObject(ObjectKind::Heap, Size::known(size), "z", true); }
  std::vector<Field> fields(ObjectId o) { return {g.object(o).fields.begin(), g.object(o).fields.end()}; }
  bool undefined(ValueId v) { return g.value(v).undefined; }
};

}  // namespace

// ---- reads ----

TEST_F(SmgFields, ReadingAFieldTwiceGivesOneValue) {
  ObjectId o = heap(8);
  ValueId v = g.constant(5);
  g.write(o, 0, 4, kInt, v);
  EXPECT_EQ(g.read(o, 0, 4, kInt), v);
  ValueId u = g.read(o, 4, 4, kInt);
  EXPECT_EQ(g.read(o, 4, 4, kInt), u);
}

TEST_F(SmgFields, ReadInsideANullifiedBlockIsZeroAndAddsNoField) {
  ObjectId o = zeroed(16);
  EXPECT_EQ(g.read(o, 4, 4, kInt), kZero);
  EXPECT_EQ(g.read(o, 0, 16, kInt), kZero);
  EXPECT_EQ(g.read(o, 15, 1, kInt), kZero);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 16, kBlock, kZero}}));
}

TEST_F(SmgFields, ReadAcrossTwoNullifiedPiecesIsZero) {
  ObjectId o = heap(16);
  g.nullify(o, 0, 4);
  g.nullify(o, 4, 4);
  // Adjacent blocks are one block.
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 8, kBlock, kZero}}));
  EXPECT_EQ(g.read(o, 2, 4, kInt), kZero);
}

TEST_F(SmgFields, ReadOfBytesNeverWrittenIsAFreshUndefinedValue) {
  ObjectId o = heap(8);
  ValueId v = g.read(o, 0, 4, kInt);
  EXPECT_TRUE(undefined(v));
  EXPECT_EQ(g.constantOf(v), std::nullopt);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 4, kInt, v}}));
}

TEST_F(SmgFields, ReadPartlyInsideANullifiedBlock) {
  ObjectId o = heap(8);
  g.nullify(o, 0, 4);
  // The other half was never written: the whole read is undefined.
  ValueId v = g.read(o, 2, 4, kInt);
  EXPECT_NE(v, kZero);
  EXPECT_TRUE(undefined(v));
  // Once written, the bytes are defined but the value is unknown.
  ObjectId p = heap(8);
  g.nullify(p, 0, 4);
  g.write(p, 4, 4, kInt, g.fresh());
  ValueId w = g.read(p, 2, 4, kInt);
  EXPECT_NE(w, kZero);
  EXPECT_FALSE(undefined(w));
}

TEST_F(SmgFields, ReadOverlappingButNotEqualFieldsIsFreshAndKeepsBoth) {
  ObjectId o = heap(8);
  ValueId v = g.fresh();
  g.write(o, 0, 8, kInt, v);
  ValueId lo = g.read(o, 0, 4, kInt);
  EXPECT_NE(lo, v);
  EXPECT_FALSE(undefined(lo));
  ValueId mid = g.read(o, 2, 4, kInt);
  EXPECT_NE(mid, lo);
  EXPECT_EQ(fields(o).size(), 3u);
  // The original field is still there.
  EXPECT_EQ(g.read(o, 0, 8, kInt), v);
}

TEST_F(SmgFields, ReadWithAnotherTypeIsAnotherField) {
  ObjectId o = heap(4);
  ValueId v = g.constant(1);
  g.write(o, 0, 4, kInt, v);
  ValueId f = g.read(o, 0, 4, kFloat);
  EXPECT_NE(f, v);
  EXPECT_FALSE(undefined(f));
}

TEST_F(SmgFields, ReadOfBytesWhoseFieldWasDroppedIsDefined) {
  ObjectId o = heap(8);
  g.write(o, 0, 8, kInt, g.fresh());
  g.write(o, 0, 4, kInt, g.fresh());  // drops the 8-byte field
  ValueId v = g.read(o, 4, 4, kInt);
  EXPECT_FALSE(undefined(v));
}

// ---- writes ----

TEST_F(SmgFields, WriteDropsOverlappingFieldsAndKeepsOthers) {
  ObjectId o = heap(16);
  ValueId a = g.fresh(), b = g.fresh(), c = g.fresh(), d = g.fresh();
  g.write(o, 0, 4, kInt, a);
  g.write(o, 4, 4, kInt, b);
  g.write(o, 8, 8, kInt, c);
  g.write(o, 6, 4, kInt, d);  // cuts through b and c
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 4, kInt, a}, {6, 10, kInt, d}}));
}

TEST_F(SmgFields, WriteReplacesAFieldOfTheSameKey) {
  ObjectId o = heap(8);
  g.write(o, 0, 4, kInt, g.fresh());
  ValueId v = g.fresh();
  g.write(o, 0, 4, kInt, v);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 4, kInt, v}}));
}

TEST_F(SmgFields, WriteInsideANullifiedBlockSplitsIt) {
  ObjectId o = zeroed(16);
  ValueId v = g.fresh();
  g.write(o, 4, 4, kInt, v);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 4, kBlock, kZero}, {4, 8, kInt, v}, {8, 16, kBlock, kZero}}));
  EXPECT_EQ(g.read(o, 0, 4, kInt), kZero);
  EXPECT_EQ(g.read(o, 8, 8, kInt), kZero);
  // A read across the written bytes is unknown but defined.
  ValueId w = g.read(o, 2, 4, kInt);
  EXPECT_NE(w, kZero);
  EXPECT_FALSE(undefined(w));
}

TEST_F(SmgFields, WriteAtAnEdgeOfANullifiedBlockLeavesOnePiece) {
  ObjectId o = zeroed(8);
  ValueId v = g.fresh();
  g.write(o, 0, 4, kInt, v);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 4, kInt, v}, {4, 8, kBlock, kZero}}));
  ObjectId p = zeroed(8);
  g.write(p, 4, 4, kInt, v);
  EXPECT_EQ(fields(p), (std::vector<Field>{{0, 4, kBlock, kZero}, {4, 8, kInt, v}}));
  ObjectId q = zeroed(8);
  g.write(q, 0, 8, kInt, v);
  EXPECT_EQ(fields(q), (std::vector<Field>{{0, 8, kInt, v}}));
}

TEST_F(SmgFields, WritingZeroJoinsTheNullifiedBlocks) {
  ObjectId o = zeroed(16);
  g.write(o, 4, 4, kInt, g.fresh());
  g.write(o, 4, 4, kInt, kZero);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 16, kBlock, kZero}}));
  // A typed zero is a block too, and reads back as 0 under any type.
  ObjectId p = heap(8);
  g.write(p, 0, 4, kInt, kZero);
  EXPECT_EQ(fields(p), (std::vector<Field>{{0, 4, kBlock, kZero}}));
  EXPECT_EQ(g.read(p, 0, 4, kInt), kZero);
  EXPECT_EQ(g.read(p, 0, 2, kFloat), kZero);
}

TEST_F(SmgFields, WritingZeroOverAFieldBetweenBlocksJoinsAllThree) {
  ObjectId o = heap(12);
  g.nullify(o, 0, 4);
  g.write(o, 4, 4, kInt, g.fresh());
  g.nullify(o, 8, 4);
  g.write(o, 4, 4, kInt, kZero);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 12, kBlock, kZero}}));
}

TEST_F(SmgFields, WritingAnUndefinedValueLeavesItsBytesUndefined) {
  ObjectId src = heap(4), dst = heap(8);
  ValueId u = g.read(src, 0, 4, kInt);
  ASSERT_TRUE(undefined(u));
  g.write(dst, 0, 8, kInt, g.fresh());
  g.write(dst, 0, 4, kInt, u);
  EXPECT_EQ(g.read(dst, 0, 4, kInt), u);
  EXPECT_TRUE(undefined(g.read(dst, 2, 4, kInt)));
  EXPECT_FALSE(undefined(g.read(dst, 4, 4, kInt)));
}

// ---- block operations ----

TEST_F(SmgFields, MemsetWithAByteNotZeroLeavesDefinedUnknownBytes) {
  ObjectId o = zeroed(8);
  g.write(o, 0, 4, kInt, g.fresh());
  g.scramble(o, 2, 4);
  EXPECT_EQ(fields(o), (std::vector<Field>{{6, 8, kBlock, kZero}}));
  ObjectId p = heap(8);
  g.scramble(p, 0, 8);
  EXPECT_FALSE(undefined(g.read(p, 0, 8, kInt)));
}

TEST_F(SmgFields, MemcpyCopiesTheFieldsInsideShifted) {
  ObjectId src = heap(16), dst = heap(32);
  ValueId a = g.fresh(), b = g.fresh(), c = g.fresh();
  g.write(src, 0, 4, kInt, a);
  g.write(src, 4, 8, kInt, b);   // sticks out of the copied range
  g.write(src, 12, 4, kInt, c);
  ValueId d = g.fresh();
  g.write(dst, 0, 4, kInt, d);   // outside the destination range: kept
  g.write(dst, 16, 8, kInt, g.fresh());  // inside it: overwritten
  g.copy(dst, 16, src, 0, 8);
  EXPECT_EQ(fields(dst), (std::vector<Field>{{0, 4, kInt, d}, {16, 20, kInt, a}}));
  // The bytes of the dropped field came from written bytes: defined.
  EXPECT_FALSE(undefined(g.read(dst, 20, 4, kInt)));
  EXPECT_EQ(g.read(src, 12, 4, kInt), c);
}

TEST_F(SmgFields, MemcpyClipsNullifiedBlocksToTheRange) {
  ObjectId src = zeroed(16), dst = heap(16);
  ValueId v = g.fresh();
  g.write(src, 8, 4, kInt, v);
  g.copy(dst, 0, src, 4, 8);
  EXPECT_EQ(fields(dst), (std::vector<Field>{{0, 4, kBlock, kZero}, {4, 8, kInt, v}}));
  EXPECT_EQ(g.read(dst, 0, 4, kInt), kZero);
  // Bytes past the copy were never written.
  EXPECT_TRUE(undefined(g.read(dst, 8, 4, kInt)));
}

TEST_F(SmgFields, MemcpyCopiesUndefinedBytesAsUndefined) {
  ObjectId src = heap(8), dst = zeroed(8);
  g.write(src, 0, 4, kInt, g.constant(1));
  g.copy(dst, 0, src, 0, 8);
  EXPECT_EQ(g.read(dst, 0, 4, kInt), g.constant(1));
  EXPECT_TRUE(undefined(g.read(dst, 4, 4, kInt)));
}

TEST_F(SmgFields, MemmoveWithinOneObject) {
  ObjectId o = heap(16);
  ValueId a = g.fresh(), b = g.fresh();
  g.write(o, 0, 4, kInt, a);
  g.write(o, 4, 4, kInt, b);
  g.copy(o, 4, o, 0, 8);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 4, kInt, a}, {4, 8, kInt, a}, {8, 12, kInt, b}}));
}

TEST_F(SmgFields, ReallocKeepsThePrefixAndFreesTheOldObject) {
  ObjectId o = heap(8);
  ValueId a = g.fresh(), b = g.fresh();
  g.write(o, 0, 4, kInt, a);
  g.write(o, 4, 4, kInt, b);
  ObjectId grown = g.realloc(o, Size::known(16), "r");
  EXPECT_EQ(g.object(o).validity, Validity::Freed);
  EXPECT_TRUE(g.object(o).fields.empty());
  EXPECT_EQ(g.object(grown).kind, ObjectKind::Heap);
  EXPECT_EQ(g.read(grown, 0, 4, kInt), a);
  EXPECT_EQ(g.read(grown, 4, 4, kInt), b);
  EXPECT_TRUE(undefined(g.read(grown, 8, 4, kInt)));
  ObjectId shrunk = g.realloc(grown, Size::known(4), "s");
  EXPECT_EQ(fields(shrunk), (std::vector<Field>{{0, 4, kInt, a}}));
}

TEST_F(SmgFields, InvalidatingDropsTheFields) {
  ObjectId o = zeroed(8);
  g.invalidate(o, Validity::OutOfScope);
  EXPECT_EQ(g.object(o).validity, Validity::OutOfScope);
  EXPECT_TRUE(g.object(o).fields.empty());
}
