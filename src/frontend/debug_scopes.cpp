#include "frontend/debug_scopes.hpp"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/Function.h>

namespace ferret::frontend {

bool inScope(const llvm::DILocalVariable& v, const llvm::DILocation& decl, const llvm::DILocation& at) {
  if (v.getArg() == 0 &&
      (decl.getLine() > at.getLine() || (decl.getLine() == at.getLine() && decl.getColumn() >= at.getColumn())))
    return false;
  const llvm::DIScope* want = v.getScope();
  for (const llvm::DIScope* s = at.getScope(); s; s = s->getScope()) {
    if (s == want) return true;
    if (llvm::isa<llvm::DISubprogram>(s)) break;
  }
  return false;
}

std::optional<bool> integerSignedness(const llvm::DIType* t) {
  while (auto* d = llvm::dyn_cast_or_null<llvm::DIDerivedType>(t)) {
    switch (d->getTag()) {
      case llvm::dwarf::DW_TAG_typedef: case llvm::dwarf::DW_TAG_const_type:
      case llvm::dwarf::DW_TAG_volatile_type: case llvm::dwarf::DW_TAG_restrict_type:
        t = d->getBaseType();
        continue;
      default:
        return std::nullopt;
    }
  }
  auto* b = llvm::dyn_cast_or_null<llvm::DIBasicType>(t);
  if (!b) return std::nullopt;
  switch (b->getEncoding()) {
    case llvm::dwarf::DW_ATE_signed: case llvm::dwarf::DW_ATE_signed_char: return true;
    case llvm::dwarf::DW_ATE_unsigned: case llvm::dwarf::DW_ATE_unsigned_char: case llvm::dwarf::DW_ATE_boolean:
      return false;
    default:
      return std::nullopt;
  }
}

std::optional<LoopStart> loopOf(const llvm::Instruction& latch) {
  const llvm::MDNode* md = latch.getMetadata(llvm::LLVMContext::MD_loop);
  if (!md || md->getNumOperands() < 2) return std::nullopt;
  auto* keyword = llvm::dyn_cast<llvm::DILocation>(md->getOperand(1));
  if (!keyword) return std::nullopt;
  // The back edge goes to a block laid out before the latch's (Clang emits
  // a loop's blocks in source order).
  const llvm::BasicBlock* from = latch.getParent();
  for (unsigned i = 0; i < latch.getNumSuccessors(); ++i) {
    const llvm::BasicBlock* to = latch.getSuccessor(i);
    if (to == from) return LoopStart{to, keyword};
    for (const llvm::BasicBlock& bb : *from->getParent()) {
      if (&bb == to) return LoopStart{to, keyword};
      if (&bb == from) break;
    }
  }
  return std::nullopt;
}

}  // namespace ferret::frontend
