// SARIF 2.1.0 (OASIS), the format code-scanning services and editors read:
// one run per invocation, with the tool, one rule per error kind, and a
// result per error: its level, message, location, related locations (the
// notes: allocated here, freed here), the call stack, and the trace as a
// code flow of thread flows.  Paths are relative to a root directory
// (%SRCROOT%), as code-scanning uploads want them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "engines/interp/interp.hpp"
#include "ir/program.hpp"

namespace ferret::report {

// A run with no results yet; `root` is the directory paths are relative to
// (made absolute).
nlohmann::json sarifRun(const std::string& root);
// `ferret verify`'s errors: the violation with the trace as its code flow,
// the further ones of --all-errors, and the undefined behaviour met
// (warnings).
void addVerifyResults(nlohmann::json& run, const ir::Program& prog, const explore::Result& r);
// `ferret run`'s error, with its call stack as the code flow, and its
// warnings (memory still reachable at exit, a pointer comparison, a
// stream left open), at level warning.
void addRunResults(nlohmann::json& run, const ir::Program& prog, const interp::Outcome& out);
// The log holding `runs`.
nlohmann::json sarifLog(std::vector<nlohmann::json> runs);
// One run holding the results of several logs' runs (bench: one per task;
// every run has the same rules, so rule indices stay as they are), each
// result with the properties given for its log (bench: the task).
nlohmann::json mergeSarif(const std::vector<nlohmann::json>& logs, const std::vector<nlohmann::json>& properties,
                          const std::string& root);

}  // namespace ferret::report
