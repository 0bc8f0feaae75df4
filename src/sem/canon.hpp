// Canonical states (DESIGN.md §3), cut into components for the visited set.
// Objects are numbered in breadth-first order from the roots (globals,
// then each frame), pointers are written as (canonical number, offset), and
// only live registers count, so states that differ only in where objects
// were placed, in the order they were allocated, or in dead registers get
// the same components.  A pointer stored in an object names its target by
// the difference of their canonical numbers: the object's own number is its
// place in the state's vector, so this is as exact, and a list node keeps
// its component when a node pushed in front of it renumbers the whole list.
//
// Incremental: an object is encoded again only when its contents changed
// (its memory version) or when the relative number or placement of an
// object it points to changed; otherwise its component number from the
// last state is reused.  The walk itself still visits every reachable
// object, through the cached list of each object's pointers.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sem/executor.hpp"
#include "state/components.hpp"

namespace ferret::sem {

class StateEncoder {
 public:
  explicit StateEncoder(state::ComponentTable& table) : table_(table) {}
  // The current state of `ex`: the summary (errno, frame count, rand state,
  // atexit handlers, object counts), each frame, then each object in
  // canonical order: first those the roots reach, then heap blocks no root
  // reaches (in allocation order, each with what it reaches), which still
  // matter to valid-memcleanup.  Seals the memory's versions.
  // `schedulePoint`: every thread stands before its next visible operation
  // and the next one to run is being chosen, so which one stopped last does
  // not matter (it is left out).
  const std::vector<uint32_t>& encode(Executor& ex, bool schedulePoint = false);

 private:
  struct Ref {
    uint32_t slot;  // pointer-sized slot of the object holding the pointer
    mem::ObjId target;
    uint32_t canon;  // the target's canonical number less the holder's, when last encoded
    uint64_t base;   // and its base address (records of dead objects are reused)
  };
  struct Cached {
    uint64_t version = 0;  // of the object these refs and this component describe
    bool encoded = false;
    uint32_t component = 0;
    std::vector<Ref> refs;
  };
  struct Memo {
    std::string bytes;
    uint32_t component = 0;
  };
  // A byte buffer that grows ahead of its writes, so that appending a
  // variable-length number takes a few instructions.
  class Bytes {
   public:
    void clear() { size_ = 0; }
    void reserve(size_t n) {
      if (size_ + n > data_.size()) data_.resize(2 * (size_ + n));
    }
    void put(uint64_t v) {
      reserve(10);
      putReserved(v);
    }
    // After reserve(): at most 10 bytes per number.
    void putReserved(uint64_t v) {
      while (v >= 0x80) {
        data_[size_++] = static_cast<uint8_t>(v | 0x80);
        v >>= 7;
      }
      data_[size_++] = static_cast<uint8_t>(v);
    }
    void appendReserved(const uint8_t* p, size_t n);
    std::string_view view() const { return {reinterpret_cast<const char*>(data_.data()), size_}; }

   private:
    std::vector<uint8_t> data_;
    size_t size_ = 0;
  };
  // The canonical number of an object, numbering it if it is new.  Inlined:
  // every pointer of every reachable object is visited in every state.
  [[gnu::always_inline]] uint32_t visit(mem::ObjId id) {
    if (id == mem::kNoObj) return 0;
    const Number& n = numbers_[id];
    return n.stamp == gen_ ? n.canon : number(id);
  }
  uint32_t number(mem::ObjId id);
  void word(Bytes& out, const Word& x);
  void text(Bytes& out, std::string_view s);
  // Interns `bytes` unless they equal what `m` last held.
  uint32_t internVia(Memo& m, const Bytes& bytes);
  // `self`: the object's canonical number.
  void encodeObject(uint32_t self, mem::ObjId id);

  state::ComponentTable& table_;
  const mem::Memory* mem_ = nullptr;
  std::vector<Cached> cache_;    // by object id
  struct Number {
    uint32_t stamp = 0;  // canon is valid where this is gen_
    uint32_t canon = 0;
  };
  std::vector<Number> numbers_;  // by object id
  uint32_t gen_ = 0;
  std::vector<mem::ObjId> order_;
  std::vector<uint32_t> leaves_;
  Bytes buf_, summary_;
  std::vector<Memo> frames_;  // by frame depth
  Memo summaryMemo_;
  uint64_t liveHeap_ = 0;  // live heap objects the roots reach
};

}  // namespace ferret::sem
