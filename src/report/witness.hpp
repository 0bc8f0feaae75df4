// SV-COMP witnesses in the YAML witness format 2.0.  A violation witness is
// one `violation_sequence` entry; for a multi-threaded program, format
// 2.2's concurrency extension: every waypoint carries the `thread_id` of the
// thread that passes it, and segments are in the order the threads passed
// them.  A correctness witness is one `invariant_set` entry.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace ferret::report {

// Where each type's location must point, as format 2.0 defines it (columns
// count from 1; column 0 here means "not given", which the format reads as
// the leftmost suitable position on the line):
//   FunctionReturn, FunctionEnter: the ')' closing the call's arguments;
//   Branching: the keyword (if, while, for, do, switch) or the '?' of ?:;
//   Target: the first character of the statement or full expression whose
//     evaluation directly precedes the violation;
//   Assumption: the statement before which the constraint holds.
struct Waypoint {
  enum class Type { FunctionReturn, Branching, FunctionEnter, Assumption, Target } type;
  std::string file;  // path as in WitnessInfo::inputFiles
  unsigned line = 0, column = 0;
  std::string function;  // enclosing function; empty to leave it out
  // FunctionReturn: an ACSL `\result <op> <constant>`, e.g. "\\result == 5";
  // Branching: "true"/"false" (a switch: the case value or "default");
  // Assumption: a C expression;
  // FunctionEnter, Target: empty (the format forbids a constraint there).
  std::string constraint;
  // The thread passing the waypoint: 0 for main, then in creation order;
  // -1 (sequential programs) leaves it out.
  int thread = -1;
};

struct WitnessInfo {
  std::vector<std::string> inputFiles;  // read and hashed (SHA-256) for input_file_hashes
  std::string specification;            // the property file's text (the CHECK lines)
  bool ilp32 = false;
  std::string producerName = "Ferret", producerVersion = "0.1.0";
  std::vector<Waypoint> waypoints{};  // execution order; the last one, and only it, is the Target
};

// Writes one YAML document: a list holding one violation_sequence entry with
// one segment per waypoint.  Throws std::invalid_argument when the waypoints
// break the format's rules (no target, target not last, a waypoint in a file
// outside inputFiles, line 0, a constraint missing or where none is allowed)
// and std::runtime_error when an input file cannot be read for its hash.
void writeViolationWitness(std::ostream& os, const WitnessInfo& info);

// A loop invariant of a correctness witness: a C expression over the
// variables in scope that holds whenever control reaches the loop's head.
struct LoopInvariant {
  std::string file;  // as in WitnessInfo::inputFiles
  unsigned line = 0, column = 0;  // the loop keyword's first character
  std::string function;
  std::string expression;
};

// Writes one YAML document: a list holding one invariant_set entry (format
// 2.0) with a loop_invariant per element of `invariants` (none: an empty
// set, which claims nothing).  info.waypoints is not used.  Throws
// std::invalid_argument for an invariant outside the input files or
// without a line or expression, std::runtime_error as above.
void writeCorrectnessWitness(std::ostream& os, const WitnessInfo& info, const std::vector<LoopInvariant>& invariants);

// Lower-case hex SHA-256, as input_file_hashes holds it.
std::string sha256Hex(std::string_view data);
// Same, of a file's bytes; throws std::runtime_error when it cannot be read.
std::string sha256File(const std::string& path);
// The current local time in RFC 3339 (creation times of witnesses and test suites).
std::string isoNow();

}  // namespace ferret::report
