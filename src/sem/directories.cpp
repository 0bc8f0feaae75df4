// Directories and file status in the file-system layer (files.hpp): what
// a path holds beyond a file's bytes comes from the environment's status
// record (InputSource::Status), asked once per path; what the program
// makes and removes changes the layer's copy (and, through the
// environment, the host's with `run --fs-write`).
#include <dirent.h>
#include <sys/stat.h>

#include <cerrno>
#include <charconv>

#include <fmt/format.h>

#include "sem/executor.hpp"

namespace ferret::sem {

namespace {

// The name of `name` inside directory `dir`, as resolve would give it.
std::string childPath(const std::string& dir, const std::string& name) {
  if (dir == ".") return name;
  return dir == "/" ? "/" + name : dir + "/" + name;
}

}  // namespace

std::string parentPath(const std::string& path) {
  size_t slash = path.rfind('/');
  if (slash == std::string::npos) return path == "." ? ".." : ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string FileSystem::resolve(const std::string& path) const {
  if (path.empty() || path[0] == '/' || cwd == ".") return normalisePath(path);
  return normalisePath(cwd + "/" + path);
}

std::optional<StatusRecord> parseStatus(const std::string& text) {
  StatusRecord r;
  size_t end = text.find('\0');
  std::string_view head(text.data(), end == std::string::npos ? text.size() : end);
  uint64_t* fields[] = {&r.mode, &r.nlink, &r.uid, &r.gid, &r.size, &r.ino, &r.dev, &r.rdev, &r.blksize, &r.blocks};
  const char* p = head.data();
  const char* stop = head.data() + head.size();
  auto skip = [&] {
    while (p < stop && *p == ' ') ++p;
  };
  for (uint64_t* f : fields) {
    skip();
    auto [q, ec] = std::from_chars(p, stop, *f);
    if (ec != std::errc()) return std::nullopt;
    p = q;
  }
  for (int64_t& t : r.times) {
    skip();
    auto [q, ec] = std::from_chars(p, stop, t);
    if (ec != std::errc()) return std::nullopt;
    p = q;
  }
  // Entries: "\0INO DTYPE NAME" each.
  while (end != std::string::npos) {
    size_t next = text.find('\0', end + 1);
    std::string entry = text.substr(end + 1, next == std::string::npos ? std::string::npos : next - end - 1);
    size_t a = entry.find(' '), b = a == std::string::npos ? a : entry.find(' ', a + 1);
    if (b == std::string::npos) return std::nullopt;
    DirEntry e;
    unsigned type = 0;
    if (std::from_chars(entry.data(), entry.data() + a, e.ino).ec != std::errc() ||
        std::from_chars(entry.data() + a + 1, entry.data() + b, type).ec != std::errc())
      return std::nullopt;
    e.type = static_cast<uint8_t>(type);
    e.name = entry.substr(b + 1);
    r.entries.push_back(std::move(e));
    end = next;
  }
  return r;
}

std::string formatStatus(const StatusRecord& r) {
  std::string out = fmt::format("{} {} {} {} {} {} {} {} {} {}", r.mode, r.nlink, r.uid, r.gid, r.size, r.ino, r.dev,
                                r.rdev, r.blksize, r.blocks);
  for (int64_t t : r.times) out += fmt::format(" {}", t);
  for (const DirEntry& e : r.entries) {
    out += '\0';
    out += fmt::format("{} {} {}", e.ino, e.type, e.name);
  }
  return out;
}

int32_t Executor::pathNode(const std::string& path, bool status) {
  int32_t n = fs_.find(path);
  if (n < 0) {
    std::optional<std::string> contents = input(InputRequest{InputSource::File, path}).text;
    std::optional<std::string> record;
    bool asked = status || !contents;
    if (asked) record = input(InputRequest{InputSource::Status, "stat(" + path + ")"}).text;
    presetFile(path, contents);
    n = static_cast<int32_t>(fs_.nodes.size() - 1);
    if (asked) {
      fs_.nodes[n].statusAsked = true;
      fs_.nodes[n].status = record;
    }
  } else if (!fs_.nodes[n].statusAsked && (status || !fs_.nodes[n].exists)) {
    std::optional<std::string> record = input(InputRequest{InputSource::Status, "stat(" + path + ")"}).text;
    fs_.nodes[n].statusAsked = true;
    fs_.nodes[n].status = record;
  }
  FileNode& node = fs_.nodes[n];
  // What the file input said decides whether a file is there; the status
  // adds its metadata, and says whether a directory is.
  if (!node.exists && node.status) {
    std::optional<StatusRecord> r = parseStatus(*node.status);
    if (r && S_ISDIR(r->mode)) node.exists = node.dir = true;
  }
  return n;
}

StatusRecord Executor::nodeStatus(int32_t n) {
  if (!fs_.nodes[n].path.empty()) pathNode(fs_.nodes[n].path, true);
  const FileNode& node = fs_.nodes[n];
  StatusRecord r;
  if (node.status)
    if (std::optional<StatusRecord> got = parseStatus(*node.status)) r = std::move(*got);
  if (!node.status) {  // a file the program made, or tmpfile()'s
    r.mode = S_IFREG | 0644;
    r.nlink = 1;
    r.blksize = 4096;
  }
  if (node.dir) {
    r.mode = S_IFDIR | (r.mode & 07777);
  } else if (node.exists) {
    r.mode = S_IFREG | (r.mode & 07777);
    // The layer's copy is the file: its size, and its blocks once changed.
    if (r.size != node.data.size()) r.blocks = (node.data.size() + 4095) / 4096 * 8;
    r.size = node.data.size();
  }
  return r;
}

std::optional<StatusRecord> Executor::descriptorStatus(int fd) {
  Descriptor* d = descriptor(fd);
  if (!d) return std::nullopt;
  if (d->pipe) {
    StatusRecord r;
    r.mode = S_IFIFO | 0600;
    r.nlink = 1;
    r.blksize = 4096;
    return r;
  }
  if (d->node >= 0) return nodeStatus(d->node);
  std::optional<std::string> text = input(InputRequest{InputSource::Status, fmt::format("fstat({})", d->std)}).text;
  std::optional<StatusRecord> r = text ? parseStatus(*text) : std::nullopt;
  if (!r) setErrno(EBADF);
  return r;
}

std::vector<DirEntry> Executor::listing(int32_t n) {
  std::string dir = fs_.nodes[n].path;
  std::vector<DirEntry> out;
  for (DirEntry& e : nodeStatus(n).entries) {
    if (e.name != "." && e.name != "..") {
      int32_t k = fs_.find(childPath(dir, e.name));
      if (k >= 0 && fs_.nodes[k].missing()) continue;
    }
    out.push_back(std::move(e));
  }
  for (size_t k = 0; k < fs_.nodes.size(); ++k) {
    const FileNode& node = fs_.nodes[k];
    if (!node.exists || node.path.empty() || node.path == dir || parentPath(node.path) != dir) continue;
    std::string name = node.path.substr(dir == "." ? 0 : dir.size() + (dir == "/" ? 0 : 1));
    bool listed = false;
    for (const DirEntry& e : out) listed = listed || e.name == name;
    if (listed) continue;
    std::optional<StatusRecord> r = node.status ? parseStatus(*node.status) : std::nullopt;
    out.push_back(DirEntry{name, r ? r->ino : 0, static_cast<uint8_t>(node.dir ? DT_DIR : DT_REG)});
  }
  return out;
}

void Executor::makeDirectory(int32_t n, uint32_t mode) {
  FileNode& node = fs_.nodes[n];
  StatusRecord r;
  r.mode = S_IFDIR | (mode & 07777);  // the caller applied the umask
  r.nlink = 2;
  r.blksize = 4096;
  r.size = 4096;
  r.entries = {DirEntry{".", 0, DT_DIR}, DirEntry{"..", 0, DT_DIR}};
  node.exists = node.dir = true;
  node.statusAsked = true;
  node.status = formatStatus(r);
  env_.storeDirectory(node.path, true);
}

void Executor::removeNode(int32_t n) {
  FileNode& node = fs_.nodes[n];
  bool dir = node.dir;
  node.exists = node.dir = node.dirty = false;
  node.data.clear();
  node.statusAsked = node.linkAsked = true;
  node.status.reset();
  node.link.reset();
  if (dir) env_.storeDirectory(node.path, false);
  else env_.storeFile(node.path, std::nullopt);
}

int Executor::renameDirectory(const std::string& from, const std::string& to) {
  if (to == from) return 0;
  if (to.starts_with(from == "." ? "" : from + "/") || from == ".") return EINVAL;
  // Every input first (the tree's nodes, old and new paths, the target's
  // parent and entries), so a call restarted for one asks them again
  // before anything changed; parents come before their children.
  std::vector<std::string> tree{from};
  for (size_t i = 0; i < tree.size(); ++i) {
    int32_t n = pathNode(tree[i], true);
    pathNode(to + tree[i].substr(from.size()), true);
    if (!fs_.nodes[n].dir) continue;
    for (const DirEntry& e : listing(n))
      if (e.name != "." && e.name != "..") tree.push_back(childPath(tree[i], e.name));
  }
  const FileNode& up = fs_.nodes[pathNode(parentPath(to), true)];
  int32_t t = fs_.find(to);
  if (!up.dir) return ENOENT;
  if (fs_.nodes[t].exists && !fs_.nodes[t].dir) return ENOTDIR;
  if (fs_.nodes[t].dir) {
    for (const DirEntry& e : listing(t))
      if (e.name != "." && e.name != "..") return ENOTEMPTY;
    removeNode(t);
  }
  // The new tree, parents first: directories made with their modes,
  // files with their bytes and records; then the old one removed,
  // children first (so a host directory is empty when it goes).
  for (const std::string& path : tree) {
    int32_t was = fs_.find(path), now = fs_.find(to + path.substr(from.size()));
    StatusRecord r = nodeStatus(was);
    if (fs_.nodes[was].dir) {
      makeDirectory(now, static_cast<uint32_t>(r.mode & 07777));
      continue;
    }
    FileNode& moved = fs_.nodes[now];
    moved.data = fs_.nodes[was].data;
    moved.exists = moved.statusAsked = true;
    moved.dir = moved.dirty = false;
    moved.status = formatStatus(r);
    env_.storeFile(moved.path, moved.data);
  }
  for (auto it = tree.rbegin(); it != tree.rend(); ++it) removeNode(fs_.find(*it));
  return 0;
}

std::string Executor::workingDirectory() {
  if (fs_.cwd[0] == '/') return fs_.cwd;
  std::optional<std::string> root = input(InputRequest{InputSource::Status, "getcwd"}).text;
  std::string base = root.value_or("/");
  if (fs_.cwd == ".") return base;
  return base == "/" ? "/" + fs_.cwd : base + "/" + fs_.cwd;
}

}  // namespace ferret::sem
