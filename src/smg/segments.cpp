// List segments: what is nested below one, materialisation of a node and
// removal of an empty segment (Predator, §0.2.4), the two operations that
// give a segment's nodes back to the symbolic executor.
#include <absl/container/flat_hash_map.h>

#include <cassert>

#include "smg/smg.hpp"

namespace ferret::smg {

Interval Smg::lengthBounds(ObjectId seg) const {
  Interval i = value(objects_[seg].segment.length).interval;
  i.lo = std::max<int64_t>(i.lo, 0);
  return i;
}

int Smg::levelOf(ValueId v) const {
  const Value& val = value(v);
  if (!val.isAddress) return val.level;
  int l = objects_[val.pointsTo.object].level;
  return val.pointsTo.target == Target::All ? l + 1 : l;
}

Smg::Nested Smg::nestedBelow(ObjectId seg) const {
  int level = objects_[seg].level;
  Nested out;
  std::vector<bool> seenObject(objects_.size()), seenValue(values_.size());
  std::vector<ObjectId> work{seg};
  auto visit = [&](ValueId v) {
    v = find(v);
    if (seenValue[v] || levelOf(v) <= level) return;
    seenValue[v] = true;
    out.values.push_back(v);
    const Value& val = values_[v];
    if (!val.isAddress) return;
    ObjectId o = val.pointsTo.object;
    if (o == seg || seenObject[o] || objects_[o].level <= level) return;
    seenObject[o] = true;
    out.objects.push_back(o);
    work.push_back(o);
  };
  while (!work.empty()) {
    ObjectId id = work.back();
    work.pop_back();
    const Object& o = objects_[id];
    if (!o.size.isKnown()) visit(o.size.value);
    if (isSegment(id)) visit(o.segment.length);
    for (const Field& f : o.fields) visit(f.value);
  }
  return out;
}

ValueId Smg::link(ObjectId seg, int64_t offset) {
  if (offset == kNoLink) return kZero;
  const Segment& s = objects_[seg].segment;
  return find(read(seg, offset, s.linkBytes, s.linkType));
}

std::vector<ValueId> Smg::addressesOf(ObjectId o) const {
  std::vector<ValueId> out;
  for (const auto& [key, v] : addresses_)
    if (key.object == o) out.push_back(v);
  std::sort(out.begin(), out.end());
  return out;
}

void Smg::retarget(ValueId address, PointsTo to) {
  address = find(address);
  Value& v = values_[address];
  assert(v.isAddress);
  addresses_.erase(AddressKey{v.pointsTo.object, v.pointsTo.offset, v.pointsTo.target});
  v.pointsTo = to;
  auto [it, added] = addresses_.emplace(AddressKey{to.object, to.offset, to.target}, address);
  if (added) return;
  // That address had a value already: the two are one address now.
  ValueId other = it->second;
  it->second = address;
  values_[other].isAddress = false;
  merge(address, other);
}

ObjectId Smg::materialise(ObjectId seg, bool last) {
  const Segment shape = objects_[seg].segment;
  const ObjectKind kind = objects_[seg].kind;
  const uint8_t level = objects_[seg].level;
  Nested nested = nestedBelow(seg);
  ObjectId node = addObject(ObjectKind::Heap, objects_[seg].size, objects_[seg].from, false);
  objects_[node].level = level;

  // Each nested object and value gets a copy one level up, for the node.
  absl::flat_hash_map<ObjectId, ObjectId> objectCopy;
  absl::flat_hash_map<ValueId, ValueId> valueCopy;
  for (ObjectId o : nested.objects) {
    ObjectId c = addObject(objects_[o].kind, Size::known(0), objects_[o].from, false);
    objects_[c].level = static_cast<uint8_t>(objects_[o].level - 1);
    objects_[c].validity = objects_[o].validity;
    objectCopy.emplace(o, c);
  }
  for (ValueId v : nested.values) {
    if (values_[v].isAddress) continue;
    ValueId c = newValue();
    values_[c].interval = values_[v].interval;
    values_[c].undefined = values_[v].undefined;
    values_[c].level = static_cast<uint8_t>(values_[v].level - 1);
    valueCopy.emplace(v, c);
  }
  auto copyOf = [&](ValueId v) -> ValueId {
    v = find(v);
    if (auto it = valueCopy.find(v); it != valueCopy.end()) return it->second;
    if (!values_[v].isAddress) return v;
    PointsTo p = values_[v].pointsTo;
    if (p.object == seg) return p.target == Target::All ? addressOf(node, p.offset) : v;
    if (auto it = objectCopy.find(p.object); it != objectCopy.end()) return addressOf(it->second, p.offset, p.target);
    return v;
  };
  auto copyContents = [&](ObjectId from, ObjectId to) {
    Object src = objects_[from];
    Object& dst = objects_[to];
    dst.size = src.size.isKnown() ? src.size : Size::symbolic(copyOf(src.size.value));
    dst.defined = src.defined;
    if (isSegment(from)) {
      dst.segment = src.segment;
      dst.segment.length = copyOf(src.segment.length);
    }
    for (const Field& f : src.fields) dst.fields.push_back({f.begin, f.end, f.type, copyOf(f.value)});
  };
  copyContents(seg, node);
  for (auto [o, c] : objectCopy) copyContents(o, c);
  for (uint64_t k : std::vector<uint64_t>(neq_.begin(), neq_.end())) {
    ValueId a = static_cast<ValueId>(k >> 32), b = static_cast<ValueId>(k);
    if (valueCopy.contains(a) || valueCopy.contains(b)) neq_.insert(pairKey(copyOf(a), copyOf(b)));
  }

  // The node takes the place of the first (last) node; the segment keeps the rest.
  Target end = last ? Target::Last : Target::First;
  for (ValueId a : addressesOf(seg))
    if (values_[a].pointsTo.target == end) retarget(a, {node, values_[a].pointsTo.offset, Target::Region});
  ValueId rest = addressOf(seg, shape.head, end);
  ValueId self = addressOf(node, shape.head);
  int64_t inward = last ? shape.prev : shape.next, outward = last ? shape.next : shape.prev;
  if (inward != kNoLink) write(node, inward, shape.linkBytes, shape.linkType, rest);
  if (kind == ObjectKind::Dls) write(seg, outward, shape.linkBytes, shape.linkType, self);

  // A 0/1 object (no link) has no rest: its one node is now the region.
  if (shape.next == kNoLink) {
    for (ObjectId o : nestedBelow(seg).objects) removeObject(o);
    removeObject(seg);
    return node;
  }
  // One node fewer.
  ValueId length = find(shape.length);
  Interval n = values_[length].interval;
  ValueId shorter;
  if (n.isConstant()) {
    shorter = constant(n.lo - 1);
  } else {
    shorter = newValue();
    values_[shorter].interval = {std::max<int64_t>(n.lo - 1, 0), n.hi == INT64_MAX ? INT64_MAX : n.hi - 1};
    values_[shorter].level = level;
  }
  objects_[seg].segment.length = shorter;
  if (!n.isConstant()) relate({{{length, 1}, {shorter, -1}}, -1}, Rel::Eq);
  return node;
}

bool Smg::dropSegment(ObjectId seg) {
  const Segment shape = objects_[seg].segment;
  ValueId next = link(seg, shape.next);
  ValueId prev = objects_[seg].kind == ObjectKind::Dls ? link(seg, shape.prev) : next;
  // What each address of the segment becomes: the address beyond it.
  std::vector<std::pair<ValueId, ValueId>> becomes;
  for (ValueId a : addressesOf(seg)) {
    PointsTo p = values_[a].pointsTo;
    if (p.target == Target::All) continue;  // held only by nested objects, which go too
    ValueId beyond = p.target == Target::Last ? prev : next;
    ValueId to = shift(beyond, p.offset - shape.head);
    if (to == kNoValue) to = fresh();
    if (find(to) == a || neq_.contains(pairKey(a, find(to)))) return false;
    becomes.emplace_back(a, find(to));
  }
  for (ObjectId o : nestedBelow(seg).objects) removeObject(o);
  removeObject(seg);
  for (auto [a, to] : becomes)
    if (find(to) != find(a)) merge(find(to), find(a));
  return true;
}

bool Smg::dropEmptySegments() {
  for (ObjectId o = 1; o < objects_.size(); ++o)
    if (objects_[o].exists && isSegment(o) && lengthBounds(o).hi == 0 && !dropSegment(o)) return false;
  return true;
}

}  // namespace ferret::smg
