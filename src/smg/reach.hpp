// Reachability in a graph: garbage detection (checks.cpp) and the call
// cache's cut (cut.cpp) walk it the same way.
#pragma once

#include <span>
#include <vector>

#include "smg/smg.hpp"

namespace ferret::smg {

// By object id: what `objects` and `values` reach through the fields
// `follow(object, field)` allows (the null object aside).
template <class Follow>
std::vector<bool> reachable(const Smg& g, std::span<const ObjectId> objects, std::span<const ValueId> values,
                            Follow follow) {
  std::vector<bool> seen(g.objectCount());
  std::vector<ObjectId> work;
  auto reach = [&](ObjectId o) {
    if (o != kNullObject && !seen[o]) {
      seen[o] = true;
      work.push_back(o);
    }
  };
  for (ObjectId o : objects) reach(o);
  for (ValueId v : values)
    if (const PointsTo* p = g.pointsTo(v)) reach(p->object);
  while (!work.empty()) {
    ObjectId o = work.back();
    work.pop_back();
    for (const Field& f : g.object(o).fields)
      if (follow(o, f))
        if (const PointsTo* p = g.pointsTo(f.value)) reach(p->object);
  }
  return seen;
}

// The same through every field.
inline std::vector<bool> reachable(const Smg& g, std::span<const ObjectId> objects, std::span<const ValueId> values) {
  return reachable(g, objects, values, [](ObjectId, const Field&) { return true; });
}

}  // namespace ferret::smg
