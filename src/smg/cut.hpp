// Cutting and grafting graphs, for the shape engine's call cache (Predator
// §0.6, function summaries): a callee runs on the part of the caller's graph
// its arguments and the globals reach, and each of its exit graphs is put
// back together with the part it could not see.  The two parts meet in
// values only (an address into the cut part held outside it, an integer
// both hold): the executor keeps those as roots of the callee, so that they
// name the same things in every exit graph.
#pragma once

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <span>
#include <vector>

#include "smg/reach.hpp"
#include "smg/smg.hpp"

namespace ferret::smg {

// The graph without the objects `inside` leaves out, but for those `emptied`
// names, which stay with no contents (globals the callee never names: they
// keep their ids, and what they hold goes back with the caller's part); of
// the values, only those `keep` names and those the remaining objects hold
// stay.  Ids stay.
Smg cutOut(const Smg& g, const std::vector<bool>& inside, std::span<const ObjectId> emptied,
           std::span<const ValueId> keep);

// Copies objects of `from` into `into` with the values they hold.  A value
// glued (glue(v, w)) becomes w; a constant stays that constant; an address
// of a copied object becomes the copy's; any other value becomes a fresh one
// of its interval.  What `from` knows between the values copied so far
// (inequalities, counter relations) comes along with relations().
class Graft {
 public:
  Graft(Smg& into, const Smg& from, const std::vector<bool>& objects);
  void glue(ValueId v, ValueId w) { values_[from_.find(v)] = w; }
  // Object o of `from` is copied onto o of `into` (an object cutOut emptied)
  // rather than into a new one.
  void onto(ObjectId o) { onto_.insert(o); }
  // The copies of all the objects; call after glueing.
  void copyObjects();
  ValueId value(ValueId v);
  // Whether v was copied (or glued) already.
  bool has(ValueId v) const { return values_.contains(from_.find(v)); }
  ObjectId object(ObjectId o) const { return objects_.at(o); }
  bool copied(ObjectId o) const { return objects_.contains(o); }
  // False when they contradict what `into` knows (no state has both).
  bool relations();

 private:
  Smg& into_;
  const Smg& from_;
  const std::vector<bool>& wanted_;
  absl::flat_hash_map<ObjectId, ObjectId> objects_;
  absl::flat_hash_set<ObjectId> onto_;
  absl::flat_hash_map<ValueId, ValueId> values_;  // by representative in `from`
};

}  // namespace ferret::smg
