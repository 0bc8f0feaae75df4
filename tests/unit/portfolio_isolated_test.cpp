// The SMT engine's answer crosses from a child process (portfolio/
// isolated.hpp, codec.hpp): a library that calls exit() ends only the
// child, and what the child says does not reach the output.
#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "engines/portfolio/codec.hpp"
#include "engines/portfolio/isolated.hpp"

using namespace ferret;

TEST(Isolated, AnswerCrosses) {
  portfolio::ChildOutcome c = portfolio::runInChild([] { return std::string("answer\0bytes", 12); }, 0, 0);
  ASSERT_TRUE(c.bytes.has_value());
  EXPECT_EQ(*c.bytes, std::string("answer\0bytes", 12));
}

TEST(Isolated, ExitInTheChildIsAFailureNotTheEnd) {
  // What Z3 4.8.12 does on an internal error: print, then exit(114).
  portfolio::ChildOutcome c = portfolio::runInChild(
      [] {
        std::puts("UNEXPECTED CODE WAS REACHED.");
        std::fflush(stdout);
        std::exit(114);
        return std::string("never");
      },
      0, 0);
  EXPECT_FALSE(c.bytes.has_value());
  EXPECT_NE(c.failure.find("status 114"), std::string::npos);
  EXPECT_NE(c.failure.find("UNEXPECTED CODE WAS REACHED."), std::string::npos);
}

// Work that never looks at its CPU timer is ended by the kernel at the
// process limit of its share, and that is the reason given.
TEST(Isolated, ChildThatSpinsIsStoppedAtItsCpuLimit) {
  portfolio::ChildOutcome c = portfolio::runInChild(
      [] {
        volatile uint64_t work = 0;
        for (;;) work = work + 1;
        return std::string("never");
      },
      0, 0.1);
  EXPECT_FALSE(c.bytes.has_value());
  EXPECT_EQ(c.failure, "CPU time limit of 0.1 s reached");
  EXPECT_LT(c.cpuSeconds, 4);
}

// testgen asks one child for every goal: what the child built on an
// earlier request (the SMT engine's set-up) is there for the next; a
// crash ends that request only, and the next gets a new child.
TEST(Isolated, OneChildServesManyAndIsReplacedAfterACrash) {
  int calls = 0;  // counted in the child: the parent's copy stays 0
  portfolio::Child child(
      [&](const std::string& request) {
        if (request == "crash") std::raise(SIGSEGV);
        return request + std::to_string(++calls);
      },
      0);
  EXPECT_EQ(child.ask("a", 0).bytes, std::optional<std::string>("a1"));
  EXPECT_EQ(child.ask("b", 0).bytes, std::optional<std::string>("b2"));
  portfolio::ChildOutcome crashed = child.ask("crash", 0);
  EXPECT_FALSE(crashed.bytes.has_value());
  EXPECT_EQ(crashed.failure, "it was ended by signal 11");
  EXPECT_EQ(child.ask("c", 0).bytes, std::optional<std::string>("c1"));
  EXPECT_EQ(calls, 0);
}

// The CPU limit is the request's, counted from what the child had used.
TEST(Isolated, EachRequestHasItsOwnCpuLimit) {
  portfolio::Child child(
      [](const std::string& request) {
        volatile uint64_t work = 0;
        while (request == "spin" || work < 50000000) work = work + 1;
        return std::string("done");
      },
      0);
  portfolio::ChildOutcome first = child.ask("count", 0.1);
  ASSERT_TRUE(first.bytes.has_value()) << first.failure;
  EXPECT_GT(first.cpuSeconds, 0);
  portfolio::ChildOutcome spun = child.ask("spin", 0.1);
  EXPECT_FALSE(spun.bytes.has_value());
  EXPECT_EQ(spun.failure, "CPU time limit of 0.1 s reached");
  EXPECT_LT(spun.cpuSeconds, 4);
}

TEST(Isolated, ResultRoundTrip) {
  smt::Result r;
  r.outcome.verdict = explore::Result::Verdict::False;
  r.outcome.property = "valid-deref";
  r.outcome.violation.kind = sem::ErrorKind::NullDereference;
  r.outcome.violation.message = "null";
  r.outcome.violation.notes.push_back({"allocated here", 7});
  explore::Choice c{};
  c.loc = 3;
  c.function = "main";
  c.name = "int";
  c.value.v = 42;
  c.text = std::string("abc");
  c.input.name = "getenv";
  c.input.fd = 2;
  r.outcome.trace.push_back(c);
  r.outcome.undefined.push_back({r.outcome.violation, r.outcome.trace, false});
  r.outcome.incomplete = {"one", "two"};
  r.outcome.stats.states = 9;
  r.invariants.push_back({"main", 5, {"f"}, "i <= n", "i <= n"});
  r.stats.proof = "chc-int";
  r.stats.attempts = {"bmc 3 levels"};
  std::string bytes = portfolio::encode(r);
  auto back = portfolio::decode(bytes);
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->outcome.verdict, explore::Result::Verdict::False);
  EXPECT_EQ(back->outcome.property, "valid-deref");
  EXPECT_EQ(back->outcome.violation.notes.at(0).loc, 7u);
  ASSERT_EQ(back->outcome.trace.size(), 1u);
  EXPECT_EQ(back->outcome.trace[0].value.v, 42u);
  EXPECT_EQ(back->outcome.trace[0].text, std::optional<std::string>("abc"));
  EXPECT_EQ(back->outcome.trace[0].input.name, "getenv");
  EXPECT_EQ(back->outcome.trace[0].input.fd, 2);
  EXPECT_FALSE(back->outcome.undefined.at(0).replays);
  EXPECT_EQ(back->outcome.incomplete.size(), 2u);
  EXPECT_EQ(back->outcome.stats.states, 9u);
  EXPECT_EQ(back->invariants.at(0).callers.at(0), "f");
  EXPECT_EQ(back->stats.attempts.at(0), "bmc 3 levels");
  // Cut short, it is no answer.
  EXPECT_FALSE(portfolio::decode(bytes.substr(0, bytes.size() - 1)).has_value());
}
