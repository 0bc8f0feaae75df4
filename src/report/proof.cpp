#include "report/proof.hpp"

#include <fmt/format.h>

#include "ir/paths.hpp"

namespace ferret::report {

std::vector<LoopInvariant> loopInvariants(const ir::Program& prog, const explore::Result& r,
                                          const std::vector<std::string>& inputs) {
  std::vector<LoopInvariant> out;
  for (const explore::Invariant& inv : r.invariants) {
    const ir::Loc& l = prog.locs[inv.loc];
    for (const std::string& f : inputs)
      if (inv.loc && ir::samePath(f, prog.files[l.file])) {
        out.push_back(LoopInvariant{f, l.line, l.col, inv.function, inv.expression});
        break;
      }
  }
  return out;
}

std::string proofNote(const std::string& path, const std::vector<LoopInvariant>& written, const explore::Result& r,
                      const std::string& engine) {
  if (!written.empty())
    return fmt::format("witness: {} holds {} loop invariant{} of the {} engine's proof", path, written.size(),
                       written.size() == 1 ? "" : "s", engine);
  if (!r.invariants.empty())
    return fmt::format("witness: {} is an empty invariant set: the {} engine's invariants are all at loops "
                       "outside the input files", path, engine);
  return fmt::format("witness: {} is an empty invariant set: the {} engine holds no loop invariant for this program{}",
                     path, engine, r.invariantsWhy.empty() ? "" : " (" + r.invariantsWhy + ")");
}

}  // namespace ferret::report
