// What the SMT engine needs to know of an ir::Program before encoding it,
// computed once without Z3: the kind of value each register word holds,
// each function's loops and a topological order of its blocks, and the
// call graph's recursive functions.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ir/liveness.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

// What a register word holds.  Ptr is a pointer or an integer derived
// from one without losing its provenance (ptrtoint, then + or -), so it is
// encoded as (object, offset) as the executor keeps it.
enum class Kind : uint8_t { None, Bool, Int, Ptr, Float };

struct Slot {
  Kind kind = Kind::None;
  uint32_t bits = 0;  // Int, Float: width; Ptr: the pointer width
  bool operator==(const Slot&) const = default;
};

struct FunctionFacts {
  std::vector<Slot> slots;           // per register word
  std::vector<std::vector<uint32_t>> succs, preds;
  std::vector<uint32_t> blockOf;     // instruction -> block
  std::vector<uint32_t> order;       // blocks in reverse postorder: a topological order without back edges
  std::vector<uint32_t> rank;        // block -> position in order (kNone when unreachable)
  std::vector<bool> header;          // target of a back edge
  bool reducible = true;
  std::unique_ptr<ir::Liveness> liveness;
  // Promoted locals' names by register word (from debug info; empty when unknown).
  std::vector<std::string> names;

  uint32_t blockEnd(const ir::Function& fn, uint32_t b) const;
};

struct Facts {
  std::vector<FunctionFacts> fns;
  std::vector<bool> recursive;     // in a cycle of the call graph
  std::vector<bool> reachable;     // from main, by direct calls
  std::vector<bool> addressTaken;  // its address is a value somewhere
  bool indirectCalls = false;
  bool floats = false;             // a reachable function computes with floats
  bool allocates = false;          // a reachable function calls malloc, calloc or realloc

  static constexpr uint32_t kNone = 0xffffffffu;
};

Facts analyse(const ir::Program& prog);

// Whether an instruction computes with floating point.
bool isFloatOp(ir::Op op);

// The slot a scalar type is held in.
Slot slotOf(const ir::Program& prog, ir::TypeId t);

}  // namespace ferret::smt
