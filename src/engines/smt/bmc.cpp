#include "engines/smt/bmc.hpp"

#include <fmt/format.h>

#include "engines/cpu_timer.hpp"

namespace ferret::smt {

namespace {

constexpr int kModelsPerLevel = 8;        // unconfirmed models tried before moving on
constexpr uint64_t kMaxEncoded = 200000;  // instructions encoded by one instance

}  // namespace

// The values of the inputs on the model's path, in the order it met them.
std::vector<uint64_t> inputsOf(const ir::Program& prog, const z3::model& m, const std::vector<Input>& inputs) {
  std::vector<uint64_t> out;
  for (const Input& in : inputs) {
    if (!m.eval(in.guard, true).is_true()) continue;
    z3::expr v = m.eval(in.value, true);
    uint64_t x = 0;
    if (v.is_bool()) x = v.is_true() ? 1 : 0;
    else v.is_numeral_u64(x);
    const ir::Type& t = prog.types[in.type];
    unsigned bits = t.kind == ir::TypeKind::Int ? t.bits : 64;
    out.push_back(bits >= 64 ? x : x & ((1ull << bits) - 1));
  }
  return out;
}

void sortBads(const Encoder& enc, const Outputs& out, std::vector<std::pair<z3::expr, uint32_t>>& violations,
              z3::expr_vector& open, std::vector<std::string>& why) {
  for (auto& [g, k] : out.bads) {
    const Site& site = enc.sites()[k];
    if (site.cls == BadClass::Violation) {
      violations.push_back({g, k});
    } else {
      open.push_back(g);
      why.push_back(site.what);
    }
  }
  for (const z3::expr& u : out.unwound) {
    open.push_back(u);
    why.push_back("calls were inlined only so deep");
  }
}

Bmc::Bmc(const Setup& setup, uint32_t depth) : setup_(setup), depth_(depth), open_(c_) {
  EncoderOptions eo;
  eo.props = setup.opts.explore.props;
  eo.goalEdges = setup.opts.goalEdges;
  eo.goalAutomaton = setup.opts.goalAutomaton;
  eo.inlineDepth = depth;
  eo.maxEncoded = kMaxEncoded;
  eo.stop = [this] { return stopped(); };
  enc_ = std::make_unique<Encoder>(c_, setup.prog, setup.facts, setup.pt, setup.regions, setup.frames, eo);
  sol_ = std::make_unique<z3::solver>(c_);
  CutKey entry{{{static_cast<uint32_t>(setup.prog.mainIndex), 0}}};
  frontier_[entry].push_back(enc_->initial());
}

// Tries the level's violations model by model: a confirmed one is the bug;
// an unconfirmed one is excluded and the next tried.
bool Bmc::checkLevel(const std::vector<std::pair<z3::expr, uint32_t>>& violations, BmcOutcome& res) {
  z3::expr any = c_.bool_val(false);
  for (auto& [g, k] : violations) any = any || g;
  z3::expr lit = c_.bool_const(fmt::format("level!{}", level_).c_str());
  sol_->add(z3::implies(lit, any));
  for (int tries = 0; tries < kModelsPerLevel; ++tries) {
    z3::expr_vector assume(c_);
    assume.push_back(lit);
    z3::check_result r = unlessStopped(sol_->check(assume), stopped());
    if (r == z3::unsat) return false;
    if (r == z3::unknown) throw z3::exception(sol_->reason_unknown().c_str());
    z3::model m = sol_->get_model();
    for (auto& [g, k] : violations) {
      if (!m.eval(g, true).is_true()) continue;
      std::vector<uint64_t> values = inputsOf(setup_.prog, m, inputs_);
      double t0 = cpuSeconds();
      bool ok = confirm(setup_, values, enc_->sites()[k].property, res.result);
      setup_.stats.confirmSeconds += cpuSeconds() - t0;
      if (ok) {
        res.verdict = BmcOutcome::Verdict::Bug;
        return true;
      }
      unconfirmed_ = true;
      sol_->add(!g);
      break;
    }
  }
  return false;
}

BmcOutcome Bmc::extend(Watchdog& dog, uint32_t levels, double seconds) {
  BmcOutcome res;
  if (spent_) {
    res.reason = "spent";
    return res;
  }
  deadline_ = cpuSeconds() + seconds;
  Watchdog::Guard guard(dog, c_, seconds);
  try {
    for (; level_ < levels && !frontier_.empty(); ++level_) {
      Outputs out;
      for (auto& [key, states] : frontier_) enc_->run(enc_->join(states, out), out);
      frontier_.clear();
      for (auto& cut : out.cuts) frontier_[cut.key].push_back(std::move(cut.state));
      inputs_.insert(inputs_.end(), out.inputs.begin(), out.inputs.end());
      for (const z3::expr& f : out.facts) sol_->add(f);
      std::vector<std::pair<z3::expr, uint32_t>> violations;
      sortBads(*enc_, out, violations, open_, openWhy_);
      if (!violations.empty() && checkLevel(violations, res)) {
        setup_.stats.levels = std::max(setup_.stats.levels, level_ + 1);
        return res;
      }
    }
    setup_.stats.levels = std::max(setup_.stats.levels, level_);
    return complete();
  } catch (const z3::exception& e) {
    spent_ = true;
    res.verdict = BmcOutcome::Verdict::Unknown;
    res.reason = e.msg();
  }
  return res;
}

// Complete when no path goes on past the last level and none reaches what
// ends a path without a verdict.
BmcOutcome Bmc::complete() {
  BmcOutcome res;
  z3::expr_vector open(c_);
  for (const z3::expr& g : open_) open.push_back(g);
  std::vector<std::string> why = openWhy_;
  for (auto& [key, states] : frontier_)
    for (State& s : states) {
      open.push_back(s.guard);
      why.push_back(fmt::format("loops were unwound only {} levels", level_));
    }
  z3::expr anyOpen = c_.bool_val(false);
  for (const z3::expr& g : open) anyOpen = anyOpen || g;
  z3::expr_vector assume(c_);
  assume.push_back(anyOpen);
  z3::check_result r = unlessStopped(sol_->check(assume), stopped());
  if (r == z3::unknown) throw z3::exception(sol_->reason_unknown().c_str());
  needsDepth_ = false;
  if (r == z3::unsat && !unconfirmed_) {
    res.verdict = BmcOutcome::Verdict::Safe;
    return res;
  }
  res.verdict = BmcOutcome::Verdict::Bounded;
  if (r == z3::unsat) {
    res.reason = "a model's concrete run found no violation";
    return res;
  }
  z3::model m = sol_->get_model();
  for (unsigned i = 0; i < open.size(); ++i)
    if (m.eval(open[i], true).is_true()) {
      res.reason = why[i];
      needsDepth_ = why[i] == "calls were inlined only so deep";
      break;
    }
  return res;
}

}  // namespace ferret::smt
