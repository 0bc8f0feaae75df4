// What the executor reports when a run goes wrong, and the other ways a run
// ends.  Engines catch these; report/ formats them.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ir/program.hpp"
#include "sem/inputs.hpp"

namespace ferret::sem {

enum class ErrorKind : uint8_t {
  NullDereference, OutOfBounds, UseAfterFree, UseAfterReturn, UseAfterScope, InvalidPointer,
  ReadOnlyWrite, DoubleFree, InvalidFree, Uninitialized, MemcpyOverlap, DivisionByZero,
  SignedOverflow, ShiftOutOfRange, InvalidCall, StackOverflow, ReachError, AssertionFailure,
  MemoryLeak, StillReachable, PointerComparison, Deadlock, ThreadMisuse, DataRace, Unsupported,
};

const char* kindName(ErrorKind k);

// "1 byte", "12 bytes": how every message states a size.
std::string byteCount(uint64_t n);

// The largest object the executor allocates; past it a run stops (a limit,
// not a verdict), so an engine whose allocation size may exceed it cannot
// answer TRUE where a heap block may be that large: the C library would
// return NULL there.
inline constexpr uint64_t kLargestObject = 1ull << 40;

// Why an engine stops where an allocation's size (the product of its
// factors, for calloc) may pass sem::kLargestObject or size_t.
std::string sizeBeyondModel(const std::string& function, bool product);

// Undefined behaviour of arithmetic that SV-COMP's tasks are promised free
// of (signed overflow, division overflow included; shifts out of range):
// unless the property checked names it (no-overflow), a path that executes
// one ends there, complete, and the verdict is about the other paths (the
// engines report it beside the verdict).
bool isUndefinedBehaviour(ErrorKind k);

struct Note {
  std::string message;
  ir::LocId loc = 0;
};

struct StackEntry {
  std::string function;
  ir::LocId loc = 0;
};

struct Violation {
  ErrorKind kind;
  std::string message;
  ir::LocId loc = 0;
  std::vector<Note> notes;
  std::vector<StackEntry> stack;
};

// Thrown by the executor; the run (or the path) ends there.
struct ViolationError {
  Violation v;
};
struct ProgramExit {
  int code;
  // exit() and a return from main run the atexit() handlers; abort() and
  // _exit() end the process at once.
  bool runsHandlers = true;
};
struct PathBlocked {};  // __VERIFIER_assume(false)
struct LimitHit {
  std::string what;
};
// Who makes a choice: the verification harness (a __VERIFIER_nondet_*
// call), or C itself where it leaves the outcome open — whether the
// allocator handed a freed block's address out again, and which way a
// branch on an uninitialised value goes (SV-COMP reads such a value as an
// arbitrary one) — or the scheduler: which thread runs next — or the
// program's environment: what it reads from stdin, argv, environment
// variables, clocks and random numbers (sem/inputs.hpp).
enum class ChoiceKind : uint8_t { Input, AddressReuse, UninitBranch, Schedule, Environment };
constexpr size_t kChoiceKinds = static_cast<size_t>(ChoiceKind::Environment) + 1;

// Recorded decisions of the kinds other than Input, for a replay.
struct Decisions {
  std::vector<bool> addressReuse, uninitBranch;
  const std::vector<bool>& of(ChoiceKind k) const { return k == ChoiceKind::AddressReuse ? addressReuse : uninitBranch; }
  std::vector<bool>& of(ChoiceKind k) { return k == ChoiceKind::AddressReuse ? addressReuse : uninitBranch; }
};

// The environment has no value yet for a nondeterministic choice.  The
// executor is left at the choosing instruction, so it can be resumed once
// the engine has decided.
struct ChoiceNeeded {
  ChoiceKind kind;
  std::string name;  // Input: the __VERIFIER_nondet_ suffix
  ir::TypeId type;   // of the value; i1 for AddressReuse and UninitBranch
  // Schedule: which of these threads runs next (the executor stands before
  // the current thread's visible operation).
  std::vector<uint32_t> threads = {};
  // Environment: what the program asks for.  The executor stands at the
  // reading call (at main's entry for argc and argv) and runs it again from
  // its start once decided.
  InputRequest input = {};
};

}  // namespace ferret::sem
