// The symbolic memory graph (SMG) of Predator (Dudka, Peringer, Vojnar, SAS
// 2013): the shape domain.  Objects (memory regions; later list segments)
// and values (addresses and data) are nodes.  A has-value edge says that the
// bytes [begin, end) of an object, read as a field of a type, hold a value;
// fields may overlap.  A points-to edge says that a value is the address of
// an object at an offset (possibly negative or out of bounds).  Unknown
// values are related by equality (they are one node) and by explicit
// inequality; integer constants are nodes too, one per constant, and a value
// may carry an interval.  The value 0 is the integer 0, the null address and,
// as the value of a field, a nullified block of any length.
//
// The graph knows no instruction and no type system: the executor names
// field types by small numbers of its choosing (two reads see the same field
// only if offset, size and type number agree) and keeps register contents as
// value ids.  Value ids stay meaningful after a merge (assumeEq): every
// operation resolves them to their representative first.
#pragma once

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>
#include <absl/container/inlined_vector.h>

#include <cstdint>
#include <optional>
#include <span>
#include <ostream>
#include <string>
#include <vector>

#include "smg/byteset.hpp"
#include "smg/counters.hpp"

namespace ferret::smg {

using ObjectId = uint32_t;
using ValueId = uint32_t;
constexpr ObjectId kNullObject = 0;
constexpr ValueId kZero = 0;
constexpr ValueId kNoValue = UINT32_MAX;

// Field types are the executor's numbers; kBlock is the type of the pieces a
// nullified block is cut into, which no executor read asks for.
using FieldType = uint8_t;
constexpr FieldType kBlock = 0xff;

enum class ObjectKind : uint8_t { Null, Global, Stack, Alloca, Heap, Sls, Dls };
enum class Validity : uint8_t { Valid, Freed, OutOfScope };
// Which part of a list segment an address points to (Predator's target
// specifier); a region's addresses are all `Region`.
enum class Target : uint8_t { Region, First, Last, All };

// The shape of a list segment (SLS/DLS) by byte offsets, as Predator's:
// where a node's list head lies (links point there: `head` is 0 for plain
// structs, the offset of an embedded list_head in Linux-style lists), where
// its next and prev links lie and how they are read (size and field type).
// The segment stands for `length` nodes: a counter, an integer value whose
// interval's low end is the minimum length (0+, 1+, 2+...).  A field of the
// segment holds what every node holds there: a value of the segment's own
// level is the same in all nodes; a value or object one level deeper is
// each node's own (nested: a sub-list, a private block, data that differ
// from node to node).  The next field holds the last node's successor, the
// prev field the first node's predecessor.
// A segment whose next offset is kNoLink has no link: it is one of
// Predator's 0/1 objects (length 0 or 1), a region that may be absent, its
// address then NULL.
constexpr int64_t kNoLink = INT64_MIN;

struct Segment {
  int64_t head = 0;
  int64_t next = 0;
  int64_t prev = 0;  // DLS only
  uint8_t linkBytes = 8;
  FieldType linkType = 1;
  ValueId length = kNoValue;
  bool operator==(const Segment&) const = default;
};

// The shape without a link: a 0/1 object's, or a type's that declares no list.
inline constexpr Segment kUnlinked{0, kNoLink, 0, 0, 0, kNoValue};

struct Field {
  int64_t begin;
  int64_t end;  // kEnd: to the end of the object
  FieldType type;
  ValueId value;
  bool operator==(const Field&) const = default;
  friend std::ostream& operator<<(std::ostream& os, const Field& f) {
    return os << '[' << f.begin << ',' << f.end << ")t" << int{f.type} << "=#" << f.value;
  }
};

// An object's size: a constant number of bytes, or a value when it is not
// known (malloc(n) with n unknown).
struct Size {
  uint64_t bytes = 0;
  ValueId value = kNoValue;
  static Size known(uint64_t n) { return {n, kNoValue}; }
  static Size symbolic(ValueId v) { return {0, v}; }
  bool isKnown() const { return value == kNoValue; }
};

// Where an object comes from: a label for diagnostics (the allocation site,
// the variable) and the type the program allocated it as (the executor's
// number; 0 when not known).  Predator's abstraction merges only nodes of
// one type: by size and links alone, an outer node whose first field points
// to an inner list of the same node size looks like that list's predecessor.
// The type also gives the list its nodes form by declaration: a struct with
// one member pointing to its own type links through it.  A 0/1 object of
// that type takes this shape, so that it can join its list's segments.
struct Provenance {
  std::string label;
  uint32_t type = 0;
  Segment list = kUnlinked;
  Provenance(std::string l = {}, uint32_t t = 0) : label(std::move(l)), type(t) {}
  Provenance(const char* l) : label(l) {}
};

// Whether two objects may be nodes of one list: either type is unknown, or
// both are the same.
inline bool sameType(const Provenance& a, const Provenance& b) {
  return a.type == 0 || b.type == 0 || a.type == b.type;
}

struct Object {
  ObjectKind kind = ObjectKind::Null;
  Validity validity = Validity::Valid;
  bool exists = true;  // false: the record was removed and may be reused
  Size size;
  Segment segment;  // SLS and DLS only
  // Nesting level: 0 for what the program reaches directly; one more for
  // each segment an object is private to (Predator's nesting level).
  uint8_t level = 0;
  Provenance from;
  // Sorted by (begin, end, type); a key occurs once.
  absl::InlinedVector<Field, 4> fields;
  ByteSet defined;  // bytes holding a defined value
};

struct PointsTo {
  ObjectId object = kNullObject;
  int64_t offset = 0;
  Target target = Target::Region;
  bool operator==(const PointsTo&) const = default;
};

// Bounds of what a value may be, as signed 64-bit integers.
struct Interval {
  int64_t lo = INT64_MIN;
  int64_t hi = INT64_MAX;
  bool operator==(const Interval&) const = default;
  bool isConstant() const { return lo == hi; }
  bool isFull() const { return lo == INT64_MIN && hi == INT64_MAX; }
};

struct Value {
  ValueId rep = kNoValue;  // itself, or the value it was merged into
  bool exists = true;
  bool undefined = false;  // read from bytes never written
  bool isAddress = false;
  PointsTo pointsTo;       // when isAddress
  // Nesting level of a non-address (an address has its object's, one less
  // through an `All` target): 0, or one more per segment whose every node
  // has a value of its own here.
  uint8_t level = 0;
  // A constant is a value whose interval is one point; there is one value
  // per constant.
  Interval interval;
};

// Outcome of an assumption on a state.
enum class Assume : uint8_t {
  Infeasible,  // the state contradicts it: the branch cannot be taken
  Refined,     // the state now records it (or already implied it)
  Imprecise,   // possible, but the graph cannot record it (two different addresses equal, an
               // address equal to an integer): the state is kept as it was, an over-approximation
};

enum class Cmp : uint8_t { Lt, Le, Gt, Ge };

class Smg {
 public:
  Smg();

  // ---- the graph ----
  ObjectId addObject(ObjectKind kind, Size size, Provenance from, bool zeroed);
  const Object& object(ObjectId o) const { return objects_[o]; }
  ObjectId objectCount() const { return static_cast<ObjectId>(objects_.size()); }
  ValueId valueCount() const { return static_cast<ValueId>(values_.size()); }
  // Makes `o` a segment of `kind` with shape `s`; without a length value
  // it gets a fresh one of at least `minLength` nodes.
  void setSegment(ObjectId o, ObjectKind kind, const Segment& s, int64_t minLength = 0);
  void setLevel(ObjectId o, uint8_t level) { objects_[o].level = level; }
  void setFrom(ObjectId o, Provenance from) { objects_[o].from = std::move(from); }
  // For building a graph (join, abstraction): a field added as it is, no
  // other field cut (0 joins the nullified blocks it touches), and an
  // object's size, validity and defined bytes set whole.
  void putField(ObjectId o, const Field& f) {
    if (find(f.value) == kZero) addZeroBlock(objects_[o], f.begin, f.end);
    else insertField(objects_[o], {f.begin, f.end, f.type, find(f.value)});
  }
  void setSize(ObjectId o, Size s) { objects_[o].size = s.isKnown() ? s : Size::symbolic(find(s.value)); }
  void setValidity(ObjectId o, Validity v) { objects_[o].validity = v; }
  void setDefined(ObjectId o, const ByteSet& d) { objects_[o].defined = d; }
  void setLevelOfValue(ValueId v, uint8_t level) { values_[find(v)].level = level; }

  ValueId find(ValueId v) const {
    while (values_[v].rep != v) v = values_[v].rep;
    return v;
  }
  const Value& value(ValueId v) const { return values_[find(v)]; }
  // False for ids prune() dropped (they may be handed out again).
  bool valueExists(ValueId v) const { return v < values_.size() && values_[v].exists; }
  ValueId fresh(bool undefined = false);
  ValueId constant(int64_t c);
  std::optional<int64_t> constantOf(ValueId v) const;
  // The node of a constant, if the graph has one.
  std::optional<ValueId> findConstant(int64_t c) const {
    auto it = constants_.find(c);
    return it == constants_.end() ? std::nullopt : std::optional<ValueId>(it->second);
  }
  // Widening: an unknown integer's interval grows to cover `wider`.
  void relax(ValueId v, Interval wider);
  // A fresh unknown within [lo, hi] at nesting `level` (a point: that constant).
  ValueId freshIn(Interval i, uint8_t level = 0, bool undefined = false);
  // The address of `o` at `offset`: one value per (object, offset, target).
  // Addresses in the null object are the integers themselves.
  ValueId addressOf(ObjectId o, int64_t offset, Target t = Target::Region);
  const PointsTo* pointsTo(ValueId v) const;
  // v + delta for an address or a constant; kNoValue for an unknown value.
  ValueId shift(ValueId v, int64_t delta);
  // An object's size: one point when known, else its size value's interval
  // (from 0 at least).
  Interval sizeBounds(ObjectId o) const;

  // ---- list segments (segments.cpp) ----
  bool isSegment(ObjectId o) const {
    return objects_[o].kind == ObjectKind::Sls || objects_[o].kind == ObjectKind::Dls;
  }
  // How many nodes the segment stands for (at least 0).
  Interval lengthBounds(ObjectId seg) const;
  int64_t minLength(ObjectId seg) const { return lengthBounds(seg).lo; }
  // A value's nesting level: its own, or for an address its object's (one
  // less for an `All` target, which leads from a nested object up to its node).
  int levelOf(ValueId v) const;
  // What is nested below segment `seg`: the objects and values deeper than
  // it reached from it through deeper nodes only; each node has its own.
  struct Nested {
    std::vector<ObjectId> objects;
    std::vector<ValueId> values;
  };
  Nested nestedBelow(ObjectId seg) const;
  // The value of a segment's link field (`offset` is its next or prev).
  ValueId link(ObjectId seg, int64_t offset);
  // Materialisation (Predator §0.2.4): the first node of `seg` (for a DLS
  // with `last`, its last node) becomes a region holding a copy of what is
  // nested below the segment, one level up; addresses of that node now
  // point to the region; the segment keeps the other nodes, its length one
  // less.  The caller has ruled out an empty segment.  Returns the region.
  ObjectId materialise(ObjectId seg, bool last);
  // Removal of an empty segment: an address of its first node becomes what
  // its next link holds (of its last node: its prev link), shifted by the
  // offset, and the segment goes with what is nested below it.  False (the
  // graph unchanged) when an inequality rules that out.  The caller has
  // narrowed the length to 0.
  bool dropSegment(ObjectId seg);
  // Every segment the graph bounds to length 0 dropped.  The counters can
  // narrow a length to 0 after the fact (a node materialised from a list
  // whose length a relation ties to 1 leaves a rest of length 0); left in
  // the graph, such a segment owns sub-graphs that stand for nothing, and a
  // join hulls them with real nodes' (merge sort's sub-lists of one node
  // became 0+ lists, so that freeing their holder lost memory).  False when
  // one cannot go (an inequality keeps its ends apart): the graph then
  // stands for no memory at all.
  bool dropEmptySegments();
  // Every address value of `o`.
  std::vector<ValueId> addressesOf(ObjectId o) const;
  // Points an address value elsewhere; the fields and registers holding it follow.
  void retarget(ValueId address, PointsTo to);

  // ---- fields: reinterpretation as Predator's (fields.cpp) ----
  // The value of the `size` bytes at `offset` read as `type`.  The caller
  // has checked the access (checks.hpp).
  ValueId read(ObjectId o, int64_t offset, uint64_t size, FieldType type);
  void write(ObjectId o, int64_t offset, uint64_t size, FieldType type, ValueId v);
  // memset(0), calloc: one nullified block.
  void nullify(ObjectId o, int64_t offset, uint64_t size);
  // memset with a byte not known to be 0: defined, but nothing known.
  void scramble(ObjectId o, int64_t offset, uint64_t size);
  // memmove (and memcpy: the two coincide once overlap is ruled out):
  // fields inside the source range are copied shifted, nullified blocks
  // clipped to it, and which bytes are defined.
  void copy(ObjectId dst, int64_t dstOffset, ObjectId src, int64_t srcOffset, uint64_t size);
  // Bytes a block function may or may not have reached (its length known by
  // bounds only, Predator's block operations of a symbolic size): no field
  // says what they hold any more, but nullified bytes stay so when the byte
  // written is 0 (`zero`), and which bytes are defined stays as it was (one
  // never written may still be undefined).  mayCopy: the bytes may have come
  // from `src`, so one undefined there may be undefined here.
  void mayWrite(ObjectId o, int64_t offset, uint64_t size, bool zero);
  void mayCopy(ObjectId dst, int64_t dstOffset, ObjectId src, int64_t srcOffset, uint64_t size);
  // A new heap object of `size` holding the old one's first bytes; the old
  // one is freed.
  ObjectId realloc(ObjectId o, Size size, Provenance from);
  // free(), end of scope: the object is invalid and its fields are gone.
  void invalidate(ObjectId o, Validity why);
  // A scope entered again (a loop's block-local variable): valid, nothing
  // written yet.
  void revive(ObjectId o);

  // ---- reasoning (reason.cpp) ----
  bool proveNeq(ValueId a, ValueId b) const;
  bool proveEq(ValueId a, ValueId b) const { return find(a) == find(b); }
  Assume assumeEq(ValueId a, ValueId b);
  Assume assumeNeq(ValueId a, ValueId b);
  // v op c, signed.
  Assume assumeCmp(ValueId v, Cmp op, int64_t c);
  // What the state says of v op c: true, false, or unknown (nullopt).
  std::optional<bool> decideCmp(ValueId v, Cmp op, int64_t c) const;
  // Explicit inequalities, each pair once, smaller id first.
  std::vector<std::pair<ValueId, ValueId>> inequalities() const;
  // The constants v has an explicit inequality with.
  std::vector<int64_t> unequalConstants(ValueId v) const;

  // ---- counters: linear relations between integers (counters.hpp) ----
  // Records e rel 0 (constants folded in; every other value in it must be
  // an integer, whose held values the relation is true of).  Imprecise
  // when an address is in it: the state is kept as it was.
  Assume relate(const Linear& e, Rel r);
  // What the relations say of e rel 0: true (always), false (never), or
  // nothing; nothing also when no value of e takes part in them.
  std::optional<bool> decide(const Linear& e, Rel r) const;
  // e's bounds by the relations (constants folded in); unbounded where a
  // value of e takes no part in them.
  Interval bounds(const Linear& e) const;
  const Counters& counters() const { return counters_; }
  // For the join: the relations of a joined graph, over its own values.
  void setCounters(Counters c);
  // Adds the relations of c (over this graph's values) to those it has.
  Assume meetCounters(const Counters& c);

  // ---- removal (garbage.cpp) ----
  // Deletes an object nothing reaches any more (garbage, after it was
  // reported) with its fields; addresses of it become unknown values.
  void removeObject(ObjectId o);
  // Deletes the values nothing refers to — no field, no object size, none
  // of `roots` (the executor's registers) — with their inequalities, then
  // the invalid objects no remaining value points to.  Keeps the graph as
  // large as what is live, and ids small.
  void prune(std::span<const ValueId> roots);

 private:
  struct AddressKey {
    ObjectId object;
    int64_t offset;
    Target target;
    bool operator==(const AddressKey&) const = default;
    template <typename H>
    friend H AbslHashValue(H h, const AddressKey& k) {
      return H::combine(std::move(h), k.object, k.offset, k.target);
    }
  };
  static uint64_t pairKey(ValueId a, ValueId b) {
    return a < b ? (uint64_t{a} << 32) | b : (uint64_t{b} << 32) | a;
  }
  ValueId newValue();
  Object& mut(ObjectId o) { return objects_[o]; }
  // Fields of `o` overlapping [begin, end) are removed; the parts of
  // nullified blocks outside it stay nullified.
  void clearRange(Object& o, int64_t begin, int64_t end);
  // The bytes [begin, end) of f as a field of their own, when f says what
  // they hold: a nullified block, or a constant of at most 8 bytes.
  std::optional<Field> slice(const Field& f, int64_t begin, int64_t end);
  void insertField(Object& o, const Field& f);
  void addZeroBlock(Object& o, int64_t begin, int64_t end);
  bool zeroCovers(const Object& o, int64_t begin, int64_t end) const;
  // Unequal by the graph alone, without an inequality edge (a != b, both
  // representatives).
  bool impliedNeq(ValueId a, ValueId b) const;
  void merge(ValueId keep, ValueId gone);
  Assume narrow(ValueId v, Interval to);
  // e with constants folded into its constant term and values resolved;
  // nullopt when an address is in it or the constant overflows.
  std::optional<Linear> folded(const Linear& e) const;
  // The values taking part in the relations get the relations' bounds.
  Assume syncBounds();

  std::vector<Object> objects_;
  std::vector<Value> values_;
  std::vector<ObjectId> freeObjects_;
  std::vector<ValueId> freeValues_;
  absl::flat_hash_map<int64_t, ValueId> constants_;
  absl::flat_hash_map<AddressKey, ValueId> addresses_;
  absl::flat_hash_set<uint64_t> neq_;
  Counters counters_;
};

}  // namespace ferret::smg
