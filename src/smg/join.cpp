#include "smg/join.hpp"

#include "smg/fieldpairs.hpp"

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <deque>

namespace ferret::smg {

namespace {

using namespace detail;
using Key = FieldKey;

class Joiner {
 public:
  Joiner(const JoinSide& a, const JoinSide& b, const JoinOptions& o, bool preferInsertion)
      : a_(a), b_(b), opts_(o), preferInsertion_(preferInsertion) {}

  std::optional<Joined> run() {
    if (a_.objects.size() != b_.objects.size() || a_.values.size() != b_.values.size()) return std::nullopt;
    // Roots first, in order, so that objects every state has at the same
    // ids (globals) keep them.
    for (size_t i = 0; i < a_.objects.size(); ++i) {
      ObjectId x = a_.objects[i], y = b_.objects[i];
      if (objA_.contains(x) || objB_.contains(y) || !compatible(x, y)) return std::nullopt;
      out_.objects.push_back(newObject(x, y));
    }
    // A root value that needs a segment inserted waits until the objects'
    // fields are joined: met there too (a register pointing to a list a
    // node owns), it is joined at the level it has there.
    out_.values.assign(a_.values.size(), kNoValue);
    noInsertion_ = true;
    for (size_t i = 0; i < a_.values.size(); ++i)
      if (auto d = value(a_.values[i], b_.values[i])) out_.values[i] = *d;
    noInsertion_ = false;
    if (!drain()) return std::nullopt;
    for (size_t i = 0; i < a_.values.size(); ++i) {
      if (out_.values[i] != kNoValue) continue;
      auto d = value(a_.values[i], b_.values[i]);
      if (!d) return std::nullopt;
      out_.values[i] = *d;
    }
    if (!drain()) return std::nullopt;
    // A root points to one object, never to each node's own: a root joined
    // with what nodes of a segment own cannot be expressed.
    for (ValueId v : out_.values)
      if (const PointsTo* p = D().pointsTo(v); p && p->target != Target::All && D().object(p->object).level > 0)
        return std::nullopt;
    inequalities(true);
    inequalities(false);
    if (emptyCycle()) return std::nullopt;
    counters();
    return std::move(out_);
  }

 private:
  struct Work {
    ObjectId a, b, d;
  };

  // ---- counters (counters.hpp) ----
  // Each side's relations carried to the joined values, then their convex
  // hull: relations a side has that the hull loses make the result wider
  // than that side.  A joined value takes part unless both sides know no
  // more of it than an interval: a number or a value taking part on one
  // side relates it to the others (the hull of (2, 2) and (3, 3) is the
  // line "x = y"; of k in [0, 1] with n = 1 and k = n = 3, "k <= n").  What
  // each node of a segment has on its own (a deeper level) is no value of
  // the program's and takes no part.
  void counters() {
    std::vector<Counters::Origin> images[2];
    std::vector<Interval> bounds[2];
    absl::flat_hash_set<ValueId> seen;
    for (const JoinedValue& j : out_.origins) {
      ValueId d = D().find(j.joined);
      const Value& v = D().value(d);
      if (v.isAddress || v.interval.isConstant() || v.level > 0 || !seen.insert(d).second) continue;
      Counters::Origin image[2];
      Interval bound[2];
      int dims = 0, numbers = 0;
      for (bool first : {true, false}) {
        const Origin& o = first ? j.first : j.second;
        const Smg& g = side(first);
        Counters::Origin& out = image[first ? 0 : 1];
        bound[first ? 0 : 1] = v.interval;
        std::optional<int64_t> c = o.kind == Origin::Number ? std::optional(o.number)
                                   : o.kind == Origin::Value  ? g.constantOf(o.value)
                                                              : std::nullopt;
        if (c) {
          out = {Counters::Origin::Number, kNoValue, *c};
          ++numbers;
        } else if (o.kind == Origin::Value && g.counters().has(g.find(o.value))) {
          out = {Counters::Origin::Value, g.find(o.value), 0};
          ++dims;
        } else {
          out = {Counters::Origin::Free, kNoValue, 0};
          if (o.kind == Origin::Value) bound[first ? 0 : 1] = g.value(o.value).interval;
        }
      }
      // Two intervals alone make a box, which the intervals say already.
      if (dims + numbers == 0) continue;
      dims_.push_back(d);
      for (int k : {0, 1}) {
        images[k].push_back(image[k]);
        bounds[k].push_back(bound[k]);
      }
    }
    if (dims_.empty()) return;
    Counters a = Counters::carried(A().counters(), dims_, images[0], bounds[0]);
    Counters b = Counters::carried(B().counters(), dims_, images[1], bounds[1]);
    Counters h = a.hull(b);
    if (!a.covers(h)) lose(true);
    if (!b.covers(h)) lose(false);
    if (opts_.widen) h.widenFrom(a);
    D().setCounters(std::move(h));
  }
  std::vector<ValueId> dims_;
  const Smg& A() const { return a_.g; }
  const Smg& B() const { return b_.g; }
  const Smg& side(bool first) const { return first ? A() : B(); }
  Smg& D() { return out_.g; }
  void lose(bool first) { (first ? out_.status.widerThanFirst : out_.status.widerThanSecond) = true; }

  // ---- values ----
  std::optional<ValueId> value(ValueId a, ValueId b) {
    a = A().find(a);
    b = B().find(b);
    uint64_t key = (uint64_t{a} << 32) | b;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const Value& x = A().value(a);
    const Value& y = B().value(b);
    // Neither "surely undefined" nor "defined" covers the other.
    if (x.undefined != y.undefined) return std::nullopt;
    std::optional<ValueId> d;
    if (!x.isAddress && !y.isAddress) {
      d = number(a, b);
    } else if (x.isAddress && y.isAddress) {
      bool recoverable = false;
      d = address(a, b, recoverable);
      if (!d && recoverable) d = insertEither(a, b);
    } else {
      d = insertEither(a, b);
    }
    if (!d) return std::nullopt;
    memo_.emplace(key, *d);
    out_.origins.push_back({*d, {Origin::Value, a, 0}, {Origin::Value, b, 0}});
    noteMapping(valA_, A(), a, *d, true);
    noteMapping(valB_, B(), b, *d, false);
    return d;
  }

  // One node of a side joined into two of the result: an equality of that
  // side is lost (constants excepted: each copy is still that constant).
  void noteMapping(absl::flat_hash_map<ValueId, ValueId>& map, const Smg& g, ValueId v, ValueId d, bool first) {
    if (g.constantOf(v)) return;
    auto [it, added] = map.emplace(v, d);
    if (!added && it->second != d) lose(first);
  }

  ValueId number(ValueId a, ValueId b) {
    const Value& x = A().value(a);
    const Value& y = B().value(b);
    auto ca = A().constantOf(a), cb = B().constantOf(b);
    if (ca && cb && *ca == *cb) return D().constant(*ca);
    Interval i = hull(x.interval, y.interval);
    if (x.interval != i) lose(true);
    if (y.interval != i) lose(false);
    // A datum the same in all nodes joined with one that differs: the
    // result lets them differ.
    auto level = joinedLevel(x.level, y.level);
    if (!level) {
      int a = levelsBelow(true, x.level).second, b = levelsBelow(false, y.level).second;
      level = static_cast<uint8_t>(std::max({a, b, 0}));
      lose(a < b);
    }
    return D().freshIn(i, *level, x.undefined);
  }

  // A value of one side against a number standing for a value of the other
  // (a region's length against a segment's).
  ValueId numberAgainst(bool numberFirst, int64_t n, ValueId v, uint8_t level) {
    const Smg& g = side(!numberFirst);
    Interval vi = g.value(v).interval, i = hull({n, n}, vi);
    if (i != Interval{n, n}) lose(numberFirst);
    if (i != vi) lose(!numberFirst);
    ValueId d = i.isConstant() ? D().constant(n) : D().freshIn(i, level);
    Origin num{Origin::Number, kNoValue, n}, val{Origin::Value, g.find(v), 0};
    out_.origins.push_back({d, numberFirst ? num : val, numberFirst ? val : num});
    return d;
  }

  std::optional<ValueId> address(ValueId a, ValueId b, bool& recoverable) {
    recoverable = true;
    const PointsTo pa = *A().pointsTo(a), pb = *B().pointsTo(b);
    if (pa.offset != pb.offset) return std::nullopt;
    bool sa = A().isSegment(pa.object), sb = B().isSegment(pb.object);
    Target t = pa.target;
    if (sa == sb) {
      if (pa.target != pb.target) {
        auto meet = sa ? meetingTarget(A(), pa, B(), pb) : std::nullopt;
        if (!meet) return std::nullopt;
        t = *meet;
      }
    } else if (preferInsertion_ && t != Target::All && pb.target != Target::All) {
      return std::nullopt;
    } else {
      // A region's address against a segment's: the segment's target.
      t = sa ? pa.target : pb.target;
    }
    auto ia = objA_.find(pa.object), ib = objB_.find(pb.object);
    ObjectId d;
    if (ia != objA_.end() && ib != objB_.end()) {
      if (ia->second != ib->second) return std::nullopt;
      d = ia->second;
    } else if (ia != objA_.end() || ib != objB_.end()) {
      return std::nullopt;
    } else {
      if (t == Target::All || !compatible(pa.object, pb.object)) return std::nullopt;
      d = newObject(pa.object, pb.object);
    }
    return D().addressOf(d, pa.offset, t);
  }

  // ---- objects ----
  bool compatible(ObjectId a, ObjectId b) const {
    const Object& x = A().object(a);
    const Object& y = B().object(b);
    if (x.validity != y.validity) return false;
    bool sa = A().isSegment(a), sb = B().isSegment(b);
    if (sa && sb) {
      if (!joinedShape(A(), a, B(), b)) return false;
    } else if (sa || sb) {
      if ((sa ? y.kind : x.kind) != ObjectKind::Heap) return false;
    } else if (x.kind != y.kind) {
      return false;
    }
    if (x.size.isKnown() != y.size.isKnown() || (x.size.isKnown() && x.size.bytes != y.size.bytes)) return false;
    return joinedLevel(x.level, y.level).has_value();
  }

  // Levels in the result.  Met through a field of the pair being joined
  // (ctxA_ and ctxB_ into ctxD_), an object or a value keeps its depth
  // relative to its side's object, counted from the joined object's level:
  // the levels that regions joined with segments above it added are kept.
  // Below a region joined with a segment, what the region points to at its
  // own depth is either what all the nodes share or what each owns (one
  // level deeper): both are returned, the shared first.
  std::pair<int, int> levelsBelow(bool first, int level) const {
    ObjectId ctx = first ? ctxA_ : ctxB_;
    if (ctx == kNullObject) return {level, level};
    const Smg& g = side(first);
    int depth = level - g.object(ctx).level;
    int base = out_.g.object(ctxD_).level + depth;
    return {base, mixed_ && !g.isSegment(ctx) && depth >= 0 ? base + 1 : base};
  }

  // The one level that fits both sides' (a region's own objects against a
  // segment's nodes' own, a shared one against a shared one).
  std::optional<uint8_t> joinedLevel(int a, int b) const {
    auto [a0, a1] = levelsBelow(true, a);
    auto [b0, b1] = levelsBelow(false, b);
    for (int l : {a0, a1})
      if (l >= 0 && (l == b0 || l == b1)) return static_cast<uint8_t>(l);
    return std::nullopt;
  }

  ObjectId newObject(ObjectId a, ObjectId b) {
    const Object& x = A().object(a);
    const Object& y = B().object(b);
    ObjectKind kind = A().isSegment(a) || B().isSegment(b) ? ObjectKind::Heap : x.kind;
    ObjectId d = D().addObject(kind, Size::known(0), x.from, false);
    D().setLevel(d, *joinedLevel(x.level, y.level));
    D().setValidity(d, x.validity);
    objA_.emplace(a, d);
    objB_.emplace(b, d);
    work_.push_back({a, b, d});
    return d;
  }

  bool objects(const Work& w) {
    const Object& x = A().object(w.a);
    const Object& y = B().object(w.b);
    bool sa = A().isSegment(w.a), sb = B().isSegment(w.b);
    ctxA_ = w.a;
    ctxB_ = w.b;
    ctxD_ = w.d;
    mixed_ = sa != sb;
    if (!x.size.isKnown()) {
      auto s = value(x.size.value, y.size.value);
      if (!s) return false;
      D().setSize(w.d, Size::symbolic(*s));
    } else {
      D().setSize(w.d, x.size);
    }
    if (sa || sb) {
      const Object& seg = sa ? x : y;
      uint8_t level = D().object(w.d).level;
      std::optional<ValueId> length = sa && sb ? value(x.segment.length, y.segment.length)
                                               : numberAgainst(!sa, 1, seg.segment.length, level);
      if (!length) return false;
      auto [kind, shape] = sa && sb ? *joinedShape(A(), w.a, B(), w.b) : std::pair{seg.kind, seg.segment};
      shape.length = *length;
      D().setSegment(w.d, kind, shape);
    }
    bool ok = fields(w, x, y);
    mixed_ = false;
    ctxA_ = ctxB_ = ctxD_ = kNullObject;
    return ok;
  }

  // Join reinterpretation: the keys either object has a field of are
  // joined where both say something (a nullified block says 0), dropped
  // where one does not (a pointer never: what it reaches would be lost);
  // bytes nullified in both stay so, and bytes defined in both.
  bool fields(const Work& w, const Object& x, const Object& y) {
    // A segment's links lead to its neighbours, not to what its nodes own:
    // no level apart from them on the region's side.
    const bool mixed = mixed_;
    const Segment shape = D().object(w.d).segment;
    const bool dls = D().object(w.d).kind == ObjectKind::Dls;
    auto isLink = [&](const Key& k) {
      return shape.next != kNoLink && (k.begin == shape.next || (dls && k.begin == shape.prev));
    };
    for (const FieldPair& f : fieldPairs(A(), w.a, B(), w.b)) {
      const Key& k = f.key;
      mixed_ = mixed && !isLink(k);
      if (f.a && f.b) {
        auto d = value(*f.a, *f.b);
        if (!d) return false;
        if (*d != kZero) D().putField(w.d, {k.begin, k.end, k.type, *d});
        continue;
      }
      bool first = f.a.has_value();
      if (side(first).value(first ? *f.a : *f.b).isAddress) return false;
      lose(first);
    }
    ByteSet za = zeroes(x), zb = zeroes(y), z = intersect(za, zb);
    if (za != z) lose(true);
    if (zb != z) lose(false);
    for (const ByteRange& r : z.ranges()) D().putField(w.d, {r.begin, r.end, kBlock, kZero});
    ByteSet defined = intersect(x.defined, y.defined);
    if (defined != x.defined) lose(true);
    if (defined != y.defined) lose(false);
    D().setDefined(w.d, defined);
    return true;
  }

  // ---- 0+ segments inserted against nothing ----
  bool drain() {
    while (!work_.empty()) {
      Work w = work_.front();
      work_.pop_front();
      if (!objects(w)) return false;
    }
    return true;
  }

  std::optional<ValueId> insertEither(ValueId a, ValueId b) {
    if (!opts_.insertSegments || noInsertion_) return std::nullopt;
    if (auto d = insert(true, a, b)) return d;
    return insert(false, b, a);
  }

  // `v`, on side `first`, is the address of a segment's end; the other
  // side has `other` there: the segment is taken to be there, empty, on the
  // other side too, and `other` joins what lies beyond it.  A region
  // against NULL becomes a 0/1 object the same way (Predator's optional
  // regions: lists whose nodes own a sub-list of 0 or 1 nodes, a block
  // allocated or not).
  std::optional<ValueId> insert(bool first, ValueId v, ValueId other) {
    const Smg& g = side(first);
    const PointsTo* p = g.pointsTo(v);
    if (!p) return std::nullopt;
    ObjectId src = p->object;
    const Object& s = g.object(src);
    bool region = !g.isSegment(src);
    Segment shape;
    ObjectKind kind = ObjectKind::Sls;
    if (region) {
      if (p->target != Target::Region || !isHeapRegion(g, src)) return std::nullopt;
      std::optional<Segment> sh;
      if (side(!first).find(other) == kZero) sh = optionalShape(g, src);
      else if (endsAtOnce(!first, other))
        if (auto linked = linkedShape(g, src, p->offset, [&](ValueId u) { return leadsOn(first, u, other); }))
          std::tie(kind, sh) = *linked;
      if (!sh || p->offset != sh->head) return std::nullopt;
      shape = *sh;
    } else {
      if ((p->target != Target::First && p->target != Target::Last) || p->offset != s.segment.head ||
          (p->target == Target::Last && s.kind != ObjectKind::Dls))
        return std::nullopt;
      shape = s.segment;
      kind = s.kind;
    }
    bool viaFirst = p->target != Target::Last;
    Target target = region ? Target::First : p->target;
    auto& map = first ? objA_ : objB_;
    if (auto it = map.find(src); it != map.end()) {
      // Met again from its other end (a DLS): the other side's value must
      // be what that end stands for when the segment is empty.
      auto beyond = beyond_.find(it->second);
      if (region || beyond == beyond_.end()) return std::nullopt;
      ValueId expected = viaFirst ? beyond->second.first : beyond->second.second;
      auto& others = first ? valB_ : valA_;
      auto c = side(!first).constantOf(other);
      bool same = c ? D().findConstant(*c) == expected : (others.contains(side(!first).find(other)) &&
                                                            others.at(side(!first).find(other)) == expected);
      if (!same) return std::nullopt;
      return D().addressOf(it->second, p->offset, target);
    }
    // Below a segment of the other side, what this side's region owns is
    // each node's: one level deeper.
    int shift = levelsBelow(first, s.level).second - s.level;
    if (s.level + shift < 0) return std::nullopt;
    uint8_t level = static_cast<uint8_t>(s.level + shift);
    ObjectId d = D().addObject(ObjectKind::Heap, Size::known(0), s.from, false);
    D().setLevel(d, level);
    map.emplace(src, d);
    out_.inserted = true;
    lose(!first);
    if (region || g.minLength(src) > 0) lose(first);
    if (region) {
      // One node here, none there.
      shape.length = D().freshIn({0, 1}, level);
      Origin one{Origin::Number, kNoValue, 1}, none{Origin::Number, kNoValue, 0};
      out_.origins.push_back({shape.length, first ? one : none, first ? none : one});
    } else {
      shape.length = numberAgainst(!first, 0, s.segment.length, level);
    }
    D().setSegment(d, kind, shape);
    if (!copyOneSided(first, src, d, shape, shift)) return std::nullopt;
    // The link ahead (the way the walk goes) joins what `other` is; the
    // link behind points back to the node whose link led here.
    int64_t ahead = viaFirst ? shape.next : shape.prev, behind = viaFirst ? shape.prev : shape.next;
    Key aheadKey{ahead, ahead + shape.linkBytes, shape.linkType}, behindKey{behind, behind + shape.linkBytes, shape.linkType};
    auto aheadValue = ahead == kNoLink ? std::optional<ValueId>(kZero) : fieldAt(g, src, aheadKey);
    if (!aheadValue) return std::nullopt;
    auto dAhead = first ? value(*aheadValue, other) : value(other, *aheadValue);
    if (!dAhead) return std::nullopt;
    if (ahead != kNoLink) putLink(d, aheadKey, *dAhead);
    ValueId dBehind = *dAhead;
    if (kind == ObjectKind::Dls) {
      auto behindValue = fieldAt(g, src, behindKey);
      if (!behindValue) return std::nullopt;
      ObjectId from = first ? ctxA_ : ctxB_;
      const PointsTo* q = g.pointsTo(*behindValue);
      if (from != kNullObject && q && q->object == from && q->offset == shape.head) {
        Target t = D().isSegment(ctxD_) ? (viaFirst ? Target::Last : Target::First) : Target::Region;
        dBehind = D().addressOf(ctxD_, shape.head, t);
      } else {
        auto db = first ? value(*behindValue, other) : value(other, *behindValue);
        if (!db) return std::nullopt;
        dBehind = *db;
      }
      putLink(d, behindKey, dBehind);
    }
    beyond_.emplace(d, viaFirst ? std::pair{*dAhead, dBehind} : std::pair{dBehind, *dAhead});
    return D().addressOf(d, p->offset, target);
  }

  // Whether `w`, of side `first`, is a list's head where the list ends at
  // once in a sentinel within the object holding the head.
  bool endsAtOnce(bool first, ValueId w) const {
    const PointsTo* q = side(first).pointsTo(w);
    return q && q->object == (first ? ctxA_ : ctxB_) && q->object != kNullObject;
  }

  // Whether `u`, of side `first`, stands where `w` of the other side does:
  // the same constant, or the same place of objects already joined.
  bool leadsOn(bool first, ValueId u, ValueId w) const {
    ValueId a = first ? u : w, b = first ? w : u;
    auto ca = A().constantOf(a), cb = B().constantOf(b);
    if (ca || cb) return ca && cb && *ca == *cb;
    const PointsTo* pa = A().pointsTo(a);
    const PointsTo* pb = B().pointsTo(b);
    if (!pa || !pb || pa->offset != pb->offset) return false;
    auto ia = objA_.find(pa->object), ib = objB_.find(pb->object);
    return ia != objA_.end() && ib != objB_.end() && ia->second == ib->second;
  }

  static bool isHeapRegion(const Smg& g, ObjectId o) {
    return g.object(o).kind == ObjectKind::Heap && g.object(o).validity == Validity::Valid;
  }

  void putLink(ObjectId d, const Key& k, ValueId v) { D().putField(d, {k.begin, k.end, k.type, v}); }

  // The segment's fields but its links, and what is nested below it, copied
  // from side `first` alone.  A shared datum loses its ties to the rest of
  // that side; a shared pointer (to anything but the segment's own nested
  // objects) cannot be copied.
  bool copyOneSided(bool first, ObjectId seg, ObjectId d, const Segment& shape, int shift) {
    const Smg& g = side(first);
    Smg::Nested nested = g.nestedBelow(seg);
    absl::flat_hash_map<ObjectId, ObjectId> objects{{seg, d}};
    for (ObjectId o : nested.objects) {
      const Object& x = g.object(o);
      ObjectId c = D().addObject(g.isSegment(o) ? ObjectKind::Heap : x.kind, Size::known(0), x.from, false);
      D().setLevel(c, static_cast<uint8_t>(x.level + shift));
      D().setValidity(c, x.validity);
      objects.emplace(o, c);
    }
    absl::flat_hash_map<ValueId, ValueId> values;
    bool ok = true;
    auto copy = [&](ValueId v) -> ValueId {
      v = g.find(v);
      if (auto c = g.constantOf(v)) return D().constant(*c);
      if (auto it = values.find(v); it != values.end()) return it->second;
      const Value& val = g.value(v);
      ValueId c;
      if (val.isAddress) {
        auto it = objects.find(val.pointsTo.object);
        bool own = it != objects.end() && (it->first != seg || val.pointsTo.target == Target::All);
        if (!own) {
          ok = false;
          return kZero;
        }
        c = D().addressOf(it->second, val.pointsTo.offset, val.pointsTo.target);
      } else {
        if (val.level <= g.object(seg).level) lose(first);
        c = D().freshIn(val.interval, static_cast<uint8_t>(val.level + shift), val.undefined);
        // A copy: what v differs from, it differs from.
        for (int64_t k : g.unequalConstants(v)) D().assumeNeq(c, D().constant(k));
        Origin none;
        Origin mine{Origin::Value, v, 0};
        out_.origins.push_back({c, first ? mine : none, first ? none : mine});
      }
      values.emplace(v, c);
      return c;
    };
    for (auto [o, c] : objects) {
      const Object& x = g.object(o);
      if (!x.size.isKnown()) D().setSize(c, Size::symbolic(copy(x.size.value)));
      else D().setSize(c, x.size);
      if (o != seg && g.isSegment(o)) {
        Segment sh = x.segment;
        sh.length = copy(x.segment.length);
        D().setSegment(c, x.kind, sh);
      }
      D().setDefined(c, x.defined);
      // The segment's links are insert()'s to set: nothing of them is copied.
      ByteSet links;
      if (o == seg && shape.next != kNoLink) {
        links.insert(shape.next, shape.next + shape.linkBytes);
        if (D().object(d).kind == ObjectKind::Dls) links.insert(shape.prev, shape.prev + shape.linkBytes);
      }
      for (const Field& f : x.fields) {
        if (f.value != kZero) {
          if (!intersect(links, rangeOf(f.begin, f.end)).ranges().empty()) continue;
          D().putField(c, {f.begin, f.end, f.type, copy(f.value)});
          continue;
        }
        ByteSet zero = rangeOf(f.begin, f.end);
        for (const ByteRange& r : links.ranges()) zero.erase(r.begin, r.end);
        for (const ByteRange& r : zero.ranges()) D().putField(c, {r.begin, r.end, kBlock, kZero});
      }
    }
    return ok;
  }

  // ---- after the walk ----
  // An explicit inequality of one side holds in the result where the other
  // side proves it of the values joined with it; else that side loses it.
  void inequalities(bool first) {
    const Smg& g = side(first);
    const Smg& h = side(!first);
    absl::flat_hash_map<ValueId, std::vector<std::pair<ValueId, ValueId>>> joinedFrom;  // mine -> (result, other's)
    for (const auto& [key, d] : memo_) {
      ValueId a = static_cast<ValueId>(key >> 32), b = static_cast<ValueId>(key);
      joinedFrom[first ? a : b].emplace_back(d, first ? b : a);
    }
    for (auto [u, w] : g.inequalities()) {
      auto iu = joinedFrom.find(g.find(u)), iw = joinedFrom.find(g.find(w));
      // An inequality with a constant holds against that constant.
      auto cu = g.constantOf(u), cw = g.constantOf(w);
      if (iu == joinedFrom.end() && iw == joinedFrom.end()) continue;
      if ((iu == joinedFrom.end() && !cu) || (iw == joinedFrom.end() && !cw)) continue;
      auto ends = [&](auto it, std::optional<int64_t> c) {
        std::vector<std::pair<ValueId, std::optional<ValueId>>> out;  // (result, other's value; none: the constant)
        if (it != joinedFrom.end())
          for (auto [d, o] : it->second) out.emplace_back(d, o);
        else
          out.emplace_back(D().constant(*c), std::nullopt);
        return out;
      };
      for (auto [du, ou] : ends(iu, cu))
        for (auto [dw, ow] : ends(iw, cw)) {
          bool holds;
          if (ou && ow) holds = h.proveNeq(*ou, *ow);
          else holds = provesAgainst(h, ou ? *ou : *ow, ou ? *cw : *cu);
          if (!holds || D().find(du) == D().find(dw)) {
            lose(first);
            continue;
          }
          D().assumeNeq(du, dw);
        }
    }
  }

  static bool provesAgainst(const Smg& h, ValueId v, int64_t c) {
    if (auto k = h.findConstant(c)) return h.proveNeq(v, *k);
    Interval i = h.value(v).interval;
    return c < i.lo || c > i.hi;
  }

  // Predator's consistency: no cycle of possibly empty segments only.
  bool emptyCycle() {
    for (ObjectId s = 1; s < D().objectCount(); ++s) {
      if (!D().object(s).exists || !D().isSegment(s) || D().minLength(s) > 0) continue;
      ObjectId cur = s;
      for (ObjectId steps = 0; steps < D().objectCount(); ++steps) {
        const PointsTo* p = D().pointsTo(D().link(cur, D().object(cur).segment.next));
        if (!p || !D().isSegment(p->object) || D().minLength(p->object) > 0) break;
        cur = p->object;
        if (cur == s) return true;
      }
    }
    return false;
  }

  const JoinSide& a_;
  const JoinSide& b_;
  const JoinOptions& opts_;
  // A segment met against a region is first taken to be missing on the
  // region's side (the second attempt, when joining them failed further on:
  // the walk never backtracks).
  bool preferInsertion_;
  bool noInsertion_ = false;
  Joined out_;
  absl::flat_hash_map<ObjectId, ObjectId> objA_, objB_;
  absl::flat_hash_map<uint64_t, ValueId> memo_;
  absl::flat_hash_map<ValueId, ValueId> valA_, valB_;
  // An inserted segment: what its first and its last address stand for
  // when it is empty on the side it was inserted into.
  absl::flat_hash_map<ObjectId, std::pair<ValueId, ValueId>> beyond_;
  std::deque<Work> work_;
  // The pair of objects whose fields are being joined, and whether one of
  // them is a segment and the other a region.
  ObjectId ctxA_ = kNullObject, ctxB_ = kNullObject, ctxD_ = kNullObject;
  bool mixed_ = false;
};

}  // namespace

std::optional<Joined> join(const JoinSide& first, const JoinSide& second, const JoinOptions& opts) {
  auto r = Joiner(first, second, opts, false).run();
  if (!r && opts.insertSegments) r = Joiner(first, second, opts, true).run();
  return r;
}

}  // namespace ferret::smg
