#include "sem/inputs.hpp"

#include <algorithm>
#include <stdexcept>

namespace ferret::sem {

namespace {

using S = InputSource;
using E = InputEffect;

// The stream functions read the environment when their stream is stdin.
constexpr InputFunction kInputs[] = {
    {"getchar", S::Stdin, E::StdinChar},
    {"getchar_unlocked", S::Stdin, E::StdinChar},
    {"fgetc", S::Stdin, E::StdinChar},
    {"getc", S::Stdin, E::StdinChar},
    {"getc_unlocked", S::Stdin, E::StdinChar},
    {"fgets", S::Stdin, E::StdinBuffer, 0, 0, 0},
    {"gets", S::Stdin, E::StdinBuffer, 0, 0, 0},
    {"getline", S::Stdin, E::StdinBuffer, 0, 0, 0},
    {"getdelim", S::Stdin, E::StdinBuffer, 0, 0, 0},
    {"fread", S::Stdin, E::StdinBuffer, 0, 0, 0},
    {"read", S::Stdin, E::StdinBuffer, 0, 0, 1},
    {"scanf", S::Stdin, E::StdinScan},
    {"__isoc99_scanf", S::Stdin, E::StdinScan},
    {"fscanf", S::Stdin, E::StdinScan},
    {"__isoc99_fscanf", S::Stdin, E::StdinScan},
    {"getenv", S::Variable, E::Variable},
    {"secure_getenv", S::Variable, E::Variable},
    {"time", S::Clock, E::Result, 0, kClockSecondsMax, 0},
    {"clock", S::Clock, E::Result, kTypeRange, 0},
    {"gettimeofday", S::Clock, E::Timespec, 0, 999999, 0},
    {"clock_gettime", S::Clock, E::Timespec, 0, 999999999, 1},
    // The process's id: a number of the kernel's range (pid_max, 2^22).
    {"getpid", S::Clock, E::Result, 1, 4194304},
    {"getppid", S::Clock, E::Result, 0, 4194304},  // 0: the parent is outside the pid namespace
    // User and group ids: any value of uid_t/gid_t.
    {"getuid", S::Clock, E::Result, kTypeRange, 0},
    {"geteuid", S::Clock, E::Result, kTypeRange, 0},
    {"getgid", S::Clock, E::Result, kTypeRange, 0},
    {"getegid", S::Clock, E::Result, kTypeRange, 0},
    {"rand", S::Random, E::Result, 0, kRandMax},
    {"random", S::Random, E::Result, 0, kRandMax},
    {"srand", S::Random, E::Seed},
    {"srandom", S::Random, E::Seed},
};

}  // namespace

const char* sourceName(InputSource s) {
  switch (s) {
    case S::Stdin: return "stdin";
    case S::Arguments: return "arguments";
    case S::Variable: return "environment";
    case S::Clock: return "clock";
    case S::Random: return "random";
    case S::File: return "file";
    case S::Terminal: return "terminal";
    case S::Status: return "status";
  }
  return "?";
}

std::span<const InputFunction> inputFunctions() { return kInputs; }

const InputFunction* inputFunction(std::string_view name) {
  for (const InputFunction& f : kInputs)
    if (f.name == name) return &f;
  return nullptr;
}

std::pair<int64_t, int64_t> resultRange(int64_t lo, int64_t hi, unsigned bits) {
  int64_t least = bits >= 64 ? INT64_MIN : -(int64_t{1} << (bits - 1));
  int64_t most = bits >= 64 ? INT64_MAX : (int64_t{1} << (bits - 1)) - 1;
  if (lo == kTypeRange) return {least, most};
  return {std::max(lo, least), std::min(hi, most)};
}

std::string escapeBytes(std::string_view bytes) {
  std::string out;
  for (char ch : bytes) {
    auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\\': out += "\\\\"; break;
      case '"': out += "\\\""; break;
      default:
        if (c >= 0x20 && c < 0x7f) {
          out += static_cast<char>(c);
        } else {
          out += '\\';
          out += static_cast<char>('0' + (c >> 6));
          out += static_cast<char>('0' + ((c >> 3) & 7));
          out += static_cast<char>('0' + (c & 7));
        }
    }
  }
  return out;
}

std::string unescapeBytes(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\') {
      out += s[i];
      continue;
    }
    if (++i == s.size()) throw std::invalid_argument("a text ends in a lone backslash");
    switch (s[i]) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case '\\': out += '\\'; break;
      case '"': out += '"'; break;
      case '\'': out += '\''; break;
      default: {
        char first = s[i];
        unsigned v = 0, digits = 0;
        while (digits < 3 && i < s.size() && s[i] >= '0' && s[i] <= '7') v = v * 8 + (s[i++] - '0'), ++digits;
        if (digits == 0 || v > 255) throw std::invalid_argument("unknown escape in a text: \\" + std::string(1, first));
        out += static_cast<char>(v);
        --i;
      }
    }
  }
  return out;
}

}  // namespace ferret::sem
