// The string functions over the graph's fields.  One walk over the bytes of
// one or two strings serves them all: each byte is checked as a load is
// (Engine::access) and read as an 8-bit field; at each position the walk
// stops on the first of a few conditions that holds (the byte is 0, is the
// character looked for, differs from the other string's byte).  A condition
// the graph decides is followed; an undecided one forks: a successor where
// it holds finishes the call there (result set, copy made), and the walk
// goes on where it fails.  Copies move fields with Smg::copy, so what is
// known of the bytes (constants, unknowns, nullified blocks) moves too.
#include <fmt/format.h>

#include <absl/container/inlined_vector.h>

#include <array>

#include "engines/shape/engine.hpp"
#include "sem/arith_fast.hpp"
#include "sem/format.hpp"
#include "smg/checks.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using smg::kZero;

const Type& byteType() {
  static const Type t = [] {
    Type b;
    b.kind = TypeKind::Int;
    b.bits = 8;
    b.size = 1;
    b.words = 1;
    return b;
  }();
  return t;
}

namespace {

constexpr uint64_t kMaxScan = 4096;  // bytes one walk reads before it gives up
constexpr uint32_t kMaxForks = 512;  // successors one call may split off
constexpr uint64_t kNoLimit = UINT64_MAX;
constexpr size_t kAtLimit = SIZE_MAX;  // Stop::why when the walk reached its limit

// x == y, or x != y when !equal.
struct Cond {
  ValueId x, y;
  bool equal;
};
using Conds = absl::InlinedVector<Cond, 2>;
using Bytes = std::array<ValueId, 2>;

// Where a walk ended on one successor: at position `at`, because condition
// `why` held there (kAtLimit: after `limit` bytes), with the bytes read at
// that position.
struct Stop {
  uint64_t at;
  size_t why;
  Bytes bytes;
};

struct Signature {
  std::string_view name;
  size_t args;
  size_t length;  // the argument bounding the walk; 0 when none (it is never the first)
};

constexpr Signature kFunctions[] = {
    {"strlen", 1, 0},  {"strnlen", 2, 1}, {"strcpy", 2, 0},  {"strncpy", 3, 2}, {"strcat", 2, 0},
    {"strncat", 3, 2}, {"strcmp", 2, 0},  {"strncmp", 3, 2}, {"memcmp", 3, 2},  {"strchr", 2, 0},
    {"strrchr", 2, 0}, {"memchr", 3, 2},  {"strdup", 1, 0},  {"strndup", 2, 1},
};

// What a printf format does with its arguments, found by formatting it
// once with stand-ins: which are printed as strings (with the precision
// that bounds each), and whether one is written through (%n).  Each call
// of the interface takes the next argument.
class FormatUses : public sem::PrintfArgs {
 public:
  struct Printed {
    size_t arg;
    uint64_t limit;
  };
  std::vector<Printed> strings;
  bool writes = false;
  size_t used = 0;

  uint64_t nextInt(unsigned) override { return ++used, 0; }
  double nextDouble() override { return ++used, 0; }
  long double nextLongDouble() override { return ++used, 0; }
  std::string nextString(size_t maxLen) override {
    strings.push_back({used++, maxLen == SIZE_MAX ? kNoLimit : maxLen});
    return {};
  }
  uint64_t nextPointer() override { return ++used, 0; }
  void storeCount(uint64_t, unsigned) override { ++used, writes = true; }
};

// The output functions: which argument is the format or the one string
// printed, and which the stream (kNone: there is none; stdout).
struct OutputSignature {
  std::string_view name;
  size_t format, string, stream;
};
constexpr size_t kNone = SIZE_MAX;
constexpr OutputSignature kOutputs[] = {
    {"printf", 0, kNone, kNone}, {"fprintf", 1, kNone, 0}, {"puts", kNone, 0, kNone},  {"fputs", kNone, 0, 1},
    {"perror", kNone, 0, kNone}, {"putchar", kNone, kNone, kNone}, {"fputc", kNone, kNone, 1}, {"putc", kNone, kNone, 1},
    {"fflush", kNone, kNone, 0},
};

}  // namespace

// One call of a string function; successors it splits off go to the
// engine's work list, each finished.
class StringCall {
 public:
  StringCall(Engine& e, const Inst& in, const Signature& sig, const std::vector<ValueId>& args)
      : e_(e), in_(in), name_(sig.name), args_(args) {}

  void run(State& s, uint64_t limit);
  // Reads each string in turn to its terminator (or its limit), then gives
  // the call an unknown int result: what output functions do to memory.
  void print(State& s, const std::vector<std::pair<ValueId, uint64_t>>& strings, size_t next);

 private:
  Engine& e_;
  const Inst& in_;
  std::string_view name_;
  const std::vector<ValueId>& args_;
  uint32_t forks_ = 0;

  // Walks the strings at `from` (`n` of them, in step) from position 0 up to
  // `limit`, byte `i` of each at offset dir * i; calls done(t, stop) on every
  // successor where it ends.
  template <class C, class D>
  void walk(State& s, Bytes from, size_t n, int64_t dir, uint64_t limit, C conds, D done);
  // The bytes before the first 0 byte, at most `limit`.
  template <class D>
  void length(State& s, ValueId p, uint64_t limit, D done) {
    walk(s, {p, kZero}, 1, 1, limit, [](const Bytes& b) { return Conds{{b[0], kZero, true}}; },
         [&](State& t, const Stop& st) { done(t, st.at); });
  }
  // The first byte equal to ch walking from p in direction dir (also stopping
  // at a 0 byte when `string`): its address, or null.
  void find(State& s, ValueId p, ValueId ch, int64_t dir, uint64_t limit, bool string);
  // The byte at p + off, checked and defined; nullopt when the path ended.
  std::optional<ValueId> byteAt(State& s, ValueId p, int64_t off);
  std::optional<bool> decide(const smg::Smg& g, const Cond& c) const;
  bool assume(State& t, const Cond& c, bool holds);
  // Copies `len` bytes from src to dst, then writes `pad` zero bytes after
  // them; false when the path ended.
  bool copy(State& t, ValueId dst, ValueId src, uint64_t len, uint64_t pad);
  // A byte argument of type int, converted to unsigned char as C does.
  ValueId charArg(State& s, ValueId c);
  // The result of a comparison that stopped at bytes a != b.
  ValueId differ(State& t, ValueId a, ValueId b);
  void result(State& t, ValueId v) {
    if (in_.dst != kNoOperand) e_.set(t, in_.dst, v);
  }
};

bool Engine::strings(State& s, const Inst& in, std::string_view name, const std::vector<ValueId>& args) {
  const Signature* sig = nullptr;
  for (const Signature& f : kFunctions)
    if (f.name == name) sig = &f;
  if (!sig) return false;
  if (args.size() < sig->args) {
    unknown(s, fmt::format("{}() called with too few arguments", name));
    return true;
  }
  for (size_t i = 0; i < sig->args; ++i) {
    if (!s.g.value(args[i]).undefined) continue;
    unknown(s, fmt::format("{}() of an uninitialised argument", name));
    return true;
  }
  uint64_t limit = kNoLimit;
  if (sig->length) {
    auto n = s.g.constantOf(args[sig->length]);
    if (!n) {
      pinAndRetry(s, args[sig->length], fmt::format("{}() of a length", name));
      return true;
    }
    limit = static_cast<uint64_t>(*n);
  }
  StringCall(*this, in, *sig, args).run(s, limit);
  return true;
}

void StringCall::run(State& s, uint64_t limit) {
  std::string_view n = name_;
  ValueId p = args_[0];
  bool bounded = limit != kNoLimit;
  if (n == "strlen" || n == "strnlen")
    return length(s, p, limit, [&](State& t, uint64_t k) { result(t, t.g.constant(static_cast<int64_t>(k))); });
  if (n == "strcpy" || n == "strncpy" || n == "strdup" || n == "strndup") {
    ValueId src = n == "strcpy" || n == "strncpy" ? args_[1] : p;
    return length(s, src, limit, [&](State& t, uint64_t k) {
      ValueId dst = p;
      if (n == "strdup" || n == "strndup") {
        dst = t.g.addressOf(e_.allocate(t, t.g.constant(static_cast<int64_t>(k + 1)), false, std::string(n), in_), 0);
        result(t, dst);  // before the copy looks for garbage
      }
      // strncpy pads the rest of the limit; the others copy the terminator
      // or, when bounded, write one.
      uint64_t pad = n == "strncpy" ? limit - k : bounded;
      if (copy(t, dst, src, bounded ? k : k + 1, pad)) result(t, dst);
    });
  }
  if (n == "strcat" || n == "strncat") {
    return length(s, p, kNoLimit, [&](State& t, uint64_t end) {
      length(t, args_[1], limit, [&](State& u, uint64_t k) {
        if (copy(u, u.g.shift(p, static_cast<int64_t>(end)), args_[1], bounded ? k : k + 1, bounded)) result(u, p);
      });
    });
  }
  if (n == "strcmp" || n == "strncmp" || n == "memcmp") {
    bool string = n != "memcmp";
    // memcmp may read all n bytes of both (glibc does, ASan checks them);
    // strcmp reads only up to the first difference or terminator.
    if (!string && limit && (!e_.access(s, p, limit, false) || !e_.access(s, args_[1], limit, false))) return;
    auto conds = [&](const Bytes& b) {
      Conds c{{b[0], b[1], false}};
      if (string) c.push_back({b[0], kZero, true});
      return c;
    };
    return walk(s, {p, args_[1]}, 2, 1, limit, conds, [&](State& t, const Stop& st) {
      result(t, st.why == 0 ? differ(t, st.bytes[0], st.bytes[1]) : kZero);
    });
  }
  if (n == "strchr" || n == "memchr") return find(s, p, charArg(s, args_[1]), 1, limit, n == "strchr");
  // strrchr: the last match is the first one walking back from the
  // terminator, which matches a 0 character.
  ValueId ch = charArg(s, args_[1]);
  length(s, p, kNoLimit, [&](State& t, uint64_t k) { find(t, t.g.shift(p, static_cast<int64_t>(k)), ch, -1, k + 1, false); });
}

void StringCall::print(State& s, const std::vector<std::pair<ValueId, uint64_t>>& strings, size_t next) {
  if (next == strings.size()) return result(s, e_.unknownInt(s, 32));
  length(s, strings[next].first, strings[next].second, [&](State& t, uint64_t) { print(t, strings, next + 1); });
}

bool Engine::output(State& s, const Inst& in, std::string_view name, const std::vector<ValueId>& args) {
  const OutputSignature* sig = nullptr;
  for (const OutputSignature& f : kOutputs)
    if (f.name == name) sig = &f;
  if (!sig) return false;
  smg::Smg& g = s.g;
  auto arg = [&](size_t k) -> std::optional<ValueId> {
    if (k < args.size()) return args[k];
    unknown(s, fmt::format("{}() called with too few arguments", name));
    return std::nullopt;
  };
  if (sig->stream != kNone) {
    auto stream = arg(sig->stream);
    if (!stream) return true;
    bool flushAll = name == "fflush" && g.find(*stream) == kZero;
    if (!flushAll && !access(s, *stream, 1, false)) return true;
  }
  std::vector<std::pair<ValueId, uint64_t>> strings;
  if (sig->string != kNone) {
    auto str = arg(sig->string);
    if (!str) return true;
    // perror(NULL) prints only the error's text.
    if (!(name == "perror" && g.find(*str) == kZero)) strings.emplace_back(*str, kNoLimit);
  }
  if (sig->format != kNone) {
    auto format = arg(sig->format);
    if (!format) return true;
    auto text = g.pointsTo(*format) ? constString(s, *format) : std::nullopt;
    if (!text) {
      unknown(s, fmt::format("{}() of a format that is not a constant string", name));
      return true;
    }
    FormatUses uses;
    try {
      sem::formatPrintf(*text, uses, prog_.ptrBytes);
    } catch (const sem::FormatError& e) {
      unknown(s, fmt::format("{}() of an invalid format: {}", name, e.what()));
      return true;
    }
    if (uses.writes) {
      unknown(s, fmt::format("{}() writes through %n, which the shape engine does not model", name));
      return true;
    }
    strings.emplace_back(*format, kNoLimit);
    for (const FormatUses::Printed& p : uses.strings) {
      auto str = arg(sig->format + 1 + p.arg);
      if (!str) return true;
      strings.emplace_back(*str, p.limit);
    }
  }
  StringCall(*this, in, Signature{name, 0, 0}, args).print(s, strings, 0);
  return true;
}

void StringCall::find(State& s, ValueId p, ValueId ch, int64_t dir, uint64_t limit, bool string) {
  auto conds = [&](const Bytes& b) {
    Conds c{{b[0], ch, true}};
    if (string) c.push_back({b[0], kZero, true});
    return c;
  };
  walk(s, {p, kZero}, 1, dir, limit, conds, [&](State& t, const Stop& st) {
    result(t, st.why == 0 ? t.g.shift(p, dir * static_cast<int64_t>(st.at)) : kZero);
  });
}

template <class C, class D>
void StringCall::walk(State& s, Bytes from, size_t n, int64_t dir, uint64_t limit, C conds, D done) {
  for (uint64_t i = 0;; ++i) {
    if (i == limit) return done(s, Stop{i, kAtLimit, {}});
    if (i == kMaxScan)
      return e_.unknown(s, fmt::format("{}() read {} bytes without reaching the end of its walk", name_, kMaxScan));
    Bytes b{kZero, kZero};
    for (size_t k = 0; k < n; ++k) {
      auto v = byteAt(s, from[k], dir * static_cast<int64_t>(i));
      if (!v) return;
      b[k] = *v;
    }
    Conds cs = conds(b);
    for (size_t j = 0; j < cs.size(); ++j) {
      std::optional<bool> holds = decide(s.g, cs[j]);
      if (holds == true) return done(s, Stop{i, j, b});
      if (holds == false) continue;
      if (++forks_ > kMaxForks)
        return e_.unknown(s, fmt::format("{}() split the path more than {} times", name_, kMaxForks));
      State t = e_.split(s);
      if (assume(t, cs[j], true)) {
        done(t, Stop{i, j, b});
        e_.keep(std::move(t));
      }
      if (!assume(s, cs[j], false)) {
        s.ended = true;
        return;
      }
    }
  }
}

std::optional<ValueId> StringCall::byteAt(State& s, ValueId p, int64_t off) {
  smg::Smg& g = s.g;
  ValueId a = off ? g.shift(p, off) : p;
  if (a == smg::kNoValue) {
    e_.unknown(s, fmt::format("{}() of an unknown pointer", name_));
    return std::nullopt;
  }
  auto at = e_.access(s, a, 1, false);
  if (!at) return std::nullopt;
  ValueId v = e_.readField(s, at->object, at->offset, byteType());
  // As the explicit engine: a string function reading an uninitialised
  // byte ends the path, with or without --uninit-as-nondet.
  if (g.value(v).undefined) {
    e_.unknown(s, fmt::format("{}() reads an uninitialised byte", name_));
    return std::nullopt;
  }
  // A byte read where no byte field was (inside a wider unknown field, or
  // bytes set by memset of an unknown value) is any value until now: it is
  // one byte.
  if (!g.pointsTo(v) && g.value(v).interval.isFull()) {
    g.assumeCmp(v, smg::Cmp::Ge, 0);
    g.assumeCmp(v, smg::Cmp::Le, 0xff);
  }
  return v;
}

std::optional<bool> StringCall::decide(const smg::Smg& g, const Cond& c) const {
  if (g.proveEq(c.x, c.y)) return c.equal;
  if (g.proveNeq(c.x, c.y)) return !c.equal;
  return std::nullopt;
}

bool StringCall::assume(State& t, const Cond& c, bool holds) {
  bool eq = c.equal == holds;
  if ((eq ? t.g.assumeEq(c.x, c.y) : t.g.assumeNeq(c.x, c.y)) == smg::Assume::Infeasible) return false;
  return !eq || e_.propagate(t, c.x);
}

bool StringCall::copy(State& t, ValueId dst, ValueId src, uint64_t len, uint64_t pad) {
  smg::Smg& g = t.g;
  if (len) {
    auto to = e_.access(t, dst, len, true);
    if (!to) return false;
    auto from = e_.access(t, src, len, false);
    if (!from) return false;
    int64_t n = static_cast<int64_t>(len);
    if (from->object == to->object && from->offset < to->offset + n && to->offset < from->offset + n) {
      e_.unknown(t, fmt::format("{}() between overlapping strings (undefined behaviour)", name_));
      return false;
    }
    g.copy(to->object, to->offset, from->object, from->offset, len);
  }
  if (pad) {
    auto at = e_.access(t, g.shift(dst, static_cast<int64_t>(len)), pad, true);
    if (!at) return false;
    g.nullify(at->object, at->offset, pad);
  }
  e_.collect(t);
  return !t.ended;
}

ValueId StringCall::charArg(State& s, ValueId c) {
  smg::Smg& g = s.g;
  if (auto k = g.constantOf(c)) return g.constant(*k & 0xff);
  smg::Interval i = g.value(c).interval;
  if (i.lo >= 0 && i.hi <= 0xff) return c;
  // Any byte: more than the argument allows, which is sound.
  return e_.unknownInt(s, 8);
}

ValueId StringCall::differ(State& t, ValueId a, ValueId b) {
  // The sign, where the bytes' ranges decide it (unsigned char order);
  // else any non-zero int.  Results are held zero-extended: negative ones
  // are the top half of the type's range.
  if (in_.dst == kNoOperand) return kZero;  // the result is not used: no type to give it
  smg::Smg& g = t.g;
  unsigned bits = e_.prog_.types[in_.ty].bits;
  int64_t top = static_cast<int64_t>(sem::maskOf(bits)), half = top / 2 + 1;
  smg::Interval x = g.value(a).interval, y = g.value(b).interval;
  int64_t lo = x.hi < y.lo ? half : 1, hi = x.lo > y.hi ? half - 1 : top;
  ValueId r = e_.unknownInt(t, bits);
  g.assumeCmp(r, smg::Cmp::Ge, lo);
  g.assumeCmp(r, smg::Cmp::Le, hi);
  return r;
}

}  // namespace ferret::shape
