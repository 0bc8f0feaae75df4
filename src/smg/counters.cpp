#include "smg/counters.hpp"

#include <ppl.hh>

#include <algorithm>
#include <sstream>

#include "smg/abandon.hpp"
#include "smg/smg.hpp"

namespace ferret::smg {

namespace P = Parma_Polyhedra_Library;

namespace {

// Initialising the library (ppl.hh, once per process) sets the FPU's
// rounding upward for its floating-point domains; the interpreter's float
// arithmetic needs the C default back (printf of 1e10/3 rounded up
// otherwise).  The polyhedra used here count in GMP integers only.
const struct RoundingRestored {
  RoundingRestored() { P::restore_pre_PPL_rounding(); }
} kRoundingRestored;

}  // namespace

struct Counters::Poly {
  P::C_Polyhedron p;
};

struct AbandonWhen::Thrower : P::Throwable {
  explicit Thrower(const volatile std::sig_atomic_t& flag) : flag(flag) {}
  // The library calls this as it goes, while the pointer is set.
  void throw_me() const override {
    if (flag) throw Abandoned{};
  }
  const volatile std::sig_atomic_t& flag;
};

AbandonWhen::AbandonWhen(const volatile std::sig_atomic_t& flag)
    : thrower_(std::make_unique<Thrower>(flag)), before_(P::abandon_expensive_computations) {
  P::abandon_expensive_computations = thrower_.get();
}

AbandonWhen::~AbandonWhen() {
  P::abandon_expensive_computations = static_cast<const P::Throwable*>(before_);
}

Counters::Counters() = default;
Counters::~Counters() = default;
Counters::Counters(const Counters&) = default;
Counters& Counters::operator=(const Counters&) = default;
Counters::Counters(Counters&&) noexcept = default;
Counters& Counters::operator=(Counters&&) noexcept = default;

namespace {

P::Coefficient big(int64_t c) {
  P::Coefficient k;
  P::assign_r(k, static_cast<long long>(c), P::ROUND_NOT_NEEDED);
  return k;
}

// Clamps a rational bound to an int64_t, rounded towards the inside.
int64_t clampedBound(const P::Coefficient& n, const P::Coefficient& d, bool upper) {
  mpz_class q;
  if (upper) mpz_fdiv_q(q.get_mpz_t(), n.get_mpz_t(), d.get_mpz_t());
  else mpz_cdiv_q(q.get_mpz_t(), n.get_mpz_t(), d.get_mpz_t());
  if (q > mpz_class(std::to_string(INT64_MAX))) return INT64_MAX;
  if (q < mpz_class(std::to_string(INT64_MIN))) return INT64_MIN;
  return static_cast<int64_t>(q.get_si());
}

P::Constraint boundOf(P::Variable x, int64_t c, bool upper) {
  return upper ? P::Constraint(P::Linear_Expression(x) <= big(c)) : P::Constraint(P::Linear_Expression(x) >= big(c));
}

void addBounds(P::C_Polyhedron& p, P::Variable x, Interval b) {
  if (b.lo != INT64_MIN) p.add_constraint(boundOf(x, b.lo, false));
  if (b.hi != INT64_MAX) p.add_constraint(boundOf(x, b.hi, true));
}

// A renumbering of dimensions, as PPL's map_space_dimensions asks for it.
struct Permutation {
  std::vector<size_t> to;
  bool has_empty_codomain() const { return to.empty(); }
  P::dimension_type max_in_codomain() const { return to.size() - 1; }
  bool maps(P::dimension_type i, P::dimension_type& j) const {
    if (i >= to.size()) return false;
    j = to[i];
    return true;
  }
};

}  // namespace

std::optional<size_t> Counters::index(ValueId v) const {
  auto it = std::find(dims_.begin(), dims_.end(), v);
  if (it == dims_.end()) return std::nullopt;
  return static_cast<size_t>(it - dims_.begin());
}

Counters::Poly& Counters::mut() {
  if (!poly_) poly_ = std::make_shared<Poly>(Poly{P::C_Polyhedron(0, P::UNIVERSE)});
  else if (poly_.use_count() > 1) poly_ = std::make_shared<Poly>(*poly_);
  return const_cast<Poly&>(*poly_);
}

void Counters::add(ValueId v, Interval b) {
  if (has(v)) return;
  Poly& q = mut();
  q.p.add_space_dimensions_and_embed(1);
  dims_.push_back(v);
  addBounds(q.p, P::Variable(dims_.size() - 1), b);
}

namespace {

P::Linear_Expression expressionOf(const Linear& e, const std::function<std::optional<size_t>(ValueId)>& index) {
  P::Linear_Expression x(big(e.constant));
  for (const Linear::Term& t : e.terms) x += big(t.coef) * P::Variable(*index(t.value));
  return x;
}

P::Constraint constraintOf(const P::Linear_Expression& x, Rel r) {
  return r == Rel::Eq ? P::Constraint(x == 0) : P::Constraint(x >= 0);
}

}  // namespace

bool Counters::assume(const Linear& e, Rel r) {
  Poly& q = mut();
  q.p.add_constraint(constraintOf(expressionOf(e, [&](ValueId v) { return index(v); }), r));
  return !q.p.is_empty();
}

bool Counters::admits(const Linear& e, Rel r) const {
  if (!poly_) return true;
  P::C_Polyhedron p = poly_->p;
  p.add_constraint(constraintOf(expressionOf(e, [&](ValueId v) { return index(v); }), r));
  return !p.is_empty();
}

bool Counters::entails(const Linear& e, Rel r) const {
  if (!poly_) return false;
  P::Poly_Con_Relation rel =
      poly_->p.relation_with(constraintOf(expressionOf(e, [&](ValueId v) { return index(v); }), r));
  return rel.implies(P::Poly_Con_Relation::is_included());
}

Interval Counters::bounds(ValueId v) const {
  if (!has(v)) return {};
  return bounds(Linear{{{v, 1}}, 0});
}

Interval Counters::bounds(const Linear& e) const {
  Interval out;
  if (!poly_ || poly_->p.is_empty()) return out;
  P::Linear_Expression x = expressionOf(e, [&](ValueId v) { return index(v); });
  P::Coefficient n, d;
  bool exact;
  if (poly_->p.maximize(x, n, d, exact)) out.hi = clampedBound(n, d, true);
  if (poly_->p.minimize(x, n, d, exact)) out.lo = clampedBound(n, d, false);
  return out;
}

void Counters::forget(ValueId v) {
  auto i = index(v);
  if (!i) return;
  Poly& q = mut();
  P::Variables_Set gone{P::Variable(*i)};
  q.p.remove_space_dimensions(gone);
  dims_.erase(dims_.begin() + static_cast<long>(*i));
  if (dims_.empty()) poly_.reset();
}

void Counters::forgetUnrelated() {
  if (!poly_ || poly_->p.is_empty()) return;
  std::vector<bool> related(dims_.size());
  for (const P::Constraint& c : poly_->p.minimized_constraints()) {
    std::vector<size_t> in;
    for (size_t i = 0; i < dims_.size(); ++i)
      if (c.coefficient(P::Variable(i)) != 0) in.push_back(i);
    if (in.size() > 1)
      for (size_t i : in) related[i] = true;
  }
  P::Variables_Set gone;
  std::vector<ValueId> kept;
  for (size_t i = 0; i < dims_.size(); ++i) {
    if (related[i]) kept.push_back(dims_[i]);
    else gone.insert(P::Variable(i));
  }
  if (gone.empty()) return;
  dims_ = std::move(kept);
  if (dims_.empty()) return poly_.reset();
  mut().p.remove_space_dimensions(gone);
}

void Counters::rename(ValueId v, ValueId w) {
  if (auto i = index(v)) dims_[*i] = w;
}

std::vector<std::string> Counters::describe() const {
  std::vector<std::string> out;
  if (!poly_) return out;
  for (const P::Constraint& c : poly_->p.minimized_constraints()) {
    std::ostringstream os;
    bool first = true;
    for (size_t i = 0; i < dims_.size(); ++i) {
      const P::Coefficient& k = c.coefficient(P::Variable(i));
      if (k == 0) continue;
      if (!first) os << (k > 0 ? " + " : " - ");
      else if (k < 0) os << "-";
      mpz_class a = abs(mpz_class(k.get_mpz_t()));
      if (a != 1) os << a << "*";
      os << "#" << dims_[i];
      first = false;
    }
    mpz_class k(c.inhomogeneous_term().get_mpz_t());
    // Σ + k (= or >=) 0, shown as Σ (= or >=) -k.
    os << (c.is_equality() ? " = " : " >= ") << -k;
    if (first) continue;  // no value in it: the polyhedron is empty or it says nothing
    out.push_back(os.str());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string Counters::canonical(const absl::flat_hash_map<ValueId, uint32_t>& number) const {
  if (!poly_) return {};
  P::C_Polyhedron p = poly_->p;
  // Dimensions without a number go; the others are ordered by their numbers.
  std::vector<std::pair<uint32_t, size_t>> kept;
  P::Variables_Set gone;
  for (size_t i = 0; i < dims_.size(); ++i) {
    auto it = number.find(dims_[i]);
    if (it == number.end()) gone.insert(P::Variable(i));
    else kept.emplace_back(it->second, i);
  }
  std::sort(kept.begin(), kept.end());
  // remove_space_dimensions keeps the others in order, their indices
  // shrunk: compact[i] is where dimension i lands.
  std::vector<size_t> compact(dims_.size(), SIZE_MAX), rank(kept.size());
  for (size_t i = 0, next = 0; i < dims_.size(); ++i)
    if (!gone.count(i)) compact[i] = next++;
  for (size_t k = 0; k < kept.size(); ++k) rank[compact[kept[k].second]] = k;
  p.remove_space_dimensions(gone);
  p.map_space_dimensions(Permutation{rank});
  std::vector<std::string> rows;
  for (const P::Constraint& c : p.minimized_constraints()) {
    std::ostringstream os;
    os << (c.is_equality() ? '=' : '>');
    for (size_t i = 0; i < kept.size(); ++i) os << ' ' << c.coefficient(P::Variable(i));
    os << ' ' << c.inhomogeneous_term() << ';';
    rows.push_back(os.str());
  }
  std::sort(rows.begin(), rows.end());
  std::string out = "C" + std::to_string(kept.size()) + ":";
  for (const std::string& r : rows) out += r;
  return out;
}

Counters Counters::carried(const Counters& side, const std::vector<ValueId>& result, const std::vector<Origin>& image,
                           const std::vector<Interval>& bounds) {
  // The side's dimensions first, the result's after them; then the side's go.
  const size_t n = side.dims_.size();
  P::C_Polyhedron p = side.poly_ ? side.poly_->p : P::C_Polyhedron(n, P::UNIVERSE);
  p.add_space_dimensions_and_embed(result.size());
  for (size_t i = 0; i < result.size(); ++i) {
    P::Variable r(n + i);
    const Origin& o = image[i];
    if (o.kind == Origin::Value) p.add_constraint(P::Linear_Expression(r) == P::Variable(*side.index(o.value)));
    else if (o.kind == Origin::Number) p.add_constraint(P::Linear_Expression(r) == big(o.number));
    else addBounds(p, r, bounds[i]);
  }
  if (n > 0) p.remove_space_dimensions(P::Variables_Set(P::Variable(0), P::Variable(n - 1)));
  Counters out;
  out.dims_ = result;
  out.poly_ = std::make_shared<Poly>(Poly{std::move(p)});
  return out;
}

bool Counters::meet(const Counters& other) {
  if (!other.poly_) return true;
  for (ValueId v : other.dims_) add(v, Interval{});
  // other's dimensions go where this holds their values, its others
  // (none, as all were added) after them.
  P::C_Polyhedron q = other.poly_->p;
  q.add_space_dimensions_and_embed(dims_.size() - other.dims_.size());
  std::vector<size_t> to(dims_.size(), SIZE_MAX);
  std::vector<bool> taken(dims_.size());
  for (size_t i = 0; i < other.dims_.size(); ++i) {
    to[i] = *index(other.dims_[i]);
    taken[to[i]] = true;
  }
  for (size_t i = other.dims_.size(), free = 0; i < to.size(); ++i) {
    while (taken[free]) ++free;
    to[i] = free;
    taken[free] = true;
  }
  q.map_space_dimensions(Permutation{to});
  P::C_Polyhedron& p = mut().p;
  p.intersection_assign(q);
  return !p.is_empty();
}

Counters Counters::hull(const Counters& other) const {
  Counters out = *this;
  if (!other.poly_) return out;
  if (!out.poly_) return other;
  out.mut().p.poly_hull_assign(other.poly_->p);
  return out;
}

void Counters::widenFrom(const Counters& older) {
  if (!poly_ || !older.poly_) return;
  P::C_Polyhedron hull = poly_->p;
  P::C_Polyhedron& p = mut().p;
  p.BHRZ03_widening_assign(older.poly_->p);
  // Widening up to landmarks (Halbwachs): the orders between two values
  // that the hull keeps, x <= y + c for c in {-1, 0, 1}, survive it — "i <=
  // k" of a loop that counts i up to k holds at every iterate, but a hull
  // of a few points may not have it as a face yet when widening begins.
  // A finite set of landmarks keeps the iteration finite.
  for (size_t i = 0; i < dims_.size(); ++i)
    for (size_t j = 0; j < dims_.size(); ++j) {
      if (i == j) continue;
      for (int c : {-1, 0, 1}) {
        P::Constraint order(P::Linear_Expression(P::Variable(i)) <= P::Variable(j) + c);
        if (!hull.relation_with(order).implies(P::Poly_Con_Relation::is_included())) continue;
        p.add_constraint(order);
        break;
      }
    }
}

bool Counters::covers(const Counters& other) const {
  if (!poly_) return true;
  if (!other.poly_) return poly_->p.is_universe();
  return poly_->p.contains(other.poly_->p);
}

}  // namespace ferret::smg
