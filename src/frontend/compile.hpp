// Internal to the front end: C files to one linked LLVM module.
#pragma once

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <memory>
#include <string>
#include <vector>

#include "frontend/call_ends.hpp"
#include "frontend/frontend.hpp"

namespace ferret::frontend {

std::unique_ptr<llvm::Module> compile(const Options& opts, llvm::LLVMContext& ctx, CallEnds& ends);

// The coverage probes instrument() inserted (cover.cpp).  Goals still name
// LLVM's files and functions; the lowering turns them into ir::Goal.
struct RawGoal {
  ir::GoalKind kind;
  const llvm::DIFile* file;
  unsigned line, col;
  const llvm::Function* function;
  uint32_t decision;
  bool outcome;
  int64_t value;
  std::string construct;
};
struct Probes {
  std::vector<RawGoal> goals;
  std::vector<std::vector<uint32_t>> probes;
};
Probes instrument(llvm::Module& mod, const std::vector<std::string>& goalFunctions);

// Lowers a linked module to the engines' program representation, with the
// coverage goals of `probes` when given.
std::unique_ptr<ir::Program> lower(llvm::Module& mod, bool ilp32, const CallEnds& ends, const Probes* probes = nullptr);

}  // namespace ferret::frontend
