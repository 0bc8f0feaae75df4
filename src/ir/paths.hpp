// Which of the program's files a location lies in, by name: witnesses may
// only name the task's input files, spelled as the user gave them.
#pragma once

#include <string>
#include <vector>

#include "ir/program.hpp"

namespace ferret::ir {

// Whether two spellings of a path name the same file (as written, or once
// made absolute and normal).
bool samePath(const std::string& a, const std::string& b);

// Whether `loc` lies in one of `files`.
bool inFiles(const Program& prog, LocId loc, const std::vector<std::string>& files);

// `file:line:column` (`file:line` without a column; "?" when unknown).
std::string placeText(const Program& prog, LocId loc);

}  // namespace ferret::ir
