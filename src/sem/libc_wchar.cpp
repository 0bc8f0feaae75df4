// <wchar.h> and <wctype.h> in the "C" locale, the only one Ferret runs
// programs in: a multibyte character is one byte below 0x80 (a byte above
// is EILSEQ, as glibc's C locale says), wchar_t is 32 bits on both
// targets.  The classification and case functions are the host's, which
// runs in the C locale too; the wide-string functions read and write the
// program's memory four bytes at a time, checked as the narrow ones are.
#include <wchar.h>
#include <wctype.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr uint64_t kWide = 4;

// The wide character at p: reachable, initialised.
uint32_t wideAt(Call& c, const Word& p) {
  uint64_t off;
  const mem::Object& o = c.ex.access(p, kWide, false, off, fnName(c));
  for (uint64_t k = 0; k < kWide; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised wide character", fnName(c)));
  uint32_t v;
  std::memcpy(&v, o.data() + off, kWide);
  return v;
}
// The wide string at p up to its terminator (left out) or `limit` characters.
std::u32string readWide(Call& c, const Word& p, uint64_t limit = UINT64_MAX) {
  std::u32string out;
  for (uint64_t k = 0; k < limit; ++k) {
    uint32_t v = wideAt(c, offsetPtr(p, k * kWide));
    if (v == 0) break;
    out.push_back(v);
  }
  return out;
}
void writeWide(Call& c, const Word& p, const std::u32string& s) {
  c.ex.writeBytes(p, std::string_view(reinterpret_cast<const char*>(s.data()), s.size() * kWide), fnName(c));
}
uint32_t wideArg(Call& c, unsigned i) { return static_cast<uint32_t>(intArg(c, i, fnName(c))); }

// ---- classification and case: the host's, in the C locale ----

struct HostWide {
  std::string_view name;
  int64_t (*f)(uint32_t);
};
const HostWide kHostWide[] = {
    {"iswalnum", [](uint32_t w) -> int64_t { return iswalnum(w); }},
    {"iswalpha", [](uint32_t w) -> int64_t { return iswalpha(w); }},
    {"iswblank", [](uint32_t w) -> int64_t { return iswblank(w); }},
    {"iswcntrl", [](uint32_t w) -> int64_t { return iswcntrl(w); }},
    {"iswdigit", [](uint32_t w) -> int64_t { return iswdigit(w); }},
    {"iswgraph", [](uint32_t w) -> int64_t { return iswgraph(w); }},
    {"iswlower", [](uint32_t w) -> int64_t { return iswlower(w); }},
    {"iswprint", [](uint32_t w) -> int64_t { return iswprint(w); }},
    {"iswpunct", [](uint32_t w) -> int64_t { return iswpunct(w); }},
    {"iswspace", [](uint32_t w) -> int64_t { return iswspace(w); }},
    {"iswupper", [](uint32_t w) -> int64_t { return iswupper(w); }},
    {"iswxdigit", [](uint32_t w) -> int64_t { return iswxdigit(w); }},
    {"towlower", [](uint32_t w) -> int64_t { return towlower(w); }},
    {"towupper", [](uint32_t w) -> int64_t { return towupper(w); }},
    {"btowc", [](uint32_t w) -> int64_t { return btowc(static_cast<int>(w)); }},
    {"wctob", [](uint32_t w) -> int64_t { return wctob(w); }},
    {"wcwidth", [](uint32_t w) -> int64_t { return wcwidth(static_cast<wchar_t>(w)); }},
};
void m_hostWide(Call& c) {
  for (const HostWide& h : kHostWide)
    if (h.name == c.callee.name) return setRet(c, static_cast<uint64_t>(h.f(wideArg(c, 0))));
}

// ---- wide strings ----

void m_wcslen(Call& c) { setRet(c, readWide(c, argDefined(c, 0)).size()); }
void m_wcsnlen(Call& c) { setRet(c, readWide(c, argDefined(c, 0), intArg(c, 1, fnName(c))).size()); }
// wcscpy, wcscat: the source and its terminator at the destination (its
// end, for wcscat).
void copyWide(Call& c, bool append) {
  const Word& dst = argDefined(c, 0);
  std::u32string s = readWide(c, argDefined(c, 1));
  s.push_back(0);
  uint64_t at = append ? readWide(c, dst).size() : 0;
  writeWide(c, offsetPtr(dst, at * kWide), s);
  setRetPtr(c, dst);
}
void m_wcscpy(Call& c) { copyWide(c, false); }
void m_wcscat(Call& c) { copyWide(c, true); }
// wcsncpy: n characters, padded with terminators.
void m_wcsncpy(Call& c) {
  const Word& dst = argDefined(c, 0);
  uint64_t n = intArg(c, 2, fnName(c));
  std::u32string s = readWide(c, argDefined(c, 1), n);
  s.resize(n, 0);
  writeWide(c, dst, s);
  setRetPtr(c, dst);
}
// wcscmp, wcsncmp: glibc compares wchar_t as signed ints and returns -1,
// 0 or 1.
void compareWide(Call& c, uint64_t limit) {
  Word a = argDefined(c, 0), b = argDefined(c, 1);
  for (uint64_t k = 0; k < limit; ++k) {
    auto x = static_cast<int32_t>(wideAt(c, offsetPtr(a, k * kWide)));
    auto y = static_cast<int32_t>(wideAt(c, offsetPtr(b, k * kWide)));
    if (x != y) return setRet(c, static_cast<uint64_t>(x < y ? -1 : 1));
    if (x == 0) break;
  }
  setRet(c, 0);
}
void m_wcscmp(Call& c) { compareWide(c, UINT64_MAX); }
void m_wcsncmp(Call& c) { compareWide(c, intArg(c, 2, fnName(c))); }
// wcschr, wcsrchr: the first or last place of wc (the terminator's, for 0).
void findWide(Call& c, bool last) {
  const Word& p = argDefined(c, 0);
  uint32_t wc = wideArg(c, 1);
  std::u32string s = readWide(c, p);
  size_t pos = wc == 0 ? s.size() : last ? s.rfind(static_cast<char32_t>(wc)) : s.find(static_cast<char32_t>(wc));
  if (pos == std::u32string::npos) return setRetNull(c);
  setRetPtr(c, offsetPtr(p, pos * kWide));
}
void m_wcschr(Call& c) { findWide(c, false); }
void m_wcsrchr(Call& c) { findWide(c, true); }
void m_wcsdup(Call& c) {
  std::u32string s = readWide(c, argDefined(c, 0));
  s.push_back(0);
  Word p = c.ex.pointerTo(c.ex.allocHeap(s.size() * kWide, false, fnName(c)));
  writeWide(c, p, s);
  setRetPtr(c, p);
}
void m_wmemcpy(Call& c) {
  bool move = c.callee.name == "wmemmove";
  c.ex.copyMemory(argDefined(c, 0), argDefined(c, 1), intArg(c, 2, fnName(c)) * kWide, !move, fnName(c));
  setRetPtr(c, c.arg(0));
}
void m_wmemset(Call& c) {
  const Word& p = argDefined(c, 0);
  std::u32string s(intArg(c, 2, fnName(c)), static_cast<char32_t>(wideArg(c, 1)));
  if (!s.empty()) writeWide(c, p, s);
  setRetPtr(c, p);
}

// ---- multibyte conversion in the C locale ----

// The conversion of byte b: its wide character, or EILSEQ above 0x7f.
bool narrowToWide(Call& c, uint8_t b) {
  if (b < 0x80) return true;
  c.ex.setErrno(EILSEQ);
  return false;
}
uint8_t byteAt(Call& c, const Word& p) {
  std::string b = c.ex.readString(p, fnName(c), 1);
  return b.empty() ? 0 : static_cast<uint8_t>(b[0]);
}
void storeWide(Call& c, const Word& p, uint32_t wc) {
  if (!isNull(p)) writeWide(c, p, std::u32string(1, static_cast<char32_t>(wc)));
}
// mblen(s, n), mbtowc(pwc, s, n), mbrtowc(pwc, s, n, ps), mbrlen(s, n, ps):
// no state in this locale; a NULL s asks whether there is any (none: 0).
// The restartable forms answer (size_t)-2 for n == 0.
void m_mbtowc(Call& c) {
  std::string_view name = c.callee.name;
  bool stores = name == "mbtowc" || name == "mbrtowc";
  bool restartable = name == "mbrtowc" || name == "mbrlen";
  unsigned s = stores ? 1 : 0;
  const Word& src = argDefined(c, s);
  if (isNull(src)) return setRet(c, 0);
  if (intArg(c, s + 1, fnName(c)) == 0) return setRet(c, static_cast<uint64_t>(restartable ? -2 : -1));
  uint8_t b = byteAt(c, src);
  if (!narrowToWide(c, b)) return setRet(c, static_cast<uint64_t>(-1));
  if (stores) storeWide(c, argDefined(c, 0), b);
  setRet(c, b == 0 ? 0 : 1);
}
// wctomb(s, wc), wcrtomb(s, wc, ps): one byte, or EILSEQ above 0x7f.
void m_wctomb(Call& c) {
  const Word& dst = argDefined(c, 0);
  if (isNull(dst)) return setRet(c, c.callee.name == "wcrtomb" ? 1 : 0);
  uint32_t wc = wideArg(c, 1);
  if (wc >= 0x80) {
    c.ex.setErrno(EILSEQ);
    return setRet(c, static_cast<uint64_t>(-1));
  }
  c.ex.writeBytes(dst, std::string(1, static_cast<char>(wc)), fnName(c));
  setRet(c, 1);
}
void m_mbsinit(Call& c) { setRet(c, 1); }
void m_mb_cur_max(Call& c) { setRet(c, 1); }
// mbstowcs(dst, src, n): the bytes of src as wide characters, at most n
// stored (with the terminator if it fits); a NULL dst counts them.
void m_mbstowcs(Call& c) {
  const Word& dst = argDefined(c, 0);
  std::string s = c.ex.readString(argDefined(c, 1), fnName(c));
  uint64_t n = isNull(dst) ? UINT64_MAX : intArg(c, 2, fnName(c));
  std::u32string out;
  for (char ch : s) {
    if (!narrowToWide(c, static_cast<uint8_t>(ch))) return setRet(c, static_cast<uint64_t>(-1));
    out.push_back(static_cast<uint8_t>(ch));
  }
  uint64_t count = out.size();
  if (!isNull(dst)) {
    out.push_back(0);
    out.resize(std::min<uint64_t>(out.size(), n));
    if (!out.empty()) writeWide(c, dst, out);
  }
  setRet(c, std::min(count, n));
}
// wcstombs(dst, src, n): the inverse, at most n bytes.
void m_wcstombs(Call& c) {
  const Word& dst = argDefined(c, 0);
  std::u32string s = readWide(c, argDefined(c, 1));
  uint64_t n = isNull(dst) ? UINT64_MAX : intArg(c, 2, fnName(c));
  std::string out;
  for (char32_t wc : s) {
    if (wc >= 0x80) {
      c.ex.setErrno(EILSEQ);
      return setRet(c, static_cast<uint64_t>(-1));
    }
    out.push_back(static_cast<char>(wc));
  }
  uint64_t count = out.size();
  if (!isNull(dst)) {
    out.push_back('\0');
    out.resize(std::min<uint64_t>(out.size(), n));
    if (!out.empty()) c.ex.writeBytes(dst, out, fnName(c));
  }
  setRet(c, std::min(count, n));
}

const ModelEntry kWcharModels[] = {
    {"wcslen", m_wcslen},     {"wcsnlen", m_wcsnlen},   {"wcscpy", m_wcscpy},     {"wcscat", m_wcscat},
    {"wcsncpy", m_wcsncpy},   {"wcscmp", m_wcscmp},     {"wcsncmp", m_wcsncmp},   {"wcschr", m_wcschr},
    {"wcsrchr", m_wcsrchr},   {"wcsdup", m_wcsdup},     {"wmemcpy", m_wmemcpy},   {"wmemmove", m_wmemcpy},
    {"wmemset", m_wmemset},   {"mblen", m_mbtowc},      {"mbtowc", m_mbtowc},     {"mbrtowc", m_mbtowc},
    {"mbrlen", m_mbtowc},     {"wctomb", m_wctomb},     {"wcrtomb", m_wctomb},    {"mbsinit", m_mbsinit},
    {"mbstowcs", m_mbstowcs}, {"wcstombs", m_wcstombs}, {"__ctype_get_mb_cur_max", m_mb_cur_max},
};

}  // namespace

Model findWcharModel(std::string_view name) {
  for (const HostWide& h : kHostWide)
    if (h.name == name) return m_hostWide;
  return lookupModel(kWcharModels, name);
}

}  // namespace ferret::sem
