// Predator's abstraction (§0.3.3 and Appendix 0.10): sequences of
// neighbouring list nodes — objects of one size linked through the same
// offsets, doubly when a back link is there too, no pointer from outside
// into the middle of the sequence — whose sub-graphs join are merged into
// one list segment.  What the nodes share stays shared (a value or object
// reached from every node); what each node owns is joined into one
// sub-graph nested one level below the segment.  The cost of a merge is
// how much the join loses (Predator's status: equal, one entails the other,
// incomparable); a sequence is merged when its length reaches the
// threshold of its cost, cheapest first, then longest.
#pragma once

#include <array>
#include <optional>
#include <span>

#include "smg/join.hpp"
#include "smg/smg.hpp"

namespace ferret::smg {

struct AbstractionOptions {
  // The shortest sequence merged when the nodes' sub-graphs are equal, when
  // one entails the other, when they are incomparable.
  std::array<unsigned, 3> thresholds{2, 2, 3};
};

// Merges until no sequence reaches its threshold.  `roots` are values held
// outside the graph (the executor's registers): their pointers interrupt a
// sequence as any other pointer from outside it does.  Returns the number of
// nodes merged away.
unsigned abstract(Smg& g, std::span<const ValueId> roots, const AbstractionOptions& opts = {});

// How merging the neighbours x -> y (linked through `shape`'s offsets, as a
// `kind` segment) would join their sub-graphs; nullopt when they cannot be
// merged.  For tests and for the abstraction's cost.
std::optional<JoinStatus> mergeStatus(const Smg& g, std::span<const ValueId> roots, ObjectId x, ObjectId y,
                                      ObjectKind kind, const Segment& shape);

}  // namespace ferret::smg
