#include "smg/abstract.hpp"

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <deque>

#include "smg/fieldpairs.hpp"

namespace ferret::smg {

namespace {

using namespace detail;

bool isHeapLike(const Smg& g, ObjectId o) {
  const Object& x = g.object(o);
  return x.exists && x.validity == Validity::Valid && (x.kind == ObjectKind::Heap || g.isSegment(o));
}

// Who points to each object: the holder of every stored address (a field
// of an object, or a root value when the holder is kNullObject).
class Incoming {
 public:
  struct Ref {
    ObjectId holder;
    int64_t at;  // the field's offset in the holder
    PointsTo to;
  };
  Incoming(const Smg& g, std::span<const ValueId> roots) {
    for (ObjectId o = 1; o < g.objectCount(); ++o) {
      const Object& x = g.object(o);
      if (!x.exists) continue;
      for (const Field& f : x.fields)
        if (const PointsTo* p = g.pointsTo(f.value)) refs_[p->object].push_back({o, f.begin, *p});
    }
    for (ValueId v : roots)
      if (const PointsTo* p = g.pointsTo(v)) refs_[p->object].push_back({kNullObject, 0, *p});
  }
  const std::vector<Ref>& of(ObjectId o) const {
    static const std::vector<Ref> none;
    auto it = refs_.find(o);
    return it == refs_.end() ? none : it->second;
  }

 private:
  absl::flat_hash_map<ObjectId, std::vector<Ref>> refs_;
};

// The join of the sub-graphs below two neighbours x -> y of one graph, to
// be nested below the segment that merges them.  Planned first without
// changing the graph (the search weighs many pairs), then applied.
class Merger {
 public:
  Merger(const Smg& g, const Incoming& in, ObjectId x, ObjectId y, ObjectKind kind, const Segment& shape)
      : g_(g), in_(in), x_(x), y_(y), kind_(kind), shape_(shape) {
    shiftX_ = g.isSegment(x) ? 0 : 1;
    shiftY_ = g.isSegment(y) ? 0 : 1;
  }

  std::optional<JoinStatus> plan() {
    objects_.push_back(PObject::of(x_, y_, 0));
    ofX_.emplace(x_, 0);
    ofY_.emplace(y_, 0);
    for (uint32_t i = 0; i < objects_.size(); ++i)
      if (!planObject(i)) return std::nullopt;
    if (!privateOnly()) return std::nullopt;
    return status_;
  }

  // The objects x's (first) or y's sub-graph owns, x and y aside.
  const absl::flat_hash_map<ObjectId, uint32_t>& owned(bool first) const { return first ? ofX_ : ofY_; }

  ObjectId apply(Smg& g) {
    std::vector<ObjectId> made(objects_.size());
    for (uint32_t i = 0; i < objects_.size(); ++i) {
      ObjectId src = objects_[i].x != kNullObject ? objects_[i].x : objects_[i].y;
      const Object& o = g.object(src);
      bool segment = i == 0 || objects_[i].optional || (objects_[i].x && g.isSegment(objects_[i].x)) ||
                     (objects_[i].y && g.isSegment(objects_[i].y));
      made[i] = g.addObject(segment ? ObjectKind::Heap : g.object(src).kind, o.size, o.from, false);
      g.setLevel(made[i], i == 0 ? g.object(x_).level : objects_[i].level);
    }
    std::vector<ValueId> val(values_.size());
    for (size_t i = 0; i < values_.size(); ++i) {
      const PValue& p = values_[i];
      switch (p.kind) {
        case PValue::Shared: val[i] = p.shared; break;
        case PValue::Fresh:
          val[i] = g.freshIn(p.interval, p.level, p.undefined);
          for (int64_t c : p.unequal) g.assumeNeq(val[i], g.constant(c));
          break;
        case PValue::Address: val[i] = g.addressOf(made[p.object], p.offset, p.target); break;
      }
    }
    for (uint32_t i = 1; i < objects_.size(); ++i) {
      const PObject& p = objects_[i];
      ObjectId src = p.x != kNullObject ? p.x : p.y;
      if (p.optional) {
        Segment sh = *p.optional;
        sh.length = val[p.length];
        g.setSegment(made[i], p.optionalKind, sh);
      } else if (g.isSegment(src) || (p.y && g.isSegment(p.y))) {
        bool both = p.x && p.y && g.isSegment(p.x) && g.isSegment(p.y);
        ObjectId seg = g.isSegment(src) ? src : p.y;
        auto [kind, sh] = both ? *joinedShape(g, p.x, g, p.y) : std::pair{g.object(seg).kind, g.object(seg).segment};
        sh.length = val[p.length];
        g.setSegment(made[i], kind, sh);
      }
    }
    for (const PField& f : fields_) g.putField(made[f.object], {f.key.begin, f.key.end, f.key.type, val[f.value]});
    for (const auto& [i, z] : zeroes_)
      for (const ByteRange& r : z.ranges()) g.putField(made[i], {r.begin, r.end, kBlock, kZero});
    for (const auto& [i, d] : defined_) g.setDefined(made[i], d);

    ObjectId s = made[0];
    Segment sh = shape_;
    sh.length = sumOfLengths(g);
    g.setSegment(s, kind_, sh);
    FieldKey next{shape_.next, shape_.next + shape_.linkBytes, shape_.linkType};
    FieldKey prev{shape_.prev, shape_.prev + shape_.linkBytes, shape_.linkType};
    auto linkOf = [&](ObjectId o, const FieldKey& k) {
      auto v = fieldAt(g, o, k);
      return v ? *v : g.read(o, k.begin, shape_.linkBytes, shape_.linkType);
    };
    ValueId after = linkOf(y_, next);
    ValueId before = kind_ == ObjectKind::Dls ? linkOf(x_, prev) : kNoValue;
    g.putField(s, {next.begin, next.end, next.type, after});
    if (kind_ == ObjectKind::Dls) g.putField(s, {prev.begin, prev.end, prev.type, before});

    // Pointers to the first node (x's start) and, in a DLS, to the last
    // (y's end) now point to the segment; all others lay inside what goes.
    for (ValueId a : g.addressesOf(x_)) {
      PointsTo p = *g.pointsTo(a);
      if (p.target == Target::Region || p.target == Target::First) g.retarget(a, {s, p.offset, Target::First});
    }
    if (kind_ == ObjectKind::Dls)
      for (ValueId a : g.addressesOf(y_)) {
        PointsTo p = *g.pointsTo(a);
        if (p.target == Target::Region || p.target == Target::Last) g.retarget(a, {s, p.offset, Target::Last});
      }
    for (const PObject& p : objects_) {
      if (p.x != kNullObject) g.removeObject(p.x);
      if (p.y != kNullObject) g.removeObject(p.y);
    }
    return s;
  }

 private:
  struct PObject {
    ObjectId x, y;  // kNullObject: nothing on that side (a 0+ segment inserted)
    uint8_t level = 0;
    uint32_t length = 0;  // a nested segment's length: an index into values_
    std::optional<Segment> optional;  // a region alone made a 0/1 object of this shape
    ObjectKind optionalKind = ObjectKind::Sls;
    static PObject of(ObjectId x, ObjectId y, int level, std::optional<Segment> optional = std::nullopt,
                      ObjectKind optionalKind = ObjectKind::Sls) {
      return {x, y, static_cast<uint8_t>(level), 0, optional, optionalKind};
    }
  };
  struct PValue {
    enum Kind : uint8_t { Shared, Fresh, Address } kind;
    ValueId shared = kNoValue;
    Interval interval;
    uint8_t level = 0;
    bool undefined = false;
    uint32_t object = 0;
    int64_t offset = 0;
    Target target = Target::Region;
    // Fresh: constants every node's value differs from (a character a loop
    // over inputs ruled out), which the interval alone does not say.
    std::vector<int64_t> unequal = {};
    static PValue same(ValueId v) { return {Shared, v, {}, 0, false, 0, 0, Target::Region}; }
    static PValue fresh(Interval i, uint8_t level, bool undefined) {
      return {Fresh, kNoValue, i, level, undefined, 0, 0, Target::Region};
    }
    static PValue address(uint32_t object, int64_t offset, Target t) {
      return {Address, kNoValue, {}, 0, false, object, offset, t};
    }
  };
  struct PField {
    uint32_t object;
    FieldKey key;
    uint32_t value;
  };

  // The constants both values differ from by an explicit inequality of
  // either's, inside the interval h their join takes (outside it, h says so).
  std::vector<int64_t> unequalOfBoth(ValueId vx, ValueId vy, Interval h) const {
    auto differs = [&](ValueId v, int64_t c) {
      Interval i = g_.value(v).interval;
      if (c < i.lo || c > i.hi) return true;
      auto k = g_.findConstant(c);
      return k && g_.proveNeq(v, *k);
    };
    std::vector<int64_t> out;
    for (ValueId v : {vx, vy})
      for (int64_t c : g_.unequalConstants(v))
        if (c >= h.lo && c <= h.hi && differs(vx, c) && differs(vy, c) &&
            std::find(out.begin(), out.end(), c) == out.end())
          out.push_back(c);
    return out;
  }

  void lose(bool first) { (first ? status_.widerThanFirst : status_.widerThanSecond) = true; }

  bool isLink(const FieldKey& k) const {
    if (k.end - k.begin != shape_.linkBytes) return false;
    return k.begin == shape_.next || (kind_ == ObjectKind::Dls && k.begin == shape_.prev);
  }

  uint32_t add(PValue v) {
    values_.push_back(v);
    return static_cast<uint32_t>(values_.size() - 1);
  }

  // The level a node of one side takes below the segment: a region's own
  // nodes go one level down, a segment's are there already.
  int levelBelow(bool first, ObjectId o) const { return g_.object(o).level + (first ? shiftX_ : shiftY_); }
  int valueLevelBelow(bool first, ValueId v) const { return g_.levelOf(v) + (first ? shiftX_ : shiftY_); }

  bool planObject(uint32_t i) {
    PObject p = objects_[i];
    if (p.x == kNullObject || p.y == kNullObject) return planAlone(i, p.x != kNullObject);
    if (i > 0 && !planLength(i, p)) return false;
    ByteSet links;
    if (i == 0) {
      links.insert(shape_.next, shape_.next + shape_.linkBytes);
      if (kind_ == ObjectKind::Dls) links.insert(shape_.prev, shape_.prev + shape_.linkBytes);
    }
    holderX_ = p.x;
    holderY_ = p.y;
    for (const FieldPair& f : fieldPairs(g_, p.x, g_, p.y)) {
      if (i == 0 && isLink(f.key)) continue;
      if (f.a && f.b) {
        auto v = planValue(*f.a, *f.b);
        if (!v) return false;
        if (values_[*v].kind != PValue::Shared || values_[*v].shared != kZero) fields_.push_back({i, f.key, *v});
        continue;
      }
      bool first = f.a.has_value();
      if (g_.pointsTo(first ? *f.a : *f.b)) return false;
      lose(first);
    }
    ByteSet zx = zeroes(g_.object(p.x)), zy = zeroes(g_.object(p.y));
    for (const ByteRange& r : links.ranges()) {
      zx.erase(r.begin, r.end);
      zy.erase(r.begin, r.end);
    }
    ByteSet z = intersect(zx, zy);
    if (zx != z) lose(true);
    if (zy != z) lose(false);
    zeroes_.emplace_back(i, z);
    ByteSet d = intersect(g_.object(p.x).defined, g_.object(p.y).defined);
    if (d != g_.object(p.x).defined) lose(true);
    if (d != g_.object(p.y).defined) lose(false);
    defined_.emplace_back(i, d);
    return true;
  }

  // A nested segment's length: a region stands for one node.
  bool planLength(uint32_t i, PObject& p) {
    bool sx = g_.isSegment(p.x), sy = g_.isSegment(p.y);
    if (!sx && !sy) return true;
    if (sx && sy) {
      auto v = planValue(g_.object(p.x).segment.length, g_.object(p.y).segment.length);
      if (!v) return false;
      objects_[i].length = *v;
      return true;
    }
    Interval li = g_.value(g_.object(sx ? p.x : p.y).segment.length).interval, i1{1, 1};
    Interval h = hull(li, i1);
    if (h != li) lose(sx);
    if (h != i1) lose(!sx);
    objects_[i].length = add(PValue::fresh(h, p.level, false));
    return true;
  }

  std::optional<uint32_t> planValue(ValueId vx, ValueId vy) {
    vx = g_.find(vx);
    vy = g_.find(vy);
    uint64_t key = (uint64_t{vx} << 32) | vy;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::optional<uint32_t> r = planNew(vx, vy);
    if (!r) return std::nullopt;
    memo_.emplace(key, *r);
    if (!g_.constantOf(vx) && !mappedX_.emplace(vx, *r).second && mappedX_[vx] != *r) lose(true);
    if (!g_.constantOf(vy) && !mappedY_.emplace(vy, *r).second && mappedY_[vy] != *r) lose(false);
    return r;
  }

  std::optional<uint32_t> planNew(ValueId vx, ValueId vy) {
    // What both nodes reach is shared by all the segment's nodes.
    if (vx == vy) return add(PValue::same(vx));
    const Value& x = g_.value(vx);
    const Value& y = g_.value(vy);
    if (x.undefined != y.undefined) return std::nullopt;
    if (!x.isAddress && !y.isAddress) {
      Interval h = hull(x.interval, y.interval);
      int lx = valueLevelBelow(true, vx), ly = valueLevelBelow(false, vy);
      uint8_t level = static_cast<uint8_t>(std::max({lx, ly, int{g_.object(x_).level} + 1}));
      if (h != x.interval || lx < level) lose(true);
      if (h != y.interval || ly < level) lose(false);
      PValue p = PValue::fresh(h, level, x.undefined);
      p.unequal = unequalOfBoth(vx, vy, h);
      return add(std::move(p));
    }
    if (x.isAddress && y.isAddress) {
      if (auto r = planAddress(x.pointsTo, y.pointsTo)) return r;
      if (auto r = planInner(true, vx, vy)) return r;
      return planInner(false, vy, vx);
    }
    bool first = x.isAddress;
    return planInner(first, first ? vx : vy, first ? vy : vx);
  }

  // A list one node owns, against the value where the other node's list
  // ends at once (NULL, or its own sentinel): a 0+ inner segment, or for a
  // region a 0/1 object; `v`, on side `first`, points to it.  When empty it
  // stands for what its link ahead holds, which must join `other`.  A DLS
  // met again from its other end stands, empty, for what its link back
  // holds.
  std::optional<uint32_t> planInner(bool first, ValueId v, ValueId other) {
    const PointsTo& p = g_.value(v).pointsTo;
    if (p.object == x_ || p.object == y_ || !isHeapLike(g_, p.object)) return std::nullopt;
    // A list that ends at once on the other side ends in NULL there, or in
    // a sentinel within the object that holds the list's head.
    const PointsTo* q = g_.pointsTo(other);
    if (g_.find(other) != kZero && (!q || q->object != (first ? holderY_ : holderX_))) return std::nullopt;
    ObjectKind kind = ObjectKind::Sls;
    Segment shape = kUnlinked;
    std::optional<Segment> optional;
    if (g_.isSegment(p.object)) {
      kind = g_.object(p.object).kind;
      shape = g_.object(p.object).segment;
      bool end = p.target == Target::First || (p.target == Target::Last && kind == ObjectKind::Dls);
      if (!end || p.offset != shape.head) return std::nullopt;
    } else if (p.target != Target::Region) {
      return std::nullopt;
    } else if (g_.find(other) == kZero) {
      optional = optionalShape(g_, p.object);
    } else if (auto linked = linkedShape(g_, p.object, p.offset, [&](ValueId u) { return leadsOn(first, u, other); })) {
      std::tie(kind, optional) = *linked;
    }
    if (!g_.isSegment(p.object)) {
      if (!optional || p.offset != optional->head) return std::nullopt;
      shape = *optional;
    }
    auto& of = first ? ofX_ : ofY_;
    auto met = of.find(p.object);
    if (met != of.end() && (optional || (objects_[met->second].x && objects_[met->second].y))) return std::nullopt;
    // Planned last: a plan that fails leaves nothing behind, so the other
    // side's insertion may be tried next.
    bool ahead = p.target != Target::Last;
    int64_t at = ahead ? shape.next : shape.prev;
    auto end = at == kNoLink ? std::optional<ValueId>(kZero) : fieldAt(g_, p.object, {at, at + shape.linkBytes, shape.linkType});
    if (!end || !(first ? planValue(*end, other) : planValue(other, *end))) return std::nullopt;
    if (met != of.end()) return add(PValue::address(met->second, p.offset, p.target));
    uint32_t i = static_cast<uint32_t>(objects_.size());
    objects_.push_back(PObject::of(first ? p.object : kNullObject, first ? kNullObject : p.object,
                                   levelBelow(first, p.object), optional, kind));
    of.emplace(p.object, i);
    lose(!first);
    if (optional) lose(first);
    return add(PValue::address(i, p.offset, optional ? Target::First : p.target));
  }

  // Whether `u`, of side `first`, stands where `w` of the other side does:
  // one value, or the same place of objects already paired (each node's
  // own included).
  bool leadsOn(bool first, ValueId u, ValueId w) const {
    ValueId vx = first ? u : w, vy = first ? w : u;
    if (g_.find(vx) == g_.find(vy)) return true;
    const PointsTo* px = g_.pointsTo(vx);
    const PointsTo* py = g_.pointsTo(vy);
    if (!px || !py || px->offset != py->offset) return false;
    if (px->object == x_ && py->object == y_) return true;
    auto ix = ofX_.find(px->object), iy = ofY_.find(py->object);
    return ix != ofX_.end() && iy != ofY_.end() && ix->second == iy->second;
  }

  std::optional<uint32_t> planAddress(const PointsTo& px, const PointsTo& py) {
    if (px.offset != py.offset) return std::nullopt;
    // Each node's own sub-graph pointing back to its node: to all nodes.
    if (px.object == x_ && py.object == y_) {
      auto back = [](Target t) { return t == Target::Region || t == Target::All; };
      if (!back(px.target) || !back(py.target)) return std::nullopt;
      return add(PValue::address(0, px.offset, Target::All));
    }
    if (px.object == x_ || px.object == y_ || py.object == x_ || py.object == y_ || px.object == py.object)
      return std::nullopt;
    bool sx = g_.isSegment(px.object), sy = g_.isSegment(py.object);
    Target t = sx ? px.target : py.target;
    if (sx && sy && px.target != py.target) {
      auto meet = meetingTarget(g_, px, g_, py);
      if (!meet) return std::nullopt;
      t = *meet;
    }
    auto ix = ofX_.find(px.object), iy = ofY_.find(py.object);
    if (ix != ofX_.end() || iy != ofY_.end()) {
      if (ix == ofX_.end() || iy == ofY_.end() || ix->second != iy->second) return std::nullopt;
      return add(PValue::address(ix->second, px.offset, t));
    }
    if (t == Target::All || !compatible(px.object, py.object)) return std::nullopt;
    uint32_t i = static_cast<uint32_t>(objects_.size());
    objects_.push_back(PObject::of(px.object, py.object, levelBelow(true, px.object)));
    ofX_.emplace(px.object, i);
    ofY_.emplace(py.object, i);
    return add(PValue::address(i, px.offset, t));
  }

  bool compatible(ObjectId a, ObjectId b) const {
    if (!isHeapLike(g_, a) || !isHeapLike(g_, b)) return false;
    const Object& x = g_.object(a);
    const Object& y = g_.object(b);
    if (!x.size.isKnown() || !y.size.isKnown() || x.size.bytes != y.size.bytes || !sameType(x.from, y.from))
      return false;
    bool sx = g_.isSegment(a), sy = g_.isSegment(b);
    if (sx && sy && !joinedShape(g_, a, g_, b)) return false;
    // Owned by the node on both sides, or shared on neither.
    return levelBelow(true, a) == levelBelow(false, b);
  }

  // A 0+ segment where one side has nothing: the other side's sub-list alone.
  bool planAlone(uint32_t i, bool first) {
    ObjectId src = first ? objects_[i].x : objects_[i].y;
    const Object& o = g_.object(src);
    if (g_.isSegment(src) || objects_[i].optional) {
      Interval li = objects_[i].optional ? Interval{1, 1} : g_.value(o.segment.length).interval, h = hull(li, {0, 0});
      if (h != li) lose(first);
      objects_[i].length = add(PValue::fresh(h, objects_[i].level, false));
    }
    for (const Field& f : o.fields) {
      if (f.value == kZero) continue;
      auto v = planOne(first, f.value);
      if (!v) return false;
      fields_.push_back({i, {f.begin, f.end, f.type}, *v});
    }
    zeroes_.emplace_back(i, zeroes(o));
    defined_.emplace_back(i, o.defined);
    return true;
  }

  // A value of an inserted sub-list, which has nothing to join with.
  std::optional<uint32_t> planOne(bool first, ValueId v) {
    v = g_.find(v);
    uint64_t key = first ? (uint64_t{v} << 32) | kNoValue : (uint64_t{kNoValue} << 32) | v;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const Value& x = g_.value(v);
    std::optional<uint32_t> r;
    if (!x.isAddress) {
      int level = valueLevelBelow(first, v);
      if (level <= g_.object(x_).level) r = add(PValue::same(v));
      else {
        PValue p = PValue::fresh(x.interval, static_cast<uint8_t>(level), x.undefined);
        p.unequal = unequalOfBoth(v, v, x.interval);
        r = add(std::move(p));
      }
    } else {
      const PointsTo& p = x.pointsTo;
      auto& of = first ? ofX_ : ofY_;
      if (auto it = of.find(p.object); it != of.end()) {
        // Back to its own node: to each node's, once they are merged.
        bool own = it->second == 0 && (p.target == Target::Region || p.target == Target::All);
        r = add(PValue::address(it->second, p.offset, own ? Target::All : p.target));
      } else if (levelBelow(first, p.object) <= g_.object(x_).level) {
        r = add(PValue::same(v));
      } else if (isHeapLike(g_, p.object) && p.target != Target::All) {
        uint32_t i = static_cast<uint32_t>(objects_.size());
        objects_.push_back(PObject::of(first ? p.object : kNullObject, first ? kNullObject : p.object,
                                       levelBelow(first, p.object)));
        of.emplace(p.object, i);
        r = add(PValue::address(i, p.offset, p.target));
      } else {
        return std::nullopt;
      }
    }
    memo_.emplace(key, *r);
    return r;
  }

  // What a node owns must be reached from it alone: no root and no other
  // object points into it.
  bool privateOnly() const {
    for (bool first : {true, false}) {
      const auto& own = first ? ofX_ : ofY_;
      const auto& other = first ? ofY_ : ofX_;
      for (auto [o, i] : own) {
        if (o == x_ || o == y_) continue;
        if (other.contains(o)) return false;
        for (const Incoming::Ref& r : in_.of(o))
          if (r.holder != (first ? x_ : y_) && !own.contains(r.holder)) return false;
      }
    }
    return true;
  }

  // x's length and y's (a region is one node), added.
  ValueId sumOfLengths(Smg& g) const {
    auto bounds = [&](ObjectId o) { return g.isSegment(o) ? g.lengthBounds(o) : Interval{1, 1}; };
    Interval a = bounds(x_), b = bounds(y_);
    auto sat = [](int64_t p, int64_t q) { return p > INT64_MAX - q ? INT64_MAX : p + q; };
    Interval n{sat(a.lo, b.lo), sat(a.hi, b.hi)};
    if (n.isConstant()) return g.constant(n.lo);
    ValueId sum = g.freshIn(n, g.object(x_).level);
    // The counters keep the sum itself, beyond its interval.
    Linear e{{{sum, 1}}, 0};
    for (ObjectId o : {x_, y_}) {
      if (g.isSegment(o)) e.terms.push_back({g.object(o).segment.length, -1});
      else e.constant -= 1;
    }
    g.relate(e, Rel::Eq);
    return sum;
  }

  const Smg& g_;
  const Incoming& in_;
  ObjectId x_, y_;
  ObjectKind kind_;
  Segment shape_;
  int shiftX_, shiftY_;
  ObjectId holderX_ = kNullObject, holderY_ = kNullObject;  // the pair whose fields are being planned
  JoinStatus status_;
  std::vector<PObject> objects_;
  std::vector<PValue> values_;
  std::vector<PField> fields_;
  std::vector<std::pair<uint32_t, ByteSet>> zeroes_, defined_;
  absl::flat_hash_map<ObjectId, uint32_t> ofX_, ofY_;
  absl::flat_hash_map<uint64_t, uint32_t> memo_;
  absl::flat_hash_map<ValueId, uint32_t> mappedX_, mappedY_;
};

// A way x may head a list: its link at `shape.next` leads to a neighbour
// of its size at `shape.head`; a DLS when the neighbour links back.
struct Candidate {
  ObjectId x;
  ObjectKind kind;
  Segment shape;
};

int cost(const JoinStatus& s) { return s.equal() ? 0 : s.widerThanFirst && s.widerThanSecond ? 2 : 1; }

// Whether `o` fits a list of this kind and shape (a segment must be one).
bool fits(const Smg& g, ObjectId o, const Candidate& c) {
  if (!isHeapLike(g, o) || g.object(o).level != 0 || !sameType(g.object(o).from, g.object(c.x).from)) return false;
  if (!g.isSegment(o)) return true;
  return g.object(o).kind == c.kind && sameShape(g.object(o).segment, c.shape);
}

// The neighbour x's link leads to, when the link is one of this shape.
std::optional<ObjectId> neighbour(const Smg& g, ObjectId x, const Candidate& c) {
  auto v = fieldAt(g, x, {c.shape.next, c.shape.next + c.shape.linkBytes, c.shape.linkType});
  const PointsTo* p = v ? g.pointsTo(*v) : nullptr;
  if (!p || p->offset != c.shape.head || (p->target != Target::Region && p->target != Target::First)) return std::nullopt;
  return p->object;
}

bool linksBack(const Smg& g, ObjectId y, ObjectId x, const Candidate& c) {
  auto v = fieldAt(g, y, {c.shape.prev, c.shape.prev + c.shape.linkBytes, c.shape.linkType});
  const PointsTo* p = v ? g.pointsTo(*v) : nullptr;
  return p && p->object == x && p->offset == c.shape.head && (p->target == Target::Region || p->target == Target::Last);
}

std::vector<Candidate> candidates(const Smg& g, ObjectId x) {
  std::vector<Candidate> out;
  if (!isHeapLike(g, x) || g.object(x).level != 0 || !g.object(x).size.isKnown()) return out;
  for (const Field& f : g.object(x).fields) {
    const PointsTo* p = g.pointsTo(f.value);
    if (!p || p->object == x || (p->target != Target::Region && p->target != Target::First)) continue;
    ObjectId y = p->object;
    if (!isHeapLike(g, y) || !g.object(y).size.isKnown() || g.object(y).size.bytes != g.object(x).size.bytes) continue;
    Segment shape{p->offset, f.begin, 0, static_cast<uint8_t>(f.end - f.begin), f.type, kNoValue};
    ObjectKind kind = ObjectKind::Sls;
    for (const Field& b : g.object(y).fields) {
      const PointsTo* q = g.pointsTo(b.value);
      if (q && q->object == x && q->offset == p->offset && b.begin != f.begin && b.end - b.begin == f.end - f.begin &&
          (q->target == Target::Region || q->target == Target::Last)) {
        shape.prev = b.begin;
        kind = ObjectKind::Dls;
        break;
      }
    }
    // A DLS read backwards is the same list: it is taken one way only (its
    // next link before its prev in the node), so that every segment of a
    // list has one shape and they can join; the walk from the other end
    // finds the same sequence.
    if (kind == ObjectKind::Dls && shape.prev < shape.next) continue;
    Candidate c{x, kind, shape};
    if (fits(g, x, c) && fits(g, y, c)) out.push_back(c);
  }
  return out;
}

struct Sequence {
  Candidate c;
  std::vector<ObjectId> nodes;
  int cost = 0;
  size_t owned = 0;  // the most objects one node owns
  // Cheapest first; then inner lists before the lists that own them (an
  // inner list merged first is one segment for the outer merge to join);
  // then longest.
  bool operator<(const Sequence& o) const {
    if (cost != o.cost) return cost < o.cost;
    if (owned != o.owned) return owned < o.owned;
    return nodes.size() > o.nodes.size();
  }
};

// The longest sequence from c.x: each next node reached through the link
// only (in a DLS also from its successor's back link, and from what it
// owns); a DLS may end at a node pointed to from outside at its head,
// which becomes the segment's last node.
Sequence longest(const Smg& g, const Incoming& in, const Candidate& c) {
  Sequence s{c, {c.x}, 0};
  absl::flat_hash_set<ObjectId> seen{c.x};
  for (ObjectId cur = c.x;;) {
    auto next = neighbour(g, cur, c);
    if (!next || seen.contains(*next) || !fits(g, *next, c)) break;
    ObjectId y = *next;
    if (c.kind == ObjectKind::Dls && !linksBack(g, y, cur, c)) break;
    // The first node's last end (a segment's) is pointed to by y's back
    // link only: that end will lie inside the merged segment.
    if (cur == c.x && std::any_of(in.of(cur).begin(), in.of(cur).end(), [&](const Incoming::Ref& r) {
          return r.to.target == Target::Last && !(r.holder == y && r.at == c.shape.prev);
        }))
      break;
    Merger m(g, in, cur, y, c.kind, c.shape);
    auto status = m.plan();
    if (!status) break;
    auto after = neighbour(g, y, c);
    bool outside = false, elsewhere = false;
    for (const Incoming::Ref& r : in.of(y)) {
      if (r.holder == cur && r.at == c.shape.next) continue;
      if (c.kind == ObjectKind::Dls && after && r.holder == *after && r.at == c.shape.prev) continue;
      if (r.holder != kNullObject && m.owned(false).contains(r.holder)) continue;
      // A pointer to y's last node may stay (the new segment's last), one
      // to any other node of y may not.
      bool toLast = r.to.offset == c.shape.head && (r.to.target == Target::Region || r.to.target == Target::Last);
      (toLast ? outside : elsewhere) = true;
    }
    if (elsewhere || (outside && c.kind != ObjectKind::Dls)) break;
    s.nodes.push_back(y);
    s.cost = std::max(s.cost, cost(*status));
    s.owned = std::max({s.owned, m.owned(true).size() - 1, m.owned(false).size() - 1});
    seen.insert(y);
    if (outside) break;
    cur = y;
  }
  return s;
}

}  // namespace

std::optional<JoinStatus> mergeStatus(const Smg& g, std::span<const ValueId> roots, ObjectId x, ObjectId y,
                                      ObjectKind kind, const Segment& shape) {
  Incoming in(g, roots);
  return Merger(g, in, x, y, kind, shape).plan();
}

unsigned abstract(Smg& g, std::span<const ValueId> roots, const AbstractionOptions& opts) {
  unsigned merged = 0;
  for (;;) {
    Incoming in(g, roots);
    std::optional<Sequence> best;
    for (ObjectId x = 1; x < g.objectCount(); ++x)
      for (const Candidate& c : candidates(g, x)) {
        Sequence s = longest(g, in, c);
        if (s.nodes.size() < 2 || s.nodes.size() < opts.thresholds[s.cost]) continue;
        if (!best || s < *best) best = s;
      }
    if (!best) return merged;
    ObjectId seg = best->nodes[0];
    unsigned before = merged;
    for (size_t i = 1; i < best->nodes.size(); ++i) {
      Incoming now(g, roots);
      Merger m(g, now, seg, best->nodes[i], best->c.kind, best->c.shape);
      if (!m.plan()) break;
      seg = m.apply(g);
      ++merged;
    }
    if (merged == before) return merged;
  }
}

}  // namespace ferret::smg
