#include "ir/printer.hpp"

#include <fmt/format.h>

namespace ferret::ir {

const char* opName(Op op) {
  static const char* const names[] = {
      "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor",
      "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "icmp", "fcmp", "select",
      "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "copy",
      "alloca", "load", "store", "gep", "br", "condbr", "switch", "ret", "unreachable",
      "call", "call.extern", "call.indirect", "intrinsic", "extractvalue", "insertvalue", "indirectbr", "unsupported"};
  return names[static_cast<int>(op)];
}

namespace {

std::string typeName(const Program& p, TypeId t) {
  const Type& ty = p.types[t];
  switch (ty.kind) {
    case TypeKind::Void: return "void";
    case TypeKind::Int: return fmt::format("i{}", ty.bits);
    case TypeKind::Float: return "float";
    case TypeKind::Double: return "double";
    case TypeKind::FP80: return "fp80";
    case TypeKind::Ptr: return "ptr";
    case TypeKind::Func: return "fn";
    case TypeKind::Array: return fmt::format("[{} x {}]", ty.count, typeName(p, ty.elem));
    case TypeKind::Struct: return fmt::format("struct({}B)", ty.size);
  }
  return "?";
}

std::string operand(const Program& p, Operand o) {
  if (o == kNoOperand) return "-";
  if (!isConst(o)) return fmt::format("%{}", o);
  const ConstWord& c = p.consts[constIndex(o)];
  if (c.undef) return "undef";
  if (c.ref == RefKind::Global) return fmt::format("@{}+{}", p.globals[c.target].name, c.bits);
  if (c.ref == RefKind::Function) return fmt::format("@{}", p.functions[c.target].name);
  return fmt::format("{}", static_cast<int64_t>(c.bits));
}

// LLVM's names, in the encodings of IPred and FPred.
const char* predicateName(const Inst& in) {
  static const char* const ipreds[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  static const char* const fpreds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                       "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  if (in.op == Op::ICmp) return ipreds[in.sub - static_cast<uint8_t>(IPred::EQ)];
  return fpreds[in.sub];
}

}  // namespace

void print(std::ostream& os, const Program& prog) {
  os << fmt::format("; data model {}\n", prog.ilp32 ? "ILP32" : "LP64");
  for (const Global& g : prog.globals)
    os << fmt::format("global @{} size {} align {}{}{}\n", g.name, g.size, g.align, g.defined ? "" : " external",
                      g.constant ? " const" : "");
  for (const Function& f : prog.functions) {
    if (!f.defined) {
      os << fmt::format("declare {} @{}\n", typeName(prog, f.retType), f.name);
      continue;
    }
    os << fmt::format("define {} @{}(", typeName(prog, f.retType), f.name);
    for (size_t i = 0; i < f.paramTypes.size(); ++i)
      os << fmt::format("{}{} %{}", i ? ", " : "", typeName(prog, f.paramTypes[i]), f.paramWords[i]);
    os << fmt::format("{}) words {}\n", f.isVarArg ? ", ..." : "", f.numWords);
    for (size_t b = 0; b < f.blocks.size(); ++b) {
      os << fmt::format("bb{}:", b);
      // The C loops whose head this is, with the variables in scope there.
      for (const Loop& l : f.loops) {
        if (l.head != b) continue;
        os << fmt::format("  ; loop at {}:{}, in scope:", prog.locs[l.loc].line, prog.locs[l.loc].col);
        for (uint32_t v : l.vars) os << fmt::format(" {} %{}", f.vars[v].name, f.vars[v].word);
      }
      os << "\n";
      for (const Phi& ph : f.blocks[b].phis) {
        os << fmt::format("  %{} = phi", ph.dst);
        for (size_t k = 0; k < f.blocks[b].preds.size(); ++k)
          os << fmt::format(" [bb{}: {}]", f.blocks[b].preds[k], operand(prog, ph.values[k]));
        os << "\n";
      }
      size_t end = b + 1 < f.blocks.size() ? f.blocks[b + 1].first : f.insts.size();
      for (size_t i = f.blocks[b].first; i < end; ++i) {
        const Inst& in = f.insts[i];
        std::string line = "  ";
        if (in.dst != kNoOperand) line += fmt::format("%{} = ", in.dst);
        line += opName(in.op);
        if (in.op == Op::ICmp || in.op == Op::FCmp) line += std::string(" ") + predicateName(in);
        if (in.op <= Op::Xor && (in.flags & kNsw)) line += " nsw";
        if (in.op <= Op::Xor && (in.flags & kNuw)) line += " nuw";
        line += " " + typeName(prog, in.ty);
        switch (in.op) {
          case Op::Br: line += fmt::format(" bb{}", in.a); break;
          case Op::CondBr: line += fmt::format(" {}, bb{}, bb{}", operand(prog, in.a), in.b, in.c); break;
          case Op::Call: case Op::CallExtern: line += " @" + prog.functions[in.a].name; break;
          case Op::Unsupported: line += " " + prog.strings[in.a]; break;
          default:
            for (Operand o : {in.a, in.b})
              if (o != kNoOperand && in.op != Op::ExtractValue && in.op != Op::Alloca) line += " " + operand(prog, o);
        }
        if (in.op == Op::Call || in.op == Op::CallExtern || in.op == Op::CallIndirect || in.op == Op::Intrinsic) {
          line += "(";
          for (uint32_t k = 0; k < in.nextra; k += 2)
            line += (k ? ", " : "") + operand(prog, f.extra[in.extra + k + 1]);
          line += ")";
        }
        if (in.loc) {
          const Loc& l = prog.locs[in.loc];
          line += fmt::format("  ; {}:{}", l.line, l.col);
          if (LocId end = in.loc < prog.callEnd.size() ? prog.callEnd[in.loc] : 0)
            line += fmt::format("-{}:{}", prog.locs[end].line, prog.locs[end].col);
        }
        os << line << "\n";
      }
    }
  }
}

}  // namespace ferret::ir
