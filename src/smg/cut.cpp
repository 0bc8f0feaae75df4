#include "smg/cut.hpp"

namespace ferret::smg {

Smg cutOut(const Smg& g, const std::vector<bool>& inside, std::span<const ObjectId> emptied,
           std::span<const ValueId> keep) {
  Smg out = g;
  std::vector<bool> stays = inside;
  for (ObjectId o : emptied) {
    stays[o] = true;
    out.scramble(o, 0, out.object(o).size.bytes);
  }
  for (ObjectId o = 1; o < out.objectCount(); ++o)
    if (out.object(o).exists && !stays[o]) out.removeObject(o);
  out.prune(keep);
  return out;
}

Graft::Graft(Smg& into, const Smg& from, const std::vector<bool>& objects)
    : into_(into), from_(from), wanted_(objects) {}

void Graft::copyObjects() {
  std::vector<ObjectId> order;
  for (ObjectId o = 1; o < from_.objectCount(); ++o) {
    const Object& src = from_.object(o);
    if (!src.exists || o >= wanted_.size() || !wanted_[o]) continue;
    ObjectId c = onto_.contains(o) ? o
                 : into_.addObject(src.kind == ObjectKind::Sls || src.kind == ObjectKind::Dls ? ObjectKind::Heap : src.kind,
                                   Size::known(src.size.bytes), src.from, false);
    objects_.emplace(o, c);
    order.push_back(o);
  }
  // Addresses between copied objects need every copy first.
  for (ObjectId o : order) {
    const Object& src = from_.object(o);
    ObjectId c = objects_[o];
    into_.setLevel(c, src.level);
    if (!src.size.isKnown()) into_.setSize(c, Size::symbolic(value(src.size.value)));
    if (src.kind == ObjectKind::Sls || src.kind == ObjectKind::Dls) {
      Segment s = src.segment;
      s.length = value(s.length);
      into_.setSegment(c, src.kind, s);
    }
    into_.setValidity(c, src.validity);
    into_.setDefined(c, src.defined);
    for (const Field& f : src.fields) into_.putField(c, {f.begin, f.end, f.type, value(f.value)});
  }
}

ValueId Graft::value(ValueId v) {
  v = from_.find(v);
  if (auto it = values_.find(v); it != values_.end()) return it->second;
  const Value& src = from_.value(v);
  ValueId w;
  if (src.isAddress && src.pointsTo.object != kNullObject && objects_.contains(src.pointsTo.object))
    w = into_.addressOf(objects_[src.pointsTo.object], src.pointsTo.offset, src.pointsTo.target);
  else if (auto c = from_.constantOf(v); c && !src.undefined)
    w = into_.constant(*c);
  else
    // An address of what was not copied says nothing here: any value.
    w = src.isAddress ? into_.fresh() : into_.freshIn(src.interval, src.level, src.undefined);
  values_.emplace(v, w);
  return w;
}

bool Graft::relations() {
  for (auto [a, b] : from_.inequalities()) {
    auto x = values_.find(a), y = values_.find(b);
    if (x != values_.end() && y != values_.end() && into_.assumeNeq(x->second, y->second) == Assume::Infeasible)
      return false;
  }
  Counters c = from_.counters();
  std::vector<ValueId> result;
  std::vector<Counters::Origin> image;
  std::vector<Interval> bounds;
  for (ValueId d : c.dims()) {
    auto it = values_.find(from_.find(d));
    if (it == values_.end()) continue;
    ValueId w = into_.find(it->second);
    // A value glued to a constant is that constant in the relations.
    if (auto k = into_.constantOf(w)) {
      if (!c.assume({{{d, 1}}, -*k}, Rel::Eq)) return false;
      continue;
    }
    // Two values glued to one: the first one's relations stand for both.
    if (std::find(result.begin(), result.end(), w) != result.end()) continue;
    result.push_back(w);
    image.push_back({Counters::Origin::Value, d, 0});
    bounds.push_back(into_.value(w).interval);
  }
  if (result.empty()) return true;
  return into_.meetCounters(Counters::carried(c, result, image, bounds)) != Assume::Infeasible;
}

}  // namespace ferret::smg
