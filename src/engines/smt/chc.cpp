#include "engines/smt/chc.hpp"

#include <fmt/format.h>

#include <deque>
#include <map>
#include <unordered_set>

#include "engines/cpu_timer.hpp"
#include "engines/smt/encoder.hpp"
#include "engines/smt/invariants.hpp"

namespace ferret::smt {

namespace {

class Horn {
 public:
  Horn(const Setup& setup, z3::context& c, Encoder& enc)
      : setup_(setup), c_(c), enc_(enc), fp_(c), err_(c.function("err", c.int_sort(), c.bool_sort())) {
    z3::params p(c);
    p.set("engine", "spacer");
    // Slicing drops predicate arguments no query depends on (without it,
    // unchanged allocation maps alone keep Spacer from a loop's invariant);
    // its answer is still given for the original predicates.  Inlining is
    // off so that every loop head keeps its predicate.
    p.set("fp.xform.slice", true);
    p.set("fp.xform.inline_linear", false);
    p.set("fp.xform.inline_eager", false);
    // Z3 4.8.12's native model-based projection of arrays reaches an
    // internal "unreachable" on some list programs and calls exit(114),
    // which ended the whole verify run (memsafety-ext/dll_extends_pointer);
    // the older projection does not, and proves the same programs here.
    p.set("fp.spacer.native_mbp", false);
    fp_.set(p);
    relation(err_);
  }

  z3::check_result solve() {
    State start = enc_.initial();
    Outputs out;
    enc_.run(start, out);
    emit(start, c_.bool_val(true), out);
    while (!work_.empty()) {
      CutKey key = work_.front();
      work_.pop_front();
      segment(key);
    }
    z3::func_decl goal = c_.function("goal", 0, nullptr, c_.bool_sort());
    relation(goal);
    // The code is constrained (all are >= 1), so slicing keeps it: it names
    // the bad site a counterexample reaches.
    z3::expr e = c_.int_const("e");
    rule(err_(e) && e >= 1, goal());
    z3::expr q = goal();
    return fp_.query(q);
  }

  // The bad site the derivation of a counterexample ends in.
  std::optional<uint32_t> badSite() {
    z3::expr proof = fp_.get_answer();
    std::unordered_set<unsigned> seen;
    std::vector<z3::expr> stack{proof};
    while (!stack.empty()) {
      z3::expr e = stack.back();
      stack.pop_back();
      if (!seen.insert(Z3_get_ast_id(c_, e)).second) continue;
      if (!e.is_app()) continue;
      if (z3::eq(e.decl(), err_) && e.arg(0).is_numeral()) {
        int64_t k;
        if (e.arg(0).is_numeral_i64(k) && k > 0) return static_cast<uint32_t>(k - 1);
      }
      for (unsigned i = 0; i < e.num_args(); ++i) stack.push_back(e.arg(i));
    }
    return std::nullopt;
  }

  // The answer is a conjunction of (forall args. P(args) = solution).
  std::vector<Invariant> invariants() {
    std::vector<Invariant> out;
    std::map<unsigned, std::pair<std::vector<unsigned>, z3::expr>> solutions;  // decl id -> (var index per arg, body)
    z3::expr answer = fp_.get_answer();
    std::vector<z3::expr> parts{answer};
    while (!parts.empty()) {
      z3::expr e = parts.back();
      parts.pop_back();
      if (e.is_app() && e.decl().decl_kind() == Z3_OP_AND) {
        for (unsigned i = 0; i < e.num_args(); ++i) parts.push_back(e.arg(i));
        continue;
      }
      if (e.is_quantifier()) e = e.body();
      if (!e.is_app() || e.decl().decl_kind() != Z3_OP_EQ || !e.arg(0).is_app()) continue;
      z3::expr head = e.arg(0);
      std::vector<unsigned> vars;
      for (unsigned i = 0; i < head.num_args(); ++i)
        vars.push_back(head.arg(i).is_var() ? Z3_get_index_value(c_, head.arg(i)) : ~0u);
      solutions.emplace(head.decl().id(), std::make_pair(std::move(vars), e.arg(1)));
    }
    for (auto& [key, decl] : preds_) {
      if (key.atCall) continue;
      auto it = solutions.find(decl.id());
      if (it == solutions.end()) continue;
      const auto& [vars, inv] = it->second;
      std::vector<std::string> argNames = enc_.argNames(key);
      std::vector<std::string> names;
      for (size_t i = 0; i < vars.size() && i < argNames.size(); ++i) {
        if (vars[i] == ~0u) continue;
        if (names.size() <= vars[i]) names.resize(vars[i] + 1);
        names[vars[i]] = argNames[i];
      }
      auto [fn, inst] = key.frames.back();
      Invariant iv;
      iv.function = setup_.prog.functions[fn].name;
      iv.loc = setup_.prog.functions[fn].insts[inst].loc;
      for (size_t i = 0; i + 1 < key.frames.size(); ++i)
        iv.callers.push_back(setup_.prog.functions[key.frames[i].first].name);
      iv.expression = cText(inv, names, false);
      iv.cExpression = cText(inv, names, true);
      out.push_back(std::move(iv));
    }
    return out;
  }

 private:
  const Setup& setup_;
  z3::context& c_;
  Encoder& enc_;
  z3::fixedpoint fp_;
  z3::func_decl err_;
  std::map<CutKey, z3::func_decl> preds_;
  std::map<uint32_t, z3::func_decl> summaries_;
  std::deque<CutKey> work_;
  std::unordered_set<unsigned> relations_;
  uint64_t vars_ = 0;

  void relation(z3::func_decl& d) {
    fp_.register_relation(d);
    relations_.insert(d.id());
  }

  z3::func_decl pred(const CutKey& key) {
    if (auto it = preds_.find(key); it != preds_.end()) return it->second;
    std::vector<z3::sort> sorts = enc_.signature(key);
    z3::sort_vector sv(c_);
    for (const z3::sort& s : sorts) sv.push_back(s);
    z3::func_decl d = c_.function(fmt::format("P{}", preds_.size()).c_str(), sv, c_.bool_sort());
    relation(d);
    preds_.emplace(key, d);
    work_.push_back(key);
    return d;
  }

  z3::func_decl summary(uint32_t fn) {
    if (auto it = summaries_.find(fn); it != summaries_.end()) return it->second;
    std::vector<z3::sort> sorts = enc_.summarySignature(fn);
    z3::sort_vector sv(c_);
    for (const z3::sort& s : sorts) sv.push_back(s);
    z3::func_decl d = c_.function(fmt::format("S_{}", setup_.prog.functions[fn].name).c_str(), sv, c_.bool_sort());
    relation(d);
    summaries_.emplace(fn, d);
    State start = enc_.entry(fn);
    Outputs out;
    enc_.run(start, out);
    emit(start, c_.bool_val(true), out);
    return d;
  }

  static z3::expr apply(const z3::func_decl& d, const std::vector<z3::expr>& args) {
    z3::expr_vector v(d.ctx());
    for (const z3::expr& a : args) v.push_back(a);
    return d(v);
  }

  // A clause with its free constants universally quantified.
  void rule(const z3::expr& body, const z3::expr& head) {
    z3::expr r = z3::implies(body, head);
    z3::expr_vector vars(c_);
    std::unordered_set<unsigned> seen;
    std::vector<z3::expr> stack{r};
    while (!stack.empty()) {
      z3::expr e = stack.back();
      stack.pop_back();
      if (!seen.insert(Z3_get_ast_id(c_, e)).second || !e.is_app()) continue;
      if (e.num_args() == 0 && e.decl().decl_kind() == Z3_OP_UNINTERPRETED && !relations_.count(e.decl().id())) {
        vars.push_back(e);
        continue;
      }
      for (unsigned i = 0; i < e.num_args(); ++i) stack.push_back(e.arg(i));
    }
    z3::expr closed = vars.empty() ? r : z3::forall(vars, r);
    // Unnamed: Spacer takes named rules apart differently, and slower.
    Z3_fixedpoint_add_rule(c_, fp_, closed, nullptr);
    c_.check_error();
  }

  z3::expr badHead(const State& start, const z3::expr& code) {
    if (start.entry) return apply(summary(start.stack[0].fn), enc_.summaryErrorArgs(start, code));
    return err_(code);
  }

  void emit(const State& start, const z3::expr& body, Outputs& out) {
    z3::expr facts = c_.bool_val(true);
    for (const z3::expr& f : out.facts) facts = facts && f;
    z3::expr b = body && facts;
    for (auto& cut : out.cuts) {
      // A cut point's predicate carries only the frame's components; a
      // write outside the frame would be dropped there unseen.
      if (!enc_.withinFrame(cut.state)) {
        rule(b && cut.state.guard, badHead(start, c_.int_val(frameBroken() + 1)));
        continue;
      }
      auto args = enc_.flatten(cut.key, cut.state);
      if (!args) {
        uint32_t k = enc_.addSite(BadClass::Incomplete, "", "unsupported: an alloca in a loop");
        rule(b && cut.state.guard, badHead(start, c_.int_val(k + 1)));
        continue;
      }
      rule(b && cut.state.guard, apply(pred(cut.key), *args));
    }
    for (auto& [g, k] : out.bads) rule(b && g, badHead(start, c_.int_val(k + 1)));
    for (State& r : out.returns) summarise(start, b && r.guard, r, 0);
    for (State& x : out.exits) summarise(start, b && x.guard, x, -1);
  }

  // A summarised function's end (err 0 returned, -1 ended the program).
  // One that wrote outside its frame would make the frame a lie: it can
  // only be UNKNOWN.
  void summarise(const State& start, const z3::expr& body, const State& end, int err) {
    if (enc_.withinFrame(end)) {
      rule(body, apply(summary(end.stack[0].fn), enc_.summaryArgs(end, c_.int_val(err))));
      return;
    }
    rule(body, badHead(start, c_.int_val(frameBroken() + 1)));
  }

  uint32_t frameBroken() {
    return enc_.addSite(BadClass::Incomplete, "", "a summarised function writes outside its inferred frame");
  }

  void segment(const CutKey& key) {
    std::vector<z3::sort> sorts = enc_.signature(key);
    std::vector<z3::expr> vars;
    for (const z3::sort& s : sorts) vars.push_back(c_.constant(fmt::format("x!{}", vars_++).c_str(), s));
    State start = enc_.unflatten(key, vars);
    z3::expr body = apply(pred(key), vars);
    const explore::Properties& props = setup_.opts.explore.props;
    if (props.validMemtrack && setup_.facts.allocates) {
      uint32_t k = enc_.addSite(BadClass::Incomplete, "", "a heap block no register points to may be lost (valid-memtrack)");
      rule(body && enc_.unanchored(key, start), badHead(start, c_.int_val(k + 1)));
    }
    Outputs out;
    if (!key.atCall) {
      enc_.run(start, out);
      emit(start, body, out);
      return;
    }
    Encoder::SummaryCall sc = enc_.summaryCall(start);
    z3::expr callBody = body && apply(summary(sc.callee), sc.args);
    rule(callBody && sc.err > 0, badHead(start, sc.err));
    State ended = sc.after;
    ended.guard = sc.err == -1;
    if (start.entry) {
      summarise(start, callBody && ended.guard, ended, -1);
    } else {
      Outputs endOut;
      enc_.programEnd(ended, endOut);
      emit(start, callBody, endOut);
    }
    enc_.run(sc.after, out);
    emit(start, callBody, out);
  }
};

}  // namespace

ChcOutcome chc(const Setup& setup, Watchdog& dog, bool ints, bool abstractContents,
               const std::set<std::pair<uint32_t, uint32_t>>& wrap, double seconds) {
  ChcOutcome res;
  z3::context c;
  Watchdog::Guard guard(dog, c, seconds);
  EncoderOptions eo;
  eo.props = setup.opts.explore.props;
  eo.goalEdges = setup.opts.goalEdges;
  eo.goalAutomaton = setup.opts.goalAutomaton;
  eo.ints = ints;
  eo.chc = true;
  eo.wrap = wrap;
  eo.abstractContents = abstractContents;
  eo.summaryDepth = setup.opts.inlineDepth;
  eo.frames = setup.opts.frames;
  double deadline = cpuSeconds() + seconds;
  eo.stop = [deadline] { return engines::g_stop || cpuSeconds() > deadline; };
  try {
    Encoder enc(c, setup.prog, setup.facts, setup.pt, setup.regions, setup.frames, eo);
    Horn horn(setup, c, enc);
    z3::check_result r = unlessStopped(horn.solve(), eo.stop());
    res.approximated = enc.approximated();
    if (r == z3::unsat) {
      res.verdict = ChcOutcome::Verdict::Proved;
      res.invariants = horn.invariants();
      return res;
    }
    if (r == z3::unknown) {
      res.reason = "Spacer gave up";
      return res;
    }
    res.verdict = ChcOutcome::Verdict::Refuted;
    if (auto k = horn.badSite()) {
      const Site& s = enc.sites()[*k];
      res.reason = s.what;
      if (s.cls == BadClass::Inexact) res.inexact = std::make_pair(s.fn, s.inst);
    }
  } catch (const z3::exception& e) {
    res.verdict = ChcOutcome::Verdict::Unknown;
    res.reason = e.msg();
  }
  return res;
}

}  // namespace ferret::smt
