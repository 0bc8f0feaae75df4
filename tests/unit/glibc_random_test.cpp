// The run's rand and random against the host's own glibc: the same
// sequence for the default state and for seeds glibc treats specially
// (zero, above INT_MAX).
#include <gtest/gtest.h>

#include <cstdlib>

#include "engines/interp/glibc_random.hpp"

namespace {

void expectHostSequence(ferret::interp::GlibcRandom& r) {
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(r.next(), static_cast<int32_t>(random())) << "value " << i;
}

TEST(GlibcRandom, DefaultStateIsSeedOne) {
  ferret::interp::GlibcRandom r;
  srandom(1);
  expectHostSequence(r);
}

TEST(GlibcRandom, SeedsAsTheHostLibrary) {
  for (uint32_t seed : {0u, 1u, 42u, 12345u, 2147483647u, 2147483648u, 4294967295u}) {
    ferret::interp::GlibcRandom r;
    r.seed(seed);
    srandom(seed);
    expectHostSequence(r);
  }
}

}  // namespace
