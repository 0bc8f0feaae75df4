#include "engines/interp/glibc_random.hpp"

namespace ferret::interp {

void GlibcRandom::seed(uint32_t s) {
  if (s == 0) s = 1;  // glibc: a zero seed would make every word zero
  auto word = static_cast<int32_t>(s);
  state_[0] = word;
  // state[i] = 16807 * state[i - 1] % (2^31 - 1), by Schrage's method as
  // glibc computes it (its quotient truncates toward zero for a negative
  // seed, which the plain product would not give).
  for (std::size_t i = 1; i < state_.size(); ++i) {
    int64_t hi = word / 127773, lo = word % 127773;
    int64_t next = 16807 * lo - 2836 * hi;
    if (next < 0) next += 2147483647;
    word = static_cast<int32_t>(next);
    state_[i] = word;
  }
  front_ = 3;
  rear_ = 0;
  for (int i = 0; i < 310; ++i) next();  // glibc discards 10 rounds of the table
}

int32_t GlibcRandom::next() {
  uint32_t v = static_cast<uint32_t>(state_[front_]) + static_cast<uint32_t>(state_[rear_]);
  state_[front_] = static_cast<int32_t>(v);
  front_ = (front_ + 1) % state_.size();
  rear_ = (rear_ + 1) % state_.size();
  return static_cast<int32_t>(v >> 1);
}

}  // namespace ferret::interp
