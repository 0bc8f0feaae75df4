#include "ir/paths.hpp"

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

}  // namespace ferret::ir
