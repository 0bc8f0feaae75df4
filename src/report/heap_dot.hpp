// Concrete memory (sem::HeapGraph) as Graphviz DOT: each object a record
// of its description and the offsets that hold pointers, each pointer an
// edge from its offset (labelled with the offset it points to when that
// is not the start), variables in registers as plain names pointing in.
// Freed blocks are dashed, heap blocks no root reaches (lost) red.
#pragma once

#include <string>
#include <string_view>

#include "sem/heap_graph.hpp"

namespace ferret::report {

std::string heapDot(const sem::HeapGraph& g, std::string_view name);

}  // namespace ferret::report
