#include "cli/replay.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "cli/task.hpp"
#include "engines/explore/explorer.hpp"
#include "engines/interp/partial.hpp"
#include "ir/paths.hpp"

namespace ferret::cli {

namespace {

// The run's file a witness's file name stands for: the one at the same place
// in the input files, or of the same name.
std::string runFile(const TraceChoices& tr, const std::vector<std::string>& files, const std::string& name) {
  auto at = std::find(tr.inputFiles.begin(), tr.inputFiles.end(), name);
  if (files.size() == 1) return files.front();
  if (at != tr.inputFiles.end() && static_cast<size_t>(at - tr.inputFiles.begin()) < files.size())
    return files[at - tr.inputFiles.begin()];
  for (const std::string& f : files)
    if (std::filesystem::path(f).filename() == std::filesystem::path(name).filename()) return f;
  return name;
}

// The call waypoint w names, by where its ')' is, if it is a call to
// something other than a nondet function (a call into a header's code).
ir::LocId otherCall(const ir::Program& prog, const std::string& file, const ReturnWaypoint& w) {
  bool nondet = false;
  ir::LocId other = 0;
  for (const ir::Function& f : prog.functions)
    for (const ir::Inst& in : f.insts) {
      if (in.op != ir::Op::Call && in.op != ir::Op::CallExtern && in.op != ir::Op::CallIndirect) continue;
      ir::LocId end = in.loc < prog.callEnd.size() && prog.callEnd[in.loc] ? prog.callEnd[in.loc] : in.loc;
      const ir::Loc& l = prog.locs[end];
      if (!end || l.line != w.line || (w.column && l.col != w.column) || !ir::samePath(prog.files[l.file], file))
        continue;
      if (in.op == ir::Op::CallExtern && prog.functions[in.a].name.starts_with("__VERIFIER_nondet_")) nondet = true;
      else other = in.loc;
    }
  return nondet ? 0 : other;
}

// The SV-COMP properties a run's end violates.
std::vector<std::string> violated(const interp::Outcome& out) {
  explore::Properties all;
  all.validMemcleanup = all.noOverflow = all.noDataRace = true;
  std::vector<std::string> p;
  if (out.status == interp::Outcome::Status::Error) {
    std::string name = explore::propertyOf(out.violation.kind, all);
    if (!name.empty()) p.push_back(name);
    // Memory lost at exit is not freed either.
    if (out.violation.kind == sem::ErrorKind::MemoryLeak) p.push_back("valid-memcleanup");
  }
  for (const sem::Violation& w : out.warnings)
    if (w.kind == sem::ErrorKind::StillReachable) p.push_back("valid-memcleanup");
  return p;
}

std::vector<std::string> expected(const TraceChoices& tr) {
  if (!tr.witness) return tr.property.empty() ? std::vector<std::string>{} : std::vector<std::string>{tr.property};
  std::vector<std::string> names;
  try {
    for (Property p : propertiesOfText("the witness", tr.specification).properties) names.push_back(propertyName(p));
  } catch (const std::exception&) {
    // A specification Ferret does not check: any violation shows it.
  }
  return names;
}

}  // namespace

void applyReplay(const ir::Program& prog, const TraceChoices& tr, const std::vector<std::string>& files,
                 interp::Options& ro) {
  ro.decisions = tr.decisions;
  ro.schedule.insert(ro.schedule.end(), tr.schedule.begin(), tr.schedule.end());
  ro.limits.dataRaces |= tr.dataRace;
  std::vector<std::string> want = expected(tr);
  ro.errorCallEnds = !want.empty() && std::find(want.begin(), want.end(), "unreach-call") == want.end();
  ro.limits.wakeWhenBlocked |= !want.empty() && std::find(want.begin(), want.end(), "no-deadlock") == want.end();
  if (!tr.witness) {
    ro.inputs.insert(ro.inputs.end(), tr.inputs.begin(), tr.inputs.end());
    return;
  }
  interp::PartialChoices given;
  for (const ReturnWaypoint& w : tr.returns) {
    if (ir::LocId call = otherCall(prog, runFile(tr, files, w.file), w)) given.returned.push_back({call, w.value});
    else given.inputs.push_back(w.value);
  }
  auto inInputs = [&](ir::LocId loc) { return ir::inFiles(prog, loc, files); };
  auto wanted = [&](const interp::Outcome& out) { return reproduces(tr, out); };
  constexpr size_t kMaxRuns = 256;
  interp::Completion c = interp::completeChoices(prog, ro, inInputs, given, wanted, kMaxRuns);
  ro.inputs.insert(ro.inputs.end(), c.inputs.begin(), c.inputs.end());
  ro.decisions.addressReuse = c.addressReuse;
}

bool reproduces(const TraceChoices& tr, const interp::Outcome& out) {
  std::vector<std::string> want = expected(tr), got = violated(out);
  if (want.empty()) return out.status == interp::Outcome::Status::Error;
  return std::any_of(got.begin(), got.end(),
                     [&](const std::string& p) { return std::find(want.begin(), want.end(), p) != want.end(); });
}

std::string replayVerdict(const TraceChoices& tr, const interp::Outcome& out) {
  std::vector<std::string> want = expected(tr), got = violated(out);
  std::string wanted = want.empty() ? "a violation" : fmt::format("FALSE({})", fmt::join(want, " or "));
  if (!reproduces(tr, out)) return fmt::format("replay: the run does not show {}, as the counterexample did", wanted);
  for (const std::string& p : got)
    if (want.empty() || std::find(want.begin(), want.end(), p) != want.end())
      return fmt::format("replay: the run shows FALSE({}), as the counterexample", p);
  return "replay: the run shows the counterexample's violation";
}

}  // namespace ferret::cli
