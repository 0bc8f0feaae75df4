// An SMT engine's answer as bytes, so that it can cross from the child
// process it is computed in (isolated.hpp) to the portfolio.  One function
// per structure walks its fields for both directions.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engines/portfolio/isolated.hpp"
#include "engines/smt/smt.hpp"

namespace ferret::portfolio {

std::string encode(const smt::Result& r);
// Nullopt when the bytes are cut short or are not an answer.
std::optional<smt::Result> decode(std::string_view bytes);

// The answer a child computed with encode(); when there is none, an
// UNKNOWN saying why ("the SMT engine failed: it was ended by signal 11")
// and `failed` set.
smt::Result answerOf(const ChildOutcome& child, bool& failed);

}  // namespace ferret::portfolio
