// No interleaving lost: small multi-threaded programs, generated from a
// seed, are explored by `ferret verify`'s engine with its reductions
// (switching only at visible operations, threads not started run first,
// atomic sections as one step, sleep sets), without sleep sets, and
// breadth-first, and by a plain exhaustive interleaving written here from
// the C semantics alone: every statement a step, no reduction.  The sets of
// assertions that can fail must be the same.
//
// The programs: globals g0..g3 and one pthread mutex; threads of a few
// statements, each touching at most one global (so statement steps are as
// fine as instruction steps), some looping for ever; atomic sections
// (__VERIFIER_atomic_* functions and begin/end) that assume, store and
// assert on globals; assumptions on globals and locals; nondet branches;
// main creating threads (one start function twice, as a creation loop does),
// joining some and asserting.  FERRET_INTERLEAVINGS=N runs N programs
// instead of the default.
#include <gtest/gtest.h>

#include <unistd.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <tuple>

#include "engines/explore/explorer.hpp"
#include "frontend/frontend.hpp"

using namespace ferret;

namespace {

// ---------------------------------------------------------------- programs

constexpr int kGlobals = 4, kLocals = 2, kMaxThreads = 4;

// One step of a section: on globals only.
struct SectionOp {
  enum Kind { Assume, Store, Inc, Copy, Assert } kind;
  int g, h, c;  // Assume: g == c; Store: g = c; Inc: g = (g + 1) & 3; Copy: g = h; Assert: g == h
  int id = -1;  // Assert
  SectionOp(Kind kind, int g, int h, int c) : kind(kind), g(g), h(h), c(c) {}
};

struct Stmt {
  enum Kind {
    Load,       // r = g
    Store,      // g = c
    StoreInc,   // g = (r + 1) & 3
    Assert,     // assert(r == c)
    AssumeL,    // assume(r == c)
    AssumeG,    // assume(g == c): one load
    Nondet,     // r = nondet_bool()
    Section,    // atomic { ops }
    Lock,       // lock; body; unlock
    IfEq,       // if (r == c) { body }
    Forever,    // while (1) { body }
    Create,     // main: thread k runs function c
    Join,       // main: join thread k
  } kind;
  int r, g, c, k;
  int id = -1;            // Assert
  bool viaBeginEnd = false;  // Section: __VERIFIER_atomic_begin/end, else a function
  std::vector<SectionOp> ops;
  std::vector<Stmt> body;
  Stmt(Kind kind, int r = 0, int g = 0, int c = 0, int k = 0) : kind(kind), r(r), g(g), c(c), k(k) {}
};

struct Program {
  std::vector<std::vector<Stmt>> functions;  // thread start functions
  std::vector<Stmt> main;
  int asserts = 0;
};

class Generator {
 public:
  explicit Generator(uint32_t seed) : rng_(seed) {}

  Program make() {
    Program p;
    int functions = pick(1, 3);
    for (int f = 0; f < functions; ++f) p.functions.push_back(body(p, pick(1, 4), true));
    // Every function is started once; one of them, sometimes, twice.
    int k = 0;
    for (int f = 0; f < functions; ++f) {
      p.main.push_back(Stmt{Stmt::Create, 0, 0, f, k++});
      if (chance(15)) plain(p, p.main);
    }
    if (k < kMaxThreads && chance(40)) p.main.push_back(Stmt{Stmt::Create, 0, 0, pick(0, functions - 1), k++});
    for (int t = 0; t < k; ++t)
      if (chance(40)) p.main.push_back(Stmt{Stmt::Join, 0, 0, 0, t});
    if (chance(70)) {
      int r = pick(0, kLocals - 1);
      p.main.push_back(Stmt{Stmt::Load, r, pick(0, kGlobals - 1)});
      p.main.push_back(assertion(p, r));
    }
    return p;
  }

 private:
  std::mt19937 rng_;
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool chance(int percent) { return pick(0, 99) < percent; }

  Stmt assertion(Program& p, int r) {
    Stmt s{Stmt::Assert, r, 0, pick(0, 2)};
    s.id = p.asserts++;
    return s;
  }

  Stmt section(Program& p) {
    Stmt s{Stmt::Section};
    s.viaBeginEnd = chance(30);
    if (chance(40)) {
      // The lock of SV-COMP's pthread tasks, on g3: acquire or release.
      bool acquire = chance(50);
      s.ops.push_back(SectionOp{SectionOp::Assume, 3, 0, acquire ? 0 : 1});
      s.ops.push_back(SectionOp{SectionOp::Store, 3, 0, acquire ? 1 : 0});
      return s;
    }
    int n = pick(1, 3);
    for (int i = 0; i < n; ++i) {
      SectionOp o{static_cast<SectionOp::Kind>(pick(0, 4)), pick(0, kGlobals - 1), pick(0, kGlobals - 1), pick(0, 2)};
      if (o.kind == SectionOp::Assert) o.id = p.asserts++;
      s.ops.push_back(o);
    }
    return s;
  }

  // Appends a statement touching at most one global, a section, a nondet
  // branch or a locked statement.
  void plain(Program& p, std::vector<Stmt>& out, int depth = 0) {
    int r = pick(0, kLocals - 1), g = pick(0, kGlobals - 1);
    int roll = pick(0, depth ? 82 : 99);
    if (roll < 28) return out.push_back(Stmt{Stmt::Load, r, g});
    if (roll < 45) return out.push_back(Stmt{Stmt::Store, 0, g, pick(0, 2)});
    if (roll < 55) return out.push_back(Stmt{Stmt::StoreInc, r, g});
    if (roll < 67) return out.push_back(assertion(p, r));
    if (roll < 72) return out.push_back(Stmt{Stmt::AssumeG, 0, g, pick(0, 1)});
    if (roll < 75) return out.push_back(Stmt{Stmt::AssumeL, r, 0, 0});
    if (roll < 83) return out.push_back(section(p));
    if (roll < 93) {
      out.push_back(Stmt{Stmt::Nondet, r});
      Stmt branch{Stmt::IfEq, r, 0, 1};
      plain(p, branch.body, depth + 1);
      return out.push_back(branch);
    }
    Stmt lock{Stmt::Lock};
    plain(p, lock.body, depth + 1);
    out.push_back(lock);
  }

  std::vector<Stmt> body(Program& p, int n, bool mayLoop) {
    std::vector<Stmt> out;
    for (int i = 0; i < n; ++i) plain(p, out);
    if (mayLoop && chance(20)) {
      Stmt loop{Stmt::Forever};
      loop.body = body(p, pick(1, 3), false);
      out.push_back(loop);
    }
    return out;
  }
};

// ---------------------------------------------------------------- C

class Emitter {
 public:
  // The C text; line -> assertion id of each reach_error() call.
  std::string emit(const Program& p, std::map<uint32_t, int>& assertAt) {
    lines_.clear();
    sections_.clear();
    at_ = &assertAt;
    line("#include <pthread.h>");
    line("extern void reach_error(void);");
    line("extern void __VERIFIER_assume(int);");
    line("extern _Bool __VERIFIER_nondet_bool(void);");
    line("extern void __VERIFIER_atomic_begin(void);");
    line("extern void __VERIFIER_atomic_end(void);");
    line("int g0, g1, g2, g3;");
    line("pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;");
    // Sections as functions come first: collect them while writing the threads.
    std::vector<std::string> threads;
    for (size_t f = 0; f < p.functions.size(); ++f) {
      threads.push_back("void *f" + std::to_string(f) + "(void *arg) {");
      threads.push_back("  int r0 = 0, r1 = 0;");
      stmts(p.functions[f], threads, 1);
      threads.push_back("  return arg;");
      threads.push_back("}");
    }
    std::vector<std::string> main{"int main(void) {", "  pthread_t t[" + std::to_string(kMaxThreads) + "];",
                                  "  int r0 = 0, r1 = 0;"};
    stmts(p.main, main, 1);
    main.push_back("  return 0;");
    main.push_back("}");
    for (auto* part : {&sections_, &threads, &main})
      for (const std::string& l : *part) line(l);
    std::string out;
    for (const std::string& l : lines_) out += l + "\n";
    // reach_error() calls were marked with their id; number their lines now.
    for (size_t i = 0; i < lines_.size(); ++i) {
      size_t k = lines_[i].find("/*A");
      if (k != std::string::npos) (*at_)[static_cast<uint32_t>(i + 1)] = std::stoi(lines_[i].substr(k + 3));
    }
    return out;
  }

 private:
  std::vector<std::string> lines_, sections_;
  std::map<uint32_t, int>* at_ = nullptr;
  void line(const std::string& l) { lines_.push_back(l); }
  static std::string G(int g) { return "g" + std::to_string(g); }
  static std::string R(int r) { return "r" + std::to_string(r); }
  static std::string fail(int id) { return "reach_error(); /*A" + std::to_string(id) + "*/"; }

  void op(const SectionOp& o, std::vector<std::string>& out, const std::string& pad) {
    switch (o.kind) {
      case SectionOp::Assume: out.push_back(pad + "__VERIFIER_assume(" + G(o.g) + " == " + std::to_string(o.c) + ");"); break;
      case SectionOp::Store: out.push_back(pad + G(o.g) + " = " + std::to_string(o.c) + ";"); break;
      case SectionOp::Inc: out.push_back(pad + G(o.g) + " = (" + G(o.g) + " + 1) & 3;"); break;
      case SectionOp::Copy: out.push_back(pad + G(o.g) + " = " + G(o.h) + ";"); break;
      case SectionOp::Assert: out.push_back(pad + "if (" + G(o.g) + " != " + G(o.h) + ") " + fail(o.id)); break;
    }
  }

  void stmts(const std::vector<Stmt>& body, std::vector<std::string>& out, int depth) {
    std::string pad(2 * depth, ' ');
    for (const Stmt& s : body) {
      std::string c = std::to_string(s.c);
      switch (s.kind) {
        case Stmt::Load: out.push_back(pad + R(s.r) + " = " + G(s.g) + ";"); break;
        case Stmt::Store: out.push_back(pad + G(s.g) + " = " + c + ";"); break;
        case Stmt::StoreInc: out.push_back(pad + G(s.g) + " = (" + R(s.r) + " + 1) & 3;"); break;
        case Stmt::Assert: out.push_back(pad + "if (" + R(s.r) + " != " + c + ") " + fail(s.id)); break;
        case Stmt::AssumeL: out.push_back(pad + "__VERIFIER_assume(" + R(s.r) + " == " + c + ");"); break;
        case Stmt::AssumeG: out.push_back(pad + "__VERIFIER_assume(" + G(s.g) + " == " + c + ");"); break;
        case Stmt::Nondet: out.push_back(pad + R(s.r) + " = __VERIFIER_nondet_bool();"); break;
        case Stmt::Section:
          if (s.viaBeginEnd) {
            out.push_back(pad + "__VERIFIER_atomic_begin();");
            for (const SectionOp& o : s.ops) op(o, out, pad);
            out.push_back(pad + "__VERIFIER_atomic_end();");
          } else {
            std::string name = "__VERIFIER_atomic_s" + std::to_string(sections_.size());
            sections_.push_back("void " + name + "(void) {");
            for (const SectionOp& o : s.ops) op(o, sections_, "  ");
            sections_.push_back("}");
            out.push_back(pad + name + "();");
          }
          break;
        case Stmt::Lock:
          out.push_back(pad + "pthread_mutex_lock(&m);");
          stmts(s.body, out, depth);
          out.push_back(pad + "pthread_mutex_unlock(&m);");
          break;
        case Stmt::IfEq:
          out.push_back(pad + "if (" + R(s.r) + " == " + c + ") {");
          stmts(s.body, out, depth + 1);
          out.push_back(pad + "}");
          break;
        case Stmt::Forever:
          out.push_back(pad + "while (1) {");
          stmts(s.body, out, depth + 1);
          out.push_back(pad + "}");
          break;
        case Stmt::Create:
          out.push_back(pad + "pthread_create(&t[" + std::to_string(s.k) + "], 0, f" + c + ", 0);");
          break;
        case Stmt::Join: out.push_back(pad + "pthread_join(t[" + std::to_string(s.k) + "], 0);"); break;
      }
    }
  }
};

// ---------------------------------------------------------------- reference

// Every interleaving of the statements, each one step; a state seen before
// is not explored again (exact states: no reduction).  Assumptions (and
// sections whose assumption fails) are steps not enabled in the states that
// falsify them: for which assertions can fail that is the same as ending
// the run there, as the runs in which the thread waits are runs too.
class Reference {
 public:
  explicit Reference(const Program& p) {
    for (const std::vector<Stmt>& f : p.functions) code_.push_back(flatten(f));
    code_.push_back(flatten(p.main));
    mainCode_ = static_cast<int>(code_.size() - 1);
  }

  std::set<int> failing() {
    State s;
    s.threads.push_back(Thread{mainCode_, 0, {0, 0}, true, false});
    explore(s);
    return failed_;
  }

 private:
  struct Ins {
    const Stmt* s;
    enum Kind { Step, JumpIfNe, Jump, Unlock, Ret } kind;
    int target = 0;
  };
  struct Thread {
    int code, pc;
    std::array<int, kLocals> r;
    bool created, done;
    auto operator<=>(const Thread&) const = default;
  };
  struct State {
    std::array<int, kGlobals> g{};
    int owner = -1;
    std::vector<Thread> threads;
    auto operator<=>(const State&) const = default;
  };
  std::vector<std::vector<Ins>> code_;
  int mainCode_ = 0;
  std::set<State> seen_;
  std::set<int> failed_;

  void flattenInto(const std::vector<Stmt>& body, std::vector<Ins>& out) {
    for (const Stmt& s : body) {
      if (s.kind == Stmt::IfEq) {
        size_t at = out.size();
        out.push_back(Ins{&s, Ins::JumpIfNe});
        flattenInto(s.body, out);
        out[at].target = static_cast<int>(out.size());
      } else if (s.kind == Stmt::Forever) {
        int head = static_cast<int>(out.size());
        flattenInto(s.body, out);
        out.push_back(Ins{&s, Ins::Jump, head});
      } else if (s.kind == Stmt::Lock) {
        out.push_back(Ins{&s, Ins::Step});
        flattenInto(s.body, out);
        out.push_back(Ins{&s, Ins::Unlock});
      } else {
        out.push_back(Ins{&s, Ins::Step});
      }
    }
  }
  std::vector<Ins> flatten(const std::vector<Stmt>& body) {
    std::vector<Ins> out;
    flattenInto(body, out);
    out.push_back(Ins{nullptr, Ins::Ret});
    return out;
  }

  // The successors of thread t's next step in s (none: not enabled, or an
  // assertion failed, or the process ended).
  void successors(const State& s, size_t t, std::vector<State>& next) {
    const Thread& th = s.threads[t];
    const Ins& in = code_[th.code][th.pc];
    State n = s;
    Thread& me = n.threads[t];
    ++me.pc;
    switch (in.kind) {
      case Ins::Ret:
        if (th.code == mainCode_) return;  // the process exits
        me.done = true;
        return next.push_back(n);
      case Ins::Jump: me.pc = in.target; return next.push_back(n);
      case Ins::JumpIfNe:
        if (me.r[in.s->r] != in.s->c) me.pc = in.target;
        return next.push_back(n);
      case Ins::Unlock: n.owner = -1; return next.push_back(n);
      case Ins::Step: break;
    }
    const Stmt& st = *in.s;
    switch (st.kind) {
      case Stmt::Load: me.r[st.r] = n.g[st.g]; break;
      case Stmt::Store: n.g[st.g] = st.c; break;
      case Stmt::StoreInc: n.g[st.g] = (me.r[st.r] + 1) & 3; break;
      case Stmt::Assert:
        if (me.r[st.r] != st.c) return void(failed_.insert(st.id));
        break;
      case Stmt::AssumeL:
        if (me.r[st.r] != st.c) return;
        break;
      case Stmt::AssumeG:
        if (n.g[st.g] != st.c) return;
        break;
      case Stmt::Nondet:
        me.r[st.r] = 0;
        next.push_back(n);
        me.r[st.r] = 1;
        break;
      case Stmt::Section:
        for (const SectionOp& o : st.ops) switch (o.kind) {
            case SectionOp::Assume:
              if (n.g[o.g] != o.c) return;
              break;
            case SectionOp::Store: n.g[o.g] = o.c; break;
            case SectionOp::Inc: n.g[o.g] = (n.g[o.g] + 1) & 3; break;
            case SectionOp::Copy: n.g[o.g] = n.g[o.h]; break;
            case SectionOp::Assert:
              if (n.g[o.g] != n.g[o.h]) return void(failed_.insert(o.id));
              break;
          }
        break;
      case Stmt::Lock:
        if (n.owner != -1) return;
        n.owner = static_cast<int>(t);
        break;
      case Stmt::Create:
        n.threads.push_back(Thread{st.c, 0, {0, 0}, true, false});
        break;
      case Stmt::Join: {
        size_t target = static_cast<size_t>(st.k) + 1;
        if (target >= n.threads.size() || !n.threads[target].done) return;
        break;
      }
      case Stmt::IfEq: case Stmt::Forever:
        break;
    }
    next.push_back(n);
  }

  void explore(const State& start) {
    std::vector<State> stack{start};
    while (!stack.empty()) {
      State s = std::move(stack.back());
      stack.pop_back();
      if (!seen_.insert(s).second) continue;
      for (size_t t = 0; t < s.threads.size(); ++t)
        if (!s.threads[t].done) successors(s, t, stack);
    }
  }
};

// ---------------------------------------------------------------- Ferret

struct Outcome {
  explore::Result::Verdict verdict;
  std::set<int> failing;
  std::string reason;
};

Outcome ferret(const ir::Program& prog, const std::map<uint32_t, int>& assertAt, bool por, explore::Order order) {
  explore::Options o;
  // SV-COMP's unreach-call alone.
  o.props.validDeref = o.props.validFree = o.props.validMemtrack = o.props.pthreads = false;
  o.props.unreachCall = true;
  o.allErrors = true;
  o.por = por;
  o.order = order;
  o.timeoutSeconds = 20;
  explore::Result r = explore::explore(prog, o);
  Outcome run{r.verdict, {}, r.reason};
  auto add = [&](const sem::Violation& v) {
    auto it = assertAt.find(prog.locs[v.loc].line);
    run.failing.insert(it == assertAt.end() ? -1 : it->second);
  };
  if (r.verdict == explore::Result::Verdict::False) add(r.violation);
  for (const auto& [v, trace] : r.more) add(v);
  return run;
}

std::string show(const std::set<int>& s) {
  std::string out = "{";
  for (int i : s) out += (out.size() > 1 ? "," : "") + std::to_string(i);
  return out + "}";
}

TEST(Interleavings, ReducedExplorationLosesNoError) {
  int count = 120;
  if (const char* n = std::getenv("FERRET_INTERLEAVINGS")) count = std::atoi(n);
  auto dir = std::filesystem::temp_directory_path() / ("ferret-interleavings-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  int withErrors = 0;
  for (int seed = 1; seed <= count; ++seed) {
    Program p = Generator(static_cast<uint32_t>(seed)).make();
    std::map<uint32_t, int> assertAt;
    std::string c = Emitter().emit(p, assertAt);
    auto file = dir / ("p" + std::to_string(seed) + ".c");
    std::ofstream(file) << c;
    frontend::Options fo;
    fo.files = {file.string()};
    std::unique_ptr<ir::Program> prog = frontend::load(fo);
    std::set<int> expected = Reference(p).failing();
    withErrors += !expected.empty();
    for (auto [por, order, what] : {std::tuple{true, explore::Order::DepthFirst, "sleep sets"},
                                    std::tuple{false, explore::Order::DepthFirst, "--no-por"},
                                    std::tuple{false, explore::Order::BreadthFirst, "breadth-first"}}) {
      Outcome r = ferret(*prog, assertAt, por, order);
      auto want = expected.empty() ? explore::Result::Verdict::True : explore::Result::Verdict::False;
      EXPECT_EQ(r.verdict, want) << what << ", program " << file.string() << " (" << r.reason << ")\n" << c;
      EXPECT_EQ(show(r.failing), show(expected)) << what << ", program " << file.string() << "\n" << c;
    }
    if (HasFailure()) return;  // the file stays for a look
    std::filesystem::remove(file);
  }
  // The generator must give both kinds of program.
  EXPECT_GT(withErrors, count / 5);
  EXPECT_LT(withErrors, count - count / 5);
}

}  // namespace
