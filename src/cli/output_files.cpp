#include "cli/output_files.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>

namespace ferret::cli {

namespace fs = std::filesystem;

std::string unwritable(const std::string& path, bool directory) {
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (fs::exists(st)) {
    if (directory != fs::is_directory(st)) return directory ? "not a directory" : "is a directory";
    return access(path.c_str(), W_OK) == 0 ? "" : std::strerror(errno);
  }
  // A file goes into an existing directory; a directory may create its parents.
  fs::path parent = fs::absolute(path, ec).parent_path();
  while (directory && !parent.empty() && !fs::exists(parent, ec) && parent != parent.parent_path())
    parent = parent.parent_path();
  if (!fs::is_directory(parent, ec)) return "no such directory: " + parent.string();
  return access(parent.c_str(), W_OK) == 0 ? "" : std::strerror(errno);
}

void writeText(const std::string& path, const std::string& text) {
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) throw std::runtime_error(std::strerror(errno));
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      int err = n < 0 ? errno : ENOSPC;
      close(fd);
      throw std::runtime_error(std::strerror(err));
    }
    done += static_cast<size_t>(n);
  }
  if (close(fd) != 0) throw std::runtime_error(std::strerror(errno));
}

bool writeEvidence(const char* option, const std::string& path, const std::function<std::string()>& make) {
  try {
    writeText(path, make());
    return true;
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: cannot write " << option << " " << path << ": " << e.what() << "\n";
    return false;
  }
}

bool anyUnwritable(const std::vector<std::pair<const char*, std::string>>& files) {
  for (const auto& [option, path] : files)
    if (std::string why = path.empty() ? "" : unwritable(path, false); !why.empty()) {
      std::cerr << "ferret: error: cannot write " << option << " " << path << ": " << why << "\n";
      return true;
    }
  return false;
}

}  // namespace ferret::cli
