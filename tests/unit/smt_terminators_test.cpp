// The terminator ghost of the SMT engine's integer Horn clauses
// (src/engines/smt/terminators.cpp) must name only offsets that hold a
// zero byte, whatever was written before: random straight-line programs
// of byte, wider, memset, memcpy, memmove and realloc writes (constant and
// nondet offsets and values) are encoded with contents tracked, and Z3
// must find no path on which a ghost names a byte that is not 0.  Lengths
// are constants: a memset or memcpy of a nondet length leaves the bytes it
// wrote as fresh unknowns in the encoding, which the ghost then constrains
// (a load at its offset is 0), so there the ghost holds for some value of
// the unknowns, the real run's, and not for all.
#include <gtest/gtest.h>

#include <random>

#include "compile_c.hpp"
#include "engines/smt/terminators_check.hpp"

using namespace ferret;

namespace {

// One write into a, b (8-byte heap blocks), c (calloc'd) or g (a global
// string); `wide` adds stores of shorts, which make the node bytes.
std::string randomWrite(std::mt19937& rng, bool wide) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  const char* objs[] = {"a", "b", "c", "g"};
  std::string p = objs[pick(4)], q = objs[pick(4)];
  auto at = [&](int below) {
    return pick(3) == 0 ? "(__VERIFIER_nondet_int() & " + std::to_string(below - 1) + ")" : std::to_string(pick(below));
  };
  auto byte = [&]() -> std::string {
    switch (pick(3)) {
      case 0: return "0";
      case 1: return std::to_string(1 + pick(255));
      default: return "__VERIFIER_nondet_char()";
    }
  };
  switch (pick(wide ? 6 : 5)) {
    case 0: case 1: return p + "[" + at(8) + "] = " + byte() + ";";
    case 2: return "memset(" + p + " + " + at(4) + ", " + byte() + ", " + std::to_string(pick(5)) + ");";
    case 3:
      return std::string(pick(2) ? "memcpy" : "memmove") + "(" + p + " + " + at(4) + ", " + q + " + " + at(4) + ", " +
             std::to_string(pick(5)) + ");";
    case 4: return "if ((a = realloc(a, " + std::to_string(pick(2) ? 8 : 4 + pick(4)) + ")) == 0) return 0;";
    default: return "*(short *)(" + p + " + " + std::to_string(2 * pick(4)) + ") = " + (pick(2) ? "0" : "0x0101") + ";";
  }
}

std::string randomProgram(std::mt19937& rng, bool wide) {
  std::string code =
      "#include <stdlib.h>\n#include <string.h>\nextern int __VERIFIER_nondet_int(void);\n"
      "extern char __VERIFIER_nondet_char(void);\nchar g[8] = \"abc\";\n"
      "int main(void) {\n  char *a = malloc(8), *b = malloc(8), *c = calloc(8, 1);\n  if (!a || !b || !c) return 0;\n";
  for (int k = 0; k < 8; ++k) code += "  " + randomWrite(rng, wide) + "\n";
  return code + "  while (__VERIFIER_nondet_int()) {}\n  return a[0] + b[0] + c[0];\n}\n";
}

void checkRandom(smt::MemoryModel model, bool wide, uint32_t seed) {
  std::mt19937 rng(seed);
  for (int i = 0; i < 20; ++i) {
    std::string code = randomProgram(rng, wide);
    auto prog = test::compileC("random", code);
    ASSERT_TRUE(prog);
    std::optional<bool> lies = smt::terminatorGhostCanLie(*prog, model);
    ASSERT_TRUE(lies.has_value()) << code;
    EXPECT_FALSE(*lies) << code;
  }
}

}  // namespace

TEST(SmtTerminators, BytesWrittenSplitAlias) { checkRandom(smt::MemoryModel::SplitAlias, false, 1); }
TEST(SmtTerminators, WiderStoresMakeBytesRegions) { checkRandom(smt::MemoryModel::SplitAlias, true, 2); }
TEST(SmtTerminators, Monolithic) { checkRandom(smt::MemoryModel::Monolithic, true, 3); }
TEST(SmtTerminators, SplitType) { checkRandom(smt::MemoryModel::SplitType, true, 4); }

