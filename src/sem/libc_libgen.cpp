// <libgen.h>'s dirname and POSIX basename, and GNU's basename from
// <string.h>.  <libgen.h> renames basename to __xpg_basename, so the name
// the program calls says which one it meant.  Both POSIX functions may
// write a NUL into their argument and may return glibc's constant ".",
// a read-only library cell; GNU's never writes.
#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

// glibc's static "." (read-only: writing it is an error, as natively).
Word dot(Call& c) {
  mem::ObjId id = c.ex.libraryCell("libgen.dot", 2);
  mem::Object& o = c.ex.memory().obj(id);
  if (!o.readOnly) {
    o.data()[0] = '.';
    o.readOnly = true;
  }
  return c.ex.pointerTo(id);
}
// Ends the string at offset `at` of p.
void cut(Call& c, const Word& p, size_t at) { c.ex.writeBytes(offsetPtr(p, at), std::string_view("", 1), fnName(c)); }

void m_gnu_basename(Call& c) {
  const Word& p = argDefined(c, 0);
  std::string s = c.ex.readString(p, "basename");
  size_t slash = s.rfind('/');
  setRetPtr(c, slash == std::string::npos ? p : offsetPtr(p, slash + 1));
}

// Trailing slashes go (a NUL written after the last name); a path of
// slashes only is its last one.
void m_xpg_basename(Call& c) {
  const Word& p = argDefined(c, 0);
  if (isNull(p)) return setRetPtr(c, dot(c));
  std::string s = c.ex.readString(p, "basename");
  if (s.empty()) return setRetPtr(c, dot(c));
  size_t end = s.find_last_not_of('/');
  if (end == std::string::npos) return setRetPtr(c, offsetPtr(p, s.size() - 1));
  if (end + 1 < s.size()) cut(c, p, end + 1);
  size_t slash = s.rfind('/', end);
  setRetPtr(c, slash == std::string::npos ? p : offsetPtr(p, slash + 1));
}

// The path up to its last name, slashes between them dropped: "a/b/" is
// "a", "/a" is "/", "//a" keeps its two slashes (POSIX leaves their
// meaning open), a name alone is ".".
void m_dirname(Call& c) {
  const Word& p = argDefined(c, 0);
  if (isNull(p)) return setRetPtr(c, dot(c));
  std::string s = c.ex.readString(p, "dirname");
  size_t end = s.find_last_not_of('/');  // the last name's end
  size_t slash = end == std::string::npos ? s.size() - 1 : s.rfind('/', end);
  if (s.empty() || slash == std::string::npos) return setRetPtr(c, dot(c));
  size_t keep = s.find_last_not_of('/', slash);
  // Only slashes before the last name: "/", or "//" for exactly two.
  keep = keep != std::string::npos ? keep + 1 : slash == 1 ? 2 : 1;
  cut(c, p, keep);
  setRetPtr(c, p);
}

const ModelEntry kLibgenModels[] = {
    {"basename", m_gnu_basename},
    {"__xpg_basename", m_xpg_basename},
    {"dirname", m_dirname},
};

}  // namespace

Model findLibgenModel(std::string_view name) { return lookupModel(kLibgenModels, name); }

}  // namespace ferret::sem
