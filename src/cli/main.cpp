// The ferret command line: argument parsing and wiring only.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <iostream>

#include "cli/bench.hpp"
#include "cli/cover.hpp"
#include "cli/load.hpp"
#include "cli/testvector.hpp"
#include "cli/validators.hpp"
#include "cli/verify.hpp"
#include "engines/interp/interp.hpp"
#include "frontend/frontend.hpp"
#include "ir/printer.hpp"
#include "report/diagnostic.hpp"

namespace {

using namespace ferret;

constexpr int kExitOk = 0, kExitError = 1, kExitInput = 2, kExitLimit = 3;

void addCompileOptions(CLI::App* cmd, frontend::Options& fo) {
  cmd->add_option("files", fo.files, "C source files (.c or preprocessed .i), linked into one program")
      ->required()
      ->check(CLI::ExistingFile);
  // One value per occurrence: `-DBUG prog.c` must leave prog.c to `files`.
  cmd->add_option("-I", fo.includes, "add an include directory")->allow_extra_args(false);
  cmd->add_option("-D", fo.defines, "define a macro, NAME or NAME=VALUE")->allow_extra_args(false);
  cmd->add_option("--std", fo.std, "C language standard, e.g. c99, c11, gnu11");
  cmd->add_flag("--32", fo.ilp32, "ILP32 data model (i386 target); default LP64");
}

// What a run does once its inputs are used up, and its limits: shared by
// `run` and `cover` (each test of a suite is a run).
void addRunOptions(CLI::App* cmd, interp::Options& ro, std::string& nondet) {
  cmd->add_option("--nondet", nondet, "values once the inputs run out: zero or random")
      ->check(CLI::IsMember({"zero", "random"}));
  cmd->add_option("--seed", ro.seed, "seed for --nondet random");
  cmd->add_flag("--strict-uninit", ro.limits.strictUninit, "report every read of an uninitialised value");
  cmd->add_option("--max-steps", ro.limits.maxSteps, "stop after this many instructions (exit 3)")->check(cli::kWholeNumber);
  cmd->add_option("--max-heap", ro.limits.maxHeap, "stop when the heap exceeds this many bytes (exit 3)")->check(cli::kWholeNumber);
  cmd->add_option("--max-depth", ro.limits.maxDepth, "call depth reported as stack overflow (default 10000)")->check(cli::kWholeNumber);
  cmd->add_option("--timeout", ro.timeoutSeconds, "stop after this many CPU seconds (exit 3)")
      ->check(cli::kPositiveSeconds);
}

interp::NondetPolicy policyOf(const std::string& nondet) {
  return nondet == "random" ? interp::NondetPolicy::Random : interp::NondetPolicy::Zero;
}

std::vector<std::string> splitInputs(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    if (comma == std::string::npos) comma = s.size();
    std::string v = s.substr(start, comma - start);
    if (!v.empty()) out.push_back(v);
    start = comma + 1;
  }
  return out;
}

void printOutcome(const ir::Program& prog, const interp::Outcome& out, bool json, bool printInputs) {
  std::fflush(stdout);
  if (json) {
    nlohmann::json j;
    switch (out.status) {
      case interp::Outcome::Status::Ok: j["status"] = "ok"; j["exit_code"] = out.exitCode; break;
      case interp::Outcome::Status::Blocked: j["status"] = "blocked"; break;
      case interp::Outcome::Status::Limit: j["status"] = "limit"; j["limit"] = out.limit; break;
      case interp::Outcome::Status::Error:
        j = report::diagnosticJson(prog, out.violation);
        j["status"] = "error";
        break;
    }
    j["warnings"] = nlohmann::json::array();
    for (const auto& w : out.warnings) j["warnings"].push_back(report::diagnosticJson(prog, w));
    j["inputs"] = out.consumed;
    j["schedule"] = out.scheduled;
    j["steps"] = out.steps;
    std::cout << j.dump() << std::endl;
    return;
  }
  for (const auto& w : out.warnings) report::printDiagnostic(std::cerr, prog, w, "warning");
  switch (out.status) {
    case interp::Outcome::Status::Ok:
      std::cerr << fmt::format("ferret: exited with status {}\n", out.exitCode);
      break;
    case interp::Outcome::Status::Blocked:
      std::cerr << "ferret: run ended by __VERIFIER_assume(0) (blocked path, not an error)\n";
      break;
    case interp::Outcome::Status::Limit:
      std::cerr << fmt::format("ferret: stopped: {}\n", out.limit);
      break;
    case interp::Outcome::Status::Error:
      report::printDiagnostic(std::cerr, prog, out.violation);
      break;
  }
  if (printInputs) {
    std::string joined;
    for (size_t i = 0; i < out.consumed.size(); ++i) joined += (i ? "," : "") + out.consumed[i];
    std::cerr << fmt::format("ferret: inputs: {}\n", joined);
    if (!out.scheduled.empty()) std::cerr << fmt::format("ferret: schedule: {}\n", fmt::join(out.scheduled, ","));
  }
}

int exitStatus(const interp::Outcome& out) {
  switch (out.status) {
    case interp::Outcome::Status::Ok:
    case interp::Outcome::Status::Blocked:
      return kExitOk;
    case interp::Outcome::Status::Limit:
      return kExitLimit;
    case interp::Outcome::Status::Error:
      return out.violation.kind == sem::ErrorKind::Unsupported ? kExitInput : kExitError;
  }
  return kExitError;
}

}  // namespace

int main(int argc, char** argv) {
  // Everything after `--` belongs to the program, not to ferret.
  std::vector<std::string> progArgs;
  for (int i = 1; i < argc; ++i)
    if (std::string_view(argv[i]) == "--") {
      progArgs.assign(argv + i + 1, argv + argc);
      argc = i;
      break;
    }
  CLI::App app{"Ferret: finds memory errors in C programs and proves their absence"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "ferret 0.1.0");

  frontend::Options fo;
  interp::Options ro;
  std::string inputs, schedule, testVector, replay, nondet = "zero";
  bool json = false, printInputs = false;

  CLI::App* run = app.add_subcommand("run", "execute the program once and report the first undefined behaviour");
  run->footer("Arguments after `--` are the program's own: ferret run FILE.c [options] [-- program arguments]");
  addCompileOptions(run, fo);
  run->add_option("--inputs", inputs, "comma-separated values for __VERIFIER_nondet_* calls, in order");
  run->add_option("--schedule", schedule,
                  "comma-separated thread ids, one per scheduling point with a choice; then the default schedule "
                  "(the running thread goes on while it can, else the lowest-numbered runnable one)");
  run->add_flag("--data-races", ro.limits.dataRaces, "report two threads about to access the same bytes (one writing)");
  run->add_option("--test-vector", testVector, "Test-Comp test case XML with the nondet values")
      ->check(CLI::ExistingFile);
  run->add_option("--replay", replay, "replay a counterexample written by `ferret verify --trace` (JSON) or `--witness` (YAML)")
      ->check(CLI::ExistingFile);
  addRunOptions(run, ro, nondet);
  run->add_flag("--print-inputs", printInputs, "print the nondet values consumed (replayable with --inputs)");
  run->add_flag("--json", json, "print the outcome as one JSON object on stdout");

  CLI::App* irCmd = app.add_subcommand("ir", "print the program as lowered for the engines");
  addCompileOptions(irCmd, fo);

  cli::VerifyOptions vo;
  CLI::App* verify = app.add_subcommand("verify", "explore every input and path; answer TRUE, FALSE or UNKNOWN (SV-COMP)");
  verify->add_option("files", vo.frontend.files, "C source files, or one SV-COMP task file (.yml)")
      ->required()
      ->check(CLI::ExistingFile);
  verify->add_option("-I", vo.frontend.includes, "add an include directory")->allow_extra_args(false);
  verify->add_option("-D", vo.frontend.defines, "define a macro, NAME or NAME=VALUE")->allow_extra_args(false);
  verify->add_option("--std", vo.frontend.std, "C language standard, e.g. c99, c11, gnu11");
  verify->add_flag("--32", vo.frontend.ilp32, "ILP32 data model (i386 target); default LP64 or the task's");
  verify->add_option("--property", vo.property, "SV-COMP property file (.prp); default: memory safety and reach_error")
      ->check(CLI::ExistingFile);
  verify->add_option("--engine", vo.engine, "engine: auto or explore (explicit-state)")
      ->check(CLI::IsMember({"auto", "explore"}));
  verify->add_option("--search", vo.search,
                     "search order: dfs (default; hunts for bugs with few unusual inputs first) or bfs (a "
                     "counterexample with the fewest choices; re-executes each state's path from its choices)")
      ->check(CLI::IsMember({"dfs", "bfs"}));
  verify->add_option("--witness", vo.witness, "write an SV-COMP violation witness (YAML 2.0; 2.2 with thread ids when threads run) for a FALSE verdict");
  verify->add_option("--test-vector-out", vo.testVectorOut,
                     "write a Test-Comp test suite (metadata.xml, testcase-N.xml) of the counterexample for a FALSE verdict");
  verify->add_option("--trace", vo.trace, "write the counterexample (nondet values) as JSON for a FALSE verdict");
  verify->add_flag("--all-errors", vo.explore.allErrors, "continue after the first violation");
  verify->add_flag("--uninit-as-nondet", vo.explore.limits.uninitBranches,
                   "a branch on an uninitialised value goes either way (default: the path's behaviour is "
                   "undefined, it ends and the verdict can only be UNKNOWN)");
  verify->add_option("--max-depth", vo.explore.maxDepth, "most nondeterministic choices along one path")->check(cli::kWholeNumber);
  verify->add_option("--max-states", vo.explore.maxStates, "stop after storing this many states (UNKNOWN)")->check(cli::kWholeNumber);
  verify->add_option("--timeout", vo.explore.timeoutSeconds, "stop after this many CPU seconds (UNKNOWN)")
      ->check(cli::kPositiveSeconds);
  verify->add_option("--memory-limit", vo.explore.memoryLimitMB, "stop above this many MB of memory (UNKNOWN)")->check(cli::kWholeNumber);
  verify->add_flag("--hash-compact", vo.hashCompact, "store 128-bit fingerprints only (never answers TRUE)");
  verify->add_option("--bitstate", vo.bitstate, "bit-state hashing in this many bytes (never answers TRUE)")->check(cli::kWholeNumber);
  verify->add_flag("--stats", vo.stats, "print statistics at the end");
  bool noPor = false;
  verify->add_flag("--no-por", noPor, "no sleep sets: try every runnable thread at every scheduling point");
  verify->add_option("--context-bound", vo.explore.contextBound,
                     "explore only interleavings with at most this many context switches (FALSE or UNKNOWN)")
      ->check(cli::kWholeNumber);

  cli::CoverOptions co;
  co.run.timeoutSeconds = 10;
  std::string coverNondet = "zero";
  CLI::App* coverCmd = app.add_subcommand("cover", "run a Test-Comp test suite and report the coverage it reaches");
  addCompileOptions(coverCmd, co.frontend);
  coverCmd->add_option("--tests", co.suite, "the test suite: a directory or .zip with metadata.xml and test-case XML files")
      ->required();
  addRunOptions(coverCmd, co.run, coverNondet);
  coverCmd->get_option("--timeout")->description("stop a test after this many CPU seconds (default 10)");
  coverCmd->add_option("--goal-function", co.goalFunction, "error-call goal: calls of this function (default reach_error)");
  coverCmd->add_option("--lcov", co.lcov, "write an lcov tracefile (genhtml renders it)");
  coverCmd->add_flag("--json", co.json, "print the results as JSON on stdout");
  coverCmd->add_flag("--reduce", co.reduce, "also print a smallest-found subset of tests with the same coverage");

  cli::BenchOptions bo;
  CLI::App* benchCmd = cli::addBenchCommand(app, bo);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "ferret: error: " << e.what() << " (see ferret --help)\n";
    return kExitInput;
  }

  vo.explore.por = !noPor;
  if (*verify) return cli::runVerify(vo);
  if (*coverCmd) {
    co.run.policy = policyOf(coverNondet);
    return cli::runCover(co);
  }
  if (*benchCmd) {
    bo.extraArgs = progArgs;
    return cli::runBench(bo);
  }

  std::unique_ptr<ir::Program> prog = cli::loadProgram(fo);
  if (!prog) return kExitInput;

  if (*irCmd) {
    ir::print(std::cout, *prog);
    return kExitOk;
  }

  try {
    ro.inputs = splitInputs(inputs);
    for (const std::string& t : splitInputs(schedule)) {
      if (t.find_first_not_of("0123456789") != std::string::npos || t.size() > 9) throw std::invalid_argument(t);
      ro.schedule.push_back(static_cast<uint32_t>(std::stoul(t)));
    }
    if (!testVector.empty()) {
      auto tv = cli::readTestVector(testVector);
      ro.inputs.insert(ro.inputs.end(), tv.begin(), tv.end());
    }
    if (!replay.empty()) {
      cli::TraceChoices tr = cli::readTrace(replay);
      ro.inputs.insert(ro.inputs.end(), tr.inputs.begin(), tr.inputs.end());
      ro.decisions = std::move(tr.decisions);
      ro.schedule.insert(ro.schedule.end(), tr.schedule.begin(), tr.schedule.end());
      ro.limits.dataRaces |= tr.dataRace;
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "ferret: error: --schedule takes comma-separated thread numbers, not '" << e.what() << "'\n";
    return kExitInput;
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
    return kExitInput;
  }
  ro.policy = policyOf(nondet);
  ro.argv.push_back(fo.files.front());
  ro.argv.insert(ro.argv.end(), progArgs.begin(), progArgs.end());
  interp::Outcome out = interp::run(*prog, ro);
  printOutcome(*prog, out, json, printInputs);
  return exitStatus(out);
}
