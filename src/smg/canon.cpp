#include "smg/canon.hpp"

#include <algorithm>
#include <cstring>
#include <deque>
#include <functional>

namespace ferret::smg {

namespace {

constexpr uint32_t kUnnumbered = UINT32_MAX;

class Walk {
 public:
  Walk(const Smg& g, Canonical& out)
      : g_(g), out_(out), objectNo_(g.objectCount(), kUnnumbered), valueNo_(g.valueCount(), kUnnumbered) {}

  // Numbers on first sight and writes the number.
  void object(ObjectId o) {
    if (objectNo_[o] == kUnnumbered) {
      objectNo_[o] = static_cast<uint32_t>(out_.objects.size());
      out_.objects.push_back(o);
      work_.push_back({true, o});
    }
    put(objectNo_[o]);
  }
  void value(ValueId v) {
    v = g_.find(v);
    if (valueNo_[v] == kUnnumbered) {
      valueNo_[v] = static_cast<uint32_t>(out_.values.size());
      out_.values.push_back(v);
      work_.push_back({false, v});
    }
    put(valueNo_[v]);
  }
  bool numbered(ValueId v) const { return valueNo_[g_.find(v)] != kUnnumbered; }
  uint32_t number(ValueId v) const { return valueNo_[g_.find(v)]; }

  // Writes what was numbered but not yet described, until nothing is left.
  void drain() {
    while (!work_.empty()) {
      auto [isObject, id] = work_.front();
      work_.pop_front();
      if (isObject) describeObject(id);
      else describeValue(id);
    }
  }

  template <typename T>
  void put(T x) {
    char b[sizeof(T)];
    std::memcpy(b, &x, sizeof(T));
    out_.bytes.append(b, sizeof(T));
  }

 private:
  void describeObject(ObjectId id) {
    const Object& o = g_.object(id);
    put('O');
    put(o.kind);
    put(o.validity);
    put(o.size.isKnown());
    if (o.size.isKnown()) put(o.size.bytes);
    else value(o.size.value);
    put(o.level);
    if (o.kind == ObjectKind::Sls || o.kind == ObjectKind::Dls) {
      put(o.segment.head);
      put(o.segment.next);
      put(o.segment.prev);
      put(o.segment.linkBytes);
      put(o.segment.linkType);
      value(o.segment.length);
    }
    put(static_cast<uint32_t>(o.defined.ranges().size()));
    for (const ByteRange& r : o.defined.ranges()) {
      put(r.begin);
      put(r.end);
    }
    put(static_cast<uint32_t>(o.fields.size()));
    for (const Field& f : o.fields) {
      put(f.begin);
      put(f.end);
      put(f.type);
      value(f.value);
    }
  }

  void describeValue(ValueId id) {
    const Value& v = g_.value(id);
    put('V');
    put(v.undefined);
    put(v.interval.lo);
    put(v.interval.hi);
    put(v.isAddress);
    put(v.level);
    if (v.isAddress) {
      object(v.pointsTo.object);
      put(v.pointsTo.offset);
      put(v.pointsTo.target);
    }
  }

  struct Item {
    bool isObject;
    uint32_t id;
  };
  const Smg& g_;
  Canonical& out_;
  std::vector<uint32_t> objectNo_;
  std::vector<uint32_t> valueNo_;
  std::deque<Item> work_;
};

}  // namespace

Canonical canonicalize(const Smg& g, std::span<const ObjectId> rootObjects, std::span<const ValueId> rootValues) {
  Canonical out;
  Walk walk(g, out);
  for (ObjectId o : rootObjects) walk.object(o);
  for (ValueId v : rootValues) walk.value(v);
  walk.drain();

  // Constants that reached values are unequal to, in the order of their
  // values so that the hash set's order does not matter.
  std::vector<std::pair<int64_t, ValueId>> bounds;
  auto inequalities = g.inequalities();
  for (auto [a, b] : inequalities) {
    for (auto [u, c] : {std::pair{a, b}, std::pair{b, a}})
      if (walk.numbered(u) && !walk.numbered(c))
        if (auto k = g.constantOf(c)) bounds.emplace_back(*k, c);
  }
  std::sort(bounds.begin(), bounds.end());
  walk.put('C');
  for (auto [k, c] : bounds)
    if (!walk.numbered(c)) walk.value(c);
  walk.drain();

  std::vector<std::pair<uint32_t, uint32_t>> pairs;
  for (auto [a, b] : inequalities) {
    if (!walk.numbered(a) || !walk.numbered(b)) continue;
    uint32_t x = walk.number(a), y = walk.number(b);
    pairs.emplace_back(std::min(x, y), std::max(x, y));
  }
  std::sort(pairs.begin(), pairs.end());
  walk.put('N');
  for (auto [x, y] : pairs) {
    walk.put(x);
    walk.put(y);
  }
  // The counters' relations between the values numbered (counters.hpp).
  absl::flat_hash_map<ValueId, uint32_t> number;
  for (ValueId v : g.counters().dims())
    if (walk.numbered(v)) number.emplace(v, walk.number(v));
  walk.put('R');
  out.bytes += g.counters().canonical(number);
  out.hash = std::hash<std::string>{}(out.bytes);
  return out;
}

}  // namespace ferret::smg
