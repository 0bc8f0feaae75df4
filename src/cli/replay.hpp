// `ferret run --replay`: a trace file's choices go to the run as they are;
// a witness's are completed where they were made outside the input files
// (interp/partial.hpp).  After the run one line says whether it showed the
// violation the counterexample is of.
#pragma once

#include <string>
#include <vector>

#include "cli/testvector.hpp"
#include "engines/interp/interp.hpp"

namespace ferret::cli {

// Sets ro's inputs, decisions and schedule from `tr`; `files` are the run's
// C files (a witness's input files, as given now).
void applyReplay(const ir::Program& prog, const TraceChoices& tr, const std::vector<std::string>& files,
                 interp::Options& ro);

// Whether the run violated the counterexample's property (a trace file's
// violated property, or one of a witness's specification).
bool reproduces(const TraceChoices& tr, const interp::Outcome& out);

// "replay: the run shows FALSE(p), as the counterexample" or why not.
std::string replayVerdict(const TraceChoices& tr, const interp::Outcome& out);

}  // namespace ferret::cli
