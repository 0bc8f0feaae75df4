// Lost memory (SV-COMP valid-memtrack): which heap blocks the program can
// still reach, and where it lost the last pointer to one.
#include <fmt/format.h>

#include "memory/reach.hpp"
#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;
using mem::ObjId;

void Executor::addFixedRoots(std::vector<ObjId>& roots, uint32_t except) const {
  for (ObjId id : globalObj_) roots.push_back(id);
  for (ObjId id : streams_) roots.push_back(id);
  for (const auto& cell : cells_) roots.push_back(cell.second);
  for (ObjId id = 1; id < mem_.count(); ++id)
    if (mem_.obj(id).kind == mem::Kind::Extern) roots.push_back(id);
  // Every thread's stack is a root, and what a thread returned until it is
  // joined, and its thread-specific values.
  for (uint32_t t = 0; t < threads_.size(); ++t) {
    if (t == except) continue;
    for (ObjId id : threads_[t].tls) roots.push_back(id);
    for (ObjId id : allocasOf(t)) roots.push_back(id);
    for (const Frame& f : framesOf(t)) roots.push_back(f.varargs);
    roots.push_back(threads_[t].result.p);
    for (const Word& w : threads_[t].specific) roots.push_back(w.p);
  }
}

std::vector<bool> Executor::reachableFromRoots() const {
  std::vector<ObjId> roots;
  addFixedRoots(roots);
  for (uint32_t t = 0; t < threads_.size(); ++t) {
    const Word* R = regsOf(t);
    for (size_t i = 0, n = t == cur_ ? top_ : threads_[t].top; i < n; ++i) roots.push_back(R[i].p);
  }
  return mem::reachable(mem_, roots);
}

// Temporaries (registers that are not promoted locals) count while a later
// instruction may still read them.
const std::vector<uint32_t>& Executor::liveTemporaries(const std::vector<Frame>& frames, size_t i, bool fetched) const {
  const Frame& f = frames[i];
  bool top = i + 1 == frames.size();
  // Another thread stands before its next instruction.
  if (&frames != &frames_) fetched = false;
  // A library model that called back into the program (qsort) and got
  // control back still works on its call's arguments.
  bool modelRunning = top && stopDepth_ && frames.size() == stopDepth_ && &frames == &frames_;
  if (top && !modelRunning && !fetched) return liveWords(f, false);
  if (!top && f.fn->insts[f.pc - 1].op == Op::Call) return liveWords(f, true);
  // Live just before the instruction at pc - 1: the one fetched, or the
  // library call in progress (its arguments included).
  Frame at = f;
  --at.pc;
  return liveWords(at, false);
}

std::vector<bool> Executor::reachableFromLive(bool fetched) const {
  std::vector<ObjId> roots;
  addFixedRoots(roots);
  for (uint32_t t = 0; t < threads_.size(); ++t) {
    const std::vector<Frame>& frames = framesOf(t);
    for (size_t i = 0; i < frames.size(); ++i) {
      const Frame& f = frames[i];
      const Word* R = regsOf(t) + f.regBase;
      for (uint32_t w = f.fn->localsBegin; w < f.fn->localsEnd; ++w) roots.push_back(R[w].p);
      for (uint32_t w : liveTemporaries(frames, i, fetched)) roots.push_back(R[w].p);
    }
  }
  return mem::reachable(mem_, roots);
}

std::optional<Violation> Executor::lostMemory(bool fetched) const {
  std::vector<bool> seen = reachableFromLive(fetched);
  uint64_t bytes = 0, count = 0;
  ObjId first = mem::kNoObj;
  for (ObjId id = 1; id < mem_.count(); ++id) {
    const mem::Object& o = mem_.obj(id);
    if (o.kind != mem::Kind::Heap || o.status != mem::Status::Live || seen[id]) continue;
    bytes += o.size;
    ++count;
    if (!first) first = id;
  }
  if (!count) return std::nullopt;
  return Violation{ErrorKind::MemoryLeak,
                   fmt::format("{} in {} heap block{} became unreachable", byteCount(bytes), count, count == 1 ? "" : "s"),
                   0, objectNotes(first), {}};
}

void Executor::checkLost(const char* when, LocId at) {
  std::optional<Violation> v = lostMemory(false);
  if (!v) return;
  if (*when) v->message += fmt::format(" {}", when);
  v->loc = at ? at : currentLoc();
  v->stack = callStack();
  throw ViolationError{std::move(*v)};
}

void Executor::checkLostOnReturn(const Function& fn, LocId at) {
  std::optional<Violation> v = lostMemory(false);
  if (!v) return;
  v->message += frames_.empty() && cur_ == 0 ? std::string(" when main returned") : fmt::format(" when '{}' returned", fn.name);
  v->loc = at;
  v->stack = callStack();
  v->stack.insert(v->stack.begin(), StackEntry{fn.name, at});
  throw ViolationError{std::move(*v)};
}

std::optional<Violation> Executor::findLoss(const std::function<void()>& rewind, uint64_t within) {
  enum class Probe { Stopped, Leaked, Ended };
  const uint64_t userLimit = limits_.maxSteps;
  // Runs the first n instructions of the stretch, stopping before the next.
  auto probe = [&](uint64_t n, std::optional<Violation>& leak) {
    rewind();
    limits_.maxSteps = steps() + n;
    if (!limits_.maxSteps) return Probe::Ended;  // 0 would mean no limit
    Probe p = Probe::Ended;
    try {
      run();
    } catch (const LimitHit&) {
      // The step limit is polled before the timer, and only it passes steps_.
      if (steps_ > limits_.maxSteps) p = Probe::Stopped;
    } catch (const ViolationError& e) {
      // A return inside the prefix lost the memory (and said so, exactly).
      if (e.v.kind == ErrorKind::MemoryLeak) {
        leak = e.v;
        p = Probe::Leaked;
      }
    } catch (const ChoiceNeeded&) {
    } catch (const ProgramExit&) {
    } catch (const PathBlocked&) {
    }
    limits_.maxSteps = userLimit;
    return p;
  };
  std::optional<Violation> v;
  uint64_t lo = 0, hi = within;  // all reachable after lo instructions, lost after hi
  while (hi - lo > 1) {
    uint64_t mid = lo + (hi - lo) / 2;
    Probe p = probe(mid, v);
    if (p == Probe::Ended) return std::nullopt;
    bool lost = p == Probe::Leaked || (p == Probe::Stopped && lostMemory(true));
    (lost ? hi : lo) = mid;
  }
  if (hi == 0 || probe(hi - 1, v) != Probe::Stopped) return std::nullopt;
  // Instruction hi lost it: it is the one fetched now.
  LocId at = currentLoc();
  size_t depth = frames_.size();
  // If it returns from a callback into a library call that then completes
  // (qsort's comparator, the last time), that call lost it.
  LocId callAt = 0;
  if (depth >= 2) {
    const Frame& caller = frames_[depth - 2];
    callAt = caller.fn->insts[caller.pc - 1].loc;
  }
  v.reset();
  Probe p = probe(hi, v);
  if (p == Probe::Leaked) return v;
  if (p != Probe::Stopped || !(v = lostMemory(true))) return std::nullopt;
  v->stack = callStack();
  // The stack as that instruction saw it: a call has pushed a frame since.
  if (frames_.size() > depth && v->stack.size() > 1) v->stack.erase(v->stack.begin());
  if (frames_.size() < depth) at = callAt;
  v->loc = at;
  v->stack.front().loc = at;
  return v;
}

}  // namespace ferret::sem
