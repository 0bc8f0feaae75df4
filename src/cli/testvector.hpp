// Reads a Test-Comp test case (<testcase><input>v</input>...</testcase>).
#pragma once

#include <string>
#include <vector>

namespace ferret::cli {

// The input values in order; throws std::runtime_error with a one-line
// message when the file is missing or malformed.
std::vector<std::string> readTestVector(const std::string& path);

}  // namespace ferret::cli
