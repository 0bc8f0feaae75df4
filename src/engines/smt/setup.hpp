// What every part of the SMT engine's run shares: the program, the
// analyses made once, the options and the statistics being gathered.
#pragma once

#include "engines/smt/facts.hpp"
#include "engines/smt/frames.hpp"
#include "engines/smt/memory_model.hpp"
#include "engines/smt/points_to.hpp"
#include "engines/smt/smt.hpp"

namespace ferret::smt {

struct Setup {
  const ir::Program& prog;
  const Facts& facts;
  const PointsTo& pt;
  const Regions& regions;
  const Frames& frames;
  const Options& opts;
  Stats& stats;
};

// Runs the program concretely with its __VERIFIER_nondet_* results pinned
// to `inputs` (the explicit engine, which still explores the allocator's
// choices): a violation of `property` found there is the FALSE to report.
// With a schedule (threads), that interleaving only.
bool confirm(const Setup& setup, const std::vector<uint64_t>& inputs, const std::string& property, explore::Result& out,
             const std::vector<uint32_t>* schedule = nullptr);

}  // namespace ferret::smt
