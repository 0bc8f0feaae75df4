// Calls (direct, indirect, library models) and the intrinsics Clang emits.
#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;

void Executor::execCall(const Inst& in, Word* R) {
  const Function& caller = *frames_.back().fn;
  const uint32_t* args = caller.extra.data() + in.extra;
  uint32_t nargs = in.nextra / 2;
  const Function* fn = nullptr;
  if (in.op == Op::CallIndirect) {
    const Word& target = val(R, in.a);
    requireDefined(target, "the called function pointer");
    if (target.v == 0 && target.p == mem::kNoObj) fail(ErrorKind::InvalidCall, "call through a null function pointer");
    mem::ObjId id = target.p ? target.p : memory().findByAddress(target.v);
    if (id == mem::kNoObj || mem_.obj(id).kind != mem::Kind::Function || target.v != mem_.obj(id).base)
      fail(ErrorKind::InvalidCall,
           id ? fmt::format("call through a pointer to {}, which is not a function", describe(id))
              : fmt::format("call through address {:#x}, which is not a function", target.v),
           id ? objectNotes(id) : std::vector<Note>{});
    fn = &prog_.functions[mem_.obj(id).tag];
  } else {
    fn = &prog_.functions[in.a];
  }
  if (errorFunction_[fn->index]) fail(ErrorKind::ReachError, fmt::format("{}() is called", fn->name));
  if (fn->defined) {
    pushFrame(*fn, R, args, nargs, in.dst, in.loc);
    return;
  }
  Model m = models_[fn->index];
  if (!m) fail(ErrorKind::Unsupported, fmt::format("call to external function '{}', which Ferret does not model", fn->name));
  Call c{*this, *fn, args, nargs, in.dst, in.ty, in.loc};
  try {
    computeFp([&] { m(c); });
  } catch (const InputPending& p) {
    // The call runs again from its start once the engine has decided; what
    // it stored so far it stores again.
    --frames_.back().pc;
    awaitInput(p.request);
    return;
  } catch (const LongJumpOut& j) {
    // A longjmp out of a callback the model made (a signal handler, a
    // comparator): its frames are ordinary ones, unwound here.
    longJump(j.mark, j.value);
    return;
  }
  if (stdinPos_ || !inputs_.empty()) inputsDone();
}

void Executor::vaStart(const Word& list) {
  const Frame& f = frames_.back();
  if (!f.varargs) fail(ErrorKind::Unsupported, "va_start in a function without variadic arguments");
  Word area = pointerTo(f.varargs);
  uint64_t off;
  if (prog_.ptrBytes == 4) {
    mem::Object& o = access(list, 4, true, off, "va_start");
    storeScalar(o, off, prog_.types[intType(32)], &area);
    mem_.setPointer(o, off, area.p);
    return;
  }
  // x86-64 va_list: {gp_offset, fp_offset, overflow_arg_area, reg_save_area}.
  // Register areas are marked exhausted so every va_arg reads the overflow
  // area, where the arguments were laid out at the call.
  mem::Object& o = access(list, 24, true, off, "va_start");
  uint32_t gp = 48, fp = 304;
  Word w{gp, 0, mem::kNoObj};
  storeScalar(o, off, prog_.types[intType(32)], &w);
  w.v = fp;
  storeScalar(o, off + 4, prog_.types[intType(32)], &w);
  storeScalar(o, off + 8, prog_.types[intType(64)], &area);
  mem_.setPointer(o, off + 8, area.p);
  storeScalar(o, off + 16, prog_.types[intType(64)], &area);
  mem_.setPointer(o, off + 16, area.p);
}

namespace {

// In the operands' own precision, by the host's libm, as the compiled
// program computes it (sinf for a float, sinl for a long double).
template <class T>
T floatIntrinsicIn(Intr id, T x, T y, T z) {
  switch (id) {
    case Intr::Fabs: return std::fabs(x);
    case Intr::Floor: return std::floor(x);
    case Intr::Ceil: return std::ceil(x);
    case Intr::Trunc: return std::trunc(x);
    case Intr::Round: return std::round(x);
    case Intr::Rint: return std::rint(x);
    case Intr::Sqrt: return std::sqrt(x);
    case Intr::Exp: return std::exp(x);
    case Intr::Log: return std::log(x);
    case Intr::Sin: return std::sin(x);
    case Intr::Cos: return std::cos(x);
    case Intr::Copysign: return std::copysign(x, y);
    case Intr::Pow: return std::pow(x, y);
    case Intr::MinNum: return std::fmin(x, y);
    case Intr::MaxNum: return std::fmax(x, y);
    default: return std::fma(x, y, z);  // FMA, FMulAdd
  }
}

long double floatIntrinsic(Intr id, TypeKind k, const long double* x) {
  if (k == TypeKind::Float)
    return floatIntrinsicIn<float>(id, static_cast<float>(x[0]), static_cast<float>(x[1]), static_cast<float>(x[2]));
  if (k == TypeKind::Double)
    return floatIntrinsicIn<double>(id, static_cast<double>(x[0]), static_cast<double>(x[1]), static_cast<double>(x[2]));
  return floatIntrinsicIn<long double>(id, x[0], x[1], x[2]);
}

}  // namespace

void Executor::execIntrinsic(const Inst& in, Word* R) {
  const Function& caller = *frames_.back().fn;
  const uint32_t* args = caller.extra.data() + in.extra;
  auto arg = [&](unsigned i) -> const Word& { return val(R, args[2 * i + 1]); };
  auto argTy = [&](unsigned i) -> const Type& { return prog_.types[args[2 * i]]; };
  const Type& rt = prog_.types[in.ty];
  auto out = [&](uint64_t v, uint64_t u = 0) {
    unsigned bits = rt.kind == TypeKind::Int ? rt.bits : 64;
    R[in.dst] = Word{v & maskOf(bits), u & maskOf(bits), mem::kNoObj};
  };
  // Aggregate result {value, overflow bit} of the *.with.overflow family.
  auto outPair = [&](uint64_t v, bool ovf, bool undef, unsigned bits) {
    R[in.dst] = Word{v & maskOf(bits), undef ? maskOf(bits) : 0, mem::kNoObj};
    R[in.dst + 1] = Word{ovf ? 1u : 0u, undef ? 1u : 0u, mem::kNoObj};
  };
  switch (static_cast<Intr>(in.sub)) {
    case Intr::Memcpy:
    case Intr::Memmove: {
      requireDefined(arg(2), "the length of a memory copy");
      uint64_t n = arg(2).v;
      bool isCpy = static_cast<Intr>(in.sub) == Intr::Memcpy;
      // Struct assignment may copy an object onto itself; only a partial
      // overlap is an error for the intrinsic.
      if (isCpy && arg(0).v == arg(1).v) {
        uint64_t off;
        access(arg(0), n, true, off, "memcpy");
        return;
      }
      copyMemory(arg(0), arg(1), n, isCpy, isCpy ? "memcpy" : "memmove");
      return;
    }
    case Intr::Memset: {
      requireDefined(arg(2), "the length of memset");
      uint64_t off;
      mem::Object& o = access(arg(0), arg(2).v, true, off, "memset");
      mem_.fill(o, off, static_cast<uint8_t>(arg(1).v), arg(2).v);
      if (arg(1).u) std::memset(o.undef() + off, 0xff, arg(2).v);
      return;
    }
    case Intr::LifetimeStart:
    case Intr::LifetimeEnd: {
      const Word& p = arg(1);
      if (!p.p) return;
      mem::Object& o = mem_.obj(p.p);
      if (static_cast<Intr>(in.sub) == Intr::LifetimeEnd) {
        if (o.status == mem::Status::Live) {
          mem_.kill(p.p, mem::Status::OutOfScope, in.loc);
        }
      } else if (o.status == mem::Status::OutOfScope) {
        mem_.revive(p.p);
      }
      return;
    }
    case Intr::Expect:
      R[in.dst] = arg(0);
      return;
    case Intr::Bswap: {
      unsigned bytes = rt.bits / 8;
      uint64_t v = 0, u = 0;
      for (unsigned k = 0; k < bytes; ++k) {
        v |= ((arg(0).v >> (8 * k)) & 0xff) << (8 * (bytes - 1 - k));
        u |= ((arg(0).u >> (8 * k)) & 0xff) << (8 * (bytes - 1 - k));
      }
      out(v, u);
      return;
    }
    case Intr::Bitreverse: {
      uint64_t v = 0;
      for (unsigned k = 0; k < rt.bits; ++k)
        if (arg(0).v >> k & 1) v |= 1ull << (rt.bits - 1 - k);
      out(v, arg(0).u ? ~0ull : 0);
      return;
    }
    case Intr::Ctpop:
      out(__builtin_popcountll(arg(0).v), arg(0).u ? ~0ull : 0);
      return;
    case Intr::Ctlz:
    case Intr::Cttz: {
      uint64_t v = arg(0).v & maskOf(rt.bits);
      uint64_t r;
      if (v == 0) r = rt.bits;
      else if (static_cast<Intr>(in.sub) == Intr::Ctlz) r = __builtin_clzll(v) - (64 - rt.bits);
      else r = __builtin_ctzll(v);
      out(r, arg(0).u ? ~0ull : 0);
      return;
    }
    case Intr::Abs: {
      int64_t s = sext(arg(0).v, rt.bits);
      if ((arg(1).v & 1) && s == sext(1ull << (rt.bits - 1), rt.bits))
        fail(ErrorKind::SignedOverflow, "abs of the most negative value overflows");
      out(static_cast<uint64_t>(s < 0 ? -s : s), arg(0).u ? ~0ull : 0);
      return;
    }
    case Intr::SMin: case Intr::SMax: case Intr::UMin: case Intr::UMax: {
      int64_t sa = sext(arg(0).v, rt.bits), sb = sext(arg(1).v, rt.bits);
      uint64_t a = arg(0).v, b = arg(1).v, r = 0;
      switch (static_cast<Intr>(in.sub)) {
        case Intr::SMin: r = sa < sb ? a : b; break;
        case Intr::SMax: r = sa > sb ? a : b; break;
        case Intr::UMin: r = a < b ? a : b; break;
        default: r = a > b ? a : b; break;
      }
      out(r, (arg(0).u | arg(1).u) ? ~0ull : 0);
      return;
    }
    case Intr::SAddO: case Intr::UAddO: case Intr::SSubO: case Intr::USubO: case Intr::SMulO: case Intr::UMulO: {
      unsigned bits = argTy(0).bits;
      if (bits > 64) fail(ErrorKind::Unsupported, "128-bit overflow intrinsics");
      bool undef = arg(0).u || arg(1).u;
      __int128 a, b;
      bool sgn = in.sub == static_cast<uint8_t>(Intr::SAddO) || in.sub == static_cast<uint8_t>(Intr::SSubO) ||
                 in.sub == static_cast<uint8_t>(Intr::SMulO);
      if (sgn) {
        a = sext(arg(0).v, bits);
        b = sext(arg(1).v, bits);
      } else {
        a = arg(0).v & maskOf(bits);
        b = arg(1).v & maskOf(bits);
      }
      __int128 r;
      switch (static_cast<Intr>(in.sub)) {
        case Intr::SAddO: case Intr::UAddO: r = a + b; break;
        case Intr::SSubO: case Intr::USubO: r = a - b; break;
        default: r = a * b; break;
      }
      bool ovf;
      if (sgn) ovf = r != static_cast<__int128>(sext(static_cast<uint64_t>(r), bits));
      else ovf = r < 0 || static_cast<unsigned __int128>(r) > maskOf(bits);
      outPair(static_cast<uint64_t>(r), ovf, undef, bits);
      return;
    }
    case Intr::SAddSat: case Intr::UAddSat: case Intr::SSubSat: case Intr::USubSat: {
      unsigned bits = rt.bits;
      bool sgn = in.sub == static_cast<uint8_t>(Intr::SAddSat) || in.sub == static_cast<uint8_t>(Intr::SSubSat);
      bool add = in.sub == static_cast<uint8_t>(Intr::SAddSat) || in.sub == static_cast<uint8_t>(Intr::UAddSat);
      __int128 a = sgn ? sext(arg(0).v, bits) : (arg(0).v & maskOf(bits));
      __int128 b = sgn ? sext(arg(1).v, bits) : (arg(1).v & maskOf(bits));
      __int128 r = add ? a + b : a - b;
      __int128 lo = sgn ? -(__int128(1) << (bits - 1)) : 0;
      __int128 hi = sgn ? (__int128(1) << (bits - 1)) - 1 : __int128(maskOf(bits));
      r = r < lo ? lo : r > hi ? hi : r;
      out(static_cast<uint64_t>(r), (arg(0).u | arg(1).u) ? ~0ull : 0);
      return;
    }
    case Intr::Fshl: case Intr::Fshr: {
      unsigned bits = rt.bits;
      uint64_t a = arg(0).v, b = arg(1).v, s = arg(2).v % bits;
      uint64_t r;
      if (s == 0) r = static_cast<Intr>(in.sub) == Intr::Fshl ? a : b;
      else if (static_cast<Intr>(in.sub) == Intr::Fshl) r = (a << s) | ((b & maskOf(bits)) >> (bits - s));
      else r = (a << (bits - s)) | ((b & maskOf(bits)) >> s);
      out(r, (arg(0).u | arg(1).u | arg(2).u) ? ~0ull : 0);
      return;
    }
    case Intr::VaStart:
      vaStart(arg(0));
      return;
    case Intr::VaEnd:
      return;
    case Intr::VaCopy: {
      uint64_t n = prog_.ptrBytes == 4 ? 4 : 24;
      copyMemory(arg(0), arg(1), n, false, "va_copy");
      return;
    }
    case Intr::StackSave:
      R[in.dst] = Word{allocas_.size(), 0, mem::kNoObj};
      return;
    case Intr::StackRestore: {
      // Variable-length arrays allocated since the save point end here.
      uint64_t mark = arg(0).v;
      while (allocas_.size() > mark && allocas_.size() > frames_.back().allocaBase) {
        mem::ObjId id = allocas_.back();
        shrinkStack(mem_.obj(id).size);
        if (mem_.obj(id).status == mem::Status::Live) mem_.kill(id, mem::Status::OutOfScope, in.loc);
        allocas_.pop_back();
      }
      return;
    }
    case Intr::Trap:
      fail(ErrorKind::AssertionFailure, "__builtin_trap() reached");
    case Intr::Fabs: case Intr::Floor: case Intr::Ceil: case Intr::Trunc: case Intr::Round: case Intr::Rint:
    case Intr::Sqrt: case Intr::Exp: case Intr::Log: case Intr::Sin: case Intr::Cos:
    case Intr::Copysign: case Intr::Pow: case Intr::MinNum: case Intr::MaxNum:
    case Intr::FMA: case Intr::FMulAdd: {
      unsigned n = in.nextra / 2;
      long double x[3] = {};
      uint64_t undef = 0;
      for (unsigned k = 0; k < n && k < 3; ++k) {
        x[k] = readFloat(&arg(k), rt.kind);
        undef |= arg(k).u;
      }
      computeFp([&] { writeFloat(&R[in.dst], rt.kind, floatIntrinsic(static_cast<Intr>(in.sub), rt.kind, x), undef); });
      return;
    }
    case Intr::IsConstant:
      out(0);
      return;
    case Intr::ObjectSize:
      // "Unknown": -1 when asked for the maximum, 0 for the minimum.
      out((arg(1).v & 1) ? 0 : ~0ull);
      return;
    case Intr::Nop:
      return;
    case Intr::AtomicRMW:
    case Intr::CmpXchg: {
      const Type& vt = argTy(1);
      uint64_t off;
      mem::Object& o = access(arg(0), vt.size, true, off, static_cast<Intr>(in.sub) == Intr::CmpXchg ? "cmpxchg" : "atomicrmw");
      Word old = loadScalar(o, off, vt);
      Word nw = arg(1);
      unsigned bits = vt.kind == TypeKind::Int ? vt.bits : 8 * prog_.ptrBytes;
      uint64_t m = maskOf(bits);
      if (static_cast<Intr>(in.sub) == Intr::CmpXchg) {
        const Word& expected = arg(1);
        bool eq = ((old.v ^ expected.v) & m) == 0;
        if ((old.u | expected.u) & m) requireDefined(old.u ? old : expected, "the comparison of a cmpxchg");
        if (eq) storeScalar(o, off, vt, &arg(2));
        R[in.dst] = old;
        R[in.dst + 1] = Word{eq ? 1u : 0u, 0, mem::kNoObj};
        return;
      }
      int64_t so = sext(old.v, bits), sn = sext(nw.v, bits);
      switch (static_cast<AtomicOp>(in.c)) {
        case AtomicOp::Xchg: break;
        case AtomicOp::Add: nw = Word{(old.v + nw.v) & m, (old.u | nw.u) ? m : 0, mem::kNoObj}; break;
        case AtomicOp::Sub: nw = Word{(old.v - nw.v) & m, (old.u | nw.u) ? m : 0, mem::kNoObj}; break;
        case AtomicOp::And: nw = Word{old.v & nw.v, old.u | nw.u, mem::kNoObj}; break;
        case AtomicOp::Nand: nw = Word{~(old.v & nw.v) & m, old.u | nw.u, mem::kNoObj}; break;
        case AtomicOp::Or: nw = Word{old.v | nw.v, old.u | nw.u, mem::kNoObj}; break;
        case AtomicOp::Xor: nw = Word{old.v ^ nw.v, old.u | nw.u, mem::kNoObj}; break;
        case AtomicOp::Max: if (so > sn) nw = old; break;
        case AtomicOp::Min: if (so < sn) nw = old; break;
        case AtomicOp::UMax: if ((old.v & m) > (nw.v & m)) nw = old; break;
        case AtomicOp::UMin: if ((old.v & m) < (nw.v & m)) nw = old; break;
      }
      storeScalar(o, off, vt, &nw);
      R[in.dst] = old;
      return;
    }
  }
}

}  // namespace ferret::sem
