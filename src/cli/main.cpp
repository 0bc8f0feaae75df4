// The ferret command line: argument parsing and wiring only.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <optional>
#include <string_view>

#include "cli/bench.hpp"
#include "cli/cover.hpp"
#include "cli/load.hpp"
#include "cli/run.hpp"
#include "cli/testgen.hpp"
#include "cli/validators.hpp"
#include "cli/verify.hpp"
#include "engines/interp/interp.hpp"
#include "engines/limits/watchdog.hpp"
#include "engines/smt/smt.hpp"
#include "frontend/frontend.hpp"
#include "ir/printer.hpp"

namespace {

using namespace ferret;

constexpr int kExitOk = 0, kExitInput = 2, kExitLimit = 3;

constexpr const char* kWallTimeoutHelp =
    "stop after this many seconds of wall-clock time, 2 s later whatever the engine is doing (default --timeout "
    "x 1.1 + 1; 0 = none)";

void addCompileOptions(CLI::App* cmd, frontend::Options& fo) {
  cmd->add_option("files", fo.files, "C source files (.c or preprocessed .i), linked into one program")
      ->required()
      ->check(CLI::ExistingFile);
  // One value per occurrence: `-DBUG prog.c` must leave prog.c to `files`.
  cmd->add_option("-I", fo.includes, "add an include directory")->allow_extra_args(false);
  cmd->add_option("-D", fo.defines, "define a macro, NAME or NAME=VALUE")->allow_extra_args(false);
  cmd->add_option("--std", fo.std, "C language standard, e.g. c99, c11, gnu11");
  cmd->add_flag("--32", fo.ilp32, "ILP32 data model (i386 target); default LP64");
}

// What a run does once its inputs are used up, and its limits: shared by
// `run` and `cover` (each test of a suite is a run).
void addRunOptions(CLI::App* cmd, interp::Options& ro, std::string& nondet) {
  cmd->add_option("--nondet", nondet, "values once the inputs run out: zero or random")
      ->check(CLI::IsMember({"zero", "random"}));
  cmd->add_option("--seed", ro.seed, "seed for --nondet random")->check(cli::wholeNumber());
  cmd->add_flag("--strict-uninit", ro.limits.strictUninit, "report every read of an uninitialised value");
  cmd->add_option("--max-steps", ro.limits.maxSteps, "stop after this many instructions (exit 3; 0 = none, the default)")
      ->check(cli::wholeNumber());
  cmd->add_option("--max-heap", ro.limits.maxHeap, "stop when the heap exceeds this many bytes (exit 3; 0 = none, the default)")
      ->check(cli::wholeNumber());
  cmd->add_option("--stack-size", ro.limits.stackBytes,
                  "bytes of stack; a call or variable-length array beyond it is a stack overflow (default 8388608, "
                  "8 MiB as `ulimit -s` gives)")
      ->check(cli::wholeNumber(1));
  cmd->add_option("--timeout", ro.timeoutSeconds, "stop after this many CPU seconds (exit 3; 0 = none, the default)")
      ->check(cli::kSeconds);
}

// --html, --sarif and --sarif-root, as `run` and `verify` have them.
void addReportOptions(CLI::App* cmd, std::string& html, std::string& sarif, std::string& sarifRoot,
                      const std::string& htmlHelp) {
  cmd->add_option("--html", html, htmlHelp);
  cmd->add_option("--sarif", sarif, "write the errors as SARIF 2.1.0 (for code-scanning services and editors)");
  cmd->add_option("--sarif-root", sarifRoot, "SARIF's file paths are relative to this directory (default: the working directory)")
      ->check(CLI::ExistingDirectory);
}

// The subcommands, for `ferret help` and a mistyped command.
std::string commandList(const CLI::App& app) {
  std::string names;
  for (const CLI::App* sub : app.get_subcommands({})) names += (names.empty() ? "" : ", ") + sub->get_name();
  return names;
}

// `ferret help [COMMAND]` and a first word that names no command, before
// CLI11 sees them (it would only say that a subcommand is required).
std::optional<int> helpOrUnknown(CLI::App& app, int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "ferret: error: no command given (commands: " << commandList(app) << "; see ferret --help)\n";
    return kExitInput;
  }
  std::string_view first = argv[1];
  if (first.starts_with("-")) return std::nullopt;
  for (const CLI::App* sub : app.get_subcommands({}))
    if (sub->get_name() == first) return std::nullopt;
  if (first == "help") {
    const CLI::App* about = &app;
    if (argc > 2) {
      about = nullptr;
      for (const CLI::App* sub : app.get_subcommands({}))
        if (sub->get_name() == argv[2]) about = sub;
      if (!about) {
        std::cerr << "ferret: error: no command '" << argv[2] << "' (commands: " << commandList(app) << ")\n";
        return kExitInput;
      }
    }
    std::cout << about->help();
    return kExitOk;
  }
  std::cerr << "ferret: error: no command '" << first << "' (commands: " << commandList(app)
            << "; see ferret --help)\n";
  return kExitInput;
}

}  // namespace

int main(int argc, char** argv) {
  // Everything after `--` belongs to the program, not to ferret.
  std::vector<std::string> progArgs;
  bool argsGiven = false;
  for (int i = 1; i < argc; ++i)
    if (std::string_view(argv[i]) == "--") {
      progArgs.assign(argv + i + 1, argv + argc);
      argsGiven = true;
      argc = i;
      break;
    }
  CLI::App app{"Ferret: finds memory errors in C programs and proves their absence"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "ferret " FERRET_VERSION);

  cli::RunOptions rn;
  interp::Options& ro = rn.run;
  const std::string memoryDefault =
      fmt::format("default half the physical memory, {} MB here; 0 = none", engines::defaultMemoryLimitMB());

  CLI::App* run = app.add_subcommand("run", "execute the program once and report the first undefined behaviour");
  run->footer("Arguments after `--` are the program's own: ferret run FILE.c [options] [-- program arguments]");
  addCompileOptions(run, rn.frontend);
  run->add_option("--inputs", rn.inputs, "comma-separated values for __VERIFIER_nondet_* calls, in order");
  run->add_option("--schedule", rn.schedule,
                  "comma-separated thread ids, one per scheduling point with a choice; then the default schedule "
                  "(the running thread goes on while it can, else the lowest-numbered runnable one)");
  run->add_flag("--data-races", ro.limits.dataRaces, "report two threads about to access the same bytes (one writing)");
  run->add_flag("--spurious-wakeups", ro.limits.wakeWhenBlocked,
                "when only a thread in pthread_cond_wait without a signal could go on, it wakes (as POSIX allows) "
                "instead of the run ending in a deadlock");
  run->add_option("--test-vector", rn.testVector, "Test-Comp test case XML with the nondet values")
      ->check(CLI::ExistingFile);
  run->add_option("--replay", rn.replay,
                  "replay a counterexample written by `ferret verify --trace` (JSON) or `--witness` (YAML), in its "
                  "data model: its nondet values, schedule and environment (stdin, arguments, variables, files, clock, "
                  "random numbers); say whether the run shows its property")
      ->check(CLI::ExistingFile);
  run->add_option("--clock", rn.clock,
                  "comma-separated readings for time, clock, gettimeofday and clock_gettime (seconds, then "
                  "sub-seconds), in order; then the real clock");
  run->add_option("--random", rn.random, "comma-separated values for rand and random, in order; then glibc's generator, seeded by srand or srandom as natively");
  run->add_option("--fs-root", ro.fsRoot,
                  "the directory whose files the program may open (default the working directory); nothing outside "
                  "it is read or written")
      ->check(CLI::ExistingDirectory);
  run->add_option("--file", rn.files,
                  "fix file PATH's contents to BYTES, written with C escapes (\\n, \\\\, \\000), or with PATH alone make "
                  "it not exist, whatever the host holds (repeatable; as counterexamples' replay commands give "
                  "files)")
      ->allow_extra_args(false);
  run->add_option("--terminals", rn.terminals,
                  "which of stdin, stdout and stderr (0, 1, 2, comma-separated) isatty says are terminals, the "
                  "others not, or none (default: as they are)");
  run->add_flag("--fs-write", ro.fsWrite,
                "write the files the program creates, changes or removes under --fs-root (by default they change "
                "only in the run's own copy)");
  addRunOptions(run, ro, rn.nondet);
  run->get_option("--timeout")->description(
      "stop after this many CPU seconds (exit 3; 0 = none, the default); the run also ends within 10 % + 3 s of "
      "wall-clock time beyond it");
  run->add_option("--wall-timeout", rn.wallSeconds, kWallTimeoutHelp)->check(cli::kSeconds);
  rn.memoryLimitMB = engines::defaultMemoryLimitMB();
  run->add_option("--memory-limit", rn.memoryLimitMB, "stop above this many MB of resident memory (exit 3; " + memoryDefault + ")")
      ->check(cli::wholeNumber());
  run->add_flag("--strict", rn.strict,
                "report a relational comparison (<, >) of pointers into different objects as an error (by default a "
                "warning, and the run goes on)");
  run->add_option("--error-exitcode", rn.errorExitCode,
                  "exit with the program's own status when no error is found and with this one when an error is (as "
                  "valgrind's option; limits still exit 3, input errors 2)")
      ->check(CLI::Range(1, 255));
  run->add_flag("--print-inputs", rn.printInputs, "print the nondet values consumed (replayable with --inputs)");
  addReportOptions(run, rn.html, rn.sarif, rn.sarifRoot,
                   "write an HTML report: a walk through the run over the source (steps, call stack, inputs, "
                   "threads, memory drawn at the error and each __VERIFIER_plot)");
  run->add_flag("--json", rn.json,
                "print the outcome as one JSON object on stdout, with the program's own output in it (\"stdout\", "
                "\"stderr\")");

  frontend::Options irFiles;
  CLI::App* irCmd = app.add_subcommand("ir", "print the program as lowered for the engines");
  addCompileOptions(irCmd, irFiles);
  irCmd->add_flag("--shared-words", irFiles.shareWords,
                  "as `ferret run` lowers it: temporaries whose lifetimes do not meet share register words");

  cli::VerifyOptions vo;
  CLI::App* verify = app.add_subcommand("verify", "explore every input and path; answer TRUE, FALSE or UNKNOWN (SV-COMP)");
  verify->add_option("files", vo.frontend.files, "C source files, or one SV-COMP task file (.yml)")
      ->required()
      ->check(CLI::ExistingFile);
  verify->add_option("-I", vo.frontend.includes, "add an include directory")->allow_extra_args(false);
  verify->add_option("-D", vo.frontend.defines, "define a macro, NAME or NAME=VALUE")->allow_extra_args(false);
  verify->add_option("--std", vo.frontend.std, "C language standard, e.g. c99, c11, gnu11");
  verify->add_flag("--32", vo.frontend.ilp32, "ILP32 data model (i386 target); default LP64 or the task's");
  verify->add_option("--property", vo.property, "SV-COMP property file (.prp); default: memory safety and reach_error")
      ->check(CLI::ExistingFile);
  verify->add_option("--engine", vo.engine,
                     "engine: auto (default: explore, then shape and smt in slices of the time left, until one "
                     "answers), explore (explicit-state), shape (symbolic memory graphs) or smt (bounded model "
                     "checking and Horn-clause proofs with Z3)")
      ->check(CLI::IsMember({"auto", "explore", "shape", "smt"}));
  verify->add_option("--memory-model", vo.memoryModel,
                     "SMT engine: how memory is split into arrays: monolithic (one byte array), split-type (by "
                     "scalar type, types of type-unsafe accesses unified) or split-alias (by alias class and "
                     "type); default split-alias")
      ->check(CLI::IsMember({"monolithic", "split-type", "split-alias"}));
  verify->add_option("--inline-depth", vo.inlineDepth,
                     fmt::format("SMT engine: in Horn-clause proofs, calls this many frames deep and deeper are "
                                 "replaced by the callee's summary (its inferred frame havocked, its predicate as "
                                 "postcondition); recursive calls always are (default {})",
                                 smt::kDefaultInlineDepth))
      ->check(CLI::Range(0u, 1000000u));
  verify->add_flag("--show-frames", vo.showFrames,
                   "print the modifies clause the SMT engine infers for each function and loop before verifying");
  verify->add_flag("--no-frames", vo.noFrames,
                   "SMT engine: a summarised call havocs all of memory instead of the callee's inferred frame "
                   "(to measure what frames save)");
  verify->add_option("--dump-smg", vo.dumpSmg,
                     "shape engine: write the SMG of each error and final state as DOT into this directory "
                     "(also where __VERIFIER_plot writes)");
  verify->add_flag("--no-abstraction", vo.noAbstraction,
                   "shape engine: only the hunter (no list abstraction; it cannot prove programs whose lists have "
                   "no bound)");
  verify->add_option("--abstraction-thresholds", vo.thresholds,
                     "shape engine: the shortest sequence of list nodes merged into a segment when their "
                     "sub-graphs are equal, when one entails the other, when they are incomparable (default 2,2,3; after a "
                     "violation met after abstraction, a second verifier doubles the last two)")
      ->delimiter(',')
      ->expected(3)
      ->check(CLI::Range(2u, 1000u));
  verify->add_option("--call-cache", vo.callCache,
                     "shape engine's verifier: function summaries, a callee analysed once per entry state up to "
                     "isomorphism, or reused for any entry a cached one entails (entailment), or calls inlined "
                     "(off, the default)")
      ->check(CLI::IsMember({"isomorphism", "entailment", "off"}));
  verify->add_option("--call-cache-misses", vo.callCacheMisses,
                     "shape engine's call cache: a function whose calls missed the cache this many times in a row "
                     "since its last hit is inlined from then on (default 8; 0: no limit)")
      ->check(CLI::Range(0u, 1000000u));
  verify->add_option("--search", vo.search,
                     "search order: dfs (default; hunts for bugs with few unusual inputs first) or bfs (a "
                     "counterexample with the fewest choices; re-executes each state's path from its choices)")
      ->check(CLI::IsMember({"dfs", "bfs"}));
  verify->add_option("--witness", vo.witness, "write an SV-COMP witness (YAML 2.0): for FALSE a violation witness (2.2 with thread ids when "
                     "threads run), for TRUE a correctness witness with the proof's loop invariants");
  verify->add_option("--test-vector-out", vo.testVectorOut,
                     "write a Test-Comp test suite (metadata.xml, testcase-N.xml) of the counterexample for a FALSE verdict");
  verify->add_option("--trace", vo.trace, "write the counterexample (nondet values) as JSON for a FALSE verdict");
  addReportOptions(verify, vo.html, vo.sarif, vo.sarifRoot,
                   "write an HTML report: for FALSE a walk through the counterexample over the source (steps, call "
                   "stack, inputs, threads, memory drawn at the error and each __VERIFIER_plot); for TRUE the engine, "
                   "statistics and invariants; for UNKNOWN the reason");
  verify->add_flag("--all-errors", vo.explore.allErrors, "continue after the first violation");
  verify->add_flag("--uninit-as-nondet", vo.explore.limits.uninitBranches,
                   "a branch on an uninitialised value goes either way (default: the path's behaviour is "
                   "undefined, it ends and the verdict can only be UNKNOWN)");
  verify->add_option("--max-depth", vo.explore.maxDepth, "most nondeterministic choices along one path (0 = none, the default)")
      ->check(cli::wholeNumber());
  verify->add_option("--max-states", vo.explore.maxStates, "stop after storing this many states (UNKNOWN; 0 = none, the default)")
      ->check(cli::wholeNumber());
  verify->add_option("--timeout", vo.explore.timeoutSeconds,
                     "stop after this many CPU seconds (UNKNOWN; 0 = none, the default); the run also ends within "
                     "10 % + 3 s of wall-clock time beyond it")
      ->check(cli::kSeconds);
  verify->add_option("--wall-timeout", vo.wallSeconds, kWallTimeoutHelp)->check(cli::kSeconds);
  vo.memoryLimitMB = engines::defaultMemoryLimitMB();
  verify->add_option("--memory-limit", vo.memoryLimitMB, "stop above this many MB of resident memory (UNKNOWN; " + memoryDefault + ")")
      ->check(cli::wholeNumber());
  verify->add_flag("--hash-compact", vo.hashCompact, "store 128-bit fingerprints only (never answers TRUE)");
  verify->add_option("--bitstate", vo.bitstate, "bit-state hashing in this many bytes (never answers TRUE)")
      ->check(cli::wholeNumber(1));
  verify->add_option("--stack-size", vo.explore.limits.stackBytes,
                     "bytes of stack; a call or variable-length array beyond it is a stack overflow (default 8388608)")
      ->check(cli::wholeNumber(1));
  verify->add_flag("--stats", vo.stats, "print statistics at the end");
  verify->add_flag("--json", vo.json, "print the verdict, counterexample and warnings as one JSON object on stdout");
  bool noPor = false;
  verify->add_flag("--no-por", noPor, "no sleep sets: try every runnable thread at every scheduling point");
  verify->add_option("--max-threads", vo.explore.limits.maxThreads,
                     "most threads, main included (default 64): a path creating more ends unexplored (UNKNOWN)")
      ->check(cli::wholeNumberOf<uint32_t>(1));
  verify->add_option("--context-bound", vo.explore.contextBound,
                     "explore only interleavings with at most this many context switches; with --engine smt, at "
                     "most this many contexts per thread (default 3 for programs that create threads); FALSE or "
                     "UNKNOWN, never TRUE")
      ->check(cli::wholeNumberOf<int>());
  verify->add_option("--stdin", vo.stdinFile,
                     "fix stdin to this file's bytes (default: stdin is input, every content is explored)")
      ->check(CLI::ExistingFile);
  verify->add_option("--env", vo.variables,
                     "fix environment variable NAME to VALUE, or with NAME alone to unset (repeatable; default: "
                     "every variable getenv reads is input, unset or any string)")
      ->allow_extra_args(false);
  verify->add_option("--file", vo.files,
                     "fix file PATH's contents to BYTES, written with C escapes (\\n, \\\\, \\000), or with PATH "
                     "alone make it not exist (repeatable; default: each file the program opens is input, no file or "
                     "any contents)")
      ->allow_extra_args(false);
  verify->add_option("--fs-root", vo.fsRoot,
                     "take the program's other files from this directory, as a snapshot: a path inside it holds the "
                     "host file's bytes, any other path does not exist")
      ->check(CLI::ExistingDirectory);
  verify->footer("Arguments after `--` fix the program's own (default: argc and argv are input): "
                 "ferret verify FILE.c [options] [-- program arguments]");

  cli::CoverOptions co;
  co.run.timeoutSeconds = 10;
  std::string coverNondet = "zero";
  CLI::App* coverCmd = app.add_subcommand("cover", "run a Test-Comp test suite and report the coverage it reaches");
  addCompileOptions(coverCmd, co.frontend);
  coverCmd->add_option("--tests", co.suite, "the test suite: a directory or .zip with metadata.xml and test-case XML files")
      ->required();
  addRunOptions(coverCmd, co.run, coverNondet);
  coverCmd->get_option("--timeout")->description("stop a test after this many CPU seconds (default 10; 0 = none)");
  coverCmd->add_option("--fql", co.goals.fql,
                       "measure the goals of this FQL query, e.g. 'COVER EDGES(@DECISIONEDGE)' or "
                       "'IN @FUNC(f) COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE)'");
  coverCmd->add_option("--fql-file", co.goals.fqlFile, "measure the goals of the FQL query in this file")
      ->check(CLI::ExistingFile)
      ->excludes("--fql");
  coverCmd->add_option("--criterion", co.goals.criteria,
                       "a built-in criterion, each an FQL query: branches, lines, functions, error-call (repeatable; "
                       "default all four, none with --fql)")
      ->check(CLI::IsMember({"branches", "lines", "functions", "error-call"}))
      ->allow_extra_args(false);
  coverCmd->add_option("--goal-function", co.goals.goalFunction,
                       "error-call goals: calls of this function (default reach_error and __VERIFIER_error)");
  coverCmd->add_option("--lcov", co.lcov, "write an lcov tracefile (genhtml renders it)");
  coverCmd->add_flag("--json", co.json, "print the results as JSON on stdout");
  coverCmd->add_option("--html", co.html,
                       "write an HTML report: the source with each goal covered or not and by which tests, per-file "
                       "and per-function totals");
  coverCmd->add_flag("--reduce", co.reduce, "also print a smallest-found subset of tests with the same coverage");

  cli::TestgenOptions tg;
  CLI::App* testgenCmd =
      app.add_subcommand("testgen", "generate a Test-Comp test suite covering the goals of an FQL query or criterion");
  addCompileOptions(testgenCmd, tg.frontend);
  testgenCmd->add_option("--out", tg.out, "the directory to write the suite to (metadata.xml, testcase-N.xml)")->required();
  testgenCmd->add_option("--fql", tg.goals.fql, "cover the goals of this FQL query");
  testgenCmd->add_option("--fql-file", tg.goals.fqlFile, "cover the goals of the FQL query in this file")
      ->check(CLI::ExistingFile)
      ->excludes("--fql");
  std::string tgCriterion;
  testgenCmd->add_option("--criterion", tgCriterion,
                         "a built-in criterion: branches (the default: COVER EDGES(@DECISIONEDGE)), error-call, "
                         "lines, functions")
      ->check(CLI::IsMember({"branches", "lines", "functions", "error-call"}))
      ->excludes("--fql")
      ->excludes("--fql-file");
  testgenCmd->add_option("--goal-function", tg.goals.goalFunction,
                         "error-call goals: calls of this function (default reach_error and __VERIFIER_error)");
  testgenCmd->add_option("--timeout", tg.seconds,
                         "CPU seconds for the whole generation (default 60; 0 = none: until every goal is decided)")
      ->check(cli::kSeconds);
  testgenCmd->add_option("--wall-timeout", tg.wallSeconds,
                         "end the generation after this many seconds of wall-clock time, as the CPU budget does (default "
                         "--timeout x 3 + 30, none without --timeout; 0 = none)")
      ->check(cli::kSeconds);
  testgenCmd->add_option("--seed", tg.seed, "seed of the random first pass (default 1)")->check(cli::wholeNumber());
  testgenCmd->add_flag("--random-only", tg.randomOnly,
                       "random and boundary inputs for the whole time, no engine (a baseline)");
  tg.memoryLimitMB = engines::defaultMemoryLimitMB();
  testgenCmd->add_option("--memory-limit", tg.memoryLimitMB,
                         "stop above this many MB of resident memory, of testgen and its SMT child together (" +
                             memoryDefault + ")")
      ->check(cli::wholeNumber());
  testgenCmd->add_flag("--quiet", tg.quiet, "no progress lines on stderr");

  cli::BenchOptions bo;
  CLI::App* benchCmd = cli::addBenchCommand(app, bo);

  if (std::optional<int> status = helpOrUnknown(app, argc, argv)) return *status;
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "ferret: error: " << e.what() << " (see ferret --help)\n";
    // `run --json` answers in JSON whatever went wrong.
    if (std::string_view(argv[1]) == "run" && std::find(argv + 2, argv + argc, std::string_view("--json")) != argv + argc)
      cli::printJsonInputError(e.what());
    return kExitInput;
  }

  vo.explore.por = !noPor;
  try {
    if (*verify) {
      if (argsGiven) vo.explore.fixed.arguments = progArgs;
      return cli::runVerify(vo);
    }
    if (*coverCmd) {
      co.run.policy = coverNondet == "random" ? interp::NondetPolicy::Random : interp::NondetPolicy::Zero;
      return cli::runCover(co);
    }
    if (*testgenCmd) {
      if (!tgCriterion.empty()) tg.goals.criteria = {tgCriterion};
      return cli::runTestgen(tg);
    }
    if (*benchCmd) {
      bo.extraArgs = progArgs;
      return cli::runBench(bo);
    }
    if (*irCmd) {
      std::unique_ptr<ir::Program> prog = cli::loadProgram(irFiles);
      if (!prog) return kExitInput;
      ir::print(std::cout, *prog);
      return kExitOk;
    }
    rn.programArgs = progArgs;
    rn.programArgsGiven = argsGiven;
    return cli::runRun(rn);
  } catch (const std::bad_alloc&) {
    // An allocation failed again after the watchdog's reserve was spent,
    // or one that bypasses operator new (the visited set's mappings) failed:
    // the same verdict as when the engines stop at a first failure (which
    // happens depends on where in memory the limit falls).
    const char* why = "out of memory (an allocation failed)";
    if (*verify) std::cout << "RESULT: UNKNOWN (" << why << ")" << std::endl;
    std::cerr << "ferret: stopped: " << why << "\n";
    return kExitLimit;
  }
}
