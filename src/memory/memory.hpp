// The concrete memory module (DESIGN.md §2): a set of objects with bytes, a
// per-byte shadow of undefined bits, and a side table of the pointers stored
// in them.  Every access is resolved against the object its pointer came from
// (its provenance), never against whatever happens to lie at the address.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace ferret::mem {

using ObjId = uint32_t;  // 0 = no object
constexpr ObjId kNoObj = 0;

enum class Kind : uint8_t { Global, String, Function, Stack, Alloca, Heap, VarArgs, Extern };
enum class Status : uint8_t { Live, Freed, Returned, OutOfScope };

// What is wrong with an access, if anything.
enum class Fault : uint8_t { None, Null, OutOfBounds, Freed, Returned, OutOfScope, Invalid, ReadOnly };

// 128-byte aligned, so that the first two cache lines, which hold every
// field an access reads and the contents of a small object, are one pair
// for the hardware's adjacent-line prefetch: visiting a list node costs one
// miss rather than three or four.  The rest of the record is read when an
// object is born or dies, and by diagnostics and the explorer.
struct alignas(128) Object {
  uint64_t base = 0;
  uint64_t size = 0;
  // Bytes that loads and stores may reach: the size while the object is
  // live, 0 once it is dead and for functions.  One comparison for the
  // executor's fast paths instead of three.
  uint64_t accessible = 0;
  // The bytes, then the shadow of undefined bits (1 = undefined), in one
  // block with kSlack bytes to spare, so a whole word may be read at any
  // in-bounds offset and the excess masked off; then the provenance of each
  // pointer-aligned slot (`slots`), so a load of a pointer finds it at a
  // fixed place and a store writes it without allocating.  Null while
  // there are none (a large object once dead).
  static constexpr uint64_t kSlack = 8;
  // Contents up to this size live in the record itself: most heap blocks
  // (list and tree nodes) then cost no allocation of their own.  As much
  // as the record's 256 bytes leave room for.
  static constexpr uint64_t kInline = 40;
  uint8_t* bytes = nullptr;            // inlineBytes or heapBytes
  ObjId* slots = nullptr;              // in the same block
  uint64_t changedIn = 0;  // the epoch in which `version` was last renewed
  ObjId id = kNoObj;
  Kind kind = Kind::Heap;
  Status status = Status::Live;
  bool readOnly = false;
  // Whether a slot may hold an object.  While the object is live and this
  // is false, every slot is kNoObj; slots of a dead object are never read.
  bool hasPointers = false;
  // Slots of 4-byte pointers, the most there can be.
  alignas(8) uint8_t inlineBytes[2 * kInline + kSlack + kInline];
  uint64_t numSlots = 0;
  std::unique_ptr<uint8_t[]> heapBytes;
  uint64_t capacity = 0;               // bytes of heapBytes
  uint64_t firstBase = 0;  // base of the first object that had this id (ids are recycled)
  uint32_t allocSite = 0;  // opaque to memory: the executor's location ids
  uint32_t freeSite = 0;
  uint32_t tag = 0;        // opaque: what the executor needs to name the object
  uint64_t savedMark = 0;  // the save point under which this object was last journaled
  // Names the object's contents for the incremental state encoder: a new
  // number whenever they may have changed since the last save point or
  // seal().  Numbers are never reused, so a cached encoding keyed by it
  // stays valid across backtracking (a restored copy keeps its old number).
  uint64_t version = 0;

  Object() = default;
  // `bytes` may point into the record: it never moves.
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;

  uint8_t* data() { return bytes; }
  const uint8_t* data() const { return bytes; }
  uint8_t* undef() { return bytes + size; }
  const uint8_t* undef() const { return bytes + size; }
  // Room for `size` bytes, their shadow and the slots of pointers of
  // 1 << ptrShift bytes (the old contents are not kept).  Inline: every
  // allocation calls it, and most need no buffer of their own.
  void reserve(uint64_t size, unsigned ptrShift) {
    numSlots = (size + (1ull << ptrShift) - 1) >> ptrShift;
    uint64_t slotsAt = (2 * size + kSlack + 3) & ~3ull;
    uint64_t total = slotsAt + numSlots * sizeof(ObjId);
    bytes = total <= sizeof inlineBytes ? inlineBytes : heapBuffer(total);
    slots = reinterpret_cast<ObjId*>(bytes + slotsAt);
  }
  // heapBytes, made to hold at least `total` bytes.
  uint8_t* heapBuffer(uint64_t total);
  // The slots, or none while no pointer has been stored.
  std::span<const ObjId> pointers() const {
    return hasPointers ? std::span<const ObjId>(slots, numSlots) : std::span<const ObjId>();
  }
  // Drops the contents for good.
  void release();
  // Becomes `from` (fields and contents), which is left without contents.
  void takeFrom(Object& from, unsigned ptrShift);
};
static_assert(sizeof(Object) == 256, "two pairs of cache lines: see Object");

struct Resolved {
  ObjId id = kNoObj;
  int64_t offset = 0;
};

class Memory {
 public:
  explicit Memory(unsigned ptrBytes);
  ~Memory();
  Memory(const Memory&) = delete;
  Memory& operator=(const Memory&) = delete;

  // Dead heap and stack objects keep their identity for this many later
  // deaths of their class, so stale pointers to them are recognised with
  // full detail; after that their records are reused.  0 = never reuse.
  void setQuarantine(size_t stack, size_t heap);

  unsigned ptrBytes() const { return ptrBytes_; }

  // A new live object.  `defined` objects start zeroed and initialised
  // (globals, calloc); others start undefined (malloc, stack).
  ObjId allocate(Kind kind, uint64_t size, uint64_t align, bool defined, uint32_t site);
  // allocate(Kind::Stack, size, align, false, site): a local variable, made
  // at every call of its function.
  ObjId allocateLocal(uint64_t size, uint64_t align, uint32_t site);
  void kill(ObjId id, Status status, uint32_t site) {
    Object& o = obj(id);
    end(o, classOf(o.kind), status, site);
  }
  // kill of a stack object (Stack, Alloca or VarArgs): inline, as a frame's
  // return and a scope's end kill its locals.
  void killLocal(ObjId id, Status status, uint32_t site) { end(obj(id), 0, status, site); }
  // lifetime.start on an object that went out of scope: live again, contents undefined.
  void revive(ObjId id);

  Object& obj(ObjId id) { return *reinterpret_cast<Object*>(origins_[id >> kChunkShift] + uintptr_t{id} * sizeof(Object)); }
  const Object& obj(ObjId id) const { return const_cast<Memory*>(this)->obj(id); }
  size_t count() const { return count_; }

  // Resolves (provenance, address) to an object and offset and checks that
  // `size` bytes there may be accessed.  On a fault `out` still names the
  // object when there is one, for the diagnostic.
  Fault check(ObjId prov, uint64_t addr, uint64_t size, bool write, Resolved& out) const;
  // The object whose extent (plus its trailing gap) contains addr.
  ObjId findByAddress(uint64_t addr) const;
  // The object check() last found by address, if it is live and holds
  // addr, else kNoObj.  A pointer without provenance (a pointer's bytes
  // rewritten, as a collector that tags its cells' pointers does, or an
  // integer cast back) is resolved by its address at every access; such
  // accesses come in runs on one object, so the executor's fast paths and
  // check() look here before searching.  A live object holding addr is the
  // one findByAddress gives: live objects never overlap and addresses only
  // grow.
  ObjId lastFoundHolding(uint64_t addr) const {
    if (lastFound_ == kNoObj) return kNoObj;
    const Object& o = obj(lastFound_);
    return addr - o.base < o.accessible ? lastFound_ : kNoObj;
  }

  void write(Object& o, uint64_t off, const uint8_t* bytes, const uint8_t* undef, uint64_t n);
  void fill(Object& o, uint64_t off, uint8_t byte, uint64_t n);
  ObjId pointerAt(const Object& o, uint64_t off) const {
    return (off & (ptrBytes_ - 1)) != 0 ? kNoObj : o.slots[off >> ptrShift_];
  }
  // Inline: the executor's store fast path calls it.
  void setPointer(Object& o, uint64_t off, ObjId target) {
    touch(o);
    if ((off & (ptrBytes_ - 1)) != 0) {  // misaligned pointers keep only their address
      clearPointers(o, off, ptrBytes_);
      return;
    }
    o.slots[off >> ptrShift_] = target;
    o.hasPointers |= target != kNoObj;
  }
  // memmove semantics, pointer provenance included.
  void copy(Object& dst, uint64_t doff, const Object& src, uint64_t soff, uint64_t n);
  // Drops the provenance of pointer slots overlapping [off, off+n).
  void clearPointers(Object& o, uint64_t off, uint64_t n);

  uint64_t heapBytes() const { return heapBytes_; }
  uint64_t heapObjects() const { return heapObjects_; }

  // Delta saving for the explorer: push() marks a save point; backtrack()
  // undoes everything since the innermost mark (which stays); pop() drops it
  // and keeps the changes.  The first change to an object after a mark saves
  // that object, so the cost is proportional to what changed.
  void push();
  void backtrack();
  void pop();
  size_t savePoints() const { return marks_.size(); }
  // Called before any change to an object's contents or status.
  void touch(Object& o) {
    if (o.changedIn != epoch_) changed(o);
  }
  // The contents were just observed (encoded): the next change to any
  // object must give it a new version.
  void seal() { ++epoch_; }

 private:
  struct Region {
    uint64_t next;
    uint64_t end;
    std::vector<std::pair<uint64_t, ObjId>> bases;  // ascending: addresses are never reused
    size_t prunedAt = 1024;
  };
  Region& regionFor(Kind k);
  static int classOf(Kind k) {  // 0 stack, 1 heap, -1 never recycled
    switch (k) {
      case Kind::Stack: case Kind::Alloca: case Kind::VarArgs: return 0;
      case Kind::Heap: return 1;
      default: return -1;
    }
  }
  // allocate's work, with the object's region and class given: inlined
  // into allocate and allocateLocal, so the local's case is decided when
  // this is compiled.
  inline ObjId make(Region& r, int cls, Kind kind, uint64_t size, uint64_t align, bool defined, uint32_t site);
  // kill's, o's class given.
  void end(Object& o, int cls, Status status, uint32_t site) {
    touch(o);
    if (cls == 1 && o.status == Status::Live) {
      heapBytes_ -= o.size;
      --heapObjects_;
    }
    o.status = status;
    o.accessible = 0;
    o.freeSite = site;
    o.hasPointers = false;
    // Contents of a dead object are never read again; large buffers go back
    // to the system, small ones wait for the record's reuse.
    if (o.capacity > 4096) o.release();
    // An object out of scope may come back (lifetime.start in a loop); only
    // a final death makes its record reusable.
    if (cls < 0 || recyclers_[cls].limit == 0 || status == Status::OutOfScope) return;
    Recycler& rc = recyclers_[cls];
    if (rc.quarantine.size() < rc.limit) {
      rc.quarantine.push_back(o.id);
      return;
    }
    rc.free.push_back(rc.quarantine[rc.head]);
    rc.quarantine[rc.head] = o.id;
    if (++rc.head == rc.limit) rc.head = 0;
  }
  void prune(Region& r);

  struct Recycler {
    size_t limit = 0;
    std::vector<ObjId> quarantine;  // ring buffer of dead ids, oldest at `head`
    size_t head = 0;
    std::vector<ObjId> free;
  };
  Recycler recyclers_[2];

  struct Mark {
    size_t journal;
    size_t objects;
    uint64_t next[3];
    size_t bases[3];
    uint64_t heapBytes;
    uint64_t heapObjects;
    uint64_t serial;
  };
  struct Saved {
    ObjId id;
    std::unique_ptr<Object> copy;
  };
  void save(Object& o);
  void changed(Object& o);
  std::vector<Mark> marks_;
  std::vector<Saved> journal_;
  uint64_t serial_ = 0;
  uint64_t serials_ = 0;  // serial numbers handed out so far
  uint64_t epoch_ = 1;    // renewed by push, backtrack and seal; 0 is never current
  uint64_t versions_ = 0;

  unsigned ptrBytes_;
  unsigned ptrShift_;  // log2(ptrBytes_)
  // Records by id in chunks that never move: finding one costs no load
  // from a table as large as the number of objects (a cache miss of its own
  // in pointer-chasing code), only one from the small table of chunks.  A
  // chunk is one huge page where the system grants it: records of a long
  // list lie on thousands of pages otherwise, and visiting its nodes in
  // list order misses the TLB at nearly every node.
  static constexpr unsigned kChunkShift = 13;
  static constexpr size_t kChunk = size_t{1} << kChunkShift;
  static constexpr size_t kChunkBytes = kChunk * sizeof(Object);
  std::vector<Object*> chunks_;
  // Per chunk, where record 0 would lie if the chunk began with it: a
  // record's address is then one load and one multiply-add away.
  std::vector<uintptr_t> origins_;
  size_t count_ = 0;        // ids in use; records above it are spare
  mutable ObjId lastFound_ = kNoObj;  // lastFoundHolding's; check() sets it, backtrack clears it
  size_t constructed_ = 0;  // records ever made, in use or spare
  ObjId newId();
  Region regions_[3];  // static data and code, heap, stack
  uint64_t heapBytes_ = 0;
  uint64_t heapObjects_ = 0;  // live heap objects
};

}  // namespace ferret::mem
