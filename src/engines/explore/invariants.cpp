#include "engines/explore/invariants.hpp"

#include <fmt/format.h>

namespace ferret::explore {

namespace {

std::string decimal(__int128 v) {
  if (v == 0) return "0";
  bool neg = v < 0;
  unsigned __int128 m = neg ? -static_cast<unsigned __int128>(v) : static_cast<unsigned __int128>(v);
  std::string s;
  for (; m; m /= 10) s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(m % 10)));
  return neg ? "-" + s : s;
}

// v as a C constant of variable x's type: unsigned values with U (the
// comparison stays unsigned); a signed type's minimum as (-MAX - 1), since
// its magnitude alone may fit no signed type.
std::string constant(__int128 v, const ir::Var& x, unsigned bits) {
  if (!x.isSigned) return decimal(v) + "U";
  __int128 min = -(static_cast<__int128>(1) << (bits - 1));
  if (v == min) return "(" + decimal(min + 1) + " - 1)";
  return decimal(v);
}

}  // namespace

std::optional<__int128> LoopFacts::valueOf(const ir::Var& v, uint64_t bits, uint64_t undefined) const {
  unsigned width = prog_.types[v.type].bits;
  uint64_t mask = sem::maskOf(width);
  if (!v.isInteger || (undefined & mask)) return std::nullopt;
  if (v.isSigned) return static_cast<__int128>(sem::sext(bits, width));
  return static_cast<__int128>(bits & mask);
}

void LoopFacts::observe(const ir::Function& fn, uint32_t loop, const std::vector<std::optional<Held>>& now) {
  anyLoop_ = true;
  auto [it, first] = facts_.try_emplace({fn.index, loop});
  Facts& facts = it->second;
  auto same = [&](uint32_t a, uint32_t b) { return now[a] && now[b] && now[a]->identity == now[b]->identity; };
  if (first) {
    for (const auto& x : now) facts.vars.push_back(x ? Range{true, x->lo, x->hi} : Range{false});
    for (uint32_t a = 0; a < now.size(); ++a)
      for (uint32_t b = a + 1; b < now.size(); ++b)
        if (same(a, b)) facts.equal.emplace_back(a, b);
    return;
  }
  for (size_t k = 0; k < now.size(); ++k) {
    Range& r = facts.vars[k];
    if (!now[k]) r.defined = false;
    if (!r.defined) continue;
    r.lo = std::min(r.lo, now[k]->lo);
    r.hi = std::max(r.hi, now[k]->hi);
  }
  std::erase_if(facts.equal, [&](const auto& p) { return !same(p.first, p.second); });
}

void ConcreteLoopFacts::atLoopHead(const sem::Frame& f, uint32_t loop, const sem::Word* regs) {
  if (ex_ && ex_->threadCount() > 1) giveUp("loop invariants of multi-threaded programs are not written");
  now_.clear();
  for (uint32_t v : f.fn->loops[loop].vars) {
    const ir::Var& var = f.fn->vars[v];
    std::optional<__int128> x = valueOf(var, regs[var.word].v, regs[var.word].u);
    now_.push_back(x ? std::optional<Held>(Held{*x, *x, static_cast<uint64_t>(*x)}) : std::nullopt);
  }
  observe(*f.fn, loop, now_);
}

std::vector<Invariant> LoopFacts::invariants() const {
  std::vector<Invariant> out;
  if (!gaveUp_.empty()) return out;
  for (const auto& [key, facts] : facts_) {
    const ir::Function& fn = prog_.functions[key.first];
    const ir::Loop& loop = fn.loops[key.second];
    std::vector<std::string> parts;
    for (size_t k = 0; k < facts.vars.size(); ++k) {
      const Range& r = facts.vars[k];
      const ir::Var& x = fn.vars[loop.vars[k]];
      if (!x.isInteger || !r.defined) continue;
      unsigned bits = prog_.types[x.type].bits;
      __int128 min = x.isSigned ? -(static_cast<__int128>(1) << (bits - 1)) : 0;
      __int128 max = x.isSigned ? (static_cast<__int128>(1) << (bits - 1)) - 1 : (static_cast<__int128>(1) << bits) - 1;
      if (r.lo == r.hi) {
        parts.push_back(fmt::format("{} == {}", x.name, constant(r.lo, x, bits)));
        continue;
      }
      if (r.lo > min) parts.push_back(fmt::format("{} >= {}", x.name, constant(r.lo, x, bits)));
      if (r.hi < max) parts.push_back(fmt::format("{} <= {}", x.name, constant(r.hi, x, bits)));
    }
    for (const auto& [a, b] : facts.equal) {
      const Range &ra = facts.vars[a], &rb = facts.vars[b];
      if (ra.lo == ra.hi && rb.lo == rb.hi) continue;  // both constants, said above
      parts.push_back(fmt::format("{} == {}", fn.vars[loop.vars[a]].name, fn.vars[loop.vars[b]].name));
    }
    if (parts.empty()) continue;
    std::string e;
    for (const std::string& p : parts) e += (e.empty() ? "" : " && ") + p;
    out.push_back(Invariant{loop.loc, fn.name, e});
  }
  return out;
}

std::string LoopFacts::why() const {
  if (!gaveUp_.empty()) return gaveUp_;
  if (!anyLoop_) return "no loop was entered";
  return "";
}

}  // namespace ferret::explore
