#include "report/heap_dot.hpp"

#include <fmt/format.h>

namespace ferret::report {

namespace {

// Text inside a record label: its field separators and ports escaped.
std::string recordText(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (std::string_view("{}|<>\"\\ ").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string style(const sem::HeapGraph::Object& o) {
  if (o.status != mem::Status::Live) return "style=dashed, color=red, fontcolor=red";
  if (!o.reachable) return "style=\"filled,bold\", fillcolor=mistyrose, color=red";
  switch (o.kind) {
    case mem::Kind::Stack:
    case mem::Kind::Alloca: return "style=filled, fillcolor=aliceblue";
    case mem::Kind::Global: return "style=filled, fillcolor=lightyellow";
    default: return "style=filled, fillcolor=white";
  }
}

const char* statusText(const sem::HeapGraph::Object& o) {
  switch (o.status) {
    case mem::Status::Live: return o.reachable ? "" : " (LOST)";
    case mem::Status::Freed: return " (FREED)";
    case mem::Status::Returned: return " (its function returned)";
    case mem::Status::OutOfScope: return " (out of scope)";
  }
  return "";
}

std::string edgeLabel(int64_t offset) { return offset ? fmt::format(" [label=\"{:+}\"]", offset) : ""; }

}  // namespace

std::string heapDot(const sem::HeapGraph& g, std::string_view name) {
  std::string out = fmt::format(
      "digraph {} {{\n  rankdir=LR;\n  node [shape=record, fontname=monospace, fontsize=10];\n"
      "  edge [fontname=monospace, fontsize=9];\n",
      quoted(name));
  for (size_t i = 0; i < g.objects.size(); ++i) {
    const sem::HeapGraph::Object& o = g.objects[i];
    std::string fields;
    for (const auto& p : o.pointers) fields += fmt::format("|<p{}> +{}", p.offset, p.offset);
    out += fmt::format("  o{} [label=\"{{{}{}{}}}\", {}];\n", i, recordText(o.label), recordText(statusText(o)), fields,
                       style(o));
  }
  for (size_t i = 0; i < g.objects.size(); ++i)
    for (const auto& p : g.objects[i].pointers)
      out += fmt::format("  o{}:p{} -> o{}{};\n", i, p.offset, p.target, edgeLabel(p.targetOffset));
  for (size_t i = 0; i < g.variables.size(); ++i) {
    const sem::HeapGraph::Variable& v = g.variables[i];
    out += fmt::format("  v{} [shape=plaintext, label={}];\n  v{} -> o{}{};\n", i,
                       quoted(fmt::format("{}: {}", v.function, v.name)), i, v.pointer.target,
                       edgeLabel(v.pointer.targetOffset));
  }
  if (g.objects.empty())
    out += "  none [shape=plaintext, label=\"no heap block, and no pointer into memory\"];\n";
  if (g.omitted)
    out += fmt::format("  omitted [shape=plaintext, label=\"{} more objects not shown\"];\n", g.omitted);
  return out + "}\n";
}

}  // namespace ferret::report
