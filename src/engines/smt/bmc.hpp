// Bounded model checking over bit-vectors: the stretches between cut
// points strung together a level at a time from the program's start (the
// states reaching one cut point at one level merged into one), calls
// inlined up to a depth.  Levels are added to one solver incrementally.
// A bad site a model reaches is confirmed by a concrete run with the
// model's inputs; if no path is longer than the bound and none reaches a
// bad site, the check covered every behaviour.
#pragma once

#include <z3++.h>

#include <map>
#include <memory>
#include <string>

#include "engines/limits/stop.hpp"
#include "engines/smt/encoder.hpp"
#include "engines/smt/setup.hpp"
#include "engines/smt/watchdog.hpp"

namespace ferret::smt {

// The values of the inputs on the model's path, in the order it met them.
std::vector<uint64_t> inputsOf(const ir::Program& prog, const z3::model& m, const std::vector<Input>& inputs);

// The bad sites a stretch reached: violations to check, and the paths
// that keep a check from being complete (what ends them, and calls cut by
// the inlining depth) with why.
void sortBads(const Encoder& enc, const Outputs& out, std::vector<std::pair<z3::expr, uint32_t>>& violations,
              z3::expr_vector& open, std::vector<std::string>& why);

struct BmcOutcome {
  enum class Verdict { Bug, Safe, Bounded, Unknown } verdict = Verdict::Unknown;
  explore::Result result;  // Bug: the confirming run's
  std::string reason;      // Unknown: why; Bounded: what kept it from being complete
};

class Bmc {
 public:
  // Calls are inlined `depth` activations of a function deep.
  Bmc(const Setup& setup, uint32_t depth);
  // Adds levels up to `levels` (for at most `seconds` of CPU) and checks
  // each new one.  After Unknown the instance is spent.
  BmcOutcome extend(Watchdog& dog, uint32_t levels, double seconds);
  uint32_t levels() const { return level_; }
  uint32_t depth() const { return depth_; }
  bool unconfirmed() const { return unconfirmed_; }
  bool spent() const { return spent_; }
  // Whether what kept the last check from being complete was the depth.
  bool needsDepth() const { return needsDepth_; }

 private:
  const Setup& setup_;
  uint32_t depth_;
  z3::context c_;
  double deadline_ = 0;
  // What the watchdog interrupts the context on (its guard has the same deadline).
  bool stopped() const { return engines::g_stop || cpuSeconds() > deadline_; }
  std::unique_ptr<Encoder> enc_;
  std::unique_ptr<z3::solver> sol_;
  std::map<CutKey, std::vector<State>> frontier_;
  std::vector<Input> inputs_;
  z3::expr_vector open_;  // guards of paths that keep a check from being complete
  std::vector<std::string> openWhy_;
  uint32_t level_ = 0;
  bool unconfirmed_ = false, spent_ = false, needsDepth_ = false;

  bool checkLevel(const std::vector<std::pair<z3::expr, uint32_t>>& violations, BmcOutcome& res);
  BmcOutcome complete();
};

}  // namespace ferret::smt
