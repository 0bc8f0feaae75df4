// Unit tests' programs: C source written to a temporary file and loaded
// by the frontend as `ferret` loads it.
#pragma once

#include <memory>
#include <string>

#include "ir/program.hpp"

namespace ferret::test {

// `name` names the file (NAME.c in a directory of this process's own,
// removed once the program is loaded).
std::unique_ptr<ir::Program> compileC(const std::string& name, const std::string& code);

}  // namespace ferret::test
