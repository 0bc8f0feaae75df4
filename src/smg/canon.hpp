// The canonical form of an SMG, for state matching: two graphs equal up to
// renaming of objects and values have the same bytes.  Objects and values
// are numbered in the order of a breadth-first walk from the roots the
// executor passes (globals in program order, then each frame's stack
// objects; then its live registers), fields in offset order.  What the
// roots do not reach is left out — garbage is reported and removed before
// states are compared — except constants that a reached value is
// explicitly unequal to.  Labels are left out: two heap blocks are the
// same block whichever line allocated them.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "smg/smg.hpp"

namespace ferret::smg {

struct Canonical {
  std::string bytes;
  size_t hash = 0;
  // Canonical number -> id in the graph it was made from.
  std::vector<ObjectId> objects;
  std::vector<ValueId> values;
  bool operator==(const Canonical& o) const { return hash == o.hash && bytes == o.bytes; }
};

Canonical canonicalize(const Smg& g, std::span<const ObjectId> rootObjects, std::span<const ValueId> rootValues);

}  // namespace ferret::smg
