// A field-sensitive, unification-based points-to analysis of an
// ir::Program (Steensgaard's algorithm with fields, as DSA's local phase
// without its context sensitivity; Rakamarić's thesis §2.1, §3.7).
//
// Every abstract object is a node of cells (node, offset).  Values that may
// flow into one another unify their cells: the two nodes become one, the
// second placed at the offset that lines the cells up (a pointer to a
// field unified with a fresh pointer keeps the struct's fields apart); two
// cells of one node at different offsets collapse it (offsets unknown).  An index with a scale
// makes the node an array: offsets are then kept modulo the element size.
// At the end each node knows the scalar accesses made through it (offset,
// type, size); a node whose accesses overlap without being the same field
// is type-unsafe (a struct read through char *, a union), the case where
// Burstall's model is unsound.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "engines/smt/facts.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

// The scalar type of an access: a kind and a size in bytes, packed so sets
// of them are small.
struct AccessType {
  Kind kind = Kind::Int;
  uint32_t bytes = 0;
  auto operator<=>(const AccessType&) const = default;
};

struct Cell {
  uint32_t node;
  int64_t off;
};

class PointsTo {
 public:
  PointsTo(const ir::Program& prog, const Facts& facts);

  struct Node {
    bool collapsed = false;
    uint64_t elem = 0;  // array element size; 0: not an array
    bool typeSafe = true;
    // Accessed fields: offset (modulo elem; 0 when collapsed) -> types.
    std::map<int64_t, std::set<AccessType>> fields;
    // Field offset -> the cell a pointer stored there points to.
    std::map<int64_t, Cell> pointees;
  };

  // The canonical node an address register or constant of a function may
  // point into; nullopt when it never points to an object.
  std::optional<uint32_t> nodeOf(uint32_t fn, ir::Operand address) const;
  const Node& node(uint32_t n) const { return info_[n]; }
  uint32_t globalNode(uint32_t g) const { return find(globalNode_[g]); }
  // Where a global, or what an address of a function points to, starts in its node.
  Cell globalCell(uint32_t g) const { return norm(Cell{globalNode_[g], 0}); }
  // The cell an address register or constant of a function points to.
  std::optional<Cell> cellAt(uint32_t fn, ir::Operand address) const;
  uint32_t nodes() const { return static_cast<uint32_t>(info_.size()); }
  // Canonical nodes that were accessed, in increasing order.
  const std::vector<uint32_t>& accessed() const { return accessed_; }

 private:
  struct Field {
    std::optional<Cell> pointee;
    std::set<AccessType> types;
    std::set<uint32_t> sizes;
  };
  struct Raw {
    uint32_t parent;
    int64_t shift = 0;  // where this node's offset 0 lies in its parent
    bool collapsed = false;
    uint64_t elem = 0;
    std::map<int64_t, Field> fields;
  };
  struct Access {
    Cell cell;
    AccessType type;
  };
  const ir::Program& prog_;
  const Facts& facts_;
  std::vector<Raw> raw_;
  std::vector<std::vector<std::optional<Cell>>> regs_;  // per function, per word
  std::vector<std::optional<Cell>> returns_;            // per function
  std::vector<uint32_t> globalNode_, functionNode_;
  std::vector<Access> accesses_;
  std::vector<Node> info_;
  std::vector<uint32_t> accessed_;

  uint32_t fresh();
  uint32_t find(uint32_t n) const;
  std::pair<uint32_t, int64_t> root(uint32_t n) const;
  int64_t fold(uint32_t n, int64_t off) const;
  Cell norm(Cell c) const;
  void collapse(uint32_t n);
  // f's types, sizes and pointee added to node n's field at off.
  void absorb(uint32_t n, int64_t off, const Field& f);
  void makeArray(uint32_t n, uint64_t elem);
  uint32_t merge(uint32_t a, uint32_t b, int64_t shift);
  void unify(Cell a, Cell b);
  void unify(std::optional<Cell>& slot, std::optional<Cell> c);
  Field& field(Cell c);
  Cell pointee(Cell c);
  std::optional<Cell> cellOf(uint32_t fn, ir::Operand o) const;
  void setReg(uint32_t fn, uint32_t w, std::optional<Cell> c);
  void access(Cell c, const ir::Type& t, uint64_t at);
  void instruction(uint32_t fn, const ir::Inst& in);
  void externCall(uint32_t fn, const ir::Inst& in, const std::string& name);
  void finish();
};

}  // namespace ferret::smt
