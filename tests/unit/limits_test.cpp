// The checks of option values and nondet inputs, and the watchdog's words.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <chrono>
#include <string>
#include <thread>

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
  EXPECT_EQ(engines::processLimit(0), 0);
  EXPECT_DOUBLE_EQ(engines::processLimit(20), 23);
}

double spinUntilStopped(double atMost) {
  double start = engines::processCpuSeconds();
  volatile uint64_t work = 0;
  while (engines::g_stop == engines::kRunning && engines::processCpuSeconds() - start < atMost)
    for (int i = 0; i < 100000; ++i) work = work + 1;
  return engines::processCpuSeconds();
}

// An engine that overran its share (its own CPU timer not polled, or a
// library call that does not return) is still stopped at the run's limit:
// the process's CPU time, not only the engines' timers, is watched.
TEST(Watchdog, ProcessCpuTimeIsALimit) {
  engines::g_stop = engines::kRunning;
  bool hardStopped = false;
  // The limit counts from the process's start: half a second from now.
  double limit = (engines::processCpuSeconds() + 0.5 - 1) / 1.1;
  if (limit <= 0) limit = 0.01;
  double at = 0;
  {
    engines::Watchdog dog(0, 0, limit, [&](const std::string&) { hardStopped = true; });
    at = spinUntilStopped(30);
    EXPECT_EQ(engines::g_stop, engines::kCpuTime);
    EXPECT_EQ(engines::stopReason(0), fmt::format("CPU time limit of {:.4g} s reached", limit));
    dog.disarm();
  }
  EXPECT_FALSE(hardStopped);
  EXPECT_GE(at, engines::processLimit(limit));
  EXPECT_LT(at, engines::processLimit(limit) + 1);
  engines::g_stop = engines::kRunning;
}

// The answer's evidence (replays of the counterexample) is written after
// the watchdog is disarmed: a limit crossed during the search must not cut
// those runs short (a witness then lacked the values of calls into headers).
TEST(Watchdog, DisarmedLowersTheFlag) {
  engines::g_stop = engines::kRunning;
  engines::Watchdog dog(0, 0.05, 0, [](const std::string&) {});
  while (engines::g_stop == engines::kRunning) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_EQ(engines::g_stop, engines::kWallClock);
  dog.disarm();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(engines::g_stop, engines::kRunning);
}

}  // namespace
