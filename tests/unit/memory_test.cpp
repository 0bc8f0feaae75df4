// The concrete memory module: object extents and faults, the undefined-bit
// shadow, the side table of stored pointers, recycling and reachability.
#include <gtest/gtest.h>

#include <cstring>

#include "memory/memory.hpp"
#include "memory/reach.hpp"

using namespace ferret::mem;

namespace {

Fault access(const Memory& m, ObjId prov, uint64_t addr, uint64_t size, bool write = false) {
  Resolved r;
  return m.check(prov, addr, size, write, r);
}

}  // namespace

TEST(Memory, ObjectsGetAlignedDisjointAddressesWithGaps) {
  Memory m(8);
  ObjId a = m.allocate(Kind::Heap, 10, 8, false, 0);
  ObjId b = m.allocate(Kind::Heap, 10, 8, false, 0);
  EXPECT_EQ(m.obj(a).base % 16, 0u);
  EXPECT_EQ(m.obj(b).base % 16, 0u);
  // One past the end of a is not the start of b.
  EXPECT_GT(m.obj(b).base, m.obj(a).base + m.obj(a).size);
}

TEST(Memory, AddressesFitTheDataModel) {
  Memory m32(4);
  ObjId g = m32.allocate(Kind::Global, 4, 4, true, 0);
  ObjId h = m32.allocate(Kind::Heap, 4, 4, true, 0);
  ObjId s = m32.allocate(Kind::Stack, 4, 4, true, 0);
  for (ObjId id : {g, h, s}) EXPECT_LT(m32.obj(id).base, 1ull << 32);
}

TEST(Memory, BoundsIncludeOnePastTheEndAndNegativeOffsets) {
  Memory m(8);
  ObjId a = m.allocate(Kind::Heap, 16, 8, false, 0);
  uint64_t base = m.obj(a).base;
  EXPECT_EQ(access(m, a, base, 16), Fault::None);
  EXPECT_EQ(access(m, a, base + 12, 4), Fault::None);
  EXPECT_EQ(access(m, a, base + 13, 4), Fault::OutOfBounds);
  EXPECT_EQ(access(m, a, base + 16, 1), Fault::OutOfBounds);
  EXPECT_EQ(access(m, a, base - 1, 1), Fault::OutOfBounds);
  Resolved r;
  m.check(a, base - 4, 4, false, r);
  EXPECT_EQ(r.offset, -4);
}

TEST(Memory, ProvenanceDecidesTheObjectNotTheAddress) {
  Memory m(8);
  ObjId a = m.allocate(Kind::Heap, 16, 8, false, 0);
  ObjId b = m.allocate(Kind::Heap, 16, 8, false, 0);
  // An address inside b reached through a pointer derived from a is out of a's bounds.
  EXPECT_EQ(access(m, a, m.obj(b).base, 4), Fault::OutOfBounds);
  EXPECT_EQ(access(m, kNoObj, m.obj(b).base, 4), Fault::None);
}

TEST(Memory, NullAndWildAddresses) {
  Memory m(8);
  m.allocate(Kind::Heap, 16, 8, false, 0);
  EXPECT_EQ(access(m, kNoObj, 0, 4), Fault::Null);
  EXPECT_EQ(access(m, kNoObj, 8, 4), Fault::Null);
  EXPECT_EQ(access(m, kNoObj, 0x1234567, 4), Fault::Invalid);
}

TEST(Memory, DeadObjectsReportHowTheyDied) {
  Memory m(8);
  ObjId h = m.allocate(Kind::Heap, 8, 8, false, 0);
  ObjId s = m.allocate(Kind::Stack, 8, 8, false, 0);
  ObjId t = m.allocate(Kind::Stack, 8, 8, false, 0);
  m.kill(h, Status::Freed, 7);
  m.kill(s, Status::Returned, 0);
  m.kill(t, Status::OutOfScope, 0);
  EXPECT_EQ(access(m, h, m.obj(h).base, 1), Fault::Freed);
  EXPECT_EQ(access(m, s, m.obj(s).base, 1), Fault::Returned);
  EXPECT_EQ(access(m, t, m.obj(t).base, 1), Fault::OutOfScope);
  EXPECT_EQ(m.obj(h).freeSite, 7u);
  m.revive(t);
  EXPECT_EQ(access(m, t, m.obj(t).base, 8, true), Fault::None);
  EXPECT_EQ(m.obj(t).undef()[0], 0xff);  // a new scope starts undefined
}

TEST(Memory, ReadOnlyObjectsRefuseWrites) {
  Memory m(8);
  ObjId s = m.allocate(Kind::String, 4, 1, true, 0);
  m.obj(s).readOnly = true;
  EXPECT_EQ(access(m, s, m.obj(s).base, 1, false), Fault::None);
  EXPECT_EQ(access(m, s, m.obj(s).base, 1, true), Fault::ReadOnly);
}

TEST(Memory, ShadowStartsUndefinedUnlessAskedAndWritesDefine) {
  Memory m(8);
  ObjId u = m.allocate(Kind::Heap, 4, 4, false, 0);
  ObjId d = m.allocate(Kind::Heap, 4, 4, true, 0);
  EXPECT_EQ(m.obj(u).undef()[3], 0xff);
  EXPECT_EQ(m.obj(d).undef()[3], 0);
  const uint8_t bytes[2] = {1, 2}, undef[2] = {0, 0x0f};
  m.write(m.obj(u), 1, bytes, undef, 2);
  EXPECT_EQ(m.obj(u).data()[1], 1);
  EXPECT_EQ(m.obj(u).undef()[1], 0);
  EXPECT_EQ(m.obj(u).undef()[2], 0x0f);  // bit-precise: only the low half undefined
  EXPECT_EQ(m.obj(u).undef()[0], 0xff);
}

TEST(Memory, StoredPointersKeepProvenanceUntilOverwritten) {
  Memory m(8);
  ObjId holder = m.allocate(Kind::Heap, 32, 8, false, 0);
  ObjId target = m.allocate(Kind::Heap, 4, 4, false, 0);
  m.setPointer(m.obj(holder), 8, target);
  EXPECT_EQ(m.pointerAt(m.obj(holder), 8), target);
  EXPECT_EQ(m.pointerAt(m.obj(holder), 0), kNoObj);
  // Overwriting one byte of the stored pointer drops its provenance.
  const uint8_t b = 0, u = 0;
  m.write(m.obj(holder), 11, &b, &u, 1);
  EXPECT_EQ(m.pointerAt(m.obj(holder), 8), kNoObj);
  // A misaligned pointer store keeps no provenance and clears what it covers.
  m.setPointer(m.obj(holder), 16, target);
  m.setPointer(m.obj(holder), 20, target);
  EXPECT_EQ(m.pointerAt(m.obj(holder), 16), kNoObj);
}

TEST(Memory, CopyMovesBytesShadowAndPointersWithOverlap) {
  Memory m(8);
  ObjId o = m.allocate(Kind::Heap, 64, 8, true, 0);
  ObjId t1 = m.allocate(Kind::Heap, 1, 1, true, 0);
  ObjId t2 = m.allocate(Kind::Heap, 1, 1, true, 0);
  for (int i = 0; i < 64; ++i) m.obj(o).data()[i] = static_cast<uint8_t>(i);
  m.setPointer(m.obj(o), 0, t1);
  m.setPointer(m.obj(o), 8, t2);
  m.obj(o).undef()[9] = 0xff;
  m.copy(m.obj(o), 8, m.obj(o), 0, 24);  // overlapping, forward
  EXPECT_EQ(m.obj(o).data()[8], 0);
  EXPECT_EQ(m.obj(o).data()[16], 8);
  EXPECT_EQ(m.pointerAt(m.obj(o), 8), t1);
  EXPECT_EQ(m.pointerAt(m.obj(o), 16), t2);
  EXPECT_EQ(m.obj(o).undef()[17], 0xff);
  // Copying to a misaligned destination drops provenance.
  m.copy(m.obj(o), 33, m.obj(o), 8, 8);
  EXPECT_EQ(m.pointerAt(m.obj(o), 32), kNoObj);
}

TEST(Memory, RecycledRecordsStillRecogniseStalePointers) {
  Memory m(8);
  m.setQuarantine(1, 1);
  ObjId a = m.allocate(Kind::Heap, 16, 8, false, 0);
  uint64_t oldBase = m.obj(a).base;
  m.kill(a, Status::Freed, 0);
  ObjId b = m.allocate(Kind::Heap, 16, 8, false, 0);
  m.kill(b, Status::Freed, 0);  // pushes a out of the quarantine
  ObjId c = m.allocate(Kind::Heap, 16, 8, false, 0);
  EXPECT_EQ(c, a);  // the record was reused...
  EXPECT_NE(m.obj(c).base, oldBase);
  EXPECT_EQ(access(m, c, m.obj(c).base, 4), Fault::None);
  // ...but a pointer into its earlier life is still a use after free.
  EXPECT_EQ(access(m, a, oldBase, 4), Fault::Freed);
}

TEST(Memory, OutOfScopeObjectsAreNeverRecycled) {
  Memory m(8);
  m.setQuarantine(1, 1);
  ObjId a = m.allocate(Kind::Stack, 4, 4, false, 0);
  m.kill(a, Status::OutOfScope, 0);
  ObjId b = m.allocate(Kind::Stack, 4, 4, false, 0);
  m.kill(b, Status::Returned, 0);
  ObjId c = m.allocate(Kind::Stack, 4, 4, false, 0);
  m.kill(c, Status::Returned, 0);
  EXPECT_NE(m.allocate(Kind::Stack, 4, 4, false, 0), a);
}

TEST(Memory, FindByAddressCoversExtentAndGap) {
  Memory m(8);
  ObjId a = m.allocate(Kind::Heap, 16, 8, false, 0);
  ObjId b = m.allocate(Kind::Heap, 16, 8, false, 0);
  EXPECT_EQ(m.findByAddress(m.obj(a).base), a);
  EXPECT_EQ(m.findByAddress(m.obj(a).base + 16), a);
  EXPECT_EQ(m.findByAddress(m.obj(b).base + 3), b);
  EXPECT_EQ(m.findByAddress(12), kNoObj);
}

TEST(Reach, FollowsStoredPointersFromRoots) {
  Memory m(8);
  ObjId root = m.allocate(Kind::Global, 8, 8, true, 0);
  ObjId a = m.allocate(Kind::Heap, 8, 8, true, 0);
  ObjId b = m.allocate(Kind::Heap, 8, 8, true, 0);
  ObjId lost = m.allocate(Kind::Heap, 8, 8, true, 0);
  ObjId lostChild = m.allocate(Kind::Heap, 8, 8, true, 0);
  m.setPointer(m.obj(root), 0, a);
  m.setPointer(m.obj(a), 0, b);
  m.setPointer(m.obj(lost), 0, lostChild);
  auto seen = reachable(m, {root});
  EXPECT_TRUE(seen[a]);
  EXPECT_TRUE(seen[b]);
  EXPECT_FALSE(seen[lost]);
  EXPECT_FALSE(seen[lostChild]);
}
