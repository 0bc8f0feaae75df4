#include "smg/smg.hpp"

#include <cassert>

namespace ferret::smg {

namespace {

// A fresh record: a reused one if any was freed, else a new one at the end.
template <typename T>
uint32_t takeSlot(std::vector<T>& records, std::vector<uint32_t>& freed) {
  if (freed.empty()) {
    records.emplace_back();
    return static_cast<uint32_t>(records.size() - 1);
  }
  uint32_t id = freed.back();
  freed.pop_back();
  records[id] = T{};
  return id;
}

}  // namespace

Smg::Smg() {
  objects_.emplace_back();  // the null object
  objects_[kNullObject].from = Provenance("NULL");
  ValueId zero = newValue();
  values_[zero].interval = {0, 0};
  constants_.emplace(0, zero);
}

ObjectId Smg::addObject(ObjectKind kind, Size size, Provenance from, bool zeroed) {
  if (!size.isKnown()) {
    if (auto c = constantOf(size.value)) size = Size::known(static_cast<uint64_t>(*c));
    else size.value = find(size.value);
  }
  ObjectId id = takeSlot(objects_, freeObjects_);
  Object& o = objects_[id];
  o.kind = kind;
  o.size = size;
  o.from = std::move(from);
  if (zeroed) {
    int64_t end = size.isKnown() ? static_cast<int64_t>(size.bytes) : kEnd;
    if (end > 0) o.fields.push_back({0, end, kBlock, kZero});
    o.defined.insert(0, kEnd);
  }
  return id;
}

void Smg::setSegment(ObjectId o, ObjectKind kind, const Segment& s, int64_t minLength) {
  assert(kind == ObjectKind::Sls || kind == ObjectKind::Dls);
  objects_[o].kind = kind;
  objects_[o].segment = s;
  if (s.length != kNoValue) {
    objects_[o].segment.length = find(s.length);
    return;
  }
  ValueId n = fresh();
  values_[n].interval = {minLength, INT64_MAX};
  values_[n].level = objects_[o].level;
  objects_[o].segment.length = n;
}

ValueId Smg::newValue() {
  ValueId id = takeSlot(values_, freeValues_);
  values_[id].rep = id;
  return id;
}

ValueId Smg::fresh(bool undefined) {
  ValueId v = newValue();
  values_[v].undefined = undefined;
  return v;
}

void Smg::relax(ValueId v, Interval wider) {
  Value& val = values_[find(v)];
  if (val.isAddress || val.interval.isConstant()) return;
  val.interval = {std::min(val.interval.lo, wider.lo), std::max(val.interval.hi, wider.hi)};
}

ValueId Smg::freshIn(Interval i, uint8_t level, bool undefined) {
  if (i.isConstant() && !undefined) return constant(i.lo);
  ValueId v = fresh(undefined);
  values_[v].interval = i;
  values_[v].level = level;
  return v;
}

ValueId Smg::constant(int64_t c) {
  if (auto it = constants_.find(c); it != constants_.end()) return it->second;
  ValueId v = newValue();
  values_[v].interval = {c, c};
  constants_.emplace(c, v);
  return v;
}

std::optional<int64_t> Smg::constantOf(ValueId v) const {
  const Interval& i = value(v).interval;
  if (!i.isConstant()) return std::nullopt;
  return i.lo;
}

ValueId Smg::addressOf(ObjectId o, int64_t offset, Target t) {
  if (o == kNullObject) return constant(offset);
  AddressKey key{o, offset, t};
  if (auto it = addresses_.find(key); it != addresses_.end()) return it->second;
  ValueId v = newValue();
  values_[v].isAddress = true;
  values_[v].pointsTo = {o, offset, t};
  addresses_.emplace(key, v);
  return v;
}

const PointsTo* Smg::pointsTo(ValueId v) const {
  const Value& val = value(v);
  return val.isAddress ? &val.pointsTo : nullptr;
}

ValueId Smg::shift(ValueId v, int64_t delta) {
  if (const PointsTo* p = pointsTo(v)) return addressOf(p->object, p->offset + delta, p->target);
  if (auto c = constantOf(v)) return constant(static_cast<int64_t>(static_cast<uint64_t>(*c) + delta));
  return kNoValue;
}

Interval Smg::sizeBounds(ObjectId o) const {
  const Size& s = objects_[o].size;
  if (s.isKnown()) return {static_cast<int64_t>(s.bytes), static_cast<int64_t>(s.bytes)};
  Interval i = value(s.value).interval;
  if (i.lo < 0) i.lo = 0;
  return i;
}

}  // namespace ferret::smg
