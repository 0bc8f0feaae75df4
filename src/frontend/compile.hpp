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

// The coverage probes instrument() inserted (cover.cpp), one edge each.
// Edges still name LLVM's files and functions; the lowering turns them
// into ir::CfaEdge.
struct RawEdge {
  ir::EdgeKind kind = ir::EdgeKind::Statement;
  const llvm::DIFile* file = nullptr;
  unsigned line = 0, col = 0;
  const llvm::Function* function = nullptr;
  uint32_t decision = 0;
  bool outcome = false;
  int64_t value = 0;
  std::string construct;
  uint8_t stmt = 0;
  bool blockEntry = false;
  std::string label;
  const llvm::Function* callee = nullptr;  // a defined function called directly
  std::vector<uint32_t> next;
};
struct Probes {
  std::vector<RawEdge> edges;
  std::vector<const llvm::Function*> addressTaken;
  bool unstructured = false;
};
Probes instrument(llvm::Module& mod);

// Lowers a linked module to the engines' program representation, with the
// coverage goals of `probes` when given.
std::unique_ptr<ir::Program> lower(llvm::Module& mod, const Options& opts, const CallEnds& ends, const Probes* probes = nullptr);

}  // namespace ferret::frontend
