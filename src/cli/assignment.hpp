// Options that fix one named part of the environment: `--env NAME=VALUE`
// and `--file PATH=BYTES`, or the name alone for an unset variable and a
// file that does not exist.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "sem/inputs.hpp"

namespace ferret::cli {

// NAME=VALUE as (NAME, VALUE), NAME as (NAME, none); NAME up to the first
// '=' and never empty.
inline std::pair<std::string, std::optional<std::string>> splitAssignment(const std::string& v, const char* option) {
  size_t eq = v.find('=');
  std::string name = v.substr(0, eq);
  if (name.empty()) throw std::invalid_argument(std::string(option) + " takes NAME=VALUE or NAME, not '" + v + "'");
  if (eq == std::string::npos) return {name, std::nullopt};
  return {name, v.substr(eq + 1)};
}

// --file PATH=BYTES: BYTES with C escapes (\n, \\, \000), as the replay
// commands of counterexamples write them.
inline std::pair<std::string, std::optional<std::string>> fileAssignment(const std::string& v) {
  auto [path, bytes] = splitAssignment(v, "--file");
  if (bytes) bytes = sem::unescapeBytes(*bytes);
  return {path, bytes};
}

}  // namespace ferret::cli
