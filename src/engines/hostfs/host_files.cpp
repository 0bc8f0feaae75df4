#include "engines/hostfs/host_files.hpp"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <fstream>
#include <iterator>

#include "sem/files.hpp"

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

void HostFiles::storeDirectory(const std::string& path, bool exists) const {
  std::optional<fs::path> p = hostPath(path);
  if (!p || *p == *root_) return;
  std::error_code ec;
  if (exists) fs::create_directory(*p, ec);
  else if (fs::is_directory(*p, ec)) fs::remove(*p, ec);  // only an empty one goes
}

namespace {

sem::StatusRecord record(const struct stat& st) {
  sem::StatusRecord r;
  r.mode = st.st_mode;
  r.nlink = st.st_nlink;
  r.uid = st.st_uid;
  r.gid = st.st_gid;
  r.size = static_cast<uint64_t>(st.st_size);
  r.ino = st.st_ino;
  r.dev = st.st_dev;
  r.rdev = st.st_rdev;
  r.blksize = static_cast<uint64_t>(st.st_blksize);
  r.blocks = static_cast<uint64_t>(st.st_blocks);
  const timespec* t[] = {&st.st_atim, &st.st_mtim, &st.st_ctim};
  for (int k = 0; k < 3; ++k) {
    r.times[2 * k] = t[k]->tv_sec;
    r.times[2 * k + 1] = t[k]->tv_nsec;
  }
  return r;
}

// PATH of a request "NAME(PATH)", none for another request.
std::optional<std::string> argumentOf(const std::string& request, std::string_view name) {
  if (!request.starts_with(name) || request.size() < name.size() + 2 || request[name.size()] != '(' ||
      !request.ends_with(")"))
    return std::nullopt;
  return request.substr(name.size() + 1, request.size() - name.size() - 2);
}

}  // namespace

std::optional<fs::path> HostFiles::unfollowed(const std::string& path) const {
  fs::path p(path);
  std::optional<fs::path> dir = hostPath(p.has_parent_path() ? p.parent_path().string() : ".");
  if (!dir || p.filename().empty() || p.filename() == "." || p.filename() == "..") return std::nullopt;
  return *dir / p.filename();
}

std::optional<std::string> HostFiles::status(const std::string& request) const {
  if (!root_) return std::nullopt;
  struct stat st {};
  if (request == "getcwd") return root_->string();
  if (request.starts_with("fstat(")) {
    int fd = request[6] - '0';
    if (fd < 0 || fd > 2 || ::fstat(fd, &st) != 0) return std::nullopt;
    return sem::formatStatus(record(st));
  }
  if (std::optional<std::string> path = argumentOf(request, "lstat")) {
    std::optional<fs::path> link = unfollowed(*path);
    if (!link || ::lstat(link->c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return std::nullopt;
    sem::StatusRecord r = record(st);
    // A link's size is its target's length: shown only for a target
    // inside the root, so nothing of a name outside is told.
    if (!hostPath(*path)) r.size = r.blocks = 0;
    return sem::formatStatus(r);
  }
  if (std::optional<std::string> path = argumentOf(request, "readlink")) {
    std::optional<fs::path> link = unfollowed(*path);
    if (!link || !hostPath(*path)) return std::nullopt;  // none there, or it leads out of the root
    std::error_code ec;
    fs::path target = fs::read_symlink(*link, ec);
    if (ec) return std::nullopt;
    return target.string();
  }
  if (std::optional<std::string> path = argumentOf(request, "realpath")) {
    std::optional<fs::path> p = hostPath(*path);
    std::error_code ec;
    if (!p || !fs::exists(*p, ec)) return std::nullopt;
    return p->string();
  }
  std::optional<std::string> path = argumentOf(request, "stat");
  std::optional<fs::path> p = path ? hostPath(*path) : std::nullopt;
  if (!p || ::stat(p->c_str(), &st) != 0) return std::nullopt;
  sem::StatusRecord r = record(st);
  if (S_ISDIR(st.st_mode)) {
    DIR* d = ::opendir(p->c_str());
    if (!d) return sem::formatStatus(r);
    // The root's parent lies outside: its ".." shows the root itself, as
    // the top of a file system's does.
    bool top = *p == *root_;
    while (const dirent* e = ::readdir(d))
      r.entries.push_back(sem::DirEntry{e->d_name, top && std::string_view(e->d_name) == ".." ? st.st_ino : e->d_ino,
                                        e->d_type});
    ::closedir(d);
  }
  return sem::formatStatus(r);
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
