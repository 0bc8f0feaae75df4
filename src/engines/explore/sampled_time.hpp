// The total time of one recurring step of a search (storing a state),
// estimated from a sample of its runs: reading the clock twice per state
// would cost about a twentieth of the step it measures.  The first runs are
// all timed, so a small search gets an exact figure; later ones are timed
// with probability 1/16, chosen pseudo-randomly rather than every 16th run,
// as a depth-first search is periodic and a fixed stride could keep meeting
// the same kind of state.
#pragma once

#include <cstdint>

namespace ferret::explore {

class SampledTime {
 public:
  static constexpr uint64_t kAllTimed = 1024;
  // Counts a run; true if the caller is to time it and add() its duration.
  bool begin() {
    ++runs_;
    if (runs_ <= kAllTimed) return true;
    rng_ ^= rng_ << 13;
    rng_ ^= rng_ >> 7;
    rng_ ^= rng_ << 17;
    return (rng_ & 15) == 0;
  }
  void add(double seconds) {
    if (runs_ <= kAllTimed) {
      first_ += seconds;
    } else {
      sampled_ += seconds;
      ++timed_;
    }
  }
  // The estimated total over every run so far.
  double seconds() const {
    if (!timed_) return first_;
    return first_ + sampled_ * static_cast<double>(runs_ - kAllTimed) / static_cast<double>(timed_);
  }

 private:
  uint64_t runs_ = 0, timed_ = 0;  // timed_: among the runs after the first kAllTimed
  double first_ = 0, sampled_ = 0;
  uint64_t rng_ = 0x9e3779b97f4a7c15ull;
};

}  // namespace ferret::explore
