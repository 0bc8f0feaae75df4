// The set of states already explored (DESIGN.md §3).  Exact mode stores every
// canonical state in full, so a hash collision can never hide a state; the
// compact (128-bit fingerprints) and bit-state modes trade that guarantee for
// memory and are reported as possibly incomplete.
#pragma once

#include <absl/container/flat_hash_set.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ferret::state {

enum class Mode { Exact, Compact, Bitstate };

class VisitedSet {
 public:
  explicit VisitedSet(Mode mode, uint64_t bitstateBytes = 64 << 20);
  // True if the state was new (and is now stored).
  bool insert(std::string_view state);
  uint64_t size() const { return count_; }
  uint64_t storedBytes() const { return bytes_; }
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
  absl::flat_hash_set<std::string> exact_;
  absl::flat_hash_set<Fingerprint> compact_;
  std::vector<uint64_t> bits_;
  uint64_t count_ = 0;
  uint64_t bytes_ = 0;
};

}  // namespace ferret::state
