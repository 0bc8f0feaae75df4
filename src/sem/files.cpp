// The file-system layer (files.hpp): paths, descriptors and FILE streams
// over the executor's copy of the files the program opened.
#include <fcntl.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "sem/executor.hpp"

namespace ferret::sem {

std::string normalisePath(const std::string& path) {
  bool absolute = !path.empty() && path[0] == '/';
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= path.size()) {
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    std::string part = path.substr(i, j - i);
    if (part == "..") {
      if (!parts.empty() && parts.back() != "..") parts.pop_back();
      else if (!absolute) parts.push_back(part);
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    i = j + 1;
  }
  std::string out = absolute ? "/" : "";
  for (size_t k = 0; k < parts.size(); ++k) out += (k ? "/" : "") + parts[k];
  return out.empty() ? "." : out;
}

void Executor::initFiles() {
  for (int fd = 0; fd < 3; ++fd) {
    streams_[fd] = mem_.allocate(mem::Kind::Extern, 216, 16, true, 0);
    mem_.obj(streams_[fd]).tag = fd;
    Descriptor d;
    d.std = fd;
    d.open = true;
    d.read = fd == 0;
    d.write = fd != 0;
    fs_.install(fs_.addDescription(d));
    Stream s;
    s.obj = streams_[fd];
    s.fd = fd;
    s.how = "the C library";
    fs_.streams.push_back(s);
  }
}

void Executor::setErrno(int e) {
  Word w{static_cast<uint32_t>(e), 0, mem::kNoObj};
  storeScalar(mem_.obj(errnoObject()), 0, prog_.types[intType(32)], &w);
}

int32_t Executor::fileNode(const std::string& path) {
  int32_t n = fs_.find(path);
  if (n >= 0) return n;
  std::optional<std::string> contents = input(InputRequest{InputSource::File, path}).text;
  presetFile(path, contents);
  return static_cast<int32_t>(fs_.nodes.size() - 1);
}

void Executor::presetFile(const std::string& path, const std::optional<std::string>& contents) {
  FileNode node;
  node.path = normalisePath(path);
  node.exists = contents.has_value();
  if (contents) node.data = *contents;
  fs_.nodes.push_back(std::move(node));
}

int Executor::openFile(const std::string& path, int flags) {
  if (path.empty()) {
    setErrno(ENOENT);
    return -1;
  }
  std::string p = fs_.resolve(path);
  // A truncating open for writing needs nothing of the old contents, nor
  // whether there were any: the environment is not asked (in verify there
  // is nothing to choose).
  bool blind = (flags & O_CREAT) && (flags & O_TRUNC) && !(flags & O_EXCL) && (flags & O_ACCMODE) != O_RDONLY;
  int32_t n = blind ? fs_.find(p) : fileNode(p);
  if (n < 0) {
    presetFile(p, std::nullopt);
    n = static_cast<int32_t>(fs_.nodes.size() - 1);
  }
  FileNode& node = fs_.nodes[n];
  if (node.dir) {
    setErrno(EISDIR);
    return -1;
  }
  if (node.exists && (flags & O_CREAT) && (flags & O_EXCL)) {
    setErrno(EEXIST);
    return -1;
  }
  if (!node.exists) {
    if (!(flags & O_CREAT)) {
      setErrno(ENOENT);
      return -1;
    }
    node.exists = true;
    node.dirty = true;
  }
  int acc = flags & O_ACCMODE;
  if ((flags & O_TRUNC) && acc != O_RDONLY && !node.data.empty()) {
    node.data.clear();
    node.dirty = true;
  }
  Descriptor d;
  d.node = n;
  d.open = true;
  d.read = acc == O_RDONLY || acc == O_RDWR;
  d.write = acc == O_WRONLY || acc == O_RDWR;
  d.append = flags & O_APPEND;
  return fs_.install(fs_.addDescription(d));
}

int32_t FileSystem::addDescription(const Descriptor& d) {
  for (size_t k = 0; k < fds.size(); ++k)
    if (!fds[k].open) {
      fds[k] = d;
      return static_cast<int32_t>(k);
    }
  fds.push_back(d);
  return static_cast<int32_t>(fds.size() - 1);
}

// The lowest free number, as POSIX requires.
int FileSystem::install(int32_t k, int64_t lowest) {
  size_t fd = static_cast<size_t>(lowest);
  while (fd < table.size() && table[fd].desc >= 0) ++fd;
  if (fd >= table.size()) table.resize(fd + 1);
  table[fd] = FdSlot{k, false};
  fds[k].open = true;
  return static_cast<int>(fd);
}

bool FileSystem::shared(int fd) const {
  for (size_t k = 0; k < table.size(); ++k)
    if (static_cast<int>(k) != fd && table[k].desc == table[fd].desc) return true;
  return false;
}

Descriptor* Executor::descriptor(int64_t fd) {
  Descriptor& d = fs_.at(fd);
  if (!d.open) {
    setErrno(EBADF);
    return nullptr;
  }
  return &d;
}

void Executor::closeDescriptor(int fd) {
  bool shared = fs_.shared(fd);
  Descriptor& d = fs_.at(fd);
  fs_.table[fd].desc = -1;
  if (shared) return;
  d.open = false;
  if (d.node < 0) return;
  // Told once no other descriptor has the file open.
  for (const Descriptor& o : fs_.fds)
    if (o.open && o.node == d.node) return;
  FileNode& node = fs_.nodes[d.node];
  if (node.dirty && !node.path.empty()) env_.storeFile(node.path, node.exists ? std::optional(node.data) : std::nullopt);
  node.dirty = false;
}

void Executor::flushFiles() {
  for (FileNode& node : fs_.nodes) {
    if (node.dirty && !node.path.empty()) env_.storeFile(node.path, node.exists ? std::optional(node.data) : std::nullopt);
    node.dirty = false;
  }
}

int Executor::descriptorByte(Descriptor& d, bool consume, const char* reader, char conversion) {
  if (d.std == 0) return stdinByte(reader, conversion, consume);
  if (d.node < 0) return -1;
  const FileNode& node = fs_.nodes[d.node];
  if (d.pipe && d.pos >= node.data.size() && pipeEnds(d.node, true)) {
    if (liveThreads() > 1)
      fail(ErrorKind::Unsupported, "a read of an empty pipe that another thread might write, which Ferret does not model");
    fail(ErrorKind::Deadlock, "a read of an empty pipe whose write end is open waits forever: no thread can write it");
  }
  if (d.pos >= node.data.size()) return -1;
  auto b = static_cast<uint8_t>(node.data[d.pos]);
  if (consume) ++d.pos;
  return b;
}

bool Executor::pipeEnds(int32_t node, bool writing) const {
  for (size_t k = 0; k < fs_.fds.size(); ++k) {
    const Descriptor& o = fs_.fds[k];
    if (o.open && o.node == node && (writing ? o.write : o.read)) return true;
  }
  return false;
}

void Executor::writeDescriptor(Descriptor& d, std::string_view bytes) {
  if (d.std >= 0) {
    env_.write(d.std, bytes);
    return;
  }
  FileNode& node = fs_.nodes[d.node];
  if (d.append) d.pos = node.data.size();
  if (node.data.size() < d.pos) node.data.resize(d.pos, '\0');  // a hole after a seek past the end
  node.data.replace(d.pos, std::min<uint64_t>(bytes.size(), node.data.size() - d.pos), bytes);
  d.pos += bytes.size();
  node.dirty = true;
}

Stream& Executor::stream(const Word& file, const char* fn) {
  requireDefined(file, fn);
  mem::ObjId id = file.p ? file.p : mem_.findByAddress(file.v);
  if (file.v == 0 && file.p == mem::kNoObj) fail(ErrorKind::NullDereference, fmt::format("{} on a null FILE pointer", fn));
  for (Stream& s : fs_.streams) {
    if (s.obj != id) continue;
    if (file.v != mem_.obj(id).base) break;
    if (!s.open)
      fail(ErrorKind::UseAfterFree, fmt::format("{} on a stream closed by fclose", fn),
           {Note{fmt::format("opened by {} here", s.how), s.opened}, Note{"closed here", s.closed}});
    return s;
  }
  fail(ErrorKind::InvalidCall, fmt::format("{} on a pointer that is not a FILE the library opened", fn),
       id ? objectNotes(id) : std::vector<Note>{});
}

Word Executor::newStream(int fd, const char* how) {
  mem::ObjId id = mem_.allocate(mem::Kind::Extern, 216, 16, true, currentLoc());
  Stream s;
  s.obj = id;
  s.fd = fd;
  s.opened = currentLoc();
  s.how = how;
  fs_.streams.push_back(s);
  return pointerTo(id);
}

void Executor::warn(ErrorKind kind, std::string message) {
  ir::LocId at = currentLoc();
  for (const Violation& v : warnings_)
    if (v.kind == kind && v.loc == at) return;
  warnings_.push_back(Violation{kind, std::move(message), at, {}, callStack()});
}

}  // namespace ferret::sem
