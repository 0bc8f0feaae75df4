// The constants a program compares with, read at the width they are
// compared at: `c > -3` on a char is -3, not 253.
#include <gtest/gtest.h>

#include <algorithm>

#include "compile_c.hpp"
#include "ir/constants.hpp"

using namespace ferret;

TEST(ComparedConstants, AreReadSignedAtTheirWidth) {
  auto prog = test::compileC("k.c",
                       "extern signed char g(void);\n"
                       "extern long h(void);\n"
                       "int main(void) { signed char c = g(); long l = h();\n"
                       "  return (c > -3) + (l < 100000000000) + (c != 7); }\n");
  std::vector<int64_t> seen;
  for (const ir::ComparedConstant& c : ir::comparedConstants(*prog)) seen.push_back(c.asSigned());
  for (int64_t k : {int64_t{-3}, int64_t{100000000000}, int64_t{7}})
    EXPECT_NE(std::find(seen.begin(), seen.end(), k), seen.end()) << k;
}

TEST(ComparedConstants, BitsAreSortedUniqueAndLimited) {
  auto prog = test::compileC("b.c",
                       "extern int g(void);\n"
                       "int main(void) { int x = g(); return (x == 9) + (x == 2) + (x < 9) + (x > 5); }\n");
  EXPECT_EQ(ir::comparedBits(*prog, 64), (std::vector<uint64_t>{2, 5, 9}));
  EXPECT_EQ(ir::comparedBits(*prog, 2), (std::vector<uint64_t>{2, 5}));
}
