// The call cache of the abstracting search (Predator §0.6, function
// summaries, as a tabulation in the search's work list): a call cuts out
// the part of the graph the callee can reach (from its arguments and the
// globals) and runs the callee on it as a state of its own, its frame the
// only one.  The caller waits at the cache entry of that cut state, found
// by canonical form (isomorphism) or, as an option, by an entry that
// entails it.  Each state the callee returns in is kept at the entry as a
// loop head keeps states (abstraction, entailment, join with widening, so
// that a recursive call that waits at its own entry ends), and every new
// one is grafted into every waiting caller's part of the graph.  The
// values where the two parts meet stay roots of the callee (pinned), so
// they name the same things in every exit.  A state put back together
// stands for what other paths reached too: it is abstracted.
#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <fmt/format.h>

#include "engines/shape/engine.hpp"
#include "smg/cut.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using smg::kNoValue;

std::string Engine::exitLocation(uint32_t entry) { return fmt::format("e{}", entry); }

namespace {

// Entries of one function kept exact before a new one is joined into one
// of them: few, since a function's entries must meet before its miss
// limit (Options::callCacheMisses) has it inlined.
constexpr size_t kJoinEntriesAfter = 2;

// The values the caller's part of g holds that the callee's part holds
// too, in the order a walk of the caller's part meets them (so that
// isomorphic calls list them alike); every object outside the callee's
// part is met.
std::vector<ValueId> boundaryOf(smg::Smg& g, const State& caller, const std::vector<bool>& inside,
                                std::span<const ValueId> calleeRoots) {
  absl::flat_hash_set<ValueId> shared;
  for (ValueId v : calleeRoots) shared.insert(g.find(v));
  for (ObjectId o = 1; o < g.objectCount(); ++o) {
    const smg::Object& ob = g.object(o);
    if (!ob.exists || !inside[o]) continue;
    if (!ob.size.isKnown()) shared.insert(g.find(ob.size.value));
    if (g.isSegment(o)) shared.insert(g.find(ob.segment.length));
    for (const smg::Field& f : ob.fields) shared.insert(g.find(f.value));
  }
  std::vector<ValueId> boundary;
  absl::flat_hash_set<ValueId> listed;
  std::vector<bool> met(g.objectCount());
  std::vector<ObjectId> work;
  auto meet = [&](ObjectId o) {
    if (!met[o]) {
      met[o] = true;
      work.push_back(o);
    }
  };
  auto note = [&](ValueId v) {
    if (v == kNoValue) return;
    v = g.find(v);
    const smg::PointsTo* p = g.pointsTo(v);
    if (p && p->object != smg::kNullObject && !inside[p->object]) return meet(p->object);
    if (!p && g.constantOf(v) && !g.value(v).undefined) return;  // the same in every graph
    if (((p && p->object != smg::kNullObject) || shared.contains(v)) && listed.insert(v).second) boundary.push_back(v);
  };
  auto drain = [&] {
    for (size_t i = 0; i < work.size(); ++i) {
      const smg::Object& ob = g.object(work[i]);
      if (!ob.size.isKnown()) note(ob.size.value);
      if (g.isSegment(work[i])) note(ob.segment.length);
      for (const smg::Field& f : ob.fields) note(f.value);
    }
  };
  for (ValueId r : caller.regs) note(r);
  for (ValueId r : caller.pinned) note(r);
  for (const Frame& f : caller.frames)
    for (ObjectId o : f.objects) {
      if (inside[o]) note(g.addressOf(o, 0));
      else meet(o);
    }
  drain();
  // What nothing of the caller's reaches (garbage not yet looked for) goes
  // back with it too.
  for (ObjectId o = 1; o < g.objectCount(); ++o)
    if (g.object(o).exists && !inside[o]) meet(o);
  drain();
  return boundary;
}

}  // namespace

bool Engine::summarise(State& s, const Function& fn, const std::vector<ValueId>& args, uint32_t dst, LocId loc) {
  if (!opts_.abstraction || opts_.callCache == Options::CallCache::Off || s.exiting) return false;
  // Past the miss limit the call is inlined, unless it is recursive: an
  // inlined recursion over a list has no end.
  auto recursive = [&] {
    return std::any_of(s.frames.begin(), s.frames.end(), [&](const Frame& f) { return f.fn == &fn; });
  };
  if (opts_.callCacheMisses && missesInARow_[fn.index] >= opts_.callCacheMisses && !recursive()) return false;
  for (uint64_t b : fn.byvalSize)
    if (b) return false;
  Waiter w{s, {}, {}, dst};
  State& caller = w.caller;
  if (dst != kNoOperand)
    for (uint32_t k = 0; k < prog_.types[fn.retType].words; ++k) set(caller, dst + k, kNoValue);
  forgetDead(caller);
  // With entailment, the globals the callee never names stay with the
  // caller (a list main keeps in a static would make every entry
  // different), emptied in the callee's part so that their ids stay.  By
  // isomorphism the states grafted so are not abstracted at the caller's
  // loop heads (bench/RESULTS.md, issue 14, shape8 and shape9; cause not
  // found): there the cut keeps every global.
  const bool entailment = opts_.callCache == Options::CallCache::Entailment;
  std::vector<ObjectId> globals, unnamed;
  for (size_t i = 0; i < globalObj_.size(); ++i)
    (!entailment || namedGlobals_[fn.index][i] ? globals : unnamed).push_back(globalObj_[i]);
  globals.insert(globals.end(), functionObj_.begin(), functionObj_.end());
  globals.insert(globals.end(), runtimeObj_.begin(), runtimeObj_.end());
  std::vector<ValueId> calleeRoots = args;
  calleeRoots.insert(calleeRoots.end(), s.atExit.begin(), s.atExit.end());
  w.inside = smg::reachable(caller.g, globals, calleeRoots);
  std::erase_if(unnamed, [&](ObjectId o) { return w.inside[o]; });
  w.boundary = boundaryOf(caller.g, caller, w.inside, calleeRoots);

  State c;
  std::vector<ValueId> keep = calleeRoots;
  keep.insert(keep.end(), w.boundary.begin(), w.boundary.end());
  for (const Input& i : s.inputs) keep.push_back(i.value);
  c.g = smg::cutOut(caller.g, w.inside, unnamed, keep);
  // Ids the cut dropped may be handed out again: relations on them go now.
  auto gone = [&](ValueId v) { return !c.g.valueExists(v); };
  for (const Link& l : s.links)
    if (!gone(l.y) && !gone(l.base)) c.links.push_back(l);
  for (const Order& o : s.orders)
    if (!gone(o.x) && !gone(o.y)) c.orders.push_back(o);
  c.inputs = s.inputs;
  c.atExit = s.atExit;
  c.leaked = s.leaked;
  c.goal = s.goal;
  c.abstracted = s.abstracted;
  c.steps = s.steps;
  c.forks = s.forks;
  c.depth = s.depth + static_cast<uint32_t>(s.frames.size());
  c.pinned = w.boundary;
  s.ended = true;
  pushFrame(c, fn, args, kNoOperand, loc);
  if (c.ended) return true;

  bool hit = false;
  uint32_t id = entryFor(s, c, fn, hit);
  if (hit) {
    ++res_.stats.callHits;
    missesInARow_[fn.index] = 0;
  } else {
    ++res_.stats.callMisses;
    ++missesInARow_[fn.index];
  }
  entries_[id].waiters.push_back(std::move(w));
  auto exits = fixpoint_.find(exitLocation(id));
  if (exits != fixpoint_.end())
    for (const State& x : exits->second.states) resume(entries_[id].waiters.back(), x);
  return true;
}

uint32_t Engine::entryFor(const State& s, State& c, const Function& fn, bool& hit) {
  const bool entailment = opts_.callCache == Options::CallCache::Entailment;
  // With entailment, entries generalise as loop heads' states do: nodes
  // merged into segments first, so that lists of different lengths meet.
  if (entailment && smg::abstract(c.g, rootValues(c, true), opts_.thresholds) > 0) {
    c.abstracted = true;
    c.inputs.clear();
  }
  hit = true;
  std::string k = key(c);
  if (auto found = entryByKey_.find(k); found != entryByKey_.end()) return found->second;
  // A recursive call: its entry joined with the one it is called from (a
  // list one node shorter, a bound one less), so that the entries stop
  // changing; an entry covering both is analysed instead.
  auto again = [&] {
    k = key(c);
    auto found = entryByKey_.find(k);
    return found == entryByKey_.end() ? State::kNoEntry : found->second;
  };
  if (s.entry != State::kNoEntry && entries_[s.entry].entry.frames[0].fn == &fn)
    if (auto j = joinStates(entries_[s.entry].entry, c, false)) {
      if (j->status.firstCoversSecond()) return s.entry;
      c = std::move(j->state);
      if (uint32_t e = again(); e != State::kNoEntry) return e;
    }
  if (entailment) {
    // An entry that covers c answers it.  Otherwise, once fn has
    // kJoinEntriesAfter entries, c is joined into one of them, the latest
    // it joins with (the widest), and widened at once (calls, unlike a
    // loop's iterations, need not come in order): the join is a new
    // entry, analysed afresh, since the exits found so far are only the
    // joined entry's, and that one is superseded (it keeps its own
    // waiters).
    std::optional<JoinedState> best;
    uint32_t into = State::kNoEntry;
    size_t live = 0;
    for (uint32_t e = static_cast<uint32_t>(entries_.size()); e-- > 0;) {
      if (entries_[e].superseded || entries_[e].entry.frames[0].fn != &fn) continue;
      ++live;
      auto j = joinStates(entries_[e].entry, c, false);
      if (!j) continue;
      if (j->status.firstCoversSecond()) return e;
      if (!best || (best->inserted && !j->inserted)) {
        best = std::move(j);
        into = e;
      }
    }
    if (best && live >= kJoinEntriesAfter) {
      widenJoin(*best, entries_[into].entry, c, true);
      entries_[into].superseded = true;
      c = std::move(best->state);
      if (uint32_t e = again(); e != State::kNoEntry) return e;
    }
  }
  hit = false;
  uint32_t id = static_cast<uint32_t>(entries_.size());
  entryByKey_.emplace(std::move(k), id);
  entries_.push_back({c, {}});
  c.entry = id;
  forks_.push_back(std::move(c));
  return id;
}

void Engine::calleeReturned(State& s, const std::vector<ValueId>& result) {
  State x = std::move(s);
  s.ended = true;
  x.pinned.insert(x.pinned.end(), result.begin(), result.end());
  // Lost memory is looked for in the callee's part (the caller's part
  // holds its pinned roots): forks of it are exits too.
  std::vector<State> exits;
  std::swap(exits, forks_);
  collect(x);
  std::swap(exits, forks_);
  exits.push_back(std::move(x));
  for (State& e : exits) {
    if (e.ended) continue;
    if (!fixedPoint(e)) {
      ++res_.stats.revisits;
      continue;
    }
    ++res_.stats.states;
    for (const Waiter& w : entries_[e.entry].waiters) resume(w, e);
  }
}

void Engine::resume(const Waiter& w, const State& exit) {
  const State& caller = w.caller;
  State t;
  t.g = exit.g;
  std::vector<bool> outside(caller.g.objectCount());
  for (ObjectId o = 1; o < outside.size(); ++o) outside[o] = caller.g.object(o).exists && !w.inside[o];
  smg::Graft graft(t.g, caller.g, outside);
  for (ObjectId o : globalObj_)
    if (outside[o]) graft.onto(o);
  for (size_t i = 0; i < w.boundary.size(); ++i) graft.glue(w.boundary[i], exit.pinned[i]);
  graft.copyObjects();
  auto mapped = [&](ValueId v) { return v == kNoValue ? kNoValue : graft.value(v); };
  t.frames = caller.frames;
  for (Frame& f : t.frames)
    for (ObjectId& o : f.objects) {
      if (graft.copied(o)) {
        o = graft.object(o);
        continue;
      }
      // A local the callee's part holds: the boundary has its address.
      const smg::PointsTo* p = nullptr;
      for (size_t i = 0; i < w.boundary.size() && !p; ++i)
        if (caller.g.pointsTo(w.boundary[i]) && *caller.g.pointsTo(w.boundary[i]) == smg::PointsTo{o, 0})
          p = t.g.pointsTo(exit.pinned[i]);
      if (!p || p->offset != 0 || p->target != smg::Target::Region)
        return incomplete("a local variable passed to a summarised call was lost");
      o = p->object;
    }
  t.regs.reserve(caller.regs.size());
  for (ValueId r : caller.regs) t.regs.push_back(mapped(r));
  for (ValueId r : caller.pinned) t.pinned.push_back(mapped(r));
  std::vector<ValueId> result(exit.pinned.begin() + static_cast<long>(w.boundary.size()), exit.pinned.end());
  if (w.dst != kNoOperand)
    for (uint32_t k = 0; k < result.size(); ++k) set(t, w.dst + k, result[k]);
  // Relations the caller had between values it still holds.
  t.links = exit.links;
  t.orders = exit.orders;
  for (const Link& l : caller.links)
    if (graft.has(l.y) && graft.has(l.base)) t.links.push_back({graft.value(l.y), graft.value(l.base), l.mul, l.add, l.bits});
  for (const Order& o : caller.orders)
    if (graft.has(o.x) && graft.has(o.y)) t.orders.push_back({graft.value(o.x), graft.value(o.y), o.strict, o.sign, o.bits});
  if (!graft.relations()) return;
  t.atExit = exit.atExit;
  t.leaked = exit.leaked;
  t.goal = exit.goal;
  t.exiting = caller.exiting;
  t.abstracted = true;
  t.entry = caller.entry;
  t.depth = caller.depth;
  t.steps = caller.steps;
  t.forks = caller.forks;
  if (!result.empty()) typeAllocated(t, result[0]);
  collect(t);
  if (t.ended) return;
  if (!fixedPoint(t)) {
    ++res_.stats.revisits;
    return;
  }
  forks_.push_back(std::move(t));
}

}  // namespace ferret::shape
