// Tree compression of states (as in DIVINE and LTSmin): the vector of a
// state's component numbers is stored as a binary tree whose every node, a
// pair of children, is stored once.  A state that differs from a stored one
// in one component adds only the nodes on that component's path to the root,
// and states built from common parts share their subtrees.  It is exact:
// nodes are compared by their children, and a leaf is never taken for a
// node (leaf numbers carry a tag bit).
#pragma once

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace ferret::state {

class TreeTable {
 public:
  TreeTable();
  // The hasher and comparator hold a pointer to the table.
  TreeTable(const TreeTable&) = delete;
  TreeTable& operator=(const TreeTable&) = delete;

  // Stores the state made of these components (at least one); true if it
  // was not stored before.
  bool insert(std::span<const uint32_t> leaves);
  size_t nodes() const { return count_; }
  // Everything the table holds: node chunks, the hash index (a 4-byte slot
  // and a control byte per bucket) and the bit per node that marks roots.
  // The memo of the last tree built is working memory of one state, not
  // counted.
  uint64_t storedBytes() const;

 private:
  static constexpr uint32_t kLeaf = 0x80000000u;
  struct Pair {
    uint64_t v;
  };
  struct Hash {
    using is_transparent = void;
    const TreeTable* t;
    size_t operator()(Pair p) const;
    size_t operator()(uint32_t id) const { return (*this)(Pair{t->pair(id)}); }
  };
  struct Eq {
    using is_transparent = void;
    const TreeTable* t;
    bool operator()(uint32_t a, uint32_t b) const { return a == b; }
    bool operator()(uint32_t a, Pair p) const { return t->pair(a) == p.v; }
    bool operator()(Pair p, uint32_t a) const { return t->pair(a) == p.v; }
  };
  static constexpr unsigned kChunkBits = 16;
  uint64_t pair(uint32_t id) const { return chunks_[id >> kChunkBits][id & ((1u << kChunkBits) - 1)]; }
  uint32_t node(uint32_t a, uint32_t b);

  // The node built last time at each place of the tree, so an unchanged
  // subtree costs a comparison instead of a lookup.  Perfect subtrees
  // (2^j leaves) sit at multiples of their size whatever the number of
  // leaves, so they are remembered by (level, index); the others end at the
  // last leaf and are remembered by (leaves, first leaf).
  struct Memo {
    uint32_t a = ~0u, b = ~0u, id = 0;
  };
  uint32_t build(const uint32_t* leaves, size_t lo, size_t n, size_t total);
  uint32_t remember(Memo& m, uint32_t a, uint32_t b);
  std::vector<std::vector<Memo>> perfect_;
  absl::flat_hash_map<uint64_t, Memo> spine_;

  std::vector<std::unique_ptr<uint64_t[]>> chunks_;
  uint32_t count_ = 0;
  absl::flat_hash_set<uint32_t, Hash, Eq> index_;
  std::vector<uint64_t> roots_;  // bit per node: some stored state's root
};

}  // namespace ferret::state
