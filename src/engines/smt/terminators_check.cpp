#include "engines/smt/terminators_check.hpp"

#include "engines/smt/encoder.hpp"

namespace ferret::smt {

std::optional<bool> terminatorGhostCanLie(const ir::Program& prog, MemoryModel model) {
  Facts facts = analyse(prog);
  PointsTo pt(prog, facts);
  Regions regions(prog, pt, model);
  Frames frames(prog, facts, pt, regions);
  z3::context c;
  EncoderOptions eo;
  eo.ints = true;
  eo.chc = true;
  Encoder enc(c, prog, facts, pt, regions, frames, eo);
  Outputs out;
  enc.run(enc.initial(), out);
  if (out.cuts.empty()) return std::nullopt;
  const State& at = out.cuts[0].state;
  const Arith& a = enc.arith();
  z3::expr o = c.constant("o", a.objSort());
  z3::expr lie = c.bool_val(false);
  for (size_t r = 0; r < at.mem.zero.size(); ++r) {
    if (!static_cast<Z3_ast>(at.mem.zero[r])) continue;
    z3::expr z = z3::select(at.mem.zero[r], o);
    z3::expr bad = z3::select(z3::select(at.mem.cells[r], o), z) != a.num(0, 8);
    // A byte region's byte must be no pointer's either (a load reads those
    // as an address).
    if (regions.regions()[r].cell == CellKind::Bytes) bad = bad || z3::select(z3::select(at.mem.aux[r], o), z) != a.objNum(0);
    lie = lie || (z >= a.offNum(0) && bad);
  }
  z3::solver s(c);
  for (const z3::expr& f : out.facts) s.add(f);
  s.add(at.guard && lie);
  return s.check() == z3::sat;
}

}  // namespace ferret::smt
