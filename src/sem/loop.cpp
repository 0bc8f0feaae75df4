// The dispatch loop.  The common cases of the common instructions run
// inline here, with the program counter and the step budget in locals;
// everything else, and every case that might report an error, goes to
// Executor::step with both written back first, so diagnostics, limits and
// the explorer's snapshots see the same state as if every instruction had
// gone the general way.
#include <cstring>

#include "sem/arith_fast.hpp"
#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;

int Executor::loop() {
  const Word* const C = consts_.data();
  const uint64_t ptrMask = maskOf(8 * prog_.ptrBytes);
  const unsigned ptrBytes = prog_.ptrBytes;
  const bool strictUninit = limits_.strictUninit;
  for (;;) {
    Frame* const F = &frames_.back();
    const Function& fn = *F->fn;
    const Inst* const code = fn.insts.data();
    const Block* const blocks = fn.blocks.data();
    const uint32_t* const extra = fn.extra.data();
    Word* const R = &regs_[F->regBase];
    const Inst* ip = code + F->pc;
    uint64_t budget = budget_;
    auto val = [&](Operand o) -> const Word& { return isConst(o) ? C[constIndex(o)] : R[o]; };
    // A branch.  Of blocks with phis only those with one one-word phi (the
    // join of && and ||) are entered here; the rest take the general path.
    auto jump = [&](uint32_t to) {
      const Block& b = blocks[to];
      if (!b.phis.empty()) {
        const Phi& phi = b.phis[0];
        if (b.phis.size() != 1 || phi.words != 1) return false;
        size_t i = 0, n = b.preds.size();
        while (i < n && b.preds[i] != F->block) ++i;
        if (i == n) return false;
        R[phi.dst] = val(phi.values[i]);
      }
      F->block = to;
      ip = code + b.first;
      return true;
    };
    for (;;) {
      const Inst& in = *ip++;
      if (--budget == 0) {
        F->pc = static_cast<uint32_t>(ip - code);
        budget_ = 0;
        pollLimits();
        budget = budget_;
      }
      switch (in.op) {
#define FERRET_BINARY(o)                                                                                  \
  case Op::o:                                                                                             \
    if (in.c <= 64 && !(in.flags & kPtrDiff) && binary64<Op::o>(in.flags, in.c, val(in.a), val(in.b), R[in.dst])) \
      continue;                                                                                           \
    break;
        FERRET_BINARY(Add) FERRET_BINARY(Sub) FERRET_BINARY(Mul) FERRET_BINARY(UDiv) FERRET_BINARY(SDiv)
        FERRET_BINARY(URem) FERRET_BINARY(SRem) FERRET_BINARY(Shl) FERRET_BINARY(LShr) FERRET_BINARY(AShr)
        FERRET_BINARY(And) FERRET_BINARY(Or) FERRET_BINARY(Xor)
#undef FERRET_BINARY
        case Op::ICmp: {
          const Word& A = val(in.a);
          const Word& B = val(in.b);
          if (in.c > 64 || (A.u | B.u) || (A.p && B.p && A.p != B.p)) break;
          bool r = icmp(static_cast<IPred>(in.sub), A.v, B.v, sext(A.v, in.c), sext(B.v, in.c));
          R[in.dst] = Word{r ? 1u : 0u, 0, mem::kNoObj};
          // Clang follows most comparisons with the branch on their result:
          // take it here, counted as its own step.
          if (ip->op == Op::CondBr && ip->a == in.dst && budget > 1 && jump(r ? ip->b : ip->c)) --budget;
          continue;
        }
        case Op::Copy:
          if (!(in.flags & kScalar)) break;
          R[in.dst] = val(in.a);
          continue;
        case Op::Trunc: case Op::ZExt: case Op::SExt: {
          unsigned from = scalarBits_[in.c], to = scalarBits_[in.ty];
          if (!from || !to) break;
          const Word& w = val(in.a);
          uint64_t v = w.v, u = w.u;
          if (in.op == Op::SExt) {
            v = static_cast<uint64_t>(sext(v, from));
            u = static_cast<uint64_t>(sext(u, from));
          }
          R[in.dst] = Word{v & maskOf(to), u & maskOf(to), w.p};
          continue;
        }
        case Op::Load: {
          // A defined pointer with provenance to a live object, in bounds.
          if (!(in.flags & kScalar)) break;
          const Word& p = val(in.a);
          if (p.u || !p.p) break;
          const mem::Object& o = mem_.obj(p.p);
          uint64_t n = in.c, off = p.v - o.base;
          if (o.status != mem::Status::Live || off >= o.size || n > o.size - off || o.kind == mem::Kind::Function)
            break;
          Word w;
          const uint8_t* d = o.data() + off;
          const uint8_t* u = d + o.size;
          switch (n) {
            case 1: w.v = *d; w.u = *u; break;
            case 2: std::memcpy(&w.v, d, 2); std::memcpy(&w.u, u, 2); break;
            case 4: std::memcpy(&w.v, d, 4); std::memcpy(&w.u, u, 4); break;
            default: std::memcpy(&w.v, d, 8); std::memcpy(&w.u, u, 8); break;
          }
          // ptrBytes is 4 or 8: the slot arithmetic needs no division.
          if (n == ptrBytes && !o.ptrs.empty() && (off & (n - 1)) == 0) w.p = o.ptrs[off >> (n == 8 ? 3 : 2)];
          if (w.u && strictUninit) break;
          R[in.dst] = w;
          continue;
        }
        case Op::Store: {
          if (!(in.flags & kScalar)) break;
          const Word& p = val(in.b);
          if (p.u || !p.p) break;
          mem::Object& o = mem_.obj(p.p);
          uint64_t n = in.c, off = p.v - o.base;
          if (o.status != mem::Status::Live || off >= o.size || n > o.size - off || o.readOnly) break;
          mem_.touch(o);
          const Word& w = val(in.a);
          uint8_t* d = o.data() + off;
          uint8_t* u = d + o.size;
          switch (n) {
            case 1: *d = static_cast<uint8_t>(w.v); *u = static_cast<uint8_t>(w.u); break;
            case 2: std::memcpy(d, &w.v, 2); std::memcpy(u, &w.u, 2); break;
            case 4: std::memcpy(d, &w.v, 4); std::memcpy(u, &w.u, 4); break;
            default: std::memcpy(d, &w.v, 8); std::memcpy(u, &w.u, 8); break;
          }
          if (w.p && n == ptrBytes) mem_.setPointer(o, off, w.p);
          else if (!o.ptrs.empty()) mem_.clearPointers(o, off, n);
          continue;
        }
        case Op::Gep: {
          Word p = val(in.a);
          p.v += val(in.b).v;
          const uint32_t* x = extra + in.extra;
          for (uint32_t k = 0; k < in.nextra; k += 3) {
            const Word& idx = val(x[k]);
            p.v += static_cast<uint64_t>(sext(idx.v, x[k + 1])) * x[k + 2];
            if (idx.u) p.u = ~0ull;
          }
          p.v &= ptrMask;
          R[in.dst] = p;
          continue;
        }
        case Op::Br:
          if (jump(in.a)) continue;
          break;
        case Op::CondBr: {
          const Word& c = val(in.a);
          if (!(c.u & 1) && jump((c.v & 1) ? in.b : in.c)) continue;
          break;
        }
        default:
          break;
      }
      F->pc = static_cast<uint32_t>(ip - code);
      budget_ = budget;
      if (step(in, R)) {
        if (frames_.size() <= stopDepth_) return exitCode_;
        break;
      }
      ip = code + F->pc;
      budget = budget_;
    }
  }
}

}  // namespace ferret::sem
