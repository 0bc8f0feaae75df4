// `ferret verify`: the explicit-state engine behind the SV-COMP interface.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "frontend/frontend.hpp"

namespace ferret::cli {

struct VerifyOptions {
  frontend::Options frontend;        // files: C sources, or one task .yml
  std::string property;              // a .prp file; empty: memory safety + reach_error
  std::string witness;               // write a violation witness here
  std::string trace;                 // write the counterexample as JSON here
  std::string testVectorOut;         // write the counterexample(s) as a Test-Comp test suite here
  std::string html;                  // write the HTML report here
  std::string sarif;                 // write SARIF 2.1.0 here
  std::string sarifRoot = ".";       // SARIF's paths are relative to this directory
  std::string engine = "auto";
  std::string dumpSmg;               // --dump-smg DIR
  std::string memoryModel;           // --memory-model (SMT engine)
  std::optional<uint32_t> inlineDepth;  // --inline-depth (SMT engine); unset: its default
  bool showFrames = false;           // print the inferred modifies clauses first
  bool noFrames = false;             // summaries havoc all memory (for measuring)
  bool noAbstraction = false;        // the shape engine's hunter only
  std::vector<unsigned> thresholds;  // --abstraction-thresholds EQUAL,ENTAILED,INCOMPARABLE
  std::string callCache;             // --call-cache isomorphism|entailment|off; empty: the engine's default
  std::optional<unsigned> callCacheMisses;  // --call-cache-misses; unset: the engine's default
  std::string search = "dfs";
  bool stats = false;
  bool json = false;                 // the verdict as one JSON document
  bool hashCompact = false;
  uint64_t bitstate = 0;             // bytes; 0 = off
  uint64_t memoryLimitMB = 0;        // resident memory of the whole run; 0 = none
  std::optional<double> wallSeconds; // wall-clock limit; unset: from the CPU timeout
  std::string stdinFile;             // --stdin: fixes stdin to the file's bytes
  std::vector<std::string> variables;  // --env NAME=VALUE or NAME (unset)
  std::vector<std::string> files;      // --file PATH=BYTES or PATH (no such file)
  std::string fsRoot;                  // --fs-root: the snapshot of the other files
  explore::Options explore;
};

// Runs the verification and prints the verdict; returns the exit status
// (0 TRUE, 1 FALSE, 3 UNKNOWN, 2 input error).
int runVerify(VerifyOptions& opts);

}  // namespace ferret::cli
