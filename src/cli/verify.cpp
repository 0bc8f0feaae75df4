#include "cli/verify.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <cstring>
#include <functional>
#include <sstream>
#include <tuple>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/assignment.hpp"
#include "cli/load.hpp"
#include "cli/output_files.hpp"
#include "cli/task.hpp"
#include "cli/testvector.hpp"
#include "engines/interp/walkthrough.hpp"
#include "engines/limits/watchdog.hpp"
#include "engines/portfolio/portfolio.hpp"
#include "report/counterexample.hpp"
#include "report/environment.hpp"
#include "report/frames.hpp"
#include "report/html.hpp"
#include "report/proof.hpp"
#include "report/sarif.hpp"
#include "report/smg_dot.hpp"
#include "report/testcomp.hpp"
#include "report/witness.hpp"

namespace ferret::cli {

namespace {

constexpr int kTrue = 0, kFalse = 1, kInput = 2, kUnknown = 3;
// CPU seconds for the run the HTML report walks through (a long
// counterexample's report stops there and says so).
constexpr double kWalkSeconds = 10;

bool endsWith(const std::string& s, const char* suffix) {
  size_t n = std::strlen(suffix);
  return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

explore::Properties propertiesOf(const PropertyFile& pf) {
  explore::Properties p{false, false, false, false, false, false, false, false};
  for (Property q : pf.properties) {
    switch (q) {
      case Property::ValidDeref: p.validDeref = true; break;
      case Property::ValidFree: p.validFree = true; break;
      case Property::ValidMemtrack: p.validMemtrack = true; break;
      case Property::ValidMemcleanup: p.validMemcleanup = true; break;
      case Property::UnreachCall: p.unreachCall = true; break;
      case Property::NoOverflow: p.noOverflow = true; break;
      case Property::NoDataRace: p.noDataRace = true; break;
    }
  }
  return p;
}

// --stdin, --env, --file and --fs-root into the explorer's fixed environment; the verdict
// line's note of what was fixed (empty if nothing was).
std::string fixEnvironment(const VerifyOptions& opts, explore::FixedEnvironment& fixed) {
  std::vector<std::string> parts;
  if (!opts.stdinFile.empty()) {
    std::ifstream in(opts.stdinFile, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) throw std::runtime_error("cannot read " + opts.stdinFile);
    fixed.stdinBytes = std::move(bytes);
    parts.push_back("stdin from " + opts.stdinFile);
  }
  if (fixed.arguments) {
    std::string args = "arguments";
    for (const std::string& a : *fixed.arguments) args += " \"" + sem::escapeBytes(a) + "\"";
    parts.push_back(fixed.arguments->empty() ? "no arguments" : args);
  }
  for (const std::string& v : opts.variables) {
    auto [name, value] = splitAssignment(v, "--env");
    fixed.variables.emplace_back(name, value);
    parts.push_back(value ? name + "=\"" + sem::escapeBytes(*value) + "\"" : name + " unset");
  }
  for (const std::string& f : opts.files) {
    auto [path, bytes] = fileAssignment(f);
    fixed.files.emplace_back(path, bytes);
    parts.push_back(bytes ? "file " + path + " holds \"" + sem::escapeBytes(*bytes) + "\"" : "no file " + path);
  }
  if (!opts.fsRoot.empty()) {
    fixed.snapshot = std::make_shared<hostfs::Snapshot>(opts.fsRoot);
    parts.push_back("other files as under " + opts.fsRoot);
  }
  if (parts.empty()) return "";
  std::string note = " (fixed: ";
  for (size_t i = 0; i < parts.size(); ++i) note += (i ? "; " : "") + parts[i];
  return note + ")";
}

// The graphs the shape engine drew, as DOT.
std::vector<report::Drawing> drawings(const std::vector<shape::Plot>& plots) {
  std::vector<report::Drawing> out;
  for (const shape::Plot& p : plots) out.push_back({p.name, report::smgDot(p.graph, p.name)});
  return out;
}

// ... written as DOT files: those __VERIFIER_plot asks for, into the
// --dump-smg directory or the working directory, and with --dump-smg the
// error and final states.
void writePlots(const std::string& dumpDir, const std::vector<shape::Plot>& plots,
                const std::vector<report::Drawing>& dots) {
  std::string dir = dumpDir.empty() ? "." : dumpDir;
  for (size_t i = 0; i < plots.size(); ++i) {
    if (plots[i].state && dumpDir.empty()) continue;
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/" + dots[i].name + ".dot") << dots[i].dot;
  }
}

// The HTML report: for FALSE with a walk through the counterexample's run.
std::string htmlReport(const ir::Program& prog, const portfolio::Answer& answer, const VerifyOptions& opts,
                       std::vector<report::Drawing> shapes) {
  const explore::Result& r = answer.result;
  report::VerifyReport v{opts.frontend.files.front(), answer.engine, answer.runs, std::move(shapes), "", nullptr};
  std::optional<interp::Walkthrough> walk;
  if (r.verdict == explore::Result::Verdict::False) {
    v.replay = report::replayCommand(prog, r.trace, v.file, opts.trace, r.property);
    interp::Options ro = report::replayOptions(prog, r, opts.explore.argv);
    // Within what is left of --timeout: a benchmark's CPU limit counts the
    // report too.
    double used = static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
    double left = opts.explore.timeoutSeconds > 0 ? opts.explore.timeoutSeconds - used - 0.5 : kWalkSeconds;
    ro.timeoutSeconds = std::clamp(left, 0.05, kWalkSeconds);
    walk = interp::walk(prog, ro);
    v.walk = &*walk;
  }
  return report::verifyHtml(prog, r, v);
}

std::string textOf(const std::function<void(std::ostream&)>& write) {
  std::ostringstream os;
  write(os);
  return os.str();
}

}  // namespace

int runVerify(VerifyOptions& opts) {
  // Every engine polls the flag the watchdog raises; one that does not
  // stop in time (or a compile that runs away) ends here.
  engines::Watchdog watchdog(opts.memoryLimitMB,
                             opts.wallSeconds.value_or(engines::processLimit(opts.explore.timeoutSeconds)), opts.explore.timeoutSeconds,
                             [](const std::string& why) {
                               std::cout << "RESULT: UNKNOWN (" << why << ")" << std::endl;
                               _exit(kUnknown);
                             });
  if (opts.search == "bfs") opts.explore.order = explore::Order::BreadthFirst;
  std::string spec = "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
                     "CHECK( init(main()), LTL(G valid-memtrack) )\nCHECK( init(main()), LTL(G ! call(reach_error())) )";
  explore::Options& eo = opts.explore;
  std::string fixedNote;
  try {
    fixedNote = fixEnvironment(opts, eo.fixed);
    if (opts.frontend.files.size() == 1 && (endsWith(opts.frontend.files[0], ".yml") || endsWith(opts.frontend.files[0], ".yaml"))) {
      Task task = readTask(opts.frontend.files[0]);
      opts.frontend.files = task.inputFiles;
      opts.frontend.ilp32 = opts.frontend.ilp32 || task.ilp32;
      if (opts.property.empty() && !task.properties.empty()) opts.property = task.properties.front().file.path;
    }
    if (!opts.property.empty()) {
      PropertyFile pf = readPropertyFile(opts.property);
      eo.props = propertiesOf(pf);
      spec = pf.text;
      bool any = eo.props.validDeref || eo.props.validFree || eo.props.validMemtrack || eo.props.validMemcleanup ||
                 eo.props.unreachCall || eo.props.noOverflow || eo.props.noDataRace;
      if (!any) {
        std::cout << "RESULT: UNKNOWN (property not supported yet: " << pf.text << ")\n";
        return kUnknown;
      }
    }
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
    return kInput;
  }
  if (anyUnwritable({{"--witness", opts.witness}, {"--trace", opts.trace}, {"--html", opts.html}, {"--sarif", opts.sarif}}))
    return kInput;
  if (std::string why = opts.testVectorOut.empty() ? "" : unwritable(opts.testVectorOut, true); !why.empty()) {
    std::cerr << "ferret: error: cannot write --test-vector-out " << opts.testVectorOut << ": " << why << "\n";
    return kInput;
  }
  std::unique_ptr<ir::Program> prog = loadProgram(opts.frontend);
  if (!prog) return kInput;
  if (prog->mainIndex < 0) {
    std::cerr << "ferret: error: the program has no main function\n";
    return kInput;
  }
  if (opts.hashCompact) eo.visited = explore::VisitedMode::Compact;
  if (opts.bitstate) {
    eo.visited = explore::VisitedMode::Bitstate;
    eo.bitstateBytes = opts.bitstate;
  }
  eo.argv = {programPath(opts.frontend)};
  eo.invariants = !opts.witness.empty() || !opts.html.empty();
  bool tty = isatty(2);
  auto progress = [&](const explore::Progress& p) {
    if (!tty) return;
    std::cerr << fmt::format("\r{} states, {:.0f} states/s, depth {}, {} MB   ", p.stats.states,
                             p.stats.seconds > 0 ? p.stats.states / p.stats.seconds : 0.0, p.depth,
                             p.stats.peakMB);
  };
  portfolio::Options po{opts.engine, !opts.dumpSmg.empty() || !opts.html.empty(), opts.memoryModel, eo,
                        !opts.noAbstraction, {}};
  if (!opts.thresholds.empty()) std::copy(opts.thresholds.begin(), opts.thresholds.end(), po.thresholds.thresholds.begin());
  if (!opts.callCache.empty())
    po.callCache = opts.callCache == "off"          ? shape::Options::CallCache::Off
                   : opts.callCache == "entailment" ? shape::Options::CallCache::Entailment
                                                    : shape::Options::CallCache::Isomorphism;
  if (opts.callCacheMisses) po.callCacheMisses = *opts.callCacheMisses;
  po.memoryLimitMB = opts.memoryLimitMB;
  po.inlineDepth = opts.inlineDepth;
  po.frames = !opts.noFrames;
  if (opts.showFrames && !opts.json) {
    smt::Options so;
    so.memoryModel = opts.memoryModel;
    report::printModifiesClauses(std::cout, *prog, smt::modifiesClauses(*prog, so));
  }
  portfolio::Answer answer = portfolio::verify(*prog, po, progress);
  watchdog.disarm();
  std::vector<report::Drawing> shapes = drawings(answer.plots);
  writePlots(opts.dumpSmg, answer.plots, shapes);
  std::vector<explore::Choice> fixed = report::fixedChoices(eo.fixed);
  auto withFixed = [&](std::vector<explore::Choice>& trace) { trace.insert(trace.begin(), fixed.begin(), fixed.end()); };
  withFixed(answer.result.trace);
  for (auto& [violation, trace] : answer.result.more) withFixed(trace);
  for (auto& u : answer.result.undefined) withFixed(u.trace);
  const explore::Result& r = answer.result;
  if (tty) std::cerr << "\r\033[K";
  // With --json the text goes nowhere and one JSON document to stdout.
  std::ostringstream discarded;
  std::ostream& out = opts.json ? discarded : std::cout;
  int status = kUnknown;
  bool written = true;
  const std::vector<std::string>& inputs = opts.frontend.files;
  report::WitnessInfo task{inputs, spec, opts.frontend.ilp32};
  switch (r.verdict) {
    case explore::Result::Verdict::True: {
      out << "RESULT: TRUE" << fixedNote << "\n";
      status = kTrue;
      if (opts.witness.empty()) break;
      std::vector<report::LoopInvariant> invariants = report::loopInvariants(*prog, r, inputs);
      written = writeEvidence("--witness", opts.witness, [&] {
        return textOf([&](std::ostream& os) { report::writeCorrectnessWitness(os, task, invariants); });
      });
      if (written) out << report::proofNote(opts.witness, invariants, r, answer.engine) << "\n";
      break;
    }
    case explore::Result::Verdict::False: {
      out << "RESULT: FALSE(" << r.property << ")" << fixedNote << "\n";
      report::printCounterexample(out, *prog, r, inputs.front(), opts.trace);
      status = kFalse;
      if (!opts.trace.empty())
        written &= writeEvidence("--trace", opts.trace, [&] { return report::traceJson(*prog, r).dump(2) + "\n"; });
      if (!opts.witness.empty())
        written &= writeEvidence("--witness", opts.witness, [&] {
          return textOf([&](std::ostream& os) {
            report::writeViolationWitness(os, report::violationWitness(*prog, r, inputs, spec, opts.frontend.ilp32, eo.argv));
          });
        });
      if (!opts.testVectorOut.empty()) try {
          report::writeTestSuite(opts.testVectorOut, {inputs.front(), spec, opts.frontend.ilp32},
                                 report::counterexampleInputs(*prog, r));
        } catch (const std::exception& e) {
          std::cerr << "ferret: error: cannot write --test-vector-out " << opts.testVectorOut << ": " << e.what() << "\n";
          written = false;
        }
      break;
    }
    case explore::Result::Verdict::Unknown:
      out << "RESULT: UNKNOWN (" << r.reason << ")" << fixedNote << "\n";
      for (size_t i = 1; i < r.incomplete.size(); ++i) out << "note: also: " << r.incomplete[i] << "\n";
      status = kUnknown;
      break;
  }
  report::printUndefinedBehaviour(out, *prog, r, inputs.front());
  if (opts.stats) report::printStats(out, r.stats, answer.engine, answer.runs);
  if (!opts.sarif.empty())
    written &= writeEvidence("--sarif", opts.sarif, [&] {
      nlohmann::json run = report::sarifRun(opts.sarifRoot);
      report::addVerifyResults(run, *prog, r);
      return report::sarifLog({std::move(run)}).dump(2) + "\n";
    });
  if (!opts.html.empty())
    written &= writeEvidence("--html", opts.html, [&] { return htmlReport(*prog, answer, opts, shapes); });
  if (opts.json) std::cout << report::verdictJson(*prog, r, inputs.front(), opts.trace, answer.engine).dump() << std::endl;
  return written ? status : kInput;
}

}  // namespace ferret::cli
