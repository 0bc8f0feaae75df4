#include "engines/testgen/testgen.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <ctime>
#include <optional>

#include "engines/cover/cover.hpp"
#include "engines/limits/stop.hpp"
#include "engines/portfolio/codec.hpp"
#include "engines/portfolio/isolated.hpp"
#include "engines/shape/shape.hpp"
#include "engines/smt/smt.hpp"
#include "engines/testgen/random_inputs.hpp"
#include "ir/paths.hpp"

namespace ferret::testgen {

namespace {

double cpuNow() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// An engine's time limit, in hundredths (it names it when it stops).
double rounded(double seconds) { return std::max(0.05, std::round(seconds * 100) / 100); }

// A run of the random pass stops after this many instructions: a run that
// loops on its inputs would otherwise take the whole budget.
constexpr uint64_t kRandomSteps = 20000000;
constexpr uint64_t kRandomObject = 16 << 20, kRandomHeap = 256 << 20;
// The first pass ends after this many runs in a row with nothing new.
constexpr int kFruitless = 100;
constexpr double kNoLimit = 1e18;

class Generator {
 public:
  Generator(const ir::Program& prog, const std::vector<fql::Goal>& goals, const Options& opts, const Progress& progress)
      : prog_(prog),
        goals_(goals),
        opts_(opts),
        progress_(progress),
        start_(cpuNow()),
        solver_([this](const std::string& request) { return solve(request); }, opts.memoryLimitMB) {
    res_.goals.resize(goals.size());
    ordered_ = std::any_of(goals.begin(), goals.end(), [](const fql::Goal& g) { return g.edges.empty(); });
  }

  Result run() {
    bool limited = opts_.seconds > 0;
    randomPass(!limited ? kNoLimit : opts_.randomOnly ? opts_.seconds : opts_.seconds / 5, true);
    engines_.assign(goals_.size(), {});
    if (!opts_.randomOnly) {
      coverageProof();
      engines();
      // The time the engines could not use (every engine gave up, or
      // slivers were left) goes to random runs.
      if (limited) randomPass(left(), false);
    }
    for (uint32_t g = 0; g < goals_.size(); ++g) {
      GoalOutcome& o = res_.goals[g];
      if (o.status != Status::Open) continue;
      o.status = Status::Unknown;
      if (opts_.randomOnly) o.why = "random inputs did not cover it";
      else if (pending(g)) o.why = "time ran out" + (o.why.empty() ? "" : "; " + o.why);
      if (!coverageWhy_.empty()) o.why += "; shape, all goals at once: " + coverageWhy_;
    }
    reduce();
    res_.seconds = now() - start_;
    return std::move(res_);
  }

 private:
  const ir::Program& prog_;
  const std::vector<fql::Goal>& goals_;
  const Options& opts_;
  const Progress& progress_;
  double start_;
  uint64_t runs_ = 0;  // random runs so far: each its own seed
  bool ordered_ = false;
  Result res_;
  // The SMT and shape engines run in a child process (a crash of Z3's, or
  // either running out of memory, ends only the child and that goal's
  // attempt), one child for every goal: the SMT engine's first call, which
  // sets up Z3 and the program's encoding, is paid once.
  portfolio::Child solver_;
  double solverSeconds_ = 0;  // the child's CPU time, part of the budget

  // CPU seconds of the generation's clock: this process's and the solver's.
  double now() const { return cpuNow() + solverSeconds_; }
  // Without a limit (0) the engines go on until every goal is decided.
  double left() const { return opts_.seconds > 0 ? opts_.seconds - (now() - start_) : kNoLimit; }
  bool stopped() const { return engines::processStopped() || left() <= 0.05; }
  size_t open() const {
    return std::count_if(res_.goals.begin(), res_.goals.end(), [](const GoalOutcome& o) { return o.status == Status::Open; });
  }

  // Keeps a run as a test when it covers an open goal; the goals it covers
  // are checked by its path, as `ferret cover` checks them.
  bool keep(const interp::Outcome& o, const cover::Path& path, const std::string& by) {
    Test t{o.consumed, by, {}};
    bool fresh = false;
    for (uint32_t g = 0; g < goals_.size(); ++g) {
      if (!cover::covered(goals_[g], path)) continue;
      t.goals.push_back(g);
      fresh = fresh || res_.goals[g].status == Status::Open;
    }
    if (!fresh) return false;
    size_t index = res_.tests.size();
    for (uint32_t g : t.goals) {
      GoalOutcome& out = res_.goals[g];
      if (out.status != Status::Open) continue;
      out.status = Status::Covered;
      out.test = static_cast<int>(index);
      out.by = by;
    }
    res_.tests.push_back(std::move(t));
    if (progress_) progress_(res_, Event{Event::Kind::Test, index});
    return true;
  }

  // Random runs for `seconds`; `untilFruitless`: or until that many runs
  // in a row cover nothing new (the baseline spends its time regardless).
  void randomPass(double seconds, bool untilFruitless) {
    double until = now() + std::min(seconds, left());
    interp::Options base = opts_.run;
    if (!base.limits.maxSteps) base.limits.maxSteps = kRandomSteps;
    // A random size asks for gigabytes: such a run stops at the limit and
    // keeps what it covered before.
    if (!base.limits.maxObject) base.limits.maxObject = kRandomObject;
    if (!base.limits.maxHeap) base.limits.maxHeap = kRandomHeap;
    cover::Path path;
    int fruitless = 0;
    while (open() && now() < until && !engines::processStopped()) {
      // The baseline spends its time, unless it has none to spend.
      if (untilFruitless && (!opts_.randomOnly || opts_.seconds <= 0) && fruitless >= kFruitless) break;
      interp::Options o = cover::pathOptions(prog_, base, ordered_, path);
      o.timeoutSeconds = std::max(0.1, std::min(until - now(), o.timeoutSeconds > 0 ? o.timeoutSeconds : 1e9));
      RandomInputs env(o, opts_.seed * 1000003 + runs_++);
      interp::Outcome out = interp::run(prog_, o, env);
      cover::finishPath(path, ordered_);
      // A bad value is the generator's fault, not the program's: dropped.
      bool kept = out.status != interp::Outcome::Status::BadInput && keep(out, path, "random");
      fruitless = kept ? 0 : fruitless + 1;
    }
  }

  // Replays an engine's inputs with the interpreter; the test counts only
  // if the replay covers the goal.
  bool replay(uint32_t g, const std::vector<explore::Choice>& trace, const std::string& by) {
    std::vector<std::string> inputs;
    for (const explore::Choice& c : trace)
      if (c.kind == sem::ChoiceKind::Input) inputs.push_back(explore::choiceValueText(prog_, c));
    cover::Path path;
    interp::Outcome o = cover::runPath(prog_, inputs, opts_.run, ordered_, path);
    if (o.status == interp::Outcome::Status::BadInput || !cover::covered(goals_[g], path)) return false;
    keep(o, path, by);
    return true;
  }

  // Rounds over the open goals with growing time slices: goals the
  // engines decide fast are decided first, and the time left goes to the
  // hard ones.  An engine that gave up before its time was out (its search
  // was done, or the program is beyond it) is not tried on that goal again.
  // After each round, random runs as long as the round took: where the
  // engines are stuck (sampled values, nonlinear arithmetic) random inputs
  // still cover goals, and they cost the engines at most half the time.
  void engines() {
    for (double slice = kFirstSlice;; slice *= 4) {
      if (slice > kFirstSlice) randomPass(now() - roundStart_, false);
      roundStart_ = now();
      bool tried = false;
      for (uint32_t g = 0; g < goals_.size(); ++g) {
        if (!pending(g)) continue;
        if (stopped()) return;
        size_t left = 0;
        for (uint32_t h = 0; h < goals_.size(); ++h) left += pending(h);
        double fair = this->left() / static_cast<double>(left);
        // Slivers of time decide nothing: the goals left stay unknown.
        if (fair < kLeastSlice) return;
        attempt(g, std::min(slice, fair));
        tried = true;
      }
      if (!tried) return;
    }
  }

  // What one engine did on one goal.
  struct Tried {
    bool spent = false;  // it gave up before its time was out: not tried again
    double longest = 0;  // its longest attempt, whose reason is kept
    std::string why;
  };
  struct Engines {
    Tried explore, shape, smt;
    // The explicit engine's search is incomplete (values sampled): it can
    // still find a path, but never prove the goal infeasible.
    bool exploreSampled = false;
    // Errors that ended the explicit engine's paths (where a test's run
    // stops): a goal reachable only past one, as after a read through a
    // null pointer, no test covers.
    std::vector<std::string> ended;
  };
  std::vector<Engines> engines_;
  static constexpr double kFirstSlice = 0.5, kLeastSlice = 0.1;
  double roundStart_ = 0;
  std::string coverageWhy_;  // why the shape engine's proof of all goals at once failed

  // One edge covers it, or its automaton is small enough to follow.
  bool smtApplies(uint32_t g) const {
    return !goals_[g].edges.empty() || goals_[g].automaton->states() <= kSmtStates;
  }
  static constexpr size_t kSmtStates = 64;
  // The shape engine stops at the moment a goal is covered: goals of one
  // edge (shape::Options::goalEdges), and automata accepted only so
  // (shape::Options::coverage with explore.goal).
  bool shapeApplies(uint32_t g) const {
    return !goals_[g].edges.empty() || goals_[g].automaton->acceptsOnlySettled();
  }
  bool pending(uint32_t g) const {
    const Engines& e = engines_[g];
    return res_.goals[g].status == Status::Open &&
           !(e.explore.spent && (e.shape.spent || !shapeApplies(g)) && (e.smt.spent || !smtApplies(g)));
  }

  // Whether the engine's answer decided goal g; `spent` when it gave up
  // before its time was out.
  bool decide(uint32_t g, const explore::Result& r, const char* engine, double limit, double took, Tried& t) {
    GoalOutcome& out = res_.goals[g];
    if (r.verdict == explore::Result::Verdict::False) {
      if (replay(g, r.trace, engine)) return true;
      t.why = "its path did not replay";
      t.spent = true;
    } else if (r.verdict == explore::Result::Verdict::True) {
      out.status = Status::Infeasible;
      out.by = engine;
      return true;
    } else {
      if (limit >= t.longest) t.why = r.reason;
      t.longest = std::max(t.longest, limit);
      t.spent = took < limit / 2;
    }
    return false;
  }

  // One run of the shape engine's verifier for all goals at once: where it
  // explores every behaviour (TRUE), a goal whose automaton accepts no path
  // over the edges whose probes it reached is infeasible (a goal of one
  // edge: none of its edges reached; a sequence or a PASSING goal: one of
  // its steps never reached).  It abstracts lists, so it ends where the
  // explicit search over their lengths never does; it stops early where it
  // cannot answer TRUE (an unmodelled call).  A quarter of the time left at
  // most (a minute without a limit: a verifier whose abstraction never
  // reaches a fixed point would not end).  Where a goal left open was
  // reached only after abstraction, a second run keeps nodes whose data
  // differ apart longer, as `verify`'s second verifier does: each run that
  // ends over-approximates every run of the program, so a goal either one
  // never reaches is infeasible.
  void coverageProof() {
    shape::Options so;
    so.explore = searchOptions(std::nullopt);
    so.abstraction = true;
    so.coverage = true;
    for (bool refined : {false, true}) {
      std::vector<uint32_t> goals;
      for (uint32_t g = 0; g < goals_.size(); ++g)
        if (res_.goals[g].status == Status::Open) goals.push_back(g);
      if (goals.empty() || stopped()) return;
      if (refined) so.thresholds = shape::longerBeforeLossyMerge(so.thresholds);
      so.explore.timeoutSeconds = rounded(opts_.seconds > 0 ? left() / 4 : 60);
      double t0 = now();
      shape::Result r = shape::run(prog_, so);
      if (r.outcome.verdict != explore::Result::Verdict::True) {
        if (!refined) coverageWhy_ = r.outcome.reason;
        return;
      }
      double each = (now() - t0) / static_cast<double>(goals.size());
      auto in = [](const std::vector<uint32_t>& edges) {
        return [&edges](uint32_t e) { return std::binary_search(edges.begin(), edges.end(), e); };
      };
      bool afterAbstraction = false;
      for (uint32_t g : goals) {
        const fql::Automaton& a = *goals_[g].automaton;
        if (a.mayAccept(in(r.reached))) {
          afterAbstraction = afterAbstraction || !a.mayAccept(in(r.reachedConcretely));
          continue;
        }
        GoalOutcome& out = res_.goals[g];
        out.status = Status::Infeasible;
        out.by = "shape";
        out.seconds = each;
        if (progress_) progress_(res_, Event{Event::Kind::Goal, g});
      }
      if (!afterAbstraction) return;
    }
  }

  // The options of the engines' searches for goal g (none: for no goal).
  explore::Options searchOptions(std::optional<uint32_t> g) const {
    explore::Options eo = opts_.explore;
    eo.props = explore::Properties{false, false, false, false, false, false, false, false};
    eo.goal = g ? goals_[*g].automaton.get() : nullptr;
    // Tests run without stdin or arguments: so does the search.
    eo.fixed.stdinBytes = "";
    eo.fixed.arguments = std::vector<std::string>{};
    return eo;
  }

  enum class InChild : uint8_t { Smt, Shape };

  // The SMT or shape engine on goal g for `seconds`, in the child;
  // `failed` when the child gave no answer (it crashed), which is the reason.
  explore::Result inChild(InChild engine, uint32_t g, double seconds, bool& failed) {
    std::string request(sizeof engine + sizeof g + sizeof seconds, '\0');
    std::memcpy(request.data(), &engine, sizeof engine);
    std::memcpy(request.data() + sizeof engine, &g, sizeof g);
    std::memcpy(request.data() + sizeof engine + sizeof g, &seconds, sizeof seconds);
    portfolio::ChildOutcome child = solver_.ask(request, seconds);
    solverSeconds_ += child.cpuSeconds;
    explore::Result r = std::move(portfolio::answerOf(child, failed).outcome);
    if (failed && engine == InChild::Shape) r.reason = "the shape engine failed: " + child.failure;
    return r;
  }

  // The child's side of inChild.
  std::string solve(const std::string& request) const {
    InChild engine{};
    uint32_t g = 0;
    double seconds = 0;
    std::memcpy(&engine, request.data(), sizeof engine);
    std::memcpy(&g, request.data() + sizeof engine, sizeof g);
    std::memcpy(&seconds, request.data() + sizeof engine + sizeof g, sizeof seconds);
    if (engine == InChild::Shape) {
      // The verifier, whose TRUE proves the goal infeasible, then the
      // hunters in the time it leaves.
      shape::Options so;
      so.explore = searchOptions(g);
      so.explore.timeoutSeconds = seconds;
      so.abstraction = true;
      so.coverage = true;
      so.goalEdges = goals_[g].edges;
      smt::Result r;
      r.outcome = std::move(shape::verify(prog_, so).outcome);
      return portfolio::encode(r);
    }
    smt::Options so;
    so.explore = searchOptions(g);
    so.explore.timeoutSeconds = seconds;
    so.goalEdges = goals_[g].edges;
    if (so.goalEdges.empty()) so.goalAutomaton = goals_[g].automaton.get();
    return portfolio::encode(smt::run(prog_, so));
  }

  // An engine of the child on goal g for `seconds`.
  bool attemptInChild(InChild engine, uint32_t g, double seconds, Tried& t) {
    double t0 = now();
    bool failed = false;
    explore::Result r = inChild(engine, g, seconds, failed);
    bool done = decide(g, r, engine == InChild::Smt ? "smt" : "shape", seconds, now() - t0, t);
    // A crash is no answer, and decide() takes it as it takes an unknown
    // one: one that came early would come again, the engine is not tried on
    // the goal again; one that came as its time ran out is the end of that
    // time (Z3 4.8.12 aborts with a rewriter_exception when Spacer is
    // interrupted at its deadline; the CPU limit's signal is the backstop
    // of an engine that overran), and the next round's longer slice may
    // bring the answer.  Its reason is kept whatever the slice.
    if (failed) t.why = r.reason;
    return done;
  }

  // The engines on goal g for `slice` seconds: the explicit engine half
  // of it (a quarter once its values were sampled) when another applies,
  // the shape engine half of what is left when the SMT engine applies too,
  // the SMT engine the rest.
  void attempt(uint32_t g, double slice) {
    Engines& e = engines_[g];
    double t0 = now();
    explore::Options eo = searchOptions(g);
    bool shape = shapeApplies(g) && !e.shape.spent, smt = smtApplies(g) && !e.smt.spent;
    bool done = false;
    if (!e.explore.spent) {
      double share = !shape && !smt ? slice : e.exploreSampled ? slice / 4 : slice / 2;
      // Depth-first first: its hunts find paths with few unusual inputs
      // fast.  Then breadth-first: where a loop reads inputs without bound,
      // a depth-first search can go down one unending path, and the
      // shortest path to the goal is found level by level.
      eo.timeoutSeconds = rounded(share / 4);
      explore::Result r = explore::explore(prog_, eo);
      if (r.verdict == explore::Result::Verdict::Unknown && !stopped()) {
        eo.order = explore::Order::BreadthFirst;
        eo.timeoutSeconds = rounded(share - (now() - t0));
        r = explore::explore(prog_, eo);
      }
      e.exploreSampled = e.exploreSampled || r.incomplete.size() > 1;
      noteEnded(e, r);
      done = decide(g, r, "explore", share, now() - t0, e.explore);
    }
    if (!done && shape && !stopped()) {
      double rest = slice - (now() - t0);
      done = attemptInChild(InChild::Shape, g, rounded(smt ? rest / 2 : rest), e.shape);
    }
    if (!done && smt && !stopped()) done = attemptInChild(InChild::Smt, g, rounded(slice - (now() - t0)), e.smt);
    GoalOutcome& out = res_.goals[g];
    out.seconds += now() - t0;
    out.why.clear();
    for (auto [name, t] : {std::pair{"explore", &e.explore}, {"shape", &e.shape}, {"smt", &e.smt}})
      if (!t->why.empty()) out.why += fmt::format("{}{}: {}", out.why.empty() ? "" : "; ", name, t->why);
    if (!e.ended.empty())
      out.why += fmt::format("{}paths the search followed ended at: {}", out.why.empty() ? "" : "; ",
                             fmt::join(e.ended, ", "));
    if (done && progress_) progress_(res_, Event{Event::Kind::Goal, g});
  }

  void noteEnded(Engines& e, const explore::Result& r) const {
    for (const explore::Result::Undefined& u : r.undefined) {
      std::string place = fmt::format("{} at {}", sem::kindName(u.violation.kind), ir::placeText(prog_, u.violation.loc));
      if (std::find(e.ended.begin(), e.ended.end(), place) == e.ended.end()) e.ended.push_back(place);
    }
  }

  void reduce() {
    cover::Result r;
    r.hits.assign(goals_.size(), 0);
    for (const Test& t : res_.tests) r.tests.push_back(cover::TestResult{"", {}, 0, false, false, t.goals, {}});
    res_.reduced = cover::reduce(r);
  }
};

}  // namespace

Result generate(const ir::Program& prog, const std::vector<fql::Goal>& goals, const Options& opts,
                const Progress& progress) {
  return Generator(prog, goals, opts, progress).run();
}

}  // namespace ferret::testgen
