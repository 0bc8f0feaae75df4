// Join of two SMGs (Predator §0.3.2 and Appendix 0.9): a simultaneous walk
// from pairs of roots that joins each pair of nodes met together into one
// node of a new graph, which covers both inputs.  Regions join regions of
// the same kind, size and validity; a segment joins a segment of the same
// shape or a region (a segment of one node); a segment met against nothing
// (NULL, or a node that cannot be its counterpart) is inserted on the other
// side as an empty one (0+) when the options allow it.  Values join as
// Predator's: equal constants stay, other integers become an unknown whose
// interval covers both; addresses join when their targets do; an address
// never joins an integer; a node is joined with one node of the other side
// only, but for constants.
//
// The join status is computed on the way: whether the result covers states
// the first (second) input does not.  Neither: the inputs are equal; only
// the second: the first entails it (the result is the first) — so the same
// walk decides entailment.  The status errs only towards "wider": a loss it
// does not see would let a state be dropped that has behaviours no other
// covers.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "smg/smg.hpp"

namespace ferret::smg {

struct JoinStatus {
  bool widerThanFirst = false;   // the result covers states the first input does not
  bool widerThanSecond = false;
  bool equal() const { return !widerThanFirst && !widerThanSecond; }
  // The first input covers the second: the result says no more than the first.
  bool firstCoversSecond() const { return !widerThanFirst; }
  bool secondCoversFirst() const { return !widerThanSecond; }
};

// One input: a graph and its roots, paired in order with the other's.
struct JoinSide {
  const Smg& g;
  std::span<const ObjectId> objects;
  std::span<const ValueId> values;
};

// What a value of the result was on one side: a value of that graph; a
// number with no node there (a region's length: 1 node); or nothing (a
// value inside a segment inserted from the other side, where this side has
// no node).
struct Origin {
  enum Kind : uint8_t { Value, Number, None } kind = None;
  ValueId value = kNoValue;
  int64_t number = 0;
};

struct JoinedValue {
  ValueId joined;
  Origin first, second;
};

struct Joined {
  Smg g;
  JoinStatus status;
  std::vector<ObjectId> objects;  // the roots' joins, in order
  std::vector<ValueId> values;
  std::vector<JoinedValue> origins;  // every pair of values joined, and the values of one side alone
  bool inserted = false;             // a segment stood in for nothing on one side
};

struct JoinOptions {
  bool insertSegments = true;
  // The older iterate is the first input: the counters' hull is widened
  // from it (BHRZ03), so that relations that keep changing are dropped.
  bool widen = false;
};

// Nullopt when the graphs cannot be joined (different shapes, an address
// against an integer, a node that would have to join two).
std::optional<Joined> join(const JoinSide& first, const JoinSide& second, const JoinOptions& opts = {});

}  // namespace ferret::smg
