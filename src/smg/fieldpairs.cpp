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

std::optional<Segment> optionalShape(const Smg& g, ObjectId region) {
  const Object& r = g.object(region);
  if (!r.size.isKnown()) return std::nullopt;
  for (const Field& f : r.fields)
    if (f.value != kZero && g.pointsTo(f.value)) return std::nullopt;
  for (ObjectId o = 1; o < g.objectCount(); ++o) {
    const Object& s = g.object(o);
    if (!s.exists || s.kind != ObjectKind::Sls || !s.size.isKnown() || s.size.bytes != r.size.bytes ||
        s.segment.next == kNoLink)
      continue;
    FieldKey link{s.segment.next, s.segment.next + s.segment.linkBytes, s.segment.linkType};
    if (fieldAt(g, region, link) == kZero) return Segment{s.segment.head, s.segment.next, 0, s.segment.linkBytes,
                                                          s.segment.linkType, kNoValue};
  }
  return Segment{0, kNoLink, 0, 0, 0, kNoValue};
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
