// Compiling the user's program for a subcommand, with the one-line message
// a compile or lowering failure gets.
#pragma once

#include <memory>
#include <string>

#include "frontend/frontend.hpp"

namespace ferret::cli {

// The program, or null after printing `ferret: error: ...` on stderr (the
// caller exits 2).
std::unique_ptr<ir::Program> loadProgram(const frontend::Options& opts);

// argv[0] of the program: the path a shell would have run it by, "./NAME"
// with NAME the stem of the first source file.
std::string programPath(const frontend::Options& opts);

}  // namespace ferret::cli
