// What FQL needs of the program's control-flow automaton (ir::Coverage)
// beyond its edges: which edge may follow which in a run, its nodes, and
// the source text and description of each edge.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/program.hpp"

namespace ferret::fql {

using EdgeSet = std::vector<uint8_t>;  // one flag per edge

class Cfa {
 public:
  explicit Cfa(const ir::Program& prog);

  const ir::Program& program() const { return prog_; }
  size_t size() const { return prog_.coverage.edges.size(); }
  const ir::CfaEdge& edge(uint32_t e) const { return prog_.coverage.edges[e]; }
  EdgeSet all() const { return EdgeSet(size(), 1); }

  // Whether b may be the next edge of a run after a (b may follow a
  // directly), and whether b may come anywhere later.  Over-approximate:
  // calls go to their callee's entry, returns to every caller; calls
  // through pointers and calls of the library may enter any function whose
  // address is taken; with threads or longjmp anything may follow.
  bool mayFollow(uint32_t a, uint32_t b) const;
  bool mayReach(uint32_t a, uint32_t b) const;

  // Nodes: the points between edges, where an edge's `next` edges start.
  size_t nodes() const { return incident_.size(); }
  uint32_t source(uint32_t e) const { return node_[e]; }
  uint32_t target(uint32_t e) const { return node_[size() + e]; }
  // The edges into or out of node n.
  const std::vector<uint32_t>& incident(uint32_t n) const { return incident_[n]; }

  // "goals.c:43:9: && true", "goals.c:41: function f", "goals.c:47:3: case 1".
  std::string text(uint32_t e) const;
  // The position part of it: "goals.c:43:9".
  std::string where(uint32_t e) const;
  // The source line the edge is on; empty when the file cannot be read.
  std::string sourceLine(uint32_t e) const;

 private:
  const ir::Program& prog_;
  std::vector<std::vector<uint32_t>> after_;  // edges that may come next
  mutable std::vector<std::vector<uint8_t>> reach_;  // per edge, computed when asked
  std::vector<uint32_t> node_;                // source of e at e, target of e at size() + e
  std::vector<std::vector<uint32_t>> incident_;
  mutable std::vector<std::vector<std::string>> lines_;  // per file, read when asked
  mutable std::vector<uint8_t> read_;

  void buildAfter();
  void buildNodes();
};

}  // namespace ferret::fql
