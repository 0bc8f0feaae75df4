#include "fql/automaton.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace ferret::fql {

bool Label::contains(uint32_t edge) const {
  return std::binary_search(edges.begin(), edges.end(), edge) != negated;
}

uint32_t Nfa::state() {
  out_.emplace_back();
  return static_cast<uint32_t>(out_.size() - 1);
}

Nfa::Part Nfa::step(Label label) {
  Part p{state(), state()};
  labels_.push_back(std::move(label));
  out_[p.in].push_back({static_cast<uint32_t>(labels_.size() - 1), p.out});
  return p;
}

Nfa::Part Nfa::empty() {
  Part p{state(), state()};
  out_[p.in].push_back({kEpsilon, p.out});
  return p;
}

Nfa::Part Nfa::any() { return star(step(Label::any())); }

Nfa::Part Nfa::concat(Part a, Part b) {
  out_[a.out].push_back({kEpsilon, b.in});
  return {a.in, b.out};
}

Nfa::Part Nfa::alt(Part a, Part b) {
  Part p{state(), state()};
  out_[p.in].push_back({kEpsilon, a.in});
  out_[p.in].push_back({kEpsilon, b.in});
  out_[a.out].push_back({kEpsilon, p.out});
  out_[b.out].push_back({kEpsilon, p.out});
  return p;
}

Nfa::Part Nfa::star(Part a) {
  Part p{state(), state()};
  out_[p.in].push_back({kEpsilon, a.in});
  out_[p.in].push_back({kEpsilon, p.out});
  out_[a.out].push_back({kEpsilon, a.in});
  out_[a.out].push_back({kEpsilon, p.out});
  return p;
}

Nfa::Part Nfa::optional(Part a) {
  out_[a.in].push_back({kEpsilon, a.out});
  return a;
}

void Nfa::closure(std::vector<uint32_t>& set) const {
  std::vector<uint8_t> in(out_.size(), 0);
  for (uint32_t s : set) in[s] = 1;
  for (size_t i = 0; i < set.size(); ++i)
    for (const Move& m : out_[set[i]])
      if (m.label == kEpsilon && !in[m.to]) {
        in[m.to] = 1;
        set.push_back(m.to);
      }
  std::sort(set.begin(), set.end());
}

Automaton Automaton::intersect(const std::vector<const Nfa*>& parts) {
  Automaton a;
  // Classes: edges named by the same labels behave alike.  An edge no
  // label names stands for all such edges (class 0).
  constexpr uint32_t kOutside = 0xffffffffu;
  std::vector<const Label*> labels;
  for (const Nfa* n : parts)
    for (const Label& l : n->labels_) labels.push_back(&l);
  auto signature = [&](uint32_t edge) {
    std::vector<bool> sig(labels.size());
    for (size_t i = 0; i < labels.size(); ++i) sig[i] = labels[i]->contains(edge);
    return sig;
  };
  std::vector<uint32_t> named;
  for (const Label* l : labels) named.insert(named.end(), l->edges.begin(), l->edges.end());
  std::sort(named.begin(), named.end());
  named.erase(std::unique(named.begin(), named.end()), named.end());
  std::map<std::vector<bool>, uint32_t> classOfSig;
  std::vector<uint32_t> representative = {kOutside};
  classOfSig[signature(kOutside)] = 0;
  for (uint32_t e : named) {
    auto [it, fresh] = classOfSig.try_emplace(signature(e), static_cast<uint32_t>(representative.size()));
    if (fresh) representative.push_back(e);
    if (it->second) a.class_[e] = it->second;
  }
  for (const auto& [e, c] : a.class_) a.alphabet_.push_back(e);
  std::sort(a.alphabet_.begin(), a.alphabet_.end());
  a.classes_ = static_cast<uint32_t>(representative.size());

  // Subset construction over all parts at once: a state is one set of
  // states per part, written one after the other with a separator.
  using Key = std::vector<uint32_t>;
  constexpr uint32_t kSeparator = 0xffffffffu;
  std::map<Key, uint32_t> ids;
  std::vector<Key> keys;
  auto intern = [&](Key k) {
    auto [it, fresh] = ids.try_emplace(k, static_cast<uint32_t>(keys.size()));
    if (fresh) {
      if (keys.size() >= kMaxStates) throw std::length_error("the goal automaton has too many states");
      keys.push_back(std::move(k));
    }
    return it->second;
  };
  Key init;
  for (const Nfa* n : parts) {
    std::vector<uint32_t> s = {n->start_};
    n->closure(s);
    init.insert(init.end(), s.begin(), s.end());
    init.push_back(kSeparator);
  }
  intern(init);
  for (size_t d = 0; d < keys.size(); ++d) {
    for (uint32_t c = 0; c < a.classes_; ++c) {
      Key next;
      size_t at = 0;
      for (const Nfa* n : parts) {
        std::vector<uint32_t> s;
        for (; keys[d][at] != kSeparator; ++at)
          for (const Nfa::Move& m : n->out_[keys[d][at]])
            if (m.label != Nfa::kEpsilon && n->labels_[m.label].contains(representative[c])) s.push_back(m.to);
        ++at;
        n->closure(s);
        s.erase(std::unique(s.begin(), s.end()), s.end());
        next.insert(next.end(), s.begin(), s.end());
        next.push_back(kSeparator);
      }
      uint32_t to = intern(std::move(next));
      a.next_.push_back(to);
    }
  }
  size_t n = keys.size();
  a.flags_.assign(n, 0);
  for (size_t d = 0; d < n; ++d) {
    bool all = true;
    size_t at = 0;
    for (const Nfa* part : parts) {
      bool acc = false;
      for (; keys[d][at] != kSeparator; ++at) acc = acc || keys[d][at] == part->accept_;
      ++at;
      all = all && acc;
    }
    if (all) a.flags_[d] |= kAccepting;
  }
  a.minimize();
  // Dead: no accepting state can be reached from it.  Settled: no state
  // that does not accept can be.
  auto reaching = [&](uint8_t flag) {
    size_t m = a.flags_.size();
    std::vector<std::vector<uint32_t>> preds(m);
    for (size_t d = 0; d < m; ++d)
      for (uint32_t c = 0; c < a.classes_; ++c) preds[a.next_[d * a.classes_ + c]].push_back(static_cast<uint32_t>(d));
    std::vector<uint8_t> reaches(m, 0);
    std::vector<uint32_t> work;
    for (size_t d = 0; d < m; ++d)
      if (bool(a.flags_[d] & kAccepting) == bool(flag)) {
        reaches[d] = 1;
        work.push_back(static_cast<uint32_t>(d));
      }
    while (!work.empty()) {
      uint32_t d = work.back();
      work.pop_back();
      for (uint32_t p : preds[d])
        if (!reaches[p]) {
          reaches[p] = 1;
          work.push_back(p);
        }
    }
    return reaches;
  };
  std::vector<uint8_t> canAccept = reaching(1), canReject = reaching(0);
  for (size_t d = 0; d < a.flags_.size(); ++d) {
    if (!canAccept[d]) a.flags_[d] |= kDead;
    if (!canReject[d]) a.flags_[d] |= kSettled;
  }
  return a;
}

// Moore's partition refinement: states that accept the same paths become
// one, so that a goal covered whatever follows is one state that stays.
void Automaton::minimize() {
  size_t n = flags_.size();
  std::vector<uint32_t> block(n);
  for (size_t d = 0; d < n; ++d) block[d] = flags_[d] & kAccepting ? 1 : 0;
  for (size_t blocks = 0;;) {
    std::map<std::vector<uint32_t>, uint32_t> ids;
    std::vector<uint32_t> next(n);
    for (size_t d = 0; d < n; ++d) {
      std::vector<uint32_t> sig = {block[d]};
      for (uint32_t c = 0; c < classes_; ++c) sig.push_back(block[next_[d * classes_ + c]]);
      next[d] = ids.try_emplace(std::move(sig), static_cast<uint32_t>(ids.size())).first->second;
    }
    block = std::move(next);
    if (ids.size() == blocks) break;
    blocks = ids.size();
  }
  // Renumbered in the order first met from the start, which stays 0.
  std::vector<uint32_t> number(n, UINT32_MAX), order;
  for (size_t d = 0; d < n; ++d)
    if (number[block[d]] == UINT32_MAX) {
      number[block[d]] = static_cast<uint32_t>(order.size());
      order.push_back(static_cast<uint32_t>(d));
    }
  std::vector<uint32_t> next;
  std::vector<uint8_t> flags;
  for (uint32_t d : order) {
    for (uint32_t c = 0; c < classes_; ++c) next.push_back(number[block[next_[d * classes_ + c]]]);
    flags.push_back(flags_[d] & kAccepting);
  }
  next_ = std::move(next);
  flags_ = std::move(flags);
}

bool Automaton::mayAccept(const std::function<bool(uint32_t edge)>& possible) const {
  // A class is possible when one of its edges is; class 0 stands for edges
  // outside the alphabet too, which the automaton does not constrain.
  std::vector<bool> open(classes_, false);
  open[0] = true;
  for (auto [edge, c] : class_)
    if (!open[c] && possible(edge)) open[c] = true;
  std::vector<bool> seen(flags_.size(), false);
  std::vector<uint32_t> work = {start()};
  seen[start()] = true;
  while (!work.empty()) {
    uint32_t d = work.back();
    work.pop_back();
    if (accepting(d)) return true;
    for (uint32_t c = 0; c < classes_; ++c) {
      uint32_t to = next_[d * classes_ + c];
      if (open[c] && !seen[to]) {
        seen[to] = true;
        work.push_back(to);
      }
    }
  }
  return false;
}

bool Automaton::acceptsOnlySettled() const {
  for (size_t d = 0; d < flags_.size(); ++d)
    if (accepting(static_cast<uint32_t>(d)) && !settled(static_cast<uint32_t>(d))) return false;
  return true;
}

}  // namespace ferret::fql
