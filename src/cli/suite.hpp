// Reads a Test-Comp test suite: a directory or a .zip holding metadata.xml
// and one XML file per test case.
#pragma once

#include <string>
#include <vector>

#include "engines/cover/cover.hpp"

namespace ferret::cli {

struct Suite {
  std::vector<cover::Test> tests;      // in natural order of their file names
  std::vector<std::string> problems;   // one line each: a file skipped, metadata missing
  std::string architecture;            // metadata's 32bit / 64bit, empty if unknown
};

// Throws std::runtime_error when `path` is neither a directory nor a zip
// archive that can be opened; a bad member only adds a problem.
Suite readSuite(const std::string& path);

}  // namespace ferret::cli
