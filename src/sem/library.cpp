// The library models: what each C library function and SV-COMP builtin
// means, in one table.  Every pointer argument is checked like an access.
#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cctype>
#include <cmath>
#include <cstring>

#include "sem/format.hpp"
#include "sem/libc.hpp"
#include "sem/inputs.hpp"

namespace ferret::sem {

using namespace ferret::ir;

namespace {


// ---- allocation ----

void m_malloc(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.allocHeap(intArg(c, 0, "malloc"), false, "malloc"))); }
void m_calloc(Call& c) {
  uint64_t n = intArg(c, 0, "calloc"), sz = intArg(c, 1, "calloc");
  setRetPtr(c, c.ex.pointerTo(c.ex.allocHeap(n * sz, true, "calloc")));
}
void m_alloca(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.allocStack(intArg(c, 0, "alloca")))); }
void m_aligned_alloc(Call& c) {
  setRetPtr(c, c.ex.pointerTo(c.ex.allocHeap(intArg(c, 1, "aligned_alloc"), false, "aligned_alloc")));
}
void m_free(Call& c) { c.ex.freeHeap(c.arg(0), "free"); }
}  // namespace

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

void m_realloc(Call& c) {
  setRetPtr(c, reallocate(c, argDefined(c, 0, "realloc"), intArg(c, 1, "realloc"), "realloc"));
}

// ---- memory and strings ----

void m_memcpy(Call& c) {
  c.ex.copyMemory(argDefined(c, 0, "memcpy"), argDefined(c, 1, "memcpy"), intArg(c, 2, "memcpy"), true, "memcpy");
  setRetPtr(c, c.arg(0));
}
void m_memmove(Call& c) {
  c.ex.copyMemory(argDefined(c, 0, "memmove"), argDefined(c, 1, "memmove"), intArg(c, 2, "memmove"), false, "memmove");
  setRetPtr(c, c.arg(0));
}
void m_memset(Call& c) {
  uint64_t off, n = intArg(c, 2, "memset");
  mem::Object& o = c.ex.access(argDefined(c, 0, "memset"), n, true, off, "memset");
  c.ex.memory().fill(o, off, static_cast<uint8_t>(intArg(c, 1, "memset")), n);
  setRetPtr(c, c.arg(0));
}
void m_memcmp(Call& c) {
  uint64_t n = intArg(c, 2, "memcmp"), ao, bo;
  const mem::Object& a = c.ex.access(argDefined(c, 0, "memcmp"), n, false, ao, "memcmp");
  const mem::Object& b = c.ex.access(argDefined(c, 1, "memcmp"), n, false, bo, "memcmp");
  for (uint64_t k = 0; k < n; ++k) {
    if (a.undef()[ao + k] || b.undef()[bo + k]) c.ex.fail(ErrorKind::Uninitialized, "memcmp compares an uninitialised byte");
    if (a.data()[ao + k] != b.data()[bo + k]) return setRet(c, static_cast<uint64_t>(a.data()[ao + k] < b.data()[bo + k] ? -1 : 1));
  }
  setRet(c, 0);
}
void m_memchr(Call& c) {
  uint64_t n = intArg(c, 2, "memchr"), off;
  const Word& p = argDefined(c, 0, "memchr");
  uint8_t ch = static_cast<uint8_t>(intArg(c, 1, "memchr"));
  const mem::Object& o = c.ex.access(p, 0, false, off, "memchr");
  for (uint64_t k = 0; k < n; ++k) {
    if (off + k >= o.size) c.ex.access(offsetPtr(p, k), 1, false, off, "memchr");
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, "memchr reads an uninitialised byte");
    if (o.data()[off + k] == ch) return setRetPtr(c, offsetPtr(p, k));
  }
  setRet(c, 0);
}
void m_strlen(Call& c) { setRet(c, c.ex.stringLength(argDefined(c, 0, "strlen"), "strlen")); }
void m_strnlen(Call& c) { setRet(c, c.ex.stringLength(argDefined(c, 0, "strnlen"), "strnlen", intArg(c, 1, "strnlen"))); }
void m_strcpy(Call& c) {
  const Word& d = argDefined(c, 0, "strcpy");
  uint64_t n = c.ex.stringLength(argDefined(c, 1, "strcpy"), "strcpy");
  c.ex.copyMemory(d, c.arg(1), n + 1, true, "strcpy");
  setRetPtr(c, d);
}
void m_strncpy(Call& c) {
  const Word& d = argDefined(c, 0, "strncpy");
  uint64_t lim = intArg(c, 2, "strncpy");
  uint64_t n = c.ex.stringLength(argDefined(c, 1, "strncpy"), "strncpy", lim);
  uint64_t off;
  c.ex.access(d, lim, true, off, "strncpy");
  c.ex.copyMemory(d, c.arg(1), n, true, "strncpy");
  if (lim > n) {
    mem::Object& o = c.ex.access(offsetPtr(d, n), lim - n, true, off, "strncpy");
    c.ex.memory().fill(o, off, 0, lim - n);
  }
  setRetPtr(c, d);
}
void m_strcat(Call& c) {
  const Word& d = argDefined(c, 0, "strcat");
  uint64_t dl = c.ex.stringLength(d, "strcat");
  uint64_t n = c.ex.stringLength(argDefined(c, 1, "strcat"), "strcat");
  c.ex.copyMemory(offsetPtr(d, dl), c.arg(1), n + 1, true, "strcat");
  setRetPtr(c, d);
}
void m_strncat(Call& c) {
  const Word& d = argDefined(c, 0, "strncat");
  uint64_t dl = c.ex.stringLength(d, "strncat");
  uint64_t n = c.ex.stringLength(argDefined(c, 1, "strncat"), "strncat", intArg(c, 2, "strncat"));
  c.ex.copyMemory(offsetPtr(d, dl), c.arg(1), n, true, "strncat");
  c.ex.writeBytes(offsetPtr(d, dl + n), std::string_view("\0", 1), "strncat");
  setRetPtr(c, d);
}
void m_strcmp(Call& c) { setRet(c, static_cast<uint64_t>(c.ex.compareStrings(c.arg(0), c.arg(1), "strcmp"))); }
void m_strncmp(Call& c) { setRet(c, static_cast<uint64_t>(c.ex.compareStrings(c.arg(0), c.arg(1), "strncmp", intArg(c, 2, "strncmp")))); }
void m_strchr(Call& c) {
  // Reads only up to the first match, as the C library does.
  const Word& p = argDefined(c, 0, "strchr");
  auto ch = static_cast<uint8_t>(intArg(c, 1, "strchr"));
  uint64_t pos = c.ex.stringLength(p, "strchr", UINT64_MAX, ch);
  bool atNul = c.ex.readString(offsetPtr(p, pos), "strchr", 1).empty();
  if (ch != 0 && atNul) return setRet(c, 0);
  setRetPtr(c, offsetPtr(p, pos));
}
void m_strrchr(Call& c) {
  const Word& p = argDefined(c, 0, "strrchr");
  std::string s = c.ex.readString(p, "strrchr");
  char ch = static_cast<char>(intArg(c, 1, "strrchr"));
  size_t pos = ch == 0 ? s.size() : s.rfind(ch);
  if (pos == std::string::npos) return setRet(c, 0);
  setRetPtr(c, offsetPtr(p, pos));
}
void m_strstr(Call& c) {
  const Word& p = argDefined(c, 0, "strstr");
  int64_t pos = c.ex.findString(p, argDefined(c, 1, "strstr"), "strstr");
  if (pos < 0) return setRet(c, 0);
  setRetPtr(c, offsetPtr(p, static_cast<uint64_t>(pos)));
}
void dupImpl(Call& c, uint64_t lim, const char* fn) {
  std::string s = c.ex.readString(argDefined(c, 0, fn), fn, lim);
  mem::ObjId id = c.ex.allocHeap(s.size() + 1, false, fn);
  Word p = c.ex.pointerTo(id);
  c.ex.writeBytes(p, std::string_view(s.c_str(), s.size() + 1), fn);
  setRetPtr(c, p);
}
void m_strdup(Call& c) { dupImpl(c, UINT64_MAX, "strdup"); }
void m_strndup(Call& c) { dupImpl(c, intArg(c, 1, "strndup"), "strndup"); }

// ---- conversions ----

// The strto* end pointer: where parsing stopped, unless the caller passed null.
void storeEnd(Call& c, const Word& str, int64_t parsed, const char* fn) {
  const Word& endp = argDefined(c, 1, fn);
  if (endp.v != 0 || endp.p) c.ex.storePointer(endp, offsetPtr(str, static_cast<uint64_t>(parsed)), fn);
}

void strtoImpl(Call& c, const char* fn, bool isSigned, bool hasEnd, int base) {
  const Word& p = argDefined(c, 0, fn);
  std::string s = c.ex.readString(p, fn);
  if (hasEnd) base = static_cast<int>(sintArg(c, 2, fn));
  char* end = nullptr;
  uint64_t v;
  errno = 0;
  if (isSigned) v = static_cast<uint64_t>(std::strtoll(s.c_str(), &end, base));
  else v = std::strtoull(s.c_str(), &end, base);
  unsigned bits = retBits(c);
  // Clamp to the target's long when it is narrower than the host's.
  if (isSigned && bits < 64) {
    int64_t sv = static_cast<int64_t>(v), lo = -(int64_t(1) << (bits - 1)), hi = (int64_t(1) << (bits - 1)) - 1;
    if (hasEnd) v = static_cast<uint64_t>(std::clamp(sv, lo, hi));
  } else if (!isSigned && bits < 64 && v > maskOf(bits) && static_cast<int64_t>(v) > 0) {
    v = maskOf(bits);
  }
  if (hasEnd) storeEnd(c, p, end - s.c_str(), fn);
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
  std::string s = c.ex.readString(p, fn);
  char* end = nullptr;
  TypeKind k = c.ex.program().type(c.retType).kind;
  long double d = k == TypeKind::Float ? std::strtof(s.c_str(), &end)
                  : k == TypeKind::Double ? std::strtod(s.c_str(), &end)
                                          : std::strtold(s.c_str(), &end);
  if (c.nargs > 1) storeEnd(c, p, end - s.c_str(), fn);
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

// ---- ctype: glibc's macros index tables through these locators ----

void ctypeLoc(Call& c, int which) { setRetPtr(c, c.ex.pointerTo(c.ex.ctypeCell(which))); }
void m_ctype_b(Call& c) { ctypeLoc(c, 0); }
void m_ctype_toupper(Call& c) { ctypeLoc(c, 1); }
void m_ctype_tolower(Call& c) { ctypeLoc(c, 2); }
void m_toupper(Call& c) { setRet(c, static_cast<uint64_t>(std::toupper(static_cast<int>(sintArg(c, 0, "toupper"))))); }
void m_tolower(Call& c) { setRet(c, static_cast<uint64_t>(std::tolower(static_cast<int>(sintArg(c, 0, "tolower"))))); }

// ---- sorting with callbacks ----

void m_qsort(Call& c) {
  const Word& base = argDefined(c, 0, "qsort");
  uint64_t n = intArg(c, 1, "qsort"), sz = intArg(c, 2, "qsort");
  const Word& cmp = argDefined(c, 3, "qsort");
  uint64_t off;
  if (n == 0) return;
  c.ex.access(base, n * sz, true, off, "qsort");
  std::vector<uint64_t> idx(n);
  for (uint64_t i = 0; i < n; ++i) idx[i] = i;
  // Merge sort on indices: the comparator sees the elements where they are,
  // and an inconsistent comparator cannot break the sort.
  std::vector<uint64_t> tmp(n);
  for (uint64_t width = 1; width < n; width *= 2) {
    for (uint64_t lo = 0; lo < n; lo += 2 * width) {
      uint64_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n), i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        Word r = c.ex.callFunction(cmp, {offsetPtr(base, idx[i] * sz), offsetPtr(base, idx[j] * sz)}, c.loc);
        c.ex.requireDefined(r, "the result of the qsort comparator");
        tmp[k++] = static_cast<int32_t>(r.v) <= 0 ? idx[i++] : idx[j++];
      }
      while (i < mid) tmp[k++] = idx[i++];
      while (j < hi) tmp[k++] = idx[j++];
    }
    idx.swap(tmp);
  }
  mem::Memory& m = c.ex.memory();
  mem::ObjId scratch = m.allocate(mem::Kind::Extern, n * sz, 16, true, 0);
  mem::Object& o = c.ex.access(base, n * sz, true, off, "qsort");
  m.copy(m.obj(scratch), 0, o, off, n * sz);
  for (uint64_t i = 0; i < n; ++i) m.copy(o, off + i * sz, m.obj(scratch), idx[i] * sz, sz);
  m.kill(scratch, mem::Status::Freed, 0);
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

// ---- process ----

void m_atexit(Call& c) {
  c.ex.registerAtExit(argDefined(c, 0, "atexit"));
  setRet(c, 0);
}
void m_exit(Call& c) { c.ex.exitProgram(static_cast<int>(sintArg(c, 0, "exit"))); }
void m_exit_now(Call& c) { c.ex.exitProgram(static_cast<int>(sintArg(c, 0, "_exit")), false); }
void m_abort(Call& c) { c.ex.exitProgram(134, false); }
void m_assert_fail(Call& c) {
  std::string expr = c.ex.readString(argDefined(c, 0, "__assert_fail"), "__assert_fail");
  c.ex.fail(ErrorKind::AssertionFailure, fmt::format("assertion '{}' failed", expr));
}
// ---- the environment's other inputs (sem/inputs.hpp) ----

const InputFunction& inputOf(Call& c) { return *inputFunction(c.callee.name); }
// An integer of the call's result type through pointer p, checked.
void storeResult(Call& c, const Word& p, int64_t v, const char* fn) {
  unsigned bits = retBits(c);
  uint64_t off;
  mem::Object& o = c.ex.access(p, bits / 8, true, off, fn);
  Word w{static_cast<uint64_t>(v) & maskOf(bits), 0, mem::kNoObj};
  c.ex.storeScalar(o, off, c.ex.program().types[c.ex.intType(bits)], &w);
}
InputRequest numberRequest(const InputFunction& f, std::string name, unsigned bits, int64_t lo, int64_t hi) {
  InputRequest r{f.source, std::move(name)};
  r.bits = bits;
  r.lo = lo == kTypeRange ? sext(1ull << (bits - 1), bits) : lo;
  r.hi = lo == kTypeRange ? static_cast<int64_t>(maskOf(bits - 1)) : hi;
  return r;
}
// time, clock, rand, random: a fresh value, also stored through the `out`
// argument (time's) when it is not NULL.
void m_inputResult(Call& c) {
  const InputFunction& f = inputOf(c);
  const char* fn = c.callee.name.c_str();
  int64_t v = c.ex.input(numberRequest(f, c.callee.name, retBits(c), f.lo, f.hi)).number;
  if (f.out >= 0) {
    const Word& p = argDefined(c, static_cast<unsigned>(f.out), fn);
    if (p.v || p.p) storeResult(c, p, v, fn);
  }
  setRet(c, static_cast<uint64_t>(v));
}
// gettimeofday, clock_gettime: seconds and sub-seconds into the struct
// (struct timeval and struct timespec: two longs in glibc's layout).
void m_inputTimespec(Call& c) {
  const InputFunction& f = inputOf(c);
  const char* fn = c.callee.name.c_str();
  const Word& p = argDefined(c, static_cast<unsigned>(f.out), fn);
  if (f.out == 0 && !p.v && !p.p) return setRet(c, 0);  // gettimeofday(NULL, tz)
  unsigned pb = c.ex.program().ptrBytes, bits = 8 * pb;
  uint64_t off;
  c.ex.access(p, 2 * pb, true, off, fn);
  const std::string& name = c.callee.name;
  InputRequest secReq = numberRequest(f, name + ".tv_sec", bits, kTypeRange, 0);
  InputRequest subReq = numberRequest(f, name + (f.hi == 999999 ? ".tv_usec" : ".tv_nsec"), bits, 0, f.hi);
  if (f.out == 1) secReq.clockId = subReq.clockId = sintArg(c, 0, fn);
  int64_t sec = c.ex.input(secReq).number;
  int64_t sub = c.ex.input(subReq).number;
  const Type& t = c.ex.program().types[c.ex.intType(bits)];
  mem::Object& o = c.ex.access(p, 2 * pb, true, off, fn);
  Word w{static_cast<uint64_t>(sec) & maskOf(bits), 0, mem::kNoObj};
  c.ex.storeScalar(o, off, t, &w);
  w.v = static_cast<uint64_t>(sub) & maskOf(bits);
  c.ex.storeScalar(o, off + pb, t, &w);
  setRet(c, 0);
}
void m_seed(Call& c) { c.ex.env().seed(intArg(c, 0, c.callee.name.c_str())); }
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
void m_errno_location(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.errnoObject())); }

// ---- SV-COMP ----

void m_nondet(Call& c) {
  const Type& t = c.ex.program().type(c.retType);
  std::string_view name = std::string_view(c.callee.name).substr(std::strlen("__VERIFIER_nondet_"));
  std::optional<Word> w = c.ex.env().nondet(name, t);
  if (!w) return c.ex.needChoice(ChoiceKind::Input, name, c.retType);
  if (c.dst != kNoOperand) c.ret() = *w;
}
void m_assume(Call& c) {
  if (intArg(c, 0, "__VERIFIER_assume") == 0) c.ex.assumeFailed();
}
void m_cover(Call& c) { c.ex.env().cover(static_cast<uint32_t>(c.arg(0).v)); }
// Predator's __VERIFIER_plot(name): nothing happens in the program; an
// observer may draw memory.
void m_plot(Call& c) {
  std::string name = c.ex.readString(c.arg(0), "__VERIFIER_plot");
  if (Observer* o = c.ex.observer()) o->plotted(c.ex, name);
}

const ModelEntry kModels[] = {
    {"malloc", m_malloc}, {"calloc", m_calloc}, {"realloc", m_realloc}, {"free", m_free},
    {"alloca", m_alloca}, {"__builtin_alloca", m_alloca}, {"aligned_alloc", m_aligned_alloc},
    {"memcpy", m_memcpy}, {"memmove", m_memmove}, {"memset", m_memset}, {"memcmp", m_memcmp},
    {"memchr", m_memchr}, {"strlen", m_strlen}, {"strnlen", m_strnlen}, {"strcpy", m_strcpy},
    {"strncpy", m_strncpy}, {"strcat", m_strcat}, {"strncat", m_strncat}, {"strcmp", m_strcmp},
    {"strncmp", m_strncmp}, {"strchr", m_strchr}, {"strrchr", m_strrchr}, {"strstr", m_strstr},
    {"strdup", m_strdup}, {"strndup", m_strndup},
    {"atoi", m_atoi}, {"atol", m_atol}, {"atoll", m_atol}, {"strtol", m_strtol}, {"strtoll", m_strtol},
    {"strtoul", m_strtoul}, {"strtoull", m_strtoul}, {"strtod", m_strtod}, {"atof", m_strtod}, {"strtof", m_strtod}, {"strtold", m_strtod},
    {"div", m_div}, {"ldiv", m_div}, {"lldiv", m_div}, {"imaxdiv", m_div}, {"setenv", m_setenv}, {"unsetenv", m_unsetenv},
    {"abs", m_abs}, {"labs", m_abs}, {"llabs", m_abs},
    {"__ctype_b_loc", m_ctype_b}, {"__ctype_toupper_loc", m_ctype_toupper},
    {"__ctype_tolower_loc", m_ctype_tolower}, {"toupper", m_toupper}, {"tolower", m_tolower},
    {"qsort", m_qsort}, {"bsearch", m_bsearch},
    {"atexit", m_atexit}, {"exit", m_exit}, {"_exit", m_exit_now}, {"_Exit", m_exit_now}, {"abort", m_abort}, {"__assert_fail", m_assert_fail},
    {"rand", m_inputResult}, {"random", m_inputResult}, {"getpid", m_inputResult}, {"time", m_inputResult}, {"clock", m_inputResult},
    {"srand", m_seed}, {"srandom", m_seed}, {"gettimeofday", m_inputTimespec}, {"clock_gettime", m_inputTimespec},
    {"getenv", m_getenv}, {"secure_getenv", m_getenv},
    {"__errno_location", m_errno_location},
    {"__VERIFIER_assume", m_assume}, {"__VERIFIER_plot", m_plot},
    {"__ferret_cover", m_cover},
};

}  // namespace

// The table (indices -128..255, as glibc's macros index it) and the pointer
// cell that __ctype_*_loc() returns, filled from the host's C locale.
mem::ObjId Executor::makeCtypeCell(int which) {
  unsigned esz = which == 0 ? 2 : 4;
  mem::ObjId tab = mem_.allocate(mem::Kind::Extern, 384 * esz, 16, true, 0);
  mem::Object& o = mem_.obj(tab);
  for (int i = -128; i < 256; ++i) {
    uint32_t v;
    if (which == 0) v = (*__ctype_b_loc())[i];
    else if (which == 1) v = static_cast<uint32_t>((*__ctype_toupper_loc())[i]);
    else v = static_cast<uint32_t>((*__ctype_tolower_loc())[i]);
    std::memcpy(o.data() + (i + 128) * esz, &v, esz);
  }
  mem::ObjId cell = mem_.allocate(mem::Kind::Extern, prog_.ptrBytes, 16, true, 0);
  Word p = pointerTo(tab, 128 * esz);
  storeScalar(mem_.obj(cell), 0, prog_.types[intType(8 * prog_.ptrBytes)], &p);
  return cell;
}

Model findModel(std::string_view name) {
  if (name.substr(0, std::strlen("__VERIFIER_nondet_")) == "__VERIFIER_nondet_") return m_nondet;
  for (Model (*find)(std::string_view) : {findSetjmpModel, findStdioModel, findUnistdModel, findMathModel,
                                          findStringModel, findTimeModel, findLocaleModel, findSignalModel})
    if (Model m = find(name)) return m;
  if (Model m = lookupModel(kModels, name)) return m;
  return findThreadModel(name);
}

}  // namespace ferret::sem
