// Predator's checks as data: invalid dereferences (null, freed, out of
// scope, out of bounds both ways, unknown and undefined pointers), invalid
// frees, garbage (memtrack) and what is left at exit (memcleanup); and the
// pruning that keeps a graph as large as what is live.
#include <gtest/gtest.h>

#include "smg/checks.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kPtr = 1;

struct SmgChecks : ::testing::Test {
  Smg g;
  ObjectId make(ObjectKind k, uint64_t size = 16) { return g.addObject(k, Size::known(size), "o", false); }
  DerefFault deref(ValueId p, uint64_t size = 4) { return checkDeref(g, p, size).fault; }
  FreeFault free(ValueId p) { return checkFree(g, p).fault; }
  std::vector<ObjectId> garbage(std::vector<ValueId> roots = {}) { return findGarbage(g, roots); }
};

}  // namespace

TEST_F(SmgChecks, NullDereference) {
  EXPECT_EQ(deref(kZero), DerefFault::Null);
  // p->next with p == NULL.
  EXPECT_EQ(deref(g.constant(8)), DerefFault::Null);
  EXPECT_EQ(deref(g.constant(1 << 20)), DerefFault::Unknown);
  EXPECT_EQ(deref(g.constant(-8)), DerefFault::Unknown);
}

TEST_F(SmgChecks, UnknownAndUndefinedPointers) {
  EXPECT_EQ(deref(g.fresh()), DerefFault::Unknown);
  ObjectId h = make(ObjectKind::Heap);
  ValueId junk = g.read(h, 0, 8, kPtr);
  EXPECT_EQ(deref(junk), DerefFault::Undefined);
  EXPECT_EQ(free(junk), FreeFault::Undefined);
  EXPECT_EQ(free(g.fresh()), FreeFault::Unknown);
}

TEST_F(SmgChecks, BoundsBothWays) {
  ObjectId h = make(ObjectKind::Heap, 16);
  Access a = checkDeref(g, g.addressOf(h, 12), 4);
  EXPECT_EQ(a.fault, DerefFault::None);
  EXPECT_EQ(a.object, h);
  EXPECT_EQ(a.offset, 12);
  EXPECT_EQ(deref(g.addressOf(h, 13)), DerefFault::OutOfBounds);
  EXPECT_EQ(deref(g.addressOf(h, 16), 1), DerefFault::OutOfBounds);
  Access below = checkDeref(g, g.addressOf(h, -4), 4);
  EXPECT_EQ(below.fault, DerefFault::OutOfBounds);
  EXPECT_EQ(below.offset, -4);
}

TEST_F(SmgChecks, BoundsOfASymbolicSize) {
  ValueId n = g.fresh();
  ObjectId h = g.addObject(ObjectKind::Heap, Size::symbolic(n), "h", false);
  EXPECT_EQ(deref(g.addressOf(h, 0)), DerefFault::MaybeOutOfBounds);
  g.assumeCmp(n, Cmp::Ge, 8);
  g.assumeCmp(n, Cmp::Le, 16);
  EXPECT_EQ(deref(g.addressOf(h, 0), 8), DerefFault::None);
  EXPECT_EQ(deref(g.addressOf(h, 8), 8), DerefFault::MaybeOutOfBounds);
  EXPECT_EQ(deref(g.addressOf(h, 16), 1), DerefFault::OutOfBounds);
}

TEST_F(SmgChecks, FreedAndOutOfScopeObjects) {
  ObjectId h = make(ObjectKind::Heap), s = make(ObjectKind::Stack);
  g.invalidate(h, Validity::Freed);
  g.invalidate(s, Validity::OutOfScope);
  EXPECT_EQ(deref(g.addressOf(h, 0)), DerefFault::Freed);
  EXPECT_EQ(deref(g.addressOf(s, 0)), DerefFault::OutOfScope);
}

TEST_F(SmgChecks, Frees) {
  EXPECT_EQ(checkFree(g, kZero).object, kNullObject);
  EXPECT_EQ(free(kZero), FreeFault::None);
  ObjectId h = make(ObjectKind::Heap);
  Release r = checkFree(g, g.addressOf(h, 0));
  EXPECT_EQ(r.fault, FreeFault::None);
  EXPECT_EQ(r.object, h);
  EXPECT_EQ(free(g.addressOf(h, 8)), FreeFault::Interior);
  g.invalidate(h, Validity::Freed);
  EXPECT_EQ(free(g.addressOf(h, 0)), FreeFault::Double);
  for (ObjectKind k : {ObjectKind::Global, ObjectKind::Stack, ObjectKind::Alloca})
    EXPECT_EQ(free(g.addressOf(make(k), 0)), FreeFault::NonHeap);
  EXPECT_EQ(free(g.constant(16)), FreeFault::Unknown);
}

TEST_F(SmgChecks, GarbageIsWhatNoRootReaches) {
  ObjectId var = make(ObjectKind::Stack, 8);
  ObjectId a = make(ObjectKind::Heap), b = make(ObjectKind::Heap);
  g.write(var, 0, 8, kPtr, g.addressOf(a, 0));
  g.write(a, 8, 8, kPtr, g.addressOf(b, 0));
  EXPECT_EQ(garbage(), std::vector<ObjectId>{});
  // Losing the head loses the list.
  g.write(var, 0, 8, kPtr, kZero);
  EXPECT_EQ(garbage(), (std::vector<ObjectId>{a, b}));
  // A register holding a pointer keeps what it reaches.
  EXPECT_EQ(garbage({g.addressOf(a, 0)}), std::vector<ObjectId>{});
  // A pointer into the middle of a block keeps it too.
  EXPECT_EQ(garbage({g.addressOf(b, 4)}), std::vector<ObjectId>{a});
}

TEST_F(SmgChecks, GarbageCyclesAndGlobals) {
  ObjectId glob = make(ObjectKind::Global, 8);
  ObjectId a = make(ObjectKind::Heap), b = make(ObjectKind::Heap);
  g.write(a, 0, 8, kPtr, g.addressOf(b, 0));
  g.write(b, 0, 8, kPtr, g.addressOf(a, 0));
  EXPECT_EQ(garbage(), (std::vector<ObjectId>{a, b}));
  g.write(glob, 0, 8, kPtr, g.addressOf(b, 0));
  EXPECT_EQ(garbage(), std::vector<ObjectId>{});
  // An object out of scope no longer holds anything.
  ObjectId var = make(ObjectKind::Stack, 8);
  ObjectId c = make(ObjectKind::Heap);
  g.write(var, 0, 8, kPtr, g.addressOf(c, 0));
  g.invalidate(var, Validity::OutOfScope);
  EXPECT_EQ(garbage(), std::vector<ObjectId>{c});
  // Freed blocks are not garbage, whatever points to them.
  g.invalidate(c, Validity::Freed);
  EXPECT_EQ(garbage(), std::vector<ObjectId>{});
}

TEST_F(SmgChecks, LiveHeapAtExit) {
  ObjectId a = make(ObjectKind::Heap), b = make(ObjectKind::Heap);
  make(ObjectKind::Global);
  g.invalidate(a, Validity::Freed);
  EXPECT_EQ(liveHeap(g), std::vector<ObjectId>{b});
}

TEST_F(SmgChecks, RemovedObjectsLeaveUnknownAddressesAndTheirIdsAreReused) {
  ObjectId a = make(ObjectKind::Heap);
  ValueId p = g.addressOf(a, 0);
  g.removeObject(a);
  EXPECT_FALSE(g.object(a).exists);
  EXPECT_EQ(g.pointsTo(p), nullptr);
  ObjectId b = make(ObjectKind::Heap);
  EXPECT_EQ(b, a);
  EXPECT_NE(g.addressOf(b, 0), p);
}

TEST_F(SmgChecks, PruneDropsWhatNothingHolds) {
  ObjectId var = make(ObjectKind::Stack, 8);
  ValueId kept = g.fresh(), reg = g.fresh();
  g.write(var, 0, 8, kPtr, kept);
  ValueId dead = g.fresh();
  g.assumeNeq(dead, kept);
  g.assumeNeq(reg, g.constant(5));
  ObjectId freed = make(ObjectKind::Heap), dangling = make(ObjectKind::Heap);
  g.invalidate(freed, Validity::Freed);
  g.invalidate(dangling, Validity::Freed);
  ValueId p = g.addressOf(dangling, 0);
  ValueId before = g.valueCount();
  std::vector<ValueId> roots{reg, p};
  g.prune(roots);
  EXPECT_FALSE(g.valueExists(dead));
  EXPECT_TRUE(g.valueExists(kept));
  // "reg != 5" still holds though nothing else holds 5.
  EXPECT_TRUE(g.proveNeq(reg, g.constant(5)));
  EXPECT_EQ(g.inequalities().size(), 1u);
  // The freed block nobody points to is gone, the dangling one stays.
  EXPECT_FALSE(g.object(freed).exists);
  EXPECT_TRUE(g.object(dangling).exists);
  EXPECT_EQ(checkDeref(g, p, 4).fault, DerefFault::Freed);
  // Ids of dropped values are handed out again.
  g.fresh();
  EXPECT_EQ(g.valueCount(), before);
}

TEST_F(SmgChecks, PruneKeepsMergedIdsThatRegistersHold) {
  ValueId u = g.fresh(), v = g.fresh();
  g.assumeEq(u, v);
  ValueId gone = g.find(u) == u ? v : u;
  std::vector<ValueId> roots{gone};
  g.prune(roots);
  EXPECT_TRUE(g.valueExists(gone));
  EXPECT_EQ(g.find(gone), std::min(u, v));
}
