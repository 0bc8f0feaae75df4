// List segments met by the symbolic executor: an instruction that reads,
// writes, frees or compares through a segment's end first makes that end
// concrete (Predator's materialisation, the empty case removed); a
// possibly empty segment is split on its emptiness where that decides
// whether memory is lost.
#include <fmt/format.h>

#include "engines/shape/engine.hpp"

namespace ferret::shape {

bool Engine::concretise(State& s, ValueId addr) {
  const smg::PointsTo* p = s.g.pointsTo(addr);
  if (!p || !s.g.isSegment(p->object)) return false;
  if (p->target == smg::Target::All) {
    unknown(s, "a pointer to every node of a list segment was used");
    return true;
  }
  ObjectId seg = p->object;
  bool last = p->target == smg::Target::Last;
  // Both successors run the instruction again, on a concrete node or past
  // the empty segment.
  --s.frames.back().pc;
  forkInto(s, 2, forks_, [&](State& t, size_t i) {
    if (!decideEmptiness(t, seg, i == 0)) return false;
    if (i == 0) t.g.materialise(seg, last);
    return true;
  });
  return true;
}

bool Engine::decideEmptiness(State& s, ObjectId seg, bool nonEmpty) {
  ValueId length = s.g.object(seg).segment.length;
  if (nonEmpty) return s.g.assumeCmp(length, smg::Cmp::Ge, 1) != smg::Assume::Infeasible;
  return s.g.assumeCmp(length, smg::Cmp::Le, 0) != smg::Assume::Infeasible && s.g.dropSegment(seg);
}

}  // namespace ferret::shape
