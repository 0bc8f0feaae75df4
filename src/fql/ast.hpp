// The FShell Query Language (FQL) of Holzer, Schallhart, Tautschnig and
// Veith ("How did you specify your test suite?", ASE 2010), as FShell
// publishes its grammar: a query's syntax tree.
//
//   [IN filter] COVER [^] coverage-pattern [$] [PASSING [^] path-pattern [$]]
//
// A filter selects edges of the program's control-flow automaton; a
// coverage pattern expands into test goals; a path pattern is a regular
// expression over edges that every test's path must match.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ferret::fql {

struct Filter;
using FilterPtr = std::shared_ptr<const Filter>;

struct Filter {
  enum class Kind {
    Id, File, Line, Column, Func, Label, Call, Calls, Entry, Exit, Expr, Regexp,
    BasicBlockEntry, ConditionEdge, DecisionEdge, ConditionGraph, StmtType,
    Not, Union, Intersect, Setminus, Compose,
  };
  Kind kind = Kind::Id;
  std::string text;     // File, Func, Label, Call, Entry, Exit, Expr, Regexp
  uint64_t number = 0;  // Line, Column
  uint8_t stmt = 0;     // StmtType: ir::StmtType bits
  FilterPtr a, b;       // Not (a), Union, Intersect, Setminus, Compose
  int column = 0;       // where it starts in the query, for messages
};

struct Pattern;
using PatternPtr = std::shared_ptr<const Pattern>;

// Coverage and path patterns share one tree: the parser admits Quote only
// in coverage patterns and Repeat only in path patterns.
struct Pattern {
  enum class Kind {
    Edges,    // EDGES(filter), or a filter alone
    Nodes,    // NODES(filter)
    Paths,    // PATHS(filter, bound)
    Concat,   // a . b
    Follows,  // a -> b: a, then anything, then b
    Alt,      // a + b
    Repeat,   // a*, a >= n, a <= n, a == n (path patterns)
    Quote,    // "a": a path pattern as one goal (coverage patterns)
  };
  Kind kind = Kind::Edges;
  FilterPtr filter;       // Edges, Nodes, Paths
  uint64_t bound = 0;     // Paths
  uint64_t low = 0;       // Repeat
  int64_t high = -1;      // Repeat: -1 = no bound
  PatternPtr a, b;
  int column = 0;
};

struct Query {
  FilterPtr scope;  // IN filter, or none
  PatternPtr cover;
  bool coverStart = false, coverEnd = false;  // ^ and $
  PatternPtr passing;                         // or none
  bool passingStart = false, passingEnd = false;
};

// The query as FQL text again (canonical spelling, parenthesised), for
// goals' descriptions and tests.
std::string print(const Filter& f);
std::string print(const Pattern& p);
std::string print(const Query& q);
// A string in single quotes as the parser reads it back ('it\'s.c').
std::string quote(const std::string& s);

}  // namespace ferret::fql
