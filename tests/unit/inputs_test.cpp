// The environment's inputs as the evidence spells them: texts escaped and
// read back byte for byte, witness constraints parsed back into the
// records they were written from, records gathered into what a replay feeds.
#include <gtest/gtest.h>

#include "report/environment.hpp"
#include "sem/inputs.hpp"

namespace {

using namespace ferret;

TEST(Inputs, EscapeRoundTripsEveryByte) {
  std::string all;
  for (int b = 0; b < 256; ++b) all.push_back(static_cast<char>(b));
  std::string escaped = sem::escapeBytes(all);
  for (char c : escaped) EXPECT_TRUE(c >= 0x20 && c < 0x7f);
  EXPECT_EQ(sem::unescapeBytes(escaped), all);
  // An octal escape followed by a digit stays three digits long.
  EXPECT_EQ(sem::escapeBytes(std::string("\0017", 2)), "\\0017");
  EXPECT_EQ(sem::unescapeBytes("\\0017"), std::string("\0017", 2));
  EXPECT_THROW(sem::unescapeBytes("ab\\"), std::invalid_argument);
  EXPECT_THROW(sem::unescapeBytes("\\q"), std::invalid_argument);
}

TEST(Inputs, TableNamesEachReader) {
  ASSERT_NE(sem::inputFunction("getchar"), nullptr);
  EXPECT_EQ(sem::inputFunction("getchar")->effect, sem::InputEffect::StdinChar);
  EXPECT_EQ(sem::inputFunction("rand")->hi, sem::kRandMax);
  EXPECT_EQ(sem::inputFunction("clock_gettime")->out, 1);
  EXPECT_EQ(sem::inputFunction("malloc"), nullptr);
}

TEST(Inputs, WitnessConstraintsParseBack) {
  std::vector<report::InputRecord> records = {
      {"stdin", std::string("a\"b\n\xff", 5)}, {"argc", std::nullopt, 3}, {"argv[1]", std::string("-v")},
      {"getenv(HOME)", std::nullopt},          {"clock", std::nullopt, -5}, {"random", std::nullopt, 2147483647}};
  for (const report::InputRecord& r : records) {
    std::optional<report::InputRecord> back = report::parseWitnessConstraint(report::witnessConstraint(r));
    ASSERT_TRUE(back) << report::witnessConstraint(r);
    EXPECT_EQ(back->key, r.key);
    EXPECT_EQ(back->text, r.text);
    EXPECT_EQ(back->number, r.number);
  }
  EXPECT_FALSE(report::parseWitnessConstraint("x == 1"));
}

TEST(Inputs, RecordsGatherIntoAReplay) {
  report::ReplayedEnvironment env;
  report::replay({"stdin", "ab"}, env);
  report::replay({"argc", std::nullopt, 3}, env);
  report::replay({"stdin", ""}, env);
  report::replay({"argv[2]", "x"}, env);
  report::replay({"getenv(DEBUG)", std::nullopt}, env);
  report::replay({"clock", std::nullopt, 7}, env);
  EXPECT_EQ(env.recorded.stdinBytes, "ab");
  ASSERT_TRUE(env.arguments);
  EXPECT_EQ(*env.arguments, (std::vector<std::string>{"", "x"}));
  ASSERT_EQ(env.recorded.variables.size(), 1u);
  EXPECT_FALSE(env.recorded.variables[0].second);
  EXPECT_EQ(env.recorded.clock, std::vector<int64_t>{7});
  EXPECT_THROW(report::replay({"argv[3]", "y"}, env), std::invalid_argument);
  EXPECT_THROW(report::replay({"nonsense"}, env), std::invalid_argument);
  EXPECT_EQ(report::replayCommand("f.c", "", env), "printf 'ab' | env -u DEBUG ferret run f.c --clock 7 -- '' 'x'");
}

}  // namespace
