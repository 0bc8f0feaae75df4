#include "engines/smt/bmc.hpp"

#include <fmt/format.h>

#include <map>

#include "engines/cpu_timer.hpp"
#include "engines/smt/encoder.hpp"

namespace ferret::smt {

namespace {

constexpr int kModelsPerLevel = 8;  // unconfirmed models tried before moving on

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

}  // namespace

BmcOutcome bmc(const Setup& setup, Watchdog& dog, uint32_t levels, uint32_t depth, double seconds) {
  BmcOutcome res;
  z3::context c;
  Watchdog::Guard guard(dog, c, seconds);
  EncoderOptions eo;
  eo.props = setup.opts.explore.props;
  eo.inlineDepth = depth;
  try {
    Encoder enc(c, setup.prog, setup.facts, setup.pt, setup.regions, eo);
    z3::solver sol(c);
    std::map<CutKey, std::vector<State>> frontier;
    State start = enc.initial();
    CutKey entry{{{static_cast<uint32_t>(setup.prog.mainIndex), 0}}};
    frontier[entry].push_back(std::move(start));
    std::vector<Input> inputs;
    z3::expr_vector open(c);  // paths that reach what keeps a check from being complete
    std::vector<std::string> openWhy;
    uint32_t level = 0;
    for (; level < levels && !frontier.empty(); ++level) {
      if (engines::g_cpuTimeout) throw z3::exception("canceled");
      Outputs out;
      for (auto& [key, states] : frontier) enc.run(merge(states), out);
      frontier.clear();
      for (auto& cut : out.cuts) frontier[cut.key].push_back(std::move(cut.state));
      inputs.insert(inputs.end(), out.inputs.begin(), out.inputs.end());
      for (const z3::expr& f : out.facts) sol.add(f);
      z3::expr_vector bad(c);
      std::vector<std::pair<z3::expr, uint32_t>> violations;
      for (auto& [g, k] : out.bads) {
        const Site& site = enc.sites()[k];
        if (site.cls == BadClass::Violation) violations.push_back({g, k});
        else {
          open.push_back(g);
          openWhy.push_back(site.what);
        }
      }
      for (const z3::expr& u : out.unwound) {
        open.push_back(u);
        openWhy.push_back("calls were inlined only so deep");
      }
      if (violations.empty()) continue;
      z3::expr any = c.bool_val(false);
      for (auto& [g, k] : violations) any = any || g;
      z3::expr lit = c.bool_const(fmt::format("level!{}", level).c_str());
      sol.add(z3::implies(lit, any));
      for (int tries = 0; tries < kModelsPerLevel; ++tries) {
        z3::expr_vector assume(c);
        assume.push_back(lit);
        z3::check_result r = sol.check(assume);
        if (r == z3::unsat) break;
        if (r == z3::unknown) throw z3::exception(sol.reason_unknown().c_str());
        z3::model m = sol.get_model();
        for (auto& [g, k] : violations) {
          if (!m.eval(g, true).is_true()) continue;
          std::vector<uint64_t> values = inputsOf(setup.prog, m, inputs);
          const Site& site = enc.sites()[k];
          double t0 = cpuSeconds();
          bool ok = confirm(setup, values, site.property, res.result);
          setup.stats.confirmSeconds += cpuSeconds() - t0;
          if (ok) {
            res.verdict = BmcOutcome::Verdict::Bug;
            setup.stats.levels = std::max(setup.stats.levels, level + 1);
            return res;
          }
          res.unconfirmed = true;
          sol.add(!g);
          break;
        }
      }
    }
    setup.stats.levels = std::max(setup.stats.levels, level);
    for (auto& [key, states] : frontier)
      for (State& s : states) {
        open.push_back(s.guard);
        openWhy.push_back(fmt::format("loops were unwound only {} levels", levels));
      }
    z3::expr anyOpen = c.bool_val(false);
    for (const z3::expr& g : open) anyOpen = anyOpen || g;
    z3::expr_vector assume(c);
    assume.push_back(anyOpen);
    z3::check_result r = sol.check(assume);
    if (r == z3::unknown) throw z3::exception(sol.reason_unknown().c_str());
    if (r == z3::unsat && !res.unconfirmed) {
      res.verdict = BmcOutcome::Verdict::Safe;
      return res;
    }
    res.verdict = BmcOutcome::Verdict::Bounded;
    if (r == z3::sat) {
      z3::model m = sol.get_model();
      for (unsigned i = 0; i < open.size(); ++i)
        if (m.eval(open[i], true).is_true()) {
          res.reason = openWhy[i];
          break;
        }
    } else {
      res.reason = "a model's concrete run found no violation";
    }
  } catch (const z3::exception& e) {
    res.verdict = BmcOutcome::Verdict::Unknown;
    res.reason = e.msg();
  }
  return res;
}

}  // namespace ferret::smt
