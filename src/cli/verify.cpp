#include "cli/verify.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/load.hpp"
#include "cli/task.hpp"
#include "cli/testvector.hpp"
#include "engines/shape/shape.hpp"
#include "report/smg_dot.hpp"
#include "report/diagnostic.hpp"
#include "report/testcomp.hpp"
#include "report/witness.hpp"

namespace ferret::cli {

namespace {

constexpr int kTrue = 0, kFalse = 1, kInput = 2, kUnknown = 3;

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

std::string valueText(const ir::Program& prog, const explore::Choice& c) {
  const ir::Type& t = prog.types[c.type];
  if (t.kind == ir::TypeKind::Double) {
    double d;
    std::memcpy(&d, &c.value.v, 8);
    return fmt::format("{}", d);
  }
  if (t.kind == ir::TypeKind::Float) {
    float f;
    uint32_t b = static_cast<uint32_t>(c.value.v);
    std::memcpy(&f, &b, 4);
    return fmt::format("{}", f);
  }
  bool isUnsigned = !c.name.empty() && (c.name[0] == 'u' || c.name == "bool" || c.name == "size_t" || c.name == "pointer");
  if (t.kind == ir::TypeKind::Int && !isUnsigned) return fmt::format("{}", sem::sext(c.value.v, t.bits));
  return fmt::format("{}", c.value.v);
}

// Whether threads ran: the trace then names the thread of each choice.
bool threaded(const explore::Result& r) {
  return std::any_of(r.trace.begin(), r.trace.end(), [](const explore::Choice& c) { return c.schedule(); });
}

std::string where(const ir::Program& prog, ir::LocId loc) {
  std::string w = report::locationText(prog, loc);
  return w.empty() ? "?" : w;
}

void writeTrace(const std::string& path, const ir::Program& prog, const explore::Result& r) {
  nlohmann::json j;
  j["property"] = r.property;
  j["violation"] = report::diagnosticJson(prog, r.violation);
  j["inputs"] = nlohmann::json::array();
  // The choices C leaves open and the schedule are not program input:
  // `ferret run --replay` feeds them to the instructions that ask for them.
  for (sem::ChoiceKind k : {sem::ChoiceKind::AddressReuse, sem::ChoiceKind::UninitBranch})
    j[traceKey(k)] = nlohmann::json::array();
  j["schedule"] = nlohmann::json::array();
  for (const auto& c : r.trace) {
    if (c.kind == sem::ChoiceKind::Input) j["inputs"].push_back(valueText(prog, c));
    else if (c.schedule()) j["schedule"].push_back(c.value.v);
    else j[traceKey(c.kind)].push_back(c.value.v != 0);
  }
  std::ofstream(path) << j.dump(2) << "\n";
}

void writeWitness(const std::string& path, const ir::Program& prog, const explore::Result& r,
                  const std::vector<std::string>& inputs, const std::string& spec, bool ilp32) {
  report::WitnessInfo w;
  w.inputFiles = inputs;
  w.specification = spec;
  w.ilp32 = ilp32;
  bool threads = threaded(r);
  // A waypoint may only name the task's input files: a choice made in an
  // included header has no place in the witness (the trace file keeps it).
  auto inInputs = [&](ir::LocId loc) {
    return loc && std::find(inputs.begin(), inputs.end(), prog.files[prog.locs[loc].file]) != inputs.end();
  };
  auto at = [&](report::Waypoint& wp, ir::LocId loc) {
    // Only the line: the format wants the call's closing parenthesis, which
    // debug info does not give; no column means the line's first match.
    const ir::Loc& l = prog.locs[loc];
    wp.file = prog.files[l.file];
    wp.line = l.line;
  };
  for (const auto& c : r.trace) {
    // The allocator's choices have no waypoint in the format.
    if (c.kind == sem::ChoiceKind::AddressReuse) continue;
    if (!inInputs(c.schedule() ? c.toLoc : c.loc)) continue;
    report::Waypoint wp;
    if (c.schedule()) {
      // Each scheduling point becomes the chosen thread's arrival where it
      // stands, so the sequence of threads is the schedule a replay follows.
      wp.type = report::Waypoint::Type::Assumption;
      at(wp, c.toLoc);
      wp.function = c.toFunction;
      wp.constraint = "1";
      wp.thread = static_cast<int>(c.value.v);
    } else {
      wp.type = c.kind == sem::ChoiceKind::Input ? report::Waypoint::Type::FunctionReturn
                                                 : report::Waypoint::Type::Branching;
      at(wp, c.loc);
      wp.function = c.function;
      wp.constraint = c.kind == sem::ChoiceKind::Input ? "\\result == " + valueText(prog, c)
                                                       : c.value.v ? "true" : "false";
      if (threads) wp.thread = static_cast<int>(c.thread);
    }
    w.waypoints.push_back(wp);
  }
  report::Waypoint target;
  target.type = report::Waypoint::Type::Target;
  target.function = r.violation.stack.empty() ? "main" : r.violation.stack.front().function;
  ir::LocId targetLoc = r.violation.loc;
  if (!inInputs(targetLoc))
    // A violation inside a header's code: its call from the input files.
    for (const sem::StackEntry& e : r.violation.stack)
      if (inInputs(e.loc)) {
        targetLoc = e.loc;
        target.function = e.function;
        break;
      }
  if (inInputs(targetLoc)) {
    at(target, targetLoc);
    target.column = prog.locs[targetLoc].col;
  }
  if (threads) target.thread = static_cast<int>(r.thread);
  w.waypoints.push_back(target);
  std::ofstream out(path);
  report::writeViolationWitness(out, w);
}

// One test case per counterexample (--all-errors finds several), so
// `ferret cover` and Test-Comp tools replay them.
void writeTestVectors(const std::string& dir, const ir::Program& prog, const explore::Result& r,
                      const VerifyOptions& opts, const std::string& spec) {
  std::vector<std::vector<std::string>> tests;
  auto inputsOf = [&](const std::vector<explore::Choice>& trace) {
    std::vector<std::string>& t = tests.emplace_back();
    for (const auto& c : trace)
      if (c.kind == sem::ChoiceKind::Input) t.push_back(valueText(prog, c));
  };
  inputsOf(r.trace);
  for (const auto& [v, t] : r.more) inputsOf(t);
  try {
    report::writeTestSuite(dir, {opts.frontend.files.front(), spec, opts.frontend.ilp32}, tests);
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
  }
}

// The engine asked for; `auto` runs the explicit engine, and when it
// answers UNKNOWN (sampled values, a limit) the shape engine in the time
// left.  Writes the graphs the shape engine plotted.
explore::Result runEngines(const ir::Program& prog, const VerifyOptions& opts, const explore::Options& eo,
                           const std::function<void(const explore::Progress&)>& progress, std::string& engine) {
  double budget = eo.timeoutSeconds;
  explore::Result r;
  if (opts.engine != "shape") {
    explore::Options first = eo;
    // The explicit engine proves most of what can be proved quickly; the
    // shape engine gets a third of a limited run.
    if (opts.engine == "auto" && budget > 0) first.timeoutSeconds = budget * 2 / 3;
    std::clock_t c0 = std::clock();
    r = explore::explore(prog, first, progress);
    engine = "explore";
    // A lossy visited set was asked of the explicit engine: its answer stands.
    bool lossy = eo.visited != explore::VisitedMode::Exact;
    if (opts.engine == "explore" || lossy || r.verdict != explore::Result::Verdict::Unknown) return r;
    budget -= static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    if (r.reason.starts_with("CPU time limit")) r.reason = fmt::format("CPU time limit of {} s reached", eo.timeoutSeconds);
    if (eo.timeoutSeconds > 0 && budget < 0.5) return r;
  }
  shape::Options so;
  so.explore = eo;
  so.explore.timeoutSeconds = eo.timeoutSeconds > 0 ? budget : 0;
  so.dumpDir = opts.dumpSmg;
  shape::Result sr = shape::run(prog, so);
  std::string dir = opts.dumpSmg.empty() ? "." : opts.dumpSmg;
  if (!sr.plots.empty()) std::filesystem::create_directories(dir);
  for (const shape::Plot& p : sr.plots) std::ofstream(dir + "/" + p.name + ".dot") << report::smgDot(p.graph, p.name);
  if (opts.engine == "auto" && sr.outcome.verdict == explore::Result::Verdict::Unknown) {
    r.incomplete.push_back("shape engine: " + sr.outcome.reason);
    return r;
  }
  engine = "shape";
  sr.outcome.stats.states += r.stats.states;
  return std::move(sr.outcome);
}

}  // namespace

int runVerify(VerifyOptions& opts) {
  if (opts.search == "bfs") opts.explore.order = explore::Order::BreadthFirst;
  std::string spec = "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
                     "CHECK( init(main()), LTL(G valid-memtrack) )\nCHECK( init(main()), LTL(G ! call(reach_error())) )";
  explore::Options& eo = opts.explore;
  try {
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
  std::unique_ptr<ir::Program> prog = loadProgram(opts.frontend);
  if (!prog) return kInput;
  if (opts.hashCompact) eo.visited = explore::VisitedMode::Compact;
  if (opts.bitstate) {
    eo.visited = explore::VisitedMode::Bitstate;
    eo.bitstateBytes = opts.bitstate;
  }
  eo.argv = {opts.frontend.files.front()};
  bool tty = isatty(2);
  auto progress = [&](const explore::Progress& p) {
    if (!tty) return;
    std::cerr << fmt::format("\r{} states, {:.0f} states/s, depth {}, {} MB   ", p.stats.states,
                             p.stats.seconds > 0 ? p.stats.states / p.stats.seconds : 0.0, p.depth,
                             p.stats.peakMB);
  };
  std::string engine;
  explore::Result r = runEngines(*prog, opts, eo, progress, engine);
  if (tty) std::cerr << "\r\033[K";
  int status = kUnknown;
  switch (r.verdict) {
    case explore::Result::Verdict::True:
      std::cout << "RESULT: TRUE\n";
      status = kTrue;
      break;
    case explore::Result::Verdict::False: {
      std::cout << "RESULT: FALSE(" << r.property << ")\n";
      report::printDiagnostic(std::cout, *prog, r.violation);
      bool threads = threaded(r);
      std::string replay, schedule;
      bool decided = false;  // a choice that only the trace file carries
      for (const auto& c : r.trace) {
        std::string in = threads ? fmt::format("{} (thread {})", c.function, c.thread) : c.function;
        switch (c.kind) {
          case sem::ChoiceKind::Input:
            std::cout << fmt::format("trace: {}: __VERIFIER_nondet_{}() = {} in {}\n", where(*prog, c.loc), c.name,
                                     valueText(*prog, c), in);
            replay += (replay.empty() ? "" : ",") + valueText(*prog, c);
            break;
          case sem::ChoiceKind::AddressReuse:
            std::cout << fmt::format("trace: {}: the allocator {} the freed block's address, in {}\n",
                                     where(*prog, c.loc), c.value.v ? "reuses" : "does not reuse", in);
            decided |= c.value.v != 0;  // the replay's default is no reuse
            break;
          case sem::ChoiceKind::UninitBranch:
            std::cout << fmt::format("trace: {}: a branch on an uninitialised value goes the {} way, in {}\n",
                                     where(*prog, c.loc), c.value.v ? "true" : "false", in);
            decided = true;
            break;
          case sem::ChoiceKind::Schedule:
            if (c.options > 1)
              std::cout << fmt::format("trace: {}: thread {} stands here in {}; {}\n", where(*prog, c.loc), c.thread,
                                       c.function,
                                       c.value.v == c.thread ? "it goes on" : fmt::format("switch to thread {}", c.value.v));
            schedule += fmt::format("{}{}", schedule.empty() ? "" : ",", c.value.v);
            break;
        }
      }
      if (decided)
        std::cout << "replay: ferret run " << opts.frontend.files.front() << " --replay "
                  << (opts.trace.empty() ? "TRACE.json (written by --trace TRACE.json)" : opts.trace) << "\n";
      else
        std::cout << "replay: ferret run " << opts.frontend.files.front() << (replay.empty() ? "" : " --inputs " + replay)
                  << (schedule.empty() ? "" : " --schedule " + schedule)
                  << (r.property == "no-data-race" ? " --data-races" : "") << "\n";
      for (const auto& [v, t] : r.more) {
        std::cout << "also:\n";
        report::printDiagnostic(std::cout, *prog, v);
      }
      if (!opts.trace.empty()) writeTrace(opts.trace, *prog, r);
      if (!opts.witness.empty()) try {
          writeWitness(opts.witness, *prog, r, opts.frontend.files, spec, opts.frontend.ilp32);
        } catch (const std::exception& e) {
          std::cerr << "ferret: warning: no witness written: " << e.what() << "\n";
        }
      if (!opts.testVectorOut.empty()) writeTestVectors(opts.testVectorOut, *prog, r, opts, spec);
      status = kFalse;
      break;
    }
    case explore::Result::Verdict::Unknown:
      std::cout << "RESULT: UNKNOWN (" << r.reason << ")\n";
      for (size_t i = 1; i < r.incomplete.size(); ++i) std::cout << "note: also: " << r.incomplete[i] << "\n";
      status = kUnknown;
      break;
  }
  if (opts.stats) {
    const auto& s = r.stats;
    std::cout << fmt::format(
        "statistics:\n  states stored      {}\n  states revisited   {}\n  paths ended        {}\n"
        "  max depth          {}\n  instructions       {}\n  time               {:.3f} s\n"
        "  states/s           {:.0f}\n  state store        {:.3f} s, {:.0f} states/s (stored and revisited)\n"
        "  visited-set bytes  {} ({:.1f} per state)\n  peak memory        {} MB\n  threads slept      {}\n"
        "  engine             {}\n",
        s.states, s.revisits, s.paths, s.maxDepth, s.steps, s.seconds, s.seconds > 0 ? s.states / s.seconds : 0.0,
        s.storeSeconds, s.storeSeconds > 0 ? static_cast<double>(s.states + s.revisits) / s.storeSeconds : 0.0,
        s.storedBytes, s.states ? static_cast<double>(s.storedBytes) / static_cast<double>(s.states) : 0.0, s.peakMB,
        s.slept, engine);
  }
  return status;
}

}  // namespace ferret::cli
