// Proofs by Constrained Horn Clauses, solved by Z3's Spacer.  Each cut
// point (loop head; in a recursive function, each call of one) is a
// predicate over what is live there and memory; each recursive function a
// summary relating its arguments and memory on entry to what it returns,
// the memory it leaves and how it ended (0 returned, -1 ended the program,
// k > 0 reached bad site k - 1).  A clause per stretch between cut points;
// reaching a bad site is the query.  Unsatisfiable: no bad site is
// reachable, for every number of loop iterations and every recursion
// depth, and the predicates' solutions are the invariants.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>

#include "engines/smt/setup.hpp"
#include "engines/smt/watchdog.hpp"

namespace ferret::smt {

struct ChcOutcome {
  enum class Verdict { Proved, Refuted, Unknown } verdict = Verdict::Unknown;
  // Refuted at an integer operation whose result left its range: the
  // operation (function, instruction) to encode with wrap-around.
  std::optional<std::pair<uint32_t, uint32_t>> inexact;
  std::string reason;
  std::vector<Invariant> invariants;
  uint64_t approximated = 0;
};

ChcOutcome chc(const Setup& setup, Watchdog& dog, bool ints, bool abstractContents,
               const std::set<std::pair<uint32_t, uint32_t>>& wrap, double seconds);

}  // namespace ferret::smt
