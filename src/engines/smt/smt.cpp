// The SMT engine's schedule: a shallow bounded check first (most bugs are
// shallow), then proofs by Horn clauses from the cheapest encoding to the
// most precise, then deeper bounded checks until the time runs out.
#include "engines/smt/smt.hpp"

#include <fmt/format.h>

#include <cmath>

#include "engines/cpu_timer.hpp"
#include "engines/limits/stop.hpp"
#include "engines/smt/bmc.hpp"
#include "engines/smt/chc.hpp"
#include "engines/smt/context_bound.hpp"
#include "engines/smt/setup.hpp"

namespace ferret::smt {

bool knownMemoryModel(const std::string& name) { return parseModel(name).has_value(); }

bool confirm(const Setup& setup, const std::vector<uint64_t>& inputs, const std::string& property, explore::Result& out,
             const std::vector<uint32_t>* schedule) {
  explore::Options eo = setup.opts.explore;
  if (schedule) eo.pinnedSchedule = *schedule;
  eo.pinned.emplace();
  for (uint64_t v : inputs) eo.pinned->push_back(sem::Word{v, 0, mem::kNoObj});
  eo.timeoutSeconds = 0;  // the engine's own limit stands
  eo.maxStates = 10000;
  eo.allErrors = false;
  eo.order = explore::Order::DepthFirst;
  ++setup.stats.confirmations;
  explore::Result r = explore::explore(setup.prog, eo);
  if (r.verdict != explore::Result::Verdict::False || r.property != property) return false;
  out = std::move(r);
  return true;
}

namespace {

class Schedule {
 public:
  Schedule(const Setup& setup, Result& res) : setup_(setup), res_(res), start_(cpuSeconds()) {}

  double left() const {
    double t = setup_.opts.explore.timeoutSeconds;
    return t > 0 ? t - (cpuSeconds() - start_) : 1e9;
  }
  bool over() const { return engines::g_stop || left() <= 0.05; }

  // True when the bounded check answered.  A check kept from completeness
  // by the inlining depth starts again deeper.
  bool bmcRound(uint32_t levels, double seconds) {
    if (setup_.opts.maxLevels) levels = std::min(levels, setup_.opts.maxLevels);
    if (!bmc_ || bmc_->spent()) bmc_ = std::make_unique<Bmc>(setup_, bmc_ ? bmc_->depth() : 2);
    else if (bmc_->needsDepth()) bmc_ = std::make_unique<Bmc>(setup_, bmc_->depth() + 2);
    double t0 = cpuSeconds();
    BmcOutcome o = bmc_->extend(dog_, levels, std::min(seconds, left()));
    setup_.stats.bmcSeconds += cpuSeconds() - t0;
    unconfirmed_ = unconfirmed_ || bmc_->unconfirmed();
    switch (o.verdict) {
      case BmcOutcome::Verdict::Bug:
        res_.outcome = std::move(o.result);
        return true;
      case BmcOutcome::Verdict::Safe:
        res_.outcome.verdict = explore::Result::Verdict::True;
        setup_.stats.proof = "bmc";
        return true;
      case BmcOutcome::Verdict::Bounded:
        setup_.stats.attempts.push_back(fmt::format("bmc {} levels, calls {} deep: no bug ({})", bmc_->levels(), bmc_->depth(), o.reason));
        bounded_ = fmt::format("no bug within {} levels of unwinding ({})", bmc_->levels(), o.reason);
        return false;
      case BmcOutcome::Verdict::Unknown:
        setup_.stats.attempts.push_back(fmt::format("bmc {} levels: {}", levels, o.reason));
        return false;
    }
    return false;
  }

  // True when the proof succeeded.  Integers refine an operation to
  // wrap-around each time a counterexample leaves its range.
  bool chcAttempt(bool ints, bool abstract, double seconds) {
    std::set<std::pair<uint32_t, uint32_t>> wrap;
    std::string name = fmt::format("chc-{}{}", ints ? "int" : "bv", abstract ? "-abstract" : "");
    double until = cpuSeconds() + std::min(seconds, left());
    for (int round = 0; round < 64 && !over(); ++round) {
      double t0 = cpuSeconds();
      ChcOutcome o = chc(setup_, dog_, ints, abstract, wrap, std::max(0.1, until - t0));
      setup_.stats.chcSeconds += cpuSeconds() - t0;
      setup_.stats.approximated = std::max(setup_.stats.approximated, o.approximated);
      if (o.verdict == ChcOutcome::Verdict::Proved) {
        res_.outcome.verdict = explore::Result::Verdict::True;
        res_.invariants = std::move(o.invariants);
        setup_.stats.proof = name;
        setup_.stats.refinements += static_cast<uint32_t>(wrap.size());
        return true;
      }
      if (o.inexact && wrap.insert(*o.inexact).second && cpuSeconds() < until) continue;
      setup_.stats.attempts.push_back(fmt::format("{}: {}", name, o.reason.empty() ? "no proof" : o.reason));
      setup_.stats.refinements += static_cast<uint32_t>(wrap.size());
      return false;
    }
    setup_.stats.attempts.push_back(fmt::format("{}: out of time", name));
    return false;
  }

  std::string reason() const {
    std::string r = bounded_.empty() ? "no proof and no bug found" : bounded_;
    if (unconfirmed_) r += "; a model's concrete run did not reproduce its violation";
    return r;
  }

 private:
  const Setup& setup_;
  Result& res_;
  double start_;
  Watchdog dog_;
  std::unique_ptr<Bmc> bmc_;
  std::string bounded_;
  bool unconfirmed_ = false;
};

// A pthread program: context-bounded checks, from one context per thread
// up to the bound (bugs that need few are found at a fraction of the cost),
// tracking more regions after each spurious counterexample, and at the
// bound unwinding deeper after each check that found no bug, until the
// time is up or no path is cut by the unwinding.
std::string runThreaded(const Setup& setup, Result& res, double seconds) {
  const Options& opts = setup.opts;
  Stats& st = setup.stats;
  const uint32_t bound = opts.explore.contextBound >= 0 ? std::max(1, opts.explore.contextBound) : kDefaultContexts;
  std::vector<bool> tracked(setup.regions.regions().size(), false);
  // One object for every thread: a bug that needs each thread's own copy
  // may be missed, so no bounded claim is made.
  bool threadLocal = std::any_of(setup.prog.globals.begin(), setup.prog.globals.end(),
                                 [](const ir::Global& g) { return g.threadLocal; });
  // The encoding keeps no waiters: a destroy is checked against holders only.
  bool destroys = std::any_of(setup.prog.functions.begin(), setup.prog.functions.end(), [](const ir::Function& f) {
    return f.name == "pthread_cond_destroy" || f.name == "pthread_mutex_destroy";
  });
  double start = cpuSeconds();
  auto left = [&] { return seconds - (cpuSeconds() - start); };
  Watchdog dog;
  std::string reason = "no bug found and no check finished";
  bool unconfirmed = false, claimed = false;
  uint32_t k = 1, levels = 4;
  while (!engines::g_stop && left() > 0.05 && levels <= 4096) {
    double t0 = cpuSeconds();
    ThreadCheck c = checkThreads(setup, dog, k, levels, tracked, left());
    double spent = cpuSeconds() - t0;
    st.bmcSeconds += spent;
    st.threads = std::max(st.threads, c.threads);
    st.contexts = k;
    unconfirmed = unconfirmed || c.unconfirmed;
    switch (c.verdict) {
      case ThreadCheck::Verdict::Bug:
        res.outcome = std::move(c.result);
        return "";
      case ThreadCheck::Verdict::Refine:
        for (uint32_t r : c.regions) tracked[r] = true;
        ++st.trackingRounds;
        st.trackedRegions = static_cast<uint32_t>(std::count(tracked.begin(), tracked.end(), true));
        st.attempts.push_back(
            fmt::format("{} contexts, {} levels: a model read {} untracked regions", k, levels, c.regions.size()));
        continue;
      case ThreadCheck::Verdict::Unknown:
        st.attempts.push_back(fmt::format("{} contexts, {} levels: {}", k, levels, c.reason));
        return reason + (engines::g_stop || left() <= 0.05 ? "" : "; " + c.reason);
      case ThreadCheck::Verdict::NoBug:
        // Cut short in its follow-up queries, a deeper check says less
        // than the claim of the one before it.
        if (c.undecided && claimed) {
          st.attempts.push_back(fmt::format("{} contexts, {} levels: no bug, the rest not decided", k, levels));
          return reason + fmt::format("; no violation up to {} contexts per thread and {} levels, the rest not decided",
                                      k, levels);
        }
        claimed = !c.undecided;
        st.levels = levels;
        st.attempts.push_back(fmt::format("{} contexts, {} levels: no bug ({:.1f} s)", k, levels, spent));
        reason = fmt::format("TRUE up to {} contexts per thread", k);
        if (c.unwound) reason += fmt::format(", loops in threads unrolled to {} levels", levels);
        if (!c.reason.empty()) reason = fmt::format("no bug up to {} contexts per thread, but {}", k, c.reason);
        else if (threadLocal)
          reason = fmt::format("no bug up to {} contexts per thread, but thread-local variables are shared in the encoding", k);
        if (opts.explore.props.pthreads) reason += "; deadlocks are not searched for under a context bound";
        if (opts.explore.props.pthreads && destroys)
          reason += "; a mutex's or condition's destroy is not checked against threads waiting for it";
        if (opts.explore.props.noDataRace) reason += "; data races are not searched for under a context bound";
        if (unconfirmed) reason += "; a model's concrete run did not reproduce its violation";
        if (k < bound) {
          ++k;
          continue;
        }
        if (!c.unwound) return reason;
        levels *= 2;
        continue;
    }
  }
  return reason;
}

}  // namespace

Result run(const ir::Program& prog, const Options& opts) {
  Result res;
  engines::CpuTimer timer(opts.explore.timeoutSeconds);
  double t0 = cpuSeconds();
  auto unknown = [&](const std::string& why) {
    res.outcome.verdict = explore::Result::Verdict::Unknown;
    res.outcome.reason = why;
    res.outcome.stats.seconds = cpuSeconds() - t0;
    return res;
  };
  if (prog.mainIndex < 0) return unknown("the program has no main()");
  // The program's arguments are inputs (argc any count, argv any strings):
  // the encoding has no model of them yet, and one fixed argc would make a
  // proof that holds for one command line only.
  if (!prog.functions[prog.mainIndex].paramTypes.empty())
    return unknown("main() takes the program's arguments, which the SMT engine does not model");
  Facts facts = analyse(prog);
  for (uint32_t f = 0; f < prog.functions.size(); ++f)
    if (facts.reachable[f] && prog.functions[f].defined && !facts.fns[f].reducible)
      return unknown(fmt::format("irreducible control flow in {}() (SMT engine)", prog.functions[f].name));
  PointsTo pt(prog, facts);
  MemoryModel model = opts.memoryModel.empty() ? kDefaultModel : *parseModel(opts.memoryModel);
  Regions regions(prog, pt, model);
  Stats& st = res.stats;
  st.memoryModel = modelName(model);
  st.regions = static_cast<uint32_t>(regions.regions().size());
  st.unsafeNodes = regions.unsafeNodes();
  st.unifiedTypes = regions.unifiedTypes();
  Frames frames(prog, facts, pt, regions);
  Setup setup{prog, facts, pt, regions, frames, opts, st};
  double total = opts.explore.timeoutSeconds > 0 ? opts.explore.timeoutSeconds : 600;
  if (createsThreads(prog, facts)) {
    if (!opts.goalEdges.empty() || opts.goalAutomaton)
      return unknown("the SMT engine does not generate tests for programs that create threads");
    std::string why = runThreaded(setup, res, total);
    res.outcome.stats.seconds = cpuSeconds() - t0;
    if (why.empty()) return res;
    // The bound reached first: a reason that starts with the limit is
    // replaced by the limit alone (portfolio).
    if (engines::g_stop || cpuSeconds() - t0 >= total - 0.05) why += "; then the " + engines::cpuLimitReason(opts.explore.timeoutSeconds);
    return unknown(why);
  }
  Schedule s(setup, res);
  auto done = [&]() {
    res.outcome.stats.seconds = cpuSeconds() - t0;
    // The proof's invariants, as every engine gives them (a correctness
    // witness holds C over the variables in scope only).
    for (const Invariant& i : res.invariants)
      if (i.cExpression != "1") res.outcome.invariants.push_back({i.loc, i.function, i.cExpression});
    return res;
  };
  bool memory = !regions.regions().empty();
  if (opts.bmc && s.bmcRound(3, total * 0.1)) return done();
  if (opts.chc) {
    if (memory && !s.over() && s.chcAttempt(true, true, total * 0.2)) return done();
    if (!s.over() && s.chcAttempt(true, false, total * 0.25)) return done();
  }
  uint32_t levels = 6;
  for (; opts.bmc && !s.over() && s.left() > total * 0.3 && levels <= 512; levels *= 2)
    if (s.bmcRound(levels, s.left() - total * 0.3)) return done();
  if (opts.chc && !s.over() && s.chcAttempt(false, false, s.left() / 2)) return done();
  for (; opts.bmc && !s.over() && levels <= 4096; levels *= 2)
    if (s.bmcRound(levels, s.left())) return done();
  done();
  if (engines::g_stop || s.left() <= 0.05)
    return unknown(engines::cpuLimitReason(opts.explore.timeoutSeconds) + "; " + s.reason());
  return unknown(s.reason());
}

}  // namespace ferret::smt
