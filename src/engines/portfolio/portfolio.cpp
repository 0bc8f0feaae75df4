#include "engines/portfolio/portfolio.hpp"

#include <fmt/format.h>

#include <ctime>
#include <optional>

#include "engines/limits/stop.hpp"
#include "engines/portfolio/codec.hpp"
#include "engines/portfolio/isolated.hpp"
#include "engines/limits/watchdog.hpp"
#include "engines/portfolio/features.hpp"
#include "engines/smt/smt.hpp"

namespace ferret::portfolio {

namespace {

using Verdict = explore::Result::Verdict;

// The shape engine runs as Predator's verifier (list abstraction; a TRUE
// for every length of every list) or as its hunters (no abstraction,
// bounded paths, for bugs).
enum class Engine { Explore, ShapeVerifier, Shape, Smt };

// An engine and the share of the time left when its turn comes.
struct Step {
  Engine engine;
  double share;
};

// `auto` runs Predator's verifier first, for a short share of the time: it
// proves list programs of unbounded length in well under a second, on
// which the explicit engine never ends, and stops as soon as it meets what
// it cannot prove.
constexpr double kVerifierShare = 1.0 / 6;
// Without --timeout the verifier still must leave the others their turn.
constexpr double kVerifierSeconds = 10;

// `auto` runs the engines one after the other, each in its slice of the
// time (two cores are too few to give three engines each its own), the
// explicit engine first: it answers most programs quickly, and it is the
// only one that models everything.  The features order the other two: the
// shape engine for linked data, the SMT engine for integer loops, which it
// proves with invariants the others cannot express.  Threads: the explicit
// engine first (it alone can answer TRUE), then the SMT engine's
// context-bounded search for the bugs whose interleavings and inputs the
// explicit engine could not enumerate in its share (bench/RESULTS.md,
// issue 18), then the hunters.
std::vector<Step> schedule(const ir::Program& prog, const Options& opts) {
  const std::string& engine = opts.engine;
  if (engine == "explore") return {{Engine::Explore, 1}};
  if (engine == "shape") return {{Engine::Shape, 1}};
  if (engine == "smt") return {{Engine::Smt, 1}};
  std::vector<Step> steps;
  if (opts.abstraction) steps.push_back({Engine::ShapeVerifier, kVerifierShare});
  Features f = featuresOf(prog);
  auto add = [&](std::initializer_list<Step> more) { steps.insert(steps.end(), more); return steps; };
  if (f.threads) return add({{Engine::Explore, 1.0 / 2}, {Engine::Smt, 2.0 / 3}, {Engine::Shape, 1}});
  if (f.lists) return add({{Engine::Explore, 1.0 / 2}, {Engine::Shape, 2.0 / 3}, {Engine::Smt, 1}});
  if (f.nondetLoops) return add({{Engine::Explore, 1.0 / 3}, {Engine::Smt, 2.0 / 3}, {Engine::Shape, 1}});
  return add({{Engine::Explore, 1.0 / 2}, {Engine::Smt, 1.0 / 2}, {Engine::Shape, 1}});
}

// The SMT engine's CPU seconds in an `auto` run without --timeout.
constexpr double kSmtSliceUnlimited = 10;

const char* nameOf(Engine e) {
  switch (e) {
    case Engine::Explore: return "explore";
    case Engine::ShapeVerifier: return "shape verifier";
    case Engine::Shape: return "shape";
    case Engine::Smt: return "smt";
  }
  return "";
}

const char* verdictName(Verdict v) { return v == Verdict::True ? "TRUE" : v == Verdict::False ? "FALSE" : "UNKNOWN"; }

std::string smtDetail(const smt::Stats& s) {
  std::string d = fmt::format("memory model {} ({} regions", s.memoryModel, s.regions);
  if (s.unsafeNodes) d += fmt::format(", {} type-unsafe alias classes", s.unsafeNodes);
  if (s.unifiedTypes) d += fmt::format(", {} types unified", s.unifiedTypes);
  d += ")";
  if (!s.proof.empty()) d += ", proof by " + s.proof;
  if (s.levels) d += fmt::format(", {} levels unwound", s.levels);
  if (s.contexts)
    d += fmt::format(", {} contexts per thread, {} threads, {} regions tracked after {} refinement rounds", s.contexts,
                     s.threads, s.trackedRegions, s.trackingRounds);
  for (const std::string& a : s.attempts) d += "; " + a;
  return d;
}

// `childSeconds`: the CPU time of a child process the engine ran in.
explore::Result runOne(Engine e, const ir::Program& prog, const Options& opts, double seconds,
                       const std::function<void(const explore::Progress&)>& progress, Answer& a, std::string& detail,
                       double& childSeconds) {
  explore::Options eo = opts.explore;
  eo.timeoutSeconds = seconds;
  switch (e) {
    case Engine::Explore: return explore::explore(prog, eo, progress);
    case Engine::ShapeVerifier:
    case Engine::Shape: {
      shape::Options so;
      so.explore = eo;
      so.drawStates = opts.drawStates;
      so.thresholds = opts.thresholds;
      so.callCache = opts.callCache;
      so.callCacheMisses = opts.callCacheMisses;
      // In `auto` the verifier has its own step before the others and the
      // shape step after them is the hunters'; alone, the engine runs both.
      so.abstraction = e == Engine::ShapeVerifier || (opts.engine == "shape" && opts.abstraction);
      so.hunters = e == Engine::Shape;
      shape::Result sr = shape::verify(prog, so);
      a.plots = std::move(sr.plots);
      return std::move(sr.outcome);
    }
    case Engine::Smt: {
      smt::Options so;
      so.explore = eo;
      so.memoryModel = opts.memoryModel;
      if (opts.inlineDepth) so.inlineDepth = *opts.inlineDepth;
      so.frames = opts.frames;
      ChildOutcome child = runInChild([&] { return encode(smt::run(prog, so)); }, opts.memoryLimitMB, seconds);
      childSeconds = child.cpuSeconds;
      bool failed = false;
      smt::Result sr = answerOf(child, failed);
      detail = failed ? sr.outcome.reason : smtDetail(sr.stats);
      return std::move(sr.outcome);
    }
  }
  return {};
}

// The first answer that is not UNKNOWN stands; when every engine answers
// UNKNOWN, the first one's reason is the verdict's and the others' are notes.
// The name an answer is credited to (bench's engine column).
const char* answeredBy(Engine e) { return e == Engine::ShapeVerifier ? "shape" : nameOf(e); }

Answer runEngines(const ir::Program& prog, const Options& opts,
                  const std::function<void(const explore::Progress&)>& progress) {
  const explore::Options& eo = opts.explore;
  const bool limited = eo.timeoutSeconds > 0;
  double left = eo.timeoutSeconds;
  Answer a;
  explore::Result& r = a.result;
  // The verifier's answer when it was not TRUE: its violation is left to the
  // engines after it (the explicit engine's counterexamples are the ones
  // asked for, e.g. the fewest choices under --search bfs), and stands only
  // when none of them answers.
  std::optional<explore::Result> verifier;
  bool answered = false;  // r holds the first engine's answer after the verifier
  uint64_t states = 0;
  for (const Step& step : schedule(prog, opts)) {
    // A later engine needs time to start (a Z3 context, an SMG) to be worth it.
    if (!a.runs.empty() && (engines::processStopped() || (limited && left < 0.5))) break;
    // A violation the verifier found (and a concrete run confirmed) is
    // offered to the explicit engine only: no engine after it can make
    // the answer other than FALSE.
    if (answered && verifier && verifier->verdict == Verdict::False) break;
    std::clock_t c0 = std::clock();
    std::string detail;
    // Without a limit the explicit engine and the hunters end when their
    // search does; the SMT engine deepens its unwinding for ever and the
    // verifier must leave the others their turn, so `auto` gives both a
    // slice of their own.
    double unlimited = opts.engine != "auto"                  ? 0
                       : step.engine == Engine::Smt           ? kSmtSliceUnlimited
                       : step.engine == Engine::ShapeVerifier ? kVerifierSeconds
                                                              : 0;
    double seconds = limited ? left * step.share : unlimited;
    double childSeconds = 0;
    explore::Result out = runOne(step.engine, prog, opts, seconds, progress, a, detail, childSeconds);
    double spent = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC + childSeconds;
    left -= spent;
    states += out.stats.states;
    a.runs.push_back({nameOf(step.engine), spent, verdictName(out.verdict), detail});
    if (step.engine == Engine::ShapeVerifier && out.verdict != Verdict::True) {
      verifier = std::move(out);
      continue;
    }
    if (!answered) {
      answered = true;
      a.engine = answeredBy(step.engine);
      r = std::move(out);
    } else if (out.verdict != Verdict::Unknown) {
      // The undefined behaviour an earlier engine ran into is still there.
      for (explore::Result::Undefined& u : r.undefined)
        explore::noteUndefined(out, u.violation, std::move(u.trace), u.replays);
      r = std::move(out);
    } else {
      // The notes after the first are printed beside the verdict's reason.
      if (r.incomplete.empty()) r.incomplete.push_back(r.reason);
      r.incomplete.push_back(fmt::format("{} engine: {}", nameOf(step.engine), out.reason));
    }
    if (r.verdict != Verdict::Unknown) {
      r.stats.states = states;
      a.engine = answeredBy(step.engine);
      return a;
    }
    // A lossy visited set was asked of the explicit engine: its answer stands.
    if (step.engine == Engine::Explore && eo.visited != explore::VisitedMode::Exact) break;
  }
  if (verifier && (!answered || verifier->verdict == Verdict::False)) {
    for (explore::Result::Undefined& u : r.undefined)
      explore::noteUndefined(*verifier, u.violation, std::move(u.trace), u.replays);
    r = std::move(*verifier);
    a.engine = "shape";
    r.stats.states = states;
    if (r.verdict == Verdict::False) return a;
  } else if (verifier) {
    if (r.incomplete.empty()) r.incomplete.push_back(r.reason);
    r.incomplete.push_back("shape verifier: " + verifier->reason);
  }
  // The first engine's limit was its share.  When the engines after it
  // ended early (each for a reason of its own, in the notes), the run's
  // limit was not reached, and the reason says whose was.
  if (r.reason.starts_with("CPU time limit")) {
    bool allUsed = !limited || left < 0.05 * eo.timeoutSeconds + 0.5;
    r.reason = allUsed ? engines::cpuLimitReason(eo.timeoutSeconds)
                       : fmt::format("the {} engine's share of the CPU time ran out ({})", a.engine, r.reason);
  }
  r.stats.states = states;
  return a;
}

}  // namespace

Answer verify(const ir::Program& prog, const Options& opts,
              const std::function<void(const explore::Progress&)>& progress) {
  Answer a = runEngines(prog, opts, progress);
  explore::Result& r = a.result;
  r.stats.peakMB = engines::peakResidentMB();
  // An engine the process's watchdog stopped answers UNKNOWN for whatever
  // reason it noticed first (any engine: this is the one place that knows
  // they all ran); the limit that was crossed is the reason.  An answer
  // finished before the engine saw the flag stands.
  // What the engines noticed before stays, as notes.
  if (engines::processStopped() && r.verdict == Verdict::Unknown) {
    std::string stop = engines::stopReason(0);
    if (r.incomplete.empty() && !r.reason.empty()) r.incomplete.push_back(r.reason);
    if (r.incomplete.empty() || r.incomplete.front() != stop) r.incomplete.insert(r.incomplete.begin(), stop);
    r.reason = stop;
  }
  return a;
}

}  // namespace ferret::portfolio
