#include "report/diagnostic.hpp"

#include <fmt/format.h>

#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace ferret::report {

// Source files are read once per process, only when a diagnostic needs them.
const std::vector<std::string>& sourceLines(const std::string& file) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto [it, fresh] = cache.try_emplace(file);
  if (fresh) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) it->second.push_back(line);
  }
  return it->second;
}

namespace {

void sourceExcerpt(std::ostream& os, const ir::Program& prog, ir::LocId loc) {
  if (loc == 0 || loc >= prog.locs.size()) return;
  const ir::Loc& l = prog.locs[loc];
  const auto& lines = sourceLines(prog.files[l.file]);
  if (l.line == 0 || l.line > lines.size()) return;
  const std::string& text = lines[l.line - 1];
  std::string num = std::to_string(l.line);
  os << fmt::format(" {} | {}\n", num, text);
  if (l.col == 0) return;
  // Tabs in the source line are kept so the caret lines up in a terminal.
  std::string pad;
  for (size_t i = 0; i + 1 < l.col && i < text.size(); ++i) pad += text[i] == '\t' ? '\t' : ' ';
  os << fmt::format(" {} | {}^\n", std::string(num.size(), ' '), pad);
}

void located(std::ostream& os, const ir::Program& prog, ir::LocId loc, const std::string& rest) {
  std::string w = locationText(prog, loc);
  os << (w.empty() ? "ferret" : w) << ": " << rest << "\n";
}

nlohmann::json locJson(const ir::Program& prog, ir::LocId loc) {
  nlohmann::json j = nlohmann::json::object();
  if (loc == 0 || loc >= prog.locs.size()) return j;
  const ir::Loc& l = prog.locs[loc];
  j["file"] = prog.files[l.file];
  j["line"] = l.line;
  j["column"] = l.col;
  return j;
}

// A deep stack (runaway recursion) is shown by its innermost and outermost
// frames: the recursion and how it was entered.
constexpr size_t kStackEnds = 10;

size_t omittedFrames(size_t frames) { return frames > 3 * kStackEnds ? frames - 2 * kStackEnds : 0; }

}  // namespace

std::string locationText(const ir::Program& prog, ir::LocId loc) {
  if (loc == 0 || loc >= prog.locs.size()) return "";
  const ir::Loc& l = prog.locs[loc];
  if (l.col == 0) return fmt::format("{}:{}", prog.files[l.file], l.line);
  return fmt::format("{}:{}:{}", prog.files[l.file], l.line, l.col);
}

void printDiagnostic(std::ostream& os, const ir::Program& prog, const sem::Violation& v, const char* severity) {
  located(os, prog, v.loc, fmt::format("{}: {}: {}", severity, sem::kindName(v.kind), v.message));
  sourceExcerpt(os, prog, v.loc);
  for (const auto& n : v.notes) located(os, prog, n.loc, "note: " + n.message);
  if (v.stack.empty()) return;
  size_t omitted = omittedFrames(v.stack.size());
  os << (omitted ? fmt::format("note: call stack ({} frames):\n", v.stack.size()) : std::string("note: call stack:\n"));
  for (size_t i = 0; i < v.stack.size(); ++i) {
    if (omitted && i == kStackEnds) {
      os << fmt::format("  ... {} frames not shown ...\n", omitted);
      i += omitted - 1;
      continue;
    }
    std::string w = locationText(prog, v.stack[i].loc);
    os << fmt::format("  #{} {}{}{}\n", i, v.stack[i].function, w.empty() ? "" : " at ", w);
  }
}

nlohmann::json diagnosticJson(const ir::Program& prog, const sem::Violation& v) {
  nlohmann::json j = locJson(prog, v.loc);
  j["kind"] = sem::kindName(v.kind);
  j["message"] = v.message;
  j["notes"] = nlohmann::json::array();
  for (const auto& n : v.notes) {
    nlohmann::json nj = locJson(prog, n.loc);
    nj["message"] = n.message;
    j["notes"].push_back(nj);
  }
  j["stack"] = nlohmann::json::array();
  size_t omitted = omittedFrames(v.stack.size());
  for (size_t i = 0; i < v.stack.size(); ++i) {
    if (omitted && i == kStackEnds) i += omitted;
    nlohmann::json sj = locJson(prog, v.stack[i].loc);
    sj["function"] = v.stack[i].function;
    j["stack"].push_back(sj);
  }
  if (omitted) j["frames_not_shown"] = omitted;  // between the innermost and the outermost
  return j;
}

}  // namespace ferret::report
