// `ferret testgen` output: progress (a line per test kept and per goal the
// engines decided) and the final table of goals.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "engines/testgen/testgen.hpp"
#include "fql/compile.hpp"

namespace ferret::report {

void printTestgenEvent(std::ostream& os, const std::vector<fql::Goal>& goals, const testgen::Result& r,
                       const testgen::Event& e);

// The test file a covered goal is covered by in the written (reduced)
// suite: testcase-N.xml.
std::string testcaseName(size_t n);

// Per goal its status, the written test covering it, how and in what time;
// then the totals.
void printTestgenTable(std::ostream& os, const std::vector<fql::Goal>& goals, const testgen::Result& r,
                       const std::string& dir);

}  // namespace ferret::report
