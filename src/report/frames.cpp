#include "report/frames.hpp"

#include <fmt/format.h>

#include "report/diagnostic.hpp"

namespace ferret::report {

namespace {

// `modifies a, b;` with Ferret's own names for what has none in C:
// \allocation (objects allocated, freed or ended), \nothing.
std::string clauseText(const smt::ModifiesClause& c) {
  std::vector<std::string> items = c.locals;
  items.insert(items.end(), c.locations.begin(), c.locations.end());
  if (c.allocation) items.push_back("\\allocation");
  std::string text = items.empty() ? "modifies \\nothing;" : fmt::format("modifies {};", fmt::join(items, ", "));
  if (c.indirect) text += "  /* calls through a pointer: every function whose address is taken */";
  return text;
}

}  // namespace

void printModifiesClauses(std::ostream& os, const ir::Program& prog, const std::vector<smt::ModifiesClause>& clauses) {
  for (const smt::ModifiesClause& c : clauses) {
    if (c.loop) {
      std::string where = locationText(prog, c.loc);
      os << fmt::format("  loop at {}: {}\n", where.empty() ? "?" : where, clauseText(c));
      continue;
    }
    os << fmt::format("{}: {}\n", c.function, clauseText(c));
  }
}

}  // namespace ferret::report
