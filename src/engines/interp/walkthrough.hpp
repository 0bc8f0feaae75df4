// A run recorded for a person to step through (the HTML report): each
// source line it executes, in order, with the thread and call stack, the
// values its nondet calls and reads of the environment got, the threads'
// switches, and a picture of memory at each __VERIFIER_plot and at the
// error.  A long run keeps its first and last steps and every event
// between them, up to fixed counts, and the first 32 pictures.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engines/interp/interp.hpp"
#include "sem/heap_graph.hpp"

namespace ferret::interp {

struct Walkthrough {
  struct Step {
    // Line: control reached a new line. Input: a nondet call's value;
    // Read: what a read of the environment got; Switch: another thread
    // runs; Plot: a picture of memory was taken; Omitted: `item` steps
    // were left out here.
    enum class Kind : uint8_t { Line, Input, Read, Switch, Plot, Omitted } kind = Kind::Line;
    uint32_t thread = 0;
    ir::LocId loc = 0;
    uint32_t stack = 0;  // index into stacks
    uint64_t item = 0;   // Input: into inputs; Read: into reads; Plot: into graphs; Omitted: how many
  };
  // A frame of a call stack: the function and where it was called from
  // (0 for main and a thread's start function).
  struct Frame {
    uint32_t function = 0;
    ir::LocId callLoc = 0;
  };
  struct Input {
    std::string name;   // __VERIFIER_nondet_<name>
    std::string value;  // as C writes it
  };
  std::vector<Step> steps;
  std::vector<std::vector<Frame>> stacks;  // innermost frame first
  std::vector<Input> inputs;
  std::vector<std::pair<sem::InputRequest, sem::InputValue>> reads;
  std::vector<std::pair<std::string, sem::HeapGraph>> graphs;  // the plot's name ("error" at the error)
  Outcome outcome;
};

// Runs the program as interp::run does (opts.observer must be unset) and
// records the walk.
Walkthrough walk(const ir::Program& prog, const Options& opts);

}  // namespace ferret::interp
