// Compiling the user's program for a subcommand, with the one-line message
// a compile or lowering failure gets.
#pragma once

#include <memory>

#include "frontend/frontend.hpp"

namespace ferret::cli {

// The program, or null after printing `ferret: error: ...` on stderr (the
// caller exits 2).
std::unique_ptr<ir::Program> loadProgram(const frontend::Options& opts);

}  // namespace ferret::cli
