// Read and write reinterpretation: every case of Predator's rules for
// nullified blocks, reads of bytes no field describes (with uninitialised
// tracking), overlapping fields, and the block operations built on them
// (calloc/memset, memcpy/memmove, realloc, free).
#include <gtest/gtest.h>

#include <map>
#include <tuple>
#include <random>

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

TEST_F(SmgFields, WriteCuttingAConstantKeepsItsOtherBytes) {
  ObjectId o = heap(8);
  g.write(o, 0, 8, kInt, g.constant(0x0000000044434241));  // "ABCD" and four zero bytes
  g.write(o, 1, 1, kInt, g.constant('z'));
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 1, kInt, g.constant('A')},
                                           {1, 2, kInt, g.constant('z')},
                                           {2, 8, kInt, g.constant(0x4443)}}));
}

TEST_F(SmgFields, ACutConstantLeavesAFieldReadFromItsBytes) {
  ObjectId o = heap(4);
  g.write(o, 0, 4, kInt, g.constant(0x44434241));
  ValueId r = g.read(o, 1, 3, kInt);  // no field of this key: a fresh value
  g.write(o, 0, 1, kInt, g.constant('z'));
  // The piece the write leaves has the key of the field read: one field of
  // that key, and it is still what the read gave.
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 1, kInt, g.constant('z')}, {1, 4, kInt, r}}));
  EXPECT_EQ(g.read(o, 1, 3, kInt), r);
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

TEST_F(SmgFields, MemcpyCopiesTheBytesOfAConstantItCuts) {
  ObjectId src = heap(8), dst = heap(8);
  ValueId u = g.fresh();
  g.write(src, 0, 4, kInt, g.constant(0x44434241));
  g.write(src, 4, 4, kInt, u);  // not a constant: its cut bytes are lost
  g.copy(dst, 0, src, 2, 4);
  EXPECT_EQ(fields(dst), (std::vector<Field>{{0, 2, kInt, g.constant(0x4443)}}));
  EXPECT_FALSE(undefined(g.read(dst, 2, 2, kInt)));
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

TEST_F(SmgFields, ObjectsOfSymbolicSize) {
  ValueId n = g.fresh();
  ObjectId o = g.addObject(ObjectKind::Heap, Size::symbolic(n), "calloc", true);
  EXPECT_EQ(g.read(o, 1000, 8, kInt), kZero);
  ValueId v = g.fresh();
  g.write(o, 8, 8, kInt, v);
  EXPECT_EQ(fields(o), (std::vector<Field>{{0, 8, kBlock, kZero}, {8, 16, kInt, v}, {16, kEnd, kBlock, kZero}}));
  // realloc keeps the bytes both sizes certainly have: the first 12 (the
  // field sticking out of them is lost, its bytes stay defined).
  g.assumeCmp(n, Cmp::Ge, 12);
  ObjectId r = g.realloc(o, Size::known(16), "r");
  EXPECT_EQ(fields(r), (std::vector<Field>{{0, 8, kBlock, kZero}}));
  EXPECT_FALSE(undefined(g.read(r, 8, 4, kInt)));
  EXPECT_TRUE(undefined(g.read(r, 12, 4, kInt)));
}

TEST_F(SmgFields, InvalidatingDropsTheFields) {
  ObjectId o = zeroed(8);
  g.invalidate(o, Validity::OutOfScope);
  EXPECT_EQ(g.object(o).validity, Validity::OutOfScope);
  EXPECT_TRUE(g.object(o).fields.empty());
}

// ---- against a byte model ----

namespace {

// What each byte of an object holds, as a concrete machine would see it:
// Const is a byte of a constant written as a field, whose value is known.
enum class Byte : uint8_t { Undefined, Zero, Other, Const };

struct Model {
  std::vector<Byte> bytes;
  std::vector<uint8_t> constBytes;
  std::map<std::pair<int64_t, int64_t>, ValueId> intact;  // fields written and not overwritten since

  explicit Model(size_t size) : bytes(size, Byte::Undefined), constBytes(size) {}
  void drop(int64_t b, int64_t e) {
    std::erase_if(intact, [&](const auto& kv) { return kv.first.first < e && kv.first.second > b; });
  }
  void set(int64_t b, int64_t e, Byte x) {
    drop(b, e);
    std::fill(bytes.begin() + b, bytes.begin() + e, x);
  }
};

}  // namespace

// Random writes (of undefined values too), zeroings, scrambles and copies between two objects, each
// followed by checks against the byte model: zeroes are maximal blocks, a
// read is 0 exactly when every byte is zero, undefined exactly when some
// byte is, and a field written and not overwritten reads back its value.
TEST_F(SmgFields, AgreesWithAByteModel) {
  constexpr int64_t kSize = 24;
  std::mt19937 rng(12345);
  auto pick = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  ObjectId objs[2] = {heap(kSize), heap(kSize)};
  Model models[2] = {Model(kSize), Model(kSize)};
  for (int step = 0; step < 4000; ++step) {
    int i = static_cast<int>(pick(0, 1));
    ObjectId o = objs[i];
    Model& m = models[i];
    int64_t size = pick(1, 8), off = pick(0, kSize - size);
    switch (pick(0, 6)) {
      case 0: {  // a known non-zero value (whose bytes may be zero), or an unknown one
        bool known = pick(0, 1);
        int64_t c = pick(1, 3) << (8 * pick(0, size - 1));
        ValueId v = known ? g.constant(c) : g.fresh();
        g.write(o, off, size, kInt, v);
        m.set(off, off + size, known ? Byte::Const : Byte::Other);
        for (int64_t k = 0; known && k < size; ++k) m.constBytes[off + k] = static_cast<uint8_t>(c >> (8 * k));
        m.intact[{off, off + size}] = v;
        break;
      }
      case 1:
        g.write(o, off, size, kInt, kZero);
        m.set(off, off + size, Byte::Zero);
        break;
      case 2:
        g.nullify(o, off, size);
        m.set(off, off + size, Byte::Zero);
        break;
      case 3:
        g.scramble(o, off, size);
        m.set(off, off + size, Byte::Other);
        break;
      case 4: {  // memmove from either object
        int j = static_cast<int>(pick(0, 1));
        int64_t from = pick(0, kSize - size);
        Model src = models[j];
        g.copy(o, off, objs[j], from, size);
        m.drop(off, off + size);
        std::copy(src.bytes.begin() + from, src.bytes.begin() + from + size, m.bytes.begin() + off);
        std::copy(src.constBytes.begin() + from, src.constBytes.begin() + from + size, m.constBytes.begin() + off);
        for (auto [key, v] : src.intact)
          if (key.first >= from && key.second <= from + size) m.intact[{key.first - from + off, key.second - from + off}] = v;
        break;
      }
      case 6: {  // a copy of an uninitialised value
        ValueId u = g.fresh(true);
        g.write(o, off, size, kInt, u);
        m.set(off, off + size, Byte::Undefined);
        m.intact[{off, off + size}] = u;
        break;
      }
      case 5: {  // a read, which adds a field but changes no byte
        ValueId v = g.read(o, off, size, kInt);
        if (v != kZero) m.intact.try_emplace({off, off + size}, v);
        break;
      }
    }
    for (int k = 0; k < 2; ++k) {
      const auto& fs = g.object(objs[k]).fields;
      int64_t lastZeroEnd = -1;
      for (size_t f = 0; f < fs.size(); ++f) {
        if (f > 0) {
          // Sorted by key, each key once.
          ASSERT_LT(std::tie(fs[f - 1].begin, fs[f - 1].end, fs[f - 1].type), std::tie(fs[f].begin, fs[f].end, fs[f].type))
              << "step " << step;
        }
        if (fs[f].value != kZero) continue;
        ASSERT_EQ(fs[f].type, kBlock) << "step " << step;
        ASSERT_GT(fs[f].begin, lastZeroEnd) << "blocks overlap or touch, step " << step;
        lastZeroEnd = fs[f].end;
      }
    }
    // Probe with a read on a copy, so probing does not add fields.
    Smg probe = g;
    int64_t psize = pick(1, 8), poff = pick(0, kSize - psize);
    ValueId r = probe.read(o, poff, psize, kInt);
    // A zero byte of a constant may read as zero once the constant is cut
    // (it is a nullified block then), or not while the constant is whole.
    bool allZero = true, mayBeZero = true, anyUndefined = false;
    for (int64_t b = poff; b < poff + psize; ++b) {
      allZero &= m.bytes[b] == Byte::Zero;
      mayBeZero &= m.bytes[b] == Byte::Zero || (m.bytes[b] == Byte::Const && m.constBytes[b] == 0);
      anyUndefined |= m.bytes[b] == Byte::Undefined;
    }
    ASSERT_TRUE(!allZero || r == kZero) << "step " << step;
    ASSERT_TRUE(r != kZero || mayBeZero) << "step " << step;
    // A constant read whole, or from the pieces of one cut, has its bytes.
    auto c = probe.constantOf(r);
    for (int64_t b = poff; c && r != kZero && b < poff + psize; ++b) {
      ASSERT_TRUE(m.bytes[b] != Byte::Const || m.constBytes[b] == static_cast<uint8_t>(*c >> (8 * (b - poff))))
          << "step " << step;
    }
    if (r != kZero) {
      ASSERT_EQ(probe.value(r).undefined, anyUndefined) << "step " << step;
    }
    for (auto [key, v] : m.intact) ASSERT_EQ(probe.read(o, key.first, key.second - key.first, kInt), v) << "step " << step;
  }
}

// ---- block operations of a length known by its bounds only ----

TEST_F(SmgFields, MayWriteZeroKeepsZeroesAndDropsTheRest) {
  ObjectId o = zeroed(16);
  ValueId v = g.fresh();
  g.write(o, 8, 4, kInt, v);
  g.mayWrite(o, 4, 12, true);
  // Zero bytes stay zero whether memset reached them or not; v may be gone.
  EXPECT_EQ(g.read(o, 0, 8, kInt), kZero);
  ValueId w = g.read(o, 8, 4, kInt);
  EXPECT_NE(w, v);
  EXPECT_NE(w, kZero);
  EXPECT_FALSE(undefined(w));
  EXPECT_EQ(g.read(o, 12, 4, kInt), kZero);
}

TEST_F(SmgFields, MayWriteLeavesUnwrittenBytesUndefined) {
  ObjectId o = heap(8);
  g.write(o, 0, 4, kInt, g.constant(7));
  g.mayWrite(o, 0, 8, false);
  ValueId low = g.read(o, 0, 4, kInt);
  EXPECT_FALSE(g.constantOf(low).has_value());
  EXPECT_FALSE(undefined(low));
  EXPECT_TRUE(undefined(g.read(o, 4, 4, kInt)));
}

TEST_F(SmgFields, MayCopyMakesBytesUndefinedWhereTheSourceIs) {
  ObjectId src = heap(8), dst = heap(8);
  g.write(src, 0, 4, kInt, g.constant(1));
  g.write(dst, 0, 8, kInt, g.constant(2));
  g.mayCopy(dst, 0, src, 0, 8);
  ValueId low = g.read(dst, 0, 4, kInt);
  EXPECT_FALSE(undefined(low));
  EXPECT_FALSE(g.constantOf(low).has_value());
  EXPECT_TRUE(undefined(g.read(dst, 4, 4, kInt)));
}
