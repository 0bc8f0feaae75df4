#include "engines/explore/explorer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <optional>
#include <stdexcept>

#include "engines/cpu_timer.hpp"
#include "engines/explore/domain.hpp"
#include "engines/explore/invariants.hpp"
#include "engines/explore/sampled_time.hpp"
#include "engines/limits/watchdog.hpp"
#include "sem/canon.hpp"
#include "state/visited.hpp"

#include <absl/container/flat_hash_map.h>

namespace ferret::explore {

namespace {

using engines::CpuTimer;
using engines::g_stop;
using engines::stopReason;

// Options::goal: the path covers the goal whatever it does next, or can
// no longer cover it.
struct GoalReached {};
struct GoalMissed {};

// Hands the explorer's decision to the executor, once.
class ChoiceEnvironment : public sem::Environment {
 public:
  std::optional<sem::Word> pending;
  std::optional<sem::Word> nondet(std::string_view, const ir::Type&) override { return take(); }
  std::optional<uint32_t> schedule(const std::vector<uint32_t>&, uint32_t) override {
    auto v = take();
    if (!v) return std::nullopt;
    return static_cast<uint32_t>(v->v);
  }
  std::optional<bool> decide(sem::ChoiceKind) override {
    auto v = take();
    if (!v) return std::nullopt;
    return v->v != 0;
  }
  // Texts are chosen by their number in the domains' table.
  const TextTable* texts = nullptr;
  bool argvRead = true;
  hostfs::Snapshot* snapshot = nullptr;  // FixedEnvironment's
  std::optional<sem::InputValue> input(const sem::InputRequest& r) override {
    // argv's strings do not matter to a program that never reads argv.
    if (r.source == sem::InputSource::Arguments && r.name != "argc" && !argvRead) return sem::InputValue{};
    if (r.source == sem::InputSource::File && snapshot) return sem::InputValue{0, snapshot->read(r.name)};
    // The host's directories and file status are not explored: the
    // executor makes such a call unsupported (UNKNOWN).
    if (r.source == sem::InputSource::Status) return std::nullopt;
    auto v = take();
    if (!v) return std::nullopt;
    sem::InputValue out;
    if (r.text()) out.text = texts->text(v->v);
    else out.number = sem::sext(v->v, r.bits);
    return out;
  }
  // Output of a program under verification is not shown.
  void write(int, std::string_view) override {}
  // Options::goal: the automaton's state along the current path.
  const fql::Automaton* goal = nullptr;
  uint32_t goalState = 0;
  void cover(uint32_t probe) override {
    if (!goal) return;
    goalState = goal->step(goalState, probe);
    if (goal->settled(goalState)) throw GoalReached{};
    if (goal->dead(goalState)) throw GoalMissed{};
  }

 private:
  std::optional<sem::Word> take() {
    auto v = pending;
    pending.reset();
    return v;
  }
};


// A save point at a choice point on the current path.
struct Level {
  sem::Executor::Snapshot snap;
  std::vector<sem::Word> values;  // to try here; empty on a breadth-first replay
  size_t next = 0;
  Choice choice;  // with the value taken now
  uint32_t deviations = 0;  // choices other than the first value, along the path up to here
  uint32_t switches = 0;    // context switches away from a runnable thread, up to here
  uint32_t current = 0;     // schedule choices: the thread that stopped here
  bool currentRunnable = false;
  // Sleep sets, as bits by thread: asleep on arrival, tried here already,
  // and asleep in the state the value taken now leads to.
  uint64_t sleep = 0, done = 0, childSleep = 0;
  uint32_t goalState = 0;  // Options::goal's automaton here
};

// A state of the breadth-first frontier, reached at a choice point: named by
// the value its parent chose, so its path is its ancestors' values.
struct Node {
  static constexpr uint32_t kNoParent = UINT32_MAX;
  uint32_t parent;  // kNoParent: the first choice point
  sem::Word value;
};

bool sameValue(const sem::Word& a, const sem::Word& b) { return a.v == b.v && a.u == b.u && a.p == b.p; }

// One search.  With deviationBound >= 0 (depth-first only) only paths on
// which at most that many choices differ from their first value are
// explored: a cheap hunt for bugs that need few unusual inputs, never a
// proof.
Result search(const ir::Program& prog, const Options& opts, const std::function<void(const Progress&)>& progress,
              int deviationBound, uint64_t maxStates, bool& cut) {
  Result res;
  ChoiceEnvironment env;
  sem::Limits limits = opts.limits;
  limits.interrupt = &g_stop;
  limits.leakOnReturn = opts.props.validMemtrack;
  // Signed overflow is found on every path: a violation under no-overflow,
  // else undefined behaviour that ends the path.
  limits.checkOverflow = true;
  limits.addressReuse = true;
  limits.dataRaces = opts.props.noDataRace;
  limits.wakeWhenBlocked = !opts.props.pthreads;
  // Every stored state holds every object: a sampled size such as INT_MAX
  // must end its path (as incomplete), not fill the visited set.
  if (!limits.maxObject) limits.maxObject = 16 << 20;
  ConcreteLoopFacts facts(prog);
  if (opts.invariants) limits.observer = &facts;
  sem::Executor ex(prog, env, limits);
  facts.watch(ex);
  state::VisitedSet visited(opts.visited == VisitedMode::Exact     ? state::Mode::Exact
                            : opts.visited == VisitedMode::Compact ? state::Mode::Compact
                                                                   : state::Mode::Bitstate,
                            opts.bitstateBytes);
  sem::StateEncoder encoder(visited.components());
  DomainCache domains(prog);
  env.texts = &domains.texts;
  env.argvRead = domains.argvRead();
  env.snapshot = opts.fixed.snapshot.get();
  env.goal = opts.goal;
  if (opts.goal) env.goalState = opts.goal->start();
  const bool breadthFirst = opts.order == Order::BreadthFirst;
  const bool por = opts.por && !breadthFirst;
  // Sleep sets with a visited set (Godefroid's state caching): a state keeps
  // the threads asleep on every visit so far; a later visit on which one of
  // them is awake tries it then.  Keyed by the visited set's id of the
  // state, and counted with the set's bytes: it lives as long as the set.
  absl::flat_hash_map<uint64_t, uint64_t> sleepOf;
  auto storedBytes = [&] {
    return visited.storedBytes() + sleepOf.capacity() * (sizeof(std::pair<uint64_t, uint64_t>) + 1);
  };
  auto started = std::chrono::steady_clock::now();
  SampledTime storeTime;
  std::vector<Level> stack;
  sem::Executor::Snapshot initial;  // the state after start(), under the bottom memory mark
  std::vector<uint32_t> withGoal;   // a state's components and the goal automaton's state
  std::vector<Node> frontier;       // breadth-first: every state stored, in the order found
  size_t nextNode = 0;
  uint32_t expanding = Node::kNoParent;
  bool stop = false;
  auto incomplete = [&](const std::string& why) {
    for (const auto& r : res.incomplete)
      if (r == why) return;
    res.incomplete.push_back(why);
  };
  // Each variable getenv reads is input; the list main may get is not.
  if (domains.envpRead()) incomplete("main's envp was given as an empty environment");
  auto currentTrace = [&] {
    std::vector<Choice> t;
    for (const Level& l : stack) t.push_back(l.choice);
    return t;
  };
  // The search stops: why comes first among the reasons it is incomplete
  // (those found before are still shown: a thread limit met before a
  // timeout says why the search could not end).
  auto unknown = [&](const std::string& why) {
    if (res.verdict != Result::Verdict::False) {
      res.verdict = Result::Verdict::Unknown;
      res.reason = why;
      res.incomplete.insert(res.incomplete.begin(), why);
    }
    stop = true;
  };
  auto violation = [&](const sem::Violation& v, const std::string& prop) {
    ++res.stats.paths;
    if (res.verdict != Result::Verdict::False) {
      res.verdict = Result::Verdict::False;
      res.property = prop;
      res.violation = v;
      res.thread = ex.currentThread();
      res.trace = currentTrace();
    } else {
      res.more.emplace_back(v, currentTrace());
    }
    if (!opts.allErrors) stop = true;
  };
  // Back to the last save point on the path, with its choice pending.
  auto rewind = [&] {
    ex.memory().backtrack();
    if (stack.empty()) {
      ex.restore(initial);
      env.pending.reset();
      if (opts.goal) env.goalState = opts.goal->start();
    } else {
      ex.restore(stack.back().snap);
      env.pending = stack.back().choice.value;
      env.goalState = stack.back().goalState;
    }
  };
  // Lost memory is looked for at returns, choice points and exit, so it is
  // found after the fact; the executor then bisects the stretch since the
  // last save point for the instruction that lost it.
  uint64_t stretchStart = 0;  // ex.steps() when the current stretch started
  auto exactLoss = [&](const sem::Violation& found) {
    std::optional<sem::Violation> v = ex.findLoss(rewind, ex.steps() - stretchStart);
    return v ? *v : found;
  };
  std::function<void(bool viaExit, bool runsHandlers)> atExit;  // the two call each other
  // Options::goal: a path that ends covers the goal if the automaton
  // accepts it as it stands.
  auto goalAtEnd = [&]() {
    if (!opts.goal || !opts.goal->accepting(env.goalState)) return false;
    violation(sem::Violation{sem::ErrorKind::ReachError, "the goal is covered", 0, {}, {}}, "goal");
    return true;
  };
  auto onError = [&](const sem::Violation& v) {
    // A test's run stops at an error too: coverage ends there.  Where it
    // stopped is kept (testgen names it for a goal left open: a goal
    // reachable only past undefined behaviour no test covers); the error
    // function and a failed assert() are how the program ends.
    if (opts.goal && v.kind != sem::ErrorKind::Unsupported) {
      if (goalAtEnd()) return;
      ++res.stats.paths;
      if (v.kind != sem::ErrorKind::ReachError && v.kind != sem::ErrorKind::AssertionFailure &&
          !undefinedNoted(res, v))
        noteUndefined(res, v, currentTrace());
      return;
    }
    std::string prop = propertyOf(v.kind, opts.props);
    if (prop == "valid-memtrack") return violation(exactLoss(v), prop);
    if (!prop.empty()) return violation(v, prop);
    // When unreach-call is not checked, reaching the error function or a
    // failed assert() is how the program ends: SV-COMP's error function
    // never returns, and __assert_fail aborts.
    if (v.kind == sem::ErrorKind::ReachError || v.kind == sem::ErrorKind::AssertionFailure)
      return atExit(true, false);
    // A deadlock ends the path: no later error is reachable on it.
    if (v.kind == sem::ErrorKind::Deadlock) {
      ++res.stats.paths;
      return;
    }
    // Runs with undefined behaviour are not behaviours of the task: the
    // path ends, complete, and the place is reported.
    if (sem::isUndefinedBehaviour(v.kind)) {
      ++res.stats.paths;
      return noteUndefined(res, v, currentTrace());
    }
    ++res.stats.paths;
    if (v.kind == sem::ErrorKind::Unsupported) incomplete("unsupported: " + v.message);
    else incomplete(fmt::format("a path ended in {} ({})", sem::kindName(v.kind), v.message));
  };
  // At termination: memory still allocated violates valid-memcleanup; with
  // exit() or abort(), memory no longer reachable from the live stack
  // violates memtrack.
  atExit = [&](bool viaExit, bool runsHandlers) {
    try {
      try {
        if (runsHandlers) ex.runAtExitHandlers();
      } catch (const sem::ProgramExit&) {
      } catch (const GoalMissed&) {
        ++res.stats.paths;
        return;
      } catch (const GoalReached&) {
        return violation(sem::Violation{sem::ErrorKind::ReachError, "the goal is covered", 0, {}, {}}, "goal");
      } catch (const sem::ChoiceNeeded&) {
        // After a return from main the search resumes the handler like any
        // choice; after exit() the caller's frame lies below the handler,
        // and resuming would run on after the exit() call.
        if (!viaExit) throw;
        ++res.stats.paths;
        return incomplete("a nondet choice in an atexit handler run by exit() is not explored");
      }
      if (goalAtEnd()) return;
      if (viaExit && opts.props.validMemtrack) ex.checkLost("at exit()");
      if (opts.props.validMemcleanup) {
        for (mem::ObjId id = 1; id < ex.memory().count(); ++id) {
          const mem::Object& o = ex.memory().obj(id);
          if (o.kind != mem::Kind::Heap || o.status != mem::Status::Live) continue;
          sem::Violation v{sem::ErrorKind::MemoryLeak,
                           fmt::format("{} still allocated when the program ends", ex.describe(id)), 0,
                           ex.objectNotes(id), {}};
          return violation(v, "valid-memcleanup");
        }
      }
      ++res.stats.paths;
    } catch (const sem::ViolationError& e) {
      onError(e.v);
    }
  };
  // Takes value v at level l (the top of the stack), with the executor in
  // l's state: a thread asleep here, or tried here before v, stays asleep
  // after v if their steps commute.
  auto choose = [&](Level& l, const sem::Word& v) {
    l.choice.value = v;
    if (l.choice.kind == sem::ChoiceKind::Environment && l.choice.input.text()) l.choice.text = domains.texts.text(v.v);
    uint32_t before = stack.size() >= 2 ? stack[stack.size() - 2].switches : 0;
    l.switches = before + (l.choice.schedule() && l.currentRunnable && v.v != l.current ? 1 : 0);
    if (l.choice.schedule()) {
      uint32_t t = static_cast<uint32_t>(v.v);
      const std::vector<sem::Frame>& frames = ex.framesOf(t);
      l.choice.toLoc = ex.pendingLoc(t);
      l.choice.toFunction = frames.empty() ? "" : frames.back().fn->name;
    }
    if (!por || !l.choice.schedule()) return;
    uint32_t t = static_cast<uint32_t>(v.v);
    uint64_t z = l.sleep | l.done, child = 0;
    for (uint32_t u = 0; u < 64 && (z >> u); ++u)
      if ((z >> u & 1) && u != t && ex.independent(u, t)) child |= 1ull << u;
    l.childSleep = child;
    if (t < 64) l.done |= 1ull << t;
  };
  // Moves to the next untried choice; false when the search is complete.
  auto backtrack = [&]() -> bool {
    while (!stack.empty()) {
      Level& l = stack.back();
      uint32_t before = stack.size() >= 2 ? stack[stack.size() - 2].deviations : 0;
      bool allowed = deviationBound < 0 || before + 1 <= static_cast<uint32_t>(deviationBound);
      if (l.next < l.values.size() && !allowed && !cut) {
        cut = true;
        incomplete(fmt::format("only paths with at most {} unusual choices were explored", deviationBound));
      }
      if (l.next < l.values.size() && allowed) {
        l.deviations = before + 1;
        l.choice.value = l.values[l.next++];
        rewind();
        choose(l, l.choice.value);
        return true;
      }
      ex.memory().pop();
      stack.pop_back();
    }
    return false;
  };
  // Saves the choice point the executor stands at as a level of the path.
  auto saveLevel = [&](const sem::ChoiceNeeded& c) -> Level& {
    const sem::Frame& f = ex.frames().back();
    Level l;
    ex.save(l.snap);
    l.goalState = env.goalState;
    l.current = ex.currentThread();
    // main's arguments are chosen at its entry, before its first instruction.
    bool arguments = c.kind == sem::ChoiceKind::Environment && c.input.source == sem::InputSource::Arguments;
    l.choice = Choice{arguments ? f.fn->loc : f.fn->insts[f.pc].loc, f.fn->name, c.name, {}, c.type, c.kind, l.current};
    l.choice.input = c.input;
    l.currentRunnable = std::find(c.threads.begin(), c.threads.end(), l.current) != c.threads.end();
    l.deviations = stack.empty() ? 0 : stack.back().deviations;
    l.switches = stack.empty() ? 0 : stack.back().switches;
    l.sleep = l.childSleep = stack.empty() ? 0 : stack.back().childSleep;
    ex.memory().push();
    stack.push_back(std::move(l));
    res.stats.maxDepth = std::max<uint64_t>(res.stats.maxDepth, stack.size());
    return stack.back();
  };
  // Tries each value of that choice point, the first one now.  A schedule
  // tries the runnable threads, the one that stopped first (no switch):
  // the bounded hunts then favour few context switches.
  // `awake`: the threads a schedule may try (bits; sleep sets).  False if
  // there is none.
  auto expand = [&](const sem::ChoiceNeeded& c, uint64_t awake) -> bool {
    std::vector<sem::Word> values;
    if (c.kind == sem::ChoiceKind::Schedule && opts.pinnedSchedule) {
      size_t k = 0;
      for (const Level& l : stack) k += l.choice.schedule();
      uint32_t cur = ex.currentThread();
      auto runnable = [&](uint32_t t) { return std::find(c.threads.begin(), c.threads.end(), t) != c.threads.end(); };
      uint32_t t = k < opts.pinnedSchedule->size() ? (*opts.pinnedSchedule)[k] : cur;
      if (!runnable(t)) t = runnable(cur) ? cur : c.threads.front();
      values = {sem::Word{t, 0, mem::kNoObj}};
    } else if (c.kind == sem::ChoiceKind::Schedule) {
      uint32_t cur = ex.currentThread();
      bool bounded = opts.contextBound >= 0 && !stack.empty() &&
                     stack.back().switches >= static_cast<uint32_t>(opts.contextBound);
      bool curRunnable = std::find(c.threads.begin(), c.threads.end(), cur) != c.threads.end();
      size_t cutByBound = 0;
      for (uint32_t t : c.threads) {
        if (t < 64 && !(awake >> t & 1)) continue;
        if (t == cur) values.insert(values.begin(), sem::Word{t, 0, mem::kNoObj});
        else if (!bounded || !curRunnable) values.push_back(sem::Word{t, 0, mem::kNoObj});
        else ++cutByBound;
      }
      if (cutByBound) incomplete(fmt::format("TRUE up to {} context switches", opts.contextBound));
      res.stats.slept += c.threads.size() - values.size() - cutByBound;
      if (values.empty()) return false;
    } else if (opts.pinned && c.kind == sem::ChoiceKind::Input) {
      size_t k = 0;
      for (const Level& l : stack) k += l.choice.kind == sem::ChoiceKind::Input;
      values = {k < opts.pinned->size() ? (*opts.pinned)[k] : sem::Word{0, 0, mem::kNoObj}};
    } else if (c.kind == sem::ChoiceKind::Environment) {
      const sem::Frame& f = ex.frames().back();
      const Domain& d = domains.input(*f.fn, f.pc, c.input);
      size_t k = 0;
      for (const Level& l : stack) k += l.choice.kind == sem::ChoiceKind::Environment;
      if (opts.pinned && k < opts.pinnedInputs.size()) {
        const sem::InputValue& v = opts.pinnedInputs[k];
        values = {sem::Word{c.input.text() ? domains.texts.number(v.text)
                                           : static_cast<uint64_t>(v.number) & sem::maskOf(c.input.bits),
                            0, mem::kNoObj}};
      } else if (opts.pinned) {
        values = {d.values.front()};
      } else {
        if (!d.complete) incomplete(d.why);
        values = d.values;
      }
    } else {
      const sem::Frame& f = ex.frames().back();
      const Domain& d = domains.at(*f.fn, f.pc, prog.types[c.type], c.name);
      if (!d.complete) incomplete(d.why);
      values = d.values;
    }
    Level& l = saveLevel(c);
    l.values = std::move(values);
    l.choice.options = static_cast<uint32_t>(l.values.size());
    l.next = 1;
    choose(l, l.values[0]);
    env.pending = l.values[0];
    return true;
  };
  // Breadth-first: re-creates the state of frontier node n by replaying its
  // path from the deepest save point that the current path shares with it,
  // and expands it.  False if that failed.
  auto reach = [&](uint32_t n) -> bool {
    std::vector<sem::Word> path;
    for (uint32_t k = n; frontier[k].parent != Node::kNoParent; k = frontier[k].parent) path.push_back(frontier[k].value);
    std::reverse(path.begin(), path.end());
    // Level i stands where the path stands after i choices while the levels
    // below it chose along the path.
    size_t keep = 0;
    while (keep < stack.size() && keep < path.size() && (keep == 0 || sameValue(stack[keep - 1].choice.value, path[keep - 1])))
      ++keep;
    while (stack.size() > keep) {
      ex.memory().pop();
      stack.pop_back();
    }
    for (;;) {
      if (!stack.empty()) choose(stack.back(), path[stack.size() - 1]);
      rewind();
      std::optional<sem::ChoiceNeeded> choice;
      try {
        ex.run();
        choice = ex.takeChoice();
      } catch (const sem::ChoiceNeeded& c) {
        choice = c;
      } catch (const sem::LimitHit&) {
        if (g_stop) {
          unknown(stopReason(opts.timeoutSeconds));
          return false;
        }
      } catch (const sem::ViolationError&) {
      } catch (const sem::ProgramExit&) {
      } catch (const sem::PathBlocked&) {
      } catch (const GoalReached&) {
      } catch (const GoalMissed&) {
      }
      if (choice) {
        if (stack.size() == path.size()) {
          expand(*choice, ~0ull);
          return true;
        }
        saveLevel(*choice);
        continue;
      }
      // The executor is deterministic between choices, so this is a bug.
      incomplete("internal error: a replayed path did not reach its choice point");
      return false;
    }
  };
  // Breadth-first: the next value of the node being expanded, else the next node.
  auto advance = [&]() -> bool {
    if (!stack.empty() && stack.back().next < stack.back().values.size()) {
      Level& l = stack.back();
      choose(l, l.values[l.next++]);
      rewind();
      return true;
    }
    while (!stop && nextNode < frontier.size()) {
      expanding = static_cast<uint32_t>(nextNode++);
      if (reach(expanding)) return true;
    }
    return false;
  };

  try {
    std::vector<std::string> argv = opts.argv;
    if (opts.fixed.arguments) argv.insert(argv.end(), opts.fixed.arguments->begin(), opts.fixed.arguments->end());
    ex.start(argv, !opts.fixed.arguments);
    if (opts.fixed.stdinBytes) ex.presetStdin(*opts.fixed.stdinBytes);
    for (const auto& [name, value] : opts.fixed.variables) ex.presetVariable(name, value);
    for (const auto& [path, contents] : opts.fixed.files) ex.presetFile(path, contents);
  } catch (const sem::ViolationError& e) {
    res.verdict = Result::Verdict::Unknown;
    res.reason = e.v.message;
    return res;
  }
  ex.save(initial);
  ex.memory().push();
  auto lastReport = started;
  while (!stop) {
    bool pathEnded = true;
    stretchStart = ex.steps();
    std::optional<sem::ChoiceNeeded> choice;
    try {
      ex.run();
      choice = ex.takeChoice();
      if (!choice) atExit(false, true);
    } catch (const sem::ChoiceNeeded& c) {
      choice = c;
    } catch (const sem::ProgramExit& e) {
      atExit(true, e.runsHandlers);
    } catch (const sem::ViolationError& e) {
      onError(e.v);
    } catch (const sem::PathBlocked&) {
      if (!goalAtEnd()) ++res.stats.paths;
    } catch (const GoalReached&) {
      violation(sem::Violation{sem::ErrorKind::ReachError, "the goal is covered", 0, {}, {}}, "goal");
    } catch (const GoalMissed&) {
      ++res.stats.paths;
    } catch (const sem::LimitHit& e) {
      if (g_stop) {
        unknown(stopReason(opts.timeoutSeconds));
        break;
      }
      ++res.stats.paths;
      incomplete(e.what);
    } catch (const std::length_error&) {
      ++res.stats.paths;
      incomplete("address space exhausted");
    }
    if (choice) {
      const sem::ChoiceNeeded& c = *choice;
      pathEnded = false;
      if (g_stop) {
        unknown(stopReason(opts.timeoutSeconds));
        break;
      }
      try {
        if (opts.props.validMemtrack) ex.checkLost("");
      } catch (const sem::ViolationError& e) {
        onError(e.v);
        if (stop) break;
        pathEnded = true;
      }
      if (!pathEnded) {
        bool timed = storeTime.begin();
        std::chrono::steady_clock::time_point t0;
        if (timed) t0 = std::chrono::steady_clock::now();
        // Under a context bound the thread that stopped counts: switching
        // away from it spends the budget.
        const std::vector<uint32_t>& encoded =
            encoder.encode(ex, c.kind == sem::ChoiceKind::Schedule && opts.contextBound < 0);
        // Two paths to one state with the goal's automaton in different
        // states are different searches.
        if (opts.goal) {
          withGoal = encoded;
          withGoal.push_back(visited.components().intern(
              std::string_view(reinterpret_cast<const char*>(&env.goalState), sizeof env.goalState)));
        }
        state::Insertion stored = visited.insert(opts.goal ? withGoal : encoded);
        bool fresh = stored.fresh;
        uint64_t awake = ~0ull;  // the threads a schedule here may try
        bool sleeping = por && c.kind == sem::ChoiceKind::Schedule;
        if (sleeping) {
          uint64_t asleep = stack.empty() ? 0 : stack.back().childSleep;
          auto [it, first] = sleepOf.try_emplace(stored.id, asleep);
          awake = fresh ? ~asleep : first ? 0 : it->second & ~asleep;
          it->second &= asleep;
        }
        if (timed) storeTime.add(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        if (!fresh) {
          ++res.stats.revisits;
          // Seen before: only the threads asleep on every earlier visit and
          // awake on this one are still to try.
          pathEnded = !sleeping || !awake || !expand(c, awake);
        } else {
          ++res.stats.states;
          if (maxStates && res.stats.states >= maxStates) {
            unknown(fmt::format("state limit of {} reached", maxStates));
            break;
          }
          if (opts.maxDepth && stack.size() >= opts.maxDepth) {
            incomplete(fmt::format("depth limit of {} choices reached", opts.maxDepth));
            pathEnded = true;
          } else if (breadthFirst) {
            frontier.push_back(Node{expanding, stack.empty() ? sem::Word{} : stack.back().choice.value});
            pathEnded = true;
          } else {
            pathEnded = !expand(c, awake);
          }
        }
      }
      if ((res.stats.states & 1023) == 0) {
        res.stats.peakMB = engines::peakResidentMB();
        auto now = std::chrono::steady_clock::now();
        if (progress && now - lastReport >= std::chrono::seconds(1)) {
          lastReport = now;
          res.stats.seconds = std::chrono::duration<double>(now - started).count();
          res.stats.storeSeconds = storeTime.seconds();
          res.stats.storedBytes = storedBytes();
          progress(Progress{res.stats, stack.size()});
        }
      }
    }
    if (stop) break;
    if (pathEnded && !(breadthFirst ? advance() : backtrack())) break;
  }
  res.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  res.stats.storeSeconds = storeTime.seconds();
  res.stats.storedBytes = storedBytes();
  res.stats.steps = ex.steps();
  res.stats.peakMB = engines::peakResidentMB();
  if (stop) return res;
  if (res.verdict == Result::Verdict::False) return res;
  if (visited.lossy()) incomplete("the visited set may have confused distinct states (--hash-compact/--bitstate)");
  if (res.incomplete.empty()) {
    res.verdict = Result::Verdict::True;
    if (opts.invariants) {
      res.invariants = facts.invariants();
      res.invariantsWhy = facts.why();
    }
  } else {
    res.verdict = Result::Verdict::Unknown;
    res.reason = res.incomplete.front();
  }
  return res;
}

}  // namespace

std::string choiceValueText(const ir::Program& prog, const Choice& c) {
  const ir::Type& t = prog.types[c.type];
  if (t.kind == ir::TypeKind::Double) {
    double d;
    std::memcpy(&d, &c.value.v, 8);
    return fmt::format("{}", d);
  }
  if (t.kind == ir::TypeKind::Float) {
    float f;
    uint32_t b = static_cast<uint32_t>(c.value.v);
    std::memcpy(&f, &b, 4);
    return fmt::format("{}", f);
  }
  bool isUnsigned = !c.name.empty() && (c.name[0] == 'u' || c.name == "bool" || c.name == "size_t" || c.name == "pointer");
  if (t.kind == ir::TypeKind::Int && !isUnsigned) return fmt::format("{}", sem::sext(c.value.v, t.bits));
  return fmt::format("{}", c.value.v);
}

bool undefinedNoted(const Result& res, const sem::Violation& v) {
  constexpr size_t kMostPlaces = 16;
  return res.undefined.size() >= kMostPlaces ||
         std::any_of(res.undefined.begin(), res.undefined.end(), [&](const Result::Undefined& u) {
           return u.violation.kind == v.kind && u.violation.loc == v.loc;
         });
}

void noteUndefined(Result& res, const sem::Violation& v, std::vector<Choice> trace, bool replays) {
  if (!undefinedNoted(res, v)) res.undefined.push_back(Result::Undefined{v, std::move(trace), replays});
}

std::string propertyOf(sem::ErrorKind k, const Properties& p) {
  using sem::ErrorKind;
  switch (k) {
    case ErrorKind::NullDereference: case ErrorKind::OutOfBounds: case ErrorKind::UseAfterFree:
    case ErrorKind::UseAfterReturn: case ErrorKind::UseAfterScope: case ErrorKind::InvalidPointer:
    case ErrorKind::ReadOnlyWrite: case ErrorKind::InvalidCall:
      return p.validDeref ? "valid-deref" : "";
    case ErrorKind::DoubleFree: case ErrorKind::InvalidFree:
      return p.validFree ? "valid-free" : "";
    case ErrorKind::MemoryLeak:
      return p.validMemtrack ? "valid-memtrack" : "";
    case ErrorKind::ReachError:
      return p.unreachCall ? "unreach-call" : "";
    case ErrorKind::SignedOverflow:
      return p.noOverflow ? "no-overflow" : "";
    case ErrorKind::DataRace:
      return p.noDataRace ? "no-data-race" : "";
    case ErrorKind::Deadlock:
      return p.pthreads ? "no-deadlock" : "";
    case ErrorKind::ThreadMisuse:
      return p.pthreads ? "valid-pthread" : "";
    default:
      return "";
  }
}

Result explore(const ir::Program& prog, const Options& opts, const std::function<void(const Progress&)>& progress) {
  CpuTimer timer(opts.timeoutSeconds);
  // Hunt first: bugs usually need few unusual choices, and a bounded search
  // finds them long before a full depth-first search would backtrack to them.
  // Not before a breadth-first search: it would find longer counterexamples
  // first; nor when every violation is asked for, as a hunt stops at its
  // first ones.
  constexpr uint64_t kHuntStates = 100000;
  for (int bound = 0; bound <= 2 && opts.order == Order::DepthFirst && !opts.allErrors; ++bound) {
    bool cut = false;
    Result r = search(prog, opts, {}, bound, opts.maxStates ? std::min(opts.maxStates, kHuntStates) : kHuntStates, cut);
    if (r.verdict == Result::Verdict::False || g_stop) return r;
    // A bounded search whose bound never cut a path was a full search.
    if (!cut && r.verdict != Result::Verdict::Unknown) return r;
  }
  bool cut = false;
  return search(prog, opts, progress, -1, opts.maxStates, cut);
}

}  // namespace ferret::explore
