#include "report/counterexample.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "engines/interp/partial.hpp"
#include "ir/paths.hpp"
#include "report/diagnostic.hpp"
#include "report/environment.hpp"

namespace ferret::report {

namespace {

// Whether threads ran: the trace then names the thread of each choice.
bool threaded(const std::vector<explore::Choice>& trace) {
  return std::any_of(trace.begin(), trace.end(), [](const explore::Choice& c) { return c.schedule(); });
}

// The explorer lets a condition's waiter wake without a signal when nothing
// else can run only where a deadlock is no violation (sem::Limits), so a
// trace of another property may have taken that way.
bool wakesWhenBlocked(const std::string& property, const std::vector<explore::Choice>& trace) {
  return property != "no-deadlock" && threaded(trace);
}

std::string where(const ir::Program& prog, ir::LocId loc) {
  std::string w = locationText(prog, loc);
  return w.empty() ? "?" : w;
}

}  // namespace

const char* traceKey(sem::ChoiceKind k) {
  return k == sem::ChoiceKind::AddressReuse ? "address_reuse" : "uninit_branches";
}

std::string replayCommand(const ir::Program& prog, const std::vector<explore::Choice>& trace, const std::string& file,
                          const std::string& tracePath, const std::string& property) {
  std::string inputs, schedule;
  bool decided = false;  // a choice that only the trace file carries
  ReplayedEnvironment env;
  for (const auto& c : trace) {
    switch (c.kind) {
      case sem::ChoiceKind::Environment:
        // An environment no command line can give (argc of millions) is
        // replayed from the trace file.
        try {
          replay(inputRecord(c), env);
        } catch (const std::invalid_argument&) {
          decided = true;
        }
        break;
      case sem::ChoiceKind::Input: inputs += (inputs.empty() ? "" : ",") + explore::choiceValueText(prog, c); break;
      case sem::ChoiceKind::AddressReuse: decided |= c.value.v != 0; break;  // the replay's default is no reuse
      case sem::ChoiceKind::UninitBranch: decided = true; break;
      case sem::ChoiceKind::Schedule: schedule += fmt::format("{}{}", schedule.empty() ? "" : ",", c.value.v); break;
    }
  }
  std::string target = file + (prog.ilp32 ? " --32" : "");
  if (decided)
    return "ferret run " + target + " --replay " + (tracePath.empty() ? "TRACE.json (written by --trace TRACE.json)" : tracePath);
  return replayCommand(target,
                       (inputs.empty() ? "" : " --inputs " + inputs) + (schedule.empty() ? "" : " --schedule " + schedule) +
                           (property == "no-data-race" ? " --data-races" : "") +
                           (wakesWhenBlocked(property, trace) ? " --spurious-wakeups" : ""),
                       env);
}

std::vector<TraceLine> traceLines(const ir::Program& prog, const std::vector<explore::Choice>& trace) {
  std::vector<TraceLine> lines;
  bool threads = threaded(trace);
  for (size_t i = 0; i < trace.size(); ++i) {
    const explore::Choice& c = trace[i];
    if (isFixedChoice(c)) continue;
    std::string in = threads ? fmt::format("{} (thread {})", c.function, c.thread) : c.function;
    auto line = [&](std::string text) { lines.push_back({c.loc, c.thread, std::move(text)}); };
    switch (c.kind) {
      case sem::ChoiceKind::Environment: {
        // One line for the bytes one call read from stdin.
        explore::Choice read = c;
        bool eof = !c.text || c.text->empty();
        auto sameCall = [&](const explore::Choice& d) {
          return d.kind == c.kind && d.input.source == sem::InputSource::Stdin && c.input.source == d.input.source &&
                 d.loc == c.loc && d.thread == c.thread && d.input.name == c.input.name;
        };
        while (!eof && i + 1 < trace.size() && sameCall(trace[i + 1])) {
          const explore::Choice& next = trace[++i];
          if (next.text && !next.text->empty()) *read.text += *next.text;
          else eof = true;
        }
        eof = eof && read.text && !read.text->empty();
        line(fmt::format("{}{} in {}", describeInput(read), eof ? " and then end of file" : "", in));
        break;
      }
      case sem::ChoiceKind::Input:
        line(fmt::format("__VERIFIER_nondet_{}() = {} in {}", c.name, explore::choiceValueText(prog, c), in));
        break;
      case sem::ChoiceKind::AddressReuse:
        line(fmt::format("the allocator {} the freed block's address, in {}", c.value.v ? "reuses" : "does not reuse", in));
        break;
      case sem::ChoiceKind::UninitBranch:
        line(fmt::format("a branch on an uninitialised value goes the {} way, in {}", c.value.v ? "true" : "false", in));
        break;
      case sem::ChoiceKind::Schedule:
        if (c.options > 1)
          line(fmt::format("thread {} stands here in {}; {}", c.thread, c.function,
                           c.value.v == c.thread ? "it goes on" : fmt::format("switch to thread {}", c.value.v)));
        break;
    }
  }
  return lines;
}

void printCounterexample(std::ostream& os, const ir::Program& prog, const explore::Result& r,
                         const std::string& file, const std::string& tracePath) {
  printDiagnostic(os, prog, r.violation);
  for (const TraceLine& l : traceLines(prog, r.trace)) os << fmt::format("trace: {}: {}\n", where(prog, l.loc), l.text);
  os << "replay: " << replayCommand(prog, r.trace, file, tracePath, r.property) << "\n";
  for (const auto& [v, t] : r.more) {
    os << "also:\n";
    printDiagnostic(os, prog, v);
  }
}

void printUndefinedBehaviour(std::ostream& os, const ir::Program& prog, const explore::Result& r,
                             const std::string& file) {
  for (const explore::Result::Undefined& u : r.undefined) {
    printDiagnostic(os, prog, u.violation, "warning");
    os << "note: undefined behaviour: the paths through it were not followed (SV-COMP's tasks are free of it)\n";
    if (u.replays) os << "replay: " << replayCommand(prog, u.trace, file, "", "") << "\n";
    else os << "note: found symbolically; no concrete run confirmed it\n";
  }
}

nlohmann::json verdictJson(const ir::Program& prog, const explore::Result& r, const std::string& file,
                           const std::string& tracePath, const std::string& engine) {
  nlohmann::json j;
  switch (r.verdict) {
    case explore::Result::Verdict::True: j["result"] = "TRUE"; break;
    case explore::Result::Verdict::False:
      j["result"] = "FALSE";
      j["property"] = r.property;
      j["counterexample"] = traceJson(prog, r);
      j["replay"] = replayCommand(prog, r.trace, file, tracePath, r.property);
      j["more"] = nlohmann::json::array();
      for (const auto& [v, t] : r.more) j["more"].push_back(diagnosticJson(prog, v));
      break;
    case explore::Result::Verdict::Unknown:
      j["result"] = "UNKNOWN";
      j["reason"] = r.reason;
      j["also"] = nlohmann::json::array();
      for (size_t i = 1; i < r.incomplete.size(); ++i) j["also"].push_back(r.incomplete[i]);
      break;
  }
  j["undefined_behaviour"] = nlohmann::json::array();
  for (const explore::Result::Undefined& u : r.undefined) {
    nlohmann::json w = diagnosticJson(prog, u.violation);
    if (u.replays) w["replay"] = replayCommand(prog, u.trace, file, "", "");
    j["undefined_behaviour"].push_back(std::move(w));
  }
  j["engine"] = engine;
  return j;
}

nlohmann::json traceJson(const ir::Program& prog, const explore::Result& r) {
  nlohmann::json j;
  j["property"] = r.property;
  j["data_model"] = prog.ilp32 ? "ILP32" : "LP64";
  j["violation"] = diagnosticJson(prog, r.violation);
  j["inputs"] = nlohmann::json::array();
  // The choices C leaves open and the schedule are not program input:
  // `ferret run --replay` feeds them to the instructions that ask for them.
  for (sem::ChoiceKind k : {sem::ChoiceKind::AddressReuse, sem::ChoiceKind::UninitBranch})
    j[traceKey(k)] = nlohmann::json::array();
  j["schedule"] = nlohmann::json::array();
  // The environment's choices in path order (report/environment.hpp).
  j["environment"] = nlohmann::json::array();
  for (const auto& c : r.trace) {
    if (c.kind == sem::ChoiceKind::Input) {
      j["inputs"].push_back(explore::choiceValueText(prog, c));
    } else if (c.schedule()) {
      j["schedule"].push_back(c.value.v);
    } else if (c.kind == sem::ChoiceKind::Environment) {
      InputRecord rec = inputRecord(c);
      nlohmann::json e{{"input", rec.key}};
      if (!rec.isText()) e["value"] = rec.number;
      else e["value"] = rec.text ? nlohmann::json(sem::escapeBytes(*rec.text)) : nlohmann::json(nullptr);
      j["environment"].push_back(e);
    } else {
      j[traceKey(c.kind)].push_back(c.value.v != 0);
    }
  }
  return j;
}

interp::Options replayOptions(const ir::Program& prog, const explore::Result& r, const std::vector<std::string>& argv) {
  interp::Options o;
  o.argv = argv;
  o.limits.checkOverflow = r.property == "no-overflow";
  o.limits.dataRaces = r.property == "no-data-race";
  o.limits.wakeWhenBlocked = wakesWhenBlocked(r.property, r.trace);
  ReplayedEnvironment env;
  for (const auto& c : r.trace) {
    if (c.kind == sem::ChoiceKind::Input) o.inputs.push_back(explore::choiceValueText(prog, c));
    else if (c.schedule()) o.schedule.push_back(static_cast<uint32_t>(c.value.v));
    else if (c.kind == sem::ChoiceKind::Environment) try {
        replay(inputRecord(c), env);
      } catch (const std::invalid_argument&) {
        // An environment no run can be given (argc of millions): the run
        // then differs from the counterexample, and says so in its end.
      }
    else o.decisions.of(c.kind).push_back(c.value.v != 0);
  }
  o.environment = env.recorded;
  if (env.arguments) o.argv.insert(o.argv.end(), env.arguments->begin(), env.arguments->end());
  return o;
}

WitnessInfo violationWitness(const ir::Program& prog, const explore::Result& r,
                             const std::vector<std::string>& inputs, const std::string& spec, bool ilp32,
                             const std::vector<std::string>& argv) {
  WitnessInfo w;
  w.inputFiles = inputs;
  w.specification = spec;
  w.ilp32 = ilp32;
  bool threads = threaded(r.trace);
  // A waypoint may only name the task's input files, as the task spells them.
  auto inInputs = [&](ir::LocId loc) { return ir::inFiles(prog, loc, inputs); };
  auto at = [&](Waypoint& wp, ir::LocId loc) {
    const ir::Loc& l = prog.locs[loc];
    for (const std::string& f : inputs)
      if (ir::samePath(f, prog.files[l.file])) wp.file = f;
    wp.line = l.line;
    wp.column = l.col;
  };
  // A call's waypoint names its closing parenthesis.
  auto atCall = [&](Waypoint& wp, ir::LocId loc) {
    ir::LocId end = loc < prog.callEnd.size() ? prog.callEnd[loc] : 0;
    at(wp, end ? end : loc);
    if (!end) wp.column = 0;  // the line's first call
  };
  // A choice made inside an included header has no waypoint of its own: the
  // call from the input files under which it was made gets one, with the
  // value that call returned.
  std::vector<interp::HeaderReturn> returns;
  if (std::any_of(r.trace.begin(), r.trace.end(),
                  [&](const explore::Choice& c) { return c.kind == sem::ChoiceKind::Input && !inInputs(c.loc); }))
    returns = interp::headerReturns(prog, replayOptions(prog, r, argv), inInputs);
  size_t consumed = 0, nextReturn = 0;
  auto returnsSoFar = [&] {
    for (; nextReturn < returns.size() && returns[nextReturn].inputsBefore <= consumed; ++nextReturn) {
      const interp::HeaderReturn& h = returns[nextReturn];
      if (!h.value) continue;  // the format constrains integer results only
      Waypoint wp;
      wp.type = Waypoint::Type::FunctionReturn;
      atCall(wp, h.call);
      wp.function = h.caller;
      wp.constraint = "\\result == " + *h.value;
      if (threads) wp.thread = static_cast<int>(h.thread);
      w.waypoints.push_back(wp);
    }
  };
  for (const auto& c : r.trace) {
    returnsSoFar();
    consumed += c.kind == sem::ChoiceKind::Input;
    // The allocator's choices have no waypoint in the format.
    if (c.kind == sem::ChoiceKind::AddressReuse) continue;
    if (!inInputs(c.schedule() ? c.toLoc : c.loc)) continue;
    Waypoint wp;
    if (c.kind == sem::ChoiceKind::Environment) {
      // No waypoint of the format says what a program read from outside:
      // an assumption where it reads, in a call no program defines.
      wp.type = Waypoint::Type::Assumption;
      at(wp, c.loc);
      wp.function = c.function;
      wp.constraint = witnessConstraint(inputRecord(c));
      if (threads) wp.thread = static_cast<int>(c.thread);
    } else if (c.schedule()) {
      // Each scheduling point becomes the chosen thread's arrival where it
      // stands, so the sequence of threads is the schedule a replay follows.
      wp.type = Waypoint::Type::Assumption;
      at(wp, c.toLoc);
      wp.column = 0;
      wp.function = c.toFunction;
      wp.constraint = "1";
      wp.thread = static_cast<int>(c.value.v);
    } else if (c.kind == sem::ChoiceKind::Input) {
      wp.type = Waypoint::Type::FunctionReturn;
      atCall(wp, c.loc);
      wp.function = c.function;
      wp.constraint = "\\result == " + explore::choiceValueText(prog, c);
    } else {
      wp.type = Waypoint::Type::Branching;
      at(wp, c.loc);
      wp.column = 0;
      wp.function = c.function;
      wp.constraint = c.value.v ? "true" : "false";
    }
    if (threads && !c.schedule()) wp.thread = static_cast<int>(c.thread);
    w.waypoints.push_back(wp);
  }
  returnsSoFar();
  Waypoint target;
  target.type = Waypoint::Type::Target;
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
  if (!inInputs(targetLoc) && r.violation.stack.empty() && prog.mainIndex >= 0) {
    // A violation when the program ends (memory still allocated or lost at
    // exit): main's return, the last statement before it (Clang gives a
    // function one return instruction).
    const ir::Function& main = prog.functions[prog.mainIndex];
    for (const ir::Inst& in : main.insts)
      if (in.op == ir::Op::Ret) targetLoc = in.loc;
    target.function = main.name;
  }
  if (inInputs(targetLoc)) at(target, targetLoc);
  if (threads) target.thread = static_cast<int>(r.thread);
  w.waypoints.push_back(target);
  return w;
}

std::vector<std::vector<TestInput>> counterexampleInputs(const ir::Program& prog, const explore::Result& r) {
  std::vector<std::vector<TestInput>> tests;
  auto inputsOf = [&](const std::vector<explore::Choice>& trace) {
    std::vector<TestInput>& t = tests.emplace_back();
    for (const auto& c : trace) {
      if (c.kind == sem::ChoiceKind::Input) t.push_back({explore::choiceValueText(prog, c)});
      if (c.kind != sem::ChoiceKind::Environment) continue;
      InputRecord rec = inputRecord(c);
      t.push_back({rec.isText() ? sem::escapeBytes(rec.text.value_or("")) : fmt::format("{}", rec.number), rec.key,
                   rec.isText() && !rec.text});
    }
  };
  inputsOf(r.trace);
  for (const auto& [v, t] : r.more) inputsOf(t);
  return tests;
}

void printStats(std::ostream& os, const explore::Stats& s, const std::string& engine,
                const std::vector<portfolio::EngineRun>& runs) {
  os << fmt::format(
      "statistics:\n  states stored      {}\n  states revisited   {}\n  paths ended        {}\n"
      "  max depth          {}\n  instructions       {}\n  time               {:.3f} s\n"
      "  states/s           {:.0f}\n  state store        {:.3f} s, {:.0f} states/s (stored and revisited)\n"
      "  visited-set bytes  {} ({:.1f} per state)\n  peak memory        {} MB\n  threads slept      {}\n"
      "  engine             {}\n",
      s.states, s.revisits, s.paths, s.maxDepth, s.steps, s.seconds, s.seconds > 0 ? s.states / s.seconds : 0.0,
      s.storeSeconds, s.storeSeconds > 0 ? static_cast<double>(s.states + s.revisits) / s.storeSeconds : 0.0,
      s.storedBytes, s.states ? static_cast<double>(s.storedBytes) / static_cast<double>(s.states) : 0.0, s.peakMB,
      s.slept, engine);
  if (s.callHits + s.callMisses)
    os << fmt::format("  call cache         {} hits, {} misses\n", s.callHits, s.callMisses);
  if (s.metAgain) os << fmt::format("  met again          {} (at loop heads, no join needed)\n", s.metAgain);
  for (const portfolio::EngineRun& run : runs) {
    os << fmt::format("  {:<18} {:.3f} s, {}\n", run.engine, run.seconds, run.verdict);
    if (!run.detail.empty()) os << "    " << run.detail << "\n";
  }
}

}  // namespace ferret::report
