// <fenv.h>: the exception flags and the rounding mode are the program's
// own (Executor::fpFlags, fpRounding), and every floating computation the
// executor makes for the program runs in that mode and raises its flags
// (Executor::computeFp).  fenv_t and fexcept_t have glibc's sizes; Ferret
// keeps the flags (and in fenv_t the rounding mode) in their first bytes
// and zeroes the rest.
#include <cfenv>
#include <cstring>
#include <initializer_list>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

uint64_t fenvSize(const Call& c) { return c.ex.program().ptrBytes == 8 ? 32 : 28; }
constexpr uint64_t kExceptSize = 2;  // fexcept_t: unsigned short

int exceptsArg(Call& c, unsigned i) { return static_cast<int>(sintArg(c, i, fnName(c))) & FE_ALL_EXCEPT; }

// Two-byte fields into an object of `size` bytes at p, the rest zero
// (checked as a write).
void storeFields(Call& c, const Word& p, uint64_t size, std::initializer_list<int> fields) {
  std::string bytes(size, '\0');
  unsigned at = 0;
  for (int f : fields) {
    auto v = static_cast<uint16_t>(f);
    std::memcpy(bytes.data() + at, &v, sizeof v);
    at += sizeof v;
  }
  c.ex.writeBytes(p, bytes, fnName(c));
}
// The two-byte field at `at` of an object of `size` bytes at p (checked as
// a read of initialised bytes).
int loadField(Call& c, const Word& p, uint64_t size, unsigned at) {
  uint64_t off;
  const mem::Object& o = c.ex.access(p, size, false, off, fnName(c));
  for (uint64_t k = 0; k < size; ++k)
    if (o.undef()[off + k])
      c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised byte of its argument", fnName(c)));
  uint16_t v;
  std::memcpy(&v, o.data() + off + at, sizeof v);
  return v;
}

void m_feclearexcept(Call& c) {
  c.ex.setFpFlags(c.ex.fpFlags() & ~exceptsArg(c, 0));
  setRet(c, 0);
}
void m_feraiseexcept(Call& c) {
  c.ex.setFpFlags(c.ex.fpFlags() | exceptsArg(c, 0));
  setRet(c, 0);
}
void m_fetestexcept(Call& c) { setRet(c, static_cast<uint64_t>(c.ex.fpFlags() & exceptsArg(c, 0))); }
void m_fegetexceptflag(Call& c) {
  storeFields(c, argDefined(c, 0), kExceptSize, {c.ex.fpFlags() & exceptsArg(c, 1)});
  setRet(c, 0);
}
void m_fesetexceptflag(Call& c) {
  int mask = exceptsArg(c, 1);
  int given = loadField(c, argDefined(c, 0), kExceptSize, 0);
  c.ex.setFpFlags((c.ex.fpFlags() & ~mask) | (given & mask));
  setRet(c, 0);
}
void m_fegetround(Call& c) { setRet(c, static_cast<uint64_t>(c.ex.fpRounding())); }
bool knownRounding(int64_t mode) {
  return mode == FE_TONEAREST || mode == FE_DOWNWARD || mode == FE_UPWARD || mode == FE_TOWARDZERO;
}
void m_fesetround(Call& c) {
  int64_t mode = sintArg(c, 0, fnName(c));
  if (knownRounding(mode)) c.ex.setFpRounding(static_cast<int>(mode));
  setRet(c, knownRounding(mode) ? 0 : 1);
}

// fenv_t: the flags, then the rounding mode.
void saveEnv(Call& c) { storeFields(c, argDefined(c, 0), fenvSize(c), {c.ex.fpFlags(), c.ex.fpRounding()}); }
// Installs an environment and returns its flags.  FE_DFL_ENV, glibc's
// ((const fenv_t *) -1), has none and rounds to nearest.
int installEnv(Call& c) {
  const Word& env = argDefined(c, 0);
  if (env.p == mem::kNoObj && env.v == maskOf(8 * c.ex.program().ptrBytes)) {
    c.ex.setFpRounding(FE_TONEAREST);
    return 0;
  }
  int mode = loadField(c, env, fenvSize(c), 2);
  if (!knownRounding(mode)) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} of an environment fegetenv did not save", fnName(c)));
  c.ex.setFpRounding(mode);
  return loadField(c, env, fenvSize(c), 0) & FE_ALL_EXCEPT;
}
void m_fegetenv(Call& c) {
  saveEnv(c);
  setRet(c, 0);
}
void m_fesetenv(Call& c) {
  c.ex.setFpFlags(installEnv(c));
  setRet(c, 0);
}
void m_feholdexcept(Call& c) {
  saveEnv(c);
  c.ex.setFpFlags(0);
  setRet(c, 0);
}
// The environment, and the flags raised since on top of its own.
void m_feupdateenv(Call& c) {
  int raised = c.ex.fpFlags();
  c.ex.setFpFlags(installEnv(c) | raised);
  setRet(c, 0);
}

const ModelEntry kFenvModels[] = {
    {"feclearexcept", m_feclearexcept}, {"feraiseexcept", m_feraiseexcept}, {"fetestexcept", m_fetestexcept},
    {"fegetexceptflag", m_fegetexceptflag}, {"fesetexceptflag", m_fesetexceptflag},
    {"fegetround", m_fegetround}, {"fesetround", m_fesetround},
    {"fegetenv", m_fegetenv}, {"fesetenv", m_fesetenv}, {"feholdexcept", m_feholdexcept},
    {"feupdateenv", m_feupdateenv},
};

}  // namespace

Model findFenvModel(std::string_view name) { return lookupModel(kFenvModels, name); }

}  // namespace ferret::sem
