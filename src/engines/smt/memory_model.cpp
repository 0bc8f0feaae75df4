#include "engines/smt/memory_model.hpp"

#include <algorithm>

namespace ferret::smt {

const char* modelName(MemoryModel m) {
  switch (m) {
    case MemoryModel::Monolithic: return "monolithic";
    case MemoryModel::SplitType: return "split-type";
    case MemoryModel::SplitAlias: return "split-alias";
  }
  return "?";
}

std::optional<MemoryModel> parseModel(const std::string& s) {
  if (s == "monolithic") return MemoryModel::Monolithic;
  if (s == "split-type") return MemoryModel::SplitType;
  if (s == "split-alias") return MemoryModel::SplitAlias;
  return std::nullopt;
}

uint32_t Regions::add(Region r) {
  regions_.push_back(r);
  return static_cast<uint32_t>(regions_.size() - 1);
}

Region Regions::regionFor(AccessType t) {
  if (t.kind == Kind::Ptr) return Region{CellKind::Pointer, Kind::Ptr, 8 * t.bytes};
  return Region{CellKind::Scalar, t.kind == Kind::Float ? Kind::Float : Kind::Int, 8 * t.bytes};
}

uint32_t Regions::typeIndex(AccessType t) const {
  return static_cast<uint32_t>(std::find(types_.begin(), types_.end(), t) - types_.begin());
}

uint32_t Regions::classOf(uint32_t i) const {
  while (typeClass_[i] != i) i = typeClass_[i];
  return i;
}

Regions::Regions(const ir::Program&, const PointsTo& pt, MemoryModel model) : pt_(pt), model_(model) {
  if (model == MemoryModel::Monolithic) {
    add(Region{});
    return;
  }
  for (uint32_t n : pt.accessed()) {
    const PointsTo::Node& node = pt.node(n);
    if (!node.typeSafe) ++unsafeNodes_;
    for (const auto& [off, types] : node.fields)
      for (AccessType t : types)
        if (typeIndex(t) == types_.size()) {
          types_.push_back(t);
          typeClass_.push_back(static_cast<uint32_t>(types_.size() - 1));
        }
  }
  if (model == MemoryModel::SplitAlias) {
    for (uint32_t n : pt.accessed()) {
      const PointsTo::Node& node = pt.node(n);
      if (!node.typeSafe) {
        byNodeBytes_.push_back({n, add(Region{})});
        continue;
      }
      std::vector<AccessType> seen;
      for (const auto& [off, types] : node.fields)
        for (AccessType t : types)
          if (std::find(seen.begin(), seen.end(), t) == seen.end()) {
            seen.push_back(t);
            byNodeType_.push_back({{n, t}, add(regionFor(t))});
          }
    }
    return;
  }
  // Eager unification: the types a type-unsafe node is accessed with
  // become one class, held as bytes.
  std::vector<bool> bytes(types_.size(), false);
  for (uint32_t n : pt.accessed()) {
    const PointsTo::Node& node = pt.node(n);
    if (node.typeSafe) continue;
    std::optional<uint32_t> first;
    for (const auto& [off, types] : node.fields)
      for (AccessType t : types) {
        uint32_t c = classOf(typeIndex(t));
        if (!first) first = c;
        else if (c != *first) {
          typeClass_[c] = *first;
          ++unifiedTypes_;
        }
      }
    if (first) bytes[*first] = true;
  }
  classRegion_.assign(types_.size(), 0);
  for (uint32_t i = 0; i < types_.size(); ++i) {
    if (classOf(i) != i) continue;
    bool many = false;
    for (uint32_t j = 0; j < types_.size(); ++j) many |= j != i && classOf(j) == i;
    for (uint32_t j = 0; j < types_.size(); ++j) bytes[i] = bytes[i] || (classOf(j) == i && bytes[j]);
    classRegion_[i] = add(bytes[i] || many ? Region{} : regionFor(types_[i]));
  }
}

std::optional<uint32_t> Regions::regionOf(uint32_t fn, ir::Operand address, AccessType t) const {
  if (model_ == MemoryModel::Monolithic) return 0;
  auto n = pt_.nodeOf(fn, address);
  if (!n) return std::nullopt;
  return regionOfNode(*n, t);
}

std::optional<uint32_t> Regions::regionOfNode(uint32_t n, AccessType t) const {
  if (model_ == MemoryModel::Monolithic) return 0;
  if (model_ == MemoryModel::SplitType) {
    uint32_t i = typeIndex(t);
    if (i == types_.size()) return std::nullopt;
    return classRegion_[classOf(i)];
  }
  for (const auto& [node, r] : byNodeBytes_)
    if (node == n) return r;
  for (const auto& [key, r] : byNodeType_)
    if (key.first == n && key.second == t) return r;
  return std::nullopt;
}

std::vector<uint32_t> Regions::regionsOfNode(uint32_t n) const {
  std::vector<uint32_t> out;
  if (model_ == MemoryModel::Monolithic) return {0};
  if (model_ == MemoryModel::SplitType) {
    for (const auto& [off, types] : pt_.node(n).fields)
      for (AccessType t : types) {
        uint32_t r = classRegion_[classOf(typeIndex(t))];
        if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
      }
    return out;
  }
  for (const auto& [node, r] : byNodeBytes_)
    if (node == n) out.push_back(r);
  for (const auto& [key, r] : byNodeType_)
    if (key.first == n) out.push_back(r);
  return out;
}

std::vector<uint32_t> Regions::regionsOf(uint32_t fn, ir::Operand address) const {
  if (model_ == MemoryModel::Monolithic) return {0};
  auto n = pt_.nodeOf(fn, address);
  if (!n) return {};
  return regionsOfNode(*n);
}

}  // namespace ferret::smt
