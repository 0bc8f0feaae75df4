// Join reinterpretation (Predator, Appendix 0.9.1), shared by the join of
// two graphs and the merge of two neighbouring nodes of one graph: the
// field keys either object has, with what each side reads there without
// adding a field, and the nullified and defined bytes both have.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "smg/smg.hpp"

namespace ferret::smg::detail {

struct FieldKey {
  int64_t begin, end;
  FieldType type;
  auto operator<=>(const FieldKey&) const = default;
};

// The field of that key, or 0 inside a nullified block.
std::optional<ValueId> fieldAt(const Smg& g, ObjectId o, const FieldKey& k);

struct FieldPair {
  FieldKey key;
  std::optional<ValueId> a, b;  // nullopt: that side says nothing of these bytes
};

// Every key of a typed field of `a` or `b`, in order.
std::vector<FieldPair> fieldPairs(const Smg& ga, ObjectId a, const Smg& gb, ObjectId b);

ByteSet zeroes(const Object& o);
ByteSet intersect(const ByteSet& a, const ByteSet& b);
ByteSet rangeOf(int64_t begin, int64_t end);

// The shape a region takes as a 0/1 object (a segment of length 0 or 1:
// itself, or absent and its address NULL): the list its type declares
// when its link is NULL there, else the shape of a segment of its size and
// type elsewhere in the graph when its link there is NULL (a list node
// whose list ended: the 0/1 object may later join that list's segments),
// else no link.  Nullopt when the region holds an address (what it points
// to would have to be absent with it).
std::optional<Segment> optionalShape(const Smg& g, ObjectId region);

// The shape a region takes as the one node of a list whose end is not NULL
// (a list closed by a sentinel, as Linux's are), against a side where the
// list is empty: `leadsOn` says which of its values stand for where the
// other side's list goes on.  A segment of its size and type elsewhere in
// the graph gives the shape when the region's links there lead on; else
// the first field that leads on is the link ahead, and a second one, in a
// DLS, the link back (a lone node's two links both reach the sentinel).
std::optional<std::pair<ObjectKind, Segment>> linkedShape(const Smg& g, ObjectId region, int64_t head,
                                                          const std::function<bool(ValueId)>& leadsOn);

// The target two pointers to segments' ends join with, when the targets
// differ: the other's, where one segment's ends meet (a DLS of at most one
// node whose two links hold one value: its first node is its last, empty
// or not); else nullopt.
std::optional<Target> meetingTarget(const Smg& ga, const PointsTo& a, const Smg& gb, const PointsTo& b);

// The shape two segments take when joined (the join of two graphs, the
// merge of two nodes' sub-graphs): their own when they have one.  A 0/1
// object (no link) joined with a linked segment of its type takes the
// segment's shape when its own node ends a list there: its link fields
// hold NULL.  Nullopt when the two cannot be one segment.
std::optional<std::pair<ObjectKind, Segment>> joinedShape(const Smg& ga, ObjectId a, const Smg& gb, ObjectId b);

inline Interval hull(Interval a, Interval b) { return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)}; }

inline bool sameShape(const Segment& a, const Segment& b) {
  return a.head == b.head && a.next == b.next && a.prev == b.prev && a.linkBytes == b.linkBytes &&
         a.linkType == b.linkType;
}

}  // namespace ferret::smg::detail
