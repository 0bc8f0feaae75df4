// The fixed point of the abstracting search (Predator's verifier): at each
// loop head a set of abstract states is kept per location (the frames'
// program points).  A state arriving there is abstracted (list nodes
// merged into segments), then compared with the kept ones by joining
// them: entailed by one, its path ends; covering one, it replaces it;
// incomparable, it is joined into one where the policy allows (with
// widening, so that integers cannot grow forever) or kept beside them.
// The search ends when nothing new arrives: every state reached at a loop
// head is covered by a kept one, whose successors were all explored.
#include <absl/container/flat_hash_set.h>
#include <absl/hash/hash.h>
#include <algorithm>
#include <fmt/format.h>

#include "engines/shape/engine.hpp"
#include "ir/constants.hpp"
#include "smg/join.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using smg::kNoValue;

void Engine::findLoopHeads() {
  // Targets of back edges of a depth-first walk from the entry block.
  for (const Function& fn : prog_.functions) {
    std::vector<bool>& heads = loopHeads_.emplace_back(fn.blocks.size());
    if (fn.blocks.empty()) continue;
    auto successors = [&](uint32_t b) {
      uint32_t end = b + 1 < fn.blocks.size() ? fn.blocks[b + 1].first : static_cast<uint32_t>(fn.insts.size());
      std::vector<uint32_t> out;
      Liveness::forEachSuccessor(fn, fn.insts[end - 1], [&](uint32_t t) { out.push_back(t); });
      return out;
    };
    enum : uint8_t { White, Grey, Black };
    std::vector<uint8_t> colour(fn.blocks.size(), White);
    std::vector<std::pair<uint32_t, std::vector<uint32_t>>> stack;
    stack.emplace_back(0, successors(0));
    colour[0] = Grey;
    while (!stack.empty()) {
      auto& [b, next] = stack.back();
      if (next.empty()) {
        colour[b] = Black;
        stack.pop_back();
        continue;
      }
      uint32_t t = next.back();
      next.pop_back();
      if (colour[t] == Grey) heads[t] = true;
      if (colour[t] != White) continue;
      colour[t] = Grey;
      stack.emplace_back(t, successors(t));
    }
  }
}

bool Engine::isLoopHead(const State& s) const {
  const Frame& f = s.frames.back();
  return loopHeads_[f.fn->index][f.block];
}

std::vector<uint32_t> Engine::liveRegisters(const State& s) {
  std::vector<uint32_t> out;
  for (const Frame& f : s.frames) {
    uint64_t k = (uint64_t{f.fn->index} << 32) | f.pc;
    auto it = live_.find(k);
    if (it == live_.end()) it = live_.emplace(k, liveness_[f.fn->index]->liveBefore(f.pc)).first;
    // C variables keep their values until their frame ends, and memory is
    // lost when the last of them lets go of it.  The verifier, whose
    // violations after abstraction are never reported, forgets a dead one:
    // a stale pointer into a list (the node just freed, the one before a
    // cursor) kept its nodes from being merged into a segment.
    if (!opts_.abstraction)
      for (uint32_t w = f.fn->localsBegin; w < f.fn->localsEnd; ++w) out.push_back(f.regBase + w);
    for (uint32_t w : it->second) out.push_back(f.regBase + w);
  }
  return out;
}

void Engine::forgetDead(State& s) {
  std::vector<bool> live(s.regs.size());
  for (uint32_t r : liveRegisters(s)) live[r] = true;
  for (size_t r = 0; r < s.regs.size(); ++r)
    if (!live[r]) s.regs[r] = kNoValue;
}

namespace {

// Bounds that widening jumps to (Engine::widenBounds_): the ends of the
// ranges integers are held in (the engine holds an n-bit integer
// zero-extended), and each constant the program compares with, one either
// side of it.  A counter that stops at `c < 5` then widens to 5, not to
// INT_MAX, and stays related to the list it counted.
constexpr int64_t kTypeBounds[] = {INT64_MIN, -(int64_t{1} << 31), 0, (int64_t{1} << 31) - 1,
                                   (int64_t{1} << 32) - 1, INT64_MAX};

smg::Interval widen(const std::vector<int64_t>& bounds, smg::Interval kept, smg::Interval joined) {
  smg::Interval out = joined;
  if (joined.lo < kept.lo) {
    auto it = std::upper_bound(bounds.begin(), bounds.end(), joined.lo);
    out.lo = it == bounds.begin() ? INT64_MIN : *std::prev(it);
  }
  if (joined.hi > kept.hi) {
    auto it = std::lower_bound(bounds.begin(), bounds.end(), joined.hi);
    out.hi = it == bounds.end() ? INT64_MAX : *it;
  }
  return out;
}

}  // namespace

std::vector<int64_t> Engine::widenBounds(const ir::Program& prog) {
  std::vector<int64_t> out(std::begin(kTypeBounds), std::end(kTypeBounds));
  for (const ir::ComparedConstant& c : ir::comparedConstants(prog)) {
    int64_t k = c.asSigned();
    out.push_back(k);
    if (k > INT64_MIN) out.push_back(k - 1);
    if (k < INT64_MAX) out.push_back(k + 1);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::optional<Engine::JoinedState> Engine::joinStates(const State& kept, const State& s, bool widen) {
  if (kept.frames.size() != s.frames.size() || kept.atExit.size() != s.atExit.size() ||
      kept.exiting.has_value() != s.exiting.has_value() || kept.regs.size() != s.regs.size() ||
      kept.leaked != s.leaked || kept.goal != s.goal || kept.entry != s.entry || kept.pinned.size() != s.pinned.size())
    return std::nullopt;
  for (size_t i = 0; i < s.frames.size(); ++i) {
    const Frame &a = kept.frames[i], &b = s.frames[i];
    if (a.fn != b.fn || a.pc != b.pc || a.objects.size() != b.objects.size()) return std::nullopt;
  }
  std::vector<ObjectId> objA = rootObjects(kept), objB = rootObjects(s);
  std::vector<uint32_t> regs = liveRegisters(s);
  std::vector<ValueId> valA, valB;
  for (uint32_t r : regs) {
    if (kept.regs[r] == kNoValue || s.regs[r] == kNoValue) return std::nullopt;
    valA.push_back(kept.regs[r]);
    valB.push_back(s.regs[r]);
  }
  valA.insert(valA.end(), kept.pinned.begin(), kept.pinned.end());
  valB.insert(valB.end(), s.pinned.begin(), s.pinned.end());
  valA.insert(valA.end(), kept.atExit.begin(), kept.atExit.end());
  valB.insert(valB.end(), s.atExit.begin(), s.atExit.end());
  smg::JoinOptions jo;
  jo.widen = widen;
  auto j = smg::join({kept.g, objA, valA}, {s.g, objB, valB}, jo);
  if (!j) return std::nullopt;

  JoinedState out{State{}, j->status, j->inserted, std::move(j->origins)};
  State& t = out.state;
  t.frames = kept.frames;
  size_t next = objA.size() - [&] {
    size_t n = 0;
    for (const Frame& f : kept.frames) n += f.objects.size();
    return n;
  }();
  for (Frame& f : t.frames)
    for (ObjectId& o : f.objects) o = j->objects[next++];
  t.regs.assign(kept.regs.size(), kNoValue);
  for (size_t i = 0; i < regs.size(); ++i) t.regs[regs[i]] = j->values[i];
  auto pinnedEnd = j->values.begin() + static_cast<long>(regs.size() + kept.pinned.size());
  t.pinned.assign(j->values.begin() + static_cast<long>(regs.size()), pinnedEnd);
  t.atExit.assign(pinnedEnd, j->values.end());
  t.entry = kept.entry;
  t.depth = std::min(kept.depth, s.depth);
  t.exiting = kept.exiting;
  t.leaked = kept.leaked;
  t.goal = kept.goal;
  t.abstracted = true;
  t.forks = std::max(kept.forks, s.forks);
  t.g = std::move(j->g);

  // Relations between values hold in the join where both sides have them
  // between the values joined; one only one side has is lost to it.
  absl::flat_hash_map<ValueId, std::vector<ValueId>> fromKept, fromNew;
  absl::flat_hash_map<ValueId, std::pair<ValueId, ValueId>> sources;
  for (const smg::JoinedValue& v : out.origins) {
    if (v.first.kind == smg::Origin::Value) fromKept[kept.g.find(v.first.value)].push_back(v.joined);
    if (v.second.kind == smg::Origin::Value) fromNew[s.g.find(v.second.value)].push_back(v.joined);
    sources.emplace(v.joined, std::pair{v.first.kind == smg::Origin::Value ? v.first.value : kNoValue,
                                        v.second.kind == smg::Origin::Value ? v.second.value : kNoValue});
  }
  for (bool first : {true, false}) {
    const State& st = first ? kept : s;
    const State& other = first ? s : kept;
    auto& from = first ? fromKept : fromNew;
    auto otherOf = [&](ValueId d) { return first ? sources[d].second : sources[d].first; };
    auto pairs = [&](ValueId x, ValueId y) {
      std::vector<std::pair<ValueId, ValueId>> out;
      auto ix = from.find(st.g.find(x)), iy = from.find(st.g.find(y));
      if (ix == from.end() || iy == from.end()) return out;
      for (ValueId dx : ix->second)
        for (ValueId dy : iy->second) out.emplace_back(dx, dy);
      return out;
    };
    auto lose = [&] { (first ? out.status.widerThanFirst : out.status.widerThanSecond) = true; };
    for (const Link& l : st.links)
      for (auto [dy, db] : pairs(l.y, l.base)) {
        ValueId oy = otherOf(dy), ob = otherOf(db);
        bool both = oy != kNoValue && ob != kNoValue &&
                    std::any_of(other.links.begin(), other.links.end(), [&](const Link& m) {
                      return other.g.find(m.y) == other.g.find(oy) && other.g.find(m.base) == other.g.find(ob) &&
                             m.mul == l.mul && m.add == l.add && m.bits == l.bits;
                    });
        if (!both) lose();
        else if (first) t.links.push_back({dy, db, l.mul, l.add, l.bits});
      }
    for (const Order& o : st.orders)
      for (auto [dx, dy] : pairs(o.x, o.y)) {
        ValueId ox = otherOf(dx), oy = otherOf(dy);
        bool both = ox != kNoValue && oy != kNoValue &&
                    std::any_of(other.orders.begin(), other.orders.end(), [&](const Order& m) {
                      return other.g.find(m.x) == other.g.find(ox) && other.g.find(m.y) == other.g.find(oy) &&
                             m.strict == o.strict && m.sign == o.sign && m.bits == o.bits;
                    });
        if (!both) lose();
        else if (first) t.orders.push_back({dx, dy, o.strict, o.sign, o.bits});
      }
  }
  return out;
}

namespace {

// Joins into a kept state before its counters are widened.
constexpr uint32_t kWidenAfter = 3;

}  // namespace

void Engine::widenJoin(JoinedState& best, const State& into, const State& s, bool now) {
  if (now || into.joins >= kWidenAfter)
    if (auto w = joinStates(into, s, true)) best = std::move(*w);
  // Widening: what grew since the kept state jumps to the next bound.
  // A 0/1 object's length stays at most 1 whatever it joined.
  absl::flat_hash_set<ValueId> optional;
  const smg::Smg& jg = best.state.g;
  for (ObjectId o = 1; o < jg.objectCount(); ++o)
    if (jg.object(o).exists && jg.isSegment(o) && jg.object(o).segment.next == smg::kNoLink)
      optional.insert(jg.find(jg.object(o).segment.length));
  std::vector<ValueId> grown;
  for (const smg::JoinedValue& v : best.origins) {
    if (optional.contains(jg.find(v.joined))) continue;
    smg::Interval before = v.first.kind == smg::Origin::Value   ? into.g.value(v.first.value).interval
                           : v.first.kind == smg::Origin::Number ? smg::Interval{v.first.number, v.first.number}
                                                                 : best.state.g.value(v.joined).interval;
    smg::Interval joined = best.state.g.value(v.joined).interval, wider = widen(widenBounds_, before, joined);
    if (best.state.g.constantOf(v.joined)) continue;
    best.state.g.relax(v.joined, wider);
    // The counters' hull of a few points is no widening (BHRZ03 keeps it
    // while the points grow in dimension): widened at once, a value that
    // grew keeps only its interval.
    if (now && wider != joined) grown.push_back(v.joined);
  }
  if (!grown.empty()) {
    smg::Counters k = best.state.g.counters();
    for (ValueId v : grown) k.forget(best.state.g.find(v));
    best.state.g.setCounters(std::move(k));
  }
  best.state.joins = into.joins + 1;
}

bool Engine::fixedPoint(State& s) {
  forgetDead(s);
  // A state with no memory behind it covers nothing: its path ends.
  if (!s.g.dropEmptySegments()) return false;
  std::vector<ValueId> roots = rootValues(s, true);
  if (smg::abstract(s.g, roots, opts_.thresholds) > 0) {
    s.abstracted = true;
    s.inputs.clear();
  }
  std::string k = key(s);  // prunes what nothing reaches, and the relations of what went
  std::string location;
  for (const Frame& f : s.frames) location += fmt::format("{}:{};", f.fn->index, f.pc);
  if (s.exiting) location += fmt::format("x{}{}", s.exiting->depth, s.exiting->viaExit);
  if (s.entry != State::kNoEntry) location += exitLocation(s.entry);
  Kept& here = fixpoint_[location];
  // A state equal (up to renaming) to one that arrived here before is
  // compared first with the kept state that took that one in (covered it,
  // was replaced by it or joined it): one join instead of one with each
  // kept state.  Nested lists of four levels: 3,021 of 4,822 arrivals.  A
  // kept state covers what it took in, but the join may not see that
  // (its status errs towards "wider"); then s goes on as any other.  The
  // join decides, so keys are kept as hashes: two keys with one hash cost
  // a join, nothing else.
  std::vector<State>& kept = here.states;
  auto [met, fresh] = here.met.try_emplace(absl::Hash<std::string>{}(k), kept.size());
  if (!fresh) {
    auto j = joinStates(kept[met->second], s, false);
    if (j && j->status.firstCoversSecond()) {
      ++res_.stats.metAgain;
      return false;
    }
  }
  auto tookIn = [&](size_t i) { met->second = i; };
  // With entailment, a summarised call's states hold only the callee's
  // cut, and each one kept is resumed into every caller waiting at its
  // entry: states kept side by side there multiply the callers' states
  // (nested lists of five levels, top-down: UNKNOWN at 60 s keeping 8,
  // TRUE in under 1 s joining at once), so they are joined from the first.
  // By isomorphism (entries never joined) that lost calls/many-lists.c.
  const bool joinAtOnce = s.entry != State::kNoEntry && opts_.callCache == Options::CallCache::Entailment;
  const bool joining = kept.size() >= (joinAtOnce ? 1 : opts_.joinsAfter);
  // Of the kept states s could be joined into, one of its own shape (no
  // segment inserted for nothing) loses least: a list walked half-way
  // joined with one not walked yet mixes up which part is which.
  std::optional<JoinedState> best;
  size_t into = 0;
  for (size_t i = 0; i < kept.size(); ++i) {
    auto j = joinStates(kept[i], s, false);
    if (!j) continue;
    if (j->status.firstCoversSecond()) {
      tookIn(i);
      return false;
    }
    if (j->status.secondCoversFirst()) {
      tookIn(i);
      kept[i] = s;
      return true;
    }
    if (joining && (!best || (best->inserted && !j->inserted))) {
      best = std::move(j);
      into = i;
    }
  }
  if (best) {
    widenJoin(*best, kept[into], s);
    tookIn(into);
    kept[into] = best->state;
    s = std::move(best->state);
    return true;
  }
  tookIn(kept.size());
  kept.push_back(s);
  return true;
}

}  // namespace ferret::shape
