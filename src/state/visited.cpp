#include "state/visited.hpp"

#include <xxhash.h>

namespace ferret::state {

VisitedSet::VisitedSet(Mode mode, uint64_t bitstateBytes) : mode_(mode) {
  if (mode == Mode::Bitstate) bits_.assign(std::max<uint64_t>(bitstateBytes / 8, 1), 0);
}

bool VisitedSet::insert(std::string_view state) {
  bool fresh = false;
  switch (mode_) {
    case Mode::Exact:
      fresh = exact_.emplace(state).second;
      if (fresh) bytes_ += state.size();
      break;
    case Mode::Compact: {
      XXH128_hash_t h = XXH3_128bits(state.data(), state.size());
      fresh = compact_.insert(Fingerprint{h.low64, h.high64}).second;
      if (fresh) bytes_ += sizeof(Fingerprint);
      break;
    }
    case Mode::Bitstate: {
      // Two independent bit positions per state, as in SPIN's bit-state hashing.
      XXH128_hash_t h = XXH3_128bits(state.data(), state.size());
      uint64_t n = bits_.size() * 64, a = h.low64 % n, b = h.high64 % n;
      bool seen = (bits_[a >> 6] >> (a & 63) & 1) && (bits_[b >> 6] >> (b & 63) & 1);
      bits_[a >> 6] |= 1ull << (a & 63);
      bits_[b >> 6] |= 1ull << (b & 63);
      fresh = !seen;
      bytes_ = bits_.size() * 8;
      break;
    }
  }
  if (fresh) ++count_;
  return fresh;
}

}  // namespace ferret::state
