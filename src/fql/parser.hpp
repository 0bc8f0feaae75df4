// Parses an FQL query (ast.hpp).  Keywords and filter functions are read
// in any case, `//` starts a comment to the end of the line.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "fql/ast.hpp"

namespace ferret::fql {

// A query that is not FQL, or uses a part of FQL Ferret does not support
// (named in the message).  The message starts with where: "column C" in a
// one-line query, "line L, column C" otherwise.
struct ParseError : std::runtime_error {
  ParseError(const std::string& what, int line, int column)
      : std::runtime_error(what), line(line), column(column) {}
  int line, column;
};

Query parse(std::string_view text);

}  // namespace ferret::fql
