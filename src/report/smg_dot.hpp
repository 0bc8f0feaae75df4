// A symbolic memory graph as Graphviz DOT, for a person to look at a heap:
// each object a box (kind, label, size, validity) holding its fields, each
// value a node (its constant or interval; undefined ones marked), points-to
// edges labelled with their offset, and explicit inequalities as dashed
// lines.  Nullified blocks are grey fields with no edge.
#pragma once

#include <string>
#include <string_view>

#include "smg/smg.hpp"

namespace ferret::report {

std::string smgDot(const smg::Smg& g, std::string_view name);

}  // namespace ferret::report
