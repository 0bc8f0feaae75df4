#include "state/visited.hpp"

#include <xxhash.h>

#include <tuple>

namespace ferret::state {

VisitedSet::VisitedSet(Mode mode, uint64_t bitstateBytes) : mode_(mode) {
  if (mode == Mode::Bitstate) bits_.assign(std::max<uint64_t>(bitstateBytes / 8, 1), 0);
}

Insertion VisitedSet::insert(std::span<const uint32_t> state) {
  Insertion r{false, 0};
  bool& fresh = r.fresh;
  if (mode_ == Mode::Exact) {
    std::tie(fresh, r.id) = tree_.insert(state);
  } else {
    XXH128_hash_t h = XXH3_128bits(state.data(), state.size_bytes());
    r.id = h.low64;
    if (mode_ == Mode::Compact) {
      fresh = compact_.insert(Fingerprint{h.low64, h.high64}).second;
    } else {
      // Two independent bit positions per state, as in SPIN's bit-state hashing.
      uint64_t n = bits_.size() * 64, a = h.low64 % n, b = h.high64 % n;
      fresh = !((bits_[a >> 6] >> (a & 63) & 1) && (bits_[b >> 6] >> (b & 63) & 1));
      bits_[a >> 6] |= 1ull << (a & 63);
      bits_[b >> 6] |= 1ull << (b & 63);
    }
  }
  if (fresh) ++count_;
  return r;
}

uint64_t VisitedSet::storedBytes() const {
  uint64_t own = mode_ == Mode::Exact     ? tree_.storedBytes()
                 : mode_ == Mode::Compact ? compact_.capacity() * (sizeof(Fingerprint) + 1)
                                          : bits_.size() * sizeof(uint64_t);
  return components_.storedBytes() + own;
}

}  // namespace ferret::state
