// `ferret verify --engine auto|explore|shape|smt`: which engines run, in
// what order and with how much of the time, and how their answers combine
// (a TRUE from a sound engine stands; a FALSE is always a confirmed one).
// The command line only wires this.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "engines/shape/shape.hpp"
#include "ir/program.hpp"

namespace ferret::portfolio {

struct Options {
  std::string engine = "auto";  // auto | explore | shape | smt
  bool drawStates = false;      // the shape engine keeps its error and final states as plots
  std::string memoryModel;      // --memory-model (SMT engine); empty: its default
  explore::Options explore;     // properties, limits, timeout, search order
  bool abstraction = true;      // the shape engine's verifier (list abstraction) before its hunter
  smg::AbstractionOptions thresholds;
  shape::Options::CallCache callCache = shape::Options{}.callCache;  // --call-cache
  unsigned callCacheMisses = shape::Options{}.callCacheMisses;        // --call-cache-misses
  // --memory-limit: the SMT engine runs in a child process (isolated.hpp),
  // which counts towards it.  0: none.
  uint64_t memoryLimitMB = 0;
  std::optional<uint32_t> inlineDepth = std::nullopt;  // --inline-depth (SMT engine); unset: its default
  bool frames = true;                   // false: --no-frames (SMT engine)
};

// One engine's run, for --stats and bench.
struct EngineRun {
  std::string engine;
  double seconds = 0;   // CPU time
  std::string verdict;  // TRUE, FALSE or UNKNOWN
  std::string detail;   // how it answered (the SMT engine: memory model, proof)
};

struct Answer {
  explore::Result result;
  std::string engine;               // the engine whose answer stands
  std::vector<EngineRun> runs;      // every engine that ran, in order
  std::vector<shape::Plot> plots;   // graphs the shape engine drew
};

Answer verify(const ir::Program& prog, const Options& opts,
              const std::function<void(const explore::Progress&)>& progress = {});

}  // namespace ferret::portfolio
