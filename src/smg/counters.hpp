// Counters (Sangnier, Bardin, Finkel, Lozes: "From pointer systems to
// counter systems using shape analysis"): linear relations between integer
// values of a graph — list segments' lengths and the program's integers —
// so that a list built while counting keeps "length == n" through
// abstraction, join and widening.  The relations are a convex polyhedron
// over the values taking part (its dimensions), computed with the Parma
// Polyhedra Library; a value's interval in the graph stays the polyhedron's
// bounds of it.  The polyhedron is rational: over the integers it is an
// over-approximation, so "infeasible" is exact and "feasible" may not be.
//
// Values are held as the graph holds them (smg.hpp: an n-bit integer
// zero-extended): a relation is recorded only by callers that know it
// holds of those held values (no wrap-around in between).
#pragma once

#include <absl/container/flat_hash_map.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ferret::smg {

using ValueId = uint32_t;
struct Interval;

// Σ coef·value + constant.
struct Linear {
  struct Term {
    ValueId value;
    int64_t coef;
  };
  std::vector<Term> terms;
  int64_t constant = 0;
};

// How a linear expression relates to 0.
enum class Rel : uint8_t { Eq, Ge };

class Counters {
 public:
  Counters();
  ~Counters();
  Counters(const Counters&);
  Counters& operator=(const Counters&);
  Counters(Counters&&) noexcept;
  Counters& operator=(Counters&&) noexcept;

  bool none() const { return dims_.empty(); }
  bool has(ValueId v) const { return index(v).has_value(); }
  const std::vector<ValueId>& dims() const { return dims_; }

  // A value takes part, within its bounds; nothing if it does already.
  void add(ValueId v, Interval bounds);
  // Records e rel 0 over values that take part; false when no state
  // satisfies the relations then (the polyhedron is empty).
  bool assume(const Linear& e, Rel r);
  // Whether e rel 0 holds in every state the relations allow.
  bool entails(const Linear& e, Rel r) const;
  // Whether e rel 0 holds in some (rational) state they allow.
  bool admits(const Linear& e, Rel r) const;
  // v's (e's) bounds under the relations, integers (rounded inwards).
  Interval bounds(ValueId v) const;
  Interval bounds(const Linear& e) const;
  // v no longer takes part: its relations to the others stay as what they
  // imply of the others (projection).
  void forget(ValueId v);
  // Values whose relations are bounds of their own only (a box, which their
  // intervals hold) stop taking part: a polyhedron's cost grows with its
  // dimensions (the hull of boxes has a vertex per corner), and nested
  // lists give every segment a length with nothing but a lower bound.
  void forgetUnrelated();
  // v is now called w (w does not take part yet).
  void rename(ValueId v, ValueId w);
  // Human-readable relations ("#3 = #5 + 1"), for pictures and tests.
  std::vector<std::string> describe() const;
  // The relations with each value given its number (values without one are
  // projected away): equal relations give equal bytes where the library's
  // minimised form is unique, and unequal relations never do.
  std::string canonical(const absl::flat_hash_map<ValueId, uint32_t>& number) const;

  // ---- join (join.cpp): relations carried to the values of a joined graph ----
  // The relations of one side of a join in the result's values: `image[i]`
  // says what result value i was on this side (a value, a number, or
  // nothing: any value within `bounds[i]`).
  struct Origin {
    enum Kind : uint8_t { Value, Number, Free } kind;
    ValueId value;
    int64_t number;
  };
  static Counters carried(const Counters& side, const std::vector<ValueId>& result,
                          const std::vector<Origin>& image, const std::vector<Interval>& bounds);
  // The convex hull; `widenFrom` then applies the widening of Bagnara, Hill,
  // Ricci and Zaffanella (BHRZ03, at least as precise as Halbwachs' H79)
  // with `older` as the older iterate.
  Counters hull(const Counters& other) const;
  void widenFrom(const Counters& older);
  // The relations of both (the intersection); `other`'s values missing
  // here take part from now on.  False when no state satisfies them.
  bool meet(const Counters& other);
  // Whether every state `other` allows, this allows too (same dimensions).
  bool covers(const Counters& other) const;

 private:
  struct Poly;
  std::optional<size_t> index(ValueId v) const;
  Poly& mut();

  std::vector<ValueId> dims_;
  std::shared_ptr<const Poly> poly_;  // shared between copies until one changes
};

}  // namespace ferret::smg
