// Checks shared by the subcommands' options, with messages a user can act on.
// CLI11's range validators print the whole range of a double, and its
// conversion to an unsigned type wraps "-5" around instead of refusing it.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace ferret::cli {

inline const CLI::Validator kPositiveSeconds(
    [](std::string& s) -> std::string {
      try {
        size_t used = 0;
        double v = std::stod(s, &used);
        if (used == s.size() && v > 0) return {};
      } catch (const std::exception&) {
      }
      return "must be a positive number of seconds, not " + s;
    },
    "SECONDS>0");

inline const CLI::Validator kWholeNumber(
    [](std::string& s) -> std::string {
      if (!s.empty() && s.find_first_not_of("0123456789") == std::string::npos) return {};
      return "must be a whole number >= 0, not " + s;
    },
    "N>=0");

}  // namespace ferret::cli
