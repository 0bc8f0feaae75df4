#include "smg/checks.hpp"

#include "smg/reach.hpp"

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

namespace {

// The objects reached from the roots and the valid non-heap objects,
// through the fields `follow(object, field)` allows.
template <class Follow>
std::vector<bool> reachedFrom(const Smg& g, std::span<const ValueId> roots, Follow follow) {
  std::vector<ObjectId> nonHeap;
  for (ObjectId id = 1; id < g.objectCount(); ++id) {
    const Object& o = g.object(id);
    if (o.exists && o.validity == Validity::Valid && !isHeap(o.kind)) nonHeap.push_back(id);
  }
  return reachable(g, nonHeap, roots, follow);
}

}  // namespace

std::vector<ObjectId> findGarbage(const Smg& g, std::span<const ValueId> roots) {
  std::vector<bool> reached = reachedFrom(g, roots, [](ObjectId, const Field&) { return true; });
  std::vector<ObjectId> lost;
  for (ObjectId id = 1; id < g.objectCount(); ++id) {
    const Object& o = g.object(id);
    if (o.exists && o.validity == Validity::Valid && isHeap(o.kind) && !reached[id]) lost.push_back(id);
  }
  return lost;
}

std::optional<ObjectId> emptinessDecides(const Smg& g, std::span<const ValueId> roots) {
  // Reached for sure: through everything but the non-link fields of a
  // segment that may be empty.
  auto maybeEmpty = [&](ObjectId o) { return g.isSegment(o) && g.minLength(o) == 0; };
  auto isLink = [&](ObjectId o, const Field& f) {
    const Segment& s = g.object(o).segment;
    return f.begin == s.next || (g.object(o).kind == ObjectKind::Dls && f.begin == s.prev);
  };
  std::vector<bool> reached =
      reachedFrom(g, roots, [&](ObjectId id, const Field& f) { return !maybeEmpty(id) || isLink(id, f); });
  std::vector<ObjectId> empty;
  for (ObjectId id = 1; id < g.objectCount(); ++id)
    if (reached[id] && maybeEmpty(id)) empty.push_back(id);
  for (ObjectId s : empty)
    for (const Field& f : g.object(s).fields) {
      const PointsTo* p = g.pointsTo(f.value);
      if (!p || isLink(s, f) || reached[p->object]) continue;
      const Object& o = g.object(p->object);
      if (o.exists && o.validity == Validity::Valid && isHeap(o.kind) && o.level <= g.object(s).level) return s;
    }
  return std::nullopt;
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
