// <ctype.h>: glibc's macros index the C locale's tables through the
// __ctype_*_loc locators; the tables are the host's, made once per run.
#include <cctype>
#include <cstring>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

void ctypeLoc(Call& c, int which) { setRetPtr(c, c.ex.pointerTo(c.ex.ctypeCell(which))); }
void m_ctype_b(Call& c) { ctypeLoc(c, 0); }
void m_ctype_toupper(Call& c) { ctypeLoc(c, 1); }
void m_ctype_tolower(Call& c) { ctypeLoc(c, 2); }
void m_toupper(Call& c) { setRet(c, static_cast<uint64_t>(std::toupper(static_cast<int>(sintArg(c, 0, "toupper"))))); }
void m_tolower(Call& c) { setRet(c, static_cast<uint64_t>(std::tolower(static_cast<int>(sintArg(c, 0, "tolower"))))); }

const ModelEntry kCtypeModels[] = {
    {"__ctype_b_loc", m_ctype_b}, {"__ctype_toupper_loc", m_ctype_toupper},
    {"__ctype_tolower_loc", m_ctype_tolower}, {"toupper", m_toupper}, {"tolower", m_tolower},
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

Model findCtypeModel(std::string_view name) { return lookupModel(kCtypeModels, name); }

}  // namespace ferret::sem
