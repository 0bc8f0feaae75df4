#include "sem/format.hpp"

#include <array>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <vector>

namespace ferret::sem {
namespace {

// The C locale's isspace/isdigit, independent of whatever locale the host
// process happens to be in.
bool isSpace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool isDigit(int c) { return c >= '0' && c <= '9'; }
bool isXDigit(int c) {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
int toLower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

uint64_t lowBits(uint64_t v, unsigned bytes) {
  return bytes >= 8 ? v : v & ((uint64_t{1} << (bytes * 8)) - 1);
}

int64_t signExtend(uint64_t v, unsigned bytes) {
  if (bytes >= 8) return static_cast<int64_t>(v);
  unsigned shift = 64 - bytes * 8;
  return static_cast<int64_t>(v << shift) >> shift;
}

// Reads a decimal field the way glibc's read_int does: overflow yields -1.
int readInt(std::string_view s, size_t& i) {
  int v = 0;
  bool overflow = false;
  for (; i < s.size() && isDigit(s[i]); ++i) {
    int d = s[i] - '0';
    if (v > (INT_MAX - d) / 10)
      overflow = true;
    else
      v = v * 10 + d;
  }
  return overflow ? -1 : v;
}

std::string quoted(std::string_view spec) { return "'" + std::string(spec) + "'"; }

// ---------------------------------------------------------------------------
// printf

// glibc folds every length modifier into these four bits, and that folding
// (which depends on the target's sizes) decides both the argument size and the
// conversion's type; e.g. %Ld is long long and %llf is long double.
struct IntSize {
  bool isChar = false, isShort = false, isLong = false, isLongDouble = false;
};

struct PrintfSpec {
  std::string_view text;  // the whole directive, for messages
  std::string flags;
  bool widthStar = false;
  int width = -1;
  bool precStar = false;
  int prec = -1;
  IntSize size;
  char conv = 0;
  bool wide = false;  // %lc / %C
};

struct PrintfPiece {
  std::string_view literal;  // used when spec.conv == 0
  PrintfSpec spec;
};

std::vector<PrintfPiece> parsePrintf(std::string_view fmt, unsigned longBytes) {
  std::vector<PrintfPiece> pieces;
  size_t i = 0;
  while (i < fmt.size()) {
    size_t pct = fmt.find('%', i);
    if (pct != i) {
      size_t end = pct == std::string_view::npos ? fmt.size() : pct;
      pieces.push_back({fmt.substr(i, end - i), {}});
      i = end;
      continue;
    }
    size_t start = i++;
    PrintfSpec s;
    auto incomplete = [&] {
      return FormatError("incomplete conversion " + quoted(fmt.substr(start)) +
                         " at end of format");
    };
    while (i < fmt.size() && fmt[i] != '\0' && std::strchr("-+ #0'I", fmt[i])) {
      if (s.flags.find(fmt[i]) == std::string::npos) s.flags += fmt[i];
      ++i;
    }
    auto rejectPositional = [&] {
      if (i < fmt.size() && fmt[i] == '$')
        throw FormatError("positional argument in " +
                          quoted(fmt.substr(start, i + 1 - start)) + " is not supported");
    };
    // Only "*m$" may follow a '*'; glibc's reading of "%*5d" is too quirky to copy.
    auto afterStar = [&] {
      if (i < fmt.size() && isDigit(fmt[i])) {
        readInt(fmt, i);
        rejectPositional();
        throw FormatError("invalid conversion " + quoted(fmt.substr(start, i + 1 - start)) +
                          ": digits after '*'");
      }
    };
    if (i < fmt.size() && fmt[i] == '*') {
      s.widthStar = true;
      ++i;
      afterStar();
    } else if (i < fmt.size() && isDigit(fmt[i])) {
      s.width = readInt(fmt, i);
      rejectPositional();
      if (s.width < 0)
        throw FormatError("field width in " + quoted(fmt.substr(start, i - start)) +
                          " is too large");
    }
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      if (i < fmt.size() && fmt[i] == '*') {
        s.precStar = true;
        ++i;
        afterStar();
      } else {
        s.prec = readInt(fmt, i);  // "%.d" means precision 0
        if (s.prec < 0)
          throw FormatError("precision in " + quoted(fmt.substr(start, i - start)) +
                            " is too large");
      }
    }
    if (i >= fmt.size()) throw incomplete();
    bool wideFlag = false;  // glibc's is_long: picks wide %c/%s
    switch (fmt[i]) {
      case 'h':
        ++i;
        if (i < fmt.size() && fmt[i] == 'h') {
          ++i;
          s.size.isChar = true;
        } else {
          s.size.isShort = true;
        }
        break;
      case 'l':
        ++i;
        s.size.isLong = wideFlag = true;
        if (i < fmt.size() && fmt[i] == 'l') {
          ++i;
          s.size.isLongDouble = true;
        }
        break;
      case 'L':
      case 'q':
        ++i;
        s.size.isLong = s.size.isLongDouble = wideFlag = true;
        break;
      case 'j':
        ++i;
        s.size.isLongDouble = 8 > longBytes;  // intmax_t is always 64-bit
        s.size.isLong = true;
        break;
      case 'z':
      case 'Z':
      case 't':
        ++i;
        s.size.isLong = longBytes > 4;
        break;
      default:
        break;
    }
    if (i >= fmt.size()) throw incomplete();
    s.conv = fmt[i++];
    s.text = fmt.substr(start, i - start);
    switch (s.conv) {
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'b': case 'B':
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
      case 'p': case 'n': case '%':
        break;
      case 'c':
        s.wide = wideFlag;
        break;
      case 'C':
        s.conv = 'c';
        s.wide = true;
        break;
      case 's':
        if (wideFlag)
          throw FormatError("wide string conversion " + quoted(s.text) + " is not supported");
        break;
      case 'S':
        throw FormatError("wide string conversion " + quoted(s.text) + " is not supported");
      case 'm':
        throw FormatError("conversion " + quoted(s.text) + " is not supported");
      default:
        throw FormatError("unknown conversion " + quoted(s.text));
    }
    pieces.push_back({{}, std::move(s)});
  }
  return pieces;
}

// The host's snprintf is glibc too, so letting it produce each conversion from
// a rebuilt spec and a value of the right host type yields identical bytes.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
template <typename T>
void appendHost(std::string& out, const std::string& spec, std::string_view original,
                T value) {
  char small[256];
  errno = 0;
  int n = std::snprintf(small, sizeof small, spec.c_str(), value);
  if (n < 0)
    throw FormatError("conversion " + quoted(original) + " failed: " +
                      std::strerror(errno ? errno : EINVAL));
  if (static_cast<size_t>(n) < sizeof small) {
    out.append(small, static_cast<size_t>(n));  // may contain NUL from %c
    return;
  }
  size_t old = out.size();
  out.resize(old + static_cast<size_t>(n) + 1);
  std::snprintf(out.data() + old, static_cast<size_t>(n) + 1, spec.c_str(), value);
  out.resize(old + static_cast<size_t>(n));
}
#pragma GCC diagnostic pop

std::string hostSpec(const std::string& flags, int width, int prec, const char* length,
                     char conv) {
  std::string spec = "%" + flags;
  if (width >= 0) spec += std::to_string(width);
  if (prec >= 0) spec += "." + std::to_string(prec);
  spec += length;
  spec += conv;
  return spec;
}

}  // namespace

std::string formatPrintf(std::string_view fmt, PrintfArgs& args, unsigned longBytes) {
  std::vector<PrintfPiece> pieces = parsePrintf(fmt, longBytes);
  std::string out;
  for (const PrintfPiece& piece : pieces) {
    const PrintfSpec& s = piece.spec;
    if (s.conv == 0) {
      out += piece.literal;
      continue;
    }
    std::string flags = s.flags;
    int width = s.width;
    int prec = s.prec;
    if (s.widthStar) {
      auto w = static_cast<int32_t>(args.nextInt(4));
      if (w < 0) {
        if (w == INT32_MIN)
          throw FormatError("field width from '*' in " + quoted(s.text) + " is too large");
        w = -w;
        if (flags.find('-') == std::string::npos) flags += '-';
      }
      width = w;
    }
    if (s.precStar) {
      auto p = static_cast<int32_t>(args.nextInt(4));
      prec = p < 0 ? -1 : p;
    }
    const IntSize& z = s.size;
    unsigned argBytes = z.isLongDouble ? 8 : z.isLong ? longBytes : 4;
    unsigned valueBytes = z.isLongDouble ? 8
                          : z.isLong     ? longBytes
                          : z.isShort    ? 2
                          : z.isChar     ? 1
                                         : 4;
    switch (s.conv) {
      case '%':
        out += '%';  // glibc ignores flags and width here
        break;
      case 'd':
      case 'i': {
        long long v = signExtend(lowBits(args.nextInt(argBytes), valueBytes), valueBytes);
        appendHost(out, hostSpec(flags, width, prec, "ll", s.conv), s.text, v);
        break;
      }
      case 'u': case 'o': case 'x': case 'X': case 'b': case 'B': {
        unsigned long long v = lowBits(args.nextInt(argBytes), valueBytes);
        appendHost(out, hostSpec(flags, width, prec, "ll", s.conv), s.text, v);
        break;
      }
      case 'c':
        if (s.wide) {
          auto v = static_cast<wint_t>(args.nextInt(4));
          appendHost(out, hostSpec(flags, width, prec, "l", 'c'), s.text, v);
        } else {
          auto v = static_cast<int>(static_cast<int32_t>(args.nextInt(4)));
          appendHost(out, hostSpec(flags, width, prec, "", 'c'), s.text, v);
        }
        break;
      case 's': {
        std::string str = args.nextString(prec >= 0 ? static_cast<size_t>(prec) : SIZE_MAX);
        if (size_t nul = str.find('\0'); nul != std::string::npos) str.resize(nul);
        if (prec >= 0 && str.size() > static_cast<size_t>(prec)) str.resize(prec);
        if (str.size() > INT_MAX)
          throw FormatError("string for " + quoted(s.text) + " is too long");
        // The exact length as precision keeps the host from reading past it.
        appendHost(out, hostSpec(flags, width, static_cast<int>(str.size()), "", 's'), s.text,
                   str.c_str());
        break;
      }
      case 'p': {
        auto v = reinterpret_cast<void*>(static_cast<uintptr_t>(args.nextPointer()));
        appendHost(out, hostSpec(flags, width, prec, "", 'p'), s.text, v);
        break;
      }
      case 'n':
        args.storeCount(out.size(), valueBytes);
        break;
      default:  // floating point
        if (z.isLongDouble) {
          long double v = args.nextLongDouble();
          appendHost(out, hostSpec(flags, width, prec, "L", s.conv), s.text, v);
        } else {
          double v = args.nextDouble();
          appendHost(out, hostSpec(flags, width, prec, "", s.conv), s.text, v);
        }
        break;
    }
    // glibc's printf fails with EOVERFLOW once its int result cannot hold the count.
    if (out.size() > INT_MAX) throw FormatError("printf output exceeds INT_MAX bytes");
  }
  return out;
}

// ---------------------------------------------------------------------------
// scanf

namespace {

// glibc's modifier flags; how they combine with the target's sizes below
// mirrors vfscanf-internal.c so that e.g. %zd on ILP32 behaves like %d.
enum : unsigned {
  kLong = 1,
  kLongDbl = 2,
  kShort = 4,
  kChar = 8,
};

struct ScanfDirective {
  enum Kind { Space, Literal, Conv } kind = Conv;
  char ch = 0;  // Literal: the byte; Conv: the conversion
  bool suppress = false;
  int width = -1;  // -1: no maximum
  unsigned flags = 0;
  bool notIn = false;
  std::array<bool, 256> set{};  // %[ scanset
};

std::vector<ScanfDirective> parseScanf(std::string_view fmt, unsigned longBytes) {
  std::vector<ScanfDirective> dirs;
  size_t i = 0;
  while (i < fmt.size()) {
    char fc = fmt[i];
    if (fc != '%') {
      ++i;
      ScanfDirective d;
      if (isSpace(static_cast<unsigned char>(fc))) {
        if (dirs.empty() || dirs.back().kind != ScanfDirective::Space) {
          d.kind = ScanfDirective::Space;
          dirs.push_back(d);
        }
      } else {
        d.kind = ScanfDirective::Literal;
        d.ch = fc;
        dirs.push_back(d);
      }
      continue;
    }
    size_t start = i++;
    ScanfDirective d;
    auto incomplete = [&] {
      return FormatError("incomplete conversion " + quoted(fmt.substr(start)) +
                         " at end of format");
    };
    int width = 0;
    if (i < fmt.size() && isDigit(fmt[i])) {
      // glibc reads a leading number as a position and, without '$', takes it
      // as the width and skips the flags.
      width = readInt(fmt, i);
      if (i < fmt.size() && fmt[i] == '$')
        throw FormatError("positional argument in " +
                          quoted(fmt.substr(start, i + 1 - start)) + " is not supported");
    } else {
      while (i < fmt.size() && (fmt[i] == '*' || fmt[i] == '\'' || fmt[i] == 'I')) {
        // Grouping and locale digits do nothing in the C locale.
        if (fmt[i] == '*') d.suppress = true;
        ++i;
      }
      if (i < fmt.size() && isDigit(fmt[i])) width = readInt(fmt, i);
    }
    d.width = width == 0 ? -1 : width;
    if (i >= fmt.size()) throw incomplete();
    const bool needLongLong = longBytes < 8;
    switch (fmt[i]) {
      case 'h':
        ++i;
        if (i < fmt.size() && fmt[i] == 'h') {
          ++i;
          d.flags |= kChar;
        } else {
          d.flags |= kShort;
        }
        break;
      case 'l':
        ++i;
        d.flags |= kLong;
        if (i < fmt.size() && fmt[i] == 'l') {
          ++i;
          d.flags |= kLongDbl;
        }
        break;
      case 'q':
      case 'L':
        ++i;
        d.flags |= kLong | kLongDbl;
        break;
      case 'j':
        ++i;
        d.flags |= needLongLong ? kLongDbl : kLong;
        break;
      case 'z':
      case 't':
        ++i;
        if (longBytes > 4) d.flags |= kLong;
        break;
      case 'm':
        throw FormatError("allocating conversion " +
                          quoted(fmt.substr(start, i + 2 - start)) + " is not supported");
      default:
        break;
    }
    if (i >= fmt.size()) throw incomplete();
    d.ch = fmt[i++];
    switch (d.ch) {
      case '%': case 'n':
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'p':
      case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
        break;
      case 'c':
      case 's':
        if (d.flags & kLong)
          throw FormatError("wide conversion " + quoted(fmt.substr(start, i - start)) +
                            " is not supported");
        break;
      case '[': {
        if (d.flags & kLong)
          throw FormatError("wide conversion " + quoted(fmt.substr(start, i - start)) +
                            " is not supported");
        if (i < fmt.size() && fmt[i] == '^') {
          d.notIn = true;
          ++i;
        }
        auto at = [&](size_t k) { return static_cast<unsigned char>(fmt[k]); };
        // A leading ']' or '-' is a member, not the terminator or a range.
        if (i < fmt.size() && (fmt[i] == ']' || fmt[i] == '-')) d.set[at(i++)] = true;
        bool closed = false;
        while (i < fmt.size()) {
          unsigned char c = at(i++);
          if (c == ']') {
            closed = true;
            break;
          }
          if (c == '-' && i < fmt.size() && fmt[i] != ']' && at(i - 2) <= at(i)) {
            // The range's upper end is added as an ordinary member next round.
            for (unsigned x = at(i - 2); x < at(i); ++x) d.set[x] = true;
          } else {
            d.set[c] = true;
          }
        }
        if (!closed)
          throw FormatError("unterminated scanset in " + quoted(fmt.substr(start)));
        break;
      }
      case 'C':
      case 'S':
        throw FormatError("wide conversion " + quoted(fmt.substr(start, i - start)) +
                          " is not supported");
      default:
        throw FormatError("unknown conversion " + quoted(fmt.substr(start, i - start)));
    }
    dirs.push_back(d);
  }
  return dirs;
}

// Presents ScanfIO as glibc's stream: inchar() reads a character that counts as
// consumed unless ungetc() hands it back.  The read is kept pending and only
// committed with get() when the next read (or the end of the scan) shows it
// was not handed back, because ScanfIO can look ahead but not push back.
class Reader {
 public:
  explicit Reader(ScanfIO& io) : io_(io) {}

  int inchar() {
    commit();
    if (eof_) return EOF;  // glibc never reads again after EOF in one call
    int c = io_.peek();
    if (c == EOF) {
      eof_ = true;
      return EOF;
    }
    pending_ = true;
    return c;
  }
  void ungetc() { pending_ = false; }
  void commit() {
    if (pending_) {
      io_.get();
      ++consumed_;
      pending_ = false;
    }
  }
  // glibc's read_in: characters read and not handed back.
  size_t readIn() const { return consumed_ + (pending_ ? 1 : 0); }

 private:
  ScanfIO& io_;
  bool eof_ = false;
  bool pending_ = false;
  size_t consumed_ = 0;
};

enum class Status { Ok, ConvError, InputError };

class Scanner {
 public:
  Scanner(ScanfIO& io, unsigned longBytes)
      : io_(io), in_(io), longBytes_(longBytes), needLong_(longBytes > 4),
        needLongLong_(longBytes < 8) {}

  int run(const std::vector<ScanfDirective>& dirs) {
    bool skipSpace = false;
    Status st = Status::Ok;
    for (const ScanfDirective& d : dirs) {
      if (d.kind == ScanfDirective::Space) {
        // Deferred to the next directive, as in glibc, so that trailing
        // whitespace at end of input is no input failure.
        skipSpace = true;
        continue;
      }
      if (d.kind == ScanfDirective::Literal) {
        io_.field(0);
        st = literal(d.ch, skipSpace);
      } else {
        io_.field(d.ch);
        if (skipSpace || (d.ch != '[' && d.ch != 'c' && d.ch != 'n')) skipWhitespace();
        skipSpace = false;
        st = conversion(d);
      }
      if (st != Status::Ok) break;
    }
    if (st == Status::Ok && skipSpace) {
      io_.field(0);
      skipWhitespace();
    }
    if (st == Status::InputError && done_ == 0) done_ = EOF;
    in_.commit();
    return done_;
  }

 private:
  void skipWhitespace() {
    int c;
    do {
      c = in_.inchar();
    } while (isSpace(c));
    in_.ungetc();
  }

  Status literal(char fc, bool& skipSpace) {
    int c = in_.inchar();
    if (c == EOF) return Status::InputError;
    if (skipSpace) {
      while (isSpace(c))
        if ((c = in_.inchar()) == EOF) return Status::InputError;
      skipSpace = false;
    }
    if (c != static_cast<unsigned char>(fc)) {
      in_.ungetc();
      return Status::ConvError;
    }
    return Status::Ok;
  }

  // Size of the integer object glibc stores through for these flags.
  unsigned intObjectBytes(unsigned flags) const {
    if (needLongLong_ && (flags & kLongDbl)) return 8;
    if (needLong_ && (flags & kLong)) return longBytes_;
    if (flags & kShort) return 2;
    if (flags & kChar) return 1;
    return 4;
  }

  Status conversion(const ScanfDirective& d) {
    switch (d.ch) {
      case '%': {
        int c = in_.inchar();
        if (c == EOF) return Status::InputError;
        if (c != '%') {
          in_.ungetc();
          return Status::ConvError;
        }
        return Status::Ok;
      }
      case 'n':
        if (!d.suppress) {
          unsigned bytes = intObjectBytes(d.flags);
          io_.storeInt(lowBits(in_.readIn(), bytes), bytes);
        }
        return Status::Ok;
      case 'c':
        return scanChars(d);
      case 's':
        return scanString(d);
      case '[':
        return scanSet(d);
      case 'x': case 'X': case 'p':
        return scanInteger(d, 16, false);
      case 'o':
        return scanInteger(d, 8, false);
      case 'u':
        return scanInteger(d, 10, false);
      case 'd':
        return scanInteger(d, 10, true);
      case 'i':
        return scanInteger(d, 0, true);
      default:
        return scanFloat(d);
    }
  }

  Status scanChars(const ScanfDirective& d) {
    int width = d.width < 0 ? 1 : d.width;
    int c = in_.inchar();
    if (c == EOF) return Status::InputError;
    std::string buf;
    do {
      if (!d.suppress) buf += static_cast<char>(c);
    } while (--width > 0 && (c = in_.inchar()) != EOF);
    // glibc 2.36 accepts a field cut short by end of input as an assignment
    // (later versions report an input failure).
    if (!d.suppress) {
      io_.storeBytes(buf, false);
      ++done_;
    }
    return Status::Ok;
  }

  Status scanString(const ScanfDirective& d) {
    int width = d.width;
    int c = in_.inchar();
    if (c == EOF) return Status::InputError;
    std::string buf;
    do {
      if (isSpace(c)) {
        in_.ungetc();
        break;
      }
      if (!d.suppress) buf += static_cast<char>(c);
    } while ((width <= 0 || --width > 0) && (c = in_.inchar()) != EOF);
    if (!d.suppress) {
      io_.storeBytes(buf, true);
      ++done_;
    }
    return Status::Ok;
  }

  Status scanSet(const ScanfDirective& d) {
    int width = d.width;
    size_t before = in_.readIn();
    int c = in_.inchar();
    if (c == EOF) return Status::InputError;
    std::string buf;
    do {
      if (d.set[static_cast<unsigned char>(c)] == d.notIn) {
        in_.ungetc();
        break;
      }
      if (!d.suppress) buf += static_cast<char>(c);
    } while ((width < 0 || --width > 0) && (c = in_.inchar()) != EOF);
    if (in_.readIn() == before) return Status::ConvError;
    if (!d.suppress) {
      io_.storeBytes(buf, true);
      ++done_;
    }
    return Status::Ok;
  }

  // Transcribes glibc 2.36's integer scanning, including which characters
  // stay consumed when it gives up (e.g. "0x" alone reads as 0).
  Status scanInteger(const ScanfDirective& d, int base, bool isSigned) {
    unsigned flags = d.flags;
    const bool pointer = d.ch == 'p';
    if (pointer) {
      flags &= ~(kShort | kLongDbl);
      if (needLong_) flags |= kLong;
    }
    int width = d.width;
    int c = in_.inchar();
    if (c == EOF) return Status::InputError;
    std::string buf;
    if (c == '-' || c == '+') {
      buf += static_cast<char>(c);
      if (width > 0) --width;
      c = in_.inchar();
    }
    if (width != 0 && c == '0') {
      if (width > 0) --width;
      buf += '0';
      c = in_.inchar();
      if (width != 0 && toLower(c) == 'x') {
        if (base == 0) base = 16;
        if (base == 16) {
          if (width > 0) --width;
          c = in_.inchar();
        }
      } else if (base == 0) {
        base = 8;
      }
    }
    if (base == 0) base = 10;
    while (c != EOF && width != 0) {
      if (base == 16 ? !isXDigit(c) : (!isDigit(c) || c - '0' >= base)) break;
      buf += static_cast<char>(c);
      if (width > 0) --width;
      c = in_.inchar();
    }
    if (buf.empty() || (buf.size() == 1 && (buf[0] == '+' || buf[0] == '-'))) {
      if (buf.empty() && pointer && (width < 0 || width >= 5) && c == '(' &&
          toLower(in_.inchar()) == 'n' && toLower(in_.inchar()) == 'i' &&
          toLower(in_.inchar()) == 'l' && in_.inchar() == ')') {
        buf += '0';
      } else {
        in_.ungetc();
        return Status::ConvError;
      }
    } else {
      in_.ungetc();
    }
    if (!d.suppress) {
      unsigned bits = (needLongLong_ && (flags & kLongDbl)) ? 64 : longBytes_ * 8;
      uint64_t v = strtoInteger(buf, base, isSigned, bits);
      unsigned bytes = intObjectBytes(flags);
      io_.storeInt(lowBits(v, bytes), bytes);
      ++done_;
    }
    return Status::Ok;
  }

  // strtol/strtoul for a `bits`-wide long: saturates on overflow, and the
  // unsigned forms negate modulo 2^bits.  `buf` holds an optional sign and
  // digits valid in `base`.
  static uint64_t strtoInteger(const std::string& buf, int base, bool isSigned,
                               unsigned bits) {
    size_t i = 0;
    bool negative = false;
    if (buf[0] == '+' || buf[0] == '-') {
      negative = buf[0] == '-';
      i = 1;
    }
    const uint64_t umax = bits >= 64 ? UINT64_MAX : (uint64_t{1} << bits) - 1;
    bool overflow = false;
    uint64_t mag = 0;
    for (; i < buf.size(); ++i) {
      unsigned digit = isDigit(buf[i]) ? buf[i] - '0' : toLower(buf[i]) - 'a' + 10;
      if (mag > (UINT64_MAX - digit) / static_cast<unsigned>(base))
        overflow = true;
      else
        mag = mag * static_cast<unsigned>(base) + digit;
    }
    if (mag > umax) overflow = true;
    if (isSigned) {
      const uint64_t smax = umax >> 1;
      if (negative) return overflow || mag > smax + 1 ? ~smax : ~mag + 1;  // ~smax is the minimum
      return overflow || mag > smax ? smax : mag;
    }
    if (overflow) return umax;
    return negative ? (~mag + 1) & umax : mag;
  }

  // Transcribes glibc 2.36's floating-point scanning: it gathers characters
  // greedily and lets strtod decide, so "1e" reads as 1 with the 'e' consumed.
  Status scanFloat(const ScanfDirective& d) {
    int width = d.width;
    int c = in_.inchar();
    if (width > 0) --width;
    if (c == EOF) return Status::InputError;
    std::string buf;
    bool gotDigit = false, gotDot = false, gotE = false, gotSign = false, hexa = false;
    // Each step of a keyword must match the next character, which glibc
    // consumes even when it does not match.
    auto keywordChar = [&](char want) {
      if (width == 0 || (c = in_.inchar()) == EOF || toLower(c) != want) return false;
      if (width > 0) --width;
      buf += static_cast<char>(c);
      return true;
    };
    if (c == '-' || c == '+') {
      gotSign = true;
      buf += static_cast<char>(c);
      if (width == 0 || (c = in_.inchar()) == EOF) return Status::ConvError;
      if (width > 0) --width;
    }
    if (toLower(c) == 'n') {
      buf += static_cast<char>(c);
      if (!keywordChar('a') || !keywordChar('n')) return Status::ConvError;
      return convertFloat(d, buf);
    }
    if (toLower(c) == 'i') {
      buf += static_cast<char>(c);
      if (!keywordChar('n') || !keywordChar('f')) return Status::ConvError;
      if (width != 0 && (c = in_.inchar()) != EOF) {
        if (toLower(c) == 'i') {
          if (width > 0) --width;
          buf += static_cast<char>(c);
          for (char want : {'n', 'i', 't', 'y'})
            if (!keywordChar(want)) return Status::ConvError;
        } else {
          in_.ungetc();
        }
      }
      return convertFloat(d, buf);
    }
    char expChar = 'e';
    if (width != 0 && c == '0') {
      buf += '0';
      c = in_.inchar();
      if (width > 0) --width;
      if (width != 0 && toLower(c) == 'x') {
        buf += static_cast<char>(c);
        hexa = true;
        expChar = 'p';
        c = in_.inchar();
        if (width > 0) --width;
      } else {
        gotDigit = true;
      }
    }
    while (true) {
      if (isDigit(c) || (!gotE && hexa && isXDigit(c))) {
        buf += static_cast<char>(c);
        gotDigit = true;
      } else if (gotE && buf.back() == expChar && (c == '-' || c == '+')) {
        buf += static_cast<char>(c);
      } else if (gotDigit && !gotE && toLower(c) == expChar) {
        buf += expChar;
        gotE = gotDot = true;
      } else if (!gotDot && c == '.') {
        buf += '.';
        gotDot = true;
      } else {
        in_.ungetc();
        break;
      }
      if (width == 0 || (c = in_.inchar()) == EOF) break;
      if (width > 0) --width;
    }
    if (buf.size() == (gotSign ? 1u : 0u) || (hexa && buf.size() == (gotSign ? 3u : 2u)))
      return Status::ConvError;
    return convertFloat(d, buf);
  }

  Status convertFloat(const ScanfDirective& d, const std::string& buf) {
    const char* begin = buf.c_str();
    char* end = nullptr;
    if (d.flags & kLongDbl) {
      long double v = std::strtold(begin, &end);
      if (end == begin) return Status::ConvError;
      if (!d.suppress) io_.storeLongDouble(v);
    } else if (d.flags & kLong) {
      double v = std::strtod(begin, &end);
      if (end == begin) return Status::ConvError;
      if (!d.suppress) io_.storeFloat(v, 8);
    } else {
      float v = std::strtof(begin, &end);
      if (end == begin) return Status::ConvError;
      if (!d.suppress) io_.storeFloat(v, 4);
    }
    if (!d.suppress) ++done_;
    return Status::Ok;
  }

  ScanfIO& io_;
  Reader in_;
  unsigned longBytes_;
  bool needLong_;
  bool needLongLong_;
  int done_ = 0;
};

}  // namespace

int formatScanf(std::string_view fmt, ScanfIO& io, unsigned longBytes) {
  std::vector<ScanfDirective> dirs = parseScanf(fmt, longBytes);
  return Scanner(io, longBytes).run(dirs);
}

}  // namespace ferret::sem
