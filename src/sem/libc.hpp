// What the library model files share: reading a call's arguments (each
// checked as defined), writing its result, and the per-header tables that
// findModel consults.  One file per C header (libc_<header>.cpp), so a
// header's models, their state and their checks are read in one place.
#pragma once

#include <fmt/format.h>

#include <span>
#include <string_view>

#include "sem/executor.hpp"

namespace ferret::sem {

inline unsigned retBits(const Call& c) {
  const ir::Type& t = c.ex.program().type(c.retType);
  return t.kind == ir::TypeKind::Int ? t.bits : 8 * c.ex.program().ptrBytes;
}
inline void setRet(Call& c, uint64_t v) {
  if (c.dst == ir::kNoOperand) return;
  c.ret() = Word{v & maskOf(retBits(c)), 0, mem::kNoObj};
}
inline void setRetPtr(Call& c, const Word& p) {
  if (c.dst == ir::kNoOperand) return;
  c.ret() = p;
}
inline void setRetNull(Call& c) { setRet(c, 0); }
inline const Word& argDefined(Call& c, unsigned i, const char* fn) {
  if (i >= c.nargs) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} is called with too few arguments", fn));
  const Word& w = c.arg(i);
  if (w.u) c.ex.requireDefined(w, fmt::format("argument {} of {}", i + 1, fn).c_str());
  return w;
}
inline uint64_t intArg(Call& c, unsigned i, const char* fn) { return argDefined(c, i, fn).v; }
inline int64_t sintArg(Call& c, unsigned i, const char* fn) {
  const ir::Type& t = c.ex.program().type(c.argType(i));
  return sext(argDefined(c, i, fn).v, t.kind == ir::TypeKind::Int ? t.bits : 64);
}
inline bool isNull(const Word& p) { return p.v == 0 && p.p == mem::kNoObj; }
inline Word offsetPtr(Word p, uint64_t k) {
  p.v += k;
  return p;
}
// The name the program called the model by (one model may serve several).
inline const char* fnName(const Call& c) { return c.callee.name.c_str(); }

struct ModelEntry {
  std::string_view name;
  Model model;
};
inline Model lookupModel(std::span<const ModelEntry> table, std::string_view name) {
  for (const ModelEntry& e : table)
    if (e.name == name) return e.model;
  return nullptr;
}

// realloc(): a new block of n bytes holding what fits of `old`'s, which
// is freed (library.cpp).
Word reallocate(Call& c, const Word& old, uint64_t n, const char* fn);

// The tables of the headers' files.
Model findSetjmpModel(std::string_view name);  // libc_setjmp.cpp
Model findStdioModel(std::string_view name);   // libc_stdio.cpp
Model findUnistdModel(std::string_view name);  // libc_unistd.cpp
Model findMathModel(std::string_view name);    // libc_math.cpp
Model findStringModel(std::string_view name);  // libc_string.cpp
Model findTimeModel(std::string_view name);    // libc_time.cpp
Model findLocaleModel(std::string_view name);  // libc_locale.cpp
Model findSignalModel(std::string_view name);  // libc_signal.cpp

}  // namespace ferret::sem
