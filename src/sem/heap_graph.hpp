// A picture of concrete memory for a person: the heap blocks, the stack
// and global objects that point into memory, the C variables kept in
// registers that hold pointers, and the pointers between them.  Taken at
// an error and at each __VERIFIER_plot of a run a report walks through;
// report/heap_dot.cpp draws it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "memory/memory.hpp"
#include "sem/executor.hpp"

namespace ferret::sem {

struct HeapGraph {
  struct Pointer {
    uint64_t offset = 0;       // where in the holder
    uint32_t target = 0;       // index into objects
    int64_t targetOffset = 0;  // where in the target it points
  };
  struct Object {
    std::string label;         // Executor::describe
    mem::Kind kind = mem::Kind::Heap;
    mem::Status status = mem::Status::Live;
    uint64_t size = 0;
    bool reachable = true;     // from the roots (a live heap block not reachable is lost)
    std::vector<Pointer> pointers;
  };
  // A C variable held in registers (a promoted local or parameter).
  struct Variable {
    std::string name, function;
    uint32_t thread = 0;
    Pointer pointer;           // offset unused
  };
  std::vector<Object> objects;
  std::vector<Variable> variables;
  size_t omitted = 0;          // objects left out past the limit
};

// At most `maxObjects` objects: those variables point to and the stack and
// global objects holding pointers first, then heap blocks, then what they
// point to, breadth-first.
HeapGraph heapGraph(const Executor& ex, size_t maxObjects = 64);

}  // namespace ferret::sem
