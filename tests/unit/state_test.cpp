// The state store: delta saving restores memory byte for byte, canonical
// encoding ignores placement and allocation order but nothing else (and its
// incremental form agrees with encoding from scratch), and the visited set
// behaves as its mode promises.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <map>
#include <random>
#include <set>

#include "compile_c.hpp"
#include "memory/memory.hpp"
#include "sem/canon.hpp"
#include "sem/executor.hpp"
#include "state/visited.hpp"

using namespace ferret;

namespace {

std::string contents(const mem::Memory& m) {
  std::string s;
  for (mem::ObjId id = 1; id < m.count(); ++id) {
    const mem::Object& o = m.obj(id);
    s += std::to_string(static_cast<int>(o.status)) + ":" + std::to_string(o.size) + ":";
    if (o.status == mem::Status::Live) {
      s.append(reinterpret_cast<const char*>(o.data()), o.size);
      s.append(reinterpret_cast<const char*>(o.undef()), o.size);
      std::span<const mem::ObjId> ptrs = o.pointers();
      for (size_t k = 0; k < ptrs.size(); ++k)
        if (ptrs[k]) s += std::to_string(k) + "=" + std::to_string(ptrs[k]) + ",";
    }
    s += "|";
  }
  return s;
}

// Gives the listed values to the first nondet calls, then stops the run.
struct Scripted : sem::Environment {
  std::vector<uint64_t> values;
  size_t next = 0;
  std::optional<sem::Word> nondet(std::string_view, const ir::Type&) override {
    if (next == values.size()) return std::nullopt;
    return sem::Word{values[next++], 0, mem::kNoObj};
  }
  std::optional<bool> decide(sem::ChoiceKind) override {
    if (next == values.size()) return std::nullopt;
    return values[next++] != 0;
  }
  // An empty stdin, unset variables, clocks at 0.
  std::optional<sem::InputValue> input(const sem::InputRequest& r) override {
    return sem::InputValue{0, r.source == sem::InputSource::Stdin ? std::optional<std::string>("") : std::nullopt};
  }
  void write(int, std::string_view) override {}
};

std::vector<std::string> contents(const state::ComponentTable& t, const std::vector<uint32_t>& state) {
  std::vector<std::string> out;
  for (uint32_t c : state) out.emplace_back(t.at(c));
  return out;
}

// Runs to the first nondet call not in `values` and returns the canonical
// state's components.
std::vector<std::string> stateAfter(const ir::Program& prog, std::vector<uint64_t> values) {
  Scripted env;
  env.values = std::move(values);
  sem::Executor ex(prog, env, sem::Limits{});
  ex.start({"prog"});
  ex.run();
  EXPECT_TRUE(ex.takeChoice().has_value());
  state::ComponentTable table;
  sem::StateEncoder encoder(table);
  return contents(table, encoder.encode(ex));
}

const char* kTwoOrders = R"(
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *g1; long *g2;
int main(void) {
  int *a; long *b;
  if (__VERIFIER_nondet_int()) { a = malloc(sizeof *a); b = malloc(sizeof *b); }
  else { b = malloc(sizeof *b); a = malloc(sizeof *a); }
  *a = __VERIFIER_nondet_int();
  *b = 7;
  g1 = a; g2 = b;
  __VERIFIER_nondet_int();
  free(a); free(b);
  return 0;
}
)";

}  // namespace

TEST(DeltaSaving, BacktrackRestoresMemoryExactly) {
  mem::Memory m(8);
  mem::ObjId a = m.allocate(mem::Kind::Heap, 16, 8, false, 0);
  mem::ObjId b = m.allocate(mem::Kind::Heap, 8, 8, true, 0);
  m.setPointer(m.obj(a), 0, b);
  std::string before = contents(m);
  m.push();
  const uint8_t bytes[4] = {1, 2, 3, 4}, undef[4] = {};
  m.write(m.obj(a), 4, bytes, undef, 4);
  m.setPointer(m.obj(a), 8, a);
  mem::ObjId c = m.allocate(mem::Kind::Heap, 32, 8, false, 0);
  m.fill(m.obj(c), 0, 9, 32);
  m.kill(b, mem::Status::Freed, 0);
  EXPECT_NE(contents(m), before);
  m.backtrack();
  EXPECT_EQ(contents(m), before);
  EXPECT_EQ(m.count(), 3u);
  // The mark stays: a second try from it restores again.
  m.write(m.obj(b), 0, bytes, undef, 4);
  m.backtrack();
  EXPECT_EQ(contents(m), before);
  m.pop();
  EXPECT_EQ(m.savePoints(), 0u);
}

TEST(DeltaSaving, NestedMarksUndoInnermostFirst) {
  mem::Memory m(8);
  mem::ObjId a = m.allocate(mem::Kind::Heap, 4, 4, true, 0);
  const uint8_t one[1] = {1}, two[1] = {2}, undef[1] = {};
  m.push();
  m.write(m.obj(a), 0, one, undef, 1);
  std::string middle = contents(m);
  m.push();
  m.write(m.obj(a), 0, two, undef, 1);
  m.backtrack();
  EXPECT_EQ(contents(m), middle);
  m.pop();
  m.backtrack();
  EXPECT_EQ(m.obj(a).data()[0], 0);
}

TEST(CanonicalState, AllocationOrderDoesNotMatter) {
  auto prog = test::compileC("prog", kTwoOrders);
  EXPECT_EQ(stateAfter(*prog, {1, 5}), stateAfter(*prog, {0, 5}));
}

TEST(CanonicalState, DifferentContentsDiffer) {
  auto prog = test::compileC("prog", kTwoOrders);
  EXPECT_NE(stateAfter(*prog, {1, 5}), stateAfter(*prog, {1, 6}));
}

TEST(CanonicalState, UnreachableBlocksCountWithWhatTheyReach) {
  // A lost two-node list whose second node holds the input: the states of
  // two inputs differ (valid-memcleanup sees both blocks).
  auto prog = test::compileC("prog", R"(
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct n { int v; struct n *next; };
int main(void) {
  struct n *a = malloc(sizeof *a);
  a->next = malloc(sizeof *a);
  a->next->next = 0;
  a->next->v = __VERIFIER_nondet_int();
  a = 0;
  __VERIFIER_nondet_int();
  return 0;
}
)");
  EXPECT_NE(stateAfter(*prog, {1}), stateAfter(*prog, {2}));
  EXPECT_EQ(stateAfter(*prog, {1}), stateAfter(*prog, {1}));
}

// Pointers in objects name their targets relative to the holder, so a node
// pushed in front of a list renumbers the list without changing the
// components of the nodes behind it: from [7 6 5] to [8 7 6 5] only the
// summary, the frame and the two front nodes (8 new, 7 now pointing at its
// neighbour rather than past the register-held node) are new.
TEST(CanonicalState, PushingInFrontKeepsTheComponentsBehind) {
  auto prog = test::compileC("prog", R"(
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int value; struct node *next; };
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 5; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = __VERIFIER_nondet_int();
    n->next = head;
    head = n;
  }
  return head->value;
}
)");
  std::vector<std::string> three = stateAfter(*prog, {5, 6, 7}), four = stateAfter(*prog, {5, 6, 7, 8});
  std::multiset<std::string> before(three.begin(), three.end());
  size_t fresh = 0;
  for (const std::string& c : four) {
    auto it = before.find(c);
    if (it == before.end()) ++fresh;
    else before.erase(it);
  }
  EXPECT_EQ(four.size(), three.size() + 1);
  EXPECT_EQ(fresh, 4u);
}

TEST(DeltaSaving, VersionsFollowContents) {
  mem::Memory m(8);
  mem::ObjId a = m.allocate(mem::Kind::Heap, 8, 8, true, 0);
  const uint8_t one[1] = {1}, undef[1] = {};
  uint64_t v0 = m.obj(a).version;
  m.write(m.obj(a), 0, one, undef, 1);
  // No observation since the allocation: still the same unobserved version.
  EXPECT_EQ(m.obj(a).version, v0);
  m.seal();
  m.write(m.obj(a), 0, one, undef, 1);
  uint64_t v1 = m.obj(a).version;
  EXPECT_NE(v1, v0);
  m.push();
  EXPECT_EQ(m.obj(a).version, v1);
  m.write(m.obj(a), 1, one, undef, 1);
  EXPECT_NE(m.obj(a).version, v1);
  m.backtrack();
  // The restored contents are those of v1, and so is the version.
  EXPECT_EQ(m.obj(a).version, v1);
  m.write(m.obj(a), 2, one, undef, 1);
  EXPECT_NE(m.obj(a).version, v1);
}

// Explores a program depth-first as the explorer does (save points,
// backtracking) and checks at every choice point that the incremental
// encoder gives the components an encoder starting from scratch gives.
// Explores every choice of the program depth-first (nondet values 0..3,
// every runnable thread) and checks at each choice point that the
// incremental encoding equals a fresh one; returns how many it checked.
size_t checkIncrementalEncoding(const std::string& code) {
  auto prog = test::compileC("prog", code);
  struct Pending : Scripted {
    std::optional<sem::Word> value;
    std::optional<sem::Word> nondet(std::string_view, const ir::Type&) override {
      auto v = value;
      value.reset();
      return v;
    }
    std::optional<uint32_t> schedule(const std::vector<uint32_t>&, uint32_t) override {
      auto v = nondet({}, {});
      if (!v) return std::nullopt;
      return static_cast<uint32_t>(v->v);
    }
    std::optional<bool> decide(sem::ChoiceKind) override {
      auto v = nondet({}, {});
      if (!v) return std::nullopt;
      return v->v != 0;
    }
  } env;
  sem::Executor ex(*prog, env, sem::Limits{});
  state::ComponentTable table;
  sem::StateEncoder incremental(table);
  struct Level {
    sem::Executor::Snapshot snap;
    std::vector<uint64_t> values;
    size_t next = 1;
  };
  std::vector<Level> stack;
  std::set<std::vector<uint32_t>> seen;
  size_t checked = 0;
  ex.start({"prog"});
  for (;;) {
    bool ended = true;
    try {
      ex.run();
    } catch (const sem::ViolationError&) {
    } catch (const sem::ProgramExit&) {
    }
    if (std::optional<sem::ChoiceNeeded> c = ex.takeChoice()) {
      const std::vector<uint32_t>& state = incremental.encode(ex);
      sem::StateEncoder fresh(table);
      EXPECT_EQ(contents(table, state), contents(table, fresh.encode(ex)));
      ++checked;
      if (seen.insert(state).second) {
        ended = false;
        stack.emplace_back();
        ex.save(stack.back().snap);
        ex.memory().push();
        if (c->kind == sem::ChoiceKind::Schedule) stack.back().values.assign(c->threads.begin(), c->threads.end());
        else stack.back().values = {0, 1, 2, 3};
        env.value = sem::Word{stack.back().values[0], 0, mem::kNoObj};
      }
    }
    if (!ended) continue;
    while (!stack.empty() && stack.back().next == stack.back().values.size()) {
      ex.memory().pop();
      stack.pop_back();
    }
    if (stack.empty()) break;
    ex.memory().backtrack();
    ex.restore(stack.back().snap);
    env.value = sem::Word{stack.back().values[stack.back().next++], 0, mem::kNoObj};
  }
  return checked;
}

TEST(CanonicalState, IncrementalEncodingAgreesWithFreshEncoding) {
  EXPECT_GT(checkIncrementalEncoding(R"(
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
struct node { int value; struct node *next; };
struct node *g;
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 6; i++) {
    unsigned char c = __VERIFIER_nondet_uchar() & 3;
    if (c == 0 && head) { struct node *n = head->next; free(head); head = n; continue; }
    struct node *n = malloc(sizeof *n);
    n->value = c;
    n->next = c == 1 ? head : 0;
    if (c == 2) g = n; else if (c == 3) { n->next = g; g = head; }
    head = n;
  }
  return 0;
}
)"), 100u);
}

// The same with threads: every thread's frames are roots, and a switch
// changes which frames the executor holds.
TEST(CanonicalState, IncrementalEncodingAgreesWithFreshEncodingAcrossThreads) {
  EXPECT_GT(checkIncrementalEncoding(R"(
#include <pthread.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
struct node { int value; struct node *next; };
struct node *g;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *work(void *arg) {
  int local = (int)(long)arg;
  for (int i = 0; i < 2; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = local + (__VERIFIER_nondet_uchar() & 1);
    pthread_mutex_lock(&m);
    n->next = g;
    g = n;
    pthread_mutex_unlock(&m);
  }
  return &g;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  while (g) { struct node *n = g->next; free(g); g = n; }
  return 0;
}
)"), 100u);
}

std::vector<uint32_t> intern(state::VisitedSet& v, const std::vector<std::string>& parts) {
  std::vector<uint32_t> ids;
  for (const auto& p : parts) ids.push_back(v.components().intern(p));
  return ids;
}

TEST(Visited, ExactModeStoresEveryStateOnce) {
  state::VisitedSet v(state::Mode::Exact);
  EXPECT_TRUE(v.insert(intern(v, {"abc"})).fresh);
  EXPECT_FALSE(v.insert(intern(v, {"abc"})).fresh);
  EXPECT_TRUE(v.insert(intern(v, {"abd"})).fresh);
  EXPECT_EQ(v.size(), 2u);
  EXPECT_FALSE(v.lossy());
}

TEST(Visited, ExactModeTellsStatesApartByOneComponent) {
  state::VisitedSet v(state::Mode::Exact);
  std::vector<std::string> s = {"globals", "frame main", "frame f", "obj 1", "obj 2", "obj 3", "obj 4"};
  EXPECT_TRUE(v.insert(intern(v, s)).fresh);
  uint64_t before = v.storedBytes();
  for (size_t i = 0; i < s.size(); ++i) {
    auto t = s;
    t[i] += "'";
    EXPECT_TRUE(v.insert(intern(v, t)).fresh) << i;
    EXPECT_FALSE(v.insert(intern(v, t)).fresh) << i;
  }
  EXPECT_FALSE(v.insert(intern(v, s)).fresh);
  // A prefix, and a state that is one subtree of a stored state, are new.
  EXPECT_TRUE(v.insert(intern(v, {"globals", "frame main"})).fresh);
  EXPECT_TRUE(v.insert(intern(v, {"globals", "frame main", "frame f", "obj 1"})).fresh);
  EXPECT_TRUE(v.insert(intern(v, {"globals"})).fresh);
  EXPECT_FALSE(v.insert(intern(v, {"globals"})).fresh);
  EXPECT_GE(v.storedBytes(), before);
}

// What the exact set must answer: whether a state is new, and for a stored
// one the id it got when it was new, an id no other state has.
struct Reference {
  std::map<std::vector<uint32_t>, uint64_t> ids;
  std::set<uint64_t> used;
  size_t size() const { return ids.size(); }
  void check(state::VisitedSet& v, const std::vector<uint32_t>& s) {
    state::Insertion r = v.insert(s);
    auto [it, fresh] = ids.try_emplace(s, r.id);
    ASSERT_EQ(r.fresh, fresh);
    if (fresh) ASSERT_TRUE(used.insert(r.id).second) << "a new state got a stored state's id";
    else ASSERT_EQ(r.id, it->second);
  }
};

TEST(Visited, ExactModeAgreesWithAReferenceSet) {
  std::mt19937 rng(42);
  state::VisitedSet v(state::Mode::Exact);
  Reference reference;
  for (int i = 0; i < 200000; ++i) {
    // Short vectors over few components, so that states repeat and share parts.
    std::vector<uint32_t> s(1 + rng() % 9);
    for (auto& c : s) c = v.components().intern(std::string(1 + rng() % 3, static_cast<char>('a' + rng() % 3)));
    ASSERT_NO_FATAL_FAILURE(reference.check(v, s)) << i;
  }
  EXPECT_EQ(v.size(), reference.size());
}

// As a depth-first search sees them: each state a few changes away from a
// recent one, long enough and numerous enough that the node table grows
// past the recent-node cache and into huge pages, with repeated components
// (so equal subtrees within one state) and states of varying lengths.
TEST(Visited, ExactModeAgreesWithAReferenceSetOnLargeStates) {
  std::mt19937 rng(7);
  state::VisitedSet v(state::Mode::Exact);
  Reference reference;
  std::vector<std::vector<uint32_t>> recent(8, std::vector<uint32_t>(1, 0));
  for (int i = 0; i < 60000; ++i) {
    std::vector<uint32_t> s = recent[rng() % recent.size()];
    for (unsigned k = rng() % 4; k > 0; --k) {
      uint32_t c = v.components().intern(std::to_string(rng() % 5));
      switch (rng() % 4) {
        case 0:
          s.insert(s.begin() + rng() % (s.size() + 1), c);
          break;
        case 1:
          if (s.size() > 1) s.erase(s.begin() + rng() % s.size());
          break;
        default:
          s[rng() % s.size()] = c;
      }
    }
    if (s.size() > 300) s.erase(s.begin() + 1 + rng() % 300, s.end());
    ASSERT_NO_FATAL_FAILURE(reference.check(v, s)) << i;
    recent[rng() % recent.size()] = std::move(s);
  }
  EXPECT_EQ(v.size(), reference.size());
  EXPECT_GT(v.storedBytes(), 4u << 20);
}

TEST(Visited, CompactAndBitstateAreLossyButWork) {
  for (auto mode : {state::Mode::Compact, state::Mode::Bitstate}) {
    state::VisitedSet v(mode, 1 << 16);
    EXPECT_TRUE(v.lossy());
    EXPECT_TRUE(v.insert(intern(v, {"state", "one"})).fresh);
    EXPECT_FALSE(v.insert(intern(v, {"state", "one"})).fresh);
    EXPECT_TRUE(v.insert(intern(v, {"state", "two"})).fresh);
  }
}
