// The symbolic state the encoder steps: registers of each frame of the
// call stack, memory split into the memory model's regions, and the
// allocation maps of SMACK's memory-safety instrumentation (each object
// has a status and a size; accesses are checked against both).
//
// Pointers are (object, offset) pairs, as the executor keeps them:
// objects are numbered (0 is no object: NULL and integers cast to
// pointers), globals first, then functions, then one new number per
// allocation, never reused, so a dangling pointer still names its dead
// object.  Memory regions are arrays object -> offset -> cell.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <memory>
#include <vector>

namespace ferret::smt {

// Object status codes, the values of the status map.
enum class Status : uint8_t { Unallocated, Global, ReadOnly, Function, Heap, Stack, Freed, Returned, OutOfScope };

struct Val {
  z3::expr v;    // a Bool, an integer, or a pointer's object
  z3::expr off;  // a pointer's offset (null otherwise)
  bool defined() const { return static_cast<Z3_ast>(v) != nullptr; }
  bool pointer() const { return static_cast<Z3_ast>(off) != nullptr; }
};

struct Mem {
  std::vector<z3::expr> cells;  // per region: values (bytes; scalars; pointers' objects)
  std::vector<z3::expr> aux;    // per region: byte regions' provenance, pointer regions' offsets; null else
  // Per region of 8-bit cells, in Horn clauses only (null else, and in
  // every region when the encoding keeps no such ghost): object -> an
  // offset known to hold a zero byte (a string's terminator), or -1.
  // Kept even when contents are abstracted (EncoderOptions::
  // abstractContents); see terminators.cpp.
  std::vector<z3::expr> zero;
  z3::expr status, size, next, heapLive;
  // The goal automaton's state (test generation: EncoderOptions::
  // goalAutomaton), carried with memory through joins, cut points and
  // calls; null when no automaton is followed.
  z3::expr goal;
};

struct Alloca {
  z3::expr guard;  // whether this path allocated it
  z3::expr obj;
  uint32_t site;   // the allocating instruction
};

struct Frame {
  uint32_t fn = 0;
  uint32_t block = 0, inst = 0;  // suspended callers: at their call
  std::vector<Val> regs;
  std::vector<Alloca> allocas;   // stack objects to kill at return
};

// A function summarised for its recursion relates what it returns to its
// arguments and the memory it was called with: every state inside it
// carries them.
struct Entry {
  std::vector<Val> args;  // per parameter word
  Mem mem;
};

// The memory and the registers a spin loop's body writes that are live at
// its header, as they were there.
struct SpinSnapshot {
  Mem mem;
  std::vector<Val> regs;
};

struct State {
  z3::expr guard;
  std::vector<Frame> stack;
  Mem mem;
  std::shared_ptr<const Entry> entry;  // null outside a summarised function
  std::vector<Val> ret;                // the words a returning frame returns
  // Context-bounded threads (threads.hpp): the running thread's round,
  // switch points passed and atomic-section depth; empty otherwise.
  std::vector<z3::expr> thread;
  // What it had when it last entered the header of a spin loop whose body
  // writes (Encoder::spinLoop); null when unknown.
  std::shared_ptr<const SpinSnapshot> spin = nullptr;
};

// One state standing for all of them: the disjunction of the guards, each
// component the value of the state whose guard holds.  All must stand in
// frames of the same functions.
State merge(std::vector<State>& states);

bool same(const z3::expr& a, const z3::expr& b);

}  // namespace ferret::smt
