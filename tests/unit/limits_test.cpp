// The checks of option values and nondet inputs, and the watchdog's words.
#include <gtest/gtest.h>

#include <string>

#include "cli/validators.hpp"
#include "engines/interp/inputs.hpp"
#include "engines/limits/stop.hpp"
#include "engines/limits/watchdog.hpp"

namespace {

using namespace ferret;

bool accepts(const CLI::Validator& v, std::string s) { return v(s).empty(); }

TEST(Validators, WholeNumbersAreDigitsInRange) {
  CLI::Validator any = cli::wholeNumber();
  EXPECT_TRUE(accepts(any, "0"));
  EXPECT_TRUE(accepts(any, "18446744073709551615"));
  EXPECT_FALSE(accepts(any, "18446744073709551616"));
  EXPECT_FALSE(accepts(any, "-1"));
  EXPECT_FALSE(accepts(any, "1e3"));
  EXPECT_FALSE(accepts(any, "12abc"));
  EXPECT_FALSE(accepts(any, ""));
  EXPECT_FALSE(accepts(cli::wholeNumber(1), "0"));
  EXPECT_FALSE(accepts(cli::wholeNumberOf<int>(), "2147483648"));
  EXPECT_TRUE(accepts(cli::wholeNumberOf<int>(), "2147483647"));
}

TEST(Validators, SecondsAreFiniteAndNotNegative) {
  for (const char* ok : {"0", "0.5", "60", "1e3"}) EXPECT_TRUE(accepts(cli::kSeconds, ok)) << ok;
  for (const char* bad : {"-1", "inf", "nan", "1e999", "5s", ""}) EXPECT_FALSE(accepts(cli::kSeconds, bad)) << bad;
}

TEST(Inputs, CNumbersOnly) {
  for (const char* ok : {"0", "-5", "+5", "0x1f", "017", "7u", "7UL", "1.5", "-1e3", "2.5f", "inf", "nan"})
    EXPECT_TRUE(interp::isInputValue(ok)) << ok;
  for (const char* bad : {"", "abc", "12abc", " 5", "0x", "1..2", "7uu7", "'a'"})
    EXPECT_FALSE(interp::isInputValue(bad)) << bad;
}

TEST(Stop, ReasonsNameTheLimit) {
  engines::g_stop = engines::kRunning;
  EXPECT_EQ(engines::stopReason(5), "");
  engines::g_stop = engines::kCpuTime;
  EXPECT_EQ(engines::stopReason(5), "CPU time limit of 5 s reached");
  engines::g_stop = engines::kRunning;
  EXPECT_GT(engines::physicalMemoryMB(), 0u);
  EXPECT_GT(engines::residentMB(), 0u);
  EXPECT_EQ(engines::wallClockLimit(0), 0);
  EXPECT_DOUBLE_EQ(engines::wallClockLimit(20), 23);
}

}  // namespace
