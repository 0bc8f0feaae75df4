// What `ferret verify` says about a verdict: the counterexample's trace
// lines and replay command, the JSON trace file, the violation witness's
// waypoints, the Test-Comp inputs of each counterexample, and statistics.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "engines/interp/interp.hpp"
#include "engines/portfolio/portfolio.hpp"
#include "ir/program.hpp"
#include "report/testcomp.hpp"
#include "report/witness.hpp"

namespace ferret::report {

// The trace file's key for the decisions of a kind other than Input.
const char* traceKey(sem::ChoiceKind k);

// What a trace says of its choices, in order: the text after `trace:
// FILE:LINE:COL: ` (stdin's bytes that one call read are one line; a
// scheduling point with one runnable thread is none).
struct TraceLine {
  ir::LocId loc;
  uint32_t thread;
  std::string text;
};
std::vector<TraceLine> traceLines(const ir::Program& prog, const std::vector<explore::Choice>& trace);

// The diagnostic, one `trace:` line per choice, the `replay:` command and
// the further violations of --all-errors.  `tracePath` is where --trace
// writes the trace file (empty: not asked for).
void printCounterexample(std::ostream& os, const ir::Program& prog, const explore::Result& r,
                         const std::string& file, const std::string& tracePath);
// The `ferret run` command that replays a trace: its inputs and schedule,
// or the trace file (`tracePath`) when it made choices only that carries;
// `property` is the one it violates.
std::string replayCommand(const ir::Program& prog, const std::vector<explore::Choice>& trace, const std::string& file,
                          const std::string& tracePath, const std::string& property);
// The undefined behaviour that ended paths, as warnings with a replay line.
void printUndefinedBehaviour(std::ostream& os, const ir::Program& prog, const explore::Result& r,
                             const std::string& file);
// `ferret verify --json`: the verdict, its counterexample or reasons, the
// undefined behaviour met, and the engine that answered.
nlohmann::json verdictJson(const ir::Program& prog, const explore::Result& r, const std::string& file,
                           const std::string& tracePath, const std::string& engine);
// The trace file `ferret run --replay` reads.
nlohmann::json traceJson(const ir::Program& prog, const explore::Result& r);
// The counterexample's waypoints, in the task's input files only; `argv`
// is the program's, for the run that finds what calls into other code
// returned.
WitnessInfo violationWitness(const ir::Program& prog, const explore::Result& r,
                             const std::vector<std::string>& inputs, const std::string& spec, bool ilp32,
                             const std::vector<std::string>& argv);
// The run that follows the counterexample's choices, as `ferret run
// --replay` would: its inputs, decisions, schedule and environment; `argv`
// holds argv[0] (the trace's arguments follow it).
interp::Options replayOptions(const ir::Program& prog, const explore::Result& r, const std::vector<std::string>& argv);
// The input values of each counterexample (several with --all-errors).
std::vector<std::vector<TestInput>> counterexampleInputs(const ir::Program& prog, const explore::Result& r);
// `engine` answered; `runs` are every engine the portfolio ran.
void printStats(std::ostream& os, const explore::Stats& s, const std::string& engine,
                const std::vector<portfolio::EngineRun>& runs);

}  // namespace ferret::report
