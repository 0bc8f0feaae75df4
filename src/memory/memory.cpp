#include "memory/memory.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <stdexcept>

#include <sys/mman.h>

namespace ferret::mem {

namespace {
// Objects are separated by at least this many bytes, so a pointer just past
// one object never equals the start of the next.
constexpr uint64_t kGap = 16;
constexpr uint64_t kNullZone = 4096;

// Chunks of memories that ended, kept for the next memory: a fresh chunk
// is a huge page the kernel zeroes when it is first touched (some 0.08 ms),
// and `testgen`'s random runs and `cover`'s tests each make a memory for
// a run of a few microseconds; the allocator unmapped the chunk at each
// end and mapped a new one, and random runs went five times slower (a
// program's allocator raises its mapping threshold only after a large
// block is freed, as Z3's are when the SMT engine runs in the process).
class SpareChunks {
 public:
  void* take(size_t bytes) {
    {
      std::lock_guard lock(mutex_);
      if (!spare_.empty()) {
        void* c = spare_.back();
        spare_.pop_back();
        return c;
      }
    }
    // operator new, not aligned_alloc: a failure goes through the new
    // handler (the watchdog's reserve and stop flag) like any other.
    void* c = ::operator new(bytes, std::align_val_t(bytes));
    madvise(c, bytes, MADV_HUGEPAGE);  // a hint: without it, ordinary pages
    return c;
  }
  void give(void* c, size_t bytes) {
    {
      std::lock_guard lock(mutex_);
      if (spare_.size() < kKept) {
        spare_.push_back(c);
        return;
      }
    }
    ::operator delete(c, std::align_val_t(bytes));
  }

 private:
  static constexpr size_t kKept = 4;
  std::mutex mutex_;
  std::vector<void*> spare_;
};

// Never destroyed: memories of static lifetime may end after it would.
SpareChunks& spareChunks() {
  static SpareChunks* chunks = new SpareChunks;
  return *chunks;
}

}  // namespace

// Bytes, then shadow, then kSlack spare bytes, then the slots:
// Object::bytes documents why.
uint8_t* Object::heapBuffer(uint64_t total) {
  if (capacity < total || !heapBytes) {
    heapBytes.reset(new uint8_t[total]);
    capacity = total;
  }
  return heapBytes.get();
}

void Object::takeFrom(Object& from, unsigned ptrShift) {
  base = from.base;
  size = from.size;
  accessible = from.accessible;
  changedIn = from.changedIn;
  id = from.id;
  kind = from.kind;
  status = from.status;
  readOnly = from.readOnly;
  hasPointers = from.hasPointers;
  firstBase = from.firstBase;
  allocSite = from.allocSite;
  freeSite = from.freeSite;
  tag = from.tag;
  savedMark = from.savedMark;
  version = from.version;
  if (!from.bytes) {
    release();
  } else if (from.bytes == from.inlineBytes) {
    reserve(size, ptrShift);
    std::memcpy(inlineBytes, from.inlineBytes, sizeof inlineBytes);
  } else {
    heapBytes = std::move(from.heapBytes);
    capacity = from.capacity;
    numSlots = from.numSlots;
    bytes = heapBytes.get();
    slots = from.slots;
  }
  from.release();
}

void Object::release() {
  heapBytes.reset();
  capacity = 0;
  bytes = nullptr;
  slots = nullptr;
  numSlots = 0;
}

Memory::Memory(unsigned ptrBytes) : ptrBytes_(ptrBytes), ptrShift_(ptrBytes == 8 ? 3 : 2) {
  newId();  // id 0 = no object
  if (ptrBytes == 4) {
    regions_[0] = Region{0x08048000ull, 0x10000000ull, {}};
    regions_[1] = Region{0x10000000ull, 0xb0000000ull, {}};
    regions_[2] = Region{0xb0000000ull, 0xfff00000ull, {}};
  } else {
    regions_[0] = Region{0x0000000000400000ull, 0x0000100000000000ull, {}};
    regions_[1] = Region{0x0000555500000000ull, 0x00007f0000000000ull, {}};
    regions_[2] = Region{0x00007ff000000000ull, 0x00007fff00000000ull, {}};
  }
}

Memory::Region& Memory::regionFor(Kind k) {
  switch (k) {
    case Kind::Global:
    case Kind::String:
    case Kind::Function:
    case Kind::Extern:
      return regions_[0];
    case Kind::Heap:
      return regions_[1];
    default:
      return regions_[2];
  }
}

void Memory::setQuarantine(size_t stack, size_t heap) {
  recyclers_[0].limit = stack;
  recyclers_[1].limit = heap;
}

// Drops address-lookup entries of records that were reused since; amortised
// over the allocations that made them.
void Memory::prune(Region& r) {
  if (r.bases.size() < 2 * r.prunedAt) return;
  std::erase_if(r.bases, [&](const auto& e) { return obj(e.second).base != e.first; });
  r.prunedAt = std::max<size_t>(1024, r.bases.size());
}

Memory::~Memory() {
  for (size_t id = 0; id < constructed_; ++id) obj(static_cast<ObjId>(id)).~Object();
  for (Object* c : chunks_) spareChunks().give(c, kChunkBytes);
}

// A record for the next id: a spare one above count_ if there is one (its
// old contents are overwritten by allocate), else a new one, in a new chunk
// if need be.  Records are made as they are needed, so a small program
// touches only the start of its one chunk.
ObjId Memory::newId() {
  if (count_ == constructed_) {
    if (constructed_ == chunks_.size() * kChunk) {
      void* c = spareChunks().take(kChunkBytes);
      chunks_.push_back(static_cast<Object*>(c));
      origins_.push_back(reinterpret_cast<uintptr_t>(c) - constructed_ * sizeof(Object));
    }
    new (&obj(static_cast<ObjId>(constructed_))) Object();
    ++constructed_;
  }
  ObjId id = static_cast<ObjId>(count_++);
  obj(id).id = id;
  return id;
}

inline ObjId Memory::make(Region& r, int cls, Kind kind, uint64_t size, uint64_t align, bool defined, uint32_t site) {
  align = std::max<uint64_t>(align, 16);
  uint64_t base = (r.next + align - 1) & ~(align - 1);
  if (base + size + kGap > r.end || base + size < base) throw std::length_error("address space exhausted");
  r.next = base + std::max<uint64_t>(size, 1) + kGap;
  ObjId id;
  // While save points exist every id must stay what it was at the mark.
  if (cls >= 0 && marks_.empty() && !recyclers_[cls].free.empty()) {
    id = recyclers_[cls].free.back();
    recyclers_[cls].free.pop_back();
  } else {
    id = newId();
    obj(id).firstBase = base;
  }
  Object& o = obj(id);
  o.savedMark = serial_;  // created after the mark: backtracking removes it whole
  o.version = ++versions_;
  o.changedIn = epoch_;
  o.base = base;
  o.size = size;
  o.kind = kind;
  o.status = Status::Live;
  o.accessible = kind == Kind::Function ? 0 : size;
  o.readOnly = false;
  o.allocSite = site;
  o.freeSite = 0;
  o.tag = 0;
  o.reserve(size, ptrShift_);
  if (o.bytes == o.inlineBytes) {
    // Most objects (a local variable made at every call, a list node): the
    // whole record's block cleared in a few stores, the shadow then set a
    // word at a time (memset of a variable size is a call).
    std::memset(o.inlineBytes, 0, sizeof o.inlineBytes);
    if (!defined) {
      uint8_t* u = o.undef();
      uint64_t k = 0;
      for (const uint64_t ones = ~0ull; k + 8 <= size; k += 8) std::memcpy(u + k, &ones, 8);
      for (; k < size; ++k) u[k] = 0xff;
    }
  } else {
    std::memset(o.data(), 0, size);
    std::memset(o.undef(), defined ? 0 : 0xff, size);
    std::memset(o.slots, 0, o.numSlots * sizeof(ObjId));
  }
  o.hasPointers = false;
  r.bases.emplace_back(base, id);
  if (r.bases.size() >= 2 * r.prunedAt) prune(r);
  if (kind == Kind::Heap) {
    heapBytes_ += size;
    ++heapObjects_;
  }
  return id;
}

ObjId Memory::allocate(Kind kind, uint64_t size, uint64_t align, bool defined, uint32_t site) {
  return make(regionFor(kind), classOf(kind), kind, size, align, defined, site);
}

ObjId Memory::allocateLocal(uint64_t size, uint64_t align, uint32_t site) {
  return make(regions_[2], 0, Kind::Stack, size, align, false, site);
}

void Memory::revive(ObjId id) {
  Object& o = obj(id);
  touch(o);
  o.status = Status::Live;
  o.accessible = o.size;
  if (!o.bytes) o.reserve(o.size, ptrShift_);
  std::memset(o.data(), 0, o.size);
  std::memset(o.undef(), 0xff, o.size);
  std::memset(o.slots, 0, o.numSlots * sizeof(ObjId));
  o.hasPointers = false;
}

ObjId Memory::findByAddress(uint64_t addr) const {
  for (const Region& r : regions_) {
    if (r.bases.empty() || addr < r.bases.front().first || addr >= r.next) continue;
    auto it = std::upper_bound(r.bases.begin(), r.bases.end(), std::make_pair(addr, ~ObjId{0}));
    return std::prev(it)->second;
  }
  return kNoObj;
}

Fault Memory::check(ObjId prov, uint64_t addr, uint64_t size, bool write, Resolved& out) const {
  if (prov == kNoObj) {
    if (addr < kNullZone) {
      out = Resolved{};
      return Fault::Null;
    }
    prov = lastFoundHolding(addr);
    if (prov == kNoObj) prov = findByAddress(addr);
    if (prov == kNoObj) {
      out = Resolved{};
      return Fault::Invalid;
    }
    lastFound_ = prov;
  }
  const Object& o = obj(prov);
  out.id = prov;
  out.offset = static_cast<int64_t>(addr - o.base);
  // A pointer into an earlier object that had this (since reused) id: its
  // address lies below the current one, as addresses only grow.
  if (o.firstBase != o.base && addr >= o.firstBase && addr + kGap < o.base) {
    out.offset = 0;
    return classOf(o.kind) == 1 ? Fault::Freed : Fault::Returned;
  }
  switch (o.status) {
    case Status::Live: break;
    case Status::Freed: return Fault::Freed;
    case Status::Returned: return Fault::Returned;
    case Status::OutOfScope: return Fault::OutOfScope;
  }
  if (o.kind == Kind::Function) return Fault::Invalid;
  if (out.offset < 0 || static_cast<uint64_t>(out.offset) > o.size || size > o.size - out.offset)
    return Fault::OutOfBounds;
  if (write && o.readOnly) return Fault::ReadOnly;
  return Fault::None;
}

void Memory::clearPointers(Object& o, uint64_t off, uint64_t n) {
  if (!o.hasPointers || n == 0) return;
  touch(o);
  uint64_t first = off >> ptrShift_, last = (off + n - 1) >> ptrShift_;
  for (uint64_t s = first; s <= last && s < o.numSlots; ++s) o.slots[s] = kNoObj;
}

void Memory::write(Object& o, uint64_t off, const uint8_t* bytes, const uint8_t* undef, uint64_t n) {
  touch(o);
  std::memcpy(o.data() + off, bytes, n);
  std::memcpy(o.undef() + off, undef, n);
  clearPointers(o, off, n);
}

void Memory::fill(Object& o, uint64_t off, uint8_t byte, uint64_t n) {
  touch(o);
  std::memset(o.data() + off, byte, n);
  std::memset(o.undef() + off, 0, n);
  clearPointers(o, off, n);
}

void Memory::copy(Object& dst, uint64_t doff, const Object& src, uint64_t soff, uint64_t n) {
  if (n == 0) return;
  touch(dst);
  std::memmove(dst.data() + doff, src.data() + soff, n);
  std::memmove(dst.undef() + doff, src.undef() + soff, n);
  std::span<const ObjId> ptrs = src.pointers();
  if (ptrs.empty()) {
    clearPointers(dst, doff, n);
    return;
  }
  // Collect the source's pointers first: source and destination may overlap.
  std::vector<std::pair<uint64_t, ObjId>> moved;
  uint64_t first = (soff + ptrBytes_ - 1) >> ptrShift_;
  for (uint64_t slot = first; (slot << ptrShift_) + ptrBytes_ <= soff + n && slot < ptrs.size(); ++slot)
    if (ptrs[slot] != kNoObj) moved.emplace_back(doff + (slot << ptrShift_) - soff, ptrs[slot]);
  clearPointers(dst, doff, n);
  for (auto [off, target] : moved) setPointer(dst, off, target);
}

void Memory::save(Object& o) {
  auto copy = std::make_unique<Object>();
  copy->base = o.base;
  copy->size = o.size;
  copy->firstBase = o.firstBase;
  copy->kind = o.kind;
  copy->status = o.status;
  copy->accessible = o.accessible;
  copy->readOnly = o.readOnly;
  copy->allocSite = o.allocSite;
  copy->freeSite = o.freeSite;
  copy->tag = o.tag;
  copy->hasPointers = o.hasPointers;
  if (o.bytes) {
    copy->reserve(o.size, ptrShift_);
    std::memcpy(copy->bytes, o.bytes, 2 * o.size);
    std::memcpy(copy->slots, o.slots, o.numSlots * sizeof(ObjId));
  }
  copy->id = o.id;
  copy->version = o.version;
  o.savedMark = serial_;
  journal_.push_back(Saved{o.id, std::move(copy)});
}

void Memory::changed(Object& o) {
  if (!marks_.empty() && o.savedMark != serial_) save(o);
  o.version = ++versions_;
  o.changedIn = epoch_;
}

void Memory::push() {
  Mark m;
  m.journal = journal_.size();
  m.objects = count_;
  for (int i = 0; i < 3; ++i) {
    m.next[i] = regions_[i].next;
    m.bases[i] = regions_[i].bases.size();
  }
  m.heapBytes = heapBytes_;
  m.heapObjects = heapObjects_;
  m.serial = serial_ = ++serials_;
  ++epoch_;
  marks_.push_back(m);
}

void Memory::backtrack() {
  Mark& m = marks_.back();
  for (size_t i = journal_.size(); i-- > m.journal;) {
    Saved& s = journal_[i];
    s.copy->savedMark = 0;
    s.copy->changedIn = 0;
    obj(s.id).takeFrom(*s.copy, ptrShift_);
  }
  journal_.resize(m.journal);
  // Records of the objects made since the mark stay as spares.
  for (size_t id = m.objects; id < count_; ++id) obj(static_cast<ObjId>(id)).release();
  count_ = m.objects;
  lastFound_ = kNoObj;  // it may be one of the records just made spare
  for (int i = 0; i < 3; ++i) {
    regions_[i].next = m.next[i];
    regions_[i].bases.resize(m.bases[i]);
  }
  heapBytes_ = m.heapBytes;
  heapObjects_ = m.heapObjects;
  // Objects journaled under the old serial must be journaled again.
  m.serial = serial_ = ++serials_;
  ++epoch_;
}

void Memory::pop() {
  marks_.pop_back();
  serial_ = marks_.empty() ? 0 : marks_.back().serial;
  if (marks_.empty()) journal_.clear();
}

}  // namespace ferret::mem
