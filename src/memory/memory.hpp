// The concrete memory module (DESIGN.md §2): a set of objects with bytes, a
// per-byte shadow of undefined bits, and a side table of the pointers stored
// in them.  Every access is resolved against the object its pointer came from
// (its provenance), never against whatever happens to lie at the address.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace ferret::mem {

using ObjId = uint32_t;  // 0 = no object
constexpr ObjId kNoObj = 0;

enum class Kind : uint8_t { Global, String, Function, Stack, Alloca, Heap, VarArgs, Extern };
enum class Status : uint8_t { Live, Freed, Returned, OutOfScope };

// What is wrong with an access, if anything.
enum class Fault : uint8_t { None, Null, OutOfBounds, Freed, Returned, OutOfScope, Invalid, ReadOnly };

struct Object {
  uint64_t base = 0;
  uint64_t size = 0;
  Kind kind = Kind::Heap;
  Status status = Status::Live;
  bool readOnly = false;
  uint32_t allocSite = 0;  // opaque to memory: the executor's location ids
  uint32_t freeSite = 0;
  uint32_t tag = 0;        // opaque: what the executor needs to name the object
  std::vector<uint8_t> data;
  std::vector<uint8_t> undef;  // 1 bits are undefined bits of data
  std::vector<ObjId> ptrs;     // provenance of pointer-aligned slots; empty until one is stored
};

struct Resolved {
  ObjId id = kNoObj;
  int64_t offset = 0;
};

class Memory {
 public:
  explicit Memory(unsigned ptrBytes);

  unsigned ptrBytes() const { return ptrBytes_; }

  // A new live object.  `defined` objects start zeroed and initialised
  // (globals, calloc); others start undefined (malloc, stack).
  ObjId allocate(Kind kind, uint64_t size, uint64_t align, bool defined, uint32_t site);
  void kill(ObjId id, Status status, uint32_t site);
  // lifetime.start on an object that went out of scope: live again, contents undefined.
  void revive(ObjId id);

  Object& obj(ObjId id) { return *objects_[id]; }
  const Object& obj(ObjId id) const { return *objects_[id]; }
  size_t count() const { return objects_.size(); }

  // Resolves (provenance, address) to an object and offset and checks that
  // `size` bytes there may be accessed.  On a fault `out` still names the
  // object when there is one, for the diagnostic.
  Fault check(ObjId prov, uint64_t addr, uint64_t size, bool write, Resolved& out) const;
  // The object whose extent (plus its trailing gap) contains addr.
  ObjId findByAddress(uint64_t addr) const;

  void write(Object& o, uint64_t off, const uint8_t* bytes, const uint8_t* undef, uint64_t n);
  void fill(Object& o, uint64_t off, uint8_t byte, uint64_t n);
  ObjId pointerAt(const Object& o, uint64_t off) const;
  void setPointer(Object& o, uint64_t off, ObjId target);
  // memmove semantics, pointer provenance included.
  void copy(Object& dst, uint64_t doff, const Object& src, uint64_t soff, uint64_t n);

  uint64_t heapBytes() const { return heapBytes_; }

 private:
  struct Region {
    uint64_t next;
    uint64_t end;
    std::vector<std::pair<uint64_t, ObjId>> bases;  // ascending: addresses are never reused
  };
  Region& regionFor(Kind k);
  void clearPointers(Object& o, uint64_t off, uint64_t n);

  unsigned ptrBytes_;
  std::vector<std::unique_ptr<Object>> objects_;
  Region regions_[3];  // static data and code, heap, stack
  uint64_t heapBytes_ = 0;
};

}  // namespace ferret::mem
