// The rest of <string.h> (and its POSIX neighbours): each reads its
// strings only as far as the C library does, so an unterminated buffer is
// an overrun exactly where the real function would run past it.
#include <cstring>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

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
  std::string msg = std::strerror(static_cast<int>(sintArg(c, 0, "strerror")));
  mem::ObjId cell = c.ex.libraryCell("strerror", 256);
  msg.resize(std::min<size_t>(msg.size(), 255));
  c.ex.writeBytes(c.ex.pointerTo(cell), std::string_view(msg.c_str(), msg.size() + 1), "strerror");
  setRetPtr(c, c.ex.pointerTo(cell));
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
    {"strspn", m_strspn}, {"strcspn", m_strcspn}, {"strpbrk", m_strpbrk}, {"strtok", m_strtok},
    {"strtok_r", m_strtok_r}, {"__strtok_r", m_strtok_r}, {"strcoll", m_strcoll}, {"strxfrm", m_strxfrm},
    {"strerror", m_strerror}, {"memccpy", m_memccpy}, {"stpcpy", m_stpcpy},
};

}  // namespace

Model findStringModel(std::string_view name) { return lookupModel(kStringModels, name); }

}  // namespace ferret::sem
