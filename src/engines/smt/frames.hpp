// Modifies sets (Rakamarić's thesis, chapter 4): the memory each function
// and each C loop may write, from the points-to analysis, exact to the
// memory model's regions.  A store marks the region its address and type
// go to, an allocation the regions of the node it allocates and the
// allocation maps, memset/memcpy every region of their destination's node;
// a call adds its callee's set (a fixpoint over the call graph, so
// recursion is covered).  A loop's set also has the C variables held in
// registers that it assigns.
//
// The sets give the frame of a summarised call: the regions outside it are
// the caller's, unchanged.  The encoder marks the regions the same way it
// writes them, and checks at each return, exit and cut point of a
// summarised function that no region outside the frame changed
// (Encoder::withinFrame), so a wrong set costs a proof, never a wrong TRUE.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "engines/smt/facts.hpp"
#include "engines/smt/memory_model.hpp"
#include "engines/smt/points_to.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

struct WriteSet {
  std::vector<bool> regions;   // per region of the memory model
  bool allocation = false;     // allocates, frees or kills objects: the allocation maps change
  bool indirect = false;       // calls through a pointer: the set holds every callee it may have
  std::set<uint32_t> locals;   // loops: register words of the C variables assigned
  bool has(uint32_t r) const { return r < regions.size() && regions[r]; }
  size_t size() const;         // regions, plus one for the allocation maps
  // Adds what `o` writes; true when that changed this set.
  bool add(const WriteSet& o);
};

class Frames {
 public:
  Frames(const ir::Program& prog, const Facts& facts, const PointsTo& pt, const Regions& regions);

  const WriteSet& function(uint32_t fn) const { return fns_[fn]; }
  // Per C loop of fn (Function::loops), its set, and the blocks of its body.
  const std::vector<WriteSet>& loops(uint32_t fn) const { return loops_[fn]; }
  const std::vector<std::vector<bool>>& loopBlocks(uint32_t fn) const { return loopBlocks_[fn]; }

 private:
  const ir::Program& prog_;
  const Facts& facts_;
  const PointsTo& pt_;
  const Regions& regions_;
  std::vector<WriteSet> fns_;
  std::vector<std::vector<WriteSet>> loops_;
  std::vector<std::vector<std::vector<bool>>> loopBlocks_;

  WriteSet empty() const;
  // What one instruction writes itself, callees' sets included.
  void instruction(uint32_t fn, const ir::Inst& in, WriteSet& into) const;
  void mark(uint32_t fn, ir::Operand address, WriteSet& into) const;
  std::vector<bool> body(uint32_t fn, uint32_t head) const;
};

// The scalar access type the memory model splits a load or store of t by.
AccessType accessOf(const ir::Program& prog, ir::TypeId t);

}  // namespace ferret::smt
