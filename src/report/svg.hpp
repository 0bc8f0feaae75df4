// Graphviz DOT laid out and drawn as SVG, in-process with Graphviz's
// library (libgvc): the HTML report holds its heap graphs inline.
#pragma once

#include <string>

namespace ferret::report {

// The <svg> element (no XML prolog); throws std::runtime_error when
// Graphviz cannot read or lay out the graph.
std::string dotToSvg(const std::string& dot);

}  // namespace ferret::report
