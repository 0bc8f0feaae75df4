// formatPrintf / formatScanf checked against the host glibc's own snprintf,
// sscanf and fscanf, which are the behaviour the interpreter must reproduce.
#include "sem/format.hpp"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

using ferret::sem::FormatError;
using ferret::sem::formatPrintf;
using ferret::sem::formatScanf;
using ferret::sem::PrintfArgs;
using ferret::sem::ScanfIO;

namespace {

// ---------------------------------------------------------------------------
// printf harness

struct VecArgs : PrintfArgs {
  enum Kind { Int, Double, LongDouble, String, Pointer, Count };
  struct Arg {
    Kind kind = Int;
    uint64_t bits = 0;
    unsigned bytes = 0;
    double d = 0;
    long double ld = 0;
    std::string s;
  };
  std::vector<Arg> args;
  size_t next = 0;
  std::vector<std::pair<uint64_t, unsigned>> counts;
  std::vector<size_t> stringMaxLens;

  const Arg& take(Kind k) {
    if (next >= args.size()) throw std::runtime_error("printf asked for too many arguments");
    const Arg& a = args[next++];
    if (a.kind != k)
      throw std::runtime_error("argument " + std::to_string(next) + " has the wrong kind");
    return a;
  }
  uint64_t nextInt(unsigned bytes) override {
    const Arg& a = take(Int);
    if (bytes != a.bytes)
      throw std::runtime_error("integer argument " + std::to_string(next) + " read as " +
                               std::to_string(bytes) + " bytes, passed as " +
                               std::to_string(a.bytes));
    return a.bits;
  }
  double nextDouble() override { return take(Double).d; }
  long double nextLongDouble() override { return take(LongDouble).ld; }
  std::string nextString(size_t maxLen) override {
    stringMaxLens.push_back(maxLen);
    const std::string& s = take(String).s;
    return s.substr(0, std::min(maxLen, s.size()));
  }
  uint64_t nextPointer() override { return take(Pointer).bits; }
  void storeCount(uint64_t count, unsigned bytes) override {
    take(Count);
    counts.emplace_back(count, bytes);
  }

  void addInt(uint64_t bits, unsigned bytes) {
    Arg a;
    a.bits = bytes >= 8 ? bits : bits & ((uint64_t{1} << (bytes * 8)) - 1);
    a.bytes = bytes;
    args.push_back(a);
  }
  void addCount() {
    Arg a;
    a.kind = Count;
    args.push_back(a);
  }
  template <typename T>
  void add(T x) {
    Arg a;
    if constexpr (std::is_same_v<T, double>) {
      a.kind = Double;
      a.d = x;
    } else if constexpr (std::is_same_v<T, long double>) {
      a.kind = LongDouble;
      a.ld = x;
    } else if constexpr (std::is_same_v<T, const char*>) {
      a.kind = String;
      a.s = x;
    } else if constexpr (std::is_pointer_v<T>) {
      a.kind = Pointer;
      a.bits = reinterpret_cast<uintptr_t>(x);
    } else {
      static_assert(std::is_integral_v<T>);
      using Promoted = decltype(+x);
      addInt(static_cast<uint64_t>(static_cast<std::make_unsigned_t<Promoted>>(+x)),
             sizeof(Promoted));
      return;
    }
    args.push_back(a);
  }
};

// A C-variadic wrapper so that formats without arguments need no special case.
std::string hostPrintf(const char* fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = std::vsnprintf(nullptr, 0, fmt, ap);
  va_end(ap);
  if (n < 0) {
    va_end(ap2);
    return "<host error>";
  }
  std::string s(static_cast<size_t>(n) + 1, '\0');
  std::vsnprintf(s.data(), s.size(), fmt, ap2);
  va_end(ap2);
  s.resize(static_cast<size_t>(n));
  return s;
}

template <typename... Ts>
std::string ours(const std::string& fmt, Ts... xs) {
  VecArgs a;
  (a.add(xs), ...);
  std::string out = formatPrintf(fmt, a, 8);
  EXPECT_EQ(a.next, a.args.size()) << "unconsumed arguments for " << fmt;
  return out;
}

template <typename... Ts>
void expectPrintf(const std::string& fmt, Ts... xs) {
  std::string expected = hostPrintf(fmt.c_str(), xs...);
  try {
    EXPECT_EQ(ours(fmt, xs...), expected) << "format: \"" << fmt << "\"";
  } catch (const std::exception& e) {
    ADD_FAILURE() << "format \"" << fmt << "\" threw: " << e.what();
  }
}

std::vector<std::string> flagSets() {
  const char flags[] = "-+ #0";
  std::vector<std::string> out;
  for (unsigned mask = 0; mask < 32; ++mask) {
    std::string s;
    for (unsigned b = 0; b < 5; ++b)
      if (mask & (1u << b)) s += flags[b];
    out.push_back(s);
  }
  return out;
}

const int64_t kIntValues[] = {0,         1,         -1,        42,        -42,
                              128,       -129,      32768,     65536,     INT32_MIN,
                              UINT32_MAX, INT64_MIN, 0x123456789abcdefLL};

// Calls `check(spec, value)` with the value converted to the C type that the
// length modifier `len` and conversion `conv` expect.
template <typename F>
void withTypedValue(const std::string& len, char conv, int64_t v, F&& check) {
  bool isSigned = conv == 'd' || conv == 'i';
  if (len == "hh" || len == "h" || len.empty()) {
    if (isSigned)
      check(static_cast<int>(v));
    else
      check(static_cast<unsigned>(v));
  } else if (len == "l" || len == "z" || len == "t") {
    if (isSigned)
      check(static_cast<long>(v));
    else
      check(static_cast<unsigned long>(v));
  } else if (len == "j") {
    if (isSigned)
      check(static_cast<intmax_t>(v));
    else
      check(static_cast<uintmax_t>(v));
  } else {
    if (isSigned)
      check(static_cast<long long>(v));
    else
      check(static_cast<unsigned long long>(v));
  }
}

TEST(FormatPrintf, PlainText) {
  expectPrintf("");
  expectPrintf("hello, world\n");
  expectPrintf("100%% sure %%");
  expectPrintf("%5%|%-5%|%05%");
  expectPrintf("tab\there");
}

TEST(FormatPrintf, IntegerMatrix) {
  const std::vector<std::string> widths = {"", "25"};
  const std::vector<std::string> precs = {"", ".", ".0", ".5", ".30"};
  const std::vector<std::string> lens = {"hh", "h", "", "l", "ll", "j", "z", "t"};
  for (char conv : std::string("diuoxXbB"))
    for (const std::string& len : lens)
      for (const std::string& flags : flagSets())
        for (const std::string& w : widths)
          for (const std::string& p : precs) {
            std::string fmt = "[%" + flags + w + p + len + conv + "]";
            for (int64_t v : kIntValues)
              withTypedValue(len, conv, v, [&](auto x) { expectPrintf(fmt, x); });
          }
}

TEST(FormatPrintf, IntegerInContext) {
  expectPrintf("a=%d b=%u c=%x d=%o e=%X", -5, 5u, 255u, 8u, 0xabcu);
  expectPrintf("%hhd %hhu %hd %hu", 300, 300, 70000, 70000);
  expectPrintf("%lld %llu %ld %lu", -1LL, ~0ULL, -2L, ~0UL);
  expectPrintf("%zu %zd %td %ju %jd", size_t{123}, ptrdiff_t{-4}, ptrdiff_t{-9}, uintmax_t{7},
               intmax_t{-7});
  expectPrintf("%'d %'10d %I5d", 1234567, -1234567, 42);
  expectPrintf("%qd %Ld %qu %Lx", -5LL, 1LL << 40, ~0ULL, 0xabcdefULL);
  expectPrintf("%lf %le %lg %la", 1.5, -2.5, 1e-10, 0.1);
}

TEST(FormatPrintf, FloatMatrix) {
  const std::vector<std::string> widths = {"", "30"};
  const std::vector<std::string> precs = {"", ".", ".1", ".3", ".17", ".60"};
  const double values[] = {0.0,
                           -0.0,
                           1.0,
                           -1.5,
                           0.1,
                           0.5,
                           2.5,
                           9.9999999,
                           123456.789,
                           1e15,
                           1e16,
                           1e-5,
                           1e-4,
                           1e-300,
                           5e-324,
                           1e300,
                           DBL_MAX,
                           DBL_MIN,
                           HUGE_VAL,
                           -HUGE_VAL,
                           std::nan(""),
                           -std::nan(""),
                           3.14159265358979};
  for (char conv : std::string("fFeEgGaA"))
    for (const std::string& flags : flagSets())
      for (const std::string& w : widths)
        for (const std::string& p : precs) {
          std::string fmt = "[%" + flags + w + p + conv + "]";
          std::string Lfmt = "[%" + flags + w + p + "L" + conv + "]";
          for (double v : values) {
            expectPrintf(fmt, v);
            expectPrintf(Lfmt, static_cast<long double>(v));
          }
        }
}

TEST(FormatPrintf, LongDoubleSpecifics) {
  const long double values[] = {LDBL_MAX, LDBL_MIN, LDBL_EPSILON, 1.0L / 3, -0.1L,
                                LDBL_TRUE_MIN, 1e4000L};
  for (const char* spec : {"%Lf", "%Le", "%Lg", "%La", "%LA", "%.30Lg", "%#.0Le", "%+40.20Lf",
                           "%llf", "%qe"})
    for (long double v : values) expectPrintf(spec, v);
}

TEST(FormatPrintf, CharsAndStrings) {
  const std::vector<std::string> widths = {"", "1", "3", "10"};
  const std::vector<std::string> precs = {"", ".", ".0", ".2", ".5", ".20"};
  const char* strings[] = {"", "a", "hello", "hello, world", "tab\tand\nnewline", "\xe9\xff"};
  for (const std::string& flags : flagSets())
    for (const std::string& w : widths) {
      for (int c : {int{'x'}, int{' '}, int{'%'}, 0xe9, 0x141 /* truncated to unsigned char */})
        expectPrintf("[%" + flags + w + "c]", c);
      for (const std::string& p : precs)
        for (const char* s : strings) expectPrintf("[%" + flags + w + p + "s]", s);
    }
  expectPrintf("%hhc%hc%c", 'a', 'b', 'c');
}

TEST(FormatPrintf, NulCharacterIsKept) {
  std::string out = ours("a%cb", 0);
  EXPECT_EQ(out, std::string("a\0b", 3));
}

TEST(FormatPrintf, WideCharacter) {
  expectPrintf("[%lc][%5lc][%-3lc]", static_cast<wint_t>('x'), static_cast<wint_t>('y'),
               static_cast<wint_t>('z'));
  // The C locale cannot encode it; glibc's printf fails with EILSEQ.
  VecArgs a;
  a.addInt(0xe9, 4);
  EXPECT_THROW(formatPrintf("%lc", a, 8), FormatError);
}

TEST(FormatPrintf, StringPrecisionIsPassedToArgs) {
  VecArgs a;
  a.add("abcdef");
  a.add("xyz");
  a.addInt(2, 4);
  a.add("hello");
  EXPECT_EQ(formatPrintf("%.3s|%s|%.*s", a, 8), "abc|xyz|he");
  ASSERT_EQ(a.stringMaxLens.size(), 3u);
  EXPECT_EQ(a.stringMaxLens[0], 3u);
  EXPECT_EQ(a.stringMaxLens[1], SIZE_MAX);
  EXPECT_EQ(a.stringMaxLens[2], 2u);
}

TEST(FormatPrintf, Pointers) {
  void* values[] = {nullptr, reinterpret_cast<void*>(1), reinterpret_cast<void*>(0x7fff1234),
                    reinterpret_cast<void*>(UINTPTR_MAX)};
  for (const std::string& flags : flagSets())
    for (const char* w : {"", "3", "20"})
      for (const char* p : {"", ".0", ".3", ".10"})
        for (void* v : values) expectPrintf("[%" + flags + w + p + "p]", v);
  expectPrintf("%p", static_cast<void*>(nullptr));
  EXPECT_EQ(ours("%p", static_cast<void*>(nullptr)), "(nil)");
  EXPECT_EQ(ours("%p", reinterpret_cast<void*>(0xbeef)), "0xbeef");
}

TEST(FormatPrintf, StarWidthAndPrecision) {
  for (int w : {-20, -5, -1, 0, 1, 5, 20})
    for (int p : {-3, -1, 0, 1, 4, 12}) {
      expectPrintf("[%*d]", w, 42);
      expectPrintf("[%.*d]", p, -42);
      expectPrintf("[%*.*d]", w, p, 12345);
      expectPrintf("[%-*.*x]", w, p, 0xbeefu);
      expectPrintf("[%0*.*f]", w, p, 3.25);
      expectPrintf("[%*.*s]", w, p, "string");
      expectPrintf("[%*.*e]", w, p, -1e10);
      expectPrintf("[%*c]", w, 'q');
    }
  expectPrintf("%*%", 5);  // the width is still consumed
}

TEST(FormatPrintf, CountConversion) {
  VecArgs a;
  a.add(123);
  a.addCount();
  a.add("xy");
  a.addCount();
  a.addCount();
  a.addCount();
  a.addCount();
  a.addCount();
  EXPECT_EQ(formatPrintf("a%dbc%n%5s%hhn%hn%ln%lln%jn", a, 8), "a123bc   xy");
  ASSERT_EQ(a.counts.size(), 6u);
  EXPECT_EQ(a.counts[0], (std::pair<uint64_t, unsigned>{6, 4}));
  EXPECT_EQ(a.counts[1], (std::pair<uint64_t, unsigned>{11, 1}));
  EXPECT_EQ(a.counts[2], (std::pair<uint64_t, unsigned>{11, 2}));
  EXPECT_EQ(a.counts[3], (std::pair<uint64_t, unsigned>{11, 8}));
  EXPECT_EQ(a.counts[4], (std::pair<uint64_t, unsigned>{11, 8}));
  EXPECT_EQ(a.counts[5], (std::pair<uint64_t, unsigned>{11, 8}));

  VecArgs b;
  for (int i = 0; i < 4; ++i) b.addCount();
  EXPECT_EQ(formatPrintf("%ln%zn%tn%jn", b, 4), "");
  ASSERT_EQ(b.counts.size(), 4u);
  EXPECT_EQ(b.counts[0].second, 4u);
  EXPECT_EQ(b.counts[1].second, 4u);
  EXPECT_EQ(b.counts[2].second, 4u);
  EXPECT_EQ(b.counts[3].second, 8u);  // intmax_t is 64-bit on ILP32 too
}

TEST(FormatPrintf, Ilp32Sizes) {
  // On ILP32, long/size_t/ptrdiff_t are 32-bit and print like int.
  struct Case {
    const char* fmt;
    const char* hostFmt;
    unsigned bytes;
  };
  const Case cases[] = {{"%ld", "%d", 4}, {"%lu", "%u", 4},   {"%lx", "%x", 4},
                        {"%zd", "%d", 4}, {"%zu", "%u", 4},   {"%td", "%d", 4},
                        {"%lld", "%lld", 8}, {"%jd", "%lld", 8}, {"%ju", "%llu", 8}};
  for (const Case& c : cases)
    for (int64_t v : kIntValues) {
      VecArgs a;
      a.addInt(static_cast<uint64_t>(v), c.bytes);
      std::string expected;
      if (c.bytes == 8)
        expected = hostPrintf(c.hostFmt, static_cast<long long>(v));
      else if (c.hostFmt[1] == 'd')
        expected = hostPrintf(c.hostFmt, static_cast<int>(v));
      else
        expected = hostPrintf(c.hostFmt, static_cast<unsigned>(v));
      EXPECT_EQ(formatPrintf(c.fmt, a, 4), expected) << c.fmt << " " << v;
    }
  VecArgs p;
  p.add(reinterpret_cast<void*>(0xdeadbeef));
  EXPECT_EQ(formatPrintf("%p", p, 4), "0xdeadbeef");
}

TEST(FormatPrintf, InvalidFormats) {
  auto message = [](const char* fmt) {
    VecArgs a;
    for (int i = 0; i < 4; ++i) a.addInt(1, 4);
    try {
      formatPrintf(fmt, a, 8);
    } catch (const FormatError& e) {
      return std::string(e.what());
    }
    return std::string("<no error>");
  };
  EXPECT_EQ(message("%y"), "unknown conversion '%y'");
  EXPECT_EQ(message("abc%5.2k"), "unknown conversion '%5.2k'");
  EXPECT_NE(message("%").find("incomplete"), std::string::npos);
  EXPECT_NE(message("%-08.3l").find("incomplete"), std::string::npos);
  EXPECT_NE(message("%1$d").find("positional"), std::string::npos);
  EXPECT_NE(message("%*1$d").find("positional"), std::string::npos);
  EXPECT_NE(message("%.*2$d").find("positional"), std::string::npos);
  EXPECT_NE(message("%*5d").find("digits after"), std::string::npos);
  EXPECT_NE(message("%.*5d").find("digits after"), std::string::npos);
  EXPECT_NE(message("%ls").find("not supported"), std::string::npos);
  EXPECT_NE(message("%S").find("not supported"), std::string::npos);
  EXPECT_NE(message("%m").find("not supported"), std::string::npos);
  EXPECT_NE(message("%99999999999d").find("too large"), std::string::npos);
  // The format is checked before any argument is used.
  VecArgs none;
  EXPECT_THROW(formatPrintf("%d %y", none, 8), FormatError);
}

// ---------------------------------------------------------------------------
// scanf harness

constexpr int kBufs = 8;
constexpr size_t kBufSize = 96;
using Buffers = unsigned char[kBufs][kBufSize];

struct StringIO : ScanfIO {
  std::string in;
  size_t pos = 0;
  Buffers bufs;
  int arg = 0;
  int eofPeeksAfterEof = 0;  // counts input requests made after EOF was reported
  bool sawEof = false;

  explicit StringIO(std::string input) : in(std::move(input)) {
    std::memset(bufs, 0xAA, sizeof bufs);
  }
  int peek() override {
    if (sawEof) ++eofPeeksAfterEof;
    if (pos < in.size()) return static_cast<unsigned char>(in[pos]);
    sawEof = true;
    return EOF;
  }
  int get() override {
    if (pos < in.size()) return static_cast<unsigned char>(in[pos++]);
    return EOF;
  }
  unsigned char* dest() {
    if (arg >= kBufs) throw std::runtime_error("too many stores");
    return bufs[arg++];
  }
  void storeInt(uint64_t value, unsigned bytes) override {
    std::memcpy(dest(), &value, bytes);  // little-endian host
  }
  void storeFloat(double value, unsigned bytes) override {
    if (bytes == 4) {
      float f = static_cast<float>(value);
      std::memcpy(dest(), &f, 4);
    } else {
      std::memcpy(dest(), &value, 8);
    }
  }
  void storeLongDouble(long double value) override {
    // Only the x87 value bytes: the rest is padding the host leaves alone.
    static_assert(LDBL_MANT_DIG == 64);
    std::memcpy(dest(), &value, 10);
  }
  void storeBytes(std::string_view bytes, bool addNul) override {
    unsigned char* d = dest();
    if (bytes.size() + 1 > kBufSize) throw std::runtime_error("store too long for test buffer");
    std::memcpy(d, bytes.data(), bytes.size());
    if (addNul) d[bytes.size()] = 0;
  }
};

struct HostScan {
  int result;
  long position;  // -1 if unknown
  Buffers bufs;
};

HostScan hostScanf(const std::string& fmt, const std::string& input) {
  HostScan h;
  std::memset(h.bufs, 0xAA, sizeof h.bufs);
  auto& b = h.bufs;
  h.result = std::sscanf(input.c_str(), fmt.c_str(), b[0], b[1], b[2], b[3], b[4], b[5], b[6],
                         b[7]);
  // fscanf on the same bytes tells how much input glibc consumed, even after a
  // matching failure, which sscanf cannot show.
  Buffers scratch;
  std::string copy = input;
  FILE* f = fmemopen(copy.data(), copy.size(), "r");
  h.position = -1;
  if (f) {
    auto& s = scratch;
    std::fscanf(f, fmt.c_str(), s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]);
    h.position = std::ftell(f);
    std::fclose(f);
  }
  return h;
}

void expectScanf(const std::string& fmt, const std::string& input) {
  SCOPED_TRACE("format \"" + fmt + "\" input \"" + input + "\"");
  HostScan host = hostScanf(fmt, input);
  StringIO io(input);
  int result;
  try {
    result = formatScanf(fmt, io, 8);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "threw: " << e.what();
    return;
  }
  EXPECT_EQ(result, host.result);
  if (host.position >= 0) {
    EXPECT_EQ(static_cast<long>(io.pos), host.position) << "consumed";
  }
  EXPECT_EQ(io.eofPeeksAfterEof, 0);
  for (int i = 0; i < kBufs; ++i)
    EXPECT_EQ(0, std::memcmp(io.bufs[i], host.bufs[i], kBufSize)) << "argument " << i;
}

TEST(FormatScanf, IntegerMatrix) {
  const char* inputs[] = {"0",
                          "-0",
                          "+5",
                          "42",
                          "-42",
                          "  17",
                          "\n\t 9",
                          "0x1A",
                          "0X1a",
                          "0x",
                          "0X",
                          "0xg",
                          "-0x1f",
                          "+0x",
                          "077",
                          "08",
                          "09",
                          "0b101",
                          "12 34",
                          "abc",
                          "-",
                          "+",
                          "- 5",
                          "",
                          "   ",
                          "127",
                          "128",
                          "255",
                          "256",
                          "-129",
                          "300",
                          "32768",
                          "65536",
                          "2147483647",
                          "2147483648",
                          "-2147483649",
                          "4294967295",
                          "4294967296",
                          "-4294967297",
                          "9223372036854775807",
                          "9223372036854775808",
                          "-9223372036854775808",
                          "-9223372036854775809",
                          "18446744073709551615",
                          "18446744073709551616",
                          "-18446744073709551615",
                          "99999999999999999999999",
                          "0xffffffffffffffff",
                          "0x10000000000000000",
                          "1e5",
                          "123abc",
                          "(nil)",
                          "(nix",
                          "7,8"};
  const std::vector<std::string> widths = {"", "1", "2", "3", "5", "12"};
  const std::vector<std::string> lens = {"hh", "h", "", "l", "ll", "j", "z", "t", "q", "L"};
  for (char conv : std::string("diuoxXp"))
    for (const std::string& len : lens)
      for (const std::string& w : widths)
        for (const char* in : inputs) {
          expectScanf("%" + w + len + conv + "%n", in);
          expectScanf("%" + w + len + conv, in);
          expectScanf("%*" + w + len + conv + "%n", in);
        }
}

TEST(FormatScanf, FloatMatrix) {
  const char* inputs[] = {"1",        "-1.5",     "+2.25",     "1e5",      "1E-5",  "1e",
                          "1e+",      "1e-3x",    "1ex",       ".5",       ".",     "-.",
                          "+.e",      ".e1",      "5.",        "0",        "00012", "0x1p3",
                          "0X1P-3",   "0x",       "-0x",       "0x.8",     "0x.p1", "0xg",
                          "0x1.8p-1", "0x1p",     "0xAbC.dEp+2", "inf",    "-INF",  "infinity",
                          "InFiNiTy!", "infinit", "infin",     "inx",      "in",    "nan",
                          "NaN(12)",  "-nan",     "nanx",      "na",       "n",     "1.2.3",
                          "  3.25  ", "1,5",      "5e-324",    "1e400",    "-1e400", "1e-400",
                          "0.0e0",    "abc",      "",          "  ",       "-",     "+",
                          "e5",       "1e5e5",    "3.4028235e38", "3.4028236e38",
                          "0.1000000000000000055511151231257827"};
  const std::vector<std::string> widths = {"", "1", "2", "3", "4", "6", "10"};
  for (char conv : std::string("feEgaAFG"))
    for (const char* len : {"", "l", "L", "ll", "q", "h", "j", "z"})
      for (const std::string& w : widths)
        for (const char* in : inputs) {
          expectScanf("%" + w + len + conv + "%n", in);
          expectScanf("%" + w + len + conv, in);
        }
}

TEST(FormatScanf, Strings) {
  const char* inputs[] = {"hello world", "  lead", "a", "", "   ", "x\ty\nz", "abc,def;ghi",
                          "]]]a-b", "^^x", "---", "AbC123xyz", "\xe9\xff zz"};
  const char* formats[] = {"%s",       "%s%s",      "%3s",      "%1s%n",     "%*s%n",
                           "%c",       "%3c",       "%5c%n",    " %c",       "%c%c%c",
                           "%*c%c",    "%*5c",      "%[a-z]",   "%[a-z]%n",  "%2[a-z]",
                           "%[^,]",    "%[^,],%s",  "%[]a]",    "%[^]]",     "%[-a]",
                           "%[a-]",     "%[z-a]",   "%[^-]",    "%[^^]",     "%[A-Za-z0-9]",
                           "%*[a-z]%n", "%[\t ]",   "%[^\xe9]", "%[\xe0-\xff]", "%[]-a]",
                           "%s %[^\n]", " %[a-c]",  "%[a-c-e]"};
  for (const char* f : formats)
    for (const char* in : inputs) expectScanf(f, in);
}

TEST(FormatScanf, LiteralsAndWhitespace) {
  const char* inputs[] = {"1,2",     "1 , 2",  " 1,2 ",  "x5",    "x 5",   " x5",   "5x",
                          "5 x",     "%5",     " % 5",   "5%",    "",      "   ",   "1,",
                          "1;2",     "ab",     "a b",    "a\nb",  "12\n",  "1 2 3"};
  const char* formats[] = {"%d,%d",  "%d ,%d",  "%d , %d", "x%d",   " x%d",   "%dx",
                           "%d x",   "%%%d",    " %% %d",  "%d%%",  "%d %n",  "%d%n ",
                           "a%cb",   "a %cb",   "a b",     "ab",    " ",      "",
                           "%d\n",   "%*d %d",  "%*d%*d%d", "%d%n%d", "%n",   " %n",
                           "%Id,%'d", "%'5d%n", "%*I3d%d",
                           "x",      " x",      "%d %d %d%n"};
  for (const char* f : formats)
    for (const char* in : inputs) expectScanf(f, in);
}

TEST(FormatScanf, ReturnValues) {
  auto run = [](const char* fmt, const char* in) {
    StringIO io(in);
    return formatScanf(fmt, io, 8);
  };
  EXPECT_EQ(run("%d", ""), -1);
  EXPECT_EQ(run("%d", "   "), -1);
  EXPECT_EQ(run("%d", "x"), 0);
  EXPECT_EQ(run("%d %d", "1"), 1);
  EXPECT_EQ(run("%*d %d", "5 "), -1);  // glibc: no assignment yet, so EOF
  EXPECT_EQ(run("%d%n", "7"), 1);      // %n is not counted
  EXPECT_EQ(run("", ""), 0);
  EXPECT_EQ(run("abc", ""), -1);
}

TEST(FormatScanf, StopsReadingAfterEof) {
  StringIO io("12");
  EXPECT_EQ(formatScanf("%d %d %s %c %[a] x", io, 8), 1);
  EXPECT_EQ(io.eofPeeksAfterEof, 0);
}

TEST(FormatScanf, ShortCharFieldStillAssigns) {
  StringIO io("ab");
  EXPECT_EQ(formatScanf("%5c", io, 8), 1);
  EXPECT_EQ(io.bufs[0][0], 'a');
  EXPECT_EQ(io.bufs[0][1], 'b');
  EXPECT_EQ(io.bufs[0][2], 0xAA);
  expectScanf("%5c", "ab");
  expectScanf("%d%5c", "1ab");
}

struct Recorder : ScanfIO {
  std::string in;
  size_t pos = 0;
  std::vector<std::pair<uint64_t, unsigned>> ints;
  explicit Recorder(std::string s) : in(std::move(s)) {}
  int peek() override { return pos < in.size() ? static_cast<unsigned char>(in[pos]) : EOF; }
  int get() override { return pos < in.size() ? static_cast<unsigned char>(in[pos++]) : EOF; }
  void storeInt(uint64_t value, unsigned bytes) override { ints.emplace_back(value, bytes); }
  void storeFloat(double, unsigned bytes) override { ints.emplace_back(0, 100 + bytes); }
  void storeLongDouble(long double) override { ints.emplace_back(0, 116); }
  void storeBytes(std::string_view, bool) override {}
};

TEST(FormatScanf, Ilp32Sizes) {
  auto scan = [](const char* fmt, const char* in) {
    Recorder r(in);
    formatScanf(fmt, r, 4);
    return r.ints;
  };
  using V = std::vector<std::pair<uint64_t, unsigned>>;
  // strtol of a 32-bit long saturates.
  EXPECT_EQ(scan("%ld", "4294967296"), (V{{0x7fffffff, 4}}));
  EXPECT_EQ(scan("%ld", "-4294967296"), (V{{0x80000000, 4}}));
  EXPECT_EQ(scan("%d", "4294967296"), (V{{0x7fffffff, 4}}));
  EXPECT_EQ(scan("%hd", "70000"), (V{{70000 & 0xffff, 2}}));
  EXPECT_EQ(scan("%lu", "-1"), (V{{0xffffffff, 4}}));
  EXPECT_EQ(scan("%lu", "4294967296"), (V{{0xffffffff, 4}}));
  EXPECT_EQ(scan("%zu %td", "5 -6"), (V{{5, 4}, {0xfffffffa, 4}}));
  EXPECT_EQ(scan("%lld", "4294967296"), (V{{4294967296, 8}}));
  EXPECT_EQ(scan("%jd", "-4294967296"), (V{{static_cast<uint64_t>(-4294967296LL), 8}}));
  EXPECT_EQ(scan("%p", "0xdeadbeef"), (V{{0xdeadbeef, 4}}));
  EXPECT_EQ(scan("%p", "(nil)"), (V{{0, 4}}));
  EXPECT_EQ(scan("%ab%n", "1.5b"), (V{{0, 104}, {4, 4}}));  // C99: "%as" is %a then 's'
  EXPECT_EQ(scan("x%ln%hhn%lln", "x"), (V{{1, 4}, {1, 1}, {1, 8}}));
  // On ILP32 %z is plain int and %j is long long for floats too.
  EXPECT_EQ(scan("%zf %jf %lf %Lf", "1 2 3 4"), (V{{0, 104}, {0, 116}, {0, 108}, {0, 116}}));
  // LP64 for contrast.
  Recorder r("4294967296 1");
  formatScanf("%ld %zf", r, 8);
  EXPECT_EQ(r.ints, (V{{4294967296, 8}, {0, 108}}));
}

TEST(FormatScanf, InvalidFormats) {
  auto message = [](const char* fmt) {
    StringIO io("123 abc");
    try {
      formatScanf(fmt, io, 8);
    } catch (const FormatError& e) {
      EXPECT_EQ(io.pos, 0u) << "input consumed before the format was rejected";
      return std::string(e.what());
    }
    return std::string("<no error>");
  };
  EXPECT_EQ(message("%y"), "unknown conversion '%y'");
  EXPECT_EQ(message("%d %5k"), "unknown conversion '%5k'");
  EXPECT_NE(message("%").find("incomplete"), std::string::npos);
  EXPECT_NE(message("%*5l").find("incomplete"), std::string::npos);
  EXPECT_NE(message("%[abc").find("unterminated"), std::string::npos);
  EXPECT_NE(message("%[]").find("unterminated"), std::string::npos);
  EXPECT_NE(message("%1$d").find("positional"), std::string::npos);
  EXPECT_NE(message("%ms").find("not supported"), std::string::npos);
  EXPECT_NE(message("%ls").find("not supported"), std::string::npos);
  EXPECT_NE(message("%lc").find("not supported"), std::string::npos);
  EXPECT_NE(message("%l[a]").find("not supported"), std::string::npos);
  EXPECT_NE(message("%S").find("not supported"), std::string::npos);
  EXPECT_EQ(message("%5*d"), "unknown conversion '%5*'");  // a leading width skips flags
}

}  // namespace
