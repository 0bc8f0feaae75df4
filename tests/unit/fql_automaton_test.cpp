// Test-goal automata: the deterministic automaton of a goal accepts the
// paths it should, knows when a goal is covered whatever follows
// (settled) and when it can no longer be (dead), and intersects with a
// passing clause.
#include <gtest/gtest.h>

#include <algorithm>

#include "fql/automaton.hpp"

namespace ferret::fql {
namespace {

// Runs the automaton over a path of edges; the state it ends in.
uint32_t run(const Automaton& a, const std::vector<uint32_t>& path) {
  uint32_t s = a.start();
  for (uint32_t e : path) s = a.step(s, e);
  return s;
}

// ID* . {1} . ID* . {2} . ID*  (the goal `1 -> 2`)
Automaton oneThenTwo() {
  Nfa n;
  Nfa::Part p = n.concat(n.any(), n.step(Label{{1}, false}));
  p = n.concat(n.concat(p, n.any()), n.step(Label{{2}, false}));
  n.finish(n.concat(p, n.any()));
  return Automaton::intersect({&n});
}

TEST(FqlAutomaton, EdgeThenAnotherAnywhereAfter) {
  Automaton a = oneThenTwo();
  EXPECT_EQ(a.alphabet(), (std::vector<uint32_t>{1, 2}));
  EXPECT_FALSE(a.accepting(run(a, {})));
  EXPECT_FALSE(a.accepting(run(a, {2, 1})));
  EXPECT_TRUE(a.accepting(run(a, {7, 1, 9, 9, 2})));
  EXPECT_TRUE(a.settled(run(a, {1, 2})));
  EXPECT_TRUE(a.settled(run(a, {1, 2, 5, 1})));
  EXPECT_FALSE(a.dead(run(a, {2, 2})));
  // An edge outside the alphabet leaves the state where it is.
  uint32_t s = run(a, {1});
  EXPECT_EQ(a.other(s), s);
  EXPECT_EQ(a.step(s, 12345), s);
}

TEST(FqlAutomaton, MayAcceptOverPossibleEdgesOnly) {
  // `1 -> 2`: accepted only when both 1 and 2 may occur; the edges outside
  // the alphabet are unconstrained.
  Automaton a = oneThenTwo();
  auto only = [](std::vector<uint32_t> edges) {
    return [edges](uint32_t e) { return std::find(edges.begin(), edges.end(), e) != edges.end(); };
  };
  EXPECT_TRUE(a.mayAccept(only({1, 2})));
  EXPECT_FALSE(a.mayAccept(only({1, 7})));
  EXPECT_FALSE(a.mayAccept(only({2})));
  // Accepted only as it settles: an engine may stop at the settling.
  EXPECT_TRUE(a.acceptsOnlySettled());
}

TEST(FqlAutomaton, PassingGoalAcceptsUnsettled) {
  // Goal {3} anywhere, passing never 4: accepting states a later 4 undoes.
  Nfa goal, passing;
  goal.finish(goal.concat(goal.concat(goal.any(), goal.step(Label{{3}, false})), goal.any()));
  passing.finish(passing.star(passing.step(Label{{4}, true})));
  Automaton a = Automaton::intersect({&goal, &passing});
  EXPECT_FALSE(a.acceptsOnlySettled());
  // Edge 4 never occurring does not keep it from accepting.
  EXPECT_TRUE(a.mayAccept([](uint32_t e) { return e == 3; }));
  EXPECT_FALSE(a.mayAccept([](uint32_t e) { return e == 4; }));
}

TEST(FqlAutomaton, AnchoredAtBothEnds) {
  // ^ {1} . {2} $: exactly the path 1, 2.
  Nfa n;
  n.finish(n.concat(n.step(Label{{1}, false}), n.step(Label{{2}, false})));
  Automaton a = Automaton::intersect({&n});
  EXPECT_TRUE(a.accepting(run(a, {1, 2})));
  EXPECT_FALSE(a.accepting(run(a, {1, 2, 3})));
  EXPECT_FALSE(a.settled(run(a, {1, 2})));  // what follows may undo it
  EXPECT_TRUE(a.dead(run(a, {3})));
  EXPECT_TRUE(a.dead(run(a, {1, 2, 3})));
}

TEST(FqlAutomaton, PassingClauseIsIntersected) {
  // Goal: ID* {3} ID*; passing: never edge 4 (^ NOT(4)* $).
  Nfa goal, passing;
  goal.finish(goal.concat(goal.concat(goal.any(), goal.step(Label{{3}, false})), goal.any()));
  passing.finish(passing.star(passing.step(Label{{4}, true})));
  Automaton a = Automaton::intersect({&goal, &passing});
  EXPECT_TRUE(a.accepting(run(a, {1, 3, 1})));
  EXPECT_FALSE(a.accepting(run(a, {1, 3, 4})));
  EXPECT_FALSE(a.settled(run(a, {3})));  // a later 4 would undo it
  EXPECT_TRUE(a.dead(run(a, {4})));
}

TEST(FqlAutomaton, RepetitionAndAlternatives) {
  // ^ ({1} + {2}){2} {5}? $ as a path pattern: (1|2)(1|2) then maybe 5.
  Nfa n;
  auto one = [&] { return n.alt(n.step(Label{{1}, false}), n.step(Label{{2}, false})); };
  Nfa::Part p = n.concat(one(), one());
  n.finish(n.concat(p, n.optional(n.step(Label{{5}, false}))));
  Automaton a = Automaton::intersect({&n});
  EXPECT_TRUE(a.accepting(run(a, {1, 2})));
  EXPECT_TRUE(a.accepting(run(a, {2, 2, 5})));
  EXPECT_FALSE(a.accepting(run(a, {1})));
  EXPECT_FALSE(a.accepting(run(a, {1, 2, 5, 5})));
  // 1 and 2 are told apart from 5, but not from each other.
  EXPECT_EQ(a.step(a.start(), 1), a.step(a.start(), 2));
}

}  // namespace
}  // namespace ferret::fql
