#include "engines/portfolio/codec.hpp"

#include <cstring>
#include <type_traits>

namespace ferret::portfolio {

namespace {

// A field added to one of these structures must be added to its io()
// below too, or it would not cross the process boundary: the sizes catch
// that on the machines Ferret builds on.
static_assert(sizeof(sem::InputRequest) == 80, "InputRequest changed: update its io()");
static_assert(sizeof(explore::Choice) == 272, "Choice changed: update its io()");
static_assert(sizeof(explore::Stats) == 104, "explore::Stats changed: update its io()");
static_assert(sizeof(smt::Stats) == 168, "smt::Stats changed: update its io()");
static_assert(sizeof(sem::Violation) == 96, "Violation changed: update its io()");
static_assert(sizeof(explore::Result) == 432, "explore::Result changed: update its io()");
static_assert(sizeof(explore::Invariant) == 72, "explore::Invariant changed: update its io()");
static_assert(sizeof(smt::Result) == 624, "smt::Result changed: update its io()");
static_assert(sizeof(smt::Invariant) == 128, "smt::Invariant changed: update its io()");

class Writer {
 public:
  std::string out;
  template <class T>
  void operator()(const T& x) {
    if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>) {
      char b[sizeof(T)];
      std::memcpy(b, &x, sizeof(T));
      out.append(b, sizeof(T));
    } else {
      io(*this, const_cast<T&>(x));
    }
  }
  void operator()(const std::string& s) {
    (*this)(static_cast<uint64_t>(s.size()));
    out += s;
  }
  template <class T>
  void operator()(const std::vector<T>& v) {
    (*this)(static_cast<uint64_t>(v.size()));
    for (const T& x : v) (*this)(x);
  }
  template <class T>
  void operator()(const std::optional<T>& o) {
    (*this)(o.has_value());
    if (o) (*this)(*o);
  }
  template <class A, class B>
  void operator()(const std::pair<A, B>& p) {
    (*this)(p.first);
    (*this)(p.second);
  }
};

class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  bool ok = true;
  bool done() const { return ok && at_ == in_.size(); }
  template <class T>
  void operator()(T& x) {
    if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>) {
      if (!take(sizeof(T))) return;
      std::memcpy(&x, in_.data() + at_ - sizeof(T), sizeof(T));
    } else {
      io(*this, x);
    }
  }
  void operator()(std::string& s) {
    uint64_t n = 0;
    (*this)(n);
    if (!take(n)) return;
    s.assign(in_.data() + at_ - n, n);
  }
  template <class T>
  void operator()(std::vector<T>& v) {
    uint64_t n = 0;
    (*this)(n);
    if (n > in_.size()) ok = false;
    for (uint64_t i = 0; ok && i < n; ++i) (*this)(v.emplace_back());
  }
  template <class T>
  void operator()(std::optional<T>& o) {
    bool has = false;
    (*this)(has);
    if (has) (*this)(o.emplace());
  }
  template <class A, class B>
  void operator()(std::pair<A, B>& p) {
    (*this)(p.first);
    (*this)(p.second);
  }

 private:
  bool take(uint64_t n) {
    if (!ok || n > in_.size() - at_) return ok = false;
    at_ += n;
    return true;
  }
  std::string_view in_;
  size_t at_ = 0;
};

template <class A> void io(A& a, sem::Note& n) { a(n.message); a(n.loc); }
template <class A> void io(A& a, sem::StackEntry& e) { a(e.function); a(e.loc); }
template <class A> void io(A& a, sem::Violation& v) { a(v.kind); a(v.message); a(v.loc); a(v.notes); a(v.stack); }
template <class A> void io(A& a, sem::Word& w) { a(w.v); a(w.u); a(w.p); }
template <class A>
void io(A& a, sem::InputRequest& r) {
  a(r.source); a(r.name); a(r.lo); a(r.hi); a(r.bits); a(r.conversion); a(r.clockId); a(r.fd);
}
template <class A>
void io(A& a, explore::Choice& c) {
  a(c.loc); a(c.function); a(c.name); a(c.value); a(c.type); a(c.kind); a(c.thread);
  a(c.toLoc); a(c.toFunction); a(c.options); a(c.input); a(c.text);
}
template <class A> void io(A& a, explore::Result::Undefined& u) { a(u.violation); a(u.trace); a(u.replays); }
template <class A> void io(A& a, explore::Invariant& i) { a(i.loc); a(i.function); a(i.expression); }
template <class A>
void io(A& a, explore::Stats& s) {
  a(s.states); a(s.revisits); a(s.paths); a(s.maxDepth); a(s.steps); a(s.storedBytes);
  a(s.seconds); a(s.storeSeconds); a(s.peakMB); a(s.slept); a(s.callHits); a(s.callMisses);
  a(s.metAgain);
}
template <class A>
void io(A& a, explore::Result& r) {
  a(r.verdict); a(r.property); a(r.reason); a(r.violation); a(r.thread); a(r.trace); a(r.more);
  a(r.undefined); a(r.incomplete); a(r.invariants); a(r.invariantsWhy); a(r.stats);
}
template <class A>
void io(A& a, smt::Invariant& i) { a(i.function); a(i.loc); a(i.callers); a(i.expression); a(i.cExpression); }
template <class A>
void io(A& a, smt::Stats& s) {
  a(s.memoryModel); a(s.regions); a(s.unsafeNodes); a(s.unifiedTypes); a(s.proof); a(s.levels);
  a(s.refinements); a(s.contexts); a(s.threads); a(s.trackingRounds); a(s.trackedRegions); a(s.approximated); a(s.confirmations); a(s.bmcSeconds); a(s.chcSeconds);
  a(s.confirmSeconds); a(s.attempts);
}
template <class A> void io(A& a, smt::Result& r) { a(r.outcome); a(r.invariants); a(r.stats); }

// Marks the end, so that a child that died while writing is not taken
// for one that answered.
constexpr uint32_t kEnd = 0x46455252;

}  // namespace

std::string encode(const smt::Result& r) {
  Writer w;
  w(r);
  w(kEnd);
  return std::move(w.out);
}

std::optional<smt::Result> decode(std::string_view bytes) {
  Reader rd(bytes);
  smt::Result r;
  uint32_t end = 0;
  rd(r);
  rd(end);
  if (!rd.done() || end != kEnd) return std::nullopt;
  return r;
}

smt::Result answerOf(const ChildOutcome& child, bool& failed) {
  std::optional<smt::Result> r = child.bytes ? decode(*child.bytes) : std::nullopt;
  failed = !r;
  if (r) return std::move(*r);
  smt::Result none;
  none.outcome.reason = "the SMT engine failed: " + (child.failure.empty() ? "its answer was cut short" : child.failure);
  return none;
}

}  // namespace ferret::portfolio
