#include "report/counterexample.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "report/diagnostic.hpp"

namespace ferret::report {

namespace {

// Whether threads ran: the trace then names the thread of each choice.
bool threaded(const explore::Result& r) {
  return std::any_of(r.trace.begin(), r.trace.end(), [](const explore::Choice& c) { return c.schedule(); });
}

std::string where(const ir::Program& prog, ir::LocId loc) {
  std::string w = locationText(prog, loc);
  return w.empty() ? "?" : w;
}

}  // namespace

std::string choiceValueText(const ir::Program& prog, const explore::Choice& c) {
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

const char* traceKey(sem::ChoiceKind k) {
  return k == sem::ChoiceKind::AddressReuse ? "address_reuse" : "uninit_branches";
}

void printCounterexample(std::ostream& os, const ir::Program& prog, const explore::Result& r,
                         const std::string& file, const std::string& tracePath) {
  printDiagnostic(os, prog, r.violation);
  bool threads = threaded(r);
  std::string replay, schedule;
  bool decided = false;  // a choice that only the trace file carries
  for (const auto& c : r.trace) {
    std::string in = threads ? fmt::format("{} (thread {})", c.function, c.thread) : c.function;
    switch (c.kind) {
      case sem::ChoiceKind::Input:
        os << fmt::format("trace: {}: __VERIFIER_nondet_{}() = {} in {}\n", where(prog, c.loc), c.name,
                          choiceValueText(prog, c), in);
        replay += (replay.empty() ? "" : ",") + choiceValueText(prog, c);
        break;
      case sem::ChoiceKind::AddressReuse:
        os << fmt::format("trace: {}: the allocator {} the freed block's address, in {}\n", where(prog, c.loc),
                          c.value.v ? "reuses" : "does not reuse", in);
        decided |= c.value.v != 0;  // the replay's default is no reuse
        break;
      case sem::ChoiceKind::UninitBranch:
        os << fmt::format("trace: {}: a branch on an uninitialised value goes the {} way, in {}\n",
                          where(prog, c.loc), c.value.v ? "true" : "false", in);
        decided = true;
        break;
      case sem::ChoiceKind::Schedule:
        if (c.options > 1)
          os << fmt::format("trace: {}: thread {} stands here in {}; {}\n", where(prog, c.loc), c.thread, c.function,
                            c.value.v == c.thread ? "it goes on" : fmt::format("switch to thread {}", c.value.v));
        schedule += fmt::format("{}{}", schedule.empty() ? "" : ",", c.value.v);
        break;
    }
  }
  if (decided)
    os << "replay: ferret run " << file << " --replay "
       << (tracePath.empty() ? "TRACE.json (written by --trace TRACE.json)" : tracePath) << "\n";
  else
    os << "replay: ferret run " << file << (replay.empty() ? "" : " --inputs " + replay)
       << (schedule.empty() ? "" : " --schedule " + schedule)
       << (r.property == "no-data-race" ? " --data-races" : "") << "\n";
  for (const auto& [v, t] : r.more) {
    os << "also:\n";
    printDiagnostic(os, prog, v);
  }
}

nlohmann::json traceJson(const ir::Program& prog, const explore::Result& r) {
  nlohmann::json j;
  j["property"] = r.property;
  j["violation"] = diagnosticJson(prog, r.violation);
  j["inputs"] = nlohmann::json::array();
  // The choices C leaves open and the schedule are not program input:
  // `ferret run --replay` feeds them to the instructions that ask for them.
  for (sem::ChoiceKind k : {sem::ChoiceKind::AddressReuse, sem::ChoiceKind::UninitBranch})
    j[traceKey(k)] = nlohmann::json::array();
  j["schedule"] = nlohmann::json::array();
  for (const auto& c : r.trace) {
    if (c.kind == sem::ChoiceKind::Input) j["inputs"].push_back(choiceValueText(prog, c));
    else if (c.schedule()) j["schedule"].push_back(c.value.v);
    else j[traceKey(c.kind)].push_back(c.value.v != 0);
  }
  return j;
}

WitnessInfo violationWitness(const ir::Program& prog, const explore::Result& r,
                             const std::vector<std::string>& inputs, const std::string& spec, bool ilp32) {
  WitnessInfo w;
  w.inputFiles = inputs;
  w.specification = spec;
  w.ilp32 = ilp32;
  bool threads = threaded(r);
  // A waypoint may only name the task's input files: a choice made in an
  // included header has no place in the witness (the trace file keeps it).
  auto inInputs = [&](ir::LocId loc) {
    return loc && std::find(inputs.begin(), inputs.end(), prog.files[prog.locs[loc].file]) != inputs.end();
  };
  auto at = [&](Waypoint& wp, ir::LocId loc) {
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
    Waypoint wp;
    if (c.schedule()) {
      // Each scheduling point becomes the chosen thread's arrival where it
      // stands, so the sequence of threads is the schedule a replay follows.
      wp.type = Waypoint::Type::Assumption;
      at(wp, c.toLoc);
      wp.function = c.toFunction;
      wp.constraint = "1";
      wp.thread = static_cast<int>(c.value.v);
    } else {
      wp.type = c.kind == sem::ChoiceKind::Input ? Waypoint::Type::FunctionReturn : Waypoint::Type::Branching;
      at(wp, c.loc);
      wp.function = c.function;
      wp.constraint = c.kind == sem::ChoiceKind::Input ? "\\result == " + choiceValueText(prog, c)
                                                       : c.value.v ? "true" : "false";
      if (threads) wp.thread = static_cast<int>(c.thread);
    }
    w.waypoints.push_back(wp);
  }
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
  if (inInputs(targetLoc)) {
    at(target, targetLoc);
    target.column = prog.locs[targetLoc].col;
  }
  if (threads) target.thread = static_cast<int>(r.thread);
  w.waypoints.push_back(target);
  return w;
}

std::vector<std::vector<std::string>> counterexampleInputs(const ir::Program& prog, const explore::Result& r) {
  std::vector<std::vector<std::string>> tests;
  auto inputsOf = [&](const std::vector<explore::Choice>& trace) {
    std::vector<std::string>& t = tests.emplace_back();
    for (const auto& c : trace)
      if (c.kind == sem::ChoiceKind::Input) t.push_back(choiceValueText(prog, c));
  };
  inputsOf(r.trace);
  for (const auto& [v, t] : r.more) inputsOf(t);
  return tests;
}

void printStats(std::ostream& os, const explore::Stats& s, const std::string& engine) {
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
}

}  // namespace ferret::report
