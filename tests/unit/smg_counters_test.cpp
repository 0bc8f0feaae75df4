// Counters (smg/counters.hpp): linear relations between integer values —
// list lengths and program integers — through assumption, projection,
// join (hull), entailment and widening, and their part in the graph.
#include <gtest/gtest.h>

#include "smg/counters.hpp"
#include "smg/join.hpp"
#include "smg/smg.hpp"

using namespace ferret::smg;

namespace {

Linear diff(ValueId x, ValueId y, int64_t c = 0) { return {{{x, 1}, {y, -1}}, c}; }

}  // namespace

TEST(SmgCounters, AssumeProjectAndBounds) {
  Counters c;
  c.add(1, {0, 100});
  c.add(2, {0, 100});
  c.add(3, {0, 100});
  // x1 = x2 + x3, x3 = 4.
  ASSERT_TRUE(c.assume({{{1, 1}, {2, -1}, {3, -1}}, 0}, Rel::Eq));
  ASSERT_TRUE(c.assume({{{3, 1}}, -4}, Rel::Eq));
  EXPECT_TRUE(c.entails(diff(1, 2, -4), Rel::Eq));
  EXPECT_EQ(c.bounds(1).lo, 4);
  // Forgetting x3 keeps what it said of the others.
  c.forget(3);
  EXPECT_FALSE(c.has(3));
  EXPECT_TRUE(c.entails(diff(1, 2, -4), Rel::Eq));
  // x1 < x2 now contradicts them.
  EXPECT_FALSE(c.admits(diff(2, 1, -1), Rel::Ge));
  EXPECT_FALSE(c.assume(diff(2, 1, -1), Rel::Ge));
}

TEST(SmgCounters, HullOfTwoPointsIsTheirLine) {
  // (L, n) = (2, 2) and (3, 3): the hull keeps L = n, and entails neither.
  std::vector<ValueId> dims{10, 11};
  using O = Counters::Origin;
  Counters a = Counters::carried(Counters{}, dims, {{O::Number, 0, 2}, {O::Number, 0, 2}}, {{}, {}});
  Counters b = Counters::carried(Counters{}, dims, {{O::Number, 0, 3}, {O::Number, 0, 3}}, {{}, {}});
  Counters h = a.hull(b);
  EXPECT_TRUE(h.entails(diff(10, 11), Rel::Eq));
  EXPECT_FALSE(a.covers(h));
  EXPECT_FALSE(b.covers(h));
  EXPECT_TRUE(h.covers(a));
  EXPECT_TRUE(h.covers(b));
  EXPECT_EQ(h.bounds(10).lo, 2);
  EXPECT_EQ(h.bounds(10).hi, 3);
}

TEST(SmgCounters, CarriedMapsASideValueToEveryJoinedCopy) {
  // One side's value v (x = v + 1 there) joined into two values of the
  // result: both are v, so they are equal and one more than x's image.
  Counters side;
  side.add(1, {});
  side.add(2, {});
  ASSERT_TRUE(side.assume(diff(2, 1, -1), Rel::Eq));
  using O = Counters::Origin;
  Counters r = Counters::carried(side, {20, 21, 22}, {{O::Value, 1, 0}, {O::Value, 1, 0}, {O::Value, 2, 0}}, {{}, {}, {}});
  EXPECT_TRUE(r.entails(diff(20, 21), Rel::Eq));
  EXPECT_TRUE(r.entails(diff(22, 20, -1), Rel::Eq));
  // A free image is bounded by its interval and related to nothing.
  Counters f = Counters::carried(side, {30}, {{O::Free, 0, 0}}, {{0, 5}});
  EXPECT_EQ(f.bounds(30).hi, 5);
}

TEST(SmgCounters, WideningStabilisesAndKeepsOrders) {
  // Iterates of a loop "i < k; i++" with L = n - i: their bounds grow for
  // ever, L + i = n and i <= k hold in each.  Widened, the iterates stop
  // growing (a later point is covered) and keep both relations.
  std::vector<ValueId> dims{1, 2, 3, 4};  // i, k, n, L
  using O = Counters::Origin;
  auto point = [&](int64_t i) {
    int64_t k = i + 1, n = 2 * i + 2;
    return Counters::carried(Counters{}, dims, {{O::Number, 0, i}, {O::Number, 0, k}, {O::Number, 0, n}, {O::Number, 0, n - i}},
                             {{}, {}, {}, {}});
  };
  Counters p = point(0);
  int steps = 0;
  for (int64_t i = 1; i < 50 && !p.covers(point(i)); ++i, ++steps) {
    Counters next = p.hull(point(i));
    if (i >= 3) next.widenFrom(p);
    p = next;
  }
  EXPECT_LT(steps, 10);
  EXPECT_TRUE(p.covers(point(1000)));
  EXPECT_TRUE(p.entails({{{3, 1}, {4, -1}, {1, -1}}, 0}, Rel::Eq));
  EXPECT_TRUE(p.entails(diff(2, 1), Rel::Ge));
}

TEST(SmgCounters, DescribeAndCanonical) {
  Counters c;
  c.add(5, {});
  c.add(7, {});
  ASSERT_TRUE(c.assume(diff(5, 7, -1), Rel::Eq));
  std::vector<std::string> text = c.describe();
  ASSERT_EQ(text.size(), 1u);
  EXPECT_EQ(text[0], "#5 - #7 = 1");
  // The same relation under other ids and order gives the same bytes.
  Counters d;
  d.add(9, {});
  d.add(8, {});
  ASSERT_TRUE(d.assume(diff(8, 9, -1), Rel::Eq));
  EXPECT_EQ(c.canonical({{5, 0}, {7, 1}}), d.canonical({{8, 0}, {9, 1}}));
  EXPECT_NE(c.canonical({{5, 1}, {7, 0}}), d.canonical({{8, 0}, {9, 1}}));
}

TEST(SmgCounters, TheGraphKeepsIntervalsAndRelationsTogether) {
  Smg g;
  ValueId n = g.freshIn({0, 1000});
  ValueId len = g.freshIn({0, INT64_MAX});
  ASSERT_NE(g.relate(diff(len, n), Rel::Eq), Assume::Infeasible);
  // Bounds of one reach the other.
  EXPECT_EQ(g.value(len).interval.hi, 1000);
  ASSERT_NE(g.assumeCmp(n, Cmp::Ge, 3), Assume::Infeasible);
  EXPECT_EQ(g.value(len).interval.lo, 3);
  EXPECT_TRUE(g.proveNeq(len, g.constant(2)));
  EXPECT_EQ(g.decide(diff(len, n), Rel::Eq), true);
  // Pinning one makes both the constant.
  ASSERT_NE(g.assumeEq(n, g.constant(7)), Assume::Infeasible);
  EXPECT_EQ(g.constantOf(len), 7);
  EXPECT_TRUE(g.counters().none());
}

TEST(SmgCounters, ValuesRelatedToNoOtherLeaveTheRelations) {
  // x in [0, 9], y = z + 1: x has bounds of its own only and goes (its
  // interval says them); y and z stay.  Nested lists gave every segment's
  // length a dimension with nothing but its lower bound, and the hull of
  // k such boxes has 2^k vertices.
  Counters c;
  c.add(1, {0, 9});
  c.add(2, {0, 100});
  c.add(3, {0, 100});
  ASSERT_TRUE(c.assume(diff(2, 3, -1), Rel::Eq));
  c.forgetUnrelated();
  EXPECT_FALSE(c.has(1));
  EXPECT_TRUE(c.has(2));
  EXPECT_TRUE(c.has(3));
  EXPECT_TRUE(c.entails(diff(2, 3, -1), Rel::Eq));
  // A relation implied by the bounds alone is no tie either.
  Counters d;
  d.add(4, {5, 6});
  d.add(5, {0, 1});
  ASSERT_TRUE(d.assume(diff(4, 5), Rel::Ge));
  d.forgetUnrelated();
  EXPECT_TRUE(d.none());
  // In a graph the bounds stay in the intervals when the value leaves.
  Smg g;
  ValueId n = g.freshIn({0, 1000});
  ValueId len = g.freshIn({2, INT64_MAX});
  ASSERT_NE(g.relate(diff(len, n), Rel::Ge), Assume::Infeasible);
  EXPECT_TRUE(g.counters().has(n));
  ASSERT_NE(g.assumeCmp(n, Cmp::Le, 1), Assume::Infeasible);
  EXPECT_TRUE(g.counters().none());
  EXPECT_EQ(g.value(len).interval.lo, 2);
  EXPECT_EQ(g.value(n).interval.hi, 1);
}

TEST(SmgCounters, RoundedBoundsStayWhenAValueBecomesAConstant) {
  // 2x = y with y in [3, 5]: x is 2 (the only integer), and y = 4 must
  // follow once x is the constant 2 (the rational relations alone allow
  // x in [1.5, 2.5]; dropping x without its bound lost y = 2x).
  Smg g;
  ValueId x = g.freshIn({0, 100});
  ValueId y = g.freshIn({3, 5});
  ASSERT_NE(g.relate({{{x, 2}, {y, -1}}, 0}, Rel::Eq), Assume::Infeasible);
  EXPECT_EQ(g.constantOf(x), 2);
  EXPECT_EQ(g.constantOf(y), 4);
}

TEST(SmgCounters, JoinStatusSeesALostRelation) {
  // Two graphs alike but for their counters: in the first, a = b; in the
  // second nothing relates them.  The join is wider than the first only.
  auto make = [](bool related) {
    Smg g;
    ObjectId o = g.addObject(ObjectKind::Global, Size::known(8), "g", false);
    ValueId a = g.freshIn({0, 10}), b = g.freshIn({0, 10});
    g.write(o, 0, 4, 2, a);
    g.write(o, 4, 4, 2, b);
    if (related) g.relate(diff(a, b), Rel::Eq);
    return std::pair{std::move(g), o};
  };
  auto [g1, o1] = make(true);
  auto [g2, o2] = make(false);
  std::vector<ObjectId> r1{o1}, r2{o2};
  auto j = join({g1, r1, {}}, {g2, r2, {}});
  ASSERT_TRUE(j.has_value());
  EXPECT_TRUE(j->status.widerThanFirst);
  EXPECT_FALSE(j->status.widerThanSecond);
  auto k = join({g2, r2, {}}, {g1, r1, {}});
  ASSERT_TRUE(k.has_value());
  EXPECT_TRUE(k->status.firstCoversSecond());
}
