// Loop invariants from an exhaustive search (correctness witnesses).
// Told of every state at a loop head (each integer variable in scope: the
// range of values it may hold there, and an identity of that value), it
// keeps per loop the union of the ranges and which pairs of variables held
// the same value every time.  Only a complete search that answered TRUE
// has passed every reachable loop-head state, so only then are these facts
// invariants: the engines ask for them after such a search alone.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "sem/executor.hpp"

namespace ferret::explore {

class LoopFacts {
 public:
  explicit LoopFacts(const ir::Program& prog) : prog_(prog) {}
  // What a state at the head holds in one variable (as Loop::vars): none
  // for an undefined or non-integer one; else the range of its value (as
  // C reads it) and an identity (two variables with the same identity hold
  // the same value).
  struct Held {
    __int128 lo, hi;
    uint64_t identity;
  };
  void observe(const ir::Function& fn, uint32_t loop, const std::vector<std::optional<Held>>& vars);
  // Nothing is written: the facts miss states (`why` says which).
  void giveUp(const std::string& why) { gaveUp_ = why; }
  // One conjunction per loop with something to say, over its variables'
  // ranges (bounds their types already give left out), constants and
  // equalities.
  std::vector<Invariant> invariants() const;
  // Why there are none at all, if a reason other than "nothing to say".
  std::string why() const;
  // How C reads a variable's bits in a register word; none when undefined.
  std::optional<__int128> valueOf(const ir::Var& v, uint64_t bits, uint64_t undefined) const;

 private:
  struct Range {
    bool defined = true;  // never undefined at the head
    __int128 lo = 0, hi = 0;
  };
  struct Facts {
    std::vector<Range> vars;                           // as Loop::vars
    std::vector<std::pair<uint32_t, uint32_t>> equal;  // positions in vars, always equal so far
  };
  const ir::Program& prog_;
  std::map<std::pair<uint32_t, uint32_t>, Facts> facts_;  // by (function, loop)
  std::string gaveUp_;
  bool anyLoop_ = false;
};

// The explicit engine's: each loop-head state is a concrete one.
class ConcreteLoopFacts : public LoopFacts, public sem::Observer {
 public:
  using LoopFacts::LoopFacts;
  // The executor whose runs it watches (made with this observer).
  void watch(const sem::Executor& ex) { ex_ = &ex; }
  void atLoopHead(const sem::Frame& f, uint32_t loop, const sem::Word* regs) override;
  void returned(const sem::Frame&, size_t, const sem::Word*, uint32_t) override {}

 private:
  const sem::Executor* ex_ = nullptr;
  std::vector<std::optional<Held>> now_;  // the state being observed (kept: no allocation per loop head)
};

}  // namespace ferret::explore
