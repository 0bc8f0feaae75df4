// printf/scanf engines for the C library the interpreter provides.
//
// The target program's variadic arguments and stream live in the
// interpreter's checked memory, so both engines talk to them only through the
// abstract PrintfArgs / ScanfIO interfaces below.  Output and input semantics
// follow glibc (the reference the difftests compare against), including its
// quirks; where glibc versions differ, the behaviour of glibc 2.36 is used.
//
// Both engines parse the whole format before touching any argument, so an
// invalid format is reported as FormatError even if glibc would never have
// reached the bad directive (the C standard makes such formats undefined).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ferret::sem {

// An invalid or unsupported format string, or a conversion the host cannot
// produce (e.g. %lc of a character the C locale cannot encode).
class FormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Where printf-family formatting pulls its variadic arguments from.
struct PrintfArgs {
  virtual ~PrintfArgs() = default;
  // Next integer argument; `bytes` is the C type's size after default promotion
  // rules as chosen by the length modifier (hh/h/none -> 4, l/z/t -> the target's
  // long size which is given to formatPrintf, ll/L/q -> 8, j -> sizeof(intmax_t)
  // which is 8 for both LP64 and ILP32). Returns raw bits zero-extended.
  // Also used for `*` width/precision (bytes 4) and %c (bytes 4).
  virtual uint64_t nextInt(unsigned bytes) = 0;
  virtual double nextDouble() = 0;
  virtual long double nextLongDouble() = 0;  // for %Lf etc.
  // %s: the string argument; `maxLen` is the precision if given, else SIZE_MAX.
  // The implementation reads memory (with checks) and may throw to abort.
  // For a null pointer glibc prints "(null)" if maxLen >= 6 and nothing
  // otherwise; that choice is left to the implementation.
  virtual std::string nextString(size_t maxLen) = 0;
  virtual uint64_t nextPointer() = 0;  // %p: the address bits
  // %n: store `count` into the pointed-to integer of `bytes` size.
  virtual void storeCount(uint64_t count, unsigned bytes) = 0;
};

// Formats like C printf. `longBytes` is 8 for LP64 and 4 for ILP32 (also size of
// size_t/ptrdiff_t/pointers). Throws FormatError (message says what is wrong,
// e.g. "unknown conversion '%y'") for an invalid format.
std::string formatPrintf(std::string_view fmt, PrintfArgs& args, unsigned longBytes);

// Where scanf-family input comes from and where results go.
struct ScanfIO {
  virtual ~ScanfIO() = default;
  // The directive the next characters are read for: a conversion's letter
  // ('d' for %d), or 0 for literal text and whitespace between directives.
  virtual void field(char /*conversion*/) {}
  virtual int peek() = 0;  // next input char or EOF (-1), not consumed
  virtual int get() = 0;   // consume and return next char or EOF
  // Store a converted integer into the next pointer argument (of `bytes` size).
  // `value` is already truncated to `bytes`.  %n and %p use this too.
  virtual void storeInt(uint64_t value, unsigned bytes) = 0;
  virtual void storeFloat(double value, unsigned bytes) = 0;  // 4 = float, 8 = double
  virtual void storeLongDouble(long double value) = 0;
  // %s / %c / %[...]: store these bytes (for %s and %[ ] a NUL is appended by the
  // callee when `addNul`) into the next pointer argument.  Like glibc 2.36, a
  // %c cut short by end of input stores (and counts) the characters it got.
  virtual void storeBytes(std::string_view bytes, bool addNul) = 0;
};

// Like C scanf: returns the number of assigned conversions, or -1 (EOF) if input
// failure occurs before the first conversion. Throws FormatError for invalid
// formats.  Once EOF has been seen, `io` is not asked for input again during
// this call.
int formatScanf(std::string_view fmt, ScanfIO& io, unsigned longBytes);

}  // namespace ferret::sem
