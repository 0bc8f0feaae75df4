// <setjmp.h>: setjmp records the calling frame's place in the executor
// and stores its number in the jmp_buf; longjmp ends the frames above it,
// whose stack objects die as returned ones (a pointer kept to one is then
// a use after return), and resumes there with setjmp returning the value.
// The registers of the frame are what they are at the jump: C leaves the
// non-volatile locals changed since setjmp indeterminate, and the volatile
// ones live in memory.
#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

// A mark in the jmp_buf's first word: a tag, so that a buffer setjmp never
// filled is told from one it did, and the place's number.
constexpr uint64_t kJumpTag = 0x464a4d5000000000ull;  // "FJMP"
constexpr uint64_t kTagMask = 0xffffffff00000000ull;

const ir::Type& wordType(Call& c) { return c.ex.program().types[c.ex.intType(64)]; }

void m_setjmp(Call& c) {
  const char* fn = fnName(c);
  const Word& env = argDefined(c, 0, fn);
  uint64_t off;
  c.ex.access(env, 8, true, off, fn);
  Word mark{kJumpTag | c.ex.saveJump(), 0, mem::kNoObj};
  c.ex.storeScalar(c.ex.access(env, 8, true, off, fn), off, wordType(c), &mark);
  setRet(c, 0);
}

void m_longjmp(Call& c) {
  const char* fn = fnName(c);
  const Word& env = argDefined(c, 0, fn);
  int value = static_cast<int>(sintArg(c, 1, fn));
  uint64_t off;
  const mem::Object& o = c.ex.access(env, 8, false, off, fn);
  Word mark = c.ex.loadScalar(o, off, wordType(c));
  if (mark.u || (mark.v & kTagMask) != kJumpTag)
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} with a jmp_buf that setjmp did not fill", fn));
  c.ex.longJump(mark.v & ~kTagMask, value);
}

const ModelEntry kSetjmpModels[] = {
    {"setjmp", m_setjmp}, {"_setjmp", m_setjmp}, {"__sigsetjmp", m_setjmp}, {"sigsetjmp", m_setjmp},
    {"longjmp", m_longjmp}, {"_longjmp", m_longjmp}, {"siglongjmp", m_longjmp}, {"__longjmp_chk", m_longjmp},
};

}  // namespace

Model findSetjmpModel(std::string_view name) { return lookupModel(kSetjmpModels, name); }

uint64_t Executor::saveJump() {
  Frame& f = frames_.back();
  const ir::Inst& call = f.fn->insts[f.pc - 1];
  jumps_.push_back(JumpPoint{cur_, static_cast<uint32_t>(frames_.size() - 1), f.pc, f.block, call.dst, call.loc, true});
  f.jumps = true;
  return jumps_.size() - 1;
}

void Executor::endJumps(size_t depth) {
  for (JumpPoint& j : jumps_)
    if (j.live && j.thread == cur_ && j.depth >= depth) j.live = false;
}

void Executor::endLocals(const Frame& f, ir::LocId at) {
  for (size_t i = f.allocaBase; i < allocas_.size(); ++i) {
    mem::Object& o = mem_.obj(allocas_[i]);
    if (o.status == mem::Status::Live || o.status == mem::Status::OutOfScope)
      mem_.killLocal(allocas_[i], mem::Status::Returned, at);
  }
  allocas_.resize(f.allocaBase);
}

void Executor::unwindFrame(ir::LocId at) {
  const Frame& f = frames_.back();
  endLocals(f, at);
  if (f.varargs) mem_.kill(f.varargs, mem::Status::Returned, at);
  if (f.jumps) endJumps(frames_.size() - 1);
  top_ = f.regBase;
  frames_.pop_back();
}

void Executor::longJump(uint64_t mark, int value) {
  if (mark >= jumps_.size()) fail(ErrorKind::InvalidCall, "longjmp with a jmp_buf that setjmp did not fill");
  const JumpPoint j = jumps_[mark];
  if (j.thread != cur_) fail(ErrorKind::InvalidCall, "longjmp to a setjmp of another thread");
  if (!j.live)
    fail(ErrorKind::InvalidCall, "longjmp to a function that has returned since its setjmp",
         {Note{"setjmp was called here", j.loc}});
  // A library model that called back into the program (a signal handler,
  // qsort's comparator) has a C++ frame in between: it is left first.
  if (j.depth < stopDepth_) throw LongJumpOut{mark, value};
  ir::LocId at = currentLoc();
  while (frames_.size() > j.depth + 1) unwindFrame(at);
  Frame& f = frames_.back();
  top_ = f.regBase + window_[f.fn->index].size();
  f.pc = j.pc;
  f.block = j.block;
  if (j.dst != ir::kNoOperand)
    regs_[f.regBase + j.dst] = Word{static_cast<uint32_t>(value == 0 ? 1 : value), 0, mem::kNoObj};
}

}  // namespace ferret::sem
