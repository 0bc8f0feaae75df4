// The search over symbolic states: depth-first (a hunter with an
// instruction bound per path) or breadth-first, states matched by the
// SMG's canonical form at the blocks where paths join; garbage looked for
// after every operation that can lose a pointer; exits; and counterexamples
// confirmed by a concrete run before they are reported.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <filesystem>

#include "engines/cpu_timer.hpp"
#include "engines/limits/watchdog.hpp"
#include "engines/shape/engine.hpp"
#include "engines/shape/model.hpp"
#include "ir/globals_named.hpp"
#include "smg/abandon.hpp"
#include "smg/canon.hpp"
#include "smg/checks.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using engines::g_cpuTimeout;
using smg::kNoValue;

Engine::Engine(const Program& prog, const Options& opts)
    : prog_(prog), opts_(opts), props_(opts.explore.props), domains_(prog), widenBounds_(widenBounds(prog)),
      missesInARow_(prog.functions.size()), namedGlobals_(ir::globalsNamed(prog)) {
  for (const Function& fn : prog.functions) {
    std::vector<uint32_t>& preds = joins_.emplace_back(fn.blocks.size());
    for (const Inst& in : fn.insts) Liveness::forEachSuccessor(fn, in, [&](uint32_t b) { ++preds[b]; });
    liveness_.push_back(fn.defined ? std::make_unique<Liveness>(prog, fn) : nullptr);
  }
  if (opts.explore.invariants) watchLoops();
  findLoopHeads();
}

State Engine::initial() {
  State s;
  smg::Smg& g = s.g;
  for (const Global& gl : prog_.globals) {
    ObjectId o = g.addObject(smg::ObjectKind::Global, smg::Size::known(gl.size), gl.name, true);
    globalObj_.push_back(o);
    markReadOnly(o, gl.constant);
  }
  for (const Function& fn : prog_.functions) {
    ObjectId o = g.addObject(smg::ObjectKind::Global, smg::Size::known(1), fn.name, true);
    functionObj_.push_back(o);
    markReadOnly(o, true);
  }
  // Initialisers in pointer-sized pieces (reads of other sizes compose
  // them, exec.cpp), then the pointers in them.
  unsigned pb = prog_.ptrBytes;
  for (size_t i = 0; i < prog_.globals.size(); ++i) {
    const Global& gl = prog_.globals[i];
    for (uint64_t off = 0; off < gl.init.size(); off += pb) {
      uint64_t len = std::min<uint64_t>(pb, gl.init.size() - off), bits = 0;
      for (uint64_t k = 0; k < len; ++k) bits |= uint64_t{gl.init[off + k]} << (8 * k);
      if (bits) g.write(globalObj_[i], static_cast<int64_t>(off), len, 1, g.constant(static_cast<int64_t>(bits)));
    }
    for (const Reloc& r : gl.relocs) {
      ObjectId target = r.ref == RefKind::Global ? globalObj_[r.target] : functionObj_[r.target];
      g.write(globalObj_[i], static_cast<int64_t>(r.offset), pb, 1, g.addressOf(target, static_cast<int64_t>(r.addend)));
    }
    if (!gl.defined) libraryVariable(g, i);
  }
  if (prog_.mainIndex < 0) {
    unknown(s, "the program has no main function");
    return s;
  }
  const Function& main = prog_.functions[prog_.mainIndex];
  std::vector<ValueId> args;
  if (mainArguments(s, args)) pushFrame(s, main, args, kNoOperand, main.loc);
  return s;
}

void Engine::markReadOnly(ObjectId o, bool readOnly) {
  if (readOnly_.size() <= o) readOnly_.resize(o + 1);
  readOnly_[o] = readOnly;
}

void Engine::libraryVariable(smg::Smg& g, size_t global) {
  const Global& gl = prog_.globals[global];
  unsigned pb = prog_.ptrBytes;
  // The standard streams point to FILEs of their own, never null, which no
  // program reads into.
  if (gl.size == pb && (gl.name == "stdin" || gl.name == "stdout" || gl.name == "stderr")) {
    ObjectId file = g.addObject(smg::ObjectKind::Global, smg::Size::known(1), "FILE of " + gl.name, true);
    markReadOnly(file, true);
    g.write(globalObj_[global], 0, pb, 1, g.addressOf(file, 0));
    return;
  }
  // Any other is any value, in pointer-sized pieces as initialisers are.
  for (uint64_t off = 0; off < gl.size; off += pb)
    g.write(globalObj_[global], static_cast<int64_t>(off), std::min<uint64_t>(pb, gl.size - off), 1, g.fresh());
}

bool Engine::advance(State& s) {
  while (!s.ended) {
    // The abstracting search cuts no path: every loop passes a loop head.
    if (opts_.maxPathSteps && !opts_.abstraction && s.steps >= opts_.maxPathSteps) {
      unknown(s, fmt::format("a path longer than {} instructions was cut", opts_.maxPathSteps));
      return false;
    }
    if ((++s.steps & 1023) == 0 && g_cpuTimeout) return false;
    Frame& f = s.frames.back();
    const Function& fn = *f.fn;
    const Inst& in = fn.insts[f.pc++];
    ++res_.stats.steps;
    step(s, in);
    if (s.ended) return false;
    bool branch = in.op == Op::Br || in.op == Op::CondBr || in.op == Op::Switch;
    if (branch && joins_[fn.index][s.frames.back().block] >= 2) return true;
  }
  return false;
}

std::vector<ValueId> Engine::rootValues(State& s, bool onlyLive) {
  std::vector<ValueId> roots;
  if (!onlyLive) {
    for (ValueId v : s.regs)
      if (v != kNoValue) roots.push_back(v);
    for (const Input& i : s.inputs) roots.push_back(i.value);
  } else {
    for (uint32_t w : liveRegisters(s)) {
      ValueId& r = s.regs[w];
      if (r == kNoValue) r = s.g.fresh(true);
      roots.push_back(r);
    }
  }
  roots.insert(roots.end(), s.pinned.begin(), s.pinned.end());
  roots.insert(roots.end(), s.atExit.begin(), s.atExit.end());
  return roots;
}

std::vector<ObjectId> Engine::rootObjects(const State& s) const {
  std::vector<ObjectId> roots = globalObj_;
  roots.insert(roots.end(), functionObj_.begin(), functionObj_.end());
  roots.insert(roots.end(), runtimeObj_.begin(), runtimeObj_.end());
  for (const Frame& f : s.frames) roots.insert(roots.end(), f.objects.begin(), f.objects.end());
  return roots;
}

std::string Engine::key(State& s) {
  std::vector<ValueId> live = rootValues(s, true);
  s.g.prune(rootValues(s, false));
  // Ids prune() dropped may be handed out again: their relations must go.
  std::erase_if(s.links, [&](const Link& l) { return !s.g.valueExists(l.y) || !s.g.valueExists(l.base); });
  std::erase_if(s.orders, [&](const Order& o) { return !s.g.valueExists(o.x) || !s.g.valueExists(o.y); });
  smg::Canonical c = smg::canonicalize(s.g, rootObjects(s), live);
  std::string k = std::move(c.bytes);
  // Links and orders constrain the values as much as the graph does: two
  // states alike but for one are different states (merging them would drop
  // the behaviours only the one without it has).
  absl::flat_hash_map<ValueId, uint32_t> number;
  for (uint32_t i = 0; i < c.values.size(); ++i) number.emplace(c.values[i], i);
  std::vector<std::array<int64_t, 5>> relations;
  auto relate = [&](ValueId a, ValueId b, int64_t p, int64_t q, int64_t r) {
    auto x = number.find(s.g.find(a)), y = number.find(s.g.find(b));
    if (x != number.end() && y != number.end()) relations.push_back({x->second, y->second, p, q, r});
  };
  for (const Link& l : s.links) relate(l.y, l.base, l.mul, l.add, l.bits);
  // Orders have a negative third entry: no link's multiplier is.
  for (const Order& o : s.orders) relate(o.x, o.y, -1 - (o.strict + 2 * o.sign), o.bits, 0);
  std::sort(relations.begin(), relations.end());
  relations.erase(std::unique(relations.begin(), relations.end()), relations.end());
  k.append(reinterpret_cast<const char*>(relations.data()), relations.size() * sizeof relations[0]);
  for (const Frame& f : s.frames) {
    uint32_t where[2] = {f.fn->index, f.pc};
    k.append(reinterpret_cast<const char*>(where), sizeof where);
  }
  // A trailer of fixed size with the counts keeps keys of different
  // shapes apart (links of one could not read as frames of another).
  uint32_t trailer[9] = {static_cast<uint32_t>(relations.size()), static_cast<uint32_t>(s.frames.size()),
                         s.exiting.has_value(), s.exiting ? s.exiting->depth : 0, s.exiting && s.exiting->viaExit,
                         s.leaked, s.entry, static_cast<uint32_t>(s.pinned.size()), s.goal};
  k.append(reinterpret_cast<const char*>(trailer), sizeof trailer);
  return k;
}

void Engine::collect(State& s) {
  // Segments exist only where the verifier abstracted.
  if (opts_.abstraction)
    if (auto seg = smg::emptinessDecides(s.g, rootValues(s, true)))
      return onEmptiness(s, *seg, [&](State& t) { collect(t); });
  std::vector<ObjectId> lost = smg::findGarbage(s.g, rootValues(s, true));
  if (lost.empty()) return;
  // A lost segment that may be empty loses memory only where it is not.
  for (ObjectId o : lost)
    if (s.g.isSegment(o) && s.g.minLength(o) == 0) return onEmptiness(s, o, [&](State& t) { collect(t); });
  if (props_.validMemtrack) {
    error(s, sem::ErrorKind::MemoryLeak, "memory lost");
    if (s.ended) return;
  }
  // Only memcleanup reads it: elsewhere it would keep states apart.
  if (props_.validMemcleanup) s.leaked = true;
  for (ObjectId o : lost) s.g.removeObject(o);
}

void Engine::exit(State& s, bool viaExit, bool runsHandlers) {
  // A return from main has killed main's locals already (SV-COMP); exit()
  // and abort() keep the stack as roots.
  size_t forked = forks_.size();
  collect(s);
  // Where a lost segment may be empty, collect() split s: each part ends
  // as s does (resumed instead, a part past main's return has no frame).
  for (size_t i = forked, split = forks_.size(); i < split; ++i) {
    State t = std::move(forks_[i]);
    exit(t, viaExit, runsHandlers);
    forks_[i] = std::move(t);
  }
  if (s.ended) return;
  if (s.exiting) {
    // The handlers ran: the program ends as it began to.  exit() inside
    // one skips the handlers left (as the explicit engine does; C leaves
    // it undefined).
    s.atExit.clear();
    viaExit = s.exiting->viaExit;
  } else if (runsHandlers && !s.atExit.empty()) {
    s.exiting = State::Exiting{static_cast<uint32_t>(s.frames.size()), viaExit};
    return nextHandler(s);
  }
  if (viaExit) s.frames.clear();
  if (props_.validMemcleanup) {
    // The callers' part of the graph is not here to be looked at.
    if (s.entry != State::kNoEntry) return unknown(s, "the program ends inside a summarised call");
    std::vector<ObjectId> live = smg::liveHeap(s.g);
    // Only possibly empty segments left: whether memory is left depends on them.
    auto maybe = [&](ObjectId o) { return s.g.isSegment(o) && s.g.minLength(o) == 0; };
    if (!s.leaked && !live.empty() && std::all_of(live.begin(), live.end(), maybe))
      return onEmptiness(s, live.front(), [&](State& t) { exit(t, viaExit, false); });
    if (s.leaked || !live.empty()) {
      error(s, sem::ErrorKind::MemoryLeak,
            s.leaked ? "memory lost before exit was never freed" : "memory still allocated at exit", "valid-memcleanup");
      if (s.ended) return;
    }
  }
  dump(s, "final");
  s.ended = true;
}

void Engine::nextHandler(State& s) {
  while (!s.atExit.empty()) {
    ValueId h = s.atExit.back();
    s.atExit.pop_back();
    const smg::PointsTo* pt = s.g.pointsTo(h);
    const Function* fn = pt ? functionAt(*pt) : nullptr;
    if (!fn) return error(s, sem::ErrorKind::InvalidCall, "an atexit handler that is not a function");
    if (!fn->defined) continue;
    LocId at = s.frames.empty() ? prog_.functions[prog_.mainIndex].loc : s.frames.back().callLoc;
    return pushFrame(s, *fn, {}, kNoOperand, at);
  }
  exit(s, s.exiting->viaExit, false);
}

void Engine::incomplete(const std::string& why) {
  // The abstracting search can no longer answer TRUE, and a violation it
  // could confirm the hunters find too: it stops.
  if (opts_.abstraction) stop_ = true;
  for (const std::string& r : res_.incomplete)
    if (r == why) return;
  res_.incomplete.push_back(why);
}

void Engine::unknown(State& s, const std::string& why) {
  incomplete(why);
  s.ended = true;
}

void Engine::dump(State& s, const char* what) {
  if (!opts_.drawStates || plots_.size() >= kMaxPlots) return;
  plots_.push_back({fmt::format("{}-{}", what, plots_.size() + 1), s.g, true});
}

void Engine::error(State& s, sem::ErrorKind kind, const std::string& what, const std::string& property) {
  std::string prop = property.empty() ? explore::propertyOf(kind, props_) : property;
  if (prop.empty()) {
    // When unreach-call is not checked, the error function and a failed
    // assert() end the program as abort() does.
    if (kind == sem::ErrorKind::ReachError || kind == sem::ErrorKind::AssertionFailure) return exit(s, true, false);
    // A test's run stops at any error: for a goal, every error ends its path.
    if (sem::isUndefinedBehaviour(kind) || opts_.coverage) return undefinedBehaviour(s, kind, what);
    return unknown(s, fmt::format("a path ended in {} ({})", sem::kindName(kind), what));
  }
  dump(s, "error");
  if (s.abstracted) {
    unknown(s, fmt::format("a violation of {} ({}) was met after list abstraction {}, on a path no run can replay", prop,
                           what, where(s)));
    metAfterAbstraction_ = true;
    return;
  }
  bool confirmed = confirm(s, prop);
  if (!confirmed)
    incomplete(fmt::format("a {} violation found symbolically ({}) {} was not confirmed by a concrete run", prop, what,
                           where(s)));
  // Error recovery: lost memory is dropped and the path goes on.
  s.ended = !(confirmed && opts_.explore.allErrors && kind == sem::ErrorKind::MemoryLeak && property.empty());
}

std::string Engine::where(const State& s) const {
  // exit() and main's return have ended every frame.
  if (s.frames.empty()) return "when the program ends";
  const ir::Loc& at = prog_.locs[current(s)];
  return fmt::format("at {}:{}", std::filesystem::path(prog_.files[at.file]).filename().string(), at.line);
}

ir::LocId Engine::current(const State& s) const {
  const Frame& f = s.frames.back();
  return f.pc ? f.fn->insts[f.pc - 1].loc : f.fn->loc;
}

void Engine::undefinedBehaviour(State& s, sem::ErrorKind kind, const std::string& what) {
  s.ended = true;
  LocId loc = current(s);
  auto here = [&](const explore::Result::Undefined& u) { return u.violation.kind == kind && u.violation.loc == loc; };
  if (std::any_of(res_.undefined.begin(), res_.undefined.end(), here)) return;
  std::optional<explore::Result> r = concreteRun(s, false, [&](const explore::Result& r) {
    return std::any_of(r.undefined.begin(), r.undefined.end(), here);
  });
  if (!r) return explore::noteUndefined(res_, sem::Violation{kind, what, loc, {}, {}}, {}, false);
  for (explore::Result::Undefined& u : r->undefined)
    if (here(u)) explore::noteUndefined(res_, u.violation, std::move(u.trace));
}

std::optional<explore::Result> Engine::concreteRun(State& s, bool memtrack,
                                                   const std::function<bool(const explore::Result&)>& wanted) {
  std::vector<std::pair<ValueId, unsigned>> inputs;
  for (const Input& i : s.inputs) {
    const Type& t = prog_.types[i.type];
    inputs.emplace_back(i.value, t.kind == TypeKind::Int ? t.bits : t.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : 64);
  }
  std::vector<std::vector<uint64_t>> tried;
  for (int variant = 0; variant < 3 && !g_cpuTimeout; ++variant) {
    std::vector<uint64_t> values = pickInputs(s.g, inputs, variant);
    if (std::find(tried.begin(), tried.end(), values) != tried.end()) continue;
    tried.push_back(values);
    explore::Options eo = opts_.explore;
    eo.pinned.emplace();
    for (size_t k = 0; k < values.size(); ++k) {
      if (s.inputs[k].request) eo.pinnedInputs.push_back(inputValue(s, s.inputs[k], values[k]));
      else eo.pinned->push_back(sem::Word{values[k], 0, mem::kNoObj});
    }
    eo.timeoutSeconds = 0;  // the shape engine's own limit stands
    eo.maxStates = 10000;
    // A path the abstraction summarised may be long when run: a loop that
    // ends only by a signed overflow allocates 2^31 times.  Past these a
    // run is incomplete and the finding stays unconfirmed.
    eo.limits.maxSteps = 10'000'000;
    eo.limits.maxHeap = uint64_t{1} << 30;
    // The search for lost memory at each choice walks the whole heap: a
    // run confirming anything else goes without it (a leak on the way then
    // does not end the run before what it is to confirm).
    if (!memtrack) eo.props.validMemtrack = false;
    eo.allErrors = false;
    eo.order = explore::Order::DepthFirst;
    ++confirmations_;
    explore::Result r = explore::explore(prog_, eo);
    if (wanted(r)) return r;
  }
  return std::nullopt;
}

// Only a violation of the same property found by a concrete run is
// reported, with that run's trace.
bool Engine::confirm(State& s, const std::string& property) {
  std::optional<explore::Result> found = concreteRun(s, property == "valid-memtrack", [&](const explore::Result& r) {
    return r.verdict == explore::Result::Verdict::False && r.property == property;
  });
  if (!found) return false;
  const explore::Result& r = *found;
  if (res_.verdict != explore::Result::Verdict::False) {
    res_.verdict = explore::Result::Verdict::False;
    res_.property = r.property;
    res_.violation = r.violation;
    res_.trace = r.trace;
  } else {
    auto same = [&](const sem::Violation& v) { return v.kind == r.violation.kind && v.loc == r.violation.loc; };
    bool seen = same(res_.violation);
    for (const auto& [v, t] : res_.more) seen |= same(v);
    if (!seen) res_.more.emplace_back(r.violation, r.trace);
  }
  if (!opts_.explore.allErrors) stop_ = true;
  return true;
}

Result Engine::run() {
  engines::CpuTimer timer(opts_.explore.timeoutSeconds);
  auto started = std::chrono::steady_clock::now();
  std::deque<State> work;
  work.push_back(initial());
  explore::Stats& st = res_.stats;
  const bool bfs = opts_.explore.order == explore::Order::BreadthFirst;
  try {
    // A polyhedra operation still running when the flag is raised is
    // abandoned, and with it the run: an UNKNOWN for the limit, below.
    smg::AbandonWhen abandon(g_cpuTimeout);
    while (!work.empty() && !stop_ && !g_cpuTimeout) {
      State s = std::move(bfs ? work.front() : work.back());
      bfs ? work.pop_front() : work.pop_back();
      bool atJoin = advance(s);
      // Memory lost since the last look (a register overwritten or dead) is
      // reported before the state is compared: the comparison sees only what
      // the roots reach, and an equal state would end the path unreported.
      if (atJoin) collect(s);
      // Successors split off go below s: depth-first, a path takes each
      // decision's first outcome (a loop on an input left at once) before
      // the others, so short runs are searched before long ones.
      st.maxDepth = std::max<uint64_t>(st.maxDepth, s.forks);
      for (State& t : forks_) work.push_back(std::move(t));
      forks_.clear();
      if (atJoin && !s.ended) {
        bool fresh = opts_.abstraction && isLoopHead(s) ? fixedPoint(s) : visited_.insert(key(s)).second;
        if (fresh) {
          ++st.states;
          if (opts_.explore.maxStates && st.states >= opts_.explore.maxStates) {
            incomplete(fmt::format("state limit of {} reached", opts_.explore.maxStates));
            break;
          }
          work.push_back(std::move(s));
        } else {
          ++st.revisits;
        }
      } else {
        ++st.paths;
      }
    }
  } catch (const smg::Abandoned&) {
    // The state being advanced is lost: never a TRUE, whatever the flag
    // says by now.
    incomplete("a polyhedra operation was abandoned at the stop");
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  st.peakMB = engines::peakResidentMB();
  if (res_.verdict != explore::Result::Verdict::False) {
    if (g_cpuTimeout) {
      res_.verdict = explore::Result::Verdict::Unknown;
      res_.reason = engines::stopReason(opts_.explore.timeoutSeconds);
    } else if (res_.incomplete.empty() && work.empty()) {
      res_.verdict = explore::Result::Verdict::True;
      if (loopFacts_) {
        res_.invariants = loopFacts_->invariants();
        res_.invariantsWhy = loopFacts_->why();
      }
    } else {
      res_.verdict = explore::Result::Verdict::Unknown;
      res_.reason = res_.incomplete.empty() ? "the search was stopped" : res_.incomplete.front();
    }
  }
  auto ascending = [](const absl::flat_hash_set<uint32_t>& set) {
    std::vector<uint32_t> out(set.begin(), set.end());
    std::sort(out.begin(), out.end());
    return out;
  };
  return Result{std::move(res_),        std::move(plots_),           confirmations_, metAfterAbstraction_,
                ascending(reached_), ascending(reachedConcretely_)};
}

Result run(const Program& prog, const Options& opts) {
  Engine e(prog, opts);
  return e.run();
}

}  // namespace ferret::shape
