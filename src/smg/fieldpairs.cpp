#include "smg/fieldpairs.hpp"

#include <algorithm>

namespace ferret::smg::detail {

std::optional<ValueId> fieldAt(const Smg& g, ObjectId o, const FieldKey& k) {
  for (const Field& f : g.object(o).fields) {
    if (f.begin > k.begin) break;
    if (f.begin == k.begin && f.end == k.end && f.type == k.type) return g.find(f.value);
    if (f.value == kZero && f.end >= k.end) return kZero;
  }
  return std::nullopt;
}

std::vector<FieldPair> fieldPairs(const Smg& ga, ObjectId a, const Smg& gb, ObjectId b) {
  std::vector<FieldKey> keys;
  for (const Object* o : {&ga.object(a), &gb.object(b)})
    for (const Field& f : o->fields)
      if (f.value != kZero) keys.push_back({f.begin, f.end, f.type});
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  std::vector<FieldPair> out;
  for (const FieldKey& k : keys) out.push_back({k, fieldAt(ga, a, k), fieldAt(gb, b, k)});
  return out;
}

namespace {

// Whether `o` is a linked segment of region r's size and type, whose shape
// r may take.
bool linkedLike(const Smg& g, ObjectId o, const Object& r) {
  const Object& s = g.object(o);
  return s.exists && g.isSegment(o) && s.size.isKnown() && s.size.bytes == r.size.bytes &&
         s.segment.next != kNoLink && sameType(s.from, r.from);
}

}  // namespace

std::optional<Segment> optionalShape(const Smg& g, ObjectId region) {
  const Object& r = g.object(region);
  if (!r.size.isKnown()) return std::nullopt;
  for (const Field& f : r.fields)
    if (f.value != kZero && g.pointsTo(f.value)) return std::nullopt;
  const Segment& own = r.from.list;
  if (own.next != kNoLink) {
    if (fieldAt(g, region, {own.next, own.next + own.linkBytes, own.linkType}) == kZero) return own;
    return kUnlinked;
  }
  for (ObjectId o = 1; o < g.objectCount(); ++o) {
    const Object& s = g.object(o);
    if (s.kind != ObjectKind::Sls || !linkedLike(g, o, r)) continue;
    FieldKey link{s.segment.next, s.segment.next + s.segment.linkBytes, s.segment.linkType};
    if (fieldAt(g, region, link) == kZero) return Segment{s.segment.head, s.segment.next, 0, s.segment.linkBytes,
                                                          s.segment.linkType, kNoValue};
  }
  return kUnlinked;
}

std::optional<std::pair<ObjectKind, Segment>> linkedShape(const Smg& g, ObjectId region, int64_t head,
                                                          const std::function<bool(ValueId)>& leadsOn) {
  const Object& r = g.object(region);
  if (!r.size.isKnown()) return std::nullopt;
  auto leads = [&](int64_t at, uint8_t bytes, FieldType type) {
    auto v = fieldAt(g, region, {at, at + bytes, type});
    return v && g.pointsTo(*v) && leadsOn(*v);
  };
  for (ObjectId o = 1; o < g.objectCount(); ++o) {
    const Object& s = g.object(o);
    if (!linkedLike(g, o, r) || s.segment.head != head) continue;
    const Segment& sh = s.segment;
    if (leads(sh.next, sh.linkBytes, sh.linkType) &&
        (s.kind != ObjectKind::Dls || leads(sh.prev, sh.linkBytes, sh.linkType)))
      return std::pair{s.kind, Segment{sh.head, sh.next, sh.prev, sh.linkBytes, sh.linkType, kNoValue}};
  }
  const Field* next = nullptr;
  const Field* prev = nullptr;
  for (const Field& f : r.fields) {
    if (!g.pointsTo(f.value) || !leadsOn(g.find(f.value))) continue;
    if (!next) next = &f;
    else if (!prev && f.end - f.begin == next->end - next->begin && f.type == next->type) prev = &f;
  }
  if (!next) return std::nullopt;
  Segment s{head, next->begin, prev ? prev->begin : 0, static_cast<uint8_t>(next->end - next->begin), next->type,
            kNoValue};
  return std::pair{prev ? ObjectKind::Dls : ObjectKind::Sls, s};
}

namespace {

bool endsMeet(const Smg& g, ObjectId o) {
  const Object& s = g.object(o);
  if (s.kind != ObjectKind::Dls || g.lengthBounds(o).hi > 1) return false;
  const Segment& sh = s.segment;
  auto next = fieldAt(g, o, {sh.next, sh.next + sh.linkBytes, sh.linkType});
  auto prev = fieldAt(g, o, {sh.prev, sh.prev + sh.linkBytes, sh.linkType});
  return next && prev && *next == *prev;
}

bool endsListAt(const Smg& g, ObjectId o, ObjectKind kind, const Segment& s) {
  auto nullAt = [&](int64_t at) { return fieldAt(g, o, {at, at + s.linkBytes, s.linkType}) == kZero; };
  return nullAt(s.next) && (kind != ObjectKind::Dls || nullAt(s.prev));
}

}  // namespace

std::optional<std::pair<ObjectKind, Segment>> joinedShape(const Smg& ga, ObjectId a, const Smg& gb, ObjectId b) {
  const Object& x = ga.object(a);
  const Object& y = gb.object(b);
  if (x.kind == y.kind && sameShape(x.segment, y.segment)) return std::pair{x.kind, x.segment};
  bool optionalX = x.segment.next == kNoLink, optionalY = y.segment.next == kNoLink;
  if (optionalX == optionalY || !sameType(x.from, y.from)) return std::nullopt;
  const Object& linked = optionalX ? y : x;
  if (!endsListAt(optionalX ? ga : gb, optionalX ? a : b, linked.kind, linked.segment)) return std::nullopt;
  return std::pair{linked.kind, linked.segment};
}

std::optional<Target> meetingTarget(const Smg& ga, const PointsTo& a, const Smg& gb, const PointsTo& b) {
  auto end = [](Target t) { return t == Target::First || t == Target::Last; };
  if (!end(a.target) || !end(b.target)) return std::nullopt;
  if (endsMeet(ga, a.object)) return b.target;
  if (endsMeet(gb, b.object)) return a.target;
  return std::nullopt;
}

ByteSet zeroes(const Object& o) {
  ByteSet z;
  for (const Field& f : o.fields)
    if (f.value == kZero) z.insert(f.begin, f.end);
  return z;
}

ByteSet rangeOf(int64_t begin, int64_t end) {
  ByteSet s;
  s.insert(begin, end);
  return s;
}

ByteSet intersect(const ByteSet& a, const ByteSet& b) {
  ByteSet out;
  for (const ByteRange& x : a.ranges())
    for (const ByteRange& y : b.ranges()) {
      int64_t lo = std::max(x.begin, y.begin), hi = std::min(x.end, y.end);
      if (lo < hi) out.insert(lo, hi);
    }
  return out;
}

}  // namespace ferret::smg::detail
