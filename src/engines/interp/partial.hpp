// Concrete runs for counterexamples whose choices a witness can only partly
// name.  A witness's waypoints lie in the task's input files; a nondet call
// made inside an included header has no waypoint of its own.  Writing the
// witness, the calls from the input files under which such choices were
// made are found (their return values become function_return waypoints at
// their call sites); replaying it, the choices made elsewhere are searched
// for, the values those calls returned first.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engines/interp/interp.hpp"

namespace ferret::interp {

// Whether a location lies in the task's input files.
using InInputs = std::function<bool(ir::LocId)>;

// A call from the input files into other code, under which a nondet choice
// was made outside the input files.
struct HeaderReturn {
  ir::LocId call = 0;       // the call instruction's location
  std::string caller;       // the function the call is in
  std::optional<std::string> value;  // its integer result as C writes it; none for other results
  size_t inputsBefore = 0;  // nondet values consumed when it returned
  uint32_t thread = 0;
};
// Those calls, in the order they returned, on the run `opts` describes
// (isolated: the counterexample's inputs, decisions and schedule).
std::vector<HeaderReturn> headerReturns(const ir::Program& prog, const Options& opts, const InInputs& inInputs);

// What a call into other code returned, by its call instruction's location.
struct CallValue {
  ir::LocId call = 0;
  std::string value;
};
// What a witness gives of a counterexample's nondet values.
struct PartialChoices {
  std::vector<std::string> inputs;  // of the nondet calls in the input files, in order
  std::vector<CallValue> returned;  // in the order they returned
};
struct Completion {
  bool found = false;               // a run `wanted` accepts
  std::vector<std::string> inputs;  // every nondet value of that run (else the first run's), in order
  std::vector<bool> addressReuse;   // its address-reuse choices, in order
  size_t runs = 0;
};
// Runs the program (isolated) on the witness's values; a choice made
// outside the input files tries the returned values, then 0, 1, -1, the
// type's extremes and the values next to the program's constants, and
// each address-reuse choice (no witness carries it) both ways, until a run
// ends as `wanted` says, at most maxRuns runs.  A run stops as soon as a
// call returns other than the witness says.
Completion completeChoices(const ir::Program& prog, const Options& base, const InInputs& inInputs,
                           const PartialChoices& given, const std::function<bool(const Outcome&)>& wanted,
                           size_t maxRuns);

}  // namespace ferret::interp
