// glibc's _FORTIFY_SOURCE names (<bits/*_chk.h>): with optimisation and
// _FORTIFY_SOURCE, glibc's headers call __memcpy_chk(d, s, n, size of d)
// instead of memcpy, and so on; a preprocessed file from such a build
// (or -D__OPTIMIZE__ -D_FORTIFY_SOURCE=2) calls them.  Each is its plain
// function's model, called with the plain arguments, after the check
// glibc makes against the destination's size the compiler gave (where
// glibc aborts with "buffer overflow detected", Ferret reports the
// out-of-bounds write, which may lie inside the object: a member's size).
// The plain model then checks every byte as always.
#include <algorithm>
#include <cstring>
#include <deque>
#include <mutex>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

// What glibc checks before (or, for the sprintf family, after) the call:
// the bytes written, from the arguments, against the size argument.
enum class Check : uint8_t {
  None,
  Count,    // argument `count` <= argument `bound`
  Product,  // argument `count` * argument `count + 1` <= `bound` (fread)
  Copy,     // strlen(argument `count`) + 1 (strcpy, stpcpy)
  Append,   // strlen(argument 0) + strlen(argument `count`) + 1 (strcat)
  AppendN,  // strlen(argument 0) + strnlen(argument 1, argument `count`) + 1 (strncat)
  Result,   // strlen(argument 0) + 1, once made (sprintf)
};

struct Fortified {
  std::string_view name, plain;
  const char* keep;  // the plain call's arguments: indices, then '+' for all after the last
  Check check = Check::None;
  int8_t count = -1, bound = -1;
};

const Fortified kFortified[] = {
    {"__printf_chk", "printf", "1+"},
    {"__fprintf_chk", "fprintf", "02+"},
    {"__dprintf_chk", "dprintf", "02+"},
    {"__asprintf_chk", "asprintf", "02+"},
    {"__vprintf_chk", "vprintf", "12"},
    {"__vfprintf_chk", "vfprintf", "023"},
    {"__vdprintf_chk", "vdprintf", "023"},
    {"__vasprintf_chk", "vasprintf", "023"},
    {"__sprintf_chk", "sprintf", "03+", Check::Result, -1, 2},
    {"__vsprintf_chk", "vsprintf", "034", Check::Result, -1, 2},
    {"__snprintf_chk", "snprintf", "014+", Check::Count, 1, 3},
    {"__vsnprintf_chk", "vsnprintf", "0145", Check::Count, 1, 3},
    {"__memcpy_chk", "memcpy", "012", Check::Count, 2, 3},
    {"__memmove_chk", "memmove", "012", Check::Count, 2, 3},
    {"__mempcpy_chk", "mempcpy", "012", Check::Count, 2, 3},
    {"__memset_chk", "memset", "012", Check::Count, 2, 3},
    {"__explicit_bzero_chk", "explicit_bzero", "01", Check::Count, 1, 2},
    {"__strcpy_chk", "strcpy", "01", Check::Copy, 1, 2},
    {"__stpcpy_chk", "stpcpy", "01", Check::Copy, 1, 2},
    {"__strncpy_chk", "strncpy", "012", Check::Count, 2, 3},
    {"__stpncpy_chk", "stpncpy", "012", Check::Count, 2, 3},
    {"__strcat_chk", "strcat", "01", Check::Append, 1, 2},
    {"__strncat_chk", "strncat", "012", Check::AppendN, 2, 3},
    {"__read_chk", "read", "012", Check::Count, 2, 3},
    {"__fgets_chk", "fgets", "023", Check::Count, 2, 1},
    {"__fgets_unlocked_chk", "fgets_unlocked", "023", Check::Count, 2, 1},
    {"__fread_chk", "fread", "0234", Check::Product, 2, 1},
    {"__fread_unlocked_chk", "fread_unlocked", "0234", Check::Product, 2, 1},
    {"__getcwd_chk", "getcwd", "01", Check::Count, 1, 2},
    {"__open_2", "open", "01"},
    {"__open64_2", "open64", "01"},
};

const Fortified* fortified(std::string_view name) {
  for (const Fortified& f : kFortified)
    if (f.name == name) return &f;
  return nullptr;
}

// The plain function a fortified call stands for, as a callee the models
// read their name from (one per name, made once, never freed).
const ir::Function& plainFunction(std::string_view name) {
  static std::mutex mutex;
  static std::deque<ir::Function> made;
  std::lock_guard<std::mutex> hold(mutex);
  for (const ir::Function& f : made)
    if (f.name == name) return f;
  made.emplace_back().name = std::string(name);
  return made.back();
}

uint64_t stringLength(Call& c, unsigned i, uint64_t most = UINT64_MAX) {
  return c.ex.readString(argDefined(c, i), fnName(c), most).size();
}

// The bytes the call will write, for the checks made before it.
uint64_t written(Call& c, const Fortified& f) {
  unsigned n = static_cast<unsigned>(f.count);
  switch (f.check) {
    case Check::Count: return intArg(c, n, fnName(c));
    case Check::Product: return intArg(c, n, fnName(c)) * intArg(c, n + 1, fnName(c));
    case Check::Copy: return stringLength(c, n) + 1;
    case Check::Append: return stringLength(c, 0) + stringLength(c, n) + 1;
    case Check::AppendN: return stringLength(c, 0) + stringLength(c, 1, intArg(c, n, fnName(c))) + 1;
    case Check::None:
    case Check::Result: break;
  }
  return 0;
}

void overflow(Call& c, const Fortified& f, uint64_t bytes, uint64_t size) {
  bool bound = f.check == Check::Count || f.check == Check::Product;  // a limit, not what is written
  c.ex.fail(ErrorKind::OutOfBounds,
            fmt::format("{} {} {} bytes into a destination of {} (the size _FORTIFY_SOURCE gave {}; glibc "
                        "aborts here)",
                        f.plain, bound ? "may write" : "writes", bytes, byteCount(size), f.name));
}

void m_fortified(Call& c) {
  const Fortified& f = *fortified(c.callee.name);
  uint64_t size = f.bound >= 0 ? intArg(c, static_cast<unsigned>(f.bound), fnName(c)) : UINT64_MAX;
  bool sized = size != UINT64_MAX && size != maskOf(8 * c.ex.program().ptrBytes);
  if (sized && f.check != Check::None && f.check != Check::Result) {
    uint64_t bytes = written(c, f);
    if (bytes > size) overflow(c, f, bytes, size);
  }
  std::vector<uint32_t> args;
  auto take = [&](unsigned i) {
    if (i >= c.nargs) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} is called with too few arguments", f.name));
    args.push_back(c.args[2 * i]);
    args.push_back(c.args[2 * i + 1]);
  };
  unsigned last = 0;
  for (const char* k = f.keep; *k; ++k) {
    if (*k == '+') {
      for (unsigned i = last + 1; i < c.nargs; ++i) take(i);
    } else {
      last = static_cast<unsigned>(*k - '0');
      take(last);
    }
  }
  Call plain{c.ex, plainFunction(f.plain), args.data(), static_cast<uint32_t>(args.size() / 2), c.dst, c.retType, c.loc};
  findModel(f.plain)(plain);
  if (sized && f.check == Check::Result) {
    uint64_t bytes = stringLength(c, 0) + 1;
    if (bytes > size) overflow(c, f, bytes, size);
  }
}

}  // namespace

Model findFortifyModel(std::string_view name) { return fortified(name) ? m_fortified : nullptr; }

}  // namespace ferret::sem
