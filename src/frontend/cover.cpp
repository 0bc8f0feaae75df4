// Coverage probes for `ferret cover`, FQL queries and `ferret testgen`:
// calls of `__ferret_cover(k)` inserted into the module before lowering,
// so the executor needs no notion of coverage (the call is a library model
// that tells the environment).  Each probe is one edge of the control-flow
// automaton criteria speak of (ir::Coverage): a function entered or left, a
// run of one source line starting, an outcome of a decision, a switch
// case, a call.  Edges are source-level because they come from Clang's -O0
// code, where a conditional branch is one C decision (an operand of && / ||
// has its own) and debug locations give the lines a programmer reads.
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <climits>
#include <set>

#include "frontend/compile.hpp"

namespace ferret::frontend {

namespace {

using ir::EdgeKind;

// Calls after which control may go anywhere, or that run code between any
// two edges: no edge can be ruled out after another (Coverage::unstructured).
bool unstructuredCall(llvm::StringRef name) {
  static const char* kNames[] = {"pthread_create", "setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", "longjmp",
                                 "_longjmp", "siglongjmp", "signal", "sigaction", "thrd_create"};
  return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// Clang names the block of a C label after the label; its own names have a
// dot, but for these.
bool isLabelName(llvm::StringRef name) {
  static const char* kClang[] = {"entry", "return", "unreachable", "cleanup", "indirectgoto"};
  if (name.empty() || name.contains('.') || std::find(std::begin(kClang), std::end(kClang), name) != std::end(kClang))
    return false;
  return name.front() == '_' || std::isalpha(static_cast<unsigned char>(name.front()));
}

// The function a call names.  A call of a function declared without a
// prototype (`void __VERIFIER_error();`) goes through a cast of it, which
// getCalledFunction does not see through: it is still a call of it.
const llvm::Function* calledFunction(const llvm::Instruction& i) {
  auto* c = llvm::dyn_cast<llvm::CallBase>(&i);
  return c ? llvm::dyn_cast<llvm::Function>(c->getCalledOperand()->stripPointerCasts()) : nullptr;
}

bool isAssertFail(const llvm::Instruction& i) {
  const llvm::Function* f = calledFunction(i);
  return f && (f->getName() == "__assert_fail" || f->getName() == "__assert_rtn" || f->getName() == "__assert");
}

class Instrumenter {
 public:
  explicit Instrumenter(llvm::Module& m) : mod_(m) {
    llvm::LLVMContext& ctx = m.getContext();
    auto* ty = llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {llvm::Type::getInt32Ty(ctx)}, false);
    probeFn_ = m.getOrInsertFunction("__ferret_cover", ty);
  }

  Probes run() {
    for (auto& f : mod_) {
      if (f.getName() == "__ferret_cover") continue;
      if (f.isDeclaration()) {
        if (unstructuredCall(f.getName()) && !f.use_empty()) out_.unstructured = true;
        continue;
      }
      if (f.hasAddressTaken()) out_.addressTaken.push_back(&f);
      instrument(f);
    }
    return std::move(out_);
  }

 private:
  llvm::Module& mod_;
  llvm::FunctionCallee probeFn_;
  Probes out_;
  uint32_t decisions_ = 0;
  // The probe calls of the function being instrumented, with their edges.
  llvm::DenseMap<const llvm::Instruction*, std::vector<uint32_t>> probeEdges_;

  RawEdge edgeAt(EdgeKind kind, const llvm::Function& f, const llvm::DILocation* loc, bool withColumn = true) {
    RawEdge e;
    e.kind = kind;
    e.function = &f;
    if (loc) {
      e.file = loc->getFile();
      e.line = loc->getLine();
      e.col = withColumn ? loc->getColumn() : 0;
    }
    return e;
  }

  uint32_t addEdge(RawEdge e) {
    out_.edges.push_back(std::move(e));
    return static_cast<uint32_t>(out_.edges.size() - 1);
  }

  llvm::CallInst* probe(llvm::Instruction* before, const llvm::DebugLoc& dl, RawEdge e) {
    llvm::Type* i32 = llvm::Type::getInt32Ty(mod_.getContext());
    uint32_t id = addEdge(std::move(e));
    llvm::CallInst* c = llvm::CallInst::Create(probeFn_, {llvm::ConstantInt::get(i32, id)}, "", before);
    c->setDebugLoc(dl);
    probeEdges_[c] = {id};
    return c;
  }

  // Code that belongs to no line of its own: phis, allocas, debug intrinsics
  // and scope markers (`int x;` is a declaration, not a statement).
  static bool isBookkeeping(const llvm::Instruction& i) {
    if (llvm::isa<llvm::PHINode>(i) || llvm::isa<llvm::AllocaInst>(i) || llvm::isa<llvm::DbgInfoIntrinsic>(i))
      return true;
    auto* ii = llvm::dyn_cast<llvm::IntrinsicInst>(&i);
    if (ii) return ii->isLifetimeStartOrEnd();
    // The pointer cast that feeds a scope marker.
    return llvm::isa<llvm::BitCastInst>(i) && !i.user_empty() && llvm::all_of(i.users(), [](const llvm::User* u) {
             auto* m = llvm::dyn_cast<llvm::IntrinsicInst>(u);
             return m && m->isLifetimeStartOrEnd();
           });
  }

  // A call the program makes (not an intrinsic, not inline assembly).
  bool isProgramCall(const llvm::Instruction& i) const {
    auto* c = llvm::dyn_cast<llvm::CallBase>(&i);
    if (!c || c->isInlineAsm()) return false;
    const llvm::Function* callee = calledFunction(i);
    return !callee || (!callee->isIntrinsic() && callee->getName() != "__ferret_cover");
  }

  void instrument(llvm::Function& f) {
    probeEdges_.clear();
    std::vector<llvm::BasicBlock*> blocks;
    for (auto& bb : f) blocks.push_back(&bb);
    // Function entry, at its declarator line as gcov counts it.
    llvm::BasicBlock& entry = f.getEntryBlock();
    llvm::Instruction* at = &*entry.getFirstInsertionPt();
    while (llvm::isa<llvm::AllocaInst>(at)) at = at->getNextNode();
    const llvm::DISubprogram* sp = f.getSubprogram();
    RawEdge e = edgeAt(EdgeKind::Entry, f, nullptr);
    if (sp) {
      e.file = sp->getFile();
      e.line = sp->getLine();
    }
    e.blockEntry = true;
    llvm::DebugLoc entryLoc = at->getDebugLoc();
    if (!entryLoc && sp) entryLoc = llvm::DILocation::get(mod_.getContext(), sp->getLine(), 0, const_cast<llvm::DISubprogram*>(sp));
    probe(at, entryLoc, std::move(e));
    // The entry probe already counts the declarator line.
    for (llvm::BasicBlock* bb : blocks)
      probeStatements(f, *bb, bb == &entry && sp ? sp->getFile() : nullptr, bb == &entry && sp ? sp->getLine() : 0,
                      bb == &entry);
    for (llvm::BasicBlock* bb : blocks) probeEdges(f, *bb);
    for (llvm::BasicBlock* bb : blocks) probeValueDecisions(f, *bb);
    linkEdges();
  }

  // A probe where each run of instructions of one source line starts, so a
  // line counts as executed only once control reached it (not when a call
  // earlier in the block never returned); one before each call; one before
  // each return.
  void probeStatements(llvm::Function& f, llvm::BasicBlock& bb, const llvm::DIFile* file, unsigned line, bool isEntry) {
    std::vector<llvm::Instruction*> insts;
    for (auto& i : bb) insts.push_back(&i);
    bool first = !isEntry;
    for (llvm::Instruction* i : insts) {
      if (isBookkeeping(*i)) continue;
      const llvm::DILocation* loc = i->getDebugLoc().get();
      if (loc && loc->getLine() != 0 && (loc->getFile() != file || loc->getLine() != line)) {
        file = loc->getFile();
        line = loc->getLine();
        RawEdge e = edgeAt(EdgeKind::Statement, f, loc, false);
        if (first) {
          e.blockEntry = true;
          if (isLabelName(bb.getName())) e.label = bb.getName().str();
        }
        first = false;
        probe(i, i->getDebugLoc(), std::move(e));
      }
      if (isProgramCall(*i)) {
        RawEdge e = edgeAt(EdgeKind::Call, f, loc);
        const llvm::Function* callee = calledFunction(*i);
        if (callee) {
          e.construct = callee->getName().str();
          if (!callee->isDeclaration()) e.callee = callee;
        }
        probe(i, i->getDebugLoc(), std::move(e));
      }
      if (llvm::isa<llvm::ReturnInst>(i)) probe(i, i->getDebugLoc(), edgeAt(EdgeKind::Exit, f, loc));
    }
  }

  static const char* statementOf(llvm::StringRef name, uint8_t& stmt, int* rank = nullptr) {
    static const std::tuple<const char*, const char*, uint8_t> kNames[] = {
        {"land.", "&&", 0},         {"lor.", "||", 0},           {"if.", "if", ir::kStmtIf},
        {"while.", "while", ir::kStmtWhile}, {"for.", "for", ir::kStmtFor}, {"do.", "do", ir::kStmtWhile},
        {"cond.", "?:", ir::kStmtCondOp},
    };
    for (int i = 0; i < static_cast<int>(std::size(kNames)); ++i) {
      const auto& [prefix, what, bits] = kNames[i];
      if (!name.startswith(prefix)) continue;
      stmt |= bits;
      if (rank) *rank = i;
      return what;
    }
    return nullptr;
  }

  // Which C construct a conditional branch decides, from the names Clang
  // gives the blocks it branches to (kept by -fno-discard-value-names), and
  // the statement it belongs to: an operand of && / || belongs to the
  // statement whose condition the whole expression is.
  static std::string construct(const llvm::BranchInst& br, uint8_t& stmt) {
    // The first name in kNames's order wins (an operand of || may branch
    // to if.then and lor.lhs.false).
    std::string what;
    int rank = INT_MAX;
    for (unsigned s = 0; s < 2; ++s) {
      int r = 0;
      if (const char* w = statementOf(br.getSuccessor(s)->getName(), stmt, &r); w && r < rank) {
        what = w;
        rank = r;
      }
    }
    // In value context the chain ends in a branch on the merged value.
    for (unsigned s = 0; s < 2 && !(stmt & ~ir::kStmtAssert); ++s) {
      llvm::BasicBlock* to = br.getSuccessor(s);
      if (!to->getName().startswith("land.end") && !to->getName().startswith("lor.end")) continue;
      if (auto* next = llvm::dyn_cast<llvm::BranchInst>(to->getTerminator()); next && next->isConditional())
        for (unsigned k = 0; k < 2; ++k) statementOf(next->getSuccessor(k)->getName(), stmt);
    }
    for (unsigned s = 0; s < 2; ++s)
      if (llvm::any_of(*br.getSuccessor(s), isAssertFail)) stmt |= ir::kStmtAssert;
    return what.empty() ? "branch" : what;
  }

  // The edge's probe sits in a block of its own on the edge, so it counts
  // the edge, not its target (which other edges may reach too).
  void probeEdge(llvm::Instruction* term, unsigned succ, const llvm::DebugLoc& dl, RawEdge e) {
    llvm::BasicBlock* from = term->getParent();
    llvm::BasicBlock* to = term->getSuccessor(succ);
    auto* mid = llvm::BasicBlock::Create(mod_.getContext(), to->getName() + ".cover", from->getParent(), to);
    llvm::BranchInst::Create(to, mid)->setDebugLoc(dl);
    probe(&mid->front(), dl, std::move(e));
    term->setSuccessor(succ, mid);
    // One incoming entry per edge: with two edges from `from` (switch cases
    // sharing a body) each split renames one.
    for (llvm::PHINode& phi : to->phis()) phi.setIncomingBlock(phi.getBasicBlockIndex(from), mid);
  }

  // The value of a && / || whose last operand Clang computes as a value
  // (`x = a && b`, and the conditions of loops, which Clang evaluates as a
  // value): the phi merging the operands' outcomes.
  static bool isShortCircuit(const llvm::Value* v) {
    auto* phi = llvm::dyn_cast<llvm::PHINode>(v);
    if (!phi || !phi->getType()->isIntegerTy(1)) return false;
    llvm::StringRef name = phi->getParent()->getName();
    return name.startswith("land.end") || name.startswith("lor.end");
  }

  std::pair<RawEdge, RawEdge> branchEdges(const llvm::Function& f, const llvm::DILocation* loc, std::string what,
                                          uint8_t stmt) {
    uint32_t decision = decisions_++;
    RawEdge t = edgeAt(EdgeKind::Branch, f, loc);
    t.decision = decision;
    t.construct = std::move(what);
    t.stmt = stmt;
    RawEdge e = t;
    t.outcome = true;
    return {t, e};
  }

  // A decision taken without a branch: the probe's number is chosen by the
  // condition itself, `__ferret_cover(c ? T : F)`, so the code keeps its shape.
  void probeValue(llvm::Instruction* before, llvm::Value* cond, const llvm::DebugLoc& dl,
                  std::pair<RawEdge, RawEdge> edges) {
    llvm::Type* i32 = llvm::Type::getInt32Ty(mod_.getContext());
    uint32_t t = addEdge(std::move(edges.first));
    uint32_t e = addEdge(std::move(edges.second));
    auto* pick = llvm::SelectInst::Create(cond, llvm::ConstantInt::get(i32, t), llvm::ConstantInt::get(i32, e),
                                          "cover.pick", before);
    pick->setDebugLoc(dl);
    llvm::CallInst* c = llvm::CallInst::Create(probeFn_, {pick}, "", before);
    c->setDebugLoc(dl);
    probeEdges_[c] = {t, e};
  }

  static const llvm::DILocation* locOfValue(const llvm::Value* v, const llvm::DebugLoc& fallback) {
    auto* i = llvm::dyn_cast<llvm::Instruction>(v);
    return i && i->getDebugLoc().getLine() ? i->getDebugLoc().get() : fallback.get();
  }

  // ?: with cheap arms becomes a select; the last operand of a && / || in
  // value context flows into a phi from a block that ends in a plain branch.
  void probeValueDecisions(llvm::Function& f, llvm::BasicBlock& bb) {
    std::vector<llvm::SelectInst*> selects;
    for (auto& i : bb)
      if (auto* sel = llvm::dyn_cast<llvm::SelectInst>(&i);
          sel && sel->getCondition()->getType()->isIntegerTy(1) && sel->getName() != "cover.pick")
        selects.push_back(sel);
    for (llvm::SelectInst* sel : selects)
      probeValue(sel, sel->getCondition(), sel->getDebugLoc(),
                 branchEdges(f, locOfValue(sel->getCondition(), sel->getDebugLoc()), "?:", ir::kStmtCondOp));
    auto* phi = bb.empty() ? nullptr : llvm::dyn_cast<llvm::PHINode>(&bb.front());
    if (!phi || !isShortCircuit(phi)) return;
    const char* what = bb.getName().startswith("land.") ? "&&" : "||";
    uint8_t stmt = 0;
    if (auto* next = llvm::dyn_cast<llvm::BranchInst>(bb.getTerminator()); next && next->isConditional())
      for (unsigned k = 0; k < 2; ++k) statementOf(next->getSuccessor(k)->getName(), stmt);
    for (unsigned k = 0; k < phi->getNumIncomingValues(); ++k) {
      llvm::Value* v = phi->getIncomingValue(k);
      llvm::Instruction* term = phi->getIncomingBlock(k)->getTerminator();
      if (llvm::isa<llvm::Constant>(v) || !llvm::isa<llvm::BranchInst>(term) ||
          llvm::cast<llvm::BranchInst>(term)->isConditional())
        continue;
      probeValue(term, v, term->getDebugLoc(), branchEdges(f, locOfValue(v, term->getDebugLoc()), what, stmt));
    }
  }

  void probeEdges(llvm::Function& f, llvm::BasicBlock& bb) {
    llvm::Instruction* term = bb.getTerminator();
    const llvm::DebugLoc& dl = term->getDebugLoc();
    // Its operands are decisions of their own (probeValueDecisions).
    if (auto* br = llvm::dyn_cast<llvm::BranchInst>(term); br && br->isConditional() && isShortCircuit(br->getCondition()))
      return;
    if (auto* br = llvm::dyn_cast<llvm::BranchInst>(term); br && br->isConditional()) {
      // The condition's own location points at the operand being decided.
      const llvm::DILocation* loc = dl.get();
      if (auto* c = llvm::dyn_cast<llvm::Instruction>(br->getCondition()); c && c->getDebugLoc().getLine())
        loc = c->getDebugLoc().get();
      uint8_t stmt = 0;
      std::string what = construct(*br, stmt);
      auto [t, e] = branchEdges(f, loc, std::move(what), stmt);
      probeEdge(br, 0, dl, std::move(t));
      probeEdge(br, 1, dl, std::move(e));
    } else if (auto* sw = llvm::dyn_cast<llvm::SwitchInst>(term)) {
      // A switch with no place in the source is Clang's own (the dispatch
      // after a scope's cleanup, as for a `continue` out of a block with
      // locals): no decision of the program's, and gcov has none.
      if (!dl) return;
      const llvm::DILocation* loc = dl.get();
      uint32_t decision = decisions_++;
      std::vector<std::pair<unsigned, RawEdge>> edges;
      for (auto& c : sw->cases()) {
        RawEdge g = edgeAt(EdgeKind::Case, f, loc);
        g.decision = decision;
        g.value = c.getCaseValue()->getSExtValue();
        g.stmt = ir::kStmtSwitch;
        edges.emplace_back(c.getSuccessorIndex(), std::move(g));
      }
      RawEdge d = edgeAt(EdgeKind::Default, f, loc);
      d.decision = decision;
      d.stmt = ir::kStmtSwitch;
      edges.emplace_back(0, std::move(d));
      for (auto& [succ, g] : edges) probeEdge(sw, succ, dl, std::move(g));
    }
  }

  // The probes control reaches first from `i` on, along probe-free paths.
  std::vector<uint32_t> firstProbes(llvm::Instruction* i) {
    std::vector<uint32_t> out;
    std::set<const llvm::BasicBlock*> seen;
    std::vector<llvm::Instruction*> work = {i};
    while (!work.empty()) {
      llvm::Instruction* at = work.back();
      work.pop_back();
      for (; at; at = at->getNextNode()) {
        if (auto it = probeEdges_.find(at); it != probeEdges_.end()) {
          out.insert(out.end(), it->second.begin(), it->second.end());
          break;
        }
        if (!at->isTerminator()) continue;
        for (llvm::BasicBlock* s : llvm::successors(at->getParent()))
          if (seen.insert(s).second) work.push_back(&s->front());
        break;
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

  void linkEdges() {
    for (auto& [call, edges] : probeEdges_) {
      std::vector<uint32_t> next = firstProbes(const_cast<llvm::Instruction*>(call)->getNextNode());
      for (uint32_t e : edges) out_.edges[e].next = next;
    }
  }
};

}  // namespace

Probes instrument(llvm::Module& mod) { return Instrumenter(mod).run(); }

}  // namespace ferret::frontend
