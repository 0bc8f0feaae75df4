// FQL's filters: each maps a graph (a set of the CFA's edges) to the edges
// of it that it selects.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "fql/ast.hpp"
#include "fql/cfa.hpp"

namespace ferret::fql {

// A query Ferret cannot turn into goals (a bad regular expression, too
// many goals, an automaton too large).
struct CompileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Filters {
 public:
  explicit Filters(const Cfa& cfa) : cfa_(cfa) {}
  // f applied to `graph`.  A filter with an argument that selects no edge
  // of the program is noted in warnings() (a misspelt name, say).
  EdgeSet apply(const Filter& f, const EdgeSet& graph);
  const std::vector<std::string>& warnings() const { return warnings_; }

 private:
  const Cfa& cfa_;
  std::vector<std::string> warnings_;
  bool selects(const Filter& f, uint32_t e, const void* regex) const;
};

std::vector<uint32_t> members(const EdgeSet& s);

}  // namespace ferret::fql
