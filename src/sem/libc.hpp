// What the library model files share: reading a call's arguments (each
// checked as defined), writing its result, and the per-header tables that
// findModel (library.cpp) consults.  One file per C header
// (libc_<header>.cpp; pthreads in threads.cpp), so a header's models, their
// state and their checks are read in one place.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <span>
#include <string>
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
// A POSIX call's failure: -1 (errno is set by the caller).
inline void retFail(Call& c) { setRet(c, static_cast<uint64_t>(-1)); }
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
// The name the program called the model by (one model may serve several),
// as C spells it: glibc's headers turn scanf into __isoc99_scanf.
inline const char* fnName(const Call& c) {
  constexpr std::string_view kIsoc99 = "__isoc99_";
  return c.callee.name.c_str() + (c.callee.name.starts_with(kIsoc99) ? kIsoc99.size() : 0);
}
// argDefined, the error naming the function as the program called it.
inline const Word& argDefined(Call& c, unsigned i) { return argDefined(c, i, fnName(c)); }

// A row of a header's table; a blocking call (pthread_mutex_lock) has a
// guard that says when a thread may make it (threads.cpp).
struct ModelEntry {
  std::string_view name;
  Model model;
  Executor::Guard guard = nullptr;
};
inline const ModelEntry* findEntry(std::span<const ModelEntry> table, std::string_view name) {
  for (const ModelEntry& e : table)
    if (e.name == name) return &e;
  return nullptr;
}
inline Model lookupModel(std::span<const ModelEntry> table, std::string_view name) {
  const ModelEntry* e = findEntry(table, name);
  return e ? e->model : nullptr;
}

// v's low `bytes` bytes at out[at...], little-endian, as the target
// stores them (the structs the library fills: stat, dirent).
inline void putLittleEndian(std::string& out, size_t at, uint64_t v, unsigned bytes) {
  for (unsigned k = 0; k < bytes; ++k) out[at + k] = static_cast<char>(v >> (8 * k));
}
// A text the library returns in a buffer of its own (strerror's,
// strsignal's: library cell `cell`, rewritten by the next call).
inline Word libraryText(Call& c, std::string_view cell, std::string text) {
  mem::ObjId id = c.ex.libraryCell(cell, 256);
  text.resize(std::min<size_t>(text.size(), 255));
  c.ex.writeBytes(c.ex.pointerTo(id), std::string_view(text.c_str(), text.size() + 1), fnName(c));
  return c.ex.pointerTo(id);
}

// qsort's sort: n elements of sz bytes at base, in the order comparator
// cmp gives (called with pointers to two elements, and *extra if given),
// stable, each call checked (libc_stdlib.cpp).
void sortArray(Call& c, const Word& base, uint64_t n, uint64_t sz, const Word& cmp, const Word* extra, const char* fn);

// Path argument i as the file-system layer names it (FileSystem::resolve);
// none, with errno ENOENT, when empty, as the kernel answers
// (libc_stat.cpp).
std::optional<std::string> pathArg(Call& c, unsigned i);

// realloc(): a new block of n bytes holding what fits of `old`'s, which
// is freed (libc_stdlib.cpp).
Word reallocate(Call& c, const Word& old, uint64_t n, const char* fn);

// A number the machine decides, asked like a clock reading (sysconf's,
// the resource limits, umask): the host's in `run`, sampled in `verify`.
inline int64_t clockInput(Call& c, std::string name, unsigned bits, int64_t lo, int64_t hi) {
  InputRequest r{InputSource::Clock, std::move(name)};
  r.bits = bits;
  r.lo = lo;
  r.hi = hi;
  return c.ex.input(r).number;
}

// Another read of input function `fn` (sem/inputs.cpp's table, whose
// range it keeps), of `bits` bits: the process's ids a call needs.
inline int64_t tableInput(Call& c, std::string_view fn, unsigned bits) {
  const InputFunction& f = *inputFunction(fn);
  auto [lo, hi] = resultRange(f.lo, f.hi, bits);
  return clockInput(c, std::string(fn), bits, lo, hi);
}

// The tables of the headers' files.
Model findStdlibModel(std::string_view name);  // libc_stdlib.cpp
Model findCtypeModel(std::string_view name);   // libc_ctype.cpp
Model findSetjmpModel(std::string_view name);  // libc_setjmp.cpp
Model findStdioModel(std::string_view name);   // libc_stdio.cpp
Model findUnistdModel(std::string_view name);  // libc_unistd.cpp
Model findMathModel(std::string_view name);    // libc_math.cpp
Model findStringModel(std::string_view name);  // libc_string.cpp
Model findTimeModel(std::string_view name);    // libc_time.cpp
Model findLocaleModel(std::string_view name);  // libc_locale.cpp
Model findSignalModel(std::string_view name);  // libc_signal.cpp
Model findGetoptModel(std::string_view name);  // libc_getopt.cpp
Model findInetModel(std::string_view name);    // libc_inet.cpp
Model findRand48Model(std::string_view name);  // libc_drand48.cpp
Model findStatModel(std::string_view name);    // libc_stat.cpp
Model findDirentModel(std::string_view name);  // libc_dirent.cpp
Model findLibgenModel(std::string_view name);  // libc_libgen.cpp
Model findFortifyModel(std::string_view name); // libc_fortify.cpp
Model findWcharModel(std::string_view name);   // libc_wchar.cpp
Model findRegexModel(std::string_view name);   // libc_regex.cpp
Model findSearchModel(std::string_view name);  // libc_search.cpp
Model findMmanModel(std::string_view name);    // libc_mman.cpp
Model findResourceModel(std::string_view name); // libc_resource.cpp

}  // namespace ferret::sem
