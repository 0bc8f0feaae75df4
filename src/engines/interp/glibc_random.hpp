// rand and random as glibc computes them (its default TYPE_3 additive
// feedback generator, 31 words of state), so a program that prints
// pseudo-random data, or draws its test data from srand(seed), gives
// under `ferret run` the output it gives natively on glibc.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace ferret::interp {

class GlibcRandom {
 public:
  // Before any srand: as srandom(1), which is how glibc's table starts.
  GlibcRandom() { seed(1); }
  // srand and srandom: the seed is an unsigned int.
  void seed(uint32_t s);
  // The next value of rand and random, 0 to RAND_MAX (2^31 - 1).
  int32_t next();

 private:
  std::array<int32_t, 31> state_{};
  unsigned front_ = 3, rear_ = 0;  // glibc's fptr and rptr, as indices
};

}  // namespace ferret::interp
