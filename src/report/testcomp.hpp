// Test-Comp test suites (test-format 1.1): metadata.xml and one testcase
// XML per test, the nondet values in order.  `ferret cover` reads them.
#pragma once

#include <string>
#include <vector>

namespace ferret::report {

// One <input> of a test: a nondet value, or (`variable` set) an input
// from the environment (report/environment.hpp's keys), whose text is
// escaped; `unset`: a variable getenv finds unset.
struct TestInput {
  std::string value;
  std::string variable = {};
  bool unset = false;
};

struct TestSuiteInfo {
  std::string programFile;    // hashed (SHA-256) for <programhash>
  std::string specification;  // the property the tests were made for
  bool ilp32 = false;
};

// Writes DIR/metadata.xml and DIR/testcase-N.xml (N from 1) for each list of
// inputs, creating DIR.  Throws std::runtime_error when it cannot.
void writeTestSuite(const std::string& dir, const TestSuiteInfo& info,
                    const std::vector<std::vector<TestInput>>& tests);

}  // namespace ferret::report
