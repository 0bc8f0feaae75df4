// What a program reads from outside besides __VERIFIER_nondet_*: the one
// table of library functions that are environment inputs, and the requests
// the executor makes of its Environment for them.
//
// Under `ferret verify` every one of these is a nondeterministic input: the
// engines must cover all its values (or answer UNKNOWN), and each value a
// counterexample takes is a choice that `ferret run --replay` feeds back.
// Under `ferret run` they are the real stdin, argv, environment and clock.
// An engine that treats inputs symbolically reads this table: each entry
// is a fresh value of the range given, delivered as `effect` says.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace ferret::sem {

// Where an input comes from.
enum class InputSource : uint8_t {
  Stdin,      // the bytes of standard input, in order, then end of file
  Arguments,  // argc and argv[1..] (argv[0] is the program's name, fixed)
  Variable,   // an environment variable: unset (NULL) or any string
  Clock,      // a clock reading: any value of its range, successive calls unrelated
  Random,     // a pseudo-random number: any value of its range, whatever the seed
  File,       // a file's contents when a path is first opened: none (no such file) or any bytes
  Terminal,   // whether a standard descriptor (0, 1, 2) is a terminal, as isatty says: 0 or 1
  // What a path holds beyond a file's bytes: its status record
  // (sem/files.hpp: stat's numbers, a directory's entries) or none when
  // nothing is there; "getcwd": the host's name of the root;
  // "realpath(PATH)": the host's absolute name of it, links resolved;
  // "readlink(PATH)": a link's text, when it leads inside the root;
  // "uname":
  // the machine's names (sysname, nodename, release, version, machine,
  // each ended by a NUL but the last).  Only `run`
  // answers: an environment that does not (verify's) makes the call
  // unsupported, so the verdict is UNKNOWN.
  Status,
};
const char* sourceName(InputSource s);

// How a library function delivers what it read.
enum class InputEffect : uint8_t {
  StdinChar,    // returns the next byte of stdin as an unsigned char, or EOF (-1)
  StdinBuffer,  // stores bytes of stdin through a pointer argument (fgets, fread, read, getline)
  StdinScan,    // converts bytes of stdin as the format says (the scanf family)
  Variable,     // returns NULL or a pointer to a NUL-terminated string
  Result,       // returns a fresh value in [lo, hi], also stored through argument `out` when not NULL
  Timespec,     // stores fresh seconds (a clock's, [0, kClockSecondsMax]) and sub-seconds in [0, hi] into the struct at
                // argument `out` (`struct timeval`, `struct timespec`) and returns 0
  Seed,         // seeds the generator: no effect on what the next values may be
};

struct InputFunction {
  std::string_view name;
  InputSource source;
  InputEffect effect;
  // Result: the range (kTypeRange: every value of the result's type);
  // Timespec: hi is the sub-second field's maximum.
  int64_t lo = 0, hi = 0;
  int out = -1;  // the argument stored through (Result, Timespec), or -1
};
constexpr int64_t kTypeRange = INT64_MIN;
constexpr int64_t kRandMax = 2147483647;  // glibc's RAND_MAX
// The seconds a clock can read: from the epoch to the largest the kernel
// keeps (KTIME_SEC_MAX, in the year 2262).  A time_t past it is no clock's
// reading, and localtime of one near INT64_MAX fails, which made every
// `localtime(&now)->tm_year` a null dereference.
constexpr int64_t kClockSecondsMax = 9223372036;

// The values of a `bits`-bit result with range [lo, hi] (kTypeRange in
// lo: every value of the type), the range clipped to the type.
std::pair<int64_t, int64_t> resultRange(int64_t lo, int64_t hi, unsigned bits);

std::span<const InputFunction> inputFunctions();
// The entry of a library function, or null if it reads no environment.
const InputFunction* inputFunction(std::string_view name);

// What the executor asks its Environment for (Environment::input).
struct InputRequest {
  InputSource source;
  // Stdin: the reading function; Variable: the variable's name; File: the
  // path, lexically normalised (sem/files.hpp); Clock,
  // Random: the function, with ".tv_sec"-style suffixes for struct fields;
  // Status: "stat(PATH)", "fstat(FD)" or "getcwd";
  // Arguments: "argc" or "argv[i]"; Terminal: "isatty(FD)".
  std::string name;
  // A number's range (both inclusive), as two's-complement values of
  // `bits` bits; texts (stdin, variables, argv[i]) have none.
  int64_t lo = 0, hi = 0;
  unsigned bits = 0;
  // Stdin read by a scanf conversion: its letter ('d' for %d), else 0.  An
  // engine may answer with a whole field's bytes at once.
  char conversion = 0;
  int64_t clockId = 0;  // clock_gettime: the clock read
  int fd = -1;          // Terminal: the descriptor asked about
  bool text() const {
    return source == InputSource::Stdin || source == InputSource::Variable || source == InputSource::File ||
           source == InputSource::Status ||
           (source == InputSource::Arguments && name != "argc");
  }
};

// The environment's answer.  Stdin: the next bytes of the stream (at least
// one; empty is end of file); Variable: the value, or none when unset;
// File: the contents, or none when there is no such file;
// argv[i]: the argument; otherwise `number`.
struct InputValue {
  int64_t number = 0;
  std::optional<std::string> text;
};

// Bytes as a C string literal's contents would spell them (printable ASCII
// as itself; \n, \t, \r, \\, \" and three-digit octal \ooo otherwise,
// which no following character can extend), and back.  Trace lines,
// trace files, witnesses and test vectors hold texts so.
std::string escapeBytes(std::string_view bytes);
// Throws std::invalid_argument on a malformed escape.
std::string unescapeBytes(std::string_view escaped);

}  // namespace ferret::sem
