#include "engines/interp/partial.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "engines/interp/inputs.hpp"
#include "ir/constants.hpp"

namespace ferret::interp {

namespace {

// C's reading of a __VERIFIER_nondet_<name> value (as in the trace lines).
bool signedName(std::string_view name) {
  return !name.empty() && name[0] != 'u' && name != "bool" && name != "size_t" && name != "pointer";
}

// Marks, per thread and frame, the frames called from the input files under
// which a choice was made elsewhere; tells their returns.
class ReturnWatch : public RunEnvironment, public sem::Observer {
 public:
  ReturnWatch(const Options& opts, const ir::Program& prog, const InInputs& inInputs)
      : RunEnvironment(opts), prog_(prog), inInputs_(inInputs) {}

  std::optional<sem::Word> nondet(std::string_view name, const ir::Type& type) override {
    std::optional<sem::Word> w = RunEnvironment::nondet(name, type);
    // Entry k > 0 of the stack is where the frame above it was called from.
    std::vector<sem::StackEntry> st = executor_->callStack();
    if (inInputs_(st.front().loc)) return w;
    for (size_t k = 1; k < st.size(); ++k)
      if (inInputs_(st[k].loc)) {
        std::vector<bool>& m = marks(executor_->currentThread());
        if (m.size() <= st.size() - k) m.resize(st.size() - k + 1);
        m[st.size() - k] = true;
        break;
      }
    return w;
  }

  void atLoopHead(const sem::Frame&, uint32_t, const sem::Word*) override {}

  void returned(const sem::Frame& callee, size_t depth, const sem::Word* value, uint32_t words) override {
    std::vector<bool>& m = marks(executor_->currentThread());
    if (depth == 0 || depth - 1 >= m.size() || !m[depth - 1]) return;
    m[depth - 1] = false;
    HeaderReturn r;
    r.call = callee.callLoc;
    r.caller = executor_->callStack()[1].function;
    const ir::Type& t = prog_.types[callee.retType];
    if (words == 1 && t.kind == ir::TypeKind::Int && !(value->u & sem::maskOf(t.bits)))
      r.value = callee.fn->retSigned ? fmt::format("{}", sem::sext(value->v, t.bits))
                                     : fmt::format("{}", value->v & sem::maskOf(t.bits));
    r.inputsBefore = consumed().size();
    r.thread = executor_->currentThread();
    returns.push_back(std::move(r));
  }

  std::vector<HeaderReturn> returns;

 private:
  const ir::Program& prog_;
  const InInputs& inInputs_;
  std::vector<std::vector<bool>> marks_;
  std::vector<bool>& marks(uint32_t thread) {
    if (marks_.size() <= thread) marks_.resize(thread + 1);
    return marks_[thread];
  }
};

// The witness's values for the nondet calls in the input files, in order;
// for one made elsewhere (a hole), the candidate `picks` selects.  A call
// the witness gives a return value for must return it.
class Guided : public RunEnvironment, public sem::Observer {
 public:
  Guided(const Options& opts, const InInputs& inInputs, const PartialChoices& given, const std::vector<size_t>& picks,
         const std::vector<uint64_t>& constants)
      : RunEnvironment(opts), inInputs_(inInputs), given_(given), picks_(picks), constants_(constants) {}

  std::optional<sem::Word> nondet(std::string_view name, const ir::Type& type) override {
    if (inInputs_(executor_->callStack().front().loc)) {
      if (next_ < given_.inputs.size()) return take(given_.inputs[next_++], name, type);
      return RunEnvironment::nondet(name, type);
    }
    std::vector<std::string> c = candidates(name, type);
    size_t pick = holes.size() < picks_.size() ? picks_[holes.size()] : 0;
    holes.push_back(c.size());
    return take(c[std::min(pick, c.size() - 1)], name, type);
  }

  // Whether the allocator hands out a freed block's address again: a
  // witness cannot say (the format has no waypoint for it), so each such
  // choice is a hole too, no reuse first.
  std::optional<bool> decide(sem::ChoiceKind kind) override {
    if (kind != sem::ChoiceKind::AddressReuse) return RunEnvironment::decide(kind);
    size_t pick = holes.size() < picks_.size() ? picks_[holes.size()] : 0;
    holes.push_back(2);
    reused.push_back(pick == 1);
    return pick == 1;
  }

  void atLoopHead(const sem::Frame&, uint32_t, const sem::Word*) override {}

  void returned(const sem::Frame& callee, size_t, const sem::Word* value, uint32_t words) override {
    if (nextReturn_ >= given_.returned.size() || callee.callLoc != given_.returned[nextReturn_].call) return;
    const ir::Type& t = executor_->program().types[callee.retType];
    std::string got = words == 1 && t.kind == ir::TypeKind::Int
                          ? (callee.fn->retSigned ? fmt::format("{}", sem::sext(value->v, t.bits))
                                                  : fmt::format("{}", value->v & sem::maskOf(t.bits)))
                          : "";
    if (got != given_.returned[nextReturn_++].value) throw sem::PathBlocked{};
  }

  std::vector<size_t> holes;  // per hole met, how many candidates it had
  std::vector<bool> reused;   // the address-reuse choices made

 private:
  const InInputs& inInputs_;
  const PartialChoices& given_;
  const std::vector<size_t>& picks_;
  const std::vector<uint64_t>& constants_;
  size_t next_ = 0, nextReturn_ = 0;

  std::vector<std::string> candidates(std::string_view name, const ir::Type& type) const {
    std::vector<std::string> c;
    for (const CallValue& r : given_.returned) c.push_back(r.value);
    if (type.kind == ir::TypeKind::Ptr) {
      c = {"0"};
    } else if (type.kind == ir::TypeKind::Int) {
      unsigned bits = name == "bool" ? 1 : type.bits;
      uint64_t max = sem::maskOf(bits);
      bool isSigned = signedName(name);
      auto text = [&](uint64_t v) {
        return isSigned ? fmt::format("{}", sem::sext(v & max, bits)) : fmt::format("{}", v & max);
      };
      c.insert(c.end(), {"0", "1", text(max), text(1ull << (bits - 1)), text(max >> 1)});
      for (uint64_t k : constants_) c.insert(c.end(), {text(k - 1), text(k), text(k + 1)});
    } else {
      c.insert(c.end(), {"0", "1", "-1"});
    }
    std::vector<std::string> unique;
    for (const std::string& v : c)
      if (std::find(unique.begin(), unique.end(), v) == unique.end()) unique.push_back(v);
    return unique;
  }
};

}  // namespace

std::vector<HeaderReturn> headerReturns(const ir::Program& prog, const Options& opts, const InInputs& inInputs) {
  Options o = opts;
  o.isolated = true;
  ReturnWatch watch(o, prog, inInputs);
  o.observer = &watch;
  run(prog, o, watch);
  return std::move(watch.returns);
}

Completion completeChoices(const ir::Program& prog, const Options& base, const InInputs& inInputs,
                           const PartialChoices& given, const std::function<bool(const Outcome&)>& wanted,
                           size_t maxRuns) {
  Options opts = base;
  opts.isolated = true;
  opts.inputs.clear();
  // A non-empty list makes the run ask about address reuse (Guided answers).
  opts.decisions.addressReuse = {false};
  Completion done;
  // Depth first over the holes' candidates: the last hole met moves on
  // first; a hole whose candidates are used up moves the one before it.
  std::vector<size_t> picks;
  // The constants the program compares with, as the explicit engine samples them.
  std::vector<uint64_t> constants = ir::comparedBits(prog, 64);
  while (done.runs < maxRuns) {
    Guided env(opts, inInputs, given, picks, constants);
    opts.observer = &env;
    Outcome out = run(prog, opts, env);
    if (done.runs++ == 0 || wanted(out)) {
      done.inputs = env.consumed();
      done.addressReuse = env.reused;
    }
    if (wanted(out)) {
      done.found = true;
      return done;
    }
    picks.resize(env.holes.size(), 0);
    size_t i = picks.size();
    while (i > 0 && picks[i - 1] + 1 >= env.holes[i - 1]) --i;
    if (i == 0) return done;
    ++picks[i - 1];
    picks.resize(i);
  }
  return done;
}

}  // namespace ferret::interp
