// <locale.h>: the "C" locale only, which every program starts in.
// setlocale accepts "C", "POSIX" and "" (the environment's, taken as
// "C": a run does not depend on the host's locale); localeconv describes it.
#include <climits>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

Word cText(Call& c, std::string_view name, std::string_view text) {
  mem::ObjId cell = c.ex.libraryCell(name, text.size() + 1);
  c.ex.writeBytes(c.ex.pointerTo(cell), std::string(text) + '\0', fnName(c));
  return c.ex.pointerTo(cell);
}

void m_setlocale(Call& c) {
  sintArg(c, 0, "setlocale");
  const Word& name = argDefined(c, 1, "setlocale");
  if (!isNull(name)) {
    std::string n = c.ex.readString(name, "setlocale");
    if (!n.empty() && n != "C" && n != "POSIX") return setRetNull(c);
  }
  setRetPtr(c, cText(c, "setlocale", "C"));
}
// struct lconv: ten string pointers, then fourteen chars, all CHAR_MAX
// ("not available") in the "C" locale.
void m_localeconv(Call& c) {
  unsigned pb = c.ex.program().ptrBytes;
  uint64_t size = (10 * pb + 14 + pb - 1) / pb * pb;
  Word lconv = c.ex.pointerTo(c.ex.libraryCell("localeconv", size));
  Word point = cText(c, "localeconv point", "."), empty = cText(c, "localeconv empty", "");
  for (unsigned k = 0; k < 10; ++k) c.ex.storePointer(offsetPtr(lconv, k * pb), k == 0 ? point : empty, "localeconv");
  c.ex.writeBytes(offsetPtr(lconv, 10 * pb), std::string(14, static_cast<char>(CHAR_MAX)), "localeconv");
  setRetPtr(c, lconv);
}

const ModelEntry kLocaleModels[] = {{"setlocale", m_setlocale}, {"localeconv", m_localeconv}};

}  // namespace

Model findLocaleModel(std::string_view name) { return lookupModel(kLocaleModels, name); }

}  // namespace ferret::sem
