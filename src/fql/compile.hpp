// An FQL query compiled into test goals over a program's control-flow
// automaton: each goal is an automaton over its edges, and a run covers the
// goal when its path (the probes it reached, in order) is accepted.
//
// The coverage pattern expands as FQL says: EDGES(F) is one goal per edge
// of F, NODES(F) one per node, PATHS(F, k) one per path through F's edges
// that takes no edge more than k times; `a . b` and `a -> b` pair every goal
// of a with every goal of b (directly after, or anywhere after), `a + b`
// is both sets, and a quoted path pattern is one goal.  Goals that no run
// can cover because their edges cannot follow each other in the program
// are left out (Cfa::mayFollow, mayReach).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "fql/ast.hpp"
#include "fql/automaton.hpp"
#include "fql/cfa.hpp"
#include "fql/filters.hpp"

namespace ferret::fql {

struct Goal {
  std::string text;  // "goals.c:43:9: && true -> goals.c:45:14: || false"
  // What it is, for reports: the edge's kind for a one-edge goal (function,
  // exit, line, branch, case, default, call), node, or path.
  std::string kind;
  ir::LocId loc = 0;      // where its first edge is
  int32_t function = -1;  // and in which function, if it names an edge
  // A goal that one edge of these covers, wherever it is on the path: the
  // probes' counts decide it without the path.  Empty for other goals.
  std::vector<uint32_t> edges;
  std::shared_ptr<const Automaton> automaton;
};

struct Goals {
  std::vector<Goal> goals;
  std::vector<std::string> warnings;  // filters that select nothing
  // Whether every goal is decided by edge counts alone.
  bool countsSuffice() const;
};

constexpr size_t kMaxGoals = 100000;

// Throws CompileError.
Goals compile(const Query& q, const Cfa& cfa);

}  // namespace ferret::fql
