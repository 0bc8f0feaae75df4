// Predator's error checks, as data: whether a dereference or a free() is
// valid, and which heap objects became garbage.  The executor reports them
// (through report/) and decides how to go on; nothing here prints.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "smg/smg.hpp"

namespace ferret::smg {

enum class DerefFault : uint8_t {
  None,
  Null,              // NULL or a small offset from it (a field of a null struct pointer)
  Freed,
  OutOfScope,
  OutOfBounds,       // offset < 0 or past the end; with a symbolic size, past its upper bound
  MaybeOutOfBounds,  // within the size's upper bound but not its lower one: the executor may fork
  Unknown,           // not an address: an unknown value or an integer
  Undefined,         // a value read from bytes never written
};

struct Access {
  DerefFault fault = DerefFault::None;
  ObjectId object = kNullObject;  // when the pointer has a target
  int64_t offset = 0;
};

// Reading or writing `size` bytes at `address`.
Access checkDeref(const Smg& g, ValueId address, uint64_t size);

enum class FreeFault : uint8_t {
  None,      // free the object, or nothing when it is free(NULL)
  Double,    // already freed
  NonHeap,   // a global, stack or alloca object
  Interior,  // not the start of the block
  Unknown,   // not an address
  Undefined,
};

struct Release {
  FreeFault fault = FreeFault::None;
  ObjectId object = kNullObject;  // kNullObject with fault None: free(NULL)
  int64_t offset = 0;
};

Release checkFree(const Smg& g, ValueId address);

// Valid heap objects that no pointer reaches from the roots: the valid
// globals, stack objects and allocas, and `roots` (the executor's live
// registers).  A memtrack violation when found after an operation that can
// lose a pointer (a store, free, the end of a scope or a call).
std::vector<ObjectId> findGarbage(const Smg& g, std::span<const ValueId> roots);

// A possibly empty segment whose nodes alone reach some heap object (of
// the segment's level: not one each node owns): when the segment is empty
// that object is lost, so the executor splits on the segment's emptiness
// before it looks for garbage.  Nullopt when there is none.
std::optional<ObjectId> emptinessDecides(const Smg& g, std::span<const ValueId> roots);

// Heap objects still valid: a memcleanup violation at program exit.
std::vector<ObjectId> liveHeap(const Smg& g);

}  // namespace ferret::smg
