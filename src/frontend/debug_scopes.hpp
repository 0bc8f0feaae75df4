// Internal to the front end: what debug info says about C loops and the
// variables in scope at them (correctness witnesses state invariants there).
#pragma once

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Instruction.h>

#include <optional>

namespace ferret::frontend {

// Whether variable v, declared at `decl`, is in scope at `at`: its scope
// encloses `at`'s and the declaration comes first.
bool inScope(const llvm::DILocalVariable& v, const llvm::DILocation& decl, const llvm::DILocation& at);

// How C reads an integer variable's bits (true: signed); none for other
// types (pointers, floating, enumerations, aggregates).
std::optional<bool> integerSignedness(const llvm::DIType* t);

// The loop whose back edge is the terminator `latch` (Clang marks it with
// llvm.loop, whose first location is the loop keyword's): the block control
// enters each time round and that location.
struct LoopStart {
  const llvm::BasicBlock* head;
  const llvm::DILocation* keyword;
};
std::optional<LoopStart> loopOf(const llvm::Instruction& latch);

}  // namespace ferret::frontend
