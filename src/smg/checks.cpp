#include "smg/checks.hpp"

namespace ferret::smg {

namespace {

// Offsets from NULL below this are field accesses through a null pointer.
constexpr int64_t kNullPage = 4096;

bool isHeap(ObjectKind k) { return k == ObjectKind::Heap || k == ObjectKind::Sls || k == ObjectKind::Dls; }

}  // namespace

Access checkDeref(const Smg& g, ValueId address, uint64_t size) {
  const Value& v = g.value(address);
  if (v.undefined) return {DerefFault::Undefined};
  if (!v.isAddress) {
    auto c = g.constantOf(address);
    return {c && *c >= 0 && *c < kNullPage ? DerefFault::Null : DerefFault::Unknown};
  }
  const PointsTo& p = v.pointsTo;
  Access a{DerefFault::None, p.object, p.offset};
  switch (g.object(p.object).validity) {
    case Validity::Freed: a.fault = DerefFault::Freed; return a;
    case Validity::OutOfScope: a.fault = DerefFault::OutOfScope; return a;
    case Validity::Valid: break;
  }
  Interval bound = g.sizeBounds(p.object);
  int64_t end = p.offset + static_cast<int64_t>(size);
  if (p.offset < 0 || end > bound.hi) a.fault = DerefFault::OutOfBounds;
  else if (end > bound.lo) a.fault = DerefFault::MaybeOutOfBounds;
  return a;
}

Release checkFree(const Smg& g, ValueId address) {
  if (g.find(address) == kZero) return {};
  const Value& v = g.value(address);
  if (v.undefined) return {FreeFault::Undefined};
  if (!v.isAddress) return {FreeFault::Unknown};
  const PointsTo& p = v.pointsTo;
  const Object& o = g.object(p.object);
  Release r{FreeFault::None, p.object, p.offset};
  if (!isHeap(o.kind)) r.fault = FreeFault::NonHeap;
  else if (o.validity != Validity::Valid) r.fault = FreeFault::Double;
  else if (p.offset != 0) r.fault = FreeFault::Interior;
  return r;
}

std::vector<ObjectId> findGarbage(const Smg& g, std::span<const ValueId> roots) {
  std::vector<bool> reached(g.objectCount());
  std::vector<ObjectId> work;
  auto reach = [&](ValueId v) {
    if (const PointsTo* p = g.pointsTo(v); p && !reached[p->object]) {
      reached[p->object] = true;
      work.push_back(p->object);
    }
  };
  for (ObjectId id = 1; id < g.objectCount(); ++id) {
    const Object& o = g.object(id);
    if (o.exists && o.validity == Validity::Valid && !isHeap(o.kind)) {
      reached[id] = true;
      work.push_back(id);
    }
  }
  for (ValueId v : roots) reach(v);
  while (!work.empty()) {
    ObjectId id = work.back();
    work.pop_back();
    for (const Field& f : g.object(id).fields) reach(f.value);
  }
  std::vector<ObjectId> lost;
  for (ObjectId id = 1; id < g.objectCount(); ++id) {
    const Object& o = g.object(id);
    if (o.exists && o.validity == Validity::Valid && isHeap(o.kind) && !reached[id]) lost.push_back(id);
  }
  return lost;
}

std::vector<ObjectId> liveHeap(const Smg& g) {
  std::vector<ObjectId> live;
  for (ObjectId id = 1; id < g.objectCount(); ++id) {
    const Object& o = g.object(id);
    if (o.exists && o.validity == Validity::Valid && isHeap(o.kind)) live.push_back(id);
  }
  return live;
}

}  // namespace ferret::smg
