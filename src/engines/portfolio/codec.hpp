// An SMT engine's answer as bytes, so that it can cross from the child
// process it is computed in (isolated.hpp) to the portfolio.  One function
// per structure walks its fields for both directions.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engines/smt/smt.hpp"

namespace ferret::portfolio {

std::string encode(const smt::Result& r);
// Nullopt when the bytes are cut short or are not an answer.
std::optional<smt::Result> decode(std::string_view bytes);

}  // namespace ferret::portfolio
