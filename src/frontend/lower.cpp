// Lowers an LLVM module to ir::Program: every type sized, every operand
// resolved to a register word or a constant, every location and variable
// name taken from debug info, so the engines never walk LLVM objects.
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/IR/ReplaceConstant.h>

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <optional>

#include "frontend/compile.hpp"
#include "frontend/debug_scopes.hpp"
#include "frontend/slots.hpp"

namespace ferret::frontend {

namespace {

using namespace ferret::ir;

// A function a longjmp may return into: it calls setjmp (by the attribute,
// or by the names the library models, as -fno-builtin may leave it off).
bool callsSetjmp(const llvm::Function& f) {
  if (f.callsFunctionThatReturnsTwice()) return true;
  static const char* kNames[] = {"setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp"};
  for (const llvm::Instruction& i : llvm::instructions(f))
    if (auto* call = llvm::dyn_cast<llvm::CallBase>(&i))
      if (const llvm::Function* callee = call->getCalledFunction())
        if (std::find(std::begin(kNames), std::end(kNames), callee->getName()) != std::end(kNames)) return true;
  return false;
}

class Lowerer {
 public:
  Lowerer(llvm::Module& m, Program& p, const CallEnds& ends, bool shareWords)
      : mod_(m), dl_(m.getDataLayout()), prog_(p), callEnds_(ends), shareWords_(shareWords) {
    prog_.types.push_back(Type{});  // 0 = void
    prog_.locs.push_back(Loc{0, 0, 0});
    prog_.files.push_back("<unknown>");
  }

  void run() {
    expandConstantExprs();
    // The library models read and write ints, longs and bytes whatever the
    // program's own code uses (Executor::intType finds them).
    for (unsigned bits : {8u, 16u, 32u, 64u}) typeId(llvm::Type::getIntNTy(mod_.getContext(), bits));
    for (auto& g : mod_.globals()) globalIndex_[&g] = addGlobalDecl(g);
    for (auto& f : mod_) {
      if (f.isIntrinsic()) continue;
      functionIndex_[&f] = addFunctionDecl(f);
    }
    for (auto& g : mod_.globals())
      if (g.hasInitializer()) lowerGlobalInit(g);
    atGlobal_ = nullptr;
    for (auto& f : mod_)
      if (!f.isIntrinsic() && !f.isDeclaration()) lowerFunction(f);
    if (auto* m = mod_.getFunction("main"); m && !m->isDeclaration())
      prog_.mainIndex = static_cast<int>(functionIndex_[m]);
  }

  void lowerProbes(const Probes& p) {
    Coverage& cov = prog_.coverage;
    cov.entry.assign(prog_.functions.size(), Coverage::kNoEdge);
    for (size_t i = 0; i < p.edges.size(); ++i) {
      const RawEdge& r = p.edges[i];
      CfaEdge e;
      e.kind = r.kind;
      e.loc = r.file ? locOf(fileOf(r.file), r.line, r.col) : 0;
      e.function = functionIndex_.lookup(r.function);
      e.decision = r.decision;
      e.outcome = r.outcome;
      e.value = r.value;
      e.construct = r.construct;
      e.stmt = r.stmt;
      e.blockEntry = r.blockEntry;
      e.label = r.label;
      e.callee = r.callee ? static_cast<int32_t>(functionIndex_.lookup(r.callee)) : -1;
      e.next = r.next;
      if (e.kind == EdgeKind::Entry) cov.entry[e.function] = static_cast<uint32_t>(i);
      cov.edges.push_back(std::move(e));
    }
    for (const llvm::Function* f : p.addressTaken) cov.addressTaken.push_back(functionIndex_.lookup(f));
    cov.unstructured = p.unstructured;
  }

 private:
  llvm::Module& mod_;
  const llvm::DataLayout& dl_;
  Program& prog_;
  const CallEnds& callEnds_;
  const bool shareWords_;  // Options::shareWords
  // The current function's register-held variables with their
  // declarations, for the loops' scopes.
  std::vector<std::pair<const llvm::DbgDeclareInst*, uint32_t>> declared_;
  llvm::DenseMap<llvm::Type*, TypeId> typeIds_;
  llvm::DenseMap<const llvm::GlobalVariable*, uint32_t> globalIndex_;
  llvm::DenseMap<const llvm::Function*, uint32_t> functionIndex_;
  llvm::DenseMap<const llvm::Value*, uint32_t> valueWord_;
  llvm::DenseMap<const llvm::BasicBlock*, uint32_t> blockIndex_;
  llvm::DenseMap<const llvm::DIFile*, uint32_t> fileIndex_;
  llvm::DenseMap<const llvm::Value*, uint32_t> allocaInst_;  // alloca -> its instruction index
  // Locals whose address is never taken live in register words, not memory:
  // alloca -> its words.  Loads and stores of them become copies.
  llvm::DenseMap<const llvm::Value*, uint32_t> promoted_;
  llvm::DenseSet<const llvm::Instruction*> forwarded_;  // loads/stores of promoted locals that need no code
  absl::flat_hash_map<uint64_t, LocId> locIndex_;
  Function* fn_ = nullptr;

  // What is being lowered, for the location of an error: an instruction,
  // or a global's initialiser.
  const llvm::Instruction* atInst_ = nullptr;
  const llvm::GlobalVariable* atGlobal_ = nullptr;

  [[noreturn]] void fail(const std::string& what) { throw LoadError(where() + what); }

  // "file:line:col: " of what is being lowered, or "" when debug info has none.
  std::string where() const {
    if (atInst_) {
      if (const llvm::DebugLoc& dl = atInst_->getDebugLoc())
        return fmt::format("{}:{}:{}: ", llvm::cast<llvm::DIScope>(dl.getScope())->getFilename().str(), dl.getLine(),
                           dl.getCol());
      const llvm::DISubprogram* sp = atInst_->getFunction()->getSubprogram();
      return sp ? fmt::format("{}:{}: in '{}': ", sp->getFilename().str(), sp->getLine(), sp->getName().str()) : "";
    }
    if (atGlobal_) {
      llvm::SmallVector<llvm::DIGlobalVariableExpression*, 1> gvs;
      atGlobal_->getDebugInfo(gvs);
      if (!gvs.empty())
        return fmt::format("{}:{}: ", gvs[0]->getVariable()->getFilename().str(), gvs[0]->getVariable()->getLine());
      return fmt::format("in the initialiser of '{}': ", atGlobal_->getName().str());
    }
    return "";
  }

  // Constant expressions other than address arithmetic and casts become
  // instructions, so the executor evaluates (and checks) them like code.
  void expandConstantExprs() {
    for (auto& f : mod_) {
      for (auto& bb : f) {
        std::vector<std::pair<llvm::Instruction*, llvm::ConstantExpr*>> todo;
        for (auto& inst : bb) {
          if (llvm::isa<llvm::PHINode>(inst)) continue;
          for (auto& op : inst.operands())
            if (auto* ce = llvm::dyn_cast<llvm::ConstantExpr>(op.get()); ce && !isAddressExpr(ce))
              todo.emplace_back(&inst, ce);
        }
        for (auto& [inst, ce] : todo) llvm::convertConstantExprsToInstructions(inst, ce);
      }
    }
  }

  static bool isAddressExpr(const llvm::ConstantExpr* ce) {
    switch (ce->getOpcode()) {
      case llvm::Instruction::GetElementPtr:
      case llvm::Instruction::BitCast:
      case llvm::Instruction::AddrSpaceCast:
      case llvm::Instruction::PtrToInt:
      case llvm::Instruction::IntToPtr:
        for (auto& op : ce->operands())
          if (auto* inner = llvm::dyn_cast<llvm::ConstantExpr>(op.get()); inner && !isAddressExpr(inner))
            return false;
        return true;
      default:
        return false;
    }
  }

  // ---- types ----

  TypeId typeId(llvm::Type* t) {
    if (auto it = typeIds_.find(t); it != typeIds_.end()) return it->second;
    Type ty;
    if (t->isVoidTy()) return 0;
    if (t->isIntegerTy()) {
      ty.kind = TypeKind::Int;
      ty.bits = t->getIntegerBitWidth();
      if (ty.bits > 128) fail("unsupported: integer type wider than 128 bits");
      ty.words = ty.bits > 64 ? 2 : 1;
    } else if (t->isFloatTy()) {
      ty.kind = TypeKind::Float;
      ty.words = 1;
    } else if (t->isDoubleTy()) {
      ty.kind = TypeKind::Double;
      ty.words = 1;
    } else if (t->isX86_FP80Ty()) {
      ty.kind = TypeKind::FP80;
      ty.words = 2;
    } else if (t->isPointerTy()) {
      ty.kind = TypeKind::Ptr;
      ty.words = 1;
    } else if (t->isFunctionTy()) {
      ty.kind = TypeKind::Func;
    } else if (auto* at = llvm::dyn_cast<llvm::ArrayType>(t)) {
      ty.kind = TypeKind::Array;
      ty.elem = typeId(at->getElementType());
      ty.count = at->getNumElements();
    } else if (auto* st = llvm::dyn_cast<llvm::StructType>(t)) {
      if (st->isOpaque()) {
        ty.kind = TypeKind::Struct;
        TypeId id = static_cast<TypeId>(prog_.types.size());
        prog_.types.push_back(ty);
        typeIds_[t] = id;
        return id;
      }
      ty.kind = TypeKind::Struct;
      const auto* sl = dl_.getStructLayout(st);
      for (unsigned i = 0; i < st->getNumElements(); ++i) {
        llvm::Type* e = st->getElementType(i);
        ty.fields.push_back(typeId(e));
        ty.fieldOffsets.push_back(sl->getElementOffset(i));
        if (e->isPointerTy() && e->getPointerElementType() == st) ty.selfLinks.push_back(sl->getElementOffset(i));
      }
      if (st->hasName()) ty.name = st->getName().str();
    } else {
      std::string s;
      llvm::raw_string_ostream os(s);
      t->print(os);
      fail("unsupported: type " + os.str());
    }
    if (ty.kind != TypeKind::Func) {
      ty.size = ty.kind == TypeKind::Array || ty.kind == TypeKind::Struct ? dl_.getTypeAllocSize(t)
                                                                          : dl_.getTypeStoreSize(t);
      ty.align = dl_.getABITypeAlign(t).value();
    }
    if (ty.kind == TypeKind::Array || ty.kind == TypeKind::Struct) {
      uint32_t word = 0;
      auto addLeaves = [&](TypeId sub, uint64_t base) {
        for (const auto& l : prog_.types[sub].leaves) {
          ty.leaves.push_back(Leaf{base + l.offset, l.type, word + l.word});
        }
        word += prog_.types[sub].words;
      };
      if (ty.kind == TypeKind::Array) {
        uint64_t esz = prog_.types[ty.elem].size;
        // Registers holding huge arrays are not something C code at -O0 makes;
        // cap the flattening so a `load [1000000 x i8]` fails loudly instead.
        if (ty.count > 4096) {
          ty.words = 0;
        } else {
          for (uint64_t i = 0; i < ty.count; ++i) addLeaves(ty.elem, i * esz);
          ty.words = word;
        }
      } else {
        for (size_t i = 0; i < ty.fields.size(); ++i) addLeaves(ty.fields[i], ty.fieldOffsets[i]);
        ty.words = word;
      }
    }
    TypeId id = static_cast<TypeId>(prog_.types.size());
    if (ty.kind != TypeKind::Array && ty.kind != TypeKind::Struct && ty.kind != TypeKind::Func)
      ty.leaves.push_back(Leaf{0, id, 0});
    prog_.types.push_back(std::move(ty));
    typeIds_[t] = id;
    return id;
  }

  // ---- locations ----

  uint32_t fileOf(const llvm::DIFile* f) {
    if (!f) return 0;
    if (auto it = fileIndex_.find(f); it != fileIndex_.end()) return it->second;
    std::string name = f->getFilename().str();
    // Paths relative to the working directory stay as the user wrote them.
    if (!name.empty() && name[0] != '/' && !f->getDirectory().empty() &&
        f->getDirectory() != std::filesystem::current_path().string())
      name = f->getDirectory().str() + "/" + name;
    uint32_t idx = 0;
    for (; idx < prog_.files.size(); ++idx)
      if (prog_.files[idx] == name) break;
    if (idx == prog_.files.size()) prog_.files.push_back(name);
    fileIndex_[f] = idx;
    return idx;
  }

  LocId locOf(uint32_t file, uint32_t line, uint32_t col) {
    if (line == 0) return 0;
    uint64_t key = (uint64_t(file) << 44) ^ (uint64_t(line) << 16) ^ col;
    auto [it, fresh] = locIndex_.try_emplace(key, static_cast<LocId>(prog_.locs.size()));
    if (fresh) prog_.locs.push_back(Loc{file, line, col});
    return it->second;
  }

  LocId locOf(const llvm::DebugLoc& dl) {
    if (!dl) return 0;
    auto* scope = llvm::cast<llvm::DIScope>(dl.getScope());
    return locOf(fileOf(scope->getFile()), dl.getLine(), dl.getCol());
  }

  // ---- constants ----

  Operand pushConst(ConstWord w) {
    prog_.consts.push_back(w);
    return makeConst(static_cast<uint32_t>(prog_.consts.size() - 1));
  }

  // The address a constant pointer expression denotes: a referenced symbol
  // plus a byte offset.
  ConstWord addressOf(const llvm::Constant* c) {
    if (llvm::isa<llvm::ConstantPointerNull>(c)) return ConstWord{};
    if (auto* g = llvm::dyn_cast<llvm::GlobalVariable>(c)) {
      return ConstWord{0, 0, RefKind::Global, globalIndex_.lookup(g)};
    }
    if (auto* f = llvm::dyn_cast<llvm::Function>(c)) {
      return ConstWord{0, 0, RefKind::Function, functionIndex_.lookup(f)};
    }
    if (auto* ga = llvm::dyn_cast<llvm::GlobalAlias>(c)) return addressOf(ga->getAliasee());
    // A label's address (`&&label`): a pointer into its function's object,
    // one byte past the start per block, so that it is never the function's
    // own address and an indirectbr can tell which block it names.
    if (auto* ba = llvm::dyn_cast<llvm::BlockAddress>(c)) {
      uint32_t b = 0;
      for (const llvm::BasicBlock& bb : *ba->getFunction()) {
        if (&bb == ba->getBasicBlock()) break;
        ++b;
      }
      return ConstWord{uint64_t{b} + 1, 0, RefKind::Function, functionIndex_.lookup(ba->getFunction())};
    }
    if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(c)) return ConstWord{ci->getZExtValue(), 0, RefKind::None, 0};
    if (llvm::isa<llvm::UndefValue>(c)) return ConstWord{0, ~0ull, RefKind::None, 0};
    if (auto* ce = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
      switch (ce->getOpcode()) {
        case llvm::Instruction::GetElementPtr: {
          auto* gep = llvm::cast<llvm::GEPOperator>(ce);
          llvm::APInt off(dl_.getIndexTypeSizeInBits(gep->getType()), 0);
          if (!gep->accumulateConstantOffset(dl_, off)) fail("unsupported: non-constant constant GEP");
          ConstWord w = addressOf(llvm::cast<llvm::Constant>(gep->getPointerOperand()));
          w.bits += off.getSExtValue();
          return w;
        }
        case llvm::Instruction::BitCast:
        case llvm::Instruction::AddrSpaceCast:
        case llvm::Instruction::PtrToInt:
        case llvm::Instruction::IntToPtr:
          return addressOf(ce->getOperand(0));
        default:
          if (auto w = foldConstExpr(ce)) return *w;
          break;
      }
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    c->print(os);
    fail("unsupported: constant expression " + os.str());
  }

  // Integer and comparison constant expressions over addresses, as they
  // appear in global initialisers (e.g. `int ok = &a[10] != 0;`).
  std::optional<ConstWord> foldConstExpr(const llvm::ConstantExpr* ce) {
    unsigned bits = ce->getType()->isIntegerTy() ? ce->getType()->getIntegerBitWidth() : 64;
    uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
    auto plain = [&](uint64_t v) { return ConstWord{v & mask, 0, RefKind::None, 0}; };
    unsigned opc = ce->getOpcode();
    if (opc == llvm::Instruction::Select) {
      ConstWord c = addressOf(ce->getOperand(0));
      if (c.ref != RefKind::None) return std::nullopt;
      return addressOf(ce->getOperand((c.bits & 1) ? 1 : 2));
    }
    if (opc == llvm::Instruction::ICmp) {
      ConstWord a = addressOf(ce->getOperand(0)), b = addressOf(ce->getOperand(1));
      auto pred = static_cast<llvm::CmpInst::Predicate>(ce->getPredicate());
      bool sameBase = a.ref == b.ref && a.target == b.target;
      if (!sameBase) {
        // Distinct symbols, or a symbol and an integer such as null: never equal.
        if (pred == llvm::CmpInst::ICMP_EQ) return plain(0);
        if (pred == llvm::CmpInst::ICMP_NE) return plain(1);
        return std::nullopt;
      }
      unsigned w = ce->getOperand(0)->getType()->isIntegerTy() ? ce->getOperand(0)->getType()->getIntegerBitWidth() : 64;
      llvm::APInt x(w, a.bits), y(w, b.bits);
      return plain(llvm::ICmpInst::compare(x, y, pred) ? 1 : 0);
    }
    if (ce->getNumOperands() == 1 && (opc == llvm::Instruction::ZExt || opc == llvm::Instruction::SExt ||
                                      opc == llvm::Instruction::Trunc)) {
      ConstWord a = addressOf(ce->getOperand(0));
      if (a.ref != RefKind::None) return opc == llvm::Instruction::SExt ? std::nullopt : std::optional(a);
      unsigned from = ce->getOperand(0)->getType()->getIntegerBitWidth();
      uint64_t v = a.bits;
      if (opc == llvm::Instruction::SExt && from < 64) v = static_cast<uint64_t>(static_cast<int64_t>(v << (64 - from)) >> (64 - from));
      return plain(v);
    }
    if (!llvm::Instruction::isBinaryOp(opc)) return std::nullopt;
    ConstWord a = addressOf(ce->getOperand(0)), b = addressOf(ce->getOperand(1));
    if (a.ref != RefKind::None || b.ref != RefKind::None) {
      if (opc == llvm::Instruction::Add && (a.ref == RefKind::None || b.ref == RefKind::None)) {
        ConstWord r = a.ref != RefKind::None ? a : b;
        r.bits += (a.ref != RefKind::None ? b : a).bits;
        return r;
      }
      if (opc == llvm::Instruction::Sub && b.ref == RefKind::None) {
        a.bits -= b.bits;
        return a;
      }
      if (opc == llvm::Instruction::Sub && a.ref == b.ref && a.target == b.target) return plain(a.bits - b.bits);
      return std::nullopt;
    }
    llvm::APInt x(bits, a.bits), y(bits, b.bits);
    switch (opc) {
      case llvm::Instruction::Add: return plain((x + y).getZExtValue());
      case llvm::Instruction::Sub: return plain((x - y).getZExtValue());
      case llvm::Instruction::Mul: return plain((x * y).getZExtValue());
      case llvm::Instruction::And: return plain((x & y).getZExtValue());
      case llvm::Instruction::Or: return plain((x | y).getZExtValue());
      case llvm::Instruction::Xor: return plain((x ^ y).getZExtValue());
      case llvm::Instruction::Shl: return y.uge(bits) ? std::nullopt : std::optional(plain(x.shl(y).getZExtValue()));
      case llvm::Instruction::LShr: return y.uge(bits) ? std::nullopt : std::optional(plain(x.lshr(y).getZExtValue()));
      case llvm::Instruction::AShr: return y.uge(bits) ? std::nullopt : std::optional(plain(x.ashr(y).getZExtValue()));
      case llvm::Instruction::UDiv: return y == 0 ? std::nullopt : std::optional(plain(x.udiv(y).getZExtValue()));
      case llvm::Instruction::URem: return y == 0 ? std::nullopt : std::optional(plain(x.urem(y).getZExtValue()));
      case llvm::Instruction::SDiv: return y == 0 ? std::nullopt : std::optional(plain(x.sdiv(y).getZExtValue()));
      case llvm::Instruction::SRem: return y == 0 ? std::nullopt : std::optional(plain(x.srem(y).getZExtValue()));
      default: return std::nullopt;
    }
  }

  void scalarConst(const llvm::Constant* c, TypeId tid, std::vector<ConstWord>& out) {
    const Type& t = prog_.types[tid];
    if (llvm::isa<llvm::UndefValue>(c)) {
      for (uint32_t i = 0; i < t.words; ++i) out.push_back(ConstWord{0, ~0ull, RefKind::None, 0});
      return;
    }
    switch (t.kind) {
      case TypeKind::Int: {
        if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
          const llvm::APInt& v = ci->getValue();
          out.push_back(ConstWord{v.extractBitsAsZExtValue(std::min(64u, t.bits), 0), 0, RefKind::None, 0});
          if (t.words == 2) out.push_back(ConstWord{v.extractBitsAsZExtValue(t.bits - 64, 64), 0, RefKind::None, 0});
          return;
        }
        out.push_back(addressOf(c));  // ptrtoint of an address
        if (t.words == 2) out.push_back(ConstWord{});
        return;
      }
      case TypeKind::Float:
      case TypeKind::Double:
      case TypeKind::FP80: {
        auto* cf = llvm::dyn_cast<llvm::ConstantFP>(c);
        if (!cf) {
          if (c->isNullValue()) {
            for (uint32_t i = 0; i < t.words; ++i) out.push_back(ConstWord{});
            return;
          }
          fail("unsupported: floating constant expression");
        }
        llvm::APInt bits = cf->getValueAPF().bitcastToAPInt();
        out.push_back(ConstWord{bits.extractBitsAsZExtValue(std::min(64u, bits.getBitWidth()), 0), 0, RefKind::None, 0});
        if (t.words == 2) out.push_back(ConstWord{bits.extractBitsAsZExtValue(bits.getBitWidth() - 64, 64), 0, RefKind::None, 0});
        return;
      }
      case TypeKind::Ptr:
        out.push_back(addressOf(c));
        return;
      default:
        fail("unsupported: constant of aggregate leaf type");
    }
  }

  void flattenConst(const llvm::Constant* c, std::vector<ConstWord>& out) {
    TypeId tid = typeId(c->getType());
    const Type& t = prog_.types[tid];
    if (t.kind == TypeKind::Array || t.kind == TypeKind::Struct) {
      unsigned n = t.kind == TypeKind::Array ? t.count : t.fields.size();
      for (unsigned i = 0; i < n; ++i) flattenConst(c->getAggregateElement(i), out);
      return;
    }
    scalarConst(c, tid, out);
  }

  Operand constOperand(const llvm::Constant* c) {
    std::vector<ConstWord> words;
    flattenConst(c, words);
    if (words.empty()) return makeConst(0);
    Operand first = kNoOperand;
    for (auto& w : words) {
      Operand o = pushConst(w);
      if (first == kNoOperand) first = o;
    }
    return first;
  }

  Operand operand(const llvm::Value* v) {
    if (auto* c = llvm::dyn_cast<llvm::Constant>(v)) return constOperand(c);
    if (llvm::isa<llvm::MetadataAsValue>(v) || llvm::isa<llvm::InlineAsm>(v)) return kNoOperand;
    auto it = valueWord_.find(v);
    if (it == valueWord_.end()) fail("internal: operand used before definition");
    return it->second;
  }

  // ---- globals ----

  uint32_t addGlobalDecl(llvm::GlobalVariable& g) {
    Global gl;
    gl.name = g.getName().str();
    llvm::Type* vt = g.getValueType();
    gl.size = vt->isSized() ? dl_.getTypeAllocSize(vt) : 0;
    gl.align = std::max<uint64_t>(g.getAlign() ? g.getAlign()->value() : 1,
                                  vt->isSized() ? dl_.getABITypeAlign(vt).value() : 1);
    gl.defined = g.hasInitializer();
    gl.constant = g.isConstant();
    gl.threadLocal = g.isThreadLocal();
    gl.isString = g.hasGlobalUnnamedAddr() && g.isConstant() && g.getName().startswith(".str");
    llvm::SmallVector<llvm::DIGlobalVariableExpression*, 1> dbg;
    g.getDebugInfo(dbg);
    if (!dbg.empty()) {
      auto* var = dbg[0]->getVariable();
      gl.loc = locOf(fileOf(var->getFile()), var->getLine(), 0);
      if (!var->getName().empty()) gl.name = var->getName().str();
    }
    prog_.globals.push_back(std::move(gl));
    return static_cast<uint32_t>(prog_.globals.size() - 1);
  }

  void writeInit(const llvm::Constant* c, uint64_t off, Global& g) {
    llvm::Type* t = c->getType();
    if (llvm::isa<llvm::ConstantAggregateZero>(c) || llvm::isa<llvm::UndefValue>(c) ||
        llvm::isa<llvm::ConstantPointerNull>(c))
      return;
    if (auto* cds = llvm::dyn_cast<llvm::ConstantDataSequential>(c)) {
      auto raw = cds->getRawDataValues();
      std::copy(raw.begin(), raw.end(), g.init.begin() + off);
      return;
    }
    if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
      const llvm::APInt& v = ci->getValue();
      uint64_t n = dl_.getTypeStoreSize(t);
      for (uint64_t i = 0; i < n; ++i) g.init[off + i] = static_cast<uint8_t>(v.extractBitsAsZExtValue(std::min<unsigned>(8, v.getBitWidth() - 8 * i), 8 * i));
      return;
    }
    if (auto* cf = llvm::dyn_cast<llvm::ConstantFP>(c)) {
      llvm::APInt v = cf->getValueAPF().bitcastToAPInt();
      uint64_t n = dl_.getTypeStoreSize(t);
      for (uint64_t i = 0; i < n; ++i) g.init[off + i] = static_cast<uint8_t>(v.extractBitsAsZExtValue(8, 8 * i));
      return;
    }
    if (auto* st = llvm::dyn_cast<llvm::StructType>(t)) {
      const auto* sl = dl_.getStructLayout(st);
      for (unsigned i = 0; i < st->getNumElements(); ++i)
        writeInit(c->getAggregateElement(i), off + sl->getElementOffset(i), g);
      return;
    }
    if (auto* at = llvm::dyn_cast<llvm::ArrayType>(t)) {
      uint64_t esz = dl_.getTypeAllocSize(at->getElementType());
      for (unsigned i = 0; i < at->getNumElements(); ++i) writeInit(c->getAggregateElement(i), off + i * esz, g);
      return;
    }
    // A pointer (or pointer-derived integer) to another symbol.
    ConstWord w = addressOf(c);
    uint64_t n = dl_.getTypeStoreSize(t);
    if (w.ref == RefKind::None) {
      for (uint64_t i = 0; i < n; ++i) g.init[off + i] = static_cast<uint8_t>(w.bits >> (8 * i));
      return;
    }
    g.relocs.push_back(Reloc{off, w.ref, w.target, w.bits});
  }

  void lowerGlobalInit(llvm::GlobalVariable& g) {
    atGlobal_ = &g;
    Global& gl = prog_.globals[globalIndex_[&g]];
    const llvm::Constant* init = g.getInitializer();
    if (init->isNullValue()) return;
    gl.init.assign(gl.size, 0);
    writeInit(init, 0, gl);
  }

  // ---- functions ----

  uint32_t addFunctionDecl(llvm::Function& f) {
    Function fn;
    fn.name = f.getName().str();
    fn.index = static_cast<uint32_t>(prog_.functions.size());
    fn.isVarArg = f.isVarArg();
    fn.defined = !f.isDeclaration();
    fn.retType = typeId(f.getReturnType());
    for (auto& a : f.args()) {
      fn.paramTypes.push_back(typeId(a.getType()));
      llvm::Type* bt = a.hasByValAttr() ? a.getParamByValType() : nullptr;
      fn.byvalSize.push_back(bt ? dl_.getTypeAllocSize(bt) : 0);
    }
    if (auto* sp = f.getSubprogram()) {
      fn.loc = locOf(fileOf(sp->getFile()), sp->getLine(), 0);
      llvm::DITypeRefArray types = sp->getType()->getTypeArray();
      fn.retSigned = types.size() > 0 && integerSignedness(types[0]).value_or(false);
    }
    prog_.functions.push_back(std::move(fn));
    return static_cast<uint32_t>(prog_.functions.size() - 1);
  }

  uint32_t allocWords(const llvm::Value* v) {
    uint32_t w = fn_->numWords;
    valueWord_[v] = w;
    fn_->numWords += prog_.types[typeId(v->getType())].words;
    return w;
  }

  Inst& emit(Op op, const llvm::Instruction& i) {
    fn_->insts.push_back(Inst{op});
    Inst& in = fn_->insts.back();
    in.loc = locOf(i.getDebugLoc());
    if (!i.getType()->isVoidTy()) in.dst = valueWord_.lookup(&i);
    return in;
  }

  void lowerFunction(llvm::Function& f) {
    fn_ = &prog_.functions[functionIndex_[&f]];
    valueWord_.clear();
    blockIndex_.clear();
    allocaInst_.clear();
    promoted_.clear();
    forwarded_.clear();
    declared_.clear();
    for (auto& a : f.args()) fn_->paramWords.push_back(allocWords(&a));
    fn_->localsBegin = fn_->numWords;
    for (auto& i : llvm::instructions(f))
      if (auto* al = llvm::dyn_cast<llvm::AllocaInst>(&i); al && promotable(*al)) {
        promoted_[al] = fn_->numWords;
        fn_->numWords += prog_.types[typeId(al->getAllocatedType())].words;
      }
    fn_->localsEnd = fn_->numWords;
    uint32_t b = 0;
    // Temporaries share words (slots.hpp) when asked (Options::shareWords),
    // but not in a function that calls setjmp: a longjmp returns to a point
    // where a temporary dead since may be read again.
    bool share = shareWords_ && !callsSetjmp(f);
    std::vector<Temporary> temps;
    for (auto& bb : f) {
      blockIndex_[&bb] = b++;
      forwardPromoted(bb);
      for (auto& i : bb) {
        if (i.getType()->isVoidTy() || promoted_.count(&i) || valueWord_.count(&i)) continue;
        if (share) temps.push_back(Temporary{&i, prog_.types[typeId(i.getType())].words});
        else allocWords(&i);
      }
    }
    std::vector<uint32_t> words = assignWords(f, temps, fn_->numWords, fn_->numWords);
    for (size_t k = 0; k < temps.size(); ++k) valueWord_[temps[k].value] = words[k];
    for (auto& bb : f) {
      Block blk;
      blk.first = static_cast<uint32_t>(fn_->insts.size());
      fn_->blocks.push_back(std::move(blk));
      for (auto& i : bb) lowerInst(i);
    }
    // Phis are lowered last: their incoming values may be defined later.
    std::vector<const llvm::BasicBlock*> byIndex;
    for (auto& bb : f) byIndex.push_back(&bb);
    for (auto& bb : f) {
      Block& blk = fn_->blocks[blockIndex_[&bb]];
      for (auto& phi : bb.phis()) {
        if (blk.preds.empty())
          for (unsigned k = 0; k < phi.getNumIncomingValues(); ++k)
            blk.preds.push_back(blockIndex_.lookup(phi.getIncomingBlock(k)));
        atInst_ = &phi;
        Phi p;
        p.dst = valueWord_.lookup(&phi);
        p.words = prog_.types[typeId(phi.getType())].words;
        for (uint32_t pred : blk.preds) {
          p.values.push_back(operand(phi.getIncomingValueForBlock(byIndex[pred])));
        }
        blk.phis.push_back(std::move(p));
      }
    }
    for (auto& bb : f)
      if (std::optional<LoopStart> l = loopOf(*bb.getTerminator())) addLoop(*l);
  }

  void addLoop(const LoopStart& l) {
    Loop loop{blockIndex_.lookup(l.head), locOf(fileOf(l.keyword->getFile()), l.keyword->getLine(), l.keyword->getColumn()), {}};
    for (const auto& [d, var] : declared_)
      if (d->getDebugLoc() && inScope(*d->getVariable(), *d->getDebugLoc().get(), *l.keyword)) loop.vars.push_back(var);
    fn_->loops.push_back(std::move(loop));
  }

  void unsupported(const llvm::Instruction& i, const std::string& what) {
    Inst& in = emit(Op::Unsupported, i);
    prog_.strings.push_back(what);
    in.a = static_cast<uint32_t>(prog_.strings.size() - 1);
  }

  void lowerInst(const llvm::Instruction& i) {
    using llvm::Instruction;
    atInst_ = &i;
    if (llvm::isa<llvm::PHINode>(i) || forwarded_.count(&i)) return;
    if (auto* bo = llvm::dyn_cast<llvm::BinaryOperator>(&i)) {
      static const std::pair<unsigned, Op> ops[] = {
          {Instruction::Add, Op::Add},   {Instruction::Sub, Op::Sub},   {Instruction::Mul, Op::Mul},
          {Instruction::UDiv, Op::UDiv}, {Instruction::SDiv, Op::SDiv}, {Instruction::URem, Op::URem},
          {Instruction::SRem, Op::SRem}, {Instruction::Shl, Op::Shl},   {Instruction::LShr, Op::LShr},
          {Instruction::AShr, Op::AShr}, {Instruction::And, Op::And},   {Instruction::Or, Op::Or},
          {Instruction::Xor, Op::Xor},   {Instruction::FAdd, Op::FAdd}, {Instruction::FSub, Op::FSub},
          {Instruction::FMul, Op::FMul}, {Instruction::FDiv, Op::FDiv}, {Instruction::FRem, Op::FRem}};
      if (i.getType()->isVectorTy()) return unsupported(i, "vector instruction");
      for (auto& [opc, op] : ops) {
        if (opc != bo->getOpcode()) continue;
        Inst& in = emit(op, i);
        in.a = operand(bo->getOperand(0));
        in.b = operand(bo->getOperand(1));
        in.ty = typeId(i.getType());
        if (llvm::isa<llvm::OverflowingBinaryOperator>(bo)) {
          if (bo->hasNoSignedWrap()) in.flags |= kNsw;
          if (bo->hasNoUnsignedWrap()) in.flags |= kNuw;
        }
        if (op == Op::Sub && bo->getName().startswith("sub.ptr.sub")) in.flags |= kPtrDiff;
        if (i.getType()->isIntegerTy()) in.c = i.getType()->getIntegerBitWidth();
        return;
      }
      return unsupported(i, std::string("instruction '") + i.getOpcodeName() + "'");
    }
    switch (i.getOpcode()) {
      case Instruction::FNeg: {
        Inst& in = emit(Op::FNeg, i);
        in.a = operand(i.getOperand(0));
        in.ty = typeId(i.getType());
        return;
      }
      case Instruction::ICmp:
      case Instruction::FCmp: {
        auto& cmp = llvm::cast<llvm::CmpInst>(i);
        if (cmp.getOperand(0)->getType()->isVectorTy()) return unsupported(i, "vector comparison");
        Inst& in = emit(i.getOpcode() == Instruction::ICmp ? Op::ICmp : Op::FCmp, i);
        in.sub = static_cast<uint8_t>(cmp.getPredicate());
        in.a = operand(cmp.getOperand(0));
        in.b = operand(cmp.getOperand(1));
        in.ty = typeId(cmp.getOperand(0)->getType());
        in.c = static_cast<uint32_t>(dl_.getTypeSizeInBits(cmp.getOperand(0)->getType()).getFixedSize());
        return;
      }
      case Instruction::Select: {
        Inst& in = emit(Op::Select, i);
        in.a = operand(i.getOperand(0));
        in.b = operand(i.getOperand(1));
        in.c = operand(i.getOperand(2));
        in.ty = typeId(i.getType());
        return;
      }
      case Instruction::Trunc: return cast(i, Op::Trunc);
      case Instruction::ZExt: return cast(i, Op::ZExt);
      case Instruction::SExt: return cast(i, Op::SExt);
      case Instruction::FPTrunc: return cast(i, Op::FPTrunc);
      case Instruction::FPExt: return cast(i, Op::FPExt);
      case Instruction::FPToUI: return cast(i, Op::FPToUI);
      case Instruction::FPToSI: return cast(i, Op::FPToSI);
      case Instruction::UIToFP: return cast(i, Op::UIToFP);
      case Instruction::SIToFP: return cast(i, Op::SIToFP);
      case Instruction::PtrToInt:
      case Instruction::IntToPtr: {
        // Same width on both targets' pointer-sized integers; narrower or
        // wider integers go through a truncation or extension.
        unsigned from = prog_.types[typeId(i.getOperand(0)->getType())].size;
        unsigned to = prog_.types[typeId(i.getType())].size;
        if (from == to) return cast(i, Op::Copy);
        return cast(i, to < from ? Op::Trunc : Op::ZExt);
      }
      case Instruction::BitCast:
      case Instruction::AddrSpaceCast:
      case Instruction::Freeze: {
        if (promoted_.count(i.getOperand(0))) return;  // only feeds lifetime markers
        if (i.getType()->isVectorTy() || i.getOperand(0)->getType()->isVectorTy())
          return unsupported(i, "vector bitcast");
        // Registers hold raw bits, so an int <-> float reinterpretation is a copy.
        return cast(i, Op::Copy);
      }
      case Instruction::Alloca: {
        auto& al = llvm::cast<llvm::AllocaInst>(i);
        if (promoted_.count(&al)) return setUndef(i, al, true);
        allocaInst_[&al] = static_cast<uint32_t>(fn_->insts.size());
        Inst& in = emit(Op::Alloca, i);
        in.ty = typeId(al.getAllocatedType());
        in.a = operand(al.getArraySize());
        in.b = typeId(al.getArraySize()->getType());
        in.c = static_cast<uint32_t>(std::max<uint64_t>(al.getAlign().value(), 1));
        return;
      }
      case Instruction::Load: {
        auto& ld = llvm::cast<llvm::LoadInst>(i);
        TypeId t = typeId(i.getType());
        if (auto it = promoted_.find(ld.getPointerOperand()); it != promoted_.end()) {
          Inst& in = emit(Op::Copy, i);
          in.a = it->second;
          in.ty = in.c = t;
          markCopy(in);
          return;
        }
        if (prog_.types[t].words == 0 && prog_.types[t].size > 0) return unsupported(i, "load of a huge aggregate");
        Inst& in = emit(Op::Load, i);
        in.a = operand(ld.getPointerOperand());
        in.ty = t;
        in.c = static_cast<uint32_t>(prog_.types[t].size);
        if (isPlainScalar(t)) in.flags |= kScalar;
        if (ld.isAtomic()) in.flags |= kAtomic;
        return;
      }
      case Instruction::Store: {
        auto& st = llvm::cast<llvm::StoreInst>(i);
        TypeId t = typeId(st.getValueOperand()->getType());
        if (auto it = promoted_.find(st.getPointerOperand()); it != promoted_.end()) {
          Inst& in = emit(Op::Copy, i);
          in.dst = it->second;
          in.a = operand(st.getValueOperand());
          in.ty = in.c = t;
          markCopy(in);
          return;
        }
        if (prog_.types[t].words == 0 && prog_.types[t].size > 0) return unsupported(i, "store of a huge aggregate");
        Inst& in = emit(Op::Store, i);
        in.a = operand(st.getValueOperand());
        in.b = operand(st.getPointerOperand());
        in.ty = t;
        in.c = static_cast<uint32_t>(prog_.types[t].size);
        if (isPlainScalar(t)) in.flags |= kScalar;
        if (st.isAtomic()) in.flags |= kAtomic;
        return;
      }
      // Sequential consistency: every access is seen by all threads at once.
      case Instruction::Fence: {
        Inst& in = emit(Op::Intrinsic, i);
        in.sub = static_cast<uint8_t>(Intr::Nop);
        return;
      }
      case Instruction::AtomicRMW: {
        auto& rmw = llvm::cast<llvm::AtomicRMWInst>(i);
        using B = llvm::AtomicRMWInst::BinOp;
        static const std::pair<B, AtomicOp> ops[] = {
            {B::Xchg, AtomicOp::Xchg}, {B::Add, AtomicOp::Add}, {B::Sub, AtomicOp::Sub}, {B::And, AtomicOp::And},
            {B::Nand, AtomicOp::Nand}, {B::Or, AtomicOp::Or}, {B::Xor, AtomicOp::Xor}, {B::Max, AtomicOp::Max},
            {B::Min, AtomicOp::Min}, {B::UMax, AtomicOp::UMax}, {B::UMin, AtomicOp::UMin}};
        const auto* op = std::find_if(std::begin(ops), std::end(ops), [&](const auto& p) { return p.first == rmw.getOperation(); });
        if (op == std::end(ops) || !(rmw.getType()->isIntegerTy() || rmw.getType()->isPointerTy()) ||
            prog_.types[typeId(rmw.getType())].words != 1)
          return unsupported(i, "atomicrmw " + std::string(llvm::AtomicRMWInst::getOperationName(rmw.getOperation())));
        return atomic(i, Intr::AtomicRMW, static_cast<uint32_t>(op->second));
      }
      case Instruction::AtomicCmpXchg: {
        llvm::Type* t = i.getOperand(1)->getType();
        if (!(t->isIntegerTy() || t->isPointerTy()) || prog_.types[typeId(t)].words != 1)
          return unsupported(i, "cmpxchg of a wide value");
        return atomic(i, Intr::CmpXchg, 0);
      }
      case Instruction::GetElementPtr: return gep(llvm::cast<llvm::GetElementPtrInst>(i));
      case Instruction::Br: {
        auto& br = llvm::cast<llvm::BranchInst>(i);
        if (br.isUnconditional()) {
          Inst& in = emit(Op::Br, i);
          in.a = blockIndex_.lookup(br.getSuccessor(0));
        } else {
          Inst& in = emit(Op::CondBr, i);
          in.a = operand(br.getCondition());
          in.b = blockIndex_.lookup(br.getSuccessor(0));
          in.c = blockIndex_.lookup(br.getSuccessor(1));
        }
        return;
      }
      case Instruction::Switch: {
        auto& sw = llvm::cast<llvm::SwitchInst>(i);
        uint32_t start = static_cast<uint32_t>(fn_->extra.size());
        for (auto& c : sw.cases()) {
          fn_->extra.push_back(operand(c.getCaseValue()));
          fn_->extra.push_back(blockIndex_.lookup(c.getCaseSuccessor()));
        }
        Inst& in = emit(Op::Switch, i);
        in.a = operand(sw.getCondition());
        in.b = blockIndex_.lookup(sw.getDefaultDest());
        in.ty = typeId(sw.getCondition()->getType());
        in.extra = start;
        in.nextra = static_cast<uint32_t>(fn_->extra.size()) - start;
        return;
      }
      case Instruction::IndirectBr: {
        auto& ib = llvm::cast<llvm::IndirectBrInst>(i);
        uint32_t start = static_cast<uint32_t>(fn_->extra.size());
        for (unsigned k = 0; k < ib.getNumDestinations(); ++k)
          fn_->extra.push_back(blockIndex_.lookup(ib.getDestination(k)));
        // A set: sorted (and without repeats) so the executor finds a
        // target by binary search, whatever the number of labels.
        std::sort(fn_->extra.begin() + start, fn_->extra.end());
        fn_->extra.erase(std::unique(fn_->extra.begin() + start, fn_->extra.end()), fn_->extra.end());
        Inst& in = emit(Op::IndirectBr, i);
        in.a = operand(ib.getAddress());
        in.extra = start;
        in.nextra = static_cast<uint32_t>(fn_->extra.size()) - start;
        return;
      }
      case Instruction::Ret: {
        auto& r = llvm::cast<llvm::ReturnInst>(i);
        Inst& in = emit(Op::Ret, i);
        if (auto* v = r.getReturnValue()) {
          in.a = operand(v);
          in.ty = typeId(v->getType());
        }
        return;
      }
      case Instruction::Unreachable: emit(Op::Unreachable, i); return;
      case Instruction::Call: return call(llvm::cast<llvm::CallInst>(i));
      case Instruction::ExtractValue: {
        auto& ev = llvm::cast<llvm::ExtractValueInst>(i);
        Inst& in = emit(Op::ExtractValue, i);
        in.a = operand(ev.getAggregateOperand());
        in.b = wordOffset(ev.getAggregateOperand()->getType(), ev.getIndices());
        in.c = prog_.types[typeId(i.getType())].words;
        in.ty = typeId(i.getType());
        return;
      }
      case Instruction::InsertValue: {
        auto& iv = llvm::cast<llvm::InsertValueInst>(i);
        Inst& in = emit(Op::InsertValue, i);
        in.a = operand(iv.getAggregateOperand());
        in.b = operand(iv.getInsertedValueOperand());
        in.c = wordOffset(iv.getType(), iv.getIndices());
        in.ty = typeId(i.getType());
        in.flags = 0;
        in.extra = prog_.types[typeId(iv.getInsertedValueOperand()->getType())].words;
        return;
      }
      default:
        return unsupported(i, std::string("instruction '") + i.getOpcodeName() + "'");
    }
  }

  // An alloca that C code can only read and write by name: every use is a
  // load or store of its whole scalar value, or a lifetime marker.  No
  // memory error can involve it, so it needs no object.
  bool promotable(const llvm::AllocaInst& al) {
    if (!al.isStaticAlloca() || !llvm::isa<llvm::ConstantInt>(al.getArraySize()) ||
        !llvm::cast<llvm::ConstantInt>(al.getArraySize())->isOne())
      return false;
    llvm::Type* t = al.getAllocatedType();
    if (!(t->isIntegerTy() || t->isPointerTy() || t->isFloatingPointTy()) || t->isIntegerTy(1)) return false;
    if (t->isIntegerTy() && t->getIntegerBitWidth() > 128) return false;
    if (t->isFloatingPointTy() && !t->isFloatTy() && !t->isDoubleTy() && !t->isX86_FP80Ty()) return false;
    for (const llvm::User* u : al.users()) {
      if (auto* ld = llvm::dyn_cast<llvm::LoadInst>(u)) {
        if (ld->isVolatile() || ld->getType() != t) return false;
      } else if (auto* st = llvm::dyn_cast<llvm::StoreInst>(u)) {
        if (st->isVolatile() || st->getValueOperand() == &al || st->getValueOperand()->getType() != t) return false;
      } else if (auto* ii = llvm::dyn_cast<llvm::IntrinsicInst>(u)) {
        if (!ii->isLifetimeStartOrEnd() && !llvm::isa<llvm::DbgInfoIntrinsic>(ii)) return false;
      } else if (auto* bc = llvm::dyn_cast<llvm::BitCastInst>(u)) {
        // Clang passes lifetime markers an i8* cast of the alloca.
        for (const llvm::User* bu : bc->users()) {
          auto* ii = llvm::dyn_cast<llvm::IntrinsicInst>(bu);
          if (!ii || !ii->isLifetimeStartOrEnd()) return false;
        }
      } else {
        return false;
      }
    }
    return true;
  }

  const llvm::Value* promotedSlot(const llvm::Instruction& i) const {
    const llvm::Value* p = nullptr;
    if (auto* ld = llvm::dyn_cast<llvm::LoadInst>(&i)) p = ld->getPointerOperand();
    if (auto* st = llvm::dyn_cast<llvm::StoreInst>(&i)) p = st->getPointerOperand();
    return p && promoted_.count(p) ? p : nullptr;
  }

  // Most loads and stores of promoted locals need no copy at all: a load
  // whose value is used only later in its block, before the local is stored
  // again, reads the local's words in place; a value computed just before
  // being stored is computed straight into the local's words.  The pairs
  // found here are left out when the block is lowered.
  void forwardPromoted(const llvm::BasicBlock& bb) {
    llvm::DenseMap<const llvm::Instruction*, unsigned> pos;
    unsigned n = 0;
    for (auto& i : bb) pos[&i] = n++;
    for (auto& i : bb) {
      auto* ld = llvm::dyn_cast<llvm::LoadInst>(&i);
      if (!ld || !promotedSlot(*ld)) continue;
      unsigned last = pos[ld];
      bool local = true;
      for (const llvm::User* u : ld->users()) {
        auto* ui = llvm::dyn_cast<llvm::Instruction>(u);
        if (!ui || ui->getParent() != &bb || llvm::isa<llvm::PHINode>(ui)) local = false;
        else last = std::max(last, pos[ui]);
      }
      if (!local) continue;
      bool clobbered = false;
      for (auto it = std::next(ld->getIterator()); it != bb.end() && pos[&*it] <= last; ++it)
        if (writesSlot(*it, ld->getPointerOperand())) clobbered = true;
      if (!clobbered) {
        valueWord_[ld] = promoted_.lookup(ld->getPointerOperand());
        forwarded_.insert(ld);
      }
    }
    for (auto& i : bb) {
      auto* st = llvm::dyn_cast<llvm::StoreInst>(&i);
      if (!st || !promotedSlot(*st) || st == &bb.front()) continue;
      auto* def = llvm::dyn_cast<llvm::Instruction>(st->getValueOperand());
      if (!def || def != st->getPrevNode() || !def->hasOneUse() || valueWord_.count(def)) continue;
      if (!(llvm::isa<llvm::BinaryOperator>(def) || llvm::isa<llvm::CastInst>(def) ||
            llvm::isa<llvm::LoadInst>(def) || llvm::isa<llvm::SelectInst>(def) ||
            llvm::isa<llvm::GetElementPtrInst>(def) ||
            (llvm::isa<llvm::CallInst>(def) && !llvm::isa<llvm::IntrinsicInst>(def))))
        continue;
      if (prog_.types[typeId(def->getType())].words != 1) continue;
      valueWord_[def] = promoted_.lookup(st->getPointerOperand());
      forwarded_.insert(st);
    }
  }

  bool writesSlot(const llvm::Instruction& i, const llvm::Value* slot) const {
    if (auto* st = llvm::dyn_cast<llvm::StoreInst>(&i)) return st->getPointerOperand() == slot;
    if (auto* ii = llvm::dyn_cast<llvm::IntrinsicInst>(&i))
      return ii->isLifetimeStartOrEnd() && ii->getArgOperand(1)->stripPointerCasts() == slot;
    return false;
  }

  // The words of a promoted local become undefined where its scope starts
  // or ends.  At a start nothing is needed when its block stores the whole
  // local, or starts its scope again, before anything reads it (`int x =
  // ...;`, a parameter's copy); at an end always, so a pointer left in a
  // local out of scope does not keep memory reachable (valid-memtrack).
  void setUndef(const llvm::Instruction& at, const llvm::AllocaInst& slot, bool scopeStarts) {
    if (scopeStarts && storedBeforeRead(at, &slot)) return;
    llvm::Type* t = slot.getAllocatedType();
    Inst& in = emit(Op::Copy, at);
    in.dst = promoted_.lookup(&slot);
    in.a = constOperand(llvm::UndefValue::get(t));
    in.ty = in.c = typeId(t);
    markCopy(in);
  }

  bool storedBeforeRead(const llvm::Instruction& at, const llvm::Value* slot) const {
    for (auto it = std::next(at.getIterator()); it != at.getParent()->end(); ++it) {
      if (auto* ld = llvm::dyn_cast<llvm::LoadInst>(&*it); ld && ld->getPointerOperand() == slot) return false;
      if (auto* st = llvm::dyn_cast<llvm::StoreInst>(&*it); st && st->getPointerOperand() == slot) return true;
      if (auto* ii = llvm::dyn_cast<llvm::IntrinsicInst>(&*it); ii && writesSlot(*ii, slot))
        return ii->getIntrinsicID() == llvm::Intrinsic::lifetime_start;
    }
    return false;
  }

  bool isPlainScalar(TypeId id) const {
    const Type& t = prog_.types[id];
    switch (t.kind) {
      case TypeKind::Int: return t.bits <= 64 && t.bits % 8 == 0;
      case TypeKind::Float: case TypeKind::Double: case TypeKind::Ptr: return true;
      default: return false;
    }
  }

  uint32_t wordOffset(llvm::Type* t, llvm::ArrayRef<unsigned> idx) {
    uint32_t w = 0;
    for (unsigned k : idx) {
      const Type& ty = prog_.types[typeId(t)];
      if (auto* st = llvm::dyn_cast<llvm::StructType>(t)) {
        for (unsigned j = 0; j < k; ++j) w += prog_.types[ty.fields[j]].words;
        t = st->getElementType(k);
      } else {
        auto* at = llvm::cast<llvm::ArrayType>(t);
        w += k * prog_.types[ty.elem].words;
        t = at->getElementType();
      }
    }
    return w;
  }

  void cast(const llvm::Instruction& i, Op op) {
    Inst& in = emit(op, i);
    in.a = operand(i.getOperand(0));
    in.ty = typeId(i.getType());
    in.c = typeId(i.getOperand(0)->getType());
    markCopy(in);
  }

  // A copy of one word with nothing to mask takes the executor's fast path.
  void markCopy(Inst& in) {
    const Type& to = prog_.types[in.ty];
    const Type& from = prog_.types[in.c];
    if (in.op == Op::Copy && to.words == 1 && to.size == from.size) in.flags |= kScalar;
  }

  void gep(const llvm::GetElementPtrInst& g) {
    if (g.getType()->isVectorTy()) return unsupported(g, "vector GEP");
    int64_t constOff = 0;
    uint32_t start = static_cast<uint32_t>(fn_->extra.size());
    for (auto it = llvm::gep_type_begin(g); it != llvm::gep_type_end(g); ++it) {
      const llvm::Value* idx = it.getOperand();
      if (auto* st = it.getStructTypeOrNull()) {
        unsigned field = llvm::cast<llvm::ConstantInt>(idx)->getZExtValue();
        constOff += dl_.getStructLayout(st)->getElementOffset(field);
        continue;
      }
      int64_t scale = dl_.getTypeAllocSize(it.getIndexedType());
      if (auto* ci = llvm::dyn_cast<llvm::ConstantInt>(idx)) {
        constOff += ci->getSExtValue() * scale;
        continue;
      }
      fn_->extra.push_back(operand(idx));
      fn_->extra.push_back(idx->getType()->getIntegerBitWidth());
      fn_->extra.push_back(static_cast<uint32_t>(scale));
    }
    Inst& in = emit(Op::Gep, g);
    in.a = operand(g.getPointerOperand());
    in.b = pushConst(ConstWord{static_cast<uint64_t>(constOff), 0, RefKind::None, 0});
    in.ty = typeId(g.getType());
    in.extra = start;
    in.nextra = static_cast<uint32_t>(fn_->extra.size()) - start;
  }

  static bool intrinsicId(llvm::Intrinsic::ID id, Intr& out) {
    namespace I = llvm::Intrinsic;
    static const std::pair<llvm::Intrinsic::ID, Intr> table[] = {
        {I::memcpy, Intr::Memcpy}, {I::memmove, Intr::Memmove}, {I::memset, Intr::Memset},
        {I::lifetime_start, Intr::LifetimeStart}, {I::lifetime_end, Intr::LifetimeEnd}, {I::expect, Intr::Expect},
        {I::bswap, Intr::Bswap}, {I::ctpop, Intr::Ctpop}, {I::ctlz, Intr::Ctlz}, {I::cttz, Intr::Cttz},
        {I::abs, Intr::Abs}, {I::smin, Intr::SMin}, {I::smax, Intr::SMax}, {I::umin, Intr::UMin}, {I::umax, Intr::UMax},
        {I::sadd_with_overflow, Intr::SAddO}, {I::uadd_with_overflow, Intr::UAddO},
        {I::ssub_with_overflow, Intr::SSubO}, {I::usub_with_overflow, Intr::USubO},
        {I::smul_with_overflow, Intr::SMulO}, {I::umul_with_overflow, Intr::UMulO},
        {I::sadd_sat, Intr::SAddSat}, {I::uadd_sat, Intr::UAddSat}, {I::ssub_sat, Intr::SSubSat}, {I::usub_sat, Intr::USubSat},
        {I::fshl, Intr::Fshl}, {I::fshr, Intr::Fshr}, {I::bitreverse, Intr::Bitreverse},
        {I::vastart, Intr::VaStart}, {I::vaend, Intr::VaEnd}, {I::vacopy, Intr::VaCopy},
        {I::stacksave, Intr::StackSave}, {I::stackrestore, Intr::StackRestore}, {I::trap, Intr::Trap},
        {I::debugtrap, Intr::Trap}, {I::fabs, Intr::Fabs}, {I::copysign, Intr::Copysign}, {I::floor, Intr::Floor},
        {I::ceil, Intr::Ceil}, {I::trunc, Intr::Trunc}, {I::round, Intr::Round}, {I::rint, Intr::Rint},
        {I::nearbyint, Intr::Rint}, {I::sqrt, Intr::Sqrt}, {I::pow, Intr::Pow}, {I::exp, Intr::Exp}, {I::log, Intr::Log},
        {I::sin, Intr::Sin}, {I::cos, Intr::Cos}, {I::fma, Intr::FMA}, {I::fmuladd, Intr::FMulAdd},
        {I::minnum, Intr::MinNum}, {I::maxnum, Intr::MaxNum}, {I::is_constant, Intr::IsConstant},
        {I::objectsize, Intr::ObjectSize}, {I::prefetch, Intr::Nop}, {I::assume, Intr::Nop},
        {I::donothing, Intr::Nop}, {I::sideeffect, Intr::Nop}};
    for (auto& [k, v] : table)
      if (k == id) {
        out = v;
        return true;
      }
    return false;
  }

  void pushArgs(const llvm::CallBase& cb) {
    for (auto& a : cb.args()) {
      fn_->extra.push_back(typeId(a->getType()));
      fn_->extra.push_back(operand(a.get()));
    }
  }

  // atomicrmw and cmpxchg as intrinsics whose arguments are the operands.
  void atomic(const llvm::Instruction& i, Intr which, uint32_t op) {
    uint32_t start = static_cast<uint32_t>(fn_->extra.size());
    for (const llvm::Value* v : i.operand_values()) {
      fn_->extra.push_back(typeId(v->getType()));
      fn_->extra.push_back(operand(v));
    }
    Inst& in = emit(Op::Intrinsic, i);
    in.sub = static_cast<uint8_t>(which);
    in.c = op;
    in.ty = typeId(i.getType());
    in.extra = start;
    in.nextra = static_cast<uint32_t>(fn_->extra.size()) - start;
  }

  void call(const llvm::CallInst& c) {
    if (c.isInlineAsm()) return unsupported(c, "inline assembly");
    const llvm::Value* callee = c.getCalledOperand()->stripPointerCasts();
    auto* f = llvm::dyn_cast<llvm::Function>(callee);
    if (f && f->isIntrinsic()) {
      auto id = f->getIntrinsicID();
      if (id == llvm::Intrinsic::dbg_declare) return recordLocal(llvm::cast<llvm::DbgDeclareInst>(c));
      // Alias-analysis scopes the always-inliner adds for restrict
      // parameters (glibc's _FORTIFY_SOURCE wrappers): no behaviour.
      if (id == llvm::Intrinsic::dbg_value || id == llvm::Intrinsic::dbg_label ||
          id == llvm::Intrinsic::experimental_noalias_scope_decl)
        return;
      if (id == llvm::Intrinsic::lifetime_start || id == llvm::Intrinsic::lifetime_end) {
        const llvm::Value* obj = c.getArgOperand(1)->stripPointerCasts();
        if (promoted_.count(obj))
          return setUndef(c, *llvm::cast<llvm::AllocaInst>(obj), id == llvm::Intrinsic::lifetime_start);
      }
      Intr which;
      if (!intrinsicId(id, which)) return unsupported(c, "intrinsic '" + f->getName().str() + "'");
      if (c.getType()->isVectorTy()) return unsupported(c, "vector intrinsic '" + f->getName().str() + "'");
      uint32_t start = static_cast<uint32_t>(fn_->extra.size());
      pushArgs(c);
      Inst& in = emit(Op::Intrinsic, c);
      in.sub = static_cast<uint8_t>(which);
      in.ty = typeId(c.getType());
      in.extra = start;
      in.nextra = static_cast<uint32_t>(fn_->extra.size()) - start;
      return;
    }
    uint32_t start = static_cast<uint32_t>(fn_->extra.size());
    pushArgs(c);
    Op op = Op::CallIndirect;
    Operand target = kNoOperand;
    if (f) {
      op = f->isDeclaration() ? Op::CallExtern : Op::Call;
      target = functionIndex_.lookup(f);
    } else {
      target = operand(c.getCalledOperand());
    }
    Inst& in = emit(op, c);
    in.a = target;
    in.ty = typeId(c.getType());
    in.extra = start;
    in.nextra = static_cast<uint32_t>(fn_->extra.size()) - start;
    recordCallEnd(c, in.loc);
    recordAllocType(c);
  }

  // `(struct node *)malloc(...)`, or a wrapper's result cast so: the
  // struct the program allocates.  At -O0 the cast is the call's one use.
  void recordAllocType(const llvm::CallInst& c) {
    if (!c.getType()->isPointerTy()) return;
    for (const llvm::User* u : c.users()) {
      const auto* cast = llvm::dyn_cast<llvm::BitCastInst>(u);
      if (!cast || !cast->getType()->isPointerTy()) continue;
      auto* st = llvm::dyn_cast<llvm::StructType>(cast->getType()->getPointerElementType());
      if (!st || st->isOpaque()) continue;
      fn_->allocTypes.emplace_back(static_cast<uint32_t>(fn_->insts.size() - 1), typeId(st));
      return;
    }
  }

  void recordCallEnd(const llvm::CallInst& c, LocId loc) {
    const llvm::DebugLoc& dl = c.getDebugLoc();
    if (!loc || !dl) return;
    const llvm::DIFile* file = llvm::cast<llvm::DIScope>(dl.getScope())->getFile();
    std::string name = file->getFilename().str();
    if (!name.empty() && name[0] != '/') name = file->getDirectory().str() + "/" + name;
    auto it = callEnds_.find({absolutePath(name), dl.getLine(), dl.getCol()});
    if (it == callEnds_.end()) return;
    if (prog_.callEnd.size() <= loc) prog_.callEnd.resize(prog_.locs.size());
    prog_.callEnd[loc] = locOf(prog_.locs[loc].file, it->second.first, it->second.second);
  }

  void recordLocal(const llvm::DbgDeclareInst& d) {
    auto* alloca = llvm::dyn_cast_or_null<llvm::AllocaInst>(d.getAddress());
    if (!alloca) return;
    if (auto p = promoted_.find(alloca); p != promoted_.end()) {
      Var v{d.getVariable()->getName().str(), p->second, typeId(alloca->getAllocatedType())};
      std::optional<bool> sign = integerSignedness(d.getVariable()->getType());
      v.isInteger = sign.has_value() && alloca->getAllocatedType()->isIntegerTy() &&
                    alloca->getAllocatedType()->getIntegerBitWidth() <= 64;
      v.isSigned = sign.value_or(false);
      declared_.emplace_back(&d, static_cast<uint32_t>(fn_->vars.size()));
      fn_->vars.push_back(std::move(v));
      return;
    }
    auto it = allocaInst_.find(alloca);
    if (it == allocaInst_.end()) return;
    auto* var = d.getVariable();
    LocId loc = d.getDebugLoc() ? locOf(d.getDebugLoc()) : locOf(fileOf(var->getFile()), var->getLine(), 0);
    fn_->locals.push_back({it->second, Local{var->getName().str(), loc}});
  }
};

}  // namespace

std::unique_ptr<ir::Program> lower(llvm::Module& mod, const Options& opts, const CallEnds& ends, const Probes* probes) {
  auto prog = std::make_unique<ir::Program>();
  prog->ilp32 = opts.ilp32;
  prog->ptrBytes = opts.ilp32 ? 4 : 8;
  Lowerer lowerer(mod, *prog, ends, opts.shareWords);
  lowerer.run();
  if (probes) lowerer.lowerProbes(*probes);
  prog->callEnd.resize(prog->locs.size());
  return prog;
}

std::unique_ptr<ir::Program> load(const Options& opts) {
  llvm::LLVMContext ctx;
  CallEnds ends;
  auto mod = compile(opts, ctx, ends);
  if (!opts.cover) return lower(*mod, opts, ends);
  Probes probes = instrument(*mod);
  return lower(*mod, opts, ends, &probes);
}

}  // namespace ferret::frontend
