#include "ir/constants.hpp"

#include <algorithm>

namespace ferret::ir {

int64_t ComparedConstant::asSigned() const {
  if (width >= 64 || width == 0) return static_cast<int64_t>(bits);
  uint64_t sign = uint64_t{1} << (width - 1);
  uint64_t low = bits & ((sign << 1) - 1);
  return static_cast<int64_t>(low ^ sign) - static_cast<int64_t>(sign);
}

std::vector<ComparedConstant> comparedConstants(const Program& prog) {
  std::vector<ComparedConstant> out;
  for (const Function& f : prog.functions)
    for (const Inst& in : f.insts)
      if (in.op == Op::ICmp)
        for (Operand o : {in.a, in.b})
          if (o != kNoOperand && isConst(o) && prog.consts[constIndex(o)].ref == RefKind::None)
            out.push_back({prog.consts[constIndex(o)].bits, in.c == kNoOperand ? 64u : in.c});
  return out;
}

std::vector<uint64_t> comparedBits(const Program& prog, size_t limit) {
  std::vector<uint64_t> k;
  for (const ComparedConstant& c : comparedConstants(prog)) k.push_back(c.bits);
  std::sort(k.begin(), k.end());
  k.erase(std::unique(k.begin(), k.end()), k.end());
  if (k.size() > limit) k.resize(limit);
  return k;
}

}  // namespace ferret::ir
