// The SMT engine's inferred frames against concrete runs: every write a
// random run makes (stores, memset and memcpy) goes to a region in the frame
// of each function on the stack and of each loop those functions are in,
// under every memory model.  A write the frame misses would let a summary
// keep a stale value: a wrong TRUE.  The last test shows the check fails on
// a frame that is too small.
#include <gtest/gtest.h>

#include <functional>
#include <map>

#include "compile_c.hpp"
#include "engines/interp/interp.hpp"
#include "engines/smt/frames.hpp"
#include "memory/memory.hpp"

using namespace ferret;

namespace {

struct Analyses {
  const ir::Program& prog;
  smt::Facts facts;
  smt::PointsTo pt;
  smt::Regions regions;
  smt::Frames frames;
  Analyses(const ir::Program& p, smt::MemoryModel m)
      : prog(p), facts(smt::analyse(p)), pt(p, facts), regions(p, pt, m), frames(p, facts, pt, regions) {}
};

// Watches every step; knows the node of each object from the instruction
// that allocated it (globals from their location and size).
class FrameWatch : public sem::Observer {
 public:
  using Allowed = std::function<bool(const sem::Frame& frame, bool loop, size_t index, uint32_t region)>;
  FrameWatch(const Analyses& a, Allowed allowed) : a_(a), allowed_(std::move(allowed)) {}

  uint64_t writes = 0, unresolved = 0;
  std::vector<std::string> escapes;

  void atLoopHead(const sem::Frame&, uint32_t, const sem::Word*) override {}
  void returned(const sem::Frame&, size_t, const sem::Word*, uint32_t) override {}
  bool wantsSteps() const override { return true; }

  void step(const sem::Executor& ex) override {
    const auto& frames = ex.frames();
    if (frames.empty()) return;
    const sem::Frame& top = frames.back();
    const sem::Word* regs = ex.regsOf(ex.currentThread()) + top.regBase;
    if (pending_) {
      if (pending_->second.first == frames.size()) {
        mem::ObjId id = regs[pending_->second.second].p;
        if (id != mem::kNoObj) nodes_[id] = pending_->first;
      }
      pending_.reset();
    }
    // Each frame's pc is one past the instruction it is at (about to run,
    // or the call it waits in).
    if (top.pc == 0) return;
    uint32_t fn = top.fn->index;
    const ir::Inst& in = top.fn->insts[top.pc - 1];
    auto arg = [&](uint32_t k) { return top.fn->extra[in.extra + 2 * k + 1]; };
    switch (in.op) {
      case ir::Op::Alloca: remember(fn, in.dst, frames.size()); break;
      case ir::Op::CallExtern: {
        const std::string& name = a_.prog.functions[in.a].name;
        if ((name == "malloc" || name == "calloc" || name == "realloc") && in.dst != ir::kNoOperand)
          remember(fn, in.dst, frames.size());
        if (name == "memset" || name == "memcpy" || name == "memmove") writeAll(ex, regs, arg(0));
        break;
      }
      case ir::Op::Intrinsic: {
        auto sub = static_cast<ir::Intr>(in.sub);
        if (sub == ir::Intr::Memset || sub == ir::Intr::Memcpy || sub == ir::Intr::Memmove) writeAll(ex, regs, arg(0));
        break;
      }
      case ir::Op::Store: {
        auto node = nodeOf(ex, regs, in.b);
        if (!node) break;
        for (const ir::Leaf& l : a_.prog.types[in.ty].leaves)
          if (auto r = a_.regions.regionOfNode(*node, smt::accessOf(a_.prog, l.type))) check(ex, *r);
        break;
      }
      default: break;
    }
  }

 private:
  const Analyses& a_;
  Allowed allowed_;
  std::map<mem::ObjId, uint32_t> nodes_;
  std::optional<std::pair<uint32_t, std::pair<size_t, uint32_t>>> pending_;  // node, (depth, register)

  void remember(uint32_t fn, uint32_t dst, size_t depth) {
    if (auto n = a_.pt.nodeOf(fn, dst)) pending_ = {*n, {depth, dst}};
  }

  std::optional<uint32_t> nodeOf(const sem::Executor& ex, const sem::Word* regs, ir::Operand o) {
    if (ir::isConst(o)) {
      const ir::ConstWord& c = a_.prog.consts[ir::constIndex(o)];
      if (c.ref == ir::RefKind::Global) return a_.pt.globalNode(c.target);
      ++unresolved;
      return std::nullopt;
    }
    mem::ObjId id = regs[o].p;
    if (auto it = nodes_.find(id); it != nodes_.end()) return it->second;
    const mem::Object& obj = ex.memory().obj(id);
    if (id != mem::kNoObj && obj.kind == mem::Kind::Global)
      for (uint32_t g = 0; g < a_.prog.globals.size(); ++g)
        if (a_.prog.globals[g].loc == obj.allocSite && a_.prog.globals[g].size == obj.size) return nodes_[id] = a_.pt.globalNode(g);
    ++unresolved;
    return std::nullopt;
  }

  void writeAll(const sem::Executor& ex, const sem::Word* regs, ir::Operand dst) {
    if (auto node = nodeOf(ex, regs, dst))
      for (uint32_t r : a_.regions.regionsOfNode(*node)) check(ex, r);
  }

  void check(const sem::Executor& ex, uint32_t region) {
    ++writes;
    for (const sem::Frame& f : ex.frames()) {
      uint32_t fn = f.fn->index;
      if (!allowed_(f, false, 0, region)) escapes.push_back(f.fn->name + " writes region " + std::to_string(region));
      const auto& blocks = a_.frames.loopBlocks(fn);
      uint32_t block = f.pc ? a_.facts.fns[fn].blockOf[f.pc - 1] : 0;
      for (size_t l = 0; l < blocks.size(); ++l)
        if (blocks[l][block] && !allowed_(f, true, l, region))
          escapes.push_back(f.fn->name + " loop " + std::to_string(l) + " writes region " + std::to_string(region));
    }
  }
};

// Random runs of the program under each memory model; the writes checked.
uint64_t checkRuns(const std::string& name, const std::string& code, int runs) {
  auto prog = test::compileC(name, code);
  EXPECT_TRUE(prog);
  if (!prog) return 0;
  uint64_t writes = 0;
  for (smt::MemoryModel m : {smt::MemoryModel::Monolithic, smt::MemoryModel::SplitType, smt::MemoryModel::SplitAlias}) {
    Analyses a(*prog, m);
    FrameWatch watch(a, [&](const sem::Frame& f, bool loop, size_t l, uint32_t r) {
      uint32_t fn = f.fn->index;
      return loop ? a.frames.loops(fn)[l].has(r) : a.frames.function(fn).has(r);
    });
    for (int seed = 1; seed <= runs; ++seed) {
      interp::Options o;
      o.argv = {name};
      o.policy = interp::NondetPolicy::Random;
      o.seed = static_cast<uint64_t>(seed);
      o.limits.maxSteps = 200000;
      o.observer = &watch;
      interp::run(*prog, o);
    }
    EXPECT_TRUE(watch.escapes.empty()) << smt::modelName(m) << ": " << watch.escapes.front();
    EXPECT_EQ(watch.unresolved, 0u) << smt::modelName(m);
    writes += watch.writes;
  }
  return writes;
}

const char* kStructInLoop = R"(
extern int __VERIFIER_nondet_int(void);
struct counter { long hits; int misses; char tag; };
struct counter c;
int total;
void hit(struct counter *p) { p->hits = p->hits + 1; }
void miss(struct counter *p, int n) { p->misses += n; total += n; }
int main(void) {
  struct counter local = {0, 0, 'l'};
  int n = __VERIFIER_nondet_int() & 31;
  for (int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_int() & 1) hit(&c); else miss(&local, i);
  }
  return (int)c.hits + local.misses + total;
}
)";

const char* kLists = R"(
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int data; char name[8]; };
int length(struct node *l) { return l ? 1 + length(l->next) : 0; }
void label(struct node *l, int k) {
  for (; l; l = l->next) { l->data = k++; memset(l->name, 'a' + (k & 7), sizeof l->name); }
}
struct node *push(struct node *l) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->next = l;
  n->data = 0;
  return n;
}
void release(struct node *l) { while (l) { struct node *t = l->next; free(l); l = t; } }
int main(void) {
  struct node *l = 0;
  int n = __VERIFIER_nondet_int() & 15;
  for (int i = 0; i < n; i++) l = push(l);
  label(l, __VERIFIER_nondet_int() & 7);
  int r = length(l);
  release(l);
  return r;
}
)";

const char* kArrays = R"(
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int table[16];
short small[4];
void fill(int *a, int n, int v) { for (int i = 0; i < n; i++) a[i] = v + i; }
void copy(int *to, const int *from, int n) { memcpy(to, from, n * sizeof *to); }
void poke(char *bytes, int k) { bytes[k & 3] = (char)k; }
int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
int main(void) {
  int local[16];
  int n = __VERIFIER_nondet_int() & 15;
  fill(table, n, __VERIFIER_nondet_int() & 255);
  copy(local, table, n);
  poke((char *)small, __VERIFIER_nondet_int());
  return sum(local, n) + small[0];
}
)";

TEST(SmtFrames, StructFieldsWrittenInLoops) { EXPECT_GT(checkRuns("struct_loop", kStructInLoop, 30), 0u); }
TEST(SmtFrames, HeapListsAndRecursion) { EXPECT_GT(checkRuns("lists", kLists, 30), 0u); }
TEST(SmtFrames, ArraysMemcpyAndCasts) { EXPECT_GT(checkRuns("arrays", kArrays, 30), 0u); }

// The check can fail: frames without the fields the callees write are caught.
TEST(SmtFrames, TooSmallAFrameIsCaught) {
  auto prog = test::compileC("struct_loop_small", kStructInLoop);
  ASSERT_TRUE(prog);
  Analyses a(*prog, smt::MemoryModel::SplitAlias);
  FrameWatch watch(a, [&](const sem::Frame& f, bool, size_t, uint32_t r) {
    return f.fn->name == "main" && a.frames.function(f.fn->index).has(r);
  });
  for (int seed = 1; seed <= 10; ++seed) {
    interp::Options o;
    o.argv = {"p"};
    o.policy = interp::NondetPolicy::Random;
    o.seed = static_cast<uint64_t>(seed);
    o.observer = &watch;
    interp::run(*prog, o);
  }
  EXPECT_FALSE(watch.escapes.empty());
}

// Known answers: hit writes one field's region, miss another and a global's.
TEST(SmtFrames, FieldExactUnderSplitAlias) {
  auto prog = test::compileC("struct_loop_exact", kStructInLoop);
  ASSERT_TRUE(prog);
  Analyses a(*prog, smt::MemoryModel::SplitAlias);
  uint32_t hit = 0, miss = 0;
  for (uint32_t f = 0; f < prog->functions.size(); ++f) {
    if (prog->functions[f].name == "hit") hit = f;
    if (prog->functions[f].name == "miss") miss = f;
  }
  EXPECT_EQ(a.frames.function(hit).size(), 1u);
  EXPECT_EQ(a.frames.function(miss).size(), 2u);
  EXPECT_FALSE(a.frames.function(hit).allocation);
  for (uint32_t r = 0; r < a.regions.regions().size(); ++r)
    EXPECT_FALSE(a.frames.function(hit).has(r) && a.frames.function(miss).has(r));
}

}  // namespace
