#include "cli/run.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/assignment.hpp"
#include "cli/load.hpp"
#include "cli/replay.hpp"
#include "cli/testvector.hpp"
#include "engines/interp/inputs.hpp"
#include "engines/limits/watchdog.hpp"
#include "cli/output_files.hpp"
#include "engines/interp/walkthrough.hpp"
#include "report/diagnostic.hpp"
#include "report/html.hpp"
#include "report/sarif.hpp"

namespace ferret::cli {

namespace {

constexpr int kExitOk = 0, kExitError = 1, kExitInput = 2, kExitLimit = 3;

// Comma-separated items, none empty; an empty list is no items.
std::vector<std::string> splitList(const std::string& s, const char* option) {
  std::vector<std::string> out;
  if (s.empty()) return out;
  size_t start = 0;
  for (;;) {
    size_t comma = std::min(s.find(',', start), s.size());
    out.push_back(s.substr(start, comma - start));
    if (out.back().empty()) throw std::invalid_argument(fmt::format("{}: item {} is empty", option, out.size()));
    if (comma == s.size()) return out;
    start = comma + 1;
  }
}

// Values for the nondet calls, from `where`: each must be a number.
void addInputs(std::vector<std::string>& to, const std::vector<std::string>& values, const std::string& where) {
  for (size_t i = 0; i < values.size(); ++i) {
    if (!interp::isInputValue(values[i]))
      throw std::invalid_argument(fmt::format("{}: value {} ('{}') is not a number", where, i + 1, values[i]));
    to.push_back(values[i]);
  }
}

// --clock and --random: comma-separated integers.
std::vector<int64_t> numbers(const std::string& s, const char* option) {
  std::vector<int64_t> out;
  for (const std::string& v : splitList(s, option)) {
    size_t used = 0;
    try {
      out.push_back(std::stoll(v, &used, 0));
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != v.size()) throw std::invalid_argument(fmt::format("{} takes comma-separated integers, not '{}'", option, v));
  }
  return out;
}

// What a counterexample read from outside replaces the real stdin,
// variables, clock, generator and (unless given after --) arguments.
void replayEnvironment(RunOptions& opts, const report::ReplayedEnvironment& env) {
  interp::RecordedEnvironment& to = opts.run.environment;
  const interp::RecordedEnvironment& rec = env.recorded;
  if (rec.stdinBytes) to.stdinBytes = rec.stdinBytes;
  to.variables.insert(to.variables.end(), rec.variables.begin(), rec.variables.end());
  to.files.insert(to.files.end(), rec.files.begin(), rec.files.end());
  to.clock.insert(to.clock.end(), rec.clock.begin(), rec.clock.end());
  to.random.insert(to.random.end(), rec.random.begin(), rec.random.end());
  if (rec.terminals) to.terminals = rec.terminals;
  if (env.arguments && !opts.programArgsGiven) opts.programArgs = *env.arguments;
}

// Everything --inputs, --schedule, --test-vector, --clock, --random,
// --file and --terminals give the run, and the counterexample --replay names (its data model and
// environment now; its choices once the program is loaded, see
// cli/replay.hpp).
void gatherInputs(RunOptions& opts, TraceChoices& trace) {
  interp::Options& ro = opts.run;
  addInputs(ro.inputs, splitList(opts.inputs, "--inputs"), "--inputs");
  for (const std::string& t : splitList(opts.schedule, "--schedule")) {
    if (t.find_first_not_of("0123456789") != std::string::npos || t.size() > 9)
      throw std::invalid_argument("--schedule takes comma-separated thread numbers, not '" + t + "'");
    ro.schedule.push_back(static_cast<uint32_t>(std::stoul(t)));
  }
  if (!opts.testVector.empty()) {
    TraceChoices tv = readTestVector(opts.testVector);
    addInputs(ro.inputs, tv.inputs, "--test-vector " + opts.testVector);
    replayEnvironment(opts, tv.environment);
  }
  if (!opts.replay.empty()) {
    trace = readTrace(opts.replay);
    std::vector<std::string> checked;
    addInputs(checked, trace.inputs, "--replay " + opts.replay);
    if (trace.ilp32 && !*trace.ilp32 && opts.frontend.ilp32)
      throw std::invalid_argument(opts.replay + " was recorded in the LP64 data model; --32 contradicts it");
    opts.frontend.ilp32 = opts.frontend.ilp32 || trace.ilp32.value_or(false);
    replayEnvironment(opts, trace.environment);
  }
  for (const std::string& f : opts.files) ro.environment.files.push_back(fileAssignment(f));
  if (!opts.terminals.empty()) {
    ro.environment.terminals.emplace();
    if (opts.terminals != "none")
      for (const std::string& fd : splitList(opts.terminals, "--terminals")) {
        if (fd != "0" && fd != "1" && fd != "2")
          throw std::invalid_argument("--terminals takes 0, 1 and 2 (comma-separated) or none, not '" + fd + "'");
        ro.environment.terminals->push_back(fd[0] - '0');
      }
  }
  std::vector<int64_t> clock = numbers(opts.clock, "--clock"), random = numbers(opts.random, "--random");
  ro.environment.clock.insert(ro.environment.clock.end(), clock.begin(), clock.end());
  ro.environment.random.insert(ro.environment.random.end(), random.begin(), random.end());
}

std::string dumpJson(const nlohmann::json& j) {
  // The program's output need not be UTF-8.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// `replayed`: after --replay, whether the run showed the counterexample's property.
void printJson(const ir::Program& prog, const interp::Outcome& out, const std::string& replayed) {
  nlohmann::json j;
  switch (out.status) {
    case interp::Outcome::Status::Ok: j["status"] = "ok"; j["exit_code"] = out.exitCode; break;
    case interp::Outcome::Status::Blocked: j["status"] = "blocked"; break;
    case interp::Outcome::Status::Limit: j["status"] = "limit"; j["limit"] = out.limit; break;
    case interp::Outcome::Status::BadInput: j["status"] = "input-error"; j["message"] = out.limit; break;
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
  j["stdout"] = out.output[0];
  j["stderr"] = out.output[1];
  if (!replayed.empty()) j["replay"] = replayed;
  std::cout << dumpJson(j) << std::endl;
}

void printText(const ir::Program& prog, const interp::Outcome& out, bool printInputs, const std::string& replayed) {
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
    case interp::Outcome::Status::BadInput:
      std::cerr << fmt::format("ferret: error: {}\n", out.limit);
      break;
    case interp::Outcome::Status::Error:
      report::printDiagnostic(std::cerr, prog, out.violation);
      break;
  }
  if (!replayed.empty()) std::cerr << "ferret: " << replayed << "\n";
  if (printInputs) {
    std::cerr << fmt::format("ferret: inputs: {}\n", fmt::join(out.consumed, ","));
    if (!out.scheduled.empty()) std::cerr << fmt::format("ferret: schedule: {}\n", fmt::join(out.scheduled, ","));
  }
}

int exitStatus(const interp::Outcome& out, std::optional<int> errorExitCode) {
  switch (out.status) {
    case interp::Outcome::Status::Ok:
      return errorExitCode ? out.exitCode & 0xff : kExitOk;
    case interp::Outcome::Status::Blocked:
      return kExitOk;
    case interp::Outcome::Status::Limit:
      return kExitLimit;
    case interp::Outcome::Status::BadInput:
      return kExitInput;
    case interp::Outcome::Status::Error:
      if (out.violation.kind == sem::ErrorKind::Unsupported) return kExitInput;
      return errorExitCode.value_or(kExitError);
  }
  return kExitError;
}

}  // namespace

void printJsonInputError(const std::string& message) {
  std::cout << dumpJson({{"status", "input-error"}, {"message", message}}) << std::endl;
}

int runRun(RunOptions& opts) {
  // The run ends when a limit is crossed, even in a library call or a read
  // of stdin that never returns: then with the report a limit gets.
  engines::Watchdog watchdog(opts.memoryLimitMB, opts.wallSeconds.value_or(engines::processLimit(opts.run.timeoutSeconds)), opts.run.timeoutSeconds,
                             [json = opts.json](const std::string& why) {
                               std::fflush(stdout);
                               if (json)
                                 std::cout << dumpJson({{"status", "limit"}, {"limit", why}}) << std::endl;
                               else
                                 std::cerr << fmt::format("ferret: stopped: {}\n", why) << std::flush;
                               _exit(kExitLimit);
                             });
  auto inputError = [&](const std::string& message) {
    std::cerr << "ferret: error: " << message << "\n";
    if (opts.json) printJsonInputError(message);
    return kExitInput;
  };
  if (anyUnwritable({{"--html", opts.html}, {"--sarif", opts.sarif}})) {
    if (opts.json) printJsonInputError("cannot write the report files");
    return kExitInput;
  }
  TraceChoices trace;
  try {
    gatherInputs(opts, trace);
  } catch (const std::exception& e) {
    return inputError(e.what());
  }
  std::unique_ptr<ir::Program> prog;
  opts.frontend.shareWords = true;
  try {
    prog = frontend::load(opts.frontend);
  } catch (const frontend::LoadError& e) {
    return inputError(e.what());
  }
  interp::Options& ro = opts.run;
  ro.policy = opts.nondet == "random" ? interp::NondetPolicy::Random : interp::NondetPolicy::Zero;
  ro.argv.push_back(programPath(opts.frontend));
  ro.argv.insert(ro.argv.end(), opts.programArgs.begin(), opts.programArgs.end());
  for (char** e = environ; *e; ++e) ro.envp.emplace_back(*e);
  ro.captureOutput = opts.json;
  ro.limits.comparisonWarns = !opts.strict;
  if (!opts.replay.empty()) applyReplay(*prog, trace, opts.frontend.files, ro);
  // With --html the run is recorded as it goes (the same run, slower).
  std::optional<interp::Walkthrough> walk;
  if (!opts.html.empty()) walk = interp::walk(*prog, ro);
  interp::Outcome out = walk ? walk->outcome : interp::run(*prog, ro);
  watchdog.disarm();
  std::fflush(stdout);
  std::string replayed = opts.replay.empty() ? "" : replayVerdict(trace, out);
  if (opts.json)
    printJson(*prog, out, replayed);
  else
    printText(*prog, out, opts.printInputs, replayed);
  bool written = true;
  if (!opts.sarif.empty())
    written &= writeEvidence("--sarif", opts.sarif, [&] {
      nlohmann::json run = report::sarifRun(opts.sarifRoot);
      report::addRunResults(run, *prog, out);
      return report::sarifLog({std::move(run)}).dump(2) + "\n";
    });
  if (walk) written &= writeEvidence("--html", opts.html, [&] { return report::runHtml(*prog, *walk, opts.frontend.files.front()); });
  return written ? exitStatus(out, opts.errorExitCode) : kExitInput;
}

}  // namespace ferret::cli
