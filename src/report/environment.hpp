// A counterexample's environment choices (what it read from stdin, argv,
// environment variables, clocks and random numbers) as the evidence writes
// them, and back: one record per choice, in path order, in the trace file,
// the witness and the Test-Comp test vector; `ferret run --replay` and
// `--test-vector` gather the records into the environment they replay.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "engines/interp/interp.hpp"

namespace ferret::report {

// `key` is "stdin", "argc", "argv[I]", "getenv(NAME)", "file(PATH)",
// "isatty(FD)", "clock" or "random"; stdin's bytes, argv[I], a variable's value and a
// file's contents are texts (none: the variable is unset, there is no such
// file), the others numbers.
struct InputRecord {
  std::string key;
  std::optional<std::string> text{};
  int64_t number = 0;
  bool isText() const {
    return key == "stdin" || key.starts_with("argv[") || key.starts_with("getenv(") || key.starts_with("file(");
  }
};

InputRecord inputRecord(const explore::Choice& c);
// The parts of the environment verify was told to fix (--stdin, --env,
// --file, --fs-root's files as read, the arguments after --) as choices
// of no place in the program (loc 0): put first in a counterexample's
// trace, its replay command, trace file and report give the run the same
// environment.  Trace lines leave them out: the verdict line names them.
std::vector<explore::Choice> fixedChoices(const explore::FixedEnvironment& fixed);
inline bool isFixedChoice(const explore::Choice& c) {
  return c.kind == sem::ChoiceKind::Environment && c.loc == 0;
}
// The choice as a trace line says it: `getchar() reads "A" from stdin`.
std::string describeInput(const explore::Choice& c);

// What a replay of the records feeds the program; argv[1..] are empty
// strings where the program never read them.
struct ReplayedEnvironment {
  interp::RecordedEnvironment recorded;
  std::optional<std::vector<std::string>> arguments;
};
// Adds a record; throws std::invalid_argument for an unknown key.
void replay(const InputRecord& r, ReplayedEnvironment& env);

// The witness constraint of a record, a C call expression that no program
// defines: __ferret_input("stdin", "A"), __ferret_input("argc", 3),
// __ferret_input("getenv(DEBUG)", 0) for an unset variable.
std::string witnessConstraint(const InputRecord& r);
// The record of such a constraint, or none if it is not one.
std::optional<InputRecord> parseWitnessConstraint(const std::string& constraint);

// The shell command that replays an environment: `printf 'A' | env -u
// DEBUG ferret run FILE --clock 5 --file config.txt=a -- arg` around
// `options` (the run's own).
std::string replayCommand(const std::string& file, const std::string& options, const ReplayedEnvironment& env);

}  // namespace ferret::report
