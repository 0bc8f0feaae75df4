// Context-bounded threads (Rakamarić's thesis, chapter 5; Lal and Reps):
// what the encoder needs to encode one thread of a sequentialised pthread
// program, and what it reports for the driver (context_bound.cpp).
//
// Threads run in rounds, in a fixed round-robin order (main first, then
// the threads in the order the encoding creates them).  Each thread is
// encoded on its own, from start to end, over K copies of the shared
// state: the copy of round r is what the threads before it in the order
// left at the end of their round-r contexts.  Round 0 of main starts from
// the program's initial memory; rounds 1..K-1 start from guesses, which
// the last thread's end-of-round states must equal.  All of memory is the
// shared state (a thread's own stack objects pass through the guesses
// like the rest), so the only state a thread keeps to itself is its
// registers.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <vector>

#include "engines/smt/state.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

// Whether a thread may be preempted before this instruction: every memory
// access, atomic and library call that another thread could observe or
// that may block, and the entry of a __VERIFIER_atomic_* function.  The
// concrete run that confirms a counterexample counts the same
// instructions (schedule_plan.cpp), so a context's end found in a model is
// a count of these.  `depth`: frames on the thread's stack (a thread's last
// return is one: main's ends the process).
bool switchPoint(const ir::Program& prog, const ir::Inst& in, size_t depth);

// A thread created in the encoding: one pthread_create reached at one
// place of the unrolled program.
struct Spawn {
  z3::expr guard;        // the paths that create it
  uint32_t slot;         // its place in the round-robin order
  uint32_t fn;           // its start function
  Val arg;
  z3::expr round;        // the creator's round at the creation
  uint32_t creator;
  z3::expr steps;        // the creator's switch points passed before it
  z3::expr ended, endRound;  // defined when the thread is encoded: whether and in which round it returned
};

// A pthread_join: its thread must have ended in an earlier context.
struct Join {
  z3::expr guard;
  z3::expr target;  // the pthread_t value (a slot)
  z3::expr round;
  uint32_t joiner;
};

// A switch point a path passed: the thread left `round` for `next`
// (K: it runs no more) after `steps` switch points, when it holds.
struct Switch {
  z3::expr guard;
  z3::expr round, steps, next;
};

// The thread being encoded.
struct ThreadEncoding {
  explicit ThreadEncoding(z3::context& c) : processEnd(c) {}
  uint32_t slot = 0;
  uint32_t contexts = 0;      // K
  std::vector<Mem> in;        // the shared state at each round's start, as the threads before left it
  // Per round, the memories the thread may leave it with, each with when:
  // the round's end is the one that holds, else (a round it skipped or
  // never reached) the round's start.  Terms, not equalities: Z3 then
  // substitutes instead of reasoning about equal arrays.
  std::vector<std::vector<std::pair<z3::expr, Mem>>> commits;
  std::vector<Mem> out;       // the rounds' ends, once the thread is encoded
  // The round in which main ended the process (K: it did not); a thread
  // runs only in earlier rounds.  Null while main itself is encoded.
  z3::expr processEnd;
  uint32_t* nextSlot = nullptr;  // slots given so far (shared by the threads)
  uint32_t maxThreads = 0;
  std::vector<Spawn> spawns;
  std::vector<Join> joins;
  std::vector<Switch> switches;
  std::vector<std::pair<z3::expr, z3::expr>> ends;  // guard, round of each return
  // Where the thread runs no more (Encoder::leave): one of them is reached
  // by every execution; a path that blocks for good is no execution.
  std::vector<z3::expr> exits;
  // Reads of regions not tracked: (guard, region).
  std::vector<std::pair<z3::expr, uint32_t>> untracked;
};

// What an iteration of a loop that does not switch away may change
// (Encoder::spinLoop): Pure, nothing but registers dead at its head, so it
// is dropped; Restoring, memory or registers live at its head too, but only
// through plain stores, atomics, the mutex, condition and rwlock models and
// register assignments, so it is dropped when they are back as they were
// at the head (a failed compare-and-swap, a condition wait that did not
// switch: unlock, then lock again).
enum class SpinLoop : uint8_t { None, Pure, Restoring };

// The positions of a thread's components in State::thread.
// kSpin: the round it was in when it last entered a spin loop's header
// (Encoder::spinLoop).
enum ThreadComponent : size_t { kRound = 0, kSteps = 1, kAtomic = 2, kSpin = 3, kThreadComponents = 4 };

}  // namespace ferret::smt
