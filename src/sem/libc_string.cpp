// <string.h> (and its POSIX neighbours): each function reads its strings
// only as far as the C library does, so an unterminated buffer is
// an overrun exactly where the real function would run past it.
#include <cstring>
#include <string>
#include <string_view>

#include <fnmatch.h>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

void m_memcpy(Call& c) {
  c.ex.copyMemory(argDefined(c, 0, "memcpy"), argDefined(c, 1, "memcpy"), intArg(c, 2, "memcpy"), true, "memcpy");
  setRetPtr(c, c.arg(0));
}
// mempcpy: memcpy returning the end of what it wrote.
void m_mempcpy(Call& c) {
  uint64_t n = intArg(c, 2, "mempcpy");
  c.ex.copyMemory(argDefined(c, 0, "mempcpy"), argDefined(c, 1, "mempcpy"), n, true, "mempcpy");
  setRetPtr(c, offsetPtr(c.arg(0), n));
}
// BSD's bcopy(src, dst, n): memmove with its arguments the other way round.
void m_bcopy(Call& c) {
  c.ex.copyMemory(argDefined(c, 1, "bcopy"), argDefined(c, 0, "bcopy"), intArg(c, 2, "bcopy"), false, "bcopy");
}
void m_memmove(Call& c) {
  c.ex.copyMemory(argDefined(c, 0, "memmove"), argDefined(c, 1, "memmove"), intArg(c, 2, "memmove"), false, "memmove");
  setRetPtr(c, c.arg(0));
}
// bzero and explicit_bzero: memset to zero, returning nothing.
void m_bzero(Call& c) {
  uint64_t off, n = intArg(c, 1, fnName(c));
  mem::Object& o = c.ex.access(argDefined(c, 0, fnName(c)), n, true, off, fnName(c));
  c.ex.memory().fill(o, off, 0, n);
}
// ffs, ffsl, ffsll (<strings.h>): the 1-based index of the lowest set bit
// of the argument (as wide as its type), 0 for 0.
void m_ffs(Call& c) {
  uint64_t v = intArg(c, 0, fnName(c)) & maskOf(c.ex.program().type(c.argType(0)).bits);
  setRet(c, v ? static_cast<uint64_t>(__builtin_ctzll(v)) + 1 : 0);
}
void m_memset(Call& c) {
  uint64_t off, n = intArg(c, 2, "memset");
  mem::Object& o = c.ex.access(argDefined(c, 0, "memset"), n, true, off, "memset");
  c.ex.memory().fill(o, off, static_cast<uint8_t>(intArg(c, 1, "memset")), n);
  setRetPtr(c, c.arg(0));
}
void m_memcmp(Call& c) {
  uint64_t n = intArg(c, 2, fnName(c)), ao, bo;
  const mem::Object& a = c.ex.access(argDefined(c, 0, fnName(c)), n, false, ao, fnName(c));
  const mem::Object& b = c.ex.access(argDefined(c, 1, fnName(c)), n, false, bo, fnName(c));
  for (uint64_t k = 0; k < n; ++k) {
    if (a.undef()[ao + k] || b.undef()[bo + k])
      c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} compares an uninitialised byte", fnName(c)));
    // glibc's result: the difference of the bytes, which a program may print.
    if (a.data()[ao + k] != b.data()[bo + k]) return setRet(c, static_cast<uint64_t>(a.data()[ao + k] - b.data()[bo + k]));
  }
  setRet(c, 0);
}
// memchr, and GNU's rawmemchr, which has no length: it reads until it
// finds the byte, so a missing one is an out-of-bounds read.
void memchrImpl(Call& c, uint64_t n) {
  const char* fn = fnName(c);
  uint64_t off;
  const Word& p = argDefined(c, 0, fn);
  uint8_t ch = static_cast<uint8_t>(intArg(c, 1, fn));
  const mem::Object& o = c.ex.access(p, 0, false, off, fn);
  for (uint64_t k = 0; k < n; ++k) {
    if (off + k >= o.size) c.ex.access(offsetPtr(p, k), 1, false, off, fn);
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised byte", fn));
    if (o.data()[off + k] == ch) return setRetPtr(c, offsetPtr(p, k));
  }
  setRet(c, 0);
}
void m_memchr(Call& c) { memchrImpl(c, intArg(c, 2, "memchr")); }
void m_rawmemchr(Call& c) { memchrImpl(c, UINT64_MAX); }
void m_strlen(Call& c) { setRet(c, c.ex.stringLength(argDefined(c, 0, "strlen"), "strlen")); }
void m_strnlen(Call& c) { setRet(c, c.ex.stringLength(argDefined(c, 0, "strnlen"), "strnlen", intArg(c, 1, "strnlen"))); }
void m_strcpy(Call& c) {
  const Word& d = argDefined(c, 0, "strcpy");
  uint64_t n = c.ex.stringLength(argDefined(c, 1, "strcpy"), "strcpy");
  c.ex.copyMemory(d, c.arg(1), n + 1, true, "strcpy");
  setRetPtr(c, d);
}
// strncpy and stpncpy (which returns the end of the string copied: its
// NUL, or d + n when none fits).
void m_strncpy(Call& c) {
  const char* fn = fnName(c);
  const Word& d = argDefined(c, 0, fn);
  uint64_t lim = intArg(c, 2, fn);
  uint64_t n = c.ex.stringLength(argDefined(c, 1, fn), fn, lim);
  uint64_t off;
  c.ex.access(d, lim, true, off, fn);
  c.ex.copyMemory(d, c.arg(1), n, true, fn);
  if (lim > n) {
    mem::Object& o = c.ex.access(offsetPtr(d, n), lim - n, true, off, fn);
    c.ex.memory().fill(o, off, 0, lim - n);
  }
  setRetPtr(c, c.callee.name == "stpncpy" ? offsetPtr(d, n) : d);
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
// <strings.h>: case folded as in the "C" locale.
void m_strcasecmp(Call& c) {
  setRet(c, static_cast<uint64_t>(c.ex.compareStrings(c.arg(0), c.arg(1), "strcasecmp", UINT64_MAX, true)));
}
void m_strncasecmp(Call& c) {
  uint64_t n = intArg(c, 2, "strncasecmp");
  setRet(c, static_cast<uint64_t>(c.ex.compareStrings(c.arg(0), c.arg(1), "strncasecmp", n, true)));
}
// GNU's memrchr: the last byte ch among n, read from the end as glibc
// does, so a buffer shorter than n is an overrun at its end whatever it holds.
void m_memrchr(Call& c) {
  uint64_t n = intArg(c, 2, "memrchr"), off;
  const Word& p = argDefined(c, 0, "memrchr");
  auto ch = static_cast<uint8_t>(intArg(c, 1, "memrchr"));
  if (n == 0) return setRetNull(c);
  const mem::Object& o = c.ex.access(p, n, false, off, "memrchr");
  for (uint64_t k = n; k-- > 0;) {
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, "memrchr reads an uninitialised byte");
    if (o.data()[off + k] == ch) return setRetPtr(c, offsetPtr(p, k));
  }
  setRetNull(c);
}
// GNU's memmem: the first place the needle's n bytes occur among the
// haystack's m, both read whole.
void m_memmem(Call& c) {
  uint64_t m = intArg(c, 1, "memmem"), n = intArg(c, 3, "memmem"), hoff, noff;
  const Word& h = argDefined(c, 0, "memmem");
  const mem::Object& hay = c.ex.access(h, m, false, hoff, "memmem");
  const mem::Object& needle = c.ex.access(argDefined(c, 2, "memmem"), n, false, noff, "memmem");
  auto defined = [&](const mem::Object& o, uint64_t off, uint64_t len) {
    for (uint64_t k = 0; k < len; ++k)
      if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, "memmem reads an uninitialised byte");
    return std::string_view(reinterpret_cast<const char*>(o.data() + off), len);
  };
  size_t at = defined(hay, hoff, m).find(defined(needle, noff, n));
  if (at == std::string_view::npos) return setRetNull(c);
  setRetPtr(c, offsetPtr(h, at));
}
void m_strchr(Call& c) {
  // Reads only up to the first match, as the C library does.
  const Word& p = argDefined(c, 0, fnName(c));
  auto ch = static_cast<uint8_t>(intArg(c, 1, fnName(c)));
  uint64_t pos = c.ex.stringLength(p, fnName(c), UINT64_MAX, ch);
  bool atNul = c.ex.readString(offsetPtr(p, pos), fnName(c), 1).empty();
  if (ch != 0 && atNul) return setRet(c, 0);
  setRetPtr(c, offsetPtr(p, pos));
}
// GNU's strchrnul: strchr, but the terminator's place when ch is absent.
void m_strchrnul(Call& c) {
  const Word& p = argDefined(c, 0, "strchrnul");
  auto ch = static_cast<uint8_t>(intArg(c, 1, "strchrnul"));
  setRetPtr(c, offsetPtr(p, c.ex.stringLength(p, "strchrnul", UINT64_MAX, ch)));
}
void m_strrchr(Call& c) {
  const Word& p = argDefined(c, 0, fnName(c));
  std::string s = c.ex.readString(p, fnName(c));
  char ch = static_cast<char>(intArg(c, 1, fnName(c)));
  size_t pos = ch == 0 ? s.size() : s.rfind(ch);
  if (pos == std::string::npos) return setRet(c, 0);
  setRetPtr(c, offsetPtr(p, pos));
}
// strstr, and GNU's strcasestr, which compares the C locale's lower case.
void m_strstr(Call& c) {
  const char* fn = fnName(c);
  const Word& p = argDefined(c, 0, fn);
  int64_t pos = c.ex.findString(p, argDefined(c, 1, fn), fn, c.callee.name == "strcasestr");
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

// The bytes of the set argument (accept, reject, delimiters): read whole.
std::string setArg(Call& c, unsigned i) { return c.ex.readString(argDefined(c, i, fnName(c)), fnName(c)); }

// The length of the prefix of s whose bytes are in `set` (or, with
// `outside`, not in it), s read up to the byte that ends the prefix.
uint64_t span(Call& c, const Word& s, const std::string& set, bool outside) {
  for (uint64_t k = 0;; ++k) {
    std::string b = c.ex.readString(offsetPtr(s, k), fnName(c), 1);
    if (b.empty()) return k;
    bool in = set.find(b[0]) != std::string::npos;
    if (in == outside) return k;
  }
}

void m_strspn(Call& c) {
  std::string set = setArg(c, 1);
  setRet(c, span(c, argDefined(c, 0, fnName(c)), set, false));
}
void m_strcspn(Call& c) {
  std::string set = setArg(c, 1);
  setRet(c, span(c, argDefined(c, 0, fnName(c)), set, true));
}
void m_strpbrk(Call& c) {
  const Word& s = argDefined(c, 0, "strpbrk");
  std::string set = setArg(c, 1);
  uint64_t k = span(c, s, set, true);
  if (c.ex.readString(offsetPtr(s, k), "strpbrk", 1).empty()) return setRetNull(c);
  setRetPtr(c, offsetPtr(s, k));
}
// strtok_r's work: the next token from *s (or from `save` when s is
// null), its end overwritten with a NUL, the position after it returned.
Word nextToken(Call& c, Word s, const std::string& delims, Word& rest) {
  if (isNull(s)) s = rest;
  if (isNull(s)) return s;
  s = offsetPtr(s, span(c, s, delims, false));
  if (c.ex.readString(s, fnName(c), 1).empty()) {
    rest = s;
    return Word{};
  }
  uint64_t n = span(c, s, delims, true);
  Word end = offsetPtr(s, n);
  if (c.ex.readString(end, fnName(c), 1).empty()) {
    rest = end;
  } else {
    c.ex.writeBytes(end, std::string_view("\0", 1), fnName(c));
    rest = offsetPtr(end, 1);
  }
  return s;
}
void m_strtok_r(Call& c) {
  const Word& s = argDefined(c, 0, "strtok_r");
  std::string delims = setArg(c, 1);
  const Word& savep = argDefined(c, 2, "strtok_r");
  Word rest = isNull(s) ? c.ex.loadPointer(savep, "strtok_r") : Word{};
  if (isNull(s)) c.ex.requireDefined(rest, "the position strtok_r saved");
  Word tok = nextToken(c, s, delims, rest);
  c.ex.storePointer(savep, rest, "strtok_r");
  setRetPtr(c, tok);
}
// BSD's strsep: the token at *sp, its delimiter overwritten with a NUL and
// *sp moved past it (to NULL after the last token); empty tokens count.
void m_strsep(Call& c) {
  const Word& sp = argDefined(c, 0, "strsep");
  Word s = c.ex.loadPointer(sp, "strsep");
  c.ex.requireDefined(s, "the string strsep is given");
  if (isNull(s)) return setRetNull(c);
  std::string delims = setArg(c, 1);
  uint64_t n = span(c, s, delims, true);
  Word end = offsetPtr(s, n);
  if (c.ex.readString(end, "strsep", 1).empty()) {
    c.ex.storePointer(sp, Word{}, "strsep");
  } else {
    c.ex.writeBytes(end, std::string_view("\0", 1), "strsep");
    c.ex.storePointer(sp, offsetPtr(end, 1), "strsep");
  }
  setRetPtr(c, s);
}
void m_strtok(Call& c) {
  const Word& s = argDefined(c, 0, "strtok");
  std::string delims = setArg(c, 1);
  Word cell = c.ex.pointerTo(c.ex.libraryCell("strtok", c.ex.program().ptrBytes));
  Word rest = c.ex.loadPointer(cell, "strtok");
  if (isNull(s) && isNull(rest)) c.ex.fail(ErrorKind::InvalidCall, "strtok(NULL, ...) before any string was given");
  Word tok = nextToken(c, s, delims, rest);
  c.ex.storePointer(cell, rest, "strtok");
  setRetPtr(c, tok);
}
// The "C" locale collates by byte value.
void m_strcoll(Call& c) { setRet(c, static_cast<uint64_t>(c.ex.compareStrings(c.arg(0), c.arg(1), "strcoll"))); }
void m_strxfrm(Call& c) {
  const Word& dst = argDefined(c, 0, "strxfrm");
  std::string s = c.ex.readString(argDefined(c, 1, "strxfrm"), "strxfrm");
  uint64_t n = intArg(c, 2, "strxfrm");
  if (s.size() < n) c.ex.writeBytes(dst, std::string_view(s.c_str(), s.size() + 1), "strxfrm");
  setRet(c, s.size());
}
void m_strerror(Call& c) {
  setRetPtr(c, libraryText(c, "strerror", std::strerror(static_cast<int>(sintArg(c, 0, "strerror")))));
}
// strsignal: glibc's description, in a buffer of the library's own (its
// text for an unknown number is made there too).
void m_strsignal(Call& c) {
  setRetPtr(c, libraryText(c, "strsignal", ::strsignal(static_cast<int>(sintArg(c, 0, "strsignal")))));
}
// fnmatch: the host's, on the pattern and string read checked; in the C
// locale, as the program's is until setlocale (which Ferret keeps "C").
void m_fnmatch(Call& c) {
  std::string pattern = c.ex.readString(argDefined(c, 0, "fnmatch"), "fnmatch");
  std::string text = c.ex.readString(argDefined(c, 1, "fnmatch"), "fnmatch");
  int flags = static_cast<int>(sintArg(c, 2, "fnmatch"));
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(::fnmatch(pattern.c_str(), text.c_str(), flags))));
}
void m_memccpy(Call& c) {
  const Word& dst = argDefined(c, 0, "memccpy");
  const Word& src = argDefined(c, 1, "memccpy");
  auto stop = static_cast<uint8_t>(intArg(c, 2, "memccpy"));
  uint64_t n = intArg(c, 3, "memccpy");
  // The source is read up to the stop byte, as memchr reads it.
  uint64_t len = n;
  bool found = false;
  for (uint64_t k = 0; k < n && !found; ++k) {
    uint64_t off;
    const mem::Object& o = c.ex.access(offsetPtr(src, k), 1, false, off, "memccpy");
    if (o.undef()[off]) c.ex.fail(ErrorKind::Uninitialized, "memccpy reads an uninitialised byte");
    if (o.data()[off] == stop) found = true, len = k + 1;
  }
  c.ex.copyMemory(dst, src, len, true, "memccpy");
  if (found) return setRetPtr(c, offsetPtr(dst, len));
  setRetNull(c);
}
void m_stpcpy(Call& c) {
  const Word& d = argDefined(c, 0, "stpcpy");
  uint64_t n = c.ex.stringLength(argDefined(c, 1, "stpcpy"), "stpcpy");
  c.ex.copyMemory(d, c.arg(1), n + 1, true, "stpcpy");
  setRetPtr(c, offsetPtr(d, n));
}

const ModelEntry kStringModels[] = {
    {"memcpy", m_memcpy}, {"memmove", m_memmove}, {"memset", m_memset}, {"memcmp", m_memcmp},
    {"memchr", m_memchr}, {"rawmemchr", m_rawmemchr}, {"strlen", m_strlen}, {"strnlen", m_strnlen}, {"strcpy", m_strcpy},
    {"strncpy", m_strncpy}, {"strcat", m_strcat}, {"strncat", m_strncat}, {"strcmp", m_strcmp},
    {"strncmp", m_strncmp}, {"strchr", m_strchr}, {"strrchr", m_strrchr}, {"strstr", m_strstr}, {"strcasestr", m_strstr},
    {"strdup", m_strdup}, {"strndup", m_strndup},
    {"strspn", m_strspn}, {"strcspn", m_strcspn}, {"strpbrk", m_strpbrk}, {"strtok", m_strtok},
    {"strtok_r", m_strtok_r}, {"__strtok_r", m_strtok_r}, {"strcoll", m_strcoll}, {"strxfrm", m_strxfrm},
    {"strerror", m_strerror}, {"memccpy", m_memccpy}, {"stpcpy", m_stpcpy},
    {"mempcpy", m_mempcpy}, {"stpncpy", m_strncpy}, {"strsignal", m_strsignal}, {"fnmatch", m_fnmatch},
    {"strcasecmp", m_strcasecmp}, {"strncasecmp", m_strncasecmp}, {"strchrnul", m_strchrnul},
    {"memrchr", m_memrchr}, {"memmem", m_memmem}, {"strsep", m_strsep}, {"bzero", m_bzero}, {"bcopy", m_bcopy}, {"bcmp", m_memcmp},
    {"explicit_bzero", m_bzero}, {"ffs", m_ffs}, {"ffsl", m_ffs}, {"ffsll", m_ffs}, {"index", m_strchr}, {"rindex", m_strrchr},
};

}  // namespace

Model findStringModel(std::string_view name) { return lookupModel(kStringModels, name); }

}  // namespace ferret::sem
