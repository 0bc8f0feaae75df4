#include "engines/explore/domain.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>

#include "ir/constants.hpp"
#include "ir/liveness.hpp"

namespace ferret::explore {

using namespace ferret::ir;

DomainCache::DomainCache(const Program& prog) : prog_(prog), programConstants_(comparedBits(prog, 64)) {
  for (const Function& f : prog.functions)
    for (const Inst& in : f.insts) {
      bool division = in.op == Op::URem || in.op == Op::SRem || in.op == Op::UDiv || in.op == Op::SDiv;
      if (division && isConst(in.b) && prog.consts[constIndex(in.b)].ref == RefKind::None && divisors_.size() < 16)
        divisors_.push_back(prog.consts[constIndex(in.b)].bits);
    }
  // String literals a program compares its input with: printable, short,
  // and no printf formats.
  for (const Global& g : prog.globals) {
    if (!g.isString || g.init.size() < 2 || g.init.size() > 33 || g.init.back() != 0) continue;
    std::string str(g.init.begin(), g.init.end() - 1);
    bool plain = std::all_of(str.begin(), str.end(), [](char c) { return c >= 0x20 && c < 0x7f && c != '%'; });
    if (plain && programStrings_.size() < 16) programStrings_.push_back(std::move(str));
  }
  for (const Function& f : prog.functions)
    for (const Inst& in : f.insts)
      if (in.op == Op::CallExtern) collectOptions(f, in);
  if (prog.mainIndex >= 0) {
    const Function& main = prog.functions[prog.mainIndex];
    argvRead_ = main.paramTypes.size() >= 2 && read(main, main.paramWords[1]);
    envpRead_ = main.paramTypes.size() >= 3 && read(main, main.paramWords[2]);
  }
  // environ is envp's array by another name.
  for (const Global& g : prog.globals)
    if (!g.defined && (g.name == "environ" || g.name == "__environ")) envpRead_ = true;
}

void DomainCache::collectOptions(const Function& fn, const Inst& call) {
  const std::string& callee = prog_.functions[call.a].name;
  if (!callee.starts_with("getopt") && callee != "__posix_getopt") return;
  // The string global a constant argument points at, or null.
  auto stringAt = [&](uint32_t arg) -> const Global* {
    if (2 * arg + 1 >= call.nextra) return nullptr;
    Operand o = fn.extra[call.extra + 2 * arg + 1];
    if (!isConst(o) || prog_.consts[constIndex(o)].ref != RefKind::Global) return nullptr;
    return &prog_.globals[prog_.consts[constIndex(o)].target];
  };
  auto add = [&](std::string s) {
    if (programOptions_.size() < 24 && std::find(programOptions_.begin(), programOptions_.end(), s) == programOptions_.end())
      programOptions_.push_back(std::move(s));
  };
  if (const Global* shorts = stringAt(2))
    for (uint8_t c : shorts->init)
      if (std::isalnum(c)) add(std::string{'-', static_cast<char>(c)});
  if (const Global* longs = stringAt(3))
    for (const Reloc& r : longs->relocs) {
      if (r.ref != RefKind::Global || !prog_.globals[r.target].isString) continue;
      const std::vector<uint8_t>& name = prog_.globals[r.target].init;
      if (name.size() > 1) add("--" + std::string(name.begin(), name.end() - 1));
    }
}

namespace {

// Calls reader(in, w) for each instruction reading `word`, and through
// scalar copies each register or local it is copied to (w: the word the
// instruction reads); false as soon as a call returns false.
bool eachReader(const Program& prog, const Function& fn, uint32_t word,
                const std::function<bool(const Inst&, uint32_t)>& reader) {
  std::vector<uint32_t> todo{word}, seen{word};
  while (!todo.empty()) {
    uint32_t w = todo.back();
    todo.pop_back();
    for (const Inst& in : fn.insts) {
      bool reads = false;
      Liveness::forEachUse(prog, fn, in, [&](uint32_t first, uint32_t n) {
        if (w >= first && w < first + n) reads = true;
      });
      if (!reads) continue;
      if (in.op == Op::Copy && (in.flags & kScalar) && in.a == w) {
        if (std::find(seen.begin(), seen.end(), in.dst) == seen.end()) {
          seen.push_back(in.dst);
          todo.push_back(in.dst);
        }
      } else if (!reader(in, w)) {
        return false;
      }
    }
  }
  return true;
}

}  // namespace

bool DomainCache::read(const Function& fn, uint32_t word) const {
  return !eachReader(prog_, fn, word, [](const Inst&, uint32_t) { return false; });
}

bool DomainCache::comparedOnly(const Function& fn, uint32_t word, std::vector<uint64_t>& constants) const {
  return eachReader(prog_, fn, word, [&](const Inst& in, uint32_t w) {
    if (in.op == Op::ICmp) {
      Operand other = in.a == w ? in.b : in.a;
      if (!isConst(other) || prog_.consts[constIndex(other)].ref != RefKind::None) return false;
      constants.push_back(prog_.consts[constIndex(other)].bits);
      return true;
    }
    if (in.op == Op::Switch && in.a == w) {
      for (uint32_t k = 0; k < in.nextra; k += 2) constants.push_back(prog_.consts[constIndex(fn.extra[in.extra + k])].bits);
      return true;
    }
    return false;
  });
}

const Domain& DomainCache::at(const Function& fn, uint32_t pc, const Type& type, const std::string& name) {
  uint64_t key = (uint64_t(fn.index) << 32) | pc;
  if (auto it = cache_.find(key); it != cache_.end()) return it->second;
  Domain d;
  auto add = [&](uint64_t v, uint64_t mask) {
    sem::Word w{v & mask, 0, mem::kNoObj};
    for (const auto& x : d.values)
      if (x.v == w.v) return;
    d.values.push_back(w);
  };
  if (type.kind == TypeKind::Int) {
    unsigned bits = name == "bool" ? 1 : type.bits;
    uint64_t mask = sem::maskOf(bits);
    if (bits <= 8) {
      for (uint64_t v = 0; v <= mask; ++v) add(v, mask);
      d.complete = true;
    } else {
      std::vector<uint64_t> constants;
      const Inst& call = fn.insts[pc];
      d.complete = call.dst != kNoOperand && type.words == 1 && comparedOnly(fn, call.dst, constants);
      if (!d.complete) {
        constants = programConstants_;
        d.why = fmt::format("__VERIFIER_nondet_{}() values were sampled (its result is used in arithmetic or escapes)", name);
      }
      add(0, mask);
      add(1, mask);
      add(mask, mask);                      // -1 / unsigned max
      add(1ull << (bits - 1), mask);        // signed min
      add((1ull << (bits - 1)) - 1, mask);  // signed max
      for (uint64_t c : constants) {
        add(c - 1, mask);
        add(c, mask);
        add(c + 1, mask);
      }
    }
  } else if (type.kind == TypeKind::Float || type.kind == TypeKind::Double) {
    for (double x : {0.0, 1.0, -1.0}) {
      sem::Word w;
      if (type.kind == TypeKind::Float) {
        float f = static_cast<float>(x);
        uint32_t b;
        std::memcpy(&b, &f, 4);
        w.v = b;
      } else {
        std::memcpy(&w.v, &x, 8);
      }
      d.values.push_back(w);
    }
    d.why = fmt::format("__VERIFIER_nondet_{}() floating values were sampled", name);
  } else {
    d.values.push_back(sem::Word{});
    d.why = fmt::format("__VERIFIER_nondet_{}() was only tried as null", name);
  }
  return cache_.emplace(key, std::move(d)).first->second;
}

}  // namespace ferret::explore
