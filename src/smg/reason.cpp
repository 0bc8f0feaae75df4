// Equality and inequality of values.  Equal values are one node (assumeEq
// merges them); unequal ones are told apart by what the graph shows
// (different constants, disjoint intervals, addresses of distinct valid
// regions) or by an explicit inequality edge.  Everything here is sound
// for proving: when the graph cannot record an assumption it says so
// (Assume::Imprecise) and keeps the state, which over-approximates it.
#include <algorithm>

#include "smg/smg.hpp"

namespace ferret::smg {

namespace {

Interval intersect(Interval a, Interval b) { return {std::max(a.lo, b.lo), std::min(a.hi, b.hi)}; }

bool isEmpty(Interval i) { return i.lo > i.hi; }

}  // namespace

bool Smg::proveNeq(ValueId a, ValueId b) const {
  a = find(a);
  b = find(b);
  if (a == b) return false;
  if (neq_.contains(pairKey(a, b)) || impliedNeq(a, b)) return true;
  return decide({{{a, 1}, {b, -1}}, 0}, Rel::Eq) == false;
}

bool Smg::impliedNeq(ValueId a, ValueId b) const {
  const Value& x = values_[a];
  const Value& y = values_[b];
  if (isEmpty(intersect(x.interval, y.interval))) return true;
  // Memory that is certainly there: a region, or a segment of one node at
  // least (an empty one's addresses are its neighbours').
  auto exists = [&](ObjectId o) {
    return objects_[o].kind != ObjectKind::Null && (!isSegment(o) || lengthBounds(o).lo >= 1);
  };
  // Its address is never NULL, whatever the offset (computing one that
  // wraps to 0 is already undefined behaviour).
  auto nonNull = [&](const Value& v) { return v.isAddress && exists(v.pointsTo.object); };
  if ((a == kZero && nonNull(y)) || (b == kZero && nonNull(x))) return true;
  if (!x.isAddress || !y.isAddress) return false;
  const PointsTo& p = x.pointsTo;
  const PointsTo& q = y.pointsTo;
  if (p.object == q.object) {
    if (p.target == q.target) return p.offset != q.offset;
    // The first and the last node of a segment of two nodes or more.
    bool ends = (p.target == Target::First && q.target == Target::Last) ||
                (p.target == Target::Last && q.target == Target::First);
    return ends && p.offset == q.offset && lengthBounds(p.object).lo >= 2;
  }
  // Distinct live objects occupy distinct bytes, so addresses inside them
  // differ.  One past the end may be where the next object starts, and a
  // freed region's address may be handed out again.
  auto inside = [&](const PointsTo& t) {
    const Object& o = objects_[t.object];
    return exists(t.object) && o.validity == Validity::Valid && t.offset >= 0 && t.offset < sizeBounds(t.object).lo;
  };
  return inside(p) && inside(q);
}

Assume Smg::assumeEq(ValueId a, ValueId b) {
  a = find(a);
  b = find(b);
  if (a == b) return Assume::Refined;
  if (proveNeq(a, b)) return Assume::Infeasible;
  // Before the merge, so that the relations already say a = b when it
  // takes one of them away.
  if ((counters_.has(a) || counters_.has(b)) && relate({{{a, 1}, {b, -1}}, 0}, Rel::Eq) == Assume::Infeasible)
    return Assume::Infeasible;
  a = find(a);
  b = find(b);
  if (a == b) return Assume::Refined;
  const Value& x = values_[a];
  const Value& y = values_[b];
  // An address or a constant has an identity of its own; two of them that
  // may be equal (a dangling pointer and a new one, an address and an
  // integer) cannot be made one node.
  bool xFixed = x.isAddress || x.interval.isConstant();
  bool yFixed = y.isAddress || y.interval.isConstant();
  if (xFixed && yFixed) return Assume::Imprecise;
  if (xFixed || yFixed) {
    ValueId keep = xFixed ? a : b;
    merge(keep, keep == a ? b : a);
    return Assume::Refined;
  }
  Interval both = intersect(x.interval, y.interval);
  bool undefined = x.undefined || y.undefined;
  ValueId keep = std::min(a, b);
  merge(keep, std::max(a, b));
  values_[keep].undefined = undefined;
  return narrow(keep, both);
}

void Smg::merge(ValueId keep, ValueId gone) {
  values_[gone].rep = keep;
  // The caller made the relations say keep = gone where both take part.
  if (counters_.has(gone)) {
    if (counters_.has(keep) || values_[keep].interval.isConstant()) counters_.forget(gone);
    else counters_.rename(gone, keep);
  }
  for (Object& o : objects_) {
    if (!o.exists) continue;
    if (!o.size.isKnown() && o.size.value == gone) {
      if (auto c = constantOf(keep)) o.size = Size::known(static_cast<uint64_t>(*c));
      else o.size.value = keep;
    }
    if (o.segment.length == gone) o.segment.length = keep;
    bool zeroed = false;
    for (Field& f : o.fields) {
      if (f.value != gone) continue;
      f.value = keep;
      zeroed |= keep == kZero;
    }
    if (!zeroed) continue;
    // Fields now holding 0 become nullified blocks (fields.cpp's normal form).
    absl::InlinedVector<Field, 4> blocks;
    for (const Field& f : o.fields)
      if (f.value == kZero) blocks.push_back(f);
    for (const Field& f : blocks) addZeroBlock(o, f.begin, f.end);
  }
  std::vector<uint64_t> moved;
  for (uint64_t k : neq_) {
    ValueId lo = static_cast<ValueId>(k >> 32), hi = static_cast<ValueId>(k);
    if (lo == gone || hi == gone) moved.push_back(k);
  }
  for (uint64_t k : moved) {
    neq_.erase(k);
    ValueId lo = static_cast<ValueId>(k >> 32), hi = static_cast<ValueId>(k);
    ValueId other = lo == gone ? hi : lo;
    if (!impliedNeq(keep, other)) neq_.insert(pairKey(keep, other));
  }
}

Assume Smg::narrow(ValueId v, Interval to) {
  v = find(v);
  Value& val = values_[v];
  if (val.isAddress) return to.isFull() ? Assume::Refined : Assume::Imprecise;
  Interval i = intersect(val.interval, to);
  // An inequality with a bound is a tighter bound.
  for (bool moved = true; moved && !isEmpty(i);) {
    moved = false;
    for (int64_t end : {i.lo, i.hi}) {
      auto c = constants_.find(end);
      if (c != constants_.end() && c->second != v && neq_.contains(pairKey(v, c->second))) {
        if (end == i.lo) ++i.lo;
        else --i.hi;
        moved = true;
        break;
      }
    }
  }
  if (isEmpty(i)) return Assume::Infeasible;
  if (i == val.interval) return Assume::Refined;
  if (counters_.has(v)) {
    Linear x{{{v, 1}}, 0};
    if ((i.lo != INT64_MIN && !counters_.assume({x.terms, -i.lo}, Rel::Ge)) ||
        (i.hi != INT64_MAX && !counters_.assume({{{v, -1}}, i.hi}, Rel::Ge)))
      return Assume::Infeasible;
  }
  if (i.isConstant()) return assumeEq(v, constant(i.lo));
  val.interval = i;
  // Inequalities with constants the interval now excludes say nothing more.
  std::vector<uint64_t> implied;
  for (uint64_t k : neq_) {
    ValueId lo = static_cast<ValueId>(k >> 32), hi = static_cast<ValueId>(k);
    if (lo != v && hi != v) continue;
    auto c = constantOf(lo == v ? hi : lo);
    if (c && (*c < i.lo || *c > i.hi)) implied.push_back(k);
  }
  for (uint64_t k : implied) neq_.erase(k);
  return counters_.has(v) ? syncBounds() : Assume::Refined;
}

Assume Smg::assumeNeq(ValueId a, ValueId b) {
  a = find(a);
  b = find(b);
  if (a == b) return Assume::Infeasible;
  // An inequality the graph implies gets no edge, so that equal states have
  // equal edges.
  if (proveNeq(a, b)) return Assume::Refined;
  // Against a constant at the edge of an interval the inequality is a bound.
  for (auto [u, c] : {std::pair{a, b}, std::pair{b, a}}) {
    auto k = constantOf(c);
    const Value& val = values_[u];
    if (!k || val.isAddress) continue;
    if (val.interval.lo == *k) return narrow(u, {*k + 1, INT64_MAX});
    if (val.interval.hi == *k) return narrow(u, {INT64_MIN, *k - 1});
  }
  neq_.insert(pairKey(a, b));
  return Assume::Refined;
}

namespace {

// The values v may take for `v op c` to hold; empty when none.
Interval satisfying(Cmp op, int64_t c) {
  switch (op) {
    case Cmp::Lt: return c == INT64_MIN ? Interval{1, 0} : Interval{INT64_MIN, c - 1};
    case Cmp::Le: return {INT64_MIN, c};
    case Cmp::Gt: return c == INT64_MAX ? Interval{1, 0} : Interval{c + 1, INT64_MAX};
    case Cmp::Ge: return {c, INT64_MAX};
  }
  return {};
}

}  // namespace

Assume Smg::assumeCmp(ValueId v, Cmp op, int64_t c) { return narrow(v, satisfying(op, c)); }

std::optional<bool> Smg::decideCmp(ValueId v, Cmp op, int64_t c) const {
  const Value& val = value(v);
  if (val.isAddress) return std::nullopt;
  Interval yes = satisfying(op, c);
  Interval both = intersect(val.interval, yes);
  if (isEmpty(both)) return false;
  if (both == val.interval) return true;
  return std::nullopt;
}

std::optional<Linear> Smg::folded(const Linear& e) const {
  Linear out;
  __int128 k = e.constant;
  for (const Linear::Term& t : e.terms) {
    ValueId v = find(t.value);
    const Value& val = values_[v];
    if (val.isAddress) return std::nullopt;
    if (val.interval.isConstant()) {
      k += static_cast<__int128>(t.coef) * val.interval.lo;
      continue;
    }
    auto same = std::find_if(out.terms.begin(), out.terms.end(), [&](const Linear::Term& u) { return u.value == v; });
    if (same != out.terms.end()) same->coef += t.coef;
    else out.terms.push_back({v, t.coef});
  }
  std::erase_if(out.terms, [](const Linear::Term& t) { return t.coef == 0; });
  if (k < INT64_MIN || k > INT64_MAX) return std::nullopt;
  out.constant = static_cast<int64_t>(k);
  return out;
}

Assume Smg::relate(const Linear& e, Rel r) {
  std::optional<Linear> f = folded(e);
  if (!f) return Assume::Imprecise;
  if (f->terms.empty()) return (r == Rel::Eq ? f->constant == 0 : f->constant >= 0) ? Assume::Refined : Assume::Infeasible;
  for (const Linear::Term& t : f->terms) counters_.add(t.value, values_[t.value].interval);
  if (!counters_.assume(*f, r)) return Assume::Infeasible;
  return syncBounds();
}

std::optional<bool> Smg::decide(const Linear& e, Rel r) const {
  if (counters_.none()) return std::nullopt;
  std::optional<Linear> f = folded(e);
  if (!f || f->terms.empty()) return std::nullopt;
  for (const Linear::Term& t : f->terms)
    if (!counters_.has(t.value)) return std::nullopt;
  if (counters_.entails(*f, r)) return true;
  if (!counters_.admits(*f, r)) return false;
  return std::nullopt;
}

Interval Smg::bounds(const Linear& e) const {
  std::optional<Linear> f = folded(e);
  if (!f) return {};
  if (f->terms.empty()) return {f->constant, f->constant};
  for (const Linear::Term& t : f->terms)
    if (!counters_.has(t.value)) return {};
  return counters_.bounds(*f);
}

void Smg::setCounters(Counters c) {
  counters_ = std::move(c);
  syncBounds();
}

Assume Smg::meetCounters(const Counters& c) {
  for (ValueId v : c.dims()) counters_.add(v, value(v).interval);
  if (!counters_.meet(c)) return Assume::Infeasible;
  return syncBounds();
}

Assume Smg::syncBounds() {
  // An integer bound can tighten another value's in turn (2x = y, y in
  // [3, 5]: x = 2, then y = 4): rounds until nothing changes.
  for (int round = 0; round < 8; ++round) {
    bool changed = false;
    // New constants merge after the walk: a merge changes the dimensions.
    std::vector<std::pair<ValueId, int64_t>> points;
    std::vector<std::pair<ValueId, Interval>> integral;
    for (ValueId v : counters_.dims()) {
      Interval b = counters_.bounds(v), i = intersect(values_[v].interval, b);
      if (isEmpty(i)) return Assume::Infeasible;
      // b is rounded inwards: even equal, it may say more than the rational
      // relations do.
      integral.emplace_back(v, i);
      changed |= i != values_[v].interval;
      if (i.isConstant()) points.emplace_back(v, i.lo);
      else values_[v].interval = i;
    }
    // The integer bounds go into the relations (rounded bounds are cuts the
    // rational polyhedron lacks), so that a value that becomes a constant
    // leaves them saying so.
    for (auto [v, i] : integral) {
      if ((i.lo != INT64_MIN && !counters_.assume({{{v, 1}}, -i.lo}, Rel::Ge)) ||
          (i.hi != INT64_MAX && !counters_.assume({{{v, -1}}, i.hi}, Rel::Ge)))
        return Assume::Infeasible;
    }
    // The relations say v = c already: v becomes the constant's node.
    for (auto [v, c] : points) {
      ValueId k = constant(c);
      v = find(v);
      if (v == k) continue;
      if (neq_.contains(pairKey(v, k))) return Assume::Infeasible;
      merge(k, v);
    }
    if (!changed) break;
  }
  // The intervals now hold every bound: a value related to no other is
  // no longer worth a dimension.
  counters_.forgetUnrelated();
  return Assume::Refined;
}

std::vector<int64_t> Smg::unequalConstants(ValueId v) const {
  v = find(v);
  std::vector<int64_t> out;
  for (uint64_t k : neq_) {
    ValueId a = static_cast<ValueId>(k >> 32), b = static_cast<ValueId>(k);
    if (a != v && b != v) continue;
    if (auto c = constantOf(a == v ? b : a)) out.push_back(*c);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::pair<ValueId, ValueId>> Smg::inequalities() const {
  std::vector<std::pair<ValueId, ValueId>> out;
  for (uint64_t k : neq_) out.emplace_back(static_cast<ValueId>(k >> 32), static_cast<ValueId>(k));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace ferret::smg
