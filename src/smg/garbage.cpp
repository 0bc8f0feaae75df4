#include "smg/smg.hpp"

namespace ferret::smg {

void Smg::removeObject(ObjectId id) {
  Object& o = objects_[id];
  o = Object{};
  o.exists = false;
  freeObjects_.push_back(id);
  std::vector<ValueId> orphans;
  for (const auto& [key, v] : addresses_)
    if (key.object == id) orphans.push_back(v);
  for (ValueId v : orphans) {
    addresses_.erase(AddressKey{values_[v].pointsTo.object, values_[v].pointsTo.offset, values_[v].pointsTo.target});
    values_[v].isAddress = false;
    values_[v].pointsTo = {};
  }
}

void Smg::prune(std::span<const ValueId> roots) {
  std::vector<bool> live(values_.size());
  live[kZero] = true;
  for (ValueId v : roots) {
    // A root may be a merged id: it and the ids up to its representative stay.
    for (;; v = values_[v].rep) {
      live[v] = true;
      if (values_[v].rep == v) break;
    }
  }
  for (const Object& o : objects_) {
    if (!o.exists) continue;
    if (!o.size.isKnown()) live[o.size.value] = true;
    if (o.kind == ObjectKind::Sls || o.kind == ObjectKind::Dls) live[o.segment.length] = true;
    for (const Field& f : o.fields) live[f.value] = true;
  }
  // "u != 5" constrains u even when nothing else holds 5; an inequality
  // with an unknown value nothing holds constrains nothing.
  for (uint64_t k : neq_) {
    ValueId a = static_cast<ValueId>(k >> 32), b = static_cast<ValueId>(k);
    if (live[a] && values_[b].interval.isConstant()) live[b] = true;
    if (live[b] && values_[a].interval.isConstant()) live[a] = true;
  }
  // What the dropped values' relations said of the others stays.
  std::vector<ValueId> dims = counters_.dims();
  for (ValueId v : dims)
    if (!live[v]) counters_.forget(v);
  for (ValueId v = 0; v < values_.size(); ++v) {
    Value& val = values_[v];
    if (live[v] || !val.exists) continue;
    if (val.rep == v) {
      if (val.isAddress) addresses_.erase(AddressKey{val.pointsTo.object, val.pointsTo.offset, val.pointsTo.target});
      else if (val.interval.isConstant()) constants_.erase(val.interval.lo);
    }
    val = Value{};
    val.exists = false;
    freeValues_.push_back(v);
  }
  absl::erase_if(neq_, [&](uint64_t k) { return !live[k >> 32] || !live[k & 0xffffffff]; });

  std::vector<bool> pointedTo(objects_.size());
  for (const auto& [key, v] : addresses_) pointedTo[key.object] = true;
  for (ObjectId id = 1; id < objects_.size(); ++id) {
    const Object& o = objects_[id];
    if (o.exists && o.validity != Validity::Valid && !pointedTo[id]) removeObject(id);
  }
}

}  // namespace ferret::smg
