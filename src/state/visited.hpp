// The set of states already explored (DESIGN.md §3).  A state arrives as the
// vector of its component numbers in the set's component table.  Exact mode
// stores that vector tree-compressed: components and nodes are compared by
// content, so no collision can hide a state.  The compact (128-bit
// fingerprints of the vector) and bit-state modes trade that guarantee for
// memory and are reported as possibly incomplete.
#pragma once

#include <absl/container/flat_hash_set.h>

#include <cstdint>
#include <span>
#include <vector>

#include "state/components.hpp"
#include "state/tree.hpp"

namespace ferret::state {

enum class Mode { Exact, Compact, Bitstate };

struct Insertion {
  bool fresh;  // the state was new (and is now stored)
  // Names the state while the set lives: equal states get equal ids.  In
  // exact mode different states get different ids (the root of its tree);
  // in the lossy modes it is a 64-bit hash of the state, as lossy as they.
  uint64_t id;
};

class VisitedSet {
 public:
  explicit VisitedSet(Mode mode, uint64_t bitstateBytes = 64 << 20);
  ComponentTable& components() { return components_; }
  Insertion insert(std::span<const uint32_t> state);
  uint64_t size() const { return count_; }
  // Every byte the set holds: components, tree nodes or fingerprints or
  // bits, and the hash tables' empty buckets.
  uint64_t storedBytes() const;
  // Whether a new state can be mistaken for a stored one.
  bool lossy() const { return mode_ != Mode::Exact; }

 private:
  struct Fingerprint {
    uint64_t lo, hi;
    bool operator==(const Fingerprint& o) const { return lo == o.lo && hi == o.hi; }
    template <typename H>
    friend H AbslHashValue(H h, const Fingerprint& f) {
      return H::combine(std::move(h), f.lo);
    }
  };
  Mode mode_;
  ComponentTable components_;
  TreeTable tree_;
  absl::flat_hash_set<Fingerprint> compact_;
  std::vector<uint64_t> bits_;
  uint64_t count_ = 0;
};

}  // namespace ferret::state
