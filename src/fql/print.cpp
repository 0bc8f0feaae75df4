#include <fmt/format.h>

#include "fql/ast.hpp"
#include "ir/program.hpp"

namespace ferret::fql {

namespace {

std::string stmtTypes(uint8_t bits) {
  static const std::pair<uint8_t, const char*> kNames[] = {{ir::kStmtIf, "IF"},         {ir::kStmtFor, "FOR"},
                                                           {ir::kStmtWhile, "WHILE"},   {ir::kStmtSwitch, "SWITCH"},
                                                           {ir::kStmtCondOp, "?:"},     {ir::kStmtAssert, "ASSERT"}};
  std::string out;
  for (const auto& [bit, name] : kNames)
    if (bits & bit) out += (out.empty() ? "" : ",") + std::string(name);
  return out;
}

}  // namespace

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out + "'";
}

std::string print(const Filter& f) {
  using K = Filter::Kind;
  switch (f.kind) {
    case K::Id: return "ID";
    case K::File: return "@FILE(" + quote(f.text) + ")";
    case K::Line: return fmt::format("@LINE({})", f.number);
    case K::Column: return fmt::format("@COLUMN({})", f.number);
    case K::Func: return fmt::format("@FUNC({})", f.text);
    case K::Label: return fmt::format("@LABEL({})", f.text);
    case K::Call: return fmt::format("@CALL({})", f.text);
    case K::Calls: return "@CALLS";
    case K::Entry: return fmt::format("@ENTRY({})", f.text);
    case K::Exit: return fmt::format("@EXIT({})", f.text);
    case K::Expr: return "@EXPR(" + quote(f.text) + ")";
    case K::Regexp: return "@REGEXP(" + quote(f.text) + ")";
    case K::BasicBlockEntry: return "@BASICBLOCKENTRY";
    case K::ConditionEdge: return "@CONDITIONEDGE";
    case K::DecisionEdge: return "@DECISIONEDGE";
    case K::ConditionGraph: return "@CONDITIONGRAPH";
    case K::StmtType: return fmt::format("@STMTTYPE({})", stmtTypes(f.stmt));
    case K::Not: return fmt::format("NOT({})", print(*f.a));
    case K::Union: return fmt::format("({} | {})", print(*f.a), print(*f.b));
    case K::Intersect: return fmt::format("({} & {})", print(*f.a), print(*f.b));
    case K::Setminus: return fmt::format("SETMINUS({}, {})", print(*f.a), print(*f.b));
    case K::Compose: return fmt::format("COMPOSE({}, {})", print(*f.a), print(*f.b));
  }
  return "?";
}

std::string print(const Pattern& p) {
  using K = Pattern::Kind;
  switch (p.kind) {
    case K::Edges: return fmt::format("EDGES({})", print(*p.filter));
    case K::Nodes: return fmt::format("NODES({})", print(*p.filter));
    case K::Paths: return fmt::format("PATHS({}, {})", print(*p.filter), p.bound);
    case K::Concat: return fmt::format("({} . {})", print(*p.a), print(*p.b));
    case K::Follows: return fmt::format("({} -> {})", print(*p.a), print(*p.b));
    case K::Alt: return fmt::format("({} + {})", print(*p.a), print(*p.b));
    case K::Quote: return fmt::format("\"{}\"", print(*p.a));
    case K::Repeat:
      if (p.high < 0) return p.low == 0 ? fmt::format("{}*", print(*p.a)) : fmt::format("{}>={}", print(*p.a), p.low);
      if (static_cast<uint64_t>(p.high) == p.low) return fmt::format("{}=={}", print(*p.a), p.low);
      return fmt::format("{}<={}", print(*p.a), p.high);
  }
  return "?";
}

std::string print(const Query& q) {
  std::string s;
  if (q.scope) s = "IN " + print(*q.scope) + " ";
  s += "COVER " + std::string(q.coverStart ? "^" : "") + print(*q.cover) + (q.coverEnd ? "$" : "");
  if (q.passing)
    s += " PASSING " + std::string(q.passingStart ? "^" : "") + print(*q.passing) + (q.passingEnd ? "$" : "");
  return s;
}

}  // namespace ferret::fql
