// Loop invariants from the states a search saw at loop heads
// (engines/explore/invariants): ranges without the type's own bounds,
// constants, equalities, C constants that keep their value and type.
#include "engines/explore/invariants.hpp"

#include <gtest/gtest.h>

namespace {

using ferret::explore::LoopFacts;
using Held = LoopFacts::Held;

// main with one loop at 7:3 and the variables given, in scope there.
struct Program {
  ferret::ir::Program prog;
  Program(std::vector<ferret::ir::Var> vars) {
    prog.types.resize(1);
    for (unsigned bits : {8u, 32u, 64u}) {
      ferret::ir::Type t;
      t.kind = ferret::ir::TypeKind::Int;
      t.bits = bits;
      prog.types.push_back(t);
    }
    prog.files = {"<unknown>", "a.c"};
    prog.locs = {{0, 0, 0}, {1, 7, 3}};
    ferret::ir::Function f;
    f.name = "main";
    f.vars = std::move(vars);
    ferret::ir::Loop loop{0, 1, {}};
    for (uint32_t i = 0; i < f.vars.size(); ++i) loop.vars.push_back(i);
    f.loops.push_back(loop);
    prog.functions.push_back(f);
  }
};

// Types 1, 2, 3: 8, 32 and 64 bits.
ferret::ir::Var var(const char* name, ferret::ir::TypeId type, bool isSigned) {
  return ferret::ir::Var{name, 0, type, true, isSigned};
}

std::optional<Held> at(__int128 v) { return Held{v, v, static_cast<uint64_t>(v)}; }

TEST(LoopFacts, RangesConstantsAndEqualities) {
  Program p({var("i", 2, true), var("j", 2, true), var("k", 2, true), var("u", 2, false)});
  LoopFacts facts(p.prog);
  const auto& fn = p.prog.functions[0];
  for (int i = 0; i <= 10; ++i) facts.observe(fn, 0, {at(i), at(i), at(7), at(4294967295)});
  auto invs = facts.invariants();
  ASSERT_EQ(invs.size(), 1u);
  EXPECT_EQ(invs[0].loc, 1u);
  EXPECT_EQ(invs[0].function, "main");
  EXPECT_EQ(invs[0].expression, "i >= 0 && i <= 10 && j >= 0 && j <= 10 && k == 7 && u == 4294967295U && i == j");
}

TEST(LoopFacts, TypeBoundsAndUndefinedValuesSayNothing) {
  Program p({var("c", 1, false), var("x", 2, true), var("m", 3, true)});
  LoopFacts facts(p.prog);
  const auto& fn = p.prog.functions[0];
  __int128 min64 = -(static_cast<__int128>(1) << 63);
  facts.observe(fn, 0, {at(0), at(-2147483648LL), at(min64)});
  facts.observe(fn, 0, {at(255), std::nullopt, at(min64)});
  auto invs = facts.invariants();
  ASSERT_EQ(invs.size(), 1u);
  // c spans its type; x was once undefined; m's constant needs no type wider than long long.
  EXPECT_EQ(invs[0].expression, "m == (-9223372036854775807 - 1)");
}

TEST(LoopFacts, GivingUpWritesNothing) {
  Program p({var("i", 2, true)});
  LoopFacts facts(p.prog);
  facts.observe(p.prog.functions[0], 0, {at(1)});
  facts.giveUp("loop invariants of multi-threaded programs are not written");
  EXPECT_TRUE(facts.invariants().empty());
  EXPECT_EQ(facts.why(), "loop invariants of multi-threaded programs are not written");
  EXPECT_EQ(LoopFacts(p.prog).why(), "no loop was entered");
}

}  // namespace
