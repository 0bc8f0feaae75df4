// Cheap syntactic features of a program that order the portfolio's
// engines: which engine is likely to answer first.  Read from the IR in one
// pass, never from a file's name.
#pragma once

#include "ir/program.hpp"

namespace ferret::portfolio {

struct Features {
  bool threads = false;     // creates threads (only the explicit and shape engines model them)
  bool lists = false;       // allocates structs that hold pointers: linked data, the shape engine's domain
  bool nondetLoops = false; // loops, and integers from __VERIFIER_nondet_*: the SMT engine's domain
};

Features featuresOf(const ir::Program& prog);

}  // namespace ferret::portfolio
