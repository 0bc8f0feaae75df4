#include "engines/smt/schedule_plan.hpp"

#include <algorithm>
#include <tuple>

#include "engines/interp/inputs.hpp"
#include "engines/smt/threads.hpp"

namespace ferret::smt {

namespace {

constexpr uint32_t kNone = UINT32_MAX;

class PlanEnvironment : public interp::RunEnvironment, public sem::Observer {
 public:
  PlanEnvironment(const interp::Options& opts, const ir::Program& prog, const ContextPlan& plan)
      : RunEnvironment(opts), prog_(prog), plan_(plan) {}

  PlannedRun run;

  std::optional<sem::Word> nondet(std::string_view, const ir::Type& type) override {
    uint32_t slot = slotOf(executor_->currentThread());
    uint64_t v = 0;
    if (slot != kNone) {
      size_t& k = taken_[slot];
      if (k < plan_.threads[slot].inputs.size()) v = plan_.threads[slot].inputs[k++];
    }
    unsigned bits = type.kind == ir::TypeKind::Int ? type.bits : 8 * static_cast<unsigned>(type.size);
    sem::Word w{v & sem::maskOf(bits), 0, mem::kNoObj};
    run.inputs.push_back(w);
    return w;
  }

  std::optional<uint32_t> schedule(const std::vector<uint32_t>& runnable, uint32_t current) override {
    grow(executor_->threadCount());
    observeWaits();
    auto can = [&](uint32_t t) { return std::find(runnable.begin(), runnable.end(), t) != runnable.end(); };
    uint32_t chosen = can(current) ? current : runnable.front();
    for (; next_ < plan_.contexts.size(); ++next_) {
      const ContextPlan::Context& c = plan_.contexts[next_];
      uint32_t id = idOf(c.slot);
      if (id != kNone && can(id) && executed(id) < c.until) {
        chosen = id;
        break;
      }
    }
    run.schedule.push_back(chosen);
    return chosen;
  }

  void atLoopHead(const sem::Frame&, uint32_t, const sem::Word*) override {}
  void returned(const sem::Frame&, size_t, const sem::Word*, uint32_t) override {}
  bool wantsSteps() const override { return true; }

  // Counts each thread's switch points as the encoding does.  An
  // instruction the thread stopped before (to schedule) is stepped again
  // when it resumes; it is counted once.
  void step(const sem::Executor& ex) override {
    uint32_t t = ex.currentThread();
    grow(ex.threadCount());
    observeWaits();
    // Threads created since the last step: by this thread's last create.
    for (; known_ < ex.threadCount(); ++known_) slots_[known_] = createdBy(slotOf(t), lastCreate_[t]);
    const sem::Frame& f = ex.frames().back();
    Pos pos{ex.frames().size(), f.fn->index, f.pc};
    if (pos == last_[t]) return;
    last_[t] = pos;
    const ir::Inst& in = f.fn->insts[f.pc - 1];
    if (!switchPoint(prog_, in, ex.frames().size())) return;
    if (in.op == ir::Op::CallExtern && prog_.functions[in.a].name == "pthread_create") lastCreate_[t] = count_[t];
    ++count_[t];
  }

 private:
  using Pos = std::tuple<size_t, uint32_t, uint32_t>;  // frames, function, pc past the instruction
  const ir::Program& prog_;
  const ContextPlan& plan_;
  size_t next_ = 0;
  uint32_t known_ = 1;
  std::vector<uint32_t> slots_{0};  // by thread id
  std::vector<uint64_t> count_{0}, lastCreate_{0};
  std::vector<Pos> last_{Pos{}};
  std::vector<bool> waiting_{false};  // by thread id: in a condition or barrier wait when last seen
  std::vector<size_t> taken_ = std::vector<size_t>(plan_.threads.size(), 0);

  void grow(uint32_t n) {
    if (slots_.size() >= n) return;
    slots_.resize(n, kNone);
    count_.resize(n, 0);
    lastCreate_.resize(n, 0);
    last_.resize(n, Pos{});
    waiting_.resize(n, false);
  }
  // A condition wait, and a barrier wait that is not the last to arrive,
  // are two switch points in the encoding (threads.cpp): the call, and the
  // wait inside it, which a thread has passed while it waits (the
  // executor's first half) and once it has left the wait.
  void observeWaits() {
    for (uint32_t t = 0; t < waiting_.size() && t < executor_->threadCount(); ++t) {
      bool w = executor_->thread(t).wait != sem::Thread::Wait::None;
      if (waiting_[t] && !w) ++count_[t];
      waiting_[t] = w;
    }
  }
  uint32_t slotOf(uint32_t id) const { return id < slots_.size() ? slots_[id] : kNone; }
  uint32_t idOf(uint32_t slot) const {
    for (uint32_t id = 0; id < slots_.size() && id < known_; ++id)
      if (slots_[id] == slot) return id;
    return kNone;
  }
  uint32_t createdBy(uint32_t creator, uint64_t at) const {
    for (uint32_t s = 1; s < plan_.threads.size(); ++s)
      if (plan_.threads[s].creator == creator && plan_.threads[s].createdAt == at) return s;
    return kNone;
  }
  // Switch points thread id has passed: one it stands before was counted
  // when it was stepped, but is not passed yet.
  uint64_t executed(uint32_t id) const {
    if (id >= count_.size()) return 0;
    const std::vector<sem::Frame>& fr = executor_->framesOf(id);
    if (fr.empty()) return count_[id];
    const sem::Frame& f = fr.back();
    bool pending = last_[id] == Pos{fr.size(), f.fn->index, f.pc + 1} && f.pc < f.fn->insts.size() &&
                   switchPoint(prog_, f.fn->insts[f.pc], fr.size());
    return count_[id] - (pending ? 1 : 0) + (waiting_[id] ? 1 : 0);
  }
};

}  // namespace

PlannedRun runPlan(const ir::Program& prog, const ContextPlan& plan, const explore::Options& eo) {
  interp::Options io;
  io.limits = eo.limits;
  io.limits.wakeWhenBlocked = !eo.props.pthreads;  // as the explorer has it
  io.limits.maxSteps = 10'000'000;
  io.argv = eo.argv;
  io.isolated = true;
  io.captureOutput = true;
  io.timeoutSeconds = 10;
  PlanEnvironment env(io, prog, plan);
  io.observer = &env;
  interp::Outcome o = interp::run(prog, io, env);
  env.run.violation = o.status == interp::Outcome::Status::Error;
  return std::move(env.run);
}

}  // namespace ferret::smt
