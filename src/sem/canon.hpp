// Canonical states (DESIGN.md §3), cut into components for the visited set.
// Objects are numbered in breadth-first order from the roots (globals,
// then each frame), pointers are written as (canonical number, offset), and
// only live registers count, so states that differ only in where objects
// were placed, in the order they were allocated, or in dead registers get
// the same components.
//
// Incremental: an object is encoded again only when its contents changed
// (its memory version) or when the canonical number or placement of an
// object it points to changed; otherwise its component number from the
// last state is reused.  The walk itself still visits every reachable
// object, through the cached list of each object's pointers.
#pragma once

#include <cstdint>
#include <string>
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
  const std::vector<uint32_t>& encode(Executor& ex);

 private:
  struct Ref {
    uint32_t slot;  // pointer-sized slot of the object holding the pointer
    mem::ObjId target;
    uint32_t canon;  // the target's canonical number when last encoded
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
  uint32_t visit(mem::ObjId id);
  void word(std::string& out, const Word& x);
  // Interns `bytes` unless they equal what `m` last held.
  uint32_t internVia(Memo& m, const std::string& bytes);
  void encodeObject(mem::ObjId id);

  state::ComponentTable& table_;
  const mem::Memory* mem_ = nullptr;
  std::vector<Cached> cache_;    // by object id
  std::vector<uint32_t> canon_;  // by object id, valid where stamp_ is gen_
  std::vector<uint32_t> stamp_;
  uint32_t gen_ = 0;
  std::vector<mem::ObjId> order_;
  std::vector<uint32_t> leaves_;
  std::string buf_, summary_;
  std::vector<Memo> frames_;  // by frame depth
  Memo summaryMemo_;
  uint64_t liveHeap_ = 0;  // live heap objects the roots reach
};

}  // namespace ferret::sem
