// Which values the explorer tries for what a program reads from its
// environment (sem/inputs.hpp): stdin's bytes, argc and argv, environment
// variables, clocks and random numbers.
#include <fmt/format.h>

#include <algorithm>

#include "engines/explore/domain.hpp"

namespace ferret::explore {

using namespace ferret::ir;
using sem::InputEffect;
using sem::InputRequest;
using sem::InputSource;

uint64_t TextTable::number(const std::optional<std::string>& text) {
  if (!text) return 0;
  auto [it, fresh] = numbers_.try_emplace(*text, texts_.size());
  if (fresh) texts_.push_back(text);
  return it->second;
}

namespace {

bool isNumericConversion(char c) { return c && std::string_view("diuoxXpfFeEgGaA").find(c) != std::string_view::npos; }

}  // namespace

std::vector<sem::Word> DomainCache::numbers(int64_t lo, int64_t hi, unsigned bits, const std::vector<uint64_t>& constants,
                                            bool complete) const {
  uint64_t mask = sem::maskOf(bits);
  std::vector<sem::Word> out;
  auto add = [&](int64_t v) {
    if (v < lo || v > hi) return;
    for (const auto& w : out)
      if (w.v == (static_cast<uint64_t>(v) & mask)) return;
    out.push_back(sem::Word{static_cast<uint64_t>(v) & mask, 0, mem::kNoObj});
  };
  // Each class of the partition is an interval starting at lo, at 0 or the
  // signed minimum (where unsigned order wraps), or at c or c + 1 for a
  // constant c; a sample adds the neighbours of the program's constants.
  add(lo);
  for (int64_t v : {int64_t{0}, int64_t{1}, int64_t{-1}, sem::sext(1ull << (bits - 1), bits),
                    static_cast<int64_t>(sem::maskOf(bits - 1))})
    add(v);
  std::vector<uint64_t> samples = programConstants_;
  samples.insert(samples.end(), divisors_.begin(), divisors_.end());
  for (uint64_t c : complete ? constants : samples) {
    int64_t v = sem::sext(c & mask, bits);
    add(v - 1);
    add(v);
    add(v + 1);
  }
  add(hi);
  if (!complete) {
    add(lo + 1);
    add(hi - 1);
  }
  // Small values first: the hunts for bugs try the first values most.
  auto magnitude = [&](const sem::Word& w) {
    int64_t v = sem::sext(w.v, bits);
    return std::pair(v < 0 ? -static_cast<__int128>(v) : static_cast<__int128>(v), v < 0);
  };
  std::stable_sort(out.begin(), out.end(), [&](const sem::Word& a, const sem::Word& b) { return magnitude(a) < magnitude(b); });
  return out;
}

std::vector<std::string> DomainCache::sampleTexts() const {
  std::vector<std::string> out{"", "0", "1", "-1", "a"};
  for (const std::string& s : programOptions_) out.push_back(s);
  for (const std::string& s : programStrings_) out.push_back(s);
  for (size_t i = 0; i < programConstants_.size() && i < 8; ++i)
    out.push_back(fmt::format("{}", static_cast<int32_t>(programConstants_[i])));
  // int's extremes: what atoi or strtol makes of them indexes past any array.
  out.push_back(fmt::format("{}", INT32_MAX));
  out.push_back(fmt::format("{}", INT32_MIN));
  out.push_back(std::string(256, 'A'));  // longer than most buffers
  std::vector<std::string> unique;
  for (std::string& s : out)
    if (std::find(unique.begin(), unique.end(), s) == unique.end()) unique.push_back(std::move(s));
  return unique;
}

Domain DomainCache::stdinDomain(const Function& fn, uint32_t pc, const InputRequest& r) {
  Domain d;
  auto text = [&](std::string s) { d.values.push_back(sem::Word{texts.number(s), 0, mem::kNoObj}); };
  const sem::InputFunction* reader = sem::inputFunction(r.name);
  char conv = r.conversion;
  if (isNumericConversion(conv) || conv == 's') {
    // A whole field at once, then a newline: its value is what the program
    // sees, and enumerating its bytes one by one would rarely reach it.
    text("");
    if (conv == 's') {
      for (const std::string& s : sampleTexts())
        if (!s.empty() && s.find(' ') == std::string::npos) text(s + "\n");
    } else {
      bool real = std::string_view("fFeEgGaA").find(conv) != std::string_view::npos;
      for (const sem::Word& w : numbers(INT32_MIN, INT32_MAX, 32, {}, false)) {
        auto v = static_cast<int32_t>(w.v);
        if (conv == 'x' || conv == 'X' || conv == 'p') text(fmt::format("{}{:x}\n", v < 0 ? "-" : "", v < 0 ? -int64_t{v} : v));
        else if (conv == 'o') text(fmt::format("{}{:o}\n", v < 0 ? "-" : "", v < 0 ? -int64_t{v} : v));
        else text(fmt::format("{}\n", v));
      }
      if (real) text("0.5\n");
      text("x\n");  // no number: a matching failure, the byte stays unread
    }
    d.why = fmt::format("input to {}'s %{} was sampled", r.name, conv);
    return d;
  }
  text("");  // end of file first: the shortest inputs come first
  std::vector<uint64_t> constants;
  const Inst& call = fn.insts[pc];
  bool classes = reader && reader->effect == InputEffect::StdinChar && !conv && call.dst != kNoOperand &&
                 comparedOnly(fn, call.dst, constants);
  if (classes) {
    for (const sem::Word& w : numbers(0, 255, 32, constants, true)) text(std::string(1, static_cast<char>(w.v)));
  } else {
    // Letters first: a search that goes deep on the first value then reads
    // a long word, which overruns buffers sooner than a run of NULs does.
    std::string order = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    for (int b = 1; b < 256; ++b)
      if (order.find(static_cast<char>(b)) == std::string::npos) order.push_back(static_cast<char>(b));
    order.push_back('\0');
    for (char b : order) text(std::string(1, b));
  }
  d.complete = r.name != "read";
  if (!d.complete) d.why = "read() from stdin was taken to return every byte asked for (short reads were not explored)";
  return d;
}

const Domain& DomainCache::input(const Function& fn, uint32_t pc, const InputRequest& r) {
  std::string key = fmt::format("{}:{}:{}:{}", fn.index, pc, r.name, r.conversion);
  if (auto it = inputCache_.find(key); it != inputCache_.end()) return it->second;
  Domain d;
  auto text = [&](const std::optional<std::string>& s) { d.values.push_back(sem::Word{texts.number(s), 0, mem::kNoObj}); };
  const Inst& call = fn.insts[pc];
  std::vector<uint64_t> constants;
  // A call's result only compared with constants, and stored nowhere else.
  auto classesOfResult = [&](int out) {
    if (call.dst == kNoOperand || !comparedOnly(fn, call.dst, constants)) return false;
    if (out < 0) return true;
    Operand arg = fn.extra[call.extra + 2 * static_cast<uint32_t>(out) + 1];
    return isConst(arg) && prog_.consts[constIndex(arg)].bits == 0 && prog_.consts[constIndex(arg)].ref == RefKind::None;
  };
  switch (r.source) {
    case InputSource::Stdin:
      d = stdinDomain(fn, pc, r);
      break;
    case InputSource::Arguments:
      if (r.name == "argc") {
        // argc is at most what a replay can pass: the arguments a program
        // reads are sampled, the others passed as empty strings.
        const Function& main = prog_.functions[prog_.mainIndex];
        int64_t most = argvRead_ ? kMaxArguments + 1 : kMaxArgc;
        d.complete = comparedOnly(main, main.paramWords[0], constants);
        d.values = numbers(r.lo, d.complete ? most : kMaxArguments + 1, r.bits, constants, d.complete);
        // Every class was tried unless one starts above the bound.
        d.complete = d.complete && std::all_of(constants.begin(), constants.end(), [&](uint64_t c) {
                       return sem::sext(c, r.bits) < most;
                     });
        if (!d.complete) d.why = fmt::format("argc above {} was not explored", most);
      } else {
        for (const std::string& s : sampleTexts()) text(s);
        d.why = "the arguments' strings were sampled";
      }
      break;
    case InputSource::Variable:
      text(std::nullopt);
      text("");
      d.complete = classesOfResult(-1);
      if (!d.complete) {
        for (const std::string& s : sampleTexts()) text(s);
        d.why = fmt::format("the value of environment variable {} was sampled", r.name);
      }
      break;
    case InputSource::File:
      // No such file, an empty one, and samples: a file's contents are
      // never enumerated.
      text(std::nullopt);
      for (const std::string& s : sampleTexts()) text(s);
      d.why = fmt::format("the contents of file {} were sampled", r.name);
      break;
    case InputSource::Status:  // never asked of the explorer (ChoiceEnvironment)
      text(std::nullopt);
      d.why = fmt::format("{} was not explored", r.name);
      break;
    case InputSource::Terminal:
      d.values = {sem::Word{0, 0, mem::kNoObj}, sem::Word{1, 0, mem::kNoObj}};
      d.complete = true;
      break;
    case InputSource::Clock:
    case InputSource::Random: {
      const sem::InputFunction* f = sem::inputFunction(r.name);
      d.complete = f && f->effect == InputEffect::Result && classesOfResult(f->out);
      d.values = numbers(r.lo, r.hi, r.bits, constants, d.complete);
      if (!d.complete) {
        if (r.source == InputSource::Clock && r.hi >= 1700000000) d.values.push_back(sem::Word{1700000000, 0, mem::kNoObj});
        d.why = fmt::format("the values of {}() were sampled", r.name.substr(0, r.name.find('.')));
      }
      break;
    }
  }
  return inputCache_.emplace(std::move(key), std::move(d)).first->second;
}

}  // namespace ferret::explore
