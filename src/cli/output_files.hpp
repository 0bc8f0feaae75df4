// The files `verify` is asked to write (--witness, --trace,
// --test-vector-out): checked before the verification, so a long run does
// not end with its evidence lost, and written with every failure reported.
#pragma once

#include <string>

namespace ferret::cli {

// Why `path` (a file, or with `directory` a directory to create or fill)
// cannot be written; empty when it can.
std::string unwritable(const std::string& path, bool directory);

// Writes `text` to `path`; throws std::runtime_error with the reason.
void writeText(const std::string& path, const std::string& text);

}  // namespace ferret::cli
