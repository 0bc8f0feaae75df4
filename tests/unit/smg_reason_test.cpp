// Reasoning over values: what proveNeq can tell apart, how assumeEq merges
// two nodes (fields, sizes and inequalities follow), how assumeNeq and
// comparisons with constants refine the state, and where they find the
// branch infeasible.
#include <gtest/gtest.h>

#include "smg/smg.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kInt = 1;

struct SmgReason : ::testing::Test {
  Smg g;
  ObjectId heap(uint64_t size = 16) { return g.addObject(ObjectKind::Heap, Size::known(size), "h", false); }
  std::vector<std::pair<ValueId, ValueId>> none;
};

}  // namespace

TEST_F(SmgReason, DifferentConstantsAreUnequal) {
  EXPECT_TRUE(g.proveNeq(g.constant(1), g.constant(2)));
  EXPECT_FALSE(g.proveNeq(g.constant(1), g.constant(1)));
  ValueId u = g.fresh(), v = g.fresh();
  EXPECT_FALSE(g.proveNeq(u, v));
  EXPECT_FALSE(g.proveNeq(u, u));
  EXPECT_FALSE(g.proveNeq(u, g.constant(0)));
}

TEST_F(SmgReason, AddressesOfDifferentValidObjectsAreUnequal) {
  ObjectId a = heap(), b = heap();
  EXPECT_TRUE(g.proveNeq(g.addressOf(a, 0), g.addressOf(b, 0)));
  EXPECT_TRUE(g.proveNeq(g.addressOf(a, 8), g.addressOf(b, 0)));
  // One past the end of a may be where b starts.
  EXPECT_FALSE(g.proveNeq(g.addressOf(a, 16), g.addressOf(b, 0)));
  EXPECT_FALSE(g.proveNeq(g.addressOf(a, -1), g.addressOf(b, 0)));
  // A freed object's address may be handed out again.
  g.invalidate(a, Validity::Freed);
  EXPECT_FALSE(g.proveNeq(g.addressOf(a, 0), g.addressOf(b, 0)));
}

TEST_F(SmgReason, NullIsNoRegionsAddress) {
  ObjectId a = heap();
  EXPECT_TRUE(g.proveNeq(g.addressOf(a, 0), kZero));
  EXPECT_TRUE(g.proveNeq(kZero, g.addressOf(a, 20)));
  g.invalidate(a, Validity::Freed);
  EXPECT_TRUE(g.proveNeq(g.addressOf(a, 0), kZero));
  // An address may be any other integer, though.
  EXPECT_FALSE(g.proveNeq(g.addressOf(a, 0), g.constant(4096)));
}

TEST_F(SmgReason, SameObjectDifferentOffsetsAreUnequal) {
  ObjectId a = heap();
  EXPECT_TRUE(g.proveNeq(g.addressOf(a, 0), g.addressOf(a, 8)));
  EXPECT_TRUE(g.proveNeq(g.addressOf(a, -8), g.addressOf(a, 64)));
  EXPECT_FALSE(g.proveNeq(g.addressOf(a, 8), g.addressOf(a, 8)));
}

TEST_F(SmgReason, ExplicitInequality) {
  ValueId u = g.fresh(), v = g.fresh();
  EXPECT_EQ(g.assumeNeq(u, v), Assume::Refined);
  EXPECT_TRUE(g.proveNeq(u, v));
  EXPECT_TRUE(g.proveNeq(v, u));
  EXPECT_EQ(g.inequalities(), (std::vector<std::pair<ValueId, ValueId>>{{std::min(u, v), std::max(u, v)}}));
  EXPECT_EQ(g.assumeEq(u, v), Assume::Infeasible);
  EXPECT_EQ(g.assumeNeq(u, u), Assume::Infeasible);
}

TEST_F(SmgReason, ImpliedInequalitiesGetNoEdge) {
  ObjectId a = heap();
  EXPECT_EQ(g.assumeNeq(g.addressOf(a, 0), kZero), Assume::Refined);
  EXPECT_EQ(g.assumeNeq(g.constant(1), g.constant(2)), Assume::Refined);
  EXPECT_EQ(g.inequalities(), none);
}

TEST_F(SmgReason, AssumeEqMergesNodesAndRetargetsFields) {
  ObjectId a = heap(), b = heap();
  ValueId u = g.read(a, 0, 4, kInt), v = g.read(b, 4, 4, kInt);
  EXPECT_EQ(g.assumeEq(u, v), Assume::Refined);
  EXPECT_EQ(g.find(u), g.find(v));
  EXPECT_TRUE(g.proveEq(u, v));
  EXPECT_EQ(g.read(a, 0, 4, kInt), g.read(b, 4, 4, kInt));
  // Ids held by the executor from before the merge still name the node.
  EXPECT_EQ(g.value(u).rep, g.value(v).rep);
  // The merged value was read from bytes never written.
  EXPECT_TRUE(g.value(u).undefined);
}

TEST_F(SmgReason, AssumeEqRetargetsInequalities) {
  ValueId u = g.fresh(), v = g.fresh(), w = g.fresh();
  g.assumeNeq(u, w);
  EXPECT_EQ(g.assumeEq(u, v), Assume::Refined);
  EXPECT_TRUE(g.proveNeq(v, w));
  EXPECT_EQ(g.inequalities().size(), 1u);
  EXPECT_EQ(g.assumeEq(w, v), Assume::Infeasible);
}

TEST_F(SmgReason, AssumeEqWithAConstantMakesTheValueThatConstant) {
  ObjectId a = heap();
  ValueId u = g.read(a, 0, 8, kInt);
  EXPECT_EQ(g.assumeEq(u, g.constant(5)), Assume::Refined);
  EXPECT_EQ(g.constantOf(u), 5);
  EXPECT_EQ(g.read(a, 0, 8, kInt), g.constant(5));
  EXPECT_EQ(g.assumeEq(u, g.constant(6)), Assume::Infeasible);
  EXPECT_EQ(g.assumeEq(g.constant(1), g.constant(2)), Assume::Infeasible);
}

TEST_F(SmgReason, AssumeEqWithZeroNullifiesTheField) {
  ObjectId a = heap(12);
  g.nullify(a, 0, 4);
  g.nullify(a, 8, 4);
  ValueId u = g.fresh();
  g.write(a, 4, 4, kInt, u);
  EXPECT_EQ(g.assumeEq(kZero, u), Assume::Refined);
  ASSERT_EQ(g.object(a).fields.size(), 1u);
  EXPECT_EQ(g.object(a).fields[0], (Field{0, 12, kBlock, kZero}));
}

TEST_F(SmgReason, AssumeEqOnASymbolicSizeMakesItKnown) {
  ValueId n = g.fresh();
  ObjectId a = g.addObject(ObjectKind::Heap, Size::symbolic(n), "a", false);
  EXPECT_EQ(g.assumeEq(n, g.constant(32)), Assume::Refined);
  EXPECT_TRUE(g.object(a).size.isKnown());
  EXPECT_EQ(g.object(a).size.bytes, 32u);
}

TEST_F(SmgReason, AssumeEqOfAnAddressAndAnUnknownGivesTheUnknownThatTarget) {
  ObjectId a = heap();
  ValueId p = g.addressOf(a, 8), u = g.fresh();
  EXPECT_EQ(g.assumeEq(u, p), Assume::Refined);
  ASSERT_NE(g.pointsTo(u), nullptr);
  EXPECT_EQ(g.pointsTo(u)->offset, 8);
}

TEST_F(SmgReason, AddressesThatMayBeEqualCannotBeMerged) {
  ObjectId a = heap(), b = heap();
  g.invalidate(a, Validity::Freed);
  EXPECT_EQ(g.assumeEq(g.addressOf(a, 0), g.addressOf(b, 0)), Assume::Imprecise);
  EXPECT_NE(g.find(g.addressOf(a, 0)), g.find(g.addressOf(b, 0)));
  EXPECT_EQ(g.assumeEq(g.addressOf(b, 0), g.addressOf(a, 8)), Assume::Imprecise);
  EXPECT_EQ(g.assumeEq(g.addressOf(b, 0), kZero), Assume::Infeasible);
}

TEST_F(SmgReason, MergingUnknownsIntersectsTheirIntervals) {
  ValueId u = g.fresh(), v = g.fresh();
  g.assumeCmp(u, Cmp::Ge, 0);
  g.assumeCmp(u, Cmp::Le, 10);
  g.assumeCmp(v, Cmp::Ge, 5);
  EXPECT_EQ(g.assumeEq(u, v), Assume::Refined);
  EXPECT_EQ(g.value(v).interval, (Interval{5, 10}));
  ValueId w = g.fresh();
  g.assumeCmp(w, Cmp::Le, 5);
  EXPECT_EQ(g.assumeEq(w, u), Assume::Refined);
  EXPECT_EQ(g.constantOf(u), 5);
  EXPECT_EQ(g.find(u), g.constant(5));
}

TEST_F(SmgReason, DisjointIntervalsAreUnequal) {
  ValueId u = g.fresh(), v = g.fresh();
  g.assumeCmp(u, Cmp::Lt, 0);
  g.assumeCmp(v, Cmp::Gt, 0);
  EXPECT_TRUE(g.proveNeq(u, v));
  EXPECT_TRUE(g.proveNeq(u, kZero));
  EXPECT_EQ(g.assumeEq(u, v), Assume::Infeasible);
}

TEST_F(SmgReason, ComparisonsWithConstantsNarrowIntervals) {
  ValueId u = g.fresh();
  EXPECT_EQ(g.decideCmp(u, Cmp::Lt, 10), std::nullopt);
  EXPECT_EQ(g.assumeCmp(u, Cmp::Lt, 10), Assume::Refined);
  EXPECT_EQ(g.value(u).interval, (Interval{INT64_MIN, 9}));
  EXPECT_EQ(g.decideCmp(u, Cmp::Lt, 10), true);
  EXPECT_EQ(g.decideCmp(u, Cmp::Ge, 10), false);
  EXPECT_EQ(g.decideCmp(u, Cmp::Le, 9), true);
  EXPECT_EQ(g.decideCmp(u, Cmp::Gt, 9), false);
  EXPECT_EQ(g.assumeCmp(u, Cmp::Ge, 10), Assume::Infeasible);
  EXPECT_EQ(g.assumeCmp(u, Cmp::Gt, 8), Assume::Refined);
  EXPECT_EQ(g.constantOf(u), 9);
  EXPECT_EQ(g.assumeCmp(g.fresh(), Cmp::Lt, INT64_MIN), Assume::Infeasible);
  EXPECT_EQ(g.assumeCmp(g.fresh(), Cmp::Gt, INT64_MAX), Assume::Infeasible);
  EXPECT_EQ(g.decideCmp(g.constant(3), Cmp::Gt, 2), true);
}

TEST_F(SmgReason, InequalityWithABoundMovesTheBound) {
  ValueId u = g.fresh();
  g.assumeCmp(u, Cmp::Ge, 0);
  g.assumeCmp(u, Cmp::Le, 3);
  EXPECT_EQ(g.assumeNeq(u, g.constant(3)), Assume::Refined);
  EXPECT_EQ(g.value(u).interval, (Interval{0, 2}));
  EXPECT_EQ(g.inequalities(), none);
  EXPECT_EQ(g.assumeNeq(g.constant(0), u), Assume::Refined);
  EXPECT_EQ(g.assumeNeq(u, g.constant(2)), Assume::Refined);
  EXPECT_EQ(g.constantOf(u), 1);
}

TEST_F(SmgReason, AnInequalityEdgeBecomesABoundWhenTheIntervalReachesIt) {
  ValueId u = g.fresh();
  g.assumeNeq(u, g.constant(5));
  EXPECT_EQ(g.inequalities().size(), 1u);
  EXPECT_EQ(g.assumeCmp(u, Cmp::Ge, 5), Assume::Refined);
  EXPECT_EQ(g.value(u).interval, (Interval{6, INT64_MAX}));
  EXPECT_EQ(g.inequalities(), none);
  ValueId w = g.fresh();
  g.assumeNeq(w, g.constant(7));
  g.assumeCmp(w, Cmp::Ge, 7);
  EXPECT_EQ(g.assumeCmp(w, Cmp::Le, 7), Assume::Infeasible);
}
