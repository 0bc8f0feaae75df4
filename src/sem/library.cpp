// The library models: what each C library function and SV-COMP builtin
// means, in one table.  Every pointer argument is checked like an access.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

#include "sem/executor.hpp"
#include "sem/format.hpp"
#include "sem/inputs.hpp"

namespace ferret::sem {

using namespace ferret::ir;

namespace {

unsigned retBits(const Call& c) {
  const Type& t = c.ex.program().type(c.retType);
  return t.kind == TypeKind::Int ? t.bits : 8 * c.ex.program().ptrBytes;
}

void setRet(Call& c, uint64_t v) {
  if (c.dst == kNoOperand) return;
  c.ret() = Word{v & maskOf(retBits(c)), 0, mem::kNoObj};
}
void setRetPtr(Call& c, const Word& p) {
  if (c.dst == kNoOperand) return;
  c.ret() = p;
}
void setRetDouble(Call& c, double d) {
  if (c.dst == kNoOperand) return;
  c.ret() = doubleToWord(d, c.ex.program().type(c.retType).kind == TypeKind::Float);
}

const Word& argDefined(Call& c, unsigned i, const char* fn) {
  const Word& w = c.arg(i);
  if (w.u) c.ex.requireDefined(w, fmt::format("argument {} of {}", i + 1, fn).c_str());
  return w;
}
uint64_t intArg(Call& c, unsigned i, const char* fn) { return argDefined(c, i, fn).v; }
int64_t sintArg(Call& c, unsigned i, const char* fn) {
  const Type& t = c.ex.program().type(c.argType(i));
  return sext(argDefined(c, i, fn).v, t.kind == TypeKind::Int ? t.bits : 64);
}
double dblArg(Call& c, unsigned i, const char* fn) {
  return wordToDouble(argDefined(c, i, fn), c.ex.program().type(c.argType(i)).kind == TypeKind::Float);
}
Word offsetPtr(Word p, uint64_t k) {
  p.v += k;
  return p;
}
void output(Call& c, int fd, std::string_view s) { c.ex.env().write(fd, s); }

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

// ---- formatted output ----

// printf arguments taken from the call's own variadic arguments.
struct CallArgs : PrintfArgs {
  Call& c;
  unsigned next;
  const char* fn;
  CallArgs(Call& call, unsigned first, const char* name) : c(call), next(first), fn(name) {}
  const Word& take() {
    if (next >= c.nargs) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: too few arguments for the format", fn));
    return argDefined(c, next++, fn);
  }
  uint64_t nextInt(unsigned) override { return take().v; }
  double nextDouble() override {
    double d;
    uint64_t b = take().v;
    std::memcpy(&d, &b, 8);
    return d;
  }
  long double nextLongDouble() override {
    // An x86_fp80 argument occupies two consecutive register words.
    const Word* w = &take();
    unsigned char buf[sizeof(long double)] = {};
    std::memcpy(buf, &w[0].v, 8);
    std::memcpy(buf + 8, &w[1].v, 2);
    long double r;
    std::memcpy(&r, buf, sizeof(r));
    return r;
  }
  std::string nextString(size_t maxLen) override {
    const Word& p = take();
    return c.ex.readString(p, fn, maxLen);
  }
  uint64_t nextPointer() override { return take().v; }
  void storeCount(uint64_t count, unsigned bytes) override {
    const Word& p = take();
    uint64_t off;
    mem::Object& o = c.ex.access(p, bytes, true, off, fn);
    c.ex.memory().write(o, off, reinterpret_cast<const uint8_t*>(&count), reinterpret_cast<const uint8_t*>("\0\0\0\0\0\0\0\0"), bytes);
  }
};

// printf arguments read from a va_list (vprintf family).
struct ListArgs : PrintfArgs {
  Call& c;
  Word list;
  const char* fn;
  ListArgs(Call& call, Word l, const char* name) : c(call), list(l), fn(name) {}
  unsigned slot() const { return c.ex.program().ptrBytes; }
  // The va_list's pointer to the next argument, and where that pointer lives.
  Word areaPtrLoc() const { return slot() == 4 ? list : offsetPtr(list, 8); }
  Word readArea() { return c.ex.loadPointer(areaPtrLoc(), fn); }
  void advance(const Word& area, uint64_t by) { c.ex.storePointer(areaPtrLoc(), offsetPtr(area, by), fn); }
  std::string bytesAt(uint64_t n, uint64_t align) {
    Word area = readArea();
    area.v = (area.v + align - 1) / align * align;
    uint64_t off;
    const mem::Object& o = c.ex.access(area, n, false, off, fn);
    for (uint64_t k = 0; k < n; ++k)
      if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} formats an uninitialised value", fn));
    std::string s(reinterpret_cast<const char*>(o.data() + off), n);
    advance(area, (n + slot() - 1) / slot() * slot());
    return s;
  }
  Word pointerArg() {
    Word area = readArea();
    Word w = c.ex.loadPointer(area, fn);
    c.ex.requireDefined(w, fn);
    advance(area, slot());
    return w;
  }
  uint64_t nextInt(unsigned bytes) override {
    uint64_t v = 0;
    std::string s = bytesAt(bytes, slot());
    std::memcpy(&v, s.data(), bytes);
    return v;
  }
  double nextDouble() override {
    double d;
    std::string s = bytesAt(8, slot());
    std::memcpy(&d, s.data(), 8);
    return d;
  }
  long double nextLongDouble() override {
    long double r = 0;
    std::string s = bytesAt(slot() == 8 ? 16 : 12, slot() == 8 ? 16 : 4);
    std::memcpy(&r, s.data(), 10);
    return r;
  }
  std::string nextString(size_t maxLen) override { return c.ex.readString(pointerArg(), fn, maxLen); }
  uint64_t nextPointer() override { return pointerArg().v; }
  void storeCount(uint64_t count, unsigned bytes) override {
    Word p = pointerArg();
    uint64_t off;
    mem::Object& o = c.ex.access(p, bytes, true, off, fn);
    static const uint8_t zeros[8] = {};
    c.ex.memory().write(o, off, reinterpret_cast<const uint8_t*>(&count), zeros, bytes);
  }
};

std::string format(Call& c, unsigned fmtArg, const char* fn, bool fromList) {
  std::string f = c.ex.readString(argDefined(c, fmtArg, fn), fn);
  try {
    if (fromList) {
      ListArgs a(c, argDefined(c, fmtArg + 1, fn), fn);
      return formatPrintf(f, a, c.ex.program().ptrBytes);
    }
    CallArgs a(c, fmtArg + 1, fn);
    return formatPrintf(f, a, c.ex.program().ptrBytes);
  } catch (const FormatError& e) {
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: {}", fn, e.what()));
  }
}

int fdOf(Call& c, unsigned i, const char* fn) {
  int fd = c.ex.streamFd(argDefined(c, i, fn));
  if (fd < 0) c.ex.fail(ErrorKind::Unsupported, fmt::format("{} on a stream other than stdin/stdout/stderr", fn));
  return fd;
}

void printfImpl(Call& c, int fd, unsigned fmtArg, const char* fn, bool list) {
  std::string s = format(c, fmtArg, fn, list);
  output(c, fd, s);
  setRet(c, s.size());
}
void m_printf(Call& c) { printfImpl(c, 1, 0, "printf", false); }
void m_vprintf(Call& c) { printfImpl(c, 1, 0, "vprintf", true); }
void m_fprintf(Call& c) { printfImpl(c, fdOf(c, 0, "fprintf"), 1, "fprintf", false); }
void m_vfprintf(Call& c) { printfImpl(c, fdOf(c, 0, "vfprintf"), 1, "vfprintf", true); }
void sprintfImpl(Call& c, const char* fn, bool bounded, bool list) {
  unsigned fmtArg = bounded ? 2 : 1;
  std::string s = format(c, fmtArg, fn, list);
  const Word& dst = argDefined(c, 0, fn);
  if (bounded) {
    uint64_t n = intArg(c, 1, fn);
    if (n > 0) {
      std::string w = s.substr(0, n - 1);
      w.push_back('\0');
      c.ex.writeBytes(dst, w, fn);
    }
  } else {
    c.ex.writeBytes(dst, std::string_view(s.c_str(), s.size() + 1), fn);
  }
  setRet(c, s.size());
}
void m_sprintf(Call& c) { sprintfImpl(c, "sprintf", false, false); }
void m_snprintf(Call& c) { sprintfImpl(c, "snprintf", true, false); }
void m_vsprintf(Call& c) { sprintfImpl(c, "vsprintf", false, true); }
void m_vsnprintf(Call& c) { sprintfImpl(c, "vsnprintf", true, true); }
void m_puts(Call& c) {
  output(c, 1, c.ex.readString(argDefined(c, 0, "puts"), "puts") + "\n");
  setRet(c, 1);
}
void m_fputs(Call& c) {
  int fd = fdOf(c, 1, "fputs");
  output(c, fd, c.ex.readString(argDefined(c, 0, "fputs"), "fputs"));
  setRet(c, 1);
}
void m_putchar(Call& c) {
  char ch = static_cast<char>(intArg(c, 0, "putchar"));
  output(c, 1, std::string_view(&ch, 1));
  setRet(c, static_cast<uint8_t>(ch));
}
void m_fputc(Call& c) {
  char ch = static_cast<char>(intArg(c, 0, "fputc"));
  output(c, fdOf(c, 1, "fputc"), std::string_view(&ch, 1));
  setRet(c, static_cast<uint8_t>(ch));
}
void m_fwrite(Call& c) {
  uint64_t sz = intArg(c, 1, "fwrite"), n = intArg(c, 2, "fwrite"), off;
  int fd = fdOf(c, 3, "fwrite");
  const mem::Object& o = c.ex.access(argDefined(c, 0, "fwrite"), sz * n, false, off, "fwrite");
  for (uint64_t k = 0; k < sz * n; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, "fwrite writes an uninitialised byte");
  output(c, fd, std::string_view(reinterpret_cast<const char*>(o.data() + off), sz * n));
  setRet(c, n);
}
void m_fflush(Call& c) { setRet(c, 0); }

// ---- input ----

// stdin is read through the executor (Executor::readStdin), which holds the
// bytes received and asks the environment for more (sem/inputs.hpp).
void requireStdin(Call& c, unsigned i, const char* fn) {
  if (fdOf(c, i, fn) != 0) c.ex.fail(ErrorKind::Unsupported, fmt::format("{} from an output stream", fn));
}
void charImpl(Call& c, const char* fn) { setRet(c, static_cast<uint64_t>(static_cast<int64_t>(c.ex.readStdin(fn)))); }
void m_getchar(Call& c) { charImpl(c, c.callee.name.c_str()); }
void m_fgetc(Call& c) {
  requireStdin(c, 0, c.callee.name.c_str());
  charImpl(c, c.callee.name.c_str());
}
// Bytes of stdin until `n` of them, end of file or the byte `stop` (a
// line's newline; -1: none), which is kept.
std::string readBytes(Call& c, uint64_t n, const char* fn, int stop) {
  std::string s;
  while (s.size() < n) {
    int ch = c.ex.readStdin(fn);
    if (ch < 0) break;
    s.push_back(static_cast<char>(ch));
    if (ch == stop) break;
  }
  return s;
}
void m_fgets(Call& c) {
  const Word& buf = argDefined(c, 0, "fgets");
  int64_t n = sintArg(c, 1, "fgets");
  requireStdin(c, 2, "fgets");
  std::string s = readBytes(c, n > 1 ? static_cast<uint64_t>(n - 1) : 0, "fgets", '\n');
  if (s.empty() && n > 1) return setRet(c, 0);
  c.ex.writeBytes(buf, std::string_view(s.c_str(), s.size() + 1), "fgets");
  setRetPtr(c, buf);
}
void m_gets(Call& c) {
  const Word& buf = argDefined(c, 0, "gets");
  std::string s = readBytes(c, UINT64_MAX, "gets", '\n');
  if (s.empty()) return setRet(c, 0);
  if (s.back() == '\n') s.pop_back();
  c.ex.writeBytes(buf, std::string_view(s.c_str(), s.size() + 1), "gets");
  setRetPtr(c, buf);
}
// getline(&line, &cap, stream), getdelim(&line, &cap, delim, stream): the
// bytes up to the delimiter into *line, grown as glibc grows it (120 bytes
// when *line is NULL or *cap is 0, then to fit), *cap updated.  At end of
// file: -1, the buffer allocated all the same (the caller frees it).
// stdin is read first: a call waiting for input restarts with nothing done.
void delimitedRead(Call& c, int delim, unsigned stream) {
  const char* fn = c.callee.name.c_str();
  const Word& linePtr = argDefined(c, 0, fn);
  const Word& capPtr = argDefined(c, 1, fn);
  requireStdin(c, stream, fn);
  std::string s = readBytes(c, UINT64_MAX, fn, delim);
  unsigned pb = c.ex.program().ptrBytes;
  const Type& word = c.ex.program().types[c.ex.intType(8 * pb)];
  uint64_t lineOff, capOff;
  const mem::Object& lineCell = c.ex.access(linePtr, pb, false, lineOff, fn);
  Word line = c.ex.loadScalar(lineCell, lineOff, word);
  const mem::Object& capCell = c.ex.access(capPtr, pb, false, capOff, fn);
  uint64_t cap = c.ex.loadScalar(capCell, capOff, word).v;
  bool grow = false;
  if ((line.v == 0 && line.p == mem::kNoObj) || cap == 0) cap = 120, grow = true;
  if (cap < s.size() + 1) cap = std::max(2 * cap, static_cast<uint64_t>(s.size() + 1)), grow = true;
  if (grow) {
    // Cells looked up again: allocating may move the objects.
    line = reallocate(c, line, cap, fn);
    c.ex.storeScalar(c.ex.access(linePtr, pb, true, lineOff, fn), lineOff, word, &line);
    Word w{cap & maskOf(8 * pb), 0, mem::kNoObj};
    c.ex.storeScalar(c.ex.access(capPtr, pb, true, capOff, fn), capOff, word, &w);
  }
  if (s.empty()) return setRet(c, static_cast<uint64_t>(-1));
  c.ex.writeBytes(line, std::string_view(s.c_str(), s.size() + 1), fn);
  setRet(c, s.size());
}
void m_getline(Call& c) { delimitedRead(c, '\n', 2); }
void m_getdelim(Call& c) { delimitedRead(c, static_cast<uint8_t>(intArg(c, 2, "getdelim")), 3); }
void m_fread(Call& c) {
  const Word& buf = argDefined(c, 0, "fread");
  uint64_t size = intArg(c, 1, "fread"), n = intArg(c, 2, "fread");
  requireStdin(c, 3, "fread");
  if (size == 0 || n == 0) return setRet(c, 0);
  std::string s = readBytes(c, size * n, "fread", -1);
  if (!s.empty()) c.ex.writeBytes(buf, s, "fread");
  setRet(c, s.size() / size);
}
void m_read(Call& c) {
  int64_t fd = sintArg(c, 0, "read");
  const Word& buf = argDefined(c, 1, "read");
  uint64_t n = intArg(c, 2, "read");
  if (fd != 0) c.ex.fail(ErrorKind::Unsupported, fmt::format("read from file descriptor {} (only stdin is modelled)", fd));
  std::string s = readBytes(c, n, "read", -1);
  if (!s.empty()) c.ex.writeBytes(buf, s, "read");
  setRet(c, s.size());
}

struct ScanTarget : ScanfIO {
  Call& c;
  unsigned next;
  const char* fn;
  std::string_view str;  // sscanf input; stdin when null
  size_t pos = 0;
  bool fromString;
  char conversion = 0;  // the directive being scanned
  ScanTarget(Call& call, unsigned first, const char* name, std::string_view s, bool isString)
      : c(call), next(first), fn(name), str(s), fromString(isString) {}
  void field(char conv) override { conversion = conv; }
  int peek() override {
    if (fromString) return pos < str.size() ? static_cast<uint8_t>(str[pos]) : -1;
    return c.ex.peekStdin(fn, conversion);
  }
  int get() override {
    if (fromString) return pos < str.size() ? static_cast<uint8_t>(str[pos++]) : -1;
    return c.ex.readStdin(fn, conversion);
  }
  Word target() {
    if (next >= c.nargs) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: too few arguments for the format", fn));
    return argDefined(c, next++, fn);
  }
  void put(const void* bytes, unsigned n) {
    uint64_t off;
    mem::Object& o = c.ex.access(target(), n, true, off, fn);
    static const uint8_t zeros[16] = {};
    c.ex.memory().write(o, off, static_cast<const uint8_t*>(bytes), zeros, n);
  }
  void storeInt(uint64_t v, unsigned bytes) override { put(&v, bytes); }
  void storeFloat(double v, unsigned bytes) override {
    if (bytes == 4) {
      float f = static_cast<float>(v);
      put(&f, 4);
    } else {
      put(&v, 8);
    }
  }
  void storeLongDouble(long double v) override { put(&v, 10); }
  void storeBytes(std::string_view b, bool nul) override {
    std::string s(b);
    if (nul) s.push_back('\0');
    c.ex.writeBytes(target(), s, fn);
  }
  void skipArg() override { ++next; }
};

void scanImpl(Call& c, unsigned fmtArg, const char* fn, std::string_view input, bool fromString) {
  std::string f = c.ex.readString(argDefined(c, fmtArg, fn), fn);
  ScanTarget t(c, fmtArg + 1, fn, input, fromString);
  try {
    setRet(c, static_cast<uint64_t>(static_cast<int64_t>(formatScanf(f, t, c.ex.program().ptrBytes))));
  } catch (const FormatError& e) {
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: {}", fn, e.what()));
  }
}
void m_scanf(Call& c) { scanImpl(c, 0, "scanf", {}, false); }
void m_fscanf(Call& c) {
  requireStdin(c, 0, "fscanf");
  scanImpl(c, 1, "fscanf", {}, false);
}
void m_sscanf(Call& c) {
  std::string s = c.ex.readString(argDefined(c, 0, "sscanf"), "sscanf");
  scanImpl(c, 1, "sscanf", s, true);
}

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
void m_strtod(Call& c) {
  const Word& p = argDefined(c, 0, "strtod");
  std::string s = c.ex.readString(p, "strtod");
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  if (c.nargs > 1) storeEnd(c, p, end - s.c_str(), "strtod");
  setRetDouble(c, d);
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
void m_errno_location(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.errnoObject())); }

// ---- math ----

template <double (*F)(double)>
void unaryMath(Call& c) {
  setRetDouble(c, F(dblArg(c, 0, c.callee.name.c_str())));
}
template <double (*F)(double, double)>
void binaryMath(Call& c) {
  setRetDouble(c, F(dblArg(c, 0, c.callee.name.c_str()), dblArg(c, 1, c.callee.name.c_str())));
}
double d_sqrt(double x) { return std::sqrt(x); }
double d_sin(double x) { return std::sin(x); }
double d_cos(double x) { return std::cos(x); }
double d_tan(double x) { return std::tan(x); }
double d_exp(double x) { return std::exp(x); }
double d_log(double x) { return std::log(x); }
double d_log10(double x) { return std::log10(x); }
double d_floor(double x) { return std::floor(x); }
double d_ceil(double x) { return std::ceil(x); }
double d_fabs(double x) { return std::fabs(x); }
double d_round(double x) { return std::round(x); }
double d_trunc(double x) { return std::trunc(x); }
double d_pow(double x, double y) { return std::pow(x, y); }
double d_fmod(double x, double y) { return std::fmod(x, y); }
double d_atan2(double x, double y) { return std::atan2(x, y); }
void m_sqrtf(Call& c) { setRetDouble(c, std::sqrt(static_cast<float>(dblArg(c, 0, "sqrtf")))); }

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

struct Entry {
  std::string_view name;
  Model model;
};

const Entry kModels[] = {
    {"malloc", m_malloc}, {"calloc", m_calloc}, {"realloc", m_realloc}, {"free", m_free},
    {"alloca", m_alloca}, {"__builtin_alloca", m_alloca}, {"aligned_alloc", m_aligned_alloc},
    {"memcpy", m_memcpy}, {"memmove", m_memmove}, {"memset", m_memset}, {"memcmp", m_memcmp},
    {"memchr", m_memchr}, {"strlen", m_strlen}, {"strnlen", m_strnlen}, {"strcpy", m_strcpy},
    {"strncpy", m_strncpy}, {"strcat", m_strcat}, {"strncat", m_strncat}, {"strcmp", m_strcmp},
    {"strncmp", m_strncmp}, {"strchr", m_strchr}, {"strrchr", m_strrchr}, {"strstr", m_strstr},
    {"strdup", m_strdup}, {"strndup", m_strndup},
    {"printf", m_printf}, {"vprintf", m_vprintf}, {"fprintf", m_fprintf}, {"vfprintf", m_vfprintf},
    {"sprintf", m_sprintf}, {"snprintf", m_snprintf}, {"vsprintf", m_vsprintf}, {"vsnprintf", m_vsnprintf},
    {"puts", m_puts}, {"fputs", m_fputs}, {"putchar", m_putchar}, {"fputc", m_fputc}, {"putc", m_fputc},
    {"fwrite", m_fwrite}, {"fflush", m_fflush},
    {"getchar", m_getchar}, {"getchar_unlocked", m_getchar}, {"fgetc", m_fgetc}, {"getc", m_fgetc},
    {"getc_unlocked", m_fgetc}, {"fgets", m_fgets}, {"getline", m_getline}, {"getdelim", m_getdelim}, {"gets", m_gets}, {"fread", m_fread}, {"read", m_read},
    {"scanf", m_scanf}, {"__isoc99_scanf", m_scanf}, {"fscanf", m_fscanf}, {"__isoc99_fscanf", m_fscanf},
    {"sscanf", m_sscanf}, {"__isoc99_sscanf", m_sscanf},
    {"atoi", m_atoi}, {"atol", m_atol}, {"atoll", m_atol}, {"strtol", m_strtol}, {"strtoll", m_strtol},
    {"strtoul", m_strtoul}, {"strtoull", m_strtoul}, {"strtod", m_strtod}, {"atof", m_strtod},
    {"abs", m_abs}, {"labs", m_abs}, {"llabs", m_abs},
    {"__ctype_b_loc", m_ctype_b}, {"__ctype_toupper_loc", m_ctype_toupper},
    {"__ctype_tolower_loc", m_ctype_tolower}, {"toupper", m_toupper}, {"tolower", m_tolower},
    {"qsort", m_qsort}, {"bsearch", m_bsearch},
    {"atexit", m_atexit}, {"exit", m_exit}, {"_exit", m_exit_now}, {"_Exit", m_exit_now}, {"abort", m_abort}, {"__assert_fail", m_assert_fail},
    {"rand", m_inputResult}, {"random", m_inputResult}, {"time", m_inputResult}, {"clock", m_inputResult},
    {"srand", m_seed}, {"srandom", m_seed}, {"gettimeofday", m_inputTimespec}, {"clock_gettime", m_inputTimespec},
    {"getenv", m_getenv}, {"secure_getenv", m_getenv},
    {"__errno_location", m_errno_location},
    {"sqrt", unaryMath<d_sqrt>}, {"sin", unaryMath<d_sin>}, {"cos", unaryMath<d_cos>}, {"tan", unaryMath<d_tan>},
    {"exp", unaryMath<d_exp>}, {"log", unaryMath<d_log>}, {"log10", unaryMath<d_log10>},
    {"floor", unaryMath<d_floor>}, {"ceil", unaryMath<d_ceil>}, {"fabs", unaryMath<d_fabs>},
    {"round", unaryMath<d_round>}, {"trunc", unaryMath<d_trunc>}, {"pow", binaryMath<d_pow>},
    {"fmod", binaryMath<d_fmod>}, {"atan2", binaryMath<d_atan2>}, {"sqrtf", m_sqrtf},
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
  for (const Entry& e : kModels)
    if (e.name == name) return e.model;
  return findThreadModel(name);
}

}  // namespace ferret::sem
