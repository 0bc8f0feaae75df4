// The cheap first pass of test generation: runs whose nondet values are
// drawn at random, biased towards what decides branches — small numbers,
// the type's extremes and their neighbours — and, the more values a run
// has read, towards 0, so that loops over inputs end.
#pragma once

#include <random>

#include "engines/interp/inputs.hpp"

namespace ferret::testgen {

class RandomInputs : public interp::RunEnvironment {
 public:
  RandomInputs(const interp::Options& opts, uint64_t seed) : RunEnvironment(opts), rng_(seed) {}
  std::optional<sem::Word> nondet(std::string_view name, const ir::Type& type) override;

 private:
  std::mt19937_64 rng_;
  std::string pick(std::string_view name, const ir::Type& type);
};

}  // namespace ferret::testgen
