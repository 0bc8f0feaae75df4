#include "ir/paths.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

namespace ferret::ir {

bool samePath(const std::string& a, const std::string& b) {
  if (a == b) return true;
  std::error_code ea, eb;
  std::filesystem::path x = std::filesystem::absolute(a, ea), y = std::filesystem::absolute(b, eb);
  return !ea && !eb && x.lexically_normal() == y.lexically_normal();
}

bool inFiles(const Program& prog, LocId loc, const std::vector<std::string>& files) {
  if (!loc) return false;
  const std::string& name = prog.files[prog.locs[loc].file];
  return std::any_of(files.begin(), files.end(), [&](const std::string& f) { return samePath(f, name); });
}

std::string placeText(const Program& prog, LocId loc) {
  if (loc == 0 || loc >= prog.locs.size()) return "?";
  const Loc& l = prog.locs[loc];
  if (l.col == 0) return fmt::format("{}:{}", prog.files[l.file], l.line);
  return fmt::format("{}:{}:{}", prog.files[l.file], l.line, l.col);
}

}  // namespace ferret::ir
