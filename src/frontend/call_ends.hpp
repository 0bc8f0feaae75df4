// Internal to the front end: where each call's closing parenthesis is.
// Debug info gives a call's first character only; a witness waypoint of a
// call names its ')' (SV-COMP witness format 2.0), which tells apart two
// calls on one line.
#pragma once

#include <clang/AST/ASTConsumer.h>
#include <clang/Basic/SourceManager.h>

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>

namespace ferret::frontend {

// (file as an absolute path, line, column) where a call starts, as its
// debug location says, to (line, column) of its ')'.  In a macro
// expansion both ends are the expansion's: the invocation's ')' for a
// function-like macro.
using CallEnds = std::map<std::tuple<std::string, unsigned, unsigned>, std::pair<unsigned, unsigned>>;

// An AST consumer that records the calls' ends.
std::unique_ptr<clang::ASTConsumer> callEndsCollector(const clang::SourceManager& sm, CallEnds& ends);

// The key of a file name as debug info or the source manager gives it.
std::string absolutePath(const std::string& name);

}  // namespace ferret::frontend
