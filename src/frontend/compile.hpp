// Internal to the front end: C files to one linked LLVM module.
#pragma once

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <memory>

#include "frontend/frontend.hpp"

namespace ferret::frontend {

std::unique_ptr<llvm::Module> compile(const Options& opts, llvm::LLVMContext& ctx);

// Lowers a linked module to the engines' program representation.
std::unique_ptr<ir::Program> lower(llvm::Module& mod, bool ilp32);

}  // namespace ferret::frontend
