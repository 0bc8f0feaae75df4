#include "engines/smt/context_bound.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <map>
#include <optional>

#include "engines/cpu_timer.hpp"
#include "engines/smt/bmc.hpp"
#include "engines/smt/encoder.hpp"
#include "engines/smt/schedule_plan.hpp"

namespace ferret::smt {

namespace {

constexpr uint32_t kMaxThreads = 16;      // threads one check encodes, main included
constexpr uint32_t kInlineDepth = 4;      // activations of one function on a thread's stack
constexpr uint64_t kMaxEncoded = 400000;  // instructions encoded by one check
constexpr int kModels = 8;                // spurious models excluded before giving up

// One thread as encoded: its events, and what the model needs to name it.
struct Encoded {
  ThreadEncoding t;
  std::vector<Input> inputs;
  Spawn spawn;        // main: none (guard true)
  z3::expr start;     // the round it starts in
};

uint64_t value(const z3::model& m, const z3::expr& e) {
  uint64_t x = 0;
  m.eval(e, true).is_numeral_u64(x);
  return x;
}

class Check {
 public:
  Check(const Setup& setup, uint32_t contexts, uint32_t levels, const std::vector<bool>& tracked, double seconds)
      : setup_(setup), K_(contexts), levels_(levels), sol_(c_), deadline_(cpuSeconds() + seconds) {
    EncoderOptions eo;
    eo.props = setup.opts.explore.props;
    eo.inlineDepth = kInlineDepth;
    eo.maxEncoded = kMaxEncoded;
    eo.contexts = contexts;
    eo.trackedRegions = tracked;
    eo.stop = [this] { return stopped(); };
    enc_ = std::make_unique<Encoder>(c_, setup.prog, setup.facts, setup.pt, setup.regions, setup.frames, eo);
  }

  z3::context& ctx() { return c_; }

  ThreadCheck run() {
    ThreadCheck res;
    encodeAll();
    res.threads = static_cast<uint32_t>(threads_.size());
    connect();
    z3::expr lit = c_.bool_const("violation");
    z3::expr any = c_.bool_val(false);
    for (auto& [g, k] : violations_) any = any || g;
    sol_.add(z3::implies(lit, any));
    Incomplete known;
    for (int tries = 0; tries < kModels; ++tries) {
      z3::expr_vector assume(c_);
      assume.push_back(lit);
      z3::check_result r = unlessStopped(sol_.check(assume), stopped());
      if (r == z3::unknown) throw z3::exception(sol_.reason_unknown().c_str());
      if (r == z3::unsat) return noBug(res, known);
      z3::model m = sol_.get_model();
      size_t v = 0;
      while (v < violations_.size() && !m.eval(violations_[v].first, true).is_true()) ++v;
      if (v == violations_.size()) return noBug(res, known);
      if (confirmModel(m, enc_->sites()[violations_[v].second].property, res.result)) {
        res.verdict = ThreadCheck::Verdict::Bug;
        return res;
      }
      if (refine(res, m)) return res;
      learn(known, m);
      res.unconfirmed = true;
      sol_.add(!(violations_[v].first && decisions(m)));
    }
    res.verdict = ThreadCheck::Verdict::Unknown;
    res.reason = fmt::format("{} models of the context-bounded search were not reproduced by a concrete run", kModels);
    return res;
  }

 private:
  const Setup& setup_;
  uint32_t K_, levels_;
  z3::context c_;
  z3::solver sol_;
  double deadline_;
  std::unique_ptr<Encoder> enc_;
  uint32_t nextSlot_ = 1;
  std::deque<Encoded> threads_;  // by slot
  std::vector<std::pair<z3::expr, uint32_t>> violations_;
  z3::expr_vector open_{c_};
  std::vector<std::string> openWhy_;
  z3::expr_vector unwound_{c_};

  z3::expr round(uint32_t r) { return c_.bv_val(r, 8); }

  Encoded& add(uint32_t slot, const Spawn& sp) {
    threads_.push_back(Encoded{ThreadEncoding{c_}, {}, sp, round(0)});
    Encoded& e = threads_.back();
    e.t.slot = slot;
    e.t.contexts = K_;
    e.t.nextSlot = &nextSlot_;
    e.t.maxThreads = kMaxThreads;
    return e;
  }

  // Main from the initial memory and guessed rounds, then each thread
  // created, in slot order, from the rounds the one before it left.
  void encodeAll() {
    const ir::Program& prog = setup_.prog;
    Spawn none{c_.bool_val(true), 0, static_cast<uint32_t>(prog.mainIndex), Val{z3::expr(c_), z3::expr(c_)}, round(0), 0,
               c_.bv_val(0, 32), c_.bool_val(false), round(0)};
    Encoded& main = add(0, none);
    State s = enc_->mainStart();
    main.t.in.push_back(s.mem);
    for (uint32_t r = 1; r < K_; ++r) main.t.in.push_back(enc_->anyMemory("guess"));
    guesses_ = main.t.in;
    enc_->setThread(&main.t);
    encodeThread(main, std::move(s));
    // The round main ended the process in, if it did: its returns and
    // exits (a pthread_exit of main lets the others go on).
    z3::expr processEnd = round(K_);
    for (auto& [g, r] : main.t.ends) processEnd = z3::ite(g, r, processEnd);
    for (;;) {
      for (const Encoded& e : threads_)
        for (const Spawn& sp : e.t.spawns) pending_.emplace(sp.slot, sp);
      auto it = pending_.find(static_cast<uint32_t>(threads_.size()));
      if (it == pending_.end()) break;
      const std::vector<Mem> in = threads_.back().t.out;
      Encoded& e = add(it->first, it->second);
      e.t.in = in;
      e.t.processEnd = processEnd;
      e.start = z3::expr(c_.constant(fmt::format("start{}", e.t.slot).c_str(), c_.bv_sort(8)));
      enc_->setThread(&e.t);
      Outputs out;
      State st = enc_->threadStart(e.spawn, e.start, out);
      for (const z3::expr& f : out.facts) sol_.add(f);
      encodeThread(e, std::move(st));
    }
  }

  std::map<uint32_t, Spawn> pending_;
  std::vector<Mem> guesses_;

  void encodeThread(Encoded& e, State start) {
    std::map<CutKey, std::vector<State>> frontier;
    CutKey key{{{start.stack.back().fn, 0}}};
    frontier[key].push_back(std::move(start));
    for (uint32_t level = 0; level < levels_ && !frontier.empty(); ++level) {
      Outputs out;
      for (auto& [k, states] : frontier) enc_->run(enc_->join(states, out), out);
      frontier.clear();
      for (auto& cut : out.cuts) frontier[cut.key].push_back(std::move(cut.state));
      take(e, out);
    }
    // Paths longer than the bound: the thread runs no further (an
    // under-approximation the answer names).
    Outputs out;
    for (auto& [k, states] : frontier)
      for (State& st : states) {
        enc_->leave(st, c_.bool_val(true), out);
        unwound_.push_back(st.guard);
      }
    e.t.out = enc_->roundEnds(out);
    take(e, out);
  }

  void take(Encoded& e, Outputs& out) {
    e.inputs.insert(e.inputs.end(), out.inputs.begin(), out.inputs.end());
    for (const z3::expr& f : out.facts) sol_.add(f);
    sortBads(*enc_, out, violations_, open_, openWhy_);
  }

  // The guesses the last thread must meet, the ends joins wait for.
  void connect() {
    const std::vector<Mem>& last = threads_.back().t.out;
    for (uint32_t r = 0; r + 1 < K_; ++r) sol_.add(enc_->sameMemory(last[r], guesses_[r + 1]));
    for (Encoded& e : threads_) {
      z3::expr exits = c_.bool_val(false);
      for (const z3::expr& g : e.t.exits) exits = exits || g;
      z3::expr runs = e.t.slot ? e.spawn.guard && z3::ult(e.start, round(K_)) && z3::ult(e.start, e.t.processEnd)
                               : c_.bool_val(true);
      sol_.add(z3::implies(runs, exits));
      if (!e.t.slot) continue;  // main's ends are the process's
      z3::expr ended = c_.bool_val(false);
      for (auto& [g, r] : e.t.ends) {
        ended = ended || g;
        sol_.add(z3::implies(g, e.spawn.endRound == r));
      }
      sol_.add(e.spawn.ended == ended);
    }
    unsigned pb = 8 * setup_.prog.ptrBytes;
    for (Encoded& j : threads_)
      for (const Join& join : j.t.joins) {
        z3::expr can = c_.bool_val(false);
        for (Encoded& e : threads_) {
          if (!e.t.slot || e.t.slot == join.joiner) continue;
          z3::expr before = z3::ult(e.spawn.endRound, join.round) ||
                            (e.spawn.endRound == join.round && c_.bool_val(e.t.slot < join.joiner));
          can = can || (join.target == c_.bv_val(e.t.slot, pb) && e.spawn.ended && before);
        }
        sol_.add(z3::implies(join.guard, can));
      }
  }

  bool stopped() const { return engines::g_stop || cpuSeconds() > deadline_; }

  z3::expr disjunction(const z3::expr_vector& v) {
    z3::expr d = c_.bool_val(false);
    for (const z3::expr& g : v) d = d || g;
    return d;
  }

  // What is known of the paths past the bounds and those meeting what the
  // encoding does not model: decided or not, and if so whether some exist
  // (`open`: the first such construct's name).
  struct Incomplete {
    std::optional<bool> unwound;
    std::optional<bool> open;
    std::string why;
  };

  // What a model shows: a path past the bounds, or one meeting what the
  // encoding does not model, exists if the model has one.
  void learn(Incomplete& k, const z3::model& m) {
    for (const z3::expr& g : unwound_)
      if (!k.unwound && m.eval(g, true).is_true()) k.unwound = true;
    for (unsigned i = 0; i < open_.size() && !k.open; ++i)
      if (m.eval(open_[i], true).is_true()) k.open = true, k.why = openWhy_[i];
  }

  // Whether some path satisfies one of `guards`, unless the search was
  // cut short (an interrupted check may answer unsat: watchdog.hpp).
  z3::check_result some(const z3::expr_vector& guards) {
    z3::expr_vector assume(c_);
    assume.push_back(disjunction(guards));
    z3::check_result r = sol_.check(assume);
    return r == z3::sat || !stopped() ? r : z3::unknown;
  }

  // Regions a model read untracked: a model that did is no evidence, and
  // the check is made again tracking them.
  bool refine(ThreadCheck& res, const z3::model& m) {
    res.regions = untrackedRead(m);
    if (res.regions.empty()) return false;
    res.verdict = ThreadCheck::Verdict::Refine;
    return true;
  }

  // No violation within the bounds: the answer says whether a path goes
  // on past them or meets what the encoding does not model.  One query
  // asks for either, on the solver that just proved the violation absent:
  // for a program complete within the bounds it settles both (asked one
  // after the other, each took nearly as long as the proof itself:
  // Peterson's algorithm at 3 contexts, 41 s, 0 s and 33 s).  A model of
  // either answers for what it shows, and what it does not show is asked
  // alone.
  ThreadCheck& noBug(ThreadCheck& res, Incomplete k) {
    res.verdict = ThreadCheck::Verdict::NoBug;
    if (!k.unwound || !k.open) {
      z3::expr_vector either(c_);
      either.push_back(disjunction(unwound_) || disjunction(open_));
      z3::check_result r = some(either);
      if (r == z3::unsat) k = Incomplete{false, false, ""};
      if (r == z3::sat && refine(res, sol_.get_model())) return res;
      if (r == z3::sat) learn(k, sol_.get_model());
    }
    if (!k.unwound) {
      z3::check_result r = some(unwound_);
      if (r == z3::sat && refine(res, sol_.get_model())) return res;
      k.unwound = r != z3::unsat;
    }
    res.unwound = *k.unwound;
    if (!k.open) {
      z3::check_result r = some(open_);
      res.undecided = r == z3::unknown;
      if (res.undecided) res.reason = "whether a path meets what the encoding does not model was not decided";
      if (r == z3::sat && refine(res, sol_.get_model())) return res;
      if (r == z3::sat) learn(k, sol_.get_model());
    }
    if (k.open.value_or(false)) res.reason = k.why;
    return res;
  }

  // The model as contexts: each thread's rounds and where each ends.
  ContextPlan plan(const z3::model& m) {
    ContextPlan p;
    p.threads.resize(threads_.size());
    struct Ctx {
      uint64_t round;
      uint32_t slot;
      uint64_t until;
    };
    std::vector<Ctx> all;
    for (const Encoded& e : threads_) {
      uint32_t s = e.t.slot;
      if (!m.eval(e.spawn.guard, true).is_true()) continue;
      uint64_t r = value(m, e.start);
      if (r >= K_) continue;
      p.threads[s].creator = e.spawn.creator;
      p.threads[s].createdAt = value(m, e.spawn.steps);
      p.threads[s].inputs = inputsOf(setup_.prog, m, e.inputs);
      std::vector<std::pair<uint64_t, uint64_t>> moves;  // steps, next round
      for (const Switch& sw : e.t.switches) {
        if (!m.eval(sw.guard, true).is_true()) continue;
        uint64_t from = value(m, sw.round), to = value(m, sw.next);
        if (to > from) moves.push_back({value(m, sw.steps), to});
      }
      std::sort(moves.begin(), moves.end());
      for (auto [steps, to] : moves) {
        all.push_back(Ctx{r, s, steps});
        r = to;
        if (r >= K_) break;
      }
      if (r < K_) all.push_back(Ctx{r, s, UINT64_MAX});
    }
    std::stable_sort(all.begin(), all.end(), [](const Ctx& a, const Ctx& b) {
      return a.round != b.round ? a.round < b.round : a.slot < b.slot;
    });
    for (const Ctx& c : all) p.contexts.push_back({c.slot, c.until});
    return p;
  }

  bool confirmModel(const z3::model& m, const std::string& property, explore::Result& out) {
    double t0 = cpuSeconds();
    PlannedRun run = runPlan(setup_.prog, plan(m), setup_.opts.explore);
    bool ok = false;
    if (run.violation) {
      std::vector<uint64_t> inputs;
      for (const sem::Word& w : run.inputs) inputs.push_back(w.v);
      ok = confirm(setup_, inputs, property, out, &run.schedule);
    }
    setup_.stats.confirmSeconds += cpuSeconds() - t0;
    return ok;
  }

  std::vector<uint32_t> untrackedRead(const z3::model& m) {
    std::vector<uint32_t> regions;
    for (const Encoded& e : threads_)
      for (auto& [g, r] : e.t.untracked)
        if (std::find(regions.begin(), regions.end(), r) == regions.end() && m.eval(g, true).is_true())
          regions.push_back(r);
    return regions;
  }

  // The model's choices of rounds, to exclude its schedule and no other.
  z3::expr decisions(const z3::model& m) {
    z3::expr d = c_.bool_val(true);
    for (const Encoded& e : threads_) {
      if (e.t.slot) d = d && e.start == m.eval(e.start, true);
      for (const Switch& sw : e.t.switches)
        if (m.eval(sw.guard, true).is_true()) d = d && sw.next == m.eval(sw.next, true);
    }
    return d;
  }
};

}  // namespace

ThreadCheck checkThreads(const Setup& setup, Watchdog& dog, uint32_t contexts, uint32_t levels,
                         const std::vector<bool>& tracked, double seconds) {
  Check check(setup, contexts, levels, tracked, seconds);
  Watchdog::Guard guard(dog, check.ctx(), seconds);
  try {
    return check.run();
  } catch (const z3::exception& e) {
    ThreadCheck res;
    res.reason = e.msg();
    return res;
  }
}

bool createsThreads(const ir::Program& prog, const Facts& facts) {
  for (uint32_t f = 0; f < prog.functions.size(); ++f) {
    if (!facts.reachable[f] || !prog.functions[f].defined) continue;
    for (const ir::Inst& in : prog.functions[f].insts)
      if (in.op == ir::Op::CallExtern && prog.functions[in.a].name == "pthread_create") return true;
  }
  return false;
}

}  // namespace ferret::smt
