#include "engines/hostfs/host_files.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>

namespace ferret::hostfs {

namespace fs = std::filesystem;

HostFiles::HostFiles(const std::string& root) {
  std::error_code ec;
  fs::path r = fs::weakly_canonical(fs::absolute(root, ec), ec);
  if (!ec) root_ = r;
}

std::optional<fs::path> HostFiles::hostPath(const std::string& path) const {
  if (!root_) return std::nullopt;
  std::error_code ec;
  fs::path p = fs::path(path).is_absolute() ? fs::path(path) : *root_ / path;
  fs::path real = fs::weakly_canonical(p, ec);
  if (ec) return std::nullopt;
  // Inside the root: the root's components are a prefix of the path's.
  auto [r, q] = std::mismatch(root_->begin(), root_->end(), real.begin(), real.end());
  if (r != root_->end()) return std::nullopt;
  return real;
}

std::optional<std::string> HostFiles::read(const std::string& path) const {
  std::optional<fs::path> p = hostPath(path);
  std::error_code ec;
  if (!p || !fs::is_regular_file(*p, ec)) return std::nullopt;
  std::ifstream in(*p, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void HostFiles::store(const std::string& path, const std::optional<std::string>& contents) const {
  std::optional<fs::path> p = hostPath(path);
  if (!p) return;
  if (!contents) {
    std::error_code ec;
    fs::remove(*p, ec);
    return;
  }
  std::ofstream out(*p, std::ios::binary | std::ios::trunc);
  out.write(contents->data(), static_cast<std::streamsize>(contents->size()));
}

std::optional<std::string> Snapshot::read(const std::string& path) {
  std::lock_guard<std::mutex> hold(mutex_);
  auto it = taken_.find(path);
  if (it == taken_.end()) it = taken_.emplace(path, files_.read(path)).first;
  return it->second;
}

std::vector<std::pair<std::string, std::optional<std::string>>> Snapshot::taken() {
  std::lock_guard<std::mutex> hold(mutex_);
  std::vector<std::pair<std::string, std::optional<std::string>>> out(taken_.begin(), taken_.end());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace ferret::hostfs
