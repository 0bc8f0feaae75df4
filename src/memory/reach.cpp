#include "memory/reach.hpp"

namespace ferret::mem {

std::vector<bool> reachable(const Memory& m, const std::vector<ObjId>& roots) {
  std::vector<bool> seen(m.count(), false);
  std::vector<ObjId> work;
  for (ObjId r : roots)
    if (r != kNoObj && !seen[r]) {
      seen[r] = true;
      work.push_back(r);
    }
  while (!work.empty()) {
    ObjId id = work.back();
    work.pop_back();
    for (ObjId t : m.obj(id).pointers())
      if (t != kNoObj && !seen[t]) {
        seen[t] = true;
        work.push_back(t);
      }
  }
  return seen;
}

}  // namespace ferret::mem
