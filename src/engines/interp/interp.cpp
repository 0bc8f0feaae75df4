#include "engines/interp/interp.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <stdexcept>

#include "engines/cpu_timer.hpp"
#include "engines/interp/inputs.hpp"

namespace ferret::interp {

namespace {

using engines::CpuTimer;
using engines::g_stop;

// LeakSanitizer's classification at exit: heap objects reachable from
// globals and (after exit()) from the live stack are still reachable; the
// others are lost.
void checkLeaks(sem::Executor& ex, Outcome& out) {
  mem::Memory& m = ex.memory();
  std::vector<bool> reached = ex.reachableFromRoots();
  uint64_t lostBytes = 0, lostCount = 0, keptBytes = 0, keptCount = 0;
  std::vector<sem::Note> lostNotes, keptNotes;
  for (mem::ObjId id = 1; id < m.count(); ++id) {
    const mem::Object& o = m.obj(id);
    if (o.kind != mem::Kind::Heap || o.status != mem::Status::Live) continue;
    auto& notes = reached[id] ? keptNotes : lostNotes;
    (reached[id] ? keptBytes : lostBytes) += o.size;
    (reached[id] ? keptCount : lostCount) += 1;
    if (notes.size() < 10) {
      auto n = ex.objectNotes(id);
      if (!n.empty()) notes.push_back(n.front());
    }
  }
  if (keptCount) {
    sem::Violation w{sem::ErrorKind::StillReachable,
                     fmt::format("{} in {} heap block{} still reachable at exit", sem::byteCount(keptBytes), keptCount,
                                 keptCount == 1 ? "" : "s"),
                     0, keptNotes, {}};
    out.warnings.push_back(std::move(w));
  }
  if (lostCount) {
    out.status = Outcome::Status::Error;
    out.violation = sem::Violation{sem::ErrorKind::MemoryLeak,
                                   fmt::format("{} in {} heap block{} definitely lost at exit", sem::byteCount(lostBytes),
                                               lostCount, lostCount == 1 ? "" : "s"),
                                   lostNotes.empty() ? 0 : lostNotes.front().loc, lostNotes, {}};
  }
}

// Streams the program opened and never closed: a warning each (the C
// library closes them at exit, but a long-running program leaks them).
void checkStreams(const sem::Executor& ex, Outcome& out) {
  for (const sem::Stream& s : ex.files().streams)
    if (s.open && s.opened)
      out.warnings.push_back(sem::Violation{sem::ErrorKind::MemoryLeak,
                                            fmt::format("the stream opened by {} here is never closed", s.how),
                                            s.opened, {}, {}});
  for (const sem::DirStream& d : ex.files().dirs)
    if (d.open)
      out.warnings.push_back(sem::Violation{sem::ErrorKind::MemoryLeak,
                                            "the directory stream opened by opendir here is never closed", d.opened,
                                            {}, {}});
}

}  // namespace

Outcome run(const ir::Program& prog, const Options& opts) {
  RunEnvironment env(opts);
  return run(prog, opts, env);
}

Outcome run(const ir::Program& prog, const Options& opts, RunEnvironment& env) {
  Outcome out;
  sem::Limits limits = opts.limits;
  limits.interrupt = &g_stop;
  limits.observer = opts.observer;
  limits.addressReuse = !opts.decisions.addressReuse.empty();
  limits.uninitBranches = !opts.decisions.uninitBranch.empty();
  sem::Executor ex(prog, env, limits);
  env.attach(ex);
  // A single run keeps the memory of a long-running program bounded: dead
  // objects are recognised in full for a while, then their records reused.
  ex.memory().setQuarantine(1 << 16, 1 << 20);
  CpuTimer timer(opts.timeoutSeconds);
  bool exited = false;
  try {
    ex.start(opts.argv, false, opts.envp);
    if (opts.environment.stdinBytes) ex.presetStdin(*opts.environment.stdinBytes);
    for (const auto& [name, value] : opts.environment.variables) ex.presetVariable(name, value);
    for (const auto& [path, contents] : opts.environment.files) ex.presetFile(path, contents);
    bool runsHandlers = true;
    try {
      out.exitCode = ex.run();
    } catch (const sem::ProgramExit& e) {
      out.exitCode = e.code;
      runsHandlers = e.runsHandlers;
    }
    try {
      if (runsHandlers) ex.runAtExitHandlers();
    } catch (const sem::ProgramExit&) {
      // exit() inside a handler: the first status stands.
    }
    exited = true;
  } catch (const sem::ViolationError& e) {
    bool ends = opts.errorCallEnds &&
                (e.v.kind == sem::ErrorKind::ReachError || e.v.kind == sem::ErrorKind::AssertionFailure);
    exited = ends;
    if (!ends) {
      out.status = Outcome::Status::Error;
      out.violation = e.v;
    }
  } catch (const sem::PathBlocked&) {
    out.status = Outcome::Status::Blocked;
  } catch (const sem::LimitHit& e) {
    out.status = Outcome::Status::Limit;
    out.limit = g_stop ? engines::stopReason(opts.timeoutSeconds) : e.what;
  } catch (const std::length_error&) {
    out.status = Outcome::Status::Limit;
    out.limit = "address space exhausted";
  } catch (const BadInput& e) {
    out.status = Outcome::Status::BadInput;
    out.limit = e.what();
  }
  out.exitCode &= 0xff;  // what wait() reports
  ex.flushFiles();
  std::fflush(stdout);
  out.warnings = ex.warnings();
  if (exited) {
    checkLeaks(ex, out);
    checkStreams(ex, out);
  }
  if (opts.observer && out.status == Outcome::Status::Error) opts.observer->failed(ex);
  out.consumed = env.consumed();
  for (int fd : {1, 2}) out.output[fd - 1] = env.captured(fd);
  out.scheduled = env.scheduled();
  out.steps = ex.steps();
  return out;
}

}  // namespace ferret::interp
