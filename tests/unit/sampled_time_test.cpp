// The sampled store time: exact for small searches, and an unbiased
// estimate when the cost of a run follows the period of the search.
#include <gtest/gtest.h>

#include <cstdint>

#include "engines/explore/sampled_time.hpp"

using ferret::explore::SampledTime;

namespace {

// The estimate after `runs` runs whose k-th costs cost(k).
template <typename Cost>
double estimate(uint64_t runs, Cost cost, uint64_t* timed = nullptr) {
  SampledTime t;
  for (uint64_t k = 0; k < runs; ++k)
    if (t.begin()) {
      t.add(cost(k));
      if (timed) ++*timed;
    }
  return t.seconds();
}

}  // namespace

TEST(SampledTime, SmallSearchesAreTimedExactly) {
  uint64_t timed = 0;
  EXPECT_DOUBLE_EQ(estimate(SampledTime::kAllTimed, [](uint64_t k) { return k % 3 ? 1.0 : 4.0; }, &timed), 342 * 4.0 + 682);
  EXPECT_EQ(timed, SampledTime::kAllTimed);
  EXPECT_EQ(estimate(0, [](uint64_t) { return 1.0; }), 0.0);
}

TEST(SampledTime, LaterRunsAreSampled) {
  uint64_t timed = 0;
  estimate(1 << 20, [](uint64_t) { return 1.0; }, &timed);
  EXPECT_NEAR(static_cast<double>(timed - SampledTime::kAllTimed), (1 << 20) / 16.0, (1 << 20) / 16.0 * 0.05);
}

// Runs whose cost repeats with the period of a stride sampler (every 16th
// expensive, or every other): a sampler that timed every 16th run would be
// off by a factor of 16 or miss the expensive runs altogether.
TEST(SampledTime, PeriodicCostsAreEstimatedWithoutBias) {
  const uint64_t runs = 1 << 20;
  for (uint64_t period : {2u, 4u, 16u, 32u}) {
    double exact = 0;
    auto cost = [&](uint64_t k) { return k % period == 0 ? 100.0 : 1.0; };
    for (uint64_t k = 0; k < runs; ++k) exact += cost(k);
    EXPECT_NEAR(estimate(runs, cost), exact, exact * 0.05) << period;
  }
}
