#include "fql/filters.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

namespace ferret::fql {

namespace {

using ir::EdgeKind;
using K = Filter::Kind;

// Whether `expr` occurs on `line`, spaces aside, at column `col` (any
// column when 0): Clang places a decision at its operator and a call at
// its callee, so an occurrence covering the column is the edge's.
bool occursAt(const std::string& line, const std::string& expr, unsigned col) {
  std::string text, want;
  std::vector<unsigned> column;  // of each character of text
  for (size_t i = 0; i < line.size(); ++i)
    if (!std::isspace(static_cast<unsigned char>(line[i]))) {
      text += line[i];
      column.push_back(static_cast<unsigned>(i + 1));
    }
  for (char c : expr)
    if (!std::isspace(static_cast<unsigned char>(c))) want += c;
  if (want.empty()) return false;
  for (size_t at = text.find(want); at != std::string::npos; at = text.find(want, at + 1))
    if (col == 0 || (column[at] <= col && col <= column[at + want.size() - 1])) return true;
  return false;
}

// A file named as given, or by a path ending in it.
bool sameFile(const std::string& path, const std::string& name) {
  return path == name || (path.size() > name.size() && path.compare(path.size() - name.size(), name.size(), name) == 0 &&
                          path[path.size() - name.size() - 1] == '/');
}

bool primitive(K k) {
  return k != K::Not && k != K::Union && k != K::Intersect && k != K::Setminus && k != K::Compose && k != K::Id;
}

bool hasArgument(K k) {
  return k == K::File || k == K::Line || k == K::Column || k == K::Func || k == K::Label || k == K::Call ||
         k == K::Entry || k == K::Exit || k == K::Expr || k == K::Regexp;
}

}  // namespace

std::vector<uint32_t> members(const EdgeSet& s) {
  std::vector<uint32_t> out;
  for (uint32_t e = 0; e < s.size(); ++e)
    if (s[e]) out.push_back(e);
  return out;
}

bool Filters::selects(const Filter& f, uint32_t e, const void* regex) const {
  const ir::CfaEdge& c = cfa_.edge(e);
  const ir::Program& prog = cfa_.program();
  const ir::Loc& l = prog.locs[c.loc < prog.locs.size() ? c.loc : 0];
  const std::string& fn = prog.functions[c.function].name;
  switch (f.kind) {
    case K::File: return c.loc && sameFile(prog.files[l.file], f.text);
    case K::Line: return c.loc && l.line == f.number;
    case K::Column: return c.loc && l.col == f.number;
    case K::Func: return fn == f.text;
    case K::Label: return c.label == f.text;
    case K::Call: return c.kind == EdgeKind::Call && c.construct == f.text;
    case K::Calls: return c.kind == EdgeKind::Call;
    case K::Entry: return c.kind == EdgeKind::Entry && fn == f.text;
    case K::Exit: return c.kind == EdgeKind::Exit && fn == f.text;
    case K::Expr: return c.loc && occursAt(cfa_.sourceLine(e), f.text, l.col);
    case K::Regexp: return c.loc && std::regex_search(cfa_.sourceLine(e), *static_cast<const std::regex*>(regex));
    case K::BasicBlockEntry: return c.blockEntry;
    // Clang's -O0 code decides each operand of && and || by a branch of
    // its own: every two-way branch is an atomic condition.  A decision is
    // any branch or switch (gcov's and Test-Comp's branches).
    case K::ConditionEdge: case K::ConditionGraph: return c.kind == EdgeKind::Branch;
    case K::DecisionEdge: return c.kind == EdgeKind::Branch || c.kind == EdgeKind::Case || c.kind == EdgeKind::Default;
    case K::StmtType: return (c.stmt & f.stmt) != 0;
    default: return false;
  }
}

EdgeSet Filters::apply(const Filter& f, const EdgeSet& graph) {
  switch (f.kind) {
    case K::Id: return graph;
    case K::Not: {
      EdgeSet a = apply(*f.a, graph), out = graph;
      for (size_t e = 0; e < out.size(); ++e) out[e] = out[e] && !a[e];
      return out;
    }
    case K::Union: case K::Intersect: case K::Setminus: {
      EdgeSet a = apply(*f.a, graph), b = apply(*f.b, graph);
      for (size_t e = 0; e < a.size(); ++e)
        a[e] = f.kind == K::Union ? a[e] || b[e] : f.kind == K::Intersect ? a[e] && b[e] : a[e] && !b[e];
      return a;
    }
    case K::Compose: return apply(*f.a, apply(*f.b, graph));
    default: break;
  }
  std::regex re;
  if (f.kind == K::Regexp) {
    try {
      re = std::regex(f.text);
    } catch (const std::regex_error& e) {
      throw CompileError("@REGEXP('" + f.text + "'): not a regular expression (" + e.what() + ")");
    }
  }
  EdgeSet out(graph.size(), 0);
  bool any = false;
  for (uint32_t e = 0; e < graph.size(); ++e) {
    bool s = selects(f, e, &re);
    any = any || s;
    out[e] = s && graph[e];
  }
  if (primitive(f.kind) && hasArgument(f.kind) && !any) {
    std::string w = print(f) + " selects no edge of the program";
    if (std::find(warnings_.begin(), warnings_.end(), w) == warnings_.end()) warnings_.push_back(w);
  }
  return out;
}

}  // namespace ferret::fql
