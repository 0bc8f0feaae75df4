// Read and write reinterpretation (Predator, SAS 2013, §3): a read may ask
// for bytes no field describes exactly, a write may cut through fields.
//
// Zeroes are kept in one normal form: every field whose value is 0 is a
// nullified block (type kBlock), and blocks are maximal (never overlapping
// or adjacent).  A typed field holding 0 would say nothing more — reading it
// back finds its bytes nullified — and keeping zeroes one way makes two
// graphs that agree on memory have the same fields (canon.cpp).
#include <algorithm>

#include "smg/smg.hpp"

namespace ferret::smg {

namespace {

bool keyLess(const Field& a, const Field& b) {
  if (a.begin != b.begin) return a.begin < b.begin;
  if (a.end != b.end) return a.end < b.end;
  return a.type < b.type;
}

int64_t endOf(int64_t offset, uint64_t size) { return offset + static_cast<int64_t>(size); }

}  // namespace

void Smg::insertField(Object& o, const Field& f) {
  auto it = std::lower_bound(o.fields.begin(), o.fields.end(), f, keyLess);
  if (it != o.fields.end() && !keyLess(f, *it)) {
    it->value = f.value;
    return;
  }
  o.fields.insert(it, f);
}

void Smg::addZeroBlock(Object& o, int64_t begin, int64_t end) {
  // Absorb the blocks this one touches, so blocks stay maximal.
  auto touches = [&](const Field& f) { return f.value == kZero && f.begin <= end && f.end >= begin; };
  for (const Field& f : o.fields) {
    if (!touches(f)) continue;
    begin = std::min(begin, f.begin);
    end = std::max(end, f.end);
  }
  o.fields.erase(std::remove_if(o.fields.begin(), o.fields.end(), touches), o.fields.end());
  insertField(o, {begin, end, kBlock, kZero});
}

std::optional<Field> Smg::slice(const Field& f, int64_t begin, int64_t end) {
  if (f.value == kZero) return Field{begin, end, kBlock, kZero};
  auto c = constantOf(f.value);
  if (!c || f.end - f.begin > 8) return std::nullopt;
  // Little-endian, as the executor composes the bytes of constants.
  uint64_t bits = static_cast<uint64_t>(*c) >> (8 * (begin - f.begin));
  if (end - begin < 8) bits &= (uint64_t{1} << (8 * (end - begin))) - 1;
  if (bits == 0) return Field{begin, end, kBlock, kZero};
  return Field{begin, end, f.type, constant(static_cast<int64_t>(bits))};
}

void Smg::clearRange(Object& o, int64_t begin, int64_t end) {
  // A field cut by the range keeps its bytes outside it when it says what
  // they hold (a nullified block, a constant); any other is dropped whole.
  absl::InlinedVector<Field, 4> kept, pieces;
  auto keep = [&](const Field& f, int64_t b, int64_t e) {
    if (b >= e) return;
    if (auto s = slice(f, b, e)) pieces.push_back(*s);
  };
  for (const Field& f : o.fields) {
    if (f.end <= begin || f.begin >= end) {
      kept.push_back(f);
      continue;
    }
    keep(f, f.begin, std::min(begin, f.end));
    keep(f, std::max(end, f.begin), f.end);
  }
  std::sort(kept.begin(), kept.end(), keyLess);
  o.fields = std::move(kept);
  for (const Field& p : pieces) {
    if (p.value == kZero) {
      addZeroBlock(o, p.begin, p.end);
      continue;
    }
    // A field of the piece's key may be there (a read of those bytes gave
    // it): it stays, as keys occur once and a read of them gives that value.
    auto it = std::lower_bound(o.fields.begin(), o.fields.end(), p, keyLess);
    if (it == o.fields.end() || keyLess(p, *it)) o.fields.insert(it, p);
  }
}

bool Smg::zeroCovers(const Object& o, int64_t begin, int64_t end) const {
  for (const Field& f : o.fields) {
    if (f.begin > begin) break;
    if (f.value == kZero && f.end >= end) return true;
  }
  return false;
}

ValueId Smg::read(ObjectId id, int64_t offset, uint64_t size, FieldType type) {
  Object& o = objects_[id];
  int64_t end = endOf(offset, size);
  for (const Field& f : o.fields) {
    if (f.begin > offset) break;
    if (f.begin == offset && f.end == end && f.type == type) return f.value;
  }
  // Blocks are maximal, so bytes that are all zero lie in one block.  The
  // read adds no field: the block already says what it found.
  if (zeroCovers(o, offset, end)) return kZero;
  ValueId v = fresh(!o.defined.covers(offset, end));
  // `o` is still valid: fresh() grows values_, not objects_.
  insertField(o, {offset, end, type, v});
  return v;
}

void Smg::write(ObjectId id, int64_t offset, uint64_t size, FieldType type, ValueId v) {
  v = find(v);
  Object& o = objects_[id];
  int64_t end = endOf(offset, size);
  clearRange(o, offset, end);
  if (v == kZero) addZeroBlock(o, offset, end);
  else insertField(o, {offset, end, type, v});
  // Copying an undefined value keeps its bytes undefined (memcheck's rule):
  // only using it is an error.
  if (values_[v].undefined) o.defined.erase(offset, end);
  else o.defined.insert(offset, end);
}

void Smg::nullify(ObjectId id, int64_t offset, uint64_t size) { write(id, offset, size, kBlock, kZero); }

void Smg::scramble(ObjectId id, int64_t offset, uint64_t size) {
  Object& o = objects_[id];
  int64_t end = endOf(offset, size);
  clearRange(o, offset, end);
  o.defined.insert(offset, end);
}

void Smg::copy(ObjectId dstId, int64_t dstOffset, ObjectId srcId, int64_t srcOffset, uint64_t size) {
  // Gather first: source and destination may be the same object (memmove).
  const Object& src = objects_[srcId];
  int64_t srcEnd = endOf(srcOffset, size);
  int64_t shift = dstOffset - srcOffset;
  absl::InlinedVector<Field, 4> moved;
  for (const Field& f : src.fields) {
    if (f.begin >= srcEnd) break;
    int64_t b = std::max(f.begin, srcOffset), e = std::min(f.end, srcEnd);
    if (b >= e) continue;
    // A field the range cuts is copied as far as it says what its bytes hold.
    if (auto s = f.begin == b && f.end == e ? std::optional<Field>(f) : slice(f, b, e))
      moved.push_back({s->begin + shift, s->end + shift, s->type, s->value});
  }
  ByteSet defined;
  src.defined.copySlice(srcOffset, srcEnd, shift, defined);

  Object& dst = objects_[dstId];
  int64_t dstEnd = endOf(dstOffset, size);
  clearRange(dst, dstOffset, dstEnd);
  for (const Field& f : moved) {
    if (f.value == kZero) addZeroBlock(dst, f.begin, f.end);
    else insertField(dst, f);
  }
  dst.defined.erase(dstOffset, dstEnd);
  for (const ByteRange& r : defined.ranges()) dst.defined.insert(r.begin, r.end);
}

void Smg::mayWrite(ObjectId id, int64_t offset, uint64_t size, bool zero) {
  Object& o = objects_[id];
  int64_t end = endOf(offset, size);
  ByteSet zeroes;
  if (zero)
    for (const Field& f : o.fields)
      if (f.value == kZero && f.begin < end && f.end > offset) zeroes.insert(std::max(f.begin, offset), std::min(f.end, end));
  clearRange(o, offset, end);
  for (const ByteRange& r : zeroes.ranges()) addZeroBlock(o, r.begin, r.end);
}

void Smg::mayCopy(ObjectId dstId, int64_t dstOffset, ObjectId srcId, int64_t srcOffset, uint64_t size) {
  ByteSet defined;
  objects_[srcId].defined.copySlice(srcOffset, endOf(srcOffset, size), dstOffset - srcOffset, defined);
  mayWrite(dstId, dstOffset, size, false);
  Object& dst = objects_[dstId];
  int64_t at = dstOffset, end = endOf(dstOffset, size);
  for (const ByteRange& r : defined.ranges()) {
    dst.defined.erase(at, r.begin);
    at = r.end;
  }
  dst.defined.erase(at, end);
}

ObjectId Smg::realloc(ObjectId old, Size size, Provenance from) {
  ObjectId fresh = addObject(ObjectKind::Heap, size, std::move(from), false);
  // What is known to be in both the old and the new object; with a
  // symbolic size that is its lower bound.
  int64_t kept = std::min(sizeBounds(old).lo, sizeBounds(fresh).lo);
  if (kept > 0) copy(fresh, 0, old, 0, static_cast<uint64_t>(kept));
  invalidate(old, Validity::Freed);
  return fresh;
}

void Smg::invalidate(ObjectId id, Validity why) {
  Object& o = objects_[id];
  o.validity = why;
  o.fields.clear();
  o.defined.clear();
}

void Smg::revive(ObjectId id) { objects_[id].validity = Validity::Valid; }

}  // namespace ferret::smg
