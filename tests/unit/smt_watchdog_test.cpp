// The SMT engine's watchdog interrupts Z3 at a deadline.  Interrupting
// once was not enough: an interruption Z3 did not act on (one that came
// between two checks) was lost, the next check ran on past the deadline,
// and the engine's child met its kernel CPU limit ("the SMT engine failed:
// it was ended by signal 9" on spinning threads in bench/threads).
#include <gtest/gtest.h>
#include <z3++.h>

#include "engines/smt/watchdog.hpp"

namespace ferret {
namespace {

// A hard query: the factors of a product of two primes near 2^32.
z3::expr factoring(z3::context& c) {
  z3::expr x = c.bv_const("x", 64), y = c.bv_const("y", 64);
  z3::expr small = c.bv_val(uint64_t{1} << 32, 64), one = c.bv_val(1, 64);
  return x * y == c.bv_val(uint64_t{4294967291} * uint64_t{4294967279}, 64) && z3::ugt(x, one) && z3::ugt(y, one) &&
         z3::ult(x, small) && z3::ult(y, small);
}

TEST(SmtWatchdog, ACheckStartedAfterTheDeadlineIsInterruptedToo) {
  z3::context c;
  smt::Watchdog dog;
  smt::Watchdog::Guard guard(dog, c, 0.01);
  // Past the deadline, and past several of the watchdog's looks, with no
  // check running.
  for (double t0 = smt::cpuSeconds(); smt::cpuSeconds() < t0 + 0.2;) {
  }
  z3::solver s(c);
  s.add(factoring(c));
  double start = smt::cpuSeconds();
  z3::check_result r = z3::unknown;
  try {
    r = s.check();
  } catch (const z3::exception&) {
  }
  EXPECT_NE(r, z3::sat);
  EXPECT_LT(smt::cpuSeconds() - start, 1.0);
}

}  // namespace
}  // namespace ferret
