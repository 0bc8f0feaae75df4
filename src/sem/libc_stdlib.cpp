// <stdlib.h>: allocation, conversions, sorting with the program's
// comparators, the end of the process, and environment variables.  rand
// and srand are with the environment's other inputs (library.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

#include "sem/libc.hpp"

namespace ferret::sem {

using namespace ferret::ir;

// A new block of n bytes holding what fits of `old`'s, which is freed
// (checked as free() checks it).  Always a new object, so stale pointers
// to the old block are caught.
Word reallocate(Call& c, const Word& old, uint64_t n, const char* fn) {
  mem::ObjId id = c.ex.allocHeap(n, false, fn);
  if (old.v != 0 || old.p != mem::kNoObj) {
    mem::ObjId oid = old.p ? old.p : c.ex.memory().findByAddress(old.v);
    if (oid != mem::kNoObj && c.ex.memory().obj(oid).kind == mem::Kind::Heap &&
        c.ex.memory().obj(oid).status == mem::Status::Live && old.v == c.ex.memory().obj(oid).base) {
      uint64_t keep = std::min(n, c.ex.memory().obj(oid).size);
      c.ex.memory().copy(c.ex.memory().obj(id), 0, c.ex.memory().obj(oid), 0, keep);
    }
    c.ex.freeHeap(old, fn);
  }
  return c.ex.pointerTo(id);
}

namespace {

// ---- allocation ----

void m_malloc(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.allocHeap(intArg(c, 0, "malloc"), false, "malloc"))); }
// n elements of `size` bytes, or nothing (errno ENOMEM) when the product
// overflows size_t: calloc and reallocarray then return NULL.
std::optional<uint64_t> arrayBytes(Call& c, uint64_t n, uint64_t size) {
  auto total = sem::arrayBytes(n, size, 8 * c.ex.program().ptrBytes);
  if (!total) c.ex.setErrno(ENOMEM);
  return total;
}

void m_calloc(Call& c) {
  auto total = arrayBytes(c, intArg(c, 0, "calloc"), intArg(c, 1, "calloc"));
  if (!total) return setRetNull(c);
  setRetPtr(c, c.ex.pointerTo(c.ex.allocHeap(*total, true, "calloc")));
}
void m_alloca(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.allocStack(intArg(c, 0, "alloca")))); }
// The aligned allocators: the block's address is a multiple of the
// alignment, as a program may test.  glibc rounds memalign's and
// aligned_alloc's alignment up to a power of two; posix_memalign refuses
// one that is not (EINVAL, its result, with *memptr untouched).
bool powerOfTwo(uint64_t a) { return a && !(a & (a - 1)); }
Word alignedBlock(Call& c, uint64_t align, uint64_t size) {
  while (!powerOfTwo(align)) align = (align | (align - 1)) + 1;
  if (align > (1ull << 40)) {
    c.ex.setErrno(ENOMEM);
    return Word{};
  }
  return c.ex.pointerTo(c.ex.allocHeap(size, false, fnName(c), align));
}
void m_aligned_alloc(Call& c) {
  uint64_t align = intArg(c, 0, fnName(c));
  setRetPtr(c, alignedBlock(c, align ? align : 1, intArg(c, 1, fnName(c))));
}
void m_valloc(Call& c) { setRetPtr(c, alignedBlock(c, 4096, intArg(c, 0, fnName(c)))); }
void m_posix_memalign(Call& c) {
  const Word& out = argDefined(c, 0, "posix_memalign");
  uint64_t align = intArg(c, 1, "posix_memalign"), size = intArg(c, 2, "posix_memalign");
  if (!powerOfTwo(align) || align % c.ex.program().ptrBytes) return setRet(c, EINVAL);
  Word block = alignedBlock(c, align, size);
  if (isNull(block)) return setRet(c, ENOMEM);
  c.ex.storePointer(out, block, "posix_memalign");
  setRet(c, 0);
}
void m_free(Call& c) { c.ex.freeHeap(c.arg(0), "free"); }
void m_realloc(Call& c) {
  setRetPtr(c, reallocate(c, argDefined(c, 0, "realloc"), intArg(c, 1, "realloc"), "realloc"));
}
// reallocarray(p, n, size): realloc of n * size bytes, or NULL with
// ENOMEM (p untouched) when the product overflows.
void m_reallocarray(Call& c) {
  auto total = arrayBytes(c, intArg(c, 1, "reallocarray"), intArg(c, 2, "reallocarray"));
  if (!total) return setRetNull(c);
  setRetPtr(c, reallocate(c, argDefined(c, 0, "reallocarray"), *total, "reallocarray"));
}

// ---- conversions ----

// The strto* end pointer: where parsing stopped, unless the caller passed null.
void storeEnd(Call& c, const Word& str, int64_t parsed, const char* fn) {
  const Word& endp = argDefined(c, 1, fn);
  if (endp.v != 0 || endp.p) c.ex.storePointer(endp, offsetPtr(str, static_cast<uint64_t>(parsed)), fn);
}

// The text a number conversion reads: leading white space, then the run
// of bytes any number form may hold (digits, letters for bases, exponents,
// "inf" and "nan(...)", signs, points), then the byte that ends it, read
// one by one as the C library reads them (letters right after a number,
// as in "7x", are read on although a base-10 parse stops at them).
// Reading the whole rest of the string instead made a parser that converts
// numbers inside a large buffer quadratic.
std::string numberText(Call& c, const Word& p, const char* fn) {
  std::string s;
  bool leading = true;
  for (uint64_t k = 0;; ++k) {
    std::string b = c.ex.readString(offsetPtr(p, k), fn, 1);
    if (b.empty()) return s;
    auto ch = static_cast<unsigned char>(b[0]);
    leading = leading && std::isspace(ch);
    if (!leading && !std::isalnum(ch) && !std::strchr("+-.()_", ch)) return s;
    s += b[0];
  }
}

void strtoImpl(Call& c, const char* fn, bool isSigned, bool hasEnd, int base) {
  const Word& p = argDefined(c, 0, fn);
  std::string s = numberText(c, p, fn);
  if (hasEnd) base = static_cast<int>(sintArg(c, 2, fn));
  char* end = nullptr;
  uint64_t v;
  errno = 0;
  if (isSigned) v = static_cast<uint64_t>(std::strtoll(s.c_str(), &end, base));
  else v = std::strtoull(s.c_str(), &end, base);
  int err = errno;
  unsigned bits = retBits(c);
  // Clamp to the target's long when it is narrower than the host's.
  if (isSigned && bits < 64) {
    int64_t sv = static_cast<int64_t>(v), lo = -(int64_t(1) << (bits - 1)), hi = (int64_t(1) << (bits - 1)) - 1;
    if (hasEnd && (sv < lo || sv > hi)) {
      v = static_cast<uint64_t>(std::clamp(sv, lo, hi));
      err = ERANGE;
    }
  } else if (!isSigned && bits < 64 && v > maskOf(bits) && static_cast<int64_t>(v) > 0) {
    v = maskOf(bits);
    err = ERANGE;
  }
  if (hasEnd) storeEnd(c, p, end - s.c_str(), fn);
  // Range and base errors go to errno, which programs test; glibc's atoi
  // and atol are strtol calls, so they set it too.
  if (err) c.ex.setErrno(err);
  setRet(c, v);
}
void m_atoi(Call& c) { strtoImpl(c, "atoi", true, false, 10); }
void m_atol(Call& c) { strtoImpl(c, "atol", true, false, 10); }
void m_strtol(Call& c) { strtoImpl(c, "strtol", true, true, 0); }
void m_strtoul(Call& c) { strtoImpl(c, "strtoul", false, true, 0); }
// strtof, strtod, strtold and atof, each in its own precision.
void m_strtod(Call& c) {
  const char* fn = fnName(c);
  const Word& p = argDefined(c, 0, fn);
  std::string s = numberText(c, p, fn);
  char* end = nullptr;
  TypeKind k = c.ex.program().type(c.retType).kind;
  errno = 0;
  long double d = k == TypeKind::Float ? std::strtof(s.c_str(), &end)
                  : k == TypeKind::Double ? std::strtod(s.c_str(), &end)
                                          : std::strtold(s.c_str(), &end);
  int err = errno;
  if (c.nargs > 1) storeEnd(c, p, end - s.c_str(), fn);
  if (err) c.ex.setErrno(err);  // glibc's atof is a strtod call
  if (c.dst != kNoOperand) writeFloat(&c.ret(), k, d, 0);
}
// div, ldiv, lldiv: {quot, rem}, returned as the ABI returns the struct:
// two registers' words, or both ints packed in one (div_t on x86-64), or
// through a hidden pointer (i386).
void m_div(Call& c) {
  const Type& rt = c.ex.program().type(c.retType);
  bool sret = rt.kind == TypeKind::Void;
  unsigned first = sret ? 1 : 0;
  const Type& at = c.ex.program().type(c.argType(first));
  int64_t a = sintArg(c, first, fnName(c)), b = sintArg(c, first + 1, fnName(c));
  if (b == 0) c.ex.fail(ErrorKind::DivisionByZero, fmt::format("{} by zero", fnName(c)));
  if (b == -1 && a == sext(1ull << (at.bits - 1), at.bits))
    c.ex.fail(ErrorKind::SignedOverflow, fmt::format("{} of the most negative value by -1 overflows", fnName(c)));
  int64_t q = a / b, r = a % b;
  uint64_t m = maskOf(at.bits);
  if (sret) {
    std::string bytes(2 * at.size, '\0');
    std::memcpy(bytes.data(), &q, at.size);
    std::memcpy(bytes.data() + at.size, &r, at.size);
    return c.ex.writeBytes(argDefined(c, 0, fnName(c)), bytes, fnName(c));
  }
  if (c.dst == kNoOperand) return;
  if (rt.words == 2) {
    (&c.ret())[0] = Word{static_cast<uint64_t>(q) & m, 0, mem::kNoObj};
    (&c.ret())[1] = Word{static_cast<uint64_t>(r) & m, 0, mem::kNoObj};
  } else {
    c.ret() = Word{(static_cast<uint64_t>(q) & m) | (static_cast<uint64_t>(r) & m) << at.bits, 0, mem::kNoObj};
  }
}
void m_abs(Call& c) {
  int64_t v = sintArg(c, 0, "abs");
  unsigned bits = retBits(c);
  if (v == sext(1ull << (bits - 1), bits)) c.ex.fail(ErrorKind::SignedOverflow, "abs of the most negative value overflows");
  setRet(c, static_cast<uint64_t>(v < 0 ? -v : v));
}

// ---- sorting with callbacks ----

}  // namespace

void sortArray(Call& c, const Word& base, uint64_t n, uint64_t sz, const Word& cmp, const Word* extra, const char* fn) {
  uint64_t off;
  if (n == 0) return;
  c.ex.access(base, n * sz, true, off, fn);
  std::vector<uint64_t> idx(n);
  for (uint64_t i = 0; i < n; ++i) idx[i] = i;
  // Merge sort on indices: the comparator sees the elements where they are,
  // and an inconsistent comparator cannot break the sort.
  std::vector<uint64_t> tmp(n);
  for (uint64_t width = 1; width < n; width *= 2) {
    for (uint64_t lo = 0; lo < n; lo += 2 * width) {
      uint64_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n), i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        Word a = offsetPtr(base, idx[i] * sz), b = offsetPtr(base, idx[j] * sz);
        Word r = extra ? c.ex.callFunction(cmp, {a, b, *extra}, c.loc) : c.ex.callFunction(cmp, {a, b}, c.loc);
        c.ex.requireDefined(r, fmt::format("the result of the {} comparator", fn).c_str());
        tmp[k++] = static_cast<int32_t>(r.v) <= 0 ? idx[i++] : idx[j++];
      }
      while (i < mid) tmp[k++] = idx[i++];
      while (j < hi) tmp[k++] = idx[j++];
    }
    idx.swap(tmp);
  }
  mem::Memory& m = c.ex.memory();
  mem::ObjId scratch = m.allocate(mem::Kind::Extern, n * sz, 16, true, 0);
  mem::Object& o = c.ex.access(base, n * sz, true, off, fn);
  m.copy(m.obj(scratch), 0, o, off, n * sz);
  for (uint64_t i = 0; i < n; ++i) m.copy(o, off + i * sz, m.obj(scratch), idx[i] * sz, sz);
  m.kill(scratch, mem::Status::Freed, 0);
}

namespace {

// qsort, and GNU's qsort_r, whose comparator gets its fifth argument too.
void m_qsort(Call& c) {
  const char* fn = fnName(c);
  const Word& base = argDefined(c, 0, fn);
  uint64_t n = intArg(c, 1, fn), sz = intArg(c, 2, fn);
  const Word& cmp = argDefined(c, 3, fn);
  Word extra = c.callee.name == "qsort_r" ? c.arg(4) : Word{};
  sortArray(c, base, n, sz, cmp, c.callee.name == "qsort_r" ? &extra : nullptr, fn);
}
void m_bsearch(Call& c) {
  const Word& key = argDefined(c, 0, "bsearch");
  const Word& base = argDefined(c, 1, "bsearch");
  uint64_t n = intArg(c, 2, "bsearch"), sz = intArg(c, 3, "bsearch");
  const Word& cmp = argDefined(c, 4, "bsearch");
  uint64_t lo = 0, hi = n;
  while (lo < hi) {
    uint64_t mid = (lo + hi) / 2;
    Word r = c.ex.callFunction(cmp, {key, offsetPtr(base, mid * sz)}, c.loc);
    int32_t v = static_cast<int32_t>(r.v);
    if (v == 0) return setRetPtr(c, offsetPtr(base, mid * sz));
    if (v < 0) hi = mid;
    else lo = mid + 1;
  }
  setRet(c, 0);
}

// ---- the process ----

void m_atexit(Call& c) {
  c.ex.registerAtExit(argDefined(c, 0, "atexit"));
  setRet(c, 0);
}
// on_exit(fn, arg): fn(status, arg) at exit, in one order with atexit's.
void m_on_exit(Call& c) {
  Word arg = argDefined(c, 1, "on_exit");
  c.ex.registerAtExit(argDefined(c, 0, "on_exit"), &arg);
  setRet(c, 0);
}
void m_exit(Call& c) { c.ex.exitProgram(static_cast<int>(sintArg(c, 0, "exit"))); }
void m_exit_now(Call& c) { c.ex.exitProgram(static_cast<int>(sintArg(c, 0, "_exit")), false); }
void m_abort(Call& c) { c.ex.exitProgram(134, false); }

// ---- environment variables ----

void m_getenv(Call& c) {
  std::string name = c.ex.readString(argDefined(c, 0, "getenv"), "getenv");
  mem::ObjId id = c.ex.variable(name);
  if (id == mem::kNoObj) return setRet(c, 0);
  setRetPtr(c, c.ex.pointerTo(id));
}
void m_setenv(Call& c) {
  std::string name = c.ex.readString(argDefined(c, 0, "setenv"), "setenv");
  std::string value = c.ex.readString(argDefined(c, 1, "setenv"), "setenv");
  bool overwrite = intArg(c, 2, "setenv") != 0;
  if (name.empty() || name.find('=') != std::string::npos) {
    c.ex.setErrno(EINVAL);
    return setRet(c, static_cast<uint64_t>(-1));
  }
  if (overwrite || c.ex.variable(name) == mem::kNoObj) c.ex.setVariable(name, value);
  setRet(c, 0);
}
void m_unsetenv(Call& c) {
  c.ex.setVariable(c.ex.readString(argDefined(c, 0, "unsetenv"), "unsetenv"), std::nullopt);
  setRet(c, 0);
}

// rand_r: glibc's generator, exact, so a run with a fixed seed prints what
// the native one does.  Three rounds of the ANSI C congruence; the first
// gives 11 bits of the result, the others 10 each.
void m_rand_r(Call& c) {
  const Word& p = argDefined(c, 0, "rand_r");
  uint64_t off;
  const mem::Object& o = c.ex.access(p, 4, true, off, "rand_r");
  Word seed = c.ex.loadScalar(o, off, c.ex.program().types[c.ex.intType(32)]);
  c.ex.requireDefined(seed, "the seed rand_r reads");
  uint32_t next = static_cast<uint32_t>(seed.v), result = 0;
  for (int round = 0; round < 3; ++round) {
    next = next * 1103515245u + 12345u;
    uint32_t bits = round == 0 ? 11 : 10;
    result = (result << bits) ^ ((next / 65536) % (1u << bits));
  }
  std::string bytes(reinterpret_cast<const char*>(&next), 4);
  c.ex.writeBytes(p, bytes, "rand_r");
  setRet(c, result);
}

const ModelEntry kStdlibModels[] = {
    {"malloc", m_malloc}, {"calloc", m_calloc}, {"realloc", m_realloc}, {"reallocarray", m_reallocarray}, {"free", m_free},
    {"alloca", m_alloca}, {"__builtin_alloca", m_alloca}, {"aligned_alloc", m_aligned_alloc},
    {"memalign", m_aligned_alloc}, {"valloc", m_valloc}, {"posix_memalign", m_posix_memalign},
    {"atoi", m_atoi}, {"atol", m_atol}, {"atoll", m_atol}, {"strtol", m_strtol}, {"strtoll", m_strtol},
    {"strtoul", m_strtoul}, {"strtoull", m_strtoul}, {"strtoimax", m_strtol}, {"strtoumax", m_strtoul},
    {"rand_r", m_rand_r}, {"strtod", m_strtod}, {"atof", m_strtod},
    {"strtof", m_strtod}, {"strtold", m_strtod}, {"div", m_div}, {"ldiv", m_div}, {"lldiv", m_div},
    {"imaxdiv", m_div}, {"setenv", m_setenv}, {"unsetenv", m_unsetenv}, {"abs", m_abs}, {"labs", m_abs},
    {"llabs", m_abs}, {"qsort", m_qsort}, {"qsort_r", m_qsort}, {"bsearch", m_bsearch}, {"atexit", m_atexit}, {"on_exit", m_on_exit}, {"exit", m_exit},
    {"_exit", m_exit_now}, {"_Exit", m_exit_now}, {"abort", m_abort}, {"getenv", m_getenv},
    {"secure_getenv", m_getenv},
};

}  // namespace

Model findStdlibModel(std::string_view name) { return lookupModel(kStdlibModels, name); }

}  // namespace ferret::sem
