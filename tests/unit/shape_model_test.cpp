// Models of a symbolic path's inputs (engines/shape/model.hpp): each value
// within its interval, apart from what it is unequal to, and the same value
// for inputs the path found equal.
#include <gtest/gtest.h>

#include "engines/shape/model.hpp"

namespace ferret::shape {
namespace {

using smg::Cmp;

TEST(ShapeModel, ConstantsAndIntervals) {
  smg::Smg g;
  smg::ValueId c = g.constant(42), x = g.fresh();
  g.assumeCmp(x, Cmp::Ge, 5);
  g.assumeCmp(x, Cmp::Le, 10);
  std::pair<smg::ValueId, unsigned> in[] = {{c, 32}, {x, 32}};
  EXPECT_EQ(pickInputs(g, in, 0), (std::vector<uint64_t>{42, 5}));
  EXPECT_EQ(pickInputs(g, in, 1), (std::vector<uint64_t>{42, 5}));
  EXPECT_EQ(pickInputs(g, in, 2), (std::vector<uint64_t>{42, 10}));
}

TEST(ShapeModel, InequalitiesAreAvoided) {
  smg::Smg g;
  smg::ValueId x = g.fresh(), y = g.fresh();
  for (smg::ValueId v : {x, y}) {
    g.assumeCmp(v, Cmp::Ge, 0);
    g.assumeCmp(v, Cmp::Le, 3);
  }
  g.assumeNeq(x, g.constant(1));
  g.assumeNeq(x, g.constant(2));
  g.assumeNeq(x, y);
  std::pair<smg::ValueId, unsigned> in[] = {{x, 32}, {y, 32}};
  std::vector<uint64_t> m = pickInputs(g, in, 0);
  EXPECT_EQ(m[0], 0u);
  EXPECT_NE(m[1], m[0]);
  // x at its top: 3, and y must then differ from it.
  m = pickInputs(g, in, 2);
  EXPECT_EQ(m[0], 3u);
  EXPECT_NE(m[1], 3u);
}

TEST(ShapeModel, EqualInputsGetOneValueAndBitsAreMasked) {
  smg::Smg g;
  smg::ValueId x = g.fresh(), y = g.fresh();
  g.assumeCmp(x, Cmp::Ge, 7);
  g.assumeEq(x, y);
  // A 64-bit input held as -1 is all ones; an 8-bit one keeps 8 bits.
  smg::ValueId m1 = g.constant(-1);
  std::pair<smg::ValueId, unsigned> in[] = {{x, 32}, {y, 32}, {m1, 64}, {m1, 8}};
  EXPECT_EQ(pickInputs(g, in, 0), (std::vector<uint64_t>{7, 7, ~0ull, 0xff}));
}

}  // namespace
}  // namespace ferret::shape
