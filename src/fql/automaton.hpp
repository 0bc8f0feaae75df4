// Test-goal automata (CPA/Tiger's): finite automata over the edges of the
// program's control-flow automaton (ir::Coverage).  A run's path — the
// sequence of probes it reached — covers a goal when the goal's automaton
// accepts it.  Built as a nondeterministic automaton from the query
// (Thompson's construction), then made deterministic so that an engine
// carries one number along a path.
#pragma once

#include <absl/container/flat_hash_map.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace ferret::fql {

// A set of edges, or every edge but those (`negated`).
struct Label {
  std::vector<uint32_t> edges;  // ascending
  bool negated = false;
  bool contains(uint32_t edge) const;
  static Label any() { return Label{{}, true}; }
};

class Nfa {
 public:
  // A piece under construction: its entry and exit states.
  struct Part {
    uint32_t in, out;
  };
  Part step(Label label);
  Part any();  // any path, the empty one included
  Part empty();
  Part concat(Part a, Part b);
  Part alt(Part a, Part b);
  Part star(Part a);
  Part optional(Part a);
  void finish(Part whole) {
    start_ = whole.in;
    accept_ = whole.out;
  }

  size_t size() const { return out_.size(); }

 private:
  friend class Automaton;
  static constexpr uint32_t kEpsilon = 0xffffffffu;
  struct Move {
    uint32_t label;  // index into labels_, or kEpsilon
    uint32_t to;
  };
  std::vector<Label> labels_;
  std::vector<std::vector<Move>> out_;
  uint32_t start_ = 0, accept_ = 0;
  uint32_t state();
  void closure(std::vector<uint32_t>& set) const;
};

class Automaton {
 public:
  static constexpr size_t kMaxStates = 20000;
  // The deterministic automaton accepting the paths every one of `parts`
  // accepts.  Throws std::length_error past kMaxStates states.
  static Automaton intersect(const std::vector<const Nfa*>& parts);

  uint32_t start() const { return 0; }
  uint32_t step(uint32_t state, uint32_t edge) const { return next_[state * classes_ + classOf(edge)]; }
  // The step on an edge outside the alphabet.
  uint32_t other(uint32_t state) const { return next_[state * classes_]; }
  bool accepting(uint32_t state) const { return flags_[state] & kAccepting; }
  // Accepting, whatever the path does next: the goal is covered now.
  bool settled(uint32_t state) const { return flags_[state] & kSettled; }
  // Accepting nothing the path may still do.
  bool dead(uint32_t state) const { return flags_[state] & kDead; }
  size_t states() const { return flags_.size(); }
  // The edges the automaton tells apart from the others, ascending.
  const std::vector<uint32_t>& alphabet() const { return alphabet_; }
  // Whether it may accept a path whose edges of the alphabet all are
  // `possible` ones (an analysis that over-approximates the edges runs
  // reach proves the goal infeasible when not).
  bool mayAccept(const std::function<bool(uint32_t edge)>& possible) const;
  // Whether every accepting state is settled: a path is accepted only as
  // the goal is covered whatever follows, so an engine that stops at the
  // moment of covering needs not look at where paths end (no `$` anchor
  // and no PASSING pattern that a later step may violate).
  bool acceptsOnlySettled() const;

 private:
  enum : uint8_t { kAccepting = 1, kSettled = 2, kDead = 4 };
  uint32_t classOf(uint32_t edge) const {
    auto it = class_.find(edge);
    return it == class_.end() ? 0 : it->second;
  }
  absl::flat_hash_map<uint32_t, uint32_t> class_;  // edge -> class; 0: like any edge outside the alphabet
  uint32_t classes_ = 1;
  std::vector<uint32_t> next_;  // state * classes_ + class -> state
  std::vector<uint8_t> flags_;
  std::vector<uint32_t> alphabet_;
  void minimize();
};

}  // namespace ferret::fql
