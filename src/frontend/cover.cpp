// Coverage probes for `ferret cover`: calls of `__ferret_cover(k)` inserted
// into the module before lowering, so the executor needs no notion of
// coverage (the call is a library model that tells the environment).
// Goals are source-level because they come from Clang's -O0 code, where a
// conditional branch is one C decision (an operand of && / || has its own)
// and debug locations give the lines a programmer reads.
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <algorithm>

#include "frontend/compile.hpp"

namespace ferret::frontend {

namespace {

class Instrumenter {
 public:
  Instrumenter(llvm::Module& m, const std::vector<std::string>& goalFunctions)
      : mod_(m), goalFunctions_(goalFunctions) {
    llvm::LLVMContext& ctx = m.getContext();
    auto* ty = llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {llvm::Type::getInt32Ty(ctx)}, false);
    probeFn_ = m.getOrInsertFunction("__ferret_cover", ty);
  }

  Probes run() {
    for (auto& f : mod_)
      if (!f.isDeclaration() && f.getName() != "__ferret_cover") instrument(f);
    return std::move(out_);
  }

 private:
  llvm::Module& mod_;
  const std::vector<std::string>& goalFunctions_;
  llvm::FunctionCallee probeFn_;
  Probes out_;
  uint32_t decisions_ = 0;

  uint32_t addGoal(RawGoal g) {
    out_.goals.push_back(std::move(g));
    return static_cast<uint32_t>(out_.goals.size() - 1);
  }

  RawGoal goalAt(ir::GoalKind kind, const llvm::Function& f, const llvm::DILocation* loc, bool withColumn = true) {
    RawGoal g{kind, nullptr, 0, 0, &f, 0, false, 0, {}};
    if (loc) {
      g.file = loc->getFile();
      g.line = loc->getLine();
      g.col = withColumn ? loc->getColumn() : 0;
    }
    return g;
  }

  void probe(llvm::Instruction* before, const llvm::DebugLoc& dl, std::vector<uint32_t> goals) {
    auto id = static_cast<uint32_t>(out_.probes.size());
    out_.probes.push_back(std::move(goals));
    llvm::Type* i32 = llvm::Type::getInt32Ty(mod_.getContext());
    llvm::CallInst* c = llvm::CallInst::Create(probeFn_, {llvm::ConstantInt::get(i32, id)}, "", before);
    c->setDebugLoc(dl);
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

  bool callsGoalFunction(const llvm::Instruction& i) const {
    auto* c = llvm::dyn_cast<llvm::CallBase>(&i);
    const llvm::Function* callee = c ? c->getCalledFunction() : nullptr;
    return callee && std::find(goalFunctions_.begin(), goalFunctions_.end(), callee->getName().str()) !=
                         goalFunctions_.end();
  }

  void instrument(llvm::Function& f) {
    std::vector<llvm::BasicBlock*> blocks;
    for (auto& bb : f) blocks.push_back(&bb);
    // Function entry, and its declarator line as gcov counts it.
    llvm::BasicBlock& entry = f.getEntryBlock();
    llvm::Instruction* at = &*entry.getFirstInsertionPt();
    while (llvm::isa<llvm::AllocaInst>(at)) at = at->getNextNode();
    std::vector<uint32_t> entryGoals;
    if (const llvm::DISubprogram* sp = f.getSubprogram()) {
      RawGoal g{ir::GoalKind::Function, sp->getFile(), sp->getLine(), 0, &f, 0, false, 0, {}};
      entryGoals.push_back(addGoal(g));
      g.kind = ir::GoalKind::Line;
      entryGoals.push_back(addGoal(g));
    } else {
      entryGoals.push_back(addGoal(goalAt(ir::GoalKind::Function, f, nullptr)));
    }
    llvm::DebugLoc entryLoc = at->getDebugLoc();
    if (!entryLoc && f.getSubprogram())
      entryLoc = llvm::DILocation::get(mod_.getContext(), f.getSubprogram()->getLine(), 0, f.getSubprogram());
    probe(at, entryLoc, std::move(entryGoals));
    // The entry probe already counts the declarator line.
    const llvm::DISubprogram* sp = f.getSubprogram();
    for (llvm::BasicBlock* bb : blocks)
      probeLines(f, *bb, bb == &entry && sp ? sp->getFile() : nullptr, bb == &entry && sp ? sp->getLine() : 0);
    for (llvm::BasicBlock* bb : blocks) probeEdges(f, *bb);
    for (llvm::BasicBlock* bb : blocks) probeValueDecisions(f, *bb);
  }

  // A probe where each run of instructions of one source line starts, so a
  // line counts as executed only once control reached it (not when a call
  // earlier in the block never returned), and one before each call of a
  // goal function.
  void probeLines(llvm::Function& f, llvm::BasicBlock& bb, const llvm::DIFile* file, unsigned line) {
    std::vector<llvm::Instruction*> insts;
    for (auto& i : bb) insts.push_back(&i);
    for (llvm::Instruction* i : insts) {
      if (isBookkeeping(*i)) continue;
      const llvm::DILocation* loc = i->getDebugLoc().get();
      bool goalCall = callsGoalFunction(*i);
      if (!loc || loc->getLine() == 0) continue;
      if (!goalCall && loc->getFile() == file && loc->getLine() == line) continue;
      file = loc->getFile();
      line = loc->getLine();
      std::vector<uint32_t> goals = {addGoal(goalAt(ir::GoalKind::Line, f, loc, false))};
      if (goalCall) {
        RawGoal g = goalAt(ir::GoalKind::ErrorCall, f, loc);
        g.construct = llvm::cast<llvm::CallBase>(i)->getCalledFunction()->getName().str();
        goals.push_back(addGoal(std::move(g)));
      }
      probe(i, i->getDebugLoc(), std::move(goals));
    }
  }

  // Which C construct a conditional branch decides, from the names Clang
  // gives the blocks it branches to (kept by -fno-discard-value-names).
  static std::string construct(const llvm::BranchInst& br) {
    static const std::pair<const char*, const char*> kNames[] = {
        {"land.", "&&"}, {"lor.", "||"}, {"if.", "if"},   {"while.", "while"},
        {"for.", "for"}, {"do.", "do"},  {"cond.", "?:"},
    };
    for (const auto& [prefix, name] : kNames)
      for (unsigned s = 0; s < 2; ++s)
        if (br.getSuccessor(s)->getName().startswith(prefix)) return name;
    return "branch";
  }

  // The edge's probe sits in a block of its own on the edge, so it counts
  // the edge, not its target (which other edges may reach too).
  void probeEdge(llvm::Instruction* term, unsigned succ, const llvm::DebugLoc& dl, std::vector<uint32_t> goals) {
    llvm::BasicBlock* from = term->getParent();
    llvm::BasicBlock* to = term->getSuccessor(succ);
    auto* mid = llvm::BasicBlock::Create(mod_.getContext(), to->getName() + ".cover", from->getParent(), to);
    llvm::BranchInst::Create(to, mid)->setDebugLoc(dl);
    probe(&mid->front(), dl, std::move(goals));
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

  std::pair<RawGoal, RawGoal> branchGoals(const llvm::Function& f, const llvm::DILocation* loc, std::string what) {
    uint32_t decision = decisions_++;
    RawGoal t = goalAt(ir::GoalKind::Branch, f, loc);
    t.decision = decision;
    t.construct = std::move(what);
    RawGoal e = t;
    t.outcome = true;
    return {t, e};
  }

  // A decision taken without a branch: the probe's number is chosen by the
  // condition itself, `__ferret_cover(c ? T : F)`, so the code keeps its shape.
  void probeValue(llvm::Instruction* before, llvm::Value* cond, const llvm::DebugLoc& dl,
                  std::pair<RawGoal, RawGoal> goals) {
    llvm::Type* i32 = llvm::Type::getInt32Ty(mod_.getContext());
    auto id = static_cast<uint32_t>(out_.probes.size());
    out_.probes.push_back({addGoal(std::move(goals.first))});
    out_.probes.push_back({addGoal(std::move(goals.second))});
    auto* pick = llvm::SelectInst::Create(cond, llvm::ConstantInt::get(i32, id), llvm::ConstantInt::get(i32, id + 1),
                                          "cover.pick", before);
    pick->setDebugLoc(dl);
    llvm::CallInst::Create(probeFn_, {pick}, "", before)->setDebugLoc(dl);
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
                 branchGoals(f, locOfValue(sel->getCondition(), sel->getDebugLoc()), "?:"));
    auto* phi = bb.empty() ? nullptr : llvm::dyn_cast<llvm::PHINode>(&bb.front());
    if (!phi || !isShortCircuit(phi)) return;
    const char* what = bb.getName().startswith("land.") ? "&&" : "||";
    for (unsigned k = 0; k < phi->getNumIncomingValues(); ++k) {
      llvm::Value* v = phi->getIncomingValue(k);
      llvm::Instruction* term = phi->getIncomingBlock(k)->getTerminator();
      if (llvm::isa<llvm::Constant>(v) || !llvm::isa<llvm::BranchInst>(term) ||
          llvm::cast<llvm::BranchInst>(term)->isConditional())
        continue;
      probeValue(term, v, term->getDebugLoc(), branchGoals(f, locOfValue(v, term->getDebugLoc()), what));
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
      auto [t, e] = branchGoals(f, loc, construct(*br));
      probeEdge(br, 0, dl, {addGoal(std::move(t))});
      probeEdge(br, 1, dl, {addGoal(std::move(e))});
    } else if (auto* sw = llvm::dyn_cast<llvm::SwitchInst>(term)) {
      const llvm::DILocation* loc = dl.get();
      uint32_t decision = decisions_++;
      std::vector<std::pair<unsigned, RawGoal>> edges;
      for (auto& c : sw->cases()) {
        RawGoal g = goalAt(ir::GoalKind::Case, f, loc);
        g.decision = decision;
        g.value = c.getCaseValue()->getSExtValue();
        edges.emplace_back(c.getSuccessorIndex(), std::move(g));
      }
      RawGoal d = goalAt(ir::GoalKind::Default, f, loc);
      d.decision = decision;
      edges.emplace_back(0, std::move(d));
      for (auto& [succ, g] : edges) probeEdge(sw, succ, dl, {addGoal(std::move(g))});
    }
  }
};

}  // namespace

Probes instrument(llvm::Module& mod, const std::vector<std::string>& goalFunctions) {
  return Instrumenter(mod, goalFunctions).run();
}

}  // namespace ferret::frontend
