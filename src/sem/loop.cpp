// The dispatch loop.  The common cases of the common instructions run
// inline here, with the program counter and the step budget in locals;
// everything else, and every case that might report an error, goes to
// Executor::step with both written back first, so diagnostics, limits and
// the explorer's snapshots see the same state as if every instruction had
// gone the general way.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "sem/arith_fast.hpp"
#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;

// Dispatch is threaded (GCC's labels as values): every handler ends in its
// own indirect jump to the next one, which branch predictors follow far
// better than the one jump of a switch.
#define FERRET_NEXT()                                  \
  do {                                                 \
    ++ip;                                              \
    if (--budget == 0) goto poll;                      \
    goto* handler[static_cast<uint8_t>(in->op)];       \
  } while (0)

namespace {
// The value bits of a load of n <= 8 bytes.
constexpr uint64_t kByteMask[9] = {0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff, 0xffffffffffff,
                                   0xffffffffffffff, ~0ull};
}  // namespace

int Executor::loop() {
  // In the order of ir::Op.
  static void* const kHandler[] = {
      &&add, &&sub, &&mul, &&udiv, &&sdiv, &&urem, &&srem, &&shl, &&lshr, &&ashr, &&and_, &&or_, &&xor_,
      &&slow, &&slow, &&slow, &&slow, &&slow, &&slow,                     // FAdd .. FNeg
      &&slow, &&slow, &&slow,                                             // ICmp, FCmp, Select
      &&slow, &&slow, &&slow,                                             // Trunc, ZExt, SExt
      &&slow, &&slow, &&slow, &&slow, &&slow, &&slow,                     // FPTrunc .. SIToFP
      &&copy, &&slow, &&slow, &&store, &&gep,                             // Copy, Alloca, Load, Store, Gep
      &&slow, &&condBr, &&switch_, &&ret, &&slow,                         // Br, CondBr, Switch, Ret, Unreachable
      &&call, &&slow, &&slow, &&intrinsic, &&slow, &&slow, &&slow, &&slow,  // Call .. Unsupported
      &&loadInt, &&loadPtr4, &&loadPtr8, &&brPlain, &&brPhi, &&condBrPlain,  // WindowOp
      &&gepConst, &&slow, &&loadPtr4Gep, &&loadPtr8Gep, &&joinBr,
      &&icmpEq, &&icmpNe, &&icmpUgt, &&icmpUge, &&icmpUlt, &&icmpUle, &&icmpSgt, &&icmpSge, &&icmpSlt, &&icmpSle,
      &&gepIndex, &&intMask, &&signExt, &&callPlain, &&sextGep,
      &&gepLoadInt, &&gepLoadPtr4, &&gepLoadPtr8, &&gepStore,
      &&sextGepLoadInt, &&sextGepLoadPtr4, &&sextGepLoadPtr8, &&sextGepStore, &&goto_, &&brGoto,
      &&copyAdd, &&copySub, &&allocaLocal};
  static_assert(sizeof(kHandler) / sizeof(kHandler[0]) == kNumWindowOps);
  // While more than one thread lives, loads, stores and returns may be
  // visible operations (threads.cpp): the same table with those sent to the
  // general path, which stops before them to schedule.
  static void* kThreaded[kNumWindowOps];
  if (!kThreaded[0]) {
    std::copy(std::begin(kHandler), std::end(kHandler), kThreaded);
    for (unsigned op : {static_cast<unsigned>(Op::Store), static_cast<unsigned>(Op::Ret), unsigned{kLoadInt},
                        unsigned{kLoadPtr4}, unsigned{kLoadPtr8}, unsigned{kLoadPtr4Gep}, unsigned{kLoadPtr8Gep}})
      kThreaded[op] = &&slow;
    // A fused load or store is left to its own instruction, which goes there.
    for (unsigned op = kGepLoadInt; op <= kGepStore; ++op) kThreaded[op] = &&gepIndex;
    for (unsigned op = kSExtGepLoadInt; op <= kSExtGepStore; ++op) kThreaded[op] = &&signExt;
  }
  void* const* handler = kHandler;
  static_assert(static_cast<int>(Op::Copy) == 31 && static_cast<int>(Op::Br) == 36 &&
                static_cast<int>(Op::Ret) == 39 && static_cast<int>(Op::Call) == 41 &&
                static_cast<int>(Op::Intrinsic) == 44);
  const Word* const C = consts_.data();
  const uint32_t* const gotos = gotoTargets_.data();
  const uint64_t ptrMask = maskOf(8 * prog_.ptrBytes);
  const unsigned ptrBytes = prog_.ptrBytes;
  const bool strictUninit = limits_.strictUninit;
  const bool addressReuse = limits_.addressReuse;
  Frame* F;
  const Inst* code;
  const Block* blocks;
  const uint32_t* extra;
  Word* R;
  const Inst* ip;
  // The instruction being run is always the one before ip: one register
  // fewer for GCC to keep (it spilled the budget and the handler table).
#define in (ip - 1)
  uint64_t budget;
  // The loop's state (R, ip, F) must stay in host registers: helpers that
  // captured it by reference would make GCC keep it in memory and reload it
  // at every use, so the accessors are macros.
  // An operand of the program's code: a constant or a word index.
#define VAL(o) (isConst(o) ? C[constIndex(o)] : R[o])
  // An operand of the window's code: a byte offset into the registers.
#define REG(at) (*reinterpret_cast<Word*>(reinterpret_cast<char*>(R) + (at)))
  // REG(at) = {V, U, P} stored field by field: GCC builds a braced Word in
  // a stack temporary first.  The values are read before the word is written.
#define PUT(at, V, U, P)     \
  do {                       \
    uint64_t v_ = (V);       \
    uint64_t u_ = (U);       \
    mem::ObjId p_ = (P);     \
    Word& d_ = REG(at);      \
    d_.v = v_;               \
    d_.u = u_;               \
    d_.p = p_;               \
  } while (0)
  // A branch resolved by buildWindows.
#define GO(to, first)   \
  do {                  \
    F->block = (to);    \
    ip = code + (first); \
  } while (0)
  // The way r of a kCondBr br: to block b or c, moving the target's phi if it has one.
#define TAKE(br, r)                                                                   \
  do {                                                                                \
    uint32_t value_ = (r) ? (br)->extra : (br)->nextra;                               \
    uint32_t block_ = (r) ? (br)->b : (br)->c;                                        \
    if (value_ != kNoOperand) R[blocks[block_].phis[0].dst] = REG(value_);           \
    GO(block_, (r) ? (br)->dst : (br)->ty);                                           \
  } while (0)
  // A conditional branch buildWindows left alone, as a target has phis:
  // the target's first instruction, or null for the general path.  Of those
  // blocks only the ones with one one-word phi (the join of && and ||) are
  // entered here.
  auto jump = [](const Block* blocks, Frame* F, Word* R, const Word* C, const Inst* code,
                 uint32_t to) -> const Inst* {
    const Block& b = blocks[to];
    if (!b.phis.empty()) {
      const Phi& phi = b.phis[0];
      if (b.phis.size() != 1 || phi.words != 1) return nullptr;
      size_t i = 0, n = b.preds.size();
      while (i < n && b.preds[i] != F->block) ++i;
      if (i == n) return nullptr;
      R[phi.dst] = VAL(phi.values[i]);
    }
    F->block = to;
    return code + b.first;
  };

frame:  // (re)load the view of the innermost frame
  handler = live_ > 1 ? kThreaded : kHandler;
  F = &frames_.back();
  code = code_[F->fn->index].data();
  blocks = F->fn->blocks.data();
  extra = F->fn->extra.data();
  R = &regs_[F->regBase];
  ip = code + F->pc;
  budget = budget_;
  FERRET_NEXT();

poll:
  F->pc = static_cast<uint32_t>(ip - code);
  budget_ = 0;
  pollLimits();
  budget = budget_;
  if (live_ > 1 && preempt(F->fn->insts[in - code])) {
    if (choice_) return exitCode_;
    goto frame;
  }
  goto* handler[static_cast<uint8_t>(in->op)];

slow:
  F->pc = static_cast<uint32_t>(ip - code);
  budget_ = budget;
  if (live_ > 1 && yield(F->fn->insts[in - code])) {
    if (choice_) return exitCode_;
    goto frame;
  }
  if (step(F->fn->insts[in - code], R)) {
    if (frames_.size() <= stopDepth_ || choice_) return exitCode_;
    goto frame;
  }
  ip = code + F->pc;
  budget = budget_;
  FERRET_NEXT();

// C's int, the common width, gets a copy with its shifts and masks
// constant (the VM's pc++ and sp--: a fifth of its host instructions were
// in these handlers).
#define FERRET_BINARY(label, o)                                                                          \
  label:                                                                                                 \
  if (in->c == 32 ? !binary64<Op::o>(in->flags, 32, REG(in->a), REG(in->b), REG(in->dst))               \
                  : !binary64<Op::o>(in->flags, in->c, REG(in->a), REG(in->b), REG(in->dst)))           \
    goto slow;                                                                                           \
  FERRET_NEXT();
  FERRET_BINARY(add, Add) FERRET_BINARY(sub, Sub) FERRET_BINARY(mul, Mul) FERRET_BINARY(udiv, UDiv)
  FERRET_BINARY(sdiv, SDiv) FERRET_BINARY(urem, URem) FERRET_BINARY(srem, SRem) FERRET_BINARY(shl, Shl)
  FERRET_BINARY(lshr, LShr) FERRET_BINARY(ashr, AShr) FERRET_BINARY(and_, And) FERRET_BINARY(or_, Or)
  FERRET_BINARY(xor_, Xor)
#undef FERRET_BINARY

// Comparisons of at most 64 bits, one handler per predicate (WindowOp).
// Pointers into different objects go the general way where that may
// report them or decide: a relational comparison, an equality where a
// freed block's address may have been reused (Executor::compare); else
// their addresses decide (`p == &nil`, an interpreter's test of every
// value).
#define FERRET_ICMP(label, pred, rel)                                             \
  label: {                                                                        \
    const Word& A = REG(in->a);                                                   \
    const Word& B = REG(in->b);                                                   \
    if ((A.u | B.u) || ((rel || addressReuse) && A.p && B.p && A.p != B.p)) goto slow; \
    bool r = icmp(IPred::pred, A.v, B.v, sext(A.v, in->c), sext(B.v, in->c));     \
    PUT(in->dst, r ? 1u : 0u, 0, mem::kNoObj);                                    \
    /* Clang follows most comparisons with the branch on their result: take */   \
    /* it here, counted as its own step (two through a join). */                  \
    if (ip->a == in->dst) {                                                       \
      if (ip->op == static_cast<Op>(kCondBr) && budget > 1) {                     \
        --budget;                                                                 \
        TAKE(ip, r);                                                              \
      } else if (ip->op == static_cast<Op>(kJoinBr) && budget > 2) {              \
        budget -= 2;                                                              \
        REG(ip->extra) = REG(in->dst);                                            \
        GO(r ? ip->b : ip->c, r ? ip->dst : ip->ty);                              \
      }                                                                           \
    }                                                                             \
    FERRET_NEXT();                                                                \
  }
  FERRET_ICMP(icmpEq, EQ, false) FERRET_ICMP(icmpNe, NE, false) FERRET_ICMP(icmpUgt, UGT, true)
  FERRET_ICMP(icmpUge, UGE, true) FERRET_ICMP(icmpUlt, ULT, true) FERRET_ICMP(icmpUle, ULE, true)
  FERRET_ICMP(icmpSgt, SGT, true) FERRET_ICMP(icmpSge, SGE, true) FERRET_ICMP(icmpSlt, SLT, true)
  FERRET_ICMP(icmpSle, SLE, true)
#undef FERRET_ICMP

copy:
  REG(in->dst) = REG(in->a);
  FERRET_NEXT();

// A copy and the add or subtraction on its result (`i++`): two steps, or
// the copy alone.
#define FERRET_COPY_THEN(label, next) \
  label:                              \
  if (budget <= 1) goto copy;         \
  REG(in->dst) = REG(in->a);          \
  --budget;                           \
  ++ip;                               \
  goto next;
  FERRET_COPY_THEN(copyAdd, add) FERRET_COPY_THEN(copySub, sub)
#undef FERRET_COPY_THEN

intMask: {
  const Word& w = REG(in->a);
  PUT(in->dst, w.v & (~0ull >> in->c), w.u & (~0ull >> in->c), w.p);
  FERRET_NEXT();
}

// The bodies of sign extension, a one-index GEP, scalar loads and stores,
// as parts: a handler of one instruction is its part then FERRET_NEXT, and
// a fused handler (WindowOp, kSExtGep and kGep*) runs the parts of two or
// three consecutive instructions, each counted as its own step and each
// after the last with `in` at its own instruction, so a part that goes to
// the general path leaves the same state as a dispatch would have.  The
// GEP's result is handed to the load or store in host registers (pv, pu,
// pp) rather than read back.
#define FERRET_SEXT_PART()                                                   \
  {                                                                          \
    const Word& w = REG(in->a);                                              \
    unsigned from = in->c;                                                   \
    uint64_t v = static_cast<uint64_t>(static_cast<int64_t>(w.v << from) >> from); \
    uint64_t u = static_cast<uint64_t>(static_cast<int64_t>(w.u << from) >> from); \
    PUT(in->dst, v & (~0ull >> in->sub), u & (~0ull >> in->sub), w.p);      \
  }
#define FERRET_GEP_PART()                                                                            \
  uint64_t pv, pu;                                                                                   \
  mem::ObjId pp;                                                                                     \
  {                                                                                                  \
    const Word& idx = REG(in->b);                                                                    \
    const Word& base = REG(in->a);                                                                   \
    int64_t i = static_cast<int64_t>(idx.v << in->c) >> in->c;                                       \
    pv = (base.v + (in->extra | static_cast<uint64_t>(in->nextra) << 32) + static_cast<uint64_t>(i) * in->ty) & \
         ptrMask;                                                                                    \
    pu = idx.u ? ~0ull : base.u;                                                                     \
    pp = base.p;                                                                                     \
    PUT(in->dst, pv, pu, pp);                                                                        \
  }
// The next instruction, without a dispatch: the caller made sure the
// budget allows it.
#define FERRET_STEP_ON() \
  --budget;              \
  ++ip

// The object a defined pointer reaches: its provenance, or for a pointer
// without one the object the last lookup by address found, if that holds
// it (Memory::lastFoundHolding); else the general path looks it up.
#define FERRET_OWNER(PV, PU, PP)                                      \
  if (PU) goto slow;                                                  \
  mem::ObjId id_ = (PP) ? (PP) : mem_.lastFoundHolding(PV);           \
  if (!id_) goto slow
// Scalar loads (WindowOp): a defined pointer to a live object, in bounds.
#define FERRET_LOAD_OBJECT(PV, PU, PP)                     \
  FERRET_OWNER(PV, PU, PP);                                \
  const mem::Object& o = mem_.obj(id_);                    \
  uint64_t n = in->c, off = (PV) - o.base;                 \
  if (off >= o.accessible || n > o.accessible - off) goto slow; \
  const uint8_t* d = o.data() + off;                       \
  uint64_t v, u;                                           \
  std::memcpy(&v, d, 8);                                   \
  std::memcpy(&u, d + o.size, 8)
// A whole word read and masked (Object::kSlack): no branch on the size,
// which alternates in pointer-chasing code.
#define FERRET_LOAD_INT_PART(PV, PU, PP)                   \
  {                                                        \
    FERRET_LOAD_OBJECT(PV, PU, PP);                        \
    uint64_t mask = kByteMask[n];                          \
    v &= mask;                                             \
    u &= mask;                                             \
    if (u && strictUninit) goto slow;                      \
    PUT(in->dst, v, u, mem::kNoObj);                       \
  }
// Pointers of `bytes` bytes, 1 << shift: the mask and the slot are
// arithmetic on constants.  With `gep`, the next instruction, a GEP without
// indices on the loaded pointer, is done here too, counted as its own step.
#define FERRET_LOAD_POINTER_PART(PV, PU, PP, bytes, shift, gep)                    \
  {                                                                                \
    FERRET_LOAD_OBJECT(PV, PU, PP);                                                \
    v &= maskOf(8 * bytes);                                                        \
    u &= maskOf(8 * bytes);                                                        \
    mem::ObjId to = (off & (bytes - 1)) == 0 ? o.slots[off >> shift] : mem::kNoObj; \
    if (u && strictUninit) goto slow;                                              \
    PUT(in->dst, v, u, to);                                                        \
    if (gep && budget > 1) {                                                       \
      FERRET_STEP_ON();                                                            \
      PUT(in->dst, (v + (in->extra | static_cast<uint64_t>(in->nextra) << 32)) & ptrMask, u, to); \
    }                                                                              \
  }
#define FERRET_STORE_PART(PV, PU, PP)                                          \
  {                                                                            \
    FERRET_OWNER(PV, PU, PP);                                                  \
    mem::Object& o = mem_.obj(id_);                                            \
    uint64_t n = in->c, off = (PV) - o.base;                                   \
    if (off >= o.accessible || n > o.accessible - off || o.readOnly) goto slow; \
    mem_.touch(o);                                                             \
    const Word& w = REG(in->a);                                                \
    uint8_t* d = o.data() + off;                                               \
    uint8_t* u = d + o.size;                                                   \
    switch (n) {                                                               \
      case 1: *d = static_cast<uint8_t>(w.v); *u = static_cast<uint8_t>(w.u); break; \
      case 2: std::memcpy(d, &w.v, 2); std::memcpy(u, &w.u, 2); break;         \
      case 4: std::memcpy(d, &w.v, 4); std::memcpy(u, &w.u, 4); break;         \
      case 8: std::memcpy(d, &w.v, 8); std::memcpy(u, &w.u, 8); break;         \
      default: std::memcpy(d, &w.v, n); std::memcpy(u, &w.u, n); break;  /* i24 & co. (bit-field units) */ \
    }                                                                          \
    if (n == ptrBytes) mem_.setPointer(o, off, w.p);                           \
    else if (o.hasPointers) mem_.clearPointers(o, off, n);                     \
  }

signExt:
  FERRET_SEXT_PART();
  FERRET_NEXT();

loadInt: {
  const Word& p = REG(in->a);
  FERRET_LOAD_INT_PART(p.v, p.u, p.p);
  FERRET_NEXT();
}

#define FERRET_LOAD_POINTER(label, bytes, shift, gep)                         \
  label: {                                                                    \
    const Word& p = REG(in->a);                                               \
    FERRET_LOAD_POINTER_PART(p.v, p.u, p.p, bytes, shift, gep);               \
    FERRET_NEXT();                                                            \
  }
  FERRET_LOAD_POINTER(loadPtr4, 4, 2, false) FERRET_LOAD_POINTER(loadPtr8, 8, 3, false)
  FERRET_LOAD_POINTER(loadPtr4Gep, 4, 2, true) FERRET_LOAD_POINTER(loadPtr8Gep, 8, 3, true)
#undef FERRET_LOAD_POINTER

store: {
  const Word& p = REG(in->b);
  FERRET_STORE_PART(p.v, p.u, p.p);
  FERRET_NEXT();
}

gepIndex: {
  FERRET_GEP_PART();
  FERRET_NEXT();
}

sextGep: {
  if (budget <= 1) goto signExt;
  FERRET_SEXT_PART();
  FERRET_STEP_ON();
  FERRET_GEP_PART();
  FERRET_NEXT();
}

// A one-index GEP and the load or store through its result; with `sext`,
// the sign extension of its index before it.
// Without the budget for all of them, the first goes alone.
#define FERRET_GEP_ACCESS(label, sext, ACCESS)       \
  label: {                                           \
    if (budget <= 1u + sext) {                       \
      if (sext) goto signExt;                        \
      goto gepIndex;                                 \
    }                                                \
    if (sext) {                                      \
      FERRET_SEXT_PART();                            \
      FERRET_STEP_ON();                              \
    }                                                \
    FERRET_GEP_PART();                               \
    FERRET_STEP_ON();                                \
    ACCESS;                                          \
    FERRET_NEXT();                                   \
  }
  FERRET_GEP_ACCESS(gepLoadInt, 0, FERRET_LOAD_INT_PART(pv, pu, pp))
  FERRET_GEP_ACCESS(gepLoadPtr4, 0, FERRET_LOAD_POINTER_PART(pv, pu, pp, 4, 2, false))
  FERRET_GEP_ACCESS(gepLoadPtr8, 0, FERRET_LOAD_POINTER_PART(pv, pu, pp, 8, 3, false))
  FERRET_GEP_ACCESS(gepStore, 0, FERRET_STORE_PART(pv, pu, pp))
  FERRET_GEP_ACCESS(sextGepLoadInt, 1, FERRET_LOAD_INT_PART(pv, pu, pp))
  FERRET_GEP_ACCESS(sextGepLoadPtr4, 1, FERRET_LOAD_POINTER_PART(pv, pu, pp, 4, 2, false))
  FERRET_GEP_ACCESS(sextGepLoadPtr8, 1, FERRET_LOAD_POINTER_PART(pv, pu, pp, 8, 3, false))
  FERRET_GEP_ACCESS(sextGepStore, 1, FERRET_STORE_PART(pv, pu, pp))
#undef FERRET_GEP_ACCESS
#undef FERRET_STORE_PART
#undef FERRET_LOAD_POINTER_PART
#undef FERRET_LOAD_INT_PART
#undef FERRET_LOAD_OBJECT
#undef FERRET_OWNER
#undef FERRET_GEP_PART
#undef FERRET_SEXT_PART

gep: {
  Word p = REG(in->a);
  p.v += C[constIndex(in->b)].v;  // the constant part of the offset, always a constant
  const uint32_t* x = extra + in->extra;
  for (uint32_t k = 0; k < in->nextra; k += 3) {
    const Word& idx = VAL(x[k]);
    p.v += static_cast<uint64_t>(sext(idx.v, x[k + 1])) * x[k + 2];
    if (idx.u) p.u = ~0ull;
  }
  p.v &= ptrMask;
  REG(in->dst) = p;
  FERRET_NEXT();
}

gepConst: {
  const Word& p = REG(in->a);
  PUT(in->dst, (p.v + (in->extra | static_cast<uint64_t>(in->nextra) << 32)) & ptrMask, p.u, p.p);
  FERRET_NEXT();
}

intrinsic: {
  const uint32_t* args = extra + in->extra;  // (type, operand) pairs
  Intr id = static_cast<Intr>(in->sub);
  // The scope of a local variable at -O0 (Executor::execIntrinsic's rule):
  // every block that declares one opens and closes it.  While threads run,
  // its end may be a visible operation (Executor::visible).
  if ((id == Intr::LifetimeStart || id == Intr::LifetimeEnd) && live_ == 1) {
    const Word& p = VAL(args[3]);
    if (p.p) {
      mem::Object& o = mem_.obj(p.p);
      if (id == Intr::LifetimeEnd && o.status == mem::Status::Live) mem_.kill(p.p, mem::Status::OutOfScope, in->loc);
      else if (id == Intr::LifetimeStart && o.status == mem::Status::OutOfScope) mem_.revive(p.p);
    }
    FERRET_NEXT();
  }
  // Clang contracts a * b + c into fmuladd: the inner loop of numeric code.
  TypeKind k = prog_.types[in->ty].kind;
  if ((id != Intr::FMulAdd && id != Intr::FMA) || (k != TypeKind::Double && k != TypeKind::Float)) goto slow;
  const Word& x = VAL(args[1]);
  const Word& y = VAL(args[3]);
  const Word& z = VAL(args[5]);
  bool f = k == TypeKind::Float;
  R[in->dst] = doubleToWord(std::fma(wordToDouble(x, f), wordToDouble(y, f), wordToDouble(z, f)), f, x.u || y.u || z.u);
  FERRET_NEXT();
}

// Calls of defined functions and returns go straight to pushFrame and
// popFrame, with pc and budget synced first as for the general path.
call: {
  const Function& fn = prog_.functions[in->a];
  if (!fn.defined || errorFunction_[in->a] || atomicFn_[in->a]) goto slow;  // atomic: a scheduling point
  F->pc = static_cast<uint32_t>(ip - code);
  budget_ = budget;
  pushFrame(fn, R, extra + in->extra, in->nextra / 2, in->dst, in->loc);
  goto frame;
}

// A call of kCallPlain: the window is copied, then each argument word.  A
// call that would overflow the stack goes the general way, which reports it.
callPlain: {
  const Function& fn = prog_.functions[in->a];
  uint64_t stackTop = F->stackTop + frameBytes(fn);
  if (stackTop > limits_.stackBytes) goto slow;
  F->pc = static_cast<uint32_t>(ip - code);
  budget_ = budget;
  uint32_t callerBase = F->regBase;
  Word* callee = newFrame(fn, in->dst, in->loc, stackTop);
  R = &regs_[callerBase];  // the register file may have moved
  const uint32_t* args = extra + in->extra;
  for (size_t i = 0, n = fn.paramWords.size(); i < n; ++i) callee[fn.paramWords[i]] = VAL(args[2 * i + 1]);
  enterBlock(frames_.back(), UINT32_MAX, 0);
  goto frame;
}

// A return of at most one word from a frame without variadic arguments or
// setjmp places to a caller, unwatched, pops the frame here, its stack
// objects ended; the rest go through popFrame.
ret: {
  F->pc = static_cast<uint32_t>(ip - code);
  budget_ = budget;
  if (in->c <= 1 && !F->varargs && !F->jumps && frames_.size() > 1 && !limits_.observer && !limits_.leakOnReturn) {
    Word value = in->c ? VAL(in->a) : Word{};
    uint32_t dst = F->retDst;
    if (F->allocaBase != allocas_.size()) endLocals(*F, in->loc);
    top_ = F->regBase;
    frames_.pop_back();
    if (dst != kNoOperand) regs_[frames_.back().regBase + dst] = value;
  } else if (in->a == kNoOperand) {
    popFrame(nullptr, 0);
  } else {
    popFrame(&VAL(in->a), prog_.types[in->ty].words);
  }
  if (frames_.size() <= stopDepth_) return exitCode_;
  goto frame;
}

// A local variable's object (Executor::allocate, whose checks it makes):
// a stack overflow or an object past --max-object goes the general way,
// which reports it.
allocaLocal: {
  uint64_t size = in->nextra;
  uint64_t aligned = (size + 15) & ~uint64_t{15};
  if (F->stackTop + aligned > limits_.stackBytes || (limits_.maxObject && size > limits_.maxObject)) goto slow;
  F->pc = static_cast<uint32_t>(ip - code);  // allocate may throw (address space exhausted)
  budget_ = budget;
  F->stackTop += aligned;
  mem::ObjId id = mem_.allocateLocal(size, in->c, in->loc);
  mem::Object& o = mem_.obj(id);
  o.tag = in->extra;
  allocas_.push_back(id);
  PUT(in->dst, o.base, 0, id);
  FERRET_NEXT();
}

condBr: {
  const Word& c = REG(in->a);
  if (c.u & 1) goto slow;
  const Inst* to = jump(blocks, F, R, C, code, (c.v & 1) ? in->b : in->c);
  if (!to) goto slow;
  ip = to;
  FERRET_NEXT();
}

// A switch on a defined value (Executor::step's), to a block without phis
// or with one one-word phi, unwatched; an interpreter's dispatch on a tag.
switch_: {
  const Word& c = VAL(in->a);
  uint64_t m = maskOf(prog_.types[in->ty].bits);
  if ((c.u & m) || limits_.observer) goto slow;
  uint32_t target = in->b;
  const uint32_t* x = extra + in->extra;
  for (uint32_t k = 0; k < in->nextra; k += 2)
    if ((C[constIndex(x[k])].v & m) == (c.v & m)) {
      target = x[k + 1];
      break;
    }
  const Inst* to = jump(blocks, F, R, C, code, target);
  if (!to) goto slow;
  ip = to;
  FERRET_NEXT();
}

brPlain:
  GO(in->a, in->extra);
  FERRET_NEXT();

brPhi:
  REG(in->c) = REG(in->b);
  GO(in->a, in->extra);
  FERRET_NEXT();

condBrPlain: {
  const Word& c = REG(in->a);
  if (c.u & 1) goto slow;
  TAKE(in, c.v & 1);
  FERRET_NEXT();
}

// A computed goto, an interpreter's dispatch: the label's block is its
// address's offset in the function's object (lower.cpp), looked up in the
// goto's table; anything unusual (an undefined or foreign address, a
// block it may not go to, a target with phis) goes the general way, which
// reports what is wrong.
goto_: {
  const Word& p = REG(in->a);
  uint64_t b = p.v - (in->c | static_cast<uint64_t>(in->ty) << 32);
  if (p.u || p.p != in->dst || b >= in->nextra) goto slow;
  uint32_t first = gotos[in->extra + b];
  if (first == kNoOperand) goto slow;
  GO(static_cast<uint32_t>(b), first);
  FERRET_NEXT();
}

// `goto *tab[op]` at -O0: a branch to the block holding the computed goto
// on its phi, which takes the phi's value for this edge.  Two steps, or
// the first alone.
brGoto:
  if (budget <= 1) goto brPhi;
  REG(in->c) = REG(in->b);
  GO(in->a, in->extra);
  FERRET_STEP_ON();
  goto goto_;

// The branch and the join's own branch: two steps, or the general path
// takes the first alone.
joinBr: {
  const Word& c = REG(in->a);
  if ((c.u & 1) || budget <= 1) goto slow;
  --budget;
  REG(in->extra) = c;
  GO((c.v & 1) ? in->b : in->c, (c.v & 1) ? in->dst : in->ty);
  FERRET_NEXT();
}
}

#undef FERRET_NEXT
#undef FERRET_STEP_ON
#undef VAL
#undef REG
#undef GO
#undef TAKE
#undef in
#undef PUT

}  // namespace ferret::sem
