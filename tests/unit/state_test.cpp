// The state store: delta saving restores memory byte for byte, canonical
// serialisation ignores placement and allocation order but nothing else, and
// the visited set behaves as its mode promises.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "frontend/frontend.hpp"
#include "memory/memory.hpp"
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
      for (mem::ObjId p : o.ptrs) s += std::to_string(p) + ",";
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
  int readChar() override { return -1; }
  int peekChar() override { return -1; }
  void write(int, std::string_view) override {}
};

std::unique_ptr<ir::Program> compile(const std::string& code) {
  auto dir = std::filesystem::temp_directory_path() / ("ferret-state-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto file = dir / "prog.c";
  std::ofstream(file) << code;
  frontend::Options o;
  o.files = {file.string()};
  return frontend::load(o);
}

// Runs to the first nondet call not in `values` and returns the canonical state.
std::string stateAfter(const ir::Program& prog, std::vector<uint64_t> values) {
  Scripted env;
  env.values = std::move(values);
  sem::Executor ex(prog, env, sem::Limits{});
  ex.start({"prog"});
  try {
    ex.run();
  } catch (const sem::ChoiceNeeded&) {
  }
  std::string s;
  ex.serialize(s);
  return s;
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
  auto prog = compile(kTwoOrders);
  EXPECT_EQ(stateAfter(*prog, {1, 5}), stateAfter(*prog, {0, 5}));
}

TEST(CanonicalState, DifferentContentsDiffer) {
  auto prog = compile(kTwoOrders);
  EXPECT_NE(stateAfter(*prog, {1, 5}), stateAfter(*prog, {1, 6}));
}

TEST(Visited, ExactModeStoresEveryStateOnce) {
  state::VisitedSet v(state::Mode::Exact);
  EXPECT_TRUE(v.insert("abc"));
  EXPECT_FALSE(v.insert("abc"));
  EXPECT_TRUE(v.insert("abd"));
  EXPECT_EQ(v.size(), 2u);
  EXPECT_FALSE(v.lossy());
}

TEST(Visited, CompactAndBitstateAreLossyButWork) {
  for (auto mode : {state::Mode::Compact, state::Mode::Bitstate}) {
    state::VisitedSet v(mode, 1 << 16);
    EXPECT_TRUE(v.lossy());
    EXPECT_TRUE(v.insert("state one"));
    EXPECT_FALSE(v.insert("state one"));
    EXPECT_TRUE(v.insert("state two"));
  }
}
