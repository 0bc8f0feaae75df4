#include "engines/portfolio/features.hpp"

namespace ferret::portfolio {

namespace {

bool holdsPointer(const ir::Program& prog, const ir::Type& t) {
  for (ir::TypeId f : t.fields) {
    const ir::Type& ft = prog.types[f];
    if (ft.kind == ir::TypeKind::Ptr) return true;
    if (ft.kind == ir::TypeKind::Struct && holdsPointer(prog, ft)) return true;
  }
  return false;
}

// A branch to a block that starts at or before it: a loop (the IR keeps
// blocks in source order, so every loop has one).
bool backEdge(const ir::Function& fn, uint32_t i, const ir::Inst& in) {
  auto back = [&](ir::Operand b) { return b < fn.blocks.size() && fn.blocks[b].first <= i; };
  if (in.op == ir::Op::Br) return back(in.a);
  if (in.op == ir::Op::CondBr) return back(in.b) || back(in.c);
  return false;
}

}  // namespace

Features featuresOf(const ir::Program& prog) {
  Features f;
  bool structWithPointer = false;
  for (const ir::Type& t : prog.types) structWithPointer = structWithPointer || (t.kind == ir::TypeKind::Struct && holdsPointer(prog, t));
  bool allocates = false, nondetInts = false, loops = false;
  for (const ir::Function& fn : prog.functions) {
    for (uint32_t i = 0; i < fn.insts.size(); ++i) {
      const ir::Inst& in = fn.insts[i];
      loops = loops || backEdge(fn, i, in);
      if (in.op != ir::Op::CallExtern || in.a >= prog.functions.size()) continue;
      const std::string& name = prog.functions[in.a].name;
      f.threads = f.threads || name == "pthread_create";
      allocates = allocates || name == "malloc" || name == "calloc" || name == "realloc";
      nondetInts = nondetInts || (name.starts_with("__VERIFIER_nondet_") && prog.types[in.ty].kind == ir::TypeKind::Int);
    }
  }
  f.lists = allocates && structWithPointer;
  f.nondetLoops = loops && nondetInts;
  return f;
}

}  // namespace ferret::portfolio
