#include "engines/interp/walkthrough.hpp"

#include <absl/container/flat_hash_map.h>

#include <deque>

#include "engines/interp/inputs.hpp"

namespace ferret::interp {

namespace {

using Step = Walkthrough::Step;

// Steps kept of a long run: the first, the last, and the events between;
// pictures of memory (__VERIFIER_plot in a loop), the one at the error
// besides.
constexpr size_t kHead = 2000, kTail = 8000, kEvents = 20000, kPlots = 32;

class Recorder : public RunEnvironment, public sem::Observer {
 public:
  Recorder(const Options& opts, Walkthrough& w) : RunEnvironment(opts), w_(w) {}

  std::optional<sem::Word> nondet(std::string_view name, const ir::Type& type) override {
    size_t before = consumed().size();
    std::optional<sem::Word> v = RunEnvironment::nondet(name, type);
    w_.inputs.push_back({std::string(name), consumed().size() > before ? consumed().back() : "0"});
    event(Step::Kind::Input, w_.inputs.size() - 1);
    return v;
  }

  std::optional<sem::InputValue> input(const sem::InputRequest& request) override {
    std::optional<sem::InputValue> v = RunEnvironment::input(request);
    if (v) {
      w_.reads.emplace_back(request, *v);
      event(Step::Kind::Read, w_.reads.size() - 1);
    }
    return v;
  }

  bool wantsSteps() const override { return true; }

  void step(const sem::Executor& ex) override {
    const std::vector<sem::Frame>& frames = ex.frames();
    if (frames.empty()) return;
    uint32_t thread = ex.currentThread();
    if (thread != thread_) {
      thread_ = thread;
      line_ = 0;
      stackKey_.clear();
      add({Step::Kind::Switch, thread, ex.currentLoc(), stackOf(ex), 0});
    }
    ir::LocId loc = ex.currentLoc();
    const ir::Loc& l = ex.program().locs[loc];
    if (!loc || !l.line) return;
    uint32_t stack = stackOf(ex);
    if (stack == lineStack_ && l.line == line_ && l.file == file_) return;
    lineStack_ = stack;
    line_ = l.line;
    file_ = l.file;
    add({Step::Kind::Line, thread, loc, stack, 0});
  }

  void plotted(const sem::Executor& ex, const std::string& name) override {
    if (w_.graphs.size() < kPlots) graph(ex, name);
  }
  void failed(const sem::Executor& ex) override { graph(ex, "error"); }
  void atLoopHead(const sem::Frame&, uint32_t, const sem::Word*) override {}
  void returned(const sem::Frame&, size_t, const sem::Word*, uint32_t) override {}

  // The steps in order: the first, a note of how many were left out, the
  // events among those, the last.
  void finish() {
    std::vector<Step>& out = w_.steps;
    out = std::move(head_);
    if (omitted_) out.push_back({Step::Kind::Omitted, 0, 0, 0, omitted_});
    out.insert(out.end(), middle_.begin(), middle_.end());
    out.insert(out.end(), tail_.begin(), tail_.end());
  }

 private:
  // The call stack's index, recomputed only when the frames changed.
  uint32_t stackOf(const sem::Executor& ex) {
    const std::vector<sem::Frame>& frames = ex.frames();
    std::vector<uint64_t> key;
    key.reserve(frames.size());
    for (size_t i = frames.size(); i-- > 0;)
      key.push_back(uint64_t{frames[i].fn->index} << 32 | frames[i].callLoc);
    if (key == stackKey_) return stack_;
    stackKey_ = std::move(key);
    auto [it, fresh] = stacks_.try_emplace(stackKey_, static_cast<uint32_t>(w_.stacks.size()));
    if (fresh) {
      std::vector<Walkthrough::Frame>& s = w_.stacks.emplace_back();
      for (uint64_t k : stackKey_) s.push_back({static_cast<uint32_t>(k >> 32), static_cast<ir::LocId>(k)});
    }
    stack_ = it->second;
    return it->second;
  }

  // An event where the run stands now (before its first step: nowhere).
  void event(Step::Kind kind, uint64_t item) {
    Step s{kind, thread_, 0, stack_, item};
    if (executor_ && !executor_->frames().empty()) {
      s.thread = executor_->currentThread();
      s.loc = executor_->currentLoc();
      s.stack = stackOf(*executor_);
    }
    add(s);
  }

  void graph(const sem::Executor& ex, const std::string& name) {
    w_.graphs.emplace_back(name, sem::heapGraph(ex));
    event(Step::Kind::Plot, w_.graphs.size() - 1);
  }

  void add(const Step& s) {
    if (head_.size() < kHead) {
      head_.push_back(s);
      return;
    }
    tail_.push_back(s);
    if (tail_.size() <= kTail) return;
    const Step& old = tail_.front();
    if (old.kind != Step::Kind::Line && middle_.size() < kEvents) middle_.push_back(old);
    else ++omitted_;
    tail_.pop_front();
  }

  Walkthrough& w_;
  // The thread last seen, the stack last computed, and the line last
  // recorded with its stack.
  uint32_t thread_ = 0, stack_ = 0, lineStack_ = UINT32_MAX, line_ = 0, file_ = 0;
  std::vector<uint64_t> stackKey_;
  absl::flat_hash_map<std::vector<uint64_t>, uint32_t> stacks_;
  std::vector<Step> head_, middle_;
  std::deque<Step> tail_;
  uint64_t omitted_ = 0;
};

}  // namespace

Walkthrough walk(const ir::Program& prog, const Options& opts) {
  Walkthrough w;
  Options o = opts;
  Recorder rec(o, w);
  o.observer = &rec;
  w.outcome = run(prog, o, rec);
  rec.finish();
  return w;
}

}  // namespace ferret::interp
