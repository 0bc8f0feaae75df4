// Checks shared by the subcommands' options, with messages a user can act on.
// CLI11's range validators print the whole range of a double, and its
// conversion to an unsigned type wraps "-5" around instead of refusing it.
#pragma once

#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

namespace ferret::cli {

// Seconds of a limit: 0 is none; at most about three years, which every
// timer can hold.
inline const CLI::Validator kSeconds(
    [](std::string& s) -> std::string {
      try {
        size_t used = 0;
        double v = std::stod(s, &used);
        if (used == s.size() && std::isfinite(v) && v >= 0 && v <= 1e8) return {};
      } catch (const std::exception&) {
      }
      return "must be a number of seconds from 0 (none) to 100000000, not " + s;
    },
    "SECONDS");

// Digits only, within [min, max].
inline CLI::Validator wholeNumber(uint64_t min = 0, uint64_t max = std::numeric_limits<uint64_t>::max()) {
  return CLI::Validator(
      [min, max](std::string& s) -> std::string {
        if (!s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos) {
          errno = 0;
          unsigned long long v = std::strtoull(s.c_str(), nullptr, 10);
          if (errno == 0 && v >= min && v <= max) return {};
        }
        return "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) + ", not " + s;
      },
      "N");
}

// A whole number that fits T.
template <typename T>
CLI::Validator wholeNumberOf(uint64_t min = 0) {
  return wholeNumber(min, static_cast<uint64_t>(std::numeric_limits<T>::max()));
}

}  // namespace ferret::cli
