// Rakamarić's memory models (thesis, chapter 3): how memory is split into
// regions, each an SMT array the encoding reads and writes.
//
//  monolithic   one byte-addressed region for all of memory: precise for
//               any reinterpretation of bytes, and the slowest;
//  split-type   Burstall's model, a region per scalar type, made sound by
//               the type-safety check with eager unification (§3.5.3): the
//               types of every type-unsafe node of the points-to graph are
//               unified into one byte region;
//  split-alias  a region per alias class (node) of the points-to analysis
//               and scalar type within it (§3.7); a type-unsafe node is
//               one byte region.
//
// A scalar region holds one cell per byte offset where a value of its
// type starts; accesses of a type-safe node never overlap partly, so a
// scalar region never needs bytes.  A byte region holds bytes and, per
// byte, the object a stored pointer pointed to (its provenance).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engines/smt/facts.hpp"
#include "engines/smt/points_to.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

enum class MemoryModel { Monolithic, SplitType, SplitAlias };

// The default model: the one measured fastest on the programs it is sound
// for, which all three are (bench/RESULTS.md, issue 15).
constexpr MemoryModel kDefaultModel = MemoryModel::SplitAlias;

const char* modelName(MemoryModel m);
std::optional<MemoryModel> parseModel(const std::string& s);

enum class CellKind : uint8_t { Bytes, Scalar, Pointer };

struct Region {
  CellKind cell = CellKind::Bytes;
  Kind scalar = Kind::Int;  // Scalar: Int or Float
  uint32_t bits = 8;        // Scalar: the value's width
};

class Regions {
 public:
  Regions(const ir::Program& prog, const PointsTo& pt, MemoryModel model);

  // The region of a scalar access of type t through an address of fn;
  // nullopt when the address never points to an object.
  std::optional<uint32_t> regionOf(uint32_t fn, ir::Operand address, AccessType t) const;
  // Every region memory reached through the address may be in (memset,
  // memcpy, string functions).
  std::vector<uint32_t> regionsOf(uint32_t fn, ir::Operand address) const;
  // The regions of a node (a global's initialiser), and the one its
  // accesses of type t go to.
  std::vector<uint32_t> regionsOfNode(uint32_t node) const;
  std::optional<uint32_t> regionOfNode(uint32_t node, AccessType t) const;
  const std::vector<Region>& regions() const { return regions_; }
  MemoryModel model() const { return model_; }
  // Statistics: nodes found type-unsafe, and (split-type) access types
  // unified because of them.
  uint32_t unsafeNodes() const { return unsafeNodes_; }
  uint32_t unifiedTypes() const { return unifiedTypes_; }

 private:
  const PointsTo& pt_;
  MemoryModel model_;
  std::vector<Region> regions_;
  // split-alias: (node, type) -> region; split-type: class -> region.
  std::vector<std::pair<std::pair<uint32_t, AccessType>, uint32_t>> byNodeType_;
  std::vector<std::pair<uint32_t, uint32_t>> byNodeBytes_;
  std::vector<AccessType> types_;
  std::vector<uint32_t> typeClass_;  // parallel to types_: class representative index
  std::vector<uint32_t> classRegion_;
  uint32_t unsafeNodes_ = 0, unifiedTypes_ = 0;

  uint32_t add(Region r);
  static Region regionFor(AccessType t);
  uint32_t typeIndex(AccessType t) const;
  uint32_t classOf(uint32_t i) const;
};

}  // namespace ferret::smt
