// Concrete inputs for a symbolic path: a value for each nondet result that
// satisfies what the graph knows of it (its constant, its interval, its
// inequalities with constants and with the other inputs).  What the graph
// forgot (a relation through arithmetic) may make the concrete run take
// another path; the engine then reports nothing, so a model only has to be
// good, not exact.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "smg/smg.hpp"

namespace ferret::shape {

// Inputs as (value, width in bits); the result holds each value's bits.
// Variants try other corners of the intervals: 0 the value nearest 0,
// 1 the lowest, 2 the highest.
std::vector<uint64_t> pickInputs(const smg::Smg& g, std::span<const std::pair<smg::ValueId, unsigned>> inputs,
                                 int variant);

}  // namespace ferret::shape
