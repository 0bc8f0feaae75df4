// The front end: C sources in, ir::Program out.  The only layer that sees
// LLVM or Clang; nothing here leaks their types.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "ir/program.hpp"

namespace ferret::frontend {

struct Options {
  std::vector<std::string> files;     // .c or .i, linked into one program
  std::vector<std::string> includes;  // -I
  std::vector<std::string> defines;   // -D NAME[=VALUE]
  std::string std;                    // -std=, empty = Clang's default
  bool ilp32 = false;                 // --32: i386 target
  // `ferret cover` and `testgen`: a probe on every edge of the control-flow
  // automaton criteria speak of (function entries and exits, lines,
  // decisions' outcomes, switch cases, calls), described in
  // Program::coverage.
  bool cover = false;
  // `ferret run`: temporaries share register words where their spans do
  // not meet (slots.hpp), so a call copies fewer.  The verifiers keep a
  // word per temporary: their analyses are flow-insensitive per word (the
  // explorer's input domains, the SMT engine's points-to sets and frames),
  // and a word holding several values would join them.
  bool shareWords = false;
};

// The input could not be turned into a program (compile error, missing file,
// construct the lowering does not know).  Clang's own diagnostics have already
// been printed when this is thrown for a compile error.
struct LoadError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::unique_ptr<ir::Program> load(const Options& opts);

}  // namespace ferret::frontend
