// The files `verify` is asked to write (--witness, --trace,
// --test-vector-out): checked before the verification, so a long run does
// not end with its evidence lost, and written with every failure reported.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace ferret::cli {

// Why `path` (a file, or with `directory` a directory to create or fill)
// cannot be written; empty when it can.
std::string unwritable(const std::string& path, bool directory);

// Writes `text` to `path`; throws std::runtime_error with the reason.
void writeText(const std::string& path, const std::string& text);

// Writes the text `make` gives to `path`, the file of `option`; false
// (after a one-line error on stderr) if that failed.
bool writeEvidence(const char* option, const std::string& path, const std::function<std::string()>& make);

// The first of `files` (option, path) that cannot be written, reported on
// stderr as one line; false when all can.
bool anyUnwritable(const std::vector<std::pair<const char*, std::string>>& files);

}  // namespace ferret::cli
