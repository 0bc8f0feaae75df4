// What a program reads from outside (sem/inputs.hpp), as the shape engine
// sees it: unknown values of each input's range, remembered as the path's
// inputs so that a model of the path can pick them and the explicit engine
// confirm it.  Each call is a fresh input (repeated getenv calls of one
// name, a getchar after end of file): more behaviours than a real
// environment has, which the confirmation weeds out.  What it cannot
// represent ends the path UNKNOWN: reads of stdin into buffers and through
// scanf, the strings of argv, a fixed stdin.
#include <fmt/format.h>

#include <algorithm>

#include "engines/shape/engine.hpp"
#include "smg/checks.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using sem::InputEffect;
using sem::InputRequest;
using sem::InputSource;

namespace {

// The bytes of a variable's unknown value: longer values are not covered.
constexpr int64_t kVariableBytes = 16;
// The longest line fgets is followed for, one successor per length.
constexpr int64_t kMaxLine = 64;

// A long of the target: the fields of struct timeval and struct timespec.
Type longOf(unsigned bytes) {
  Type t;
  t.kind = TypeKind::Int;
  t.size = bytes;
  t.bits = 8 * bytes;
  t.words = 1;
  return t;
}
const Type& longType(unsigned bytes) {
  static const Type l4 = longOf(4), l8 = longOf(8);
  return bytes == 8 ? l8 : l4;
}

}  // namespace

bool Engine::mainArguments(State& s, std::vector<ValueId>& args) {
  smg::Smg& g = s.g;
  unsigned pb = prog_.ptrBytes;
  const Function& main = prog_.functions[prog_.mainIndex];
  const std::optional<std::vector<std::string>>& fixed = opts_.explore.fixed.arguments;
  std::vector<std::string> strings{opts_.explore.argv.empty() ? "" : opts_.explore.argv.front()};
  if (fixed) strings.insert(strings.end(), fixed->begin(), fixed->end());
  ValueId argc = g.constant(static_cast<int64_t>(strings.size()));
  if (!fixed && !main.paramTypes.empty()) {
    if (domains_.argvRead()) {
      unknown(s, "the shape engine does not model the program's arguments (fix them after --)");
      return false;
    }
    // argv is never read: argc is any count, argv holds the name alone.
    argc = unknownIn(s, 1, INT32_MAX);
    InputRequest r{InputSource::Arguments, "argc"};
    r.lo = 1;
    r.hi = INT32_MAX;
    r.bits = 32;
    s.inputs.push_back({argc, main.paramTypes[0], r});
  }
  ObjectId argv = g.addObject(smg::ObjectKind::Global, smg::Size::known((strings.size() + 1) * pb), "argv", true);
  runtimeObj_ = {argv};
  for (size_t i = 0; i < strings.size(); ++i) {
    ObjectId str = g.addObject(smg::ObjectKind::Global, smg::Size::known(strings[i].size() + 1),
                               fmt::format("argv[{}]", i), true);
    for (size_t k = 0; k < strings[i].size(); ++k)
      g.write(str, static_cast<int64_t>(k), 1, 1, g.constant(static_cast<uint8_t>(strings[i][k])));
    g.write(argv, static_cast<int64_t>(i * pb), pb, 1, g.addressOf(str, 0));
    runtimeObj_.push_back(str);
  }
  // envp: an empty environment (each variable getenv reads is input).
  ObjectId envp = g.addObject(smg::ObjectKind::Global, smg::Size::known(pb), "envp", true);
  runtimeObj_.push_back(envp);
  if (domains_.envpRead()) incomplete("main's envp was given as an empty environment");
  for (size_t i = 0; i < main.paramTypes.size(); ++i)
    args.push_back(i == 0 ? argc : i == 1 ? g.addressOf(argv, 0) : g.addressOf(envp, 0));
  return true;
}

bool Engine::environment(State& s, const Inst& in, std::string_view name, const std::vector<ValueId>& args) {
  const sem::InputFunction* f = sem::inputFunction(name);
  if (!f) return false;
  smg::Smg& g = s.g;
  const Type& rt = prog_.types[in.ty];
  unsigned bits = rt.kind == TypeKind::Int ? rt.bits : 8 * prog_.ptrBytes;
  auto result = [&](State& t, ValueId v) {
    if (in.dst != kNoOperand) set(t, in.dst, v);
  };
  InputRequest r{f->source, std::string(name)};
  r.bits = bits;
  switch (f->effect) {
    case InputEffect::StdinChar: {
      // fgetc and getc name their stream, which is not followed here.
      if (name != "getchar" && name != "getchar_unlocked") return false;
      if (opts_.explore.fixed.stdinBytes) {
        unknown(s, "the shape engine does not read a fixed stdin");
        return true;
      }
      State eof = split(s);
      ValueId end = eof.g.constant(static_cast<int64_t>(sem::maskOf(bits)));
      eof.inputs.push_back({end, in.ty, r});
      result(eof, end);
      keep(std::move(eof));
      ValueId byte = unknownIn(s, 0, 255);
      s.inputs.push_back({byte, in.ty, r});
      result(s, byte);
      return true;
    }
    case InputEffect::Result: {
      std::tie(r.lo, r.hi) = sem::resultRange(f->lo, f->hi, bits);
      ValueId v = f->lo == sem::kTypeRange ? unknownInt(s, bits) : unknownIn(s, r.lo, r.hi);
      if (f->out >= 0 && static_cast<size_t>(f->out) < args.size() && g.find(args[f->out]) != smg::kZero) {
        auto at = access(s, args[f->out], rt.size, true);
        if (!at) return true;
        writeField(s, at->object, at->offset, rt, v);
      }
      s.inputs.push_back({v, in.ty, r});
      result(s, v);
      return true;
    }
    case InputEffect::Timespec: {
      if (static_cast<size_t>(f->out) >= args.size()) return false;
      unsigned pb = prog_.ptrBytes;
      ValueId zero = g.constant(0);
      if (f->out == 0 && g.find(args[0]) == smg::kZero) {  // gettimeofday(NULL, tz)
        result(s, zero);
        return true;
      }
      auto at = access(s, args[f->out], 2 * pb, true);
      if (!at) return true;
      const Type& word = longType(pb);
      InputRequest secReq = r, subReq = r;
      std::tie(secReq.lo, secReq.hi) = sem::resultRange(0, sem::kClockSecondsMax, 8 * pb);
      ValueId sec = unknownIn(s, secReq.lo, secReq.hi), sub = unknownIn(s, 0, f->hi);
      writeField(s, at->object, at->offset, word, sec);
      writeField(s, at->object, at->offset + pb, word, sub);
      secReq.name += ".tv_sec";
      subReq.name += f->hi == 999999 ? ".tv_usec" : ".tv_nsec";
      s.inputs.push_back({sec, in.ty, secReq});
      s.inputs.push_back({sub, in.ty, subReq});
      result(s, zero);
      return true;
    }
    case InputEffect::Seed:
      return true;
    case InputEffect::Variable: {
      auto variable = args.empty() ? std::nullopt : constString(s, args[0]);
      if (!variable) {
        unknown(s, fmt::format("{}() of a name that is not a constant string", name));
        return true;
      }
      r.name = *variable;
      std::optional<std::optional<std::string>> fixed;
      for (const auto& [n, value] : opts_.explore.fixed.variables)
        if (n == *variable) fixed = value;
      // A string of `size` bytes and its NUL.
      auto stringObject = [&](uint64_t size) {
        return g.addObject(smg::ObjectKind::Global, smg::Size::known(size + 1), fmt::format("getenv({})", *variable), true);
      };
      if (fixed && !*fixed) {
        result(s, g.constant(0));
        return true;
      }
      if (fixed) {
        ObjectId o = stringObject((*fixed)->size());
        for (size_t k = 0; k < (*fixed)->size(); ++k)
          g.write(o, static_cast<int64_t>(k), 1, 1, g.constant(static_cast<uint8_t>((**fixed)[k])));
        result(s, g.addressOf(o, 0));
        return true;
      }
      State unset = split(s);
      ValueId null = unset.g.constant(0);
      unset.inputs.push_back({null, in.ty, r});
      result(unset, null);
      keep(std::move(unset));
      // Any bytes, then a NUL at the end at the latest.
      ObjectId o = stringObject(static_cast<uint64_t>(kVariableBytes));
      g.scramble(o, 0, static_cast<uint64_t>(kVariableBytes));
      const Function& fn = *s.frames.back().fn;
      if (!domains_.input(fn, s.frames.back().pc - 1, r).complete)
        incomplete(fmt::format("TRUE for values of environment variables of at most {} bytes only", kVariableBytes));
      ValueId p = g.addressOf(o, 0);
      s.inputs.push_back({p, in.ty, r});
      result(s, p);
      return true;
    }
    case InputEffect::StdinBuffer:
      if (name != "fgets") return false;
      if (opts_.explore.fixed.stdinBytes) {
        unknown(s, "the shape engine does not read a fixed stdin");
        return true;
      }
      lineRead(s, in, args);
      return true;
    case InputEffect::StdinScan:
      return false;
  }
  return false;
}

// fgets(buf, n, stream), the stream taken for stdin (a FILE the shape
// engine meets comes from stdin, stdout or stderr: it models no fopen, and
// reading an output stream fails, which the NULL successor covers).  One
// successor for end of file (NULL), one per length k in 1..n-1: k unknown
// bytes, each a stdin input, and the NUL; a line shorter than n - 1 bytes
// ended in end of file for the confirming run (a newline among the bytes
// is not excluded: more behaviours than fgets has, weeded out there).
void Engine::lineRead(State& s, const Inst& in, const std::vector<ValueId>& args) {
  if (args.size() < 3) return unknown(s, "fgets() called with too few arguments");
  auto n = s.g.constantOf(args[1]);
  if (!n) return pinAndRetry(s, args[1], "fgets() of a size");
  InputRequest r{InputSource::Stdin, "fgets"};
  auto result = [&](State& t, ValueId v) {
    if (in.dst != kNoOperand) set(t, in.dst, v);
  };
  auto eof = [&](State& t) { t.inputs.push_back({t.g.constant(-1), in.ty, r}); };
  if (*n <= 1) return unknown(s, fmt::format("fgets() of size {}", *n));
  if (*n > kMaxLine + 1) return unknown(s, fmt::format("fgets() of more than {} bytes", kMaxLine));
  State none = split(s);
  eof(none);
  result(none, none.g.constant(0));
  keep(std::move(none));
  for (int64_t k = 1; k < *n; ++k) {
    State t = split(s);
    auto at = access(t, args[0], static_cast<uint64_t>(k + 1), true);
    if (!at) continue;  // reported, or UNKNOWN

    for (int64_t i = 0; i < k; ++i) {
      ValueId b = unknownIn(t, 0, 255);
      writeField(t, at->object, at->offset + i, byteType(), b);
      t.inputs.push_back({b, in.ty, r});
    }
    writeField(t, at->object, at->offset + k, byteType(), t.g.constant(0));
    if (k + 1 < *n) eof(t);
    result(t, args[0]);
    keep(std::move(t));
  }
  s.ended = true;
}

sem::InputValue Engine::inputValue(State& s, const Input& i, uint64_t picked) {
  const InputRequest& r = *i.request;
  sem::InputValue v;
  if (r.source == InputSource::Stdin) {
    v.text = picked > 255 ? "" : std::string(1, static_cast<char>(picked));
  } else if (r.source == InputSource::Variable) {
    const smg::PointsTo* pt = s.g.pointsTo(i.value);
    if (!pt) return v;  // unset
    v.text.emplace();
    // The bytes the path knows, up to the first that may be NUL; 'a' or
    // the least value for those it only knows are not NUL.
    for (int64_t k = 0; k < kVariableBytes; ++k) {
      ValueId b = readField(s, pt->object, k, byteType());
      auto c = s.g.constantOf(b);
      if (!c && !s.g.proveNeq(b, smg::kZero)) break;
      smg::Interval range = s.g.value(b).interval;
      char any = range.lo <= 'a' && 'a' <= range.hi ? 'a' : static_cast<char>(std::max<int64_t>(range.lo, 1));
      if (c && *c == 0) break;
      v.text->push_back(c ? static_cast<char>(*c) : any);
    }
  } else {
    v.number = sem::sext(picked, r.bits);
  }
  return v;
}

}  // namespace ferret::shape
