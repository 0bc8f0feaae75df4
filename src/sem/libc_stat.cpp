// <sys/stat.h> and the path calls of <unistd.h> over the file-system
// layer's directories (directories.cpp): stat/fstat/lstat fill glibc's
// x86-64 struct stat from the node's status record; mkdir, rmdir and
// unlink change the layer; access, getcwd and chdir read it.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>

#include "sem/libc.hpp"

namespace ferret::sem {

std::optional<std::string> pathArg(Call& c, unsigned i) {
  std::string path = c.ex.readString(argDefined(c, i), fnName(c));
  if (path.empty()) {
    c.ex.setErrno(ENOENT);
    return std::nullopt;
  }
  return c.ex.files().resolve(path);
}

namespace {

// glibc's struct stat on x86-64 (144 bytes).
void writeStat(Call& c, const Word& buf, const StatusRecord& r) {
  if (c.ex.program().ptrBytes != 8)
    c.ex.fail(ErrorKind::Unsupported, fmt::format("{} on the 32-bit target (its struct stat is not modelled)", fnName(c)));
  std::string s(144, '\0');
  putLittleEndian(s, 0, r.dev, 8);
  putLittleEndian(s, 8, r.ino, 8);
  putLittleEndian(s, 16, r.nlink, 8);
  putLittleEndian(s, 24, r.mode, 4);
  putLittleEndian(s, 28, r.uid, 4);
  putLittleEndian(s, 32, r.gid, 4);
  putLittleEndian(s, 40, r.rdev, 8);
  putLittleEndian(s, 48, r.size, 8);
  putLittleEndian(s, 56, r.blksize, 8);
  putLittleEndian(s, 64, r.blocks, 8);
  for (int k = 0; k < 6; ++k) putLittleEndian(s, 72 + 8 * k, static_cast<uint64_t>(r.times[k]), 8);
  c.ex.writeBytes(buf, s, fnName(c));
}

// The arguments of stat (path, buf), or of glibc's old __xstat (version,
// path, buf).
unsigned firstArg(const Call& c) { return c.callee.name.starts_with("__") ? 1 : 0; }

// The status record of the symbolic link at `path` (resolved), none when
// no link is there: asked once per path; a path the program removed is no
// link any more.
std::optional<StatusRecord> linkRecord(Call& c, const std::string& path) {
  int32_t known = c.ex.files().find(path);
  std::optional<std::string> link;
  if (known < 0 || !c.ex.files().nodes[known].linkAsked)
    link = c.ex.input(InputRequest{InputSource::Status, "lstat(" + path + ")"}).text;
  int32_t n = c.ex.pathNode(path, true);
  FileNode& node = c.ex.files().nodes[n];
  if (!node.linkAsked) {
    node.linkAsked = true;
    node.link = link;
  }
  return node.link ? parseStatus(*node.link) : std::nullopt;
}
// stat follows a symbolic link: the layer shows a link as what it names
// inside the root (nothing for one leaving it).  lstat reports the link
// itself (linkRecord).
void m_stat(Call& c) {
  unsigned a = firstArg(c);
  const Word& buf = argDefined(c, a + 1);
  std::optional<std::string> path = pathArg(c, a);
  if (!path) return retFail(c);
  if (c.callee.name.find("lstat") != std::string::npos || c.callee.name.starts_with("__lxstat"))
    if (std::optional<StatusRecord> r = linkRecord(c, *path)) {
      writeStat(c, buf, *r);
      return setRet(c, 0);
    }
  int32_t n = c.ex.pathNode(*path, true);
  const FileNode& node = c.ex.files().nodes[n];
  if (!node.exists && !node.status) {
    c.ex.setErrno(ENOENT);
    return retFail(c);
  }
  writeStat(c, buf, c.ex.nodeStatus(n));
  setRet(c, 0);
}
void m_fstat(Call& c) {
  unsigned a = firstArg(c);
  int64_t fd = sintArg(c, a, fnName(c));
  const Word& buf = argDefined(c, a + 1);
  std::optional<StatusRecord> r = c.ex.descriptorStatus(static_cast<int>(fd));
  if (!r) return retFail(c);
  writeStat(c, buf, *r);
  setRet(c, 0);
}

// The file-creation mask: the host's (an input, "umask", asked once)
// until the program sets its own; a library cell.
uint32_t creationMask(Call& c) {
  Word cell = c.ex.pointerTo(c.ex.libraryCell("umask", 8));
  uint64_t off;
  const mem::Object& o = c.ex.access(cell, 8, false, off, fnName(c));
  if (o.data()[off + 4]) return o.data()[off] | o.data()[off + 1] << 8;
  uint32_t mask = static_cast<uint32_t>(clockInput(c, "umask", 32, 0, 0777));
  std::string bytes{static_cast<char>(mask), static_cast<char>(mask >> 8), 0, 0, 1, 0, 0, 0};
  c.ex.writeBytes(cell, bytes, fnName(c));
  return mask;
}
void m_umask(Call& c) {
  uint32_t mask = static_cast<uint32_t>(intArg(c, 0, "umask")) & 0777;
  uint32_t old = creationMask(c);
  std::string bytes{static_cast<char>(mask), static_cast<char>(mask >> 8), 0, 0, 1, 0, 0, 0};
  c.ex.writeBytes(c.ex.pointerTo(c.ex.libraryCell("umask", 8)), bytes, "umask");
  setRet(c, old);
}
// chmod and fchmod change the permission bits of the node's status
// record in the layer (stat and access see them); the host's file keeps
// its own, --fs-write or not.
void changeMode(Call& c, int32_t n, uint64_t mode) {
  StatusRecord r = c.ex.nodeStatus(n);
  r.mode = (r.mode & S_IFMT) | (mode & 07777);
  FileNode& node = c.ex.files().nodes[n];
  node.statusAsked = true;
  node.status = formatStatus(r);
  setRet(c, 0);
}
void m_chmod(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  uint64_t mode = intArg(c, 1, "chmod");
  if (!path) return retFail(c);
  int32_t n = c.ex.pathNode(*path, true);
  const FileNode& node = c.ex.files().nodes[n];
  if (!node.exists && !node.status) {
    c.ex.setErrno(ENOENT);
    return retFail(c);
  }
  changeMode(c, n, mode);
}
void m_fchmod(Call& c) {
  int64_t fd = sintArg(c, 0, "fchmod");
  uint64_t mode = intArg(c, 1, "fchmod");
  Descriptor* d = c.ex.descriptor(fd);
  if (!d) return retFail(c);
  if (d->pipe) return setRet(c, 0);
  if (d->node < 0) c.ex.fail(ErrorKind::Unsupported, "fchmod of a standard descriptor (the host's terminal or file)");
  changeMode(c, d->node, mode);
}

void m_mkdir(Call& c) {
  uint32_t mask = creationMask(c);
  std::optional<std::string> path = pathArg(c, 0);
  uint64_t mode = intArg(c, 1, "mkdir") & ~uint64_t{mask};
  if (!path) return retFail(c);
  // A directory is made only in one that is there: nothing outside the
  // root is, so nothing is made there.
  int32_t n = c.ex.pathNode(*path, true);
  int32_t up = c.ex.pathNode(parentPath(*path), true);
  const FileNode& node = c.ex.files().nodes[n];
  int err = node.exists || node.status ? EEXIST : !c.ex.files().nodes[up].dir ? ENOENT : 0;
  if (err) {
    c.ex.setErrno(err);
    return retFail(c);
  }
  c.ex.makeDirectory(n, static_cast<uint32_t>(mode));
  setRet(c, 0);
}
// rmdir (dir) and unlink (!dir): remove() is one or the other.
int removePath(Call& c, const std::string& path, bool dir) {
  int32_t n = c.ex.pathNode(path, false);
  const FileNode& node = c.ex.files().nodes[n];
  int err = !node.exists ? ENOENT : node.dir != dir ? (dir ? ENOTDIR : EISDIR) : 0;
  if (!err && dir) {
    if (path == "." || path.ends_with("/.")) err = EINVAL;
    for (const DirEntry& e : c.ex.listing(n))
      if (e.name != "." && e.name != "..") err = ENOTEMPTY;
  }
  if (err) {
    c.ex.setErrno(err);
    return -1;
  }
  c.ex.removeNode(n);
  return 0;
}
void m_rmdir(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(path ? removePath(c, *path, true) : -1)));
}
void m_unlink(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(path ? removePath(c, *path, false) : -1)));
}
// remove(): a directory is rmdir'ed, anything else unlinked.
void m_remove(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  if (!path) return retFail(c);
  int32_t n = c.ex.pathNode(*path, false);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(removePath(c, *path, c.ex.files().nodes[n].dir))));
}

// access() by the owner's permission bits (a program is taken to run as
// its files' owner).
void m_access(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  uint64_t how = intArg(c, 1, "access");
  if (!path) return retFail(c);
  if (how & ~uint64_t{R_OK | W_OK | X_OK}) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  int32_t n = c.ex.pathNode(*path, true);
  if (!c.ex.files().nodes[n].exists) {
    c.ex.setErrno(ENOENT);
    return retFail(c);
  }
  uint64_t mode = c.ex.nodeStatus(n).mode;
  bool ok = (!(how & R_OK) || (mode & S_IRUSR)) && (!(how & W_OK) || (mode & S_IWUSR)) &&
            (!(how & X_OK) || (mode & S_IXUSR));
  if (!ok) c.ex.setErrno(EACCES);
  setRet(c, ok ? 0 : static_cast<uint64_t>(-1));
}

void m_chdir(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  if (!path) return retFail(c);
  int32_t n = c.ex.pathNode(*path, true);
  const FileNode& node = c.ex.files().nodes[n];
  if (!node.dir) {
    c.ex.setErrno(node.exists ? ENOTDIR : ENOENT);
    return retFail(c);
  }
  c.ex.files().cwd = *path;
  setRet(c, 0);
}
// getcwd(buf, size), and glibc's extension: a NULL buf is a malloc'ed
// block of the size asked for, or of the name's when size is 0.
void m_getcwd(Call& c) {
  const Word& buf = argDefined(c, 0, "getcwd");
  uint64_t size = intArg(c, 1, "getcwd");
  std::string name = c.ex.workingDirectory();
  if (isNull(buf) && size == 0) size = name.size() + 1;
  if (size == 0) {
    c.ex.setErrno(EINVAL);
    return setRetNull(c);
  }
  if (name.size() + 1 > size) {
    c.ex.setErrno(ERANGE);
    return setRetNull(c);
  }
  Word out = isNull(buf) ? c.ex.pointerTo(c.ex.allocHeap(size, false, "getcwd")) : buf;
  name.push_back('\0');
  c.ex.writeBytes(out, name, "getcwd");
  setRetPtr(c, out);
}

// realpath(path, resolved): the absolute name, with no ".", ".." or
// link in it.  Whether something is there is the layer's answer (a file
// the program made counts); the name is the host's (links resolved inside
// the root), or, for what only the program made, the root's name joined
// with the layer's.  A NULL `resolved` asks for a malloc'ed block.
void m_realpath(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  const Word& out = argDefined(c, 1, "realpath");
  if (!path) return setRetNull(c);
  int32_t n = c.ex.pathNode(*path, false);
  if (!c.ex.files().nodes[n].exists) {
    c.ex.setErrno(ENOENT);
    return setRetNull(c);
  }
  std::optional<std::string> name = c.ex.input(InputRequest{InputSource::Status, "realpath(" + *path + ")"}).text;
  if (!name && path->front() == '/') name = *path;
  if (!name) {
    std::string root = c.ex.input(InputRequest{InputSource::Status, "getcwd"}).text.value_or("/");
    name = *path == "." ? root : (root == "/" ? "" : root) + "/" + *path;
  }
  if (name->size() >= PATH_MAX) {
    c.ex.setErrno(ENAMETOOLONG);
    return setRetNull(c);
  }
  Word dst = isNull(out) ? c.ex.pointerTo(c.ex.allocHeap(name->size() + 1, false, "realpath")) : out;
  name->push_back('\0');
  c.ex.writeBytes(dst, *name, "realpath");
  setRetPtr(c, dst);
}

// readlink(path, buf, size): the link's target text, cut to size and not
// terminated.  The target is the host's answer ("readlink(PATH)"), given
// only for a link that leads inside the root: one leading out is EACCES,
// so no name outside is told.  No link there: EINVAL, or ENOENT.
void m_readlink(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  const Word& buf = argDefined(c, 1, "readlink");
  uint64_t size = intArg(c, 2, "readlink");
  if (!path) return retFail(c);
  if (!linkRecord(c, *path)) {
    c.ex.setErrno(c.ex.files().nodes[c.ex.pathNode(*path, true)].exists ? EINVAL : ENOENT);
    return retFail(c);
  }
  std::optional<std::string> target = c.ex.input(InputRequest{InputSource::Status, "readlink(" + *path + ")"}).text;
  if (!target) {
    c.ex.setErrno(EACCES);
    return retFail(c);
  }
  target->resize(std::min<uint64_t>(target->size(), size));
  if (!target->empty()) c.ex.writeBytes(buf, *target, "readlink");
  setRet(c, target->size());
}

const ModelEntry kStatModels[] = {
    {"stat", m_stat},       {"stat64", m_stat},       {"lstat", m_stat},     {"lstat64", m_stat},
    {"__xstat", m_stat},    {"__xstat64", m_stat},    {"__lxstat", m_stat},  {"__lxstat64", m_stat},
    {"fstat", m_fstat},     {"fstat64", m_fstat},     {"__fxstat", m_fstat}, {"__fxstat64", m_fstat},
    {"mkdir", m_mkdir},     {"rmdir", m_rmdir},       {"unlink", m_unlink},  {"remove", m_remove},
    {"access", m_access},   {"chdir", m_chdir},       {"getcwd", m_getcwd},    {"realpath", m_realpath},
    {"readlink", m_readlink}, {"umask", m_umask},  {"chmod", m_chmod},     {"fchmod", m_fchmod},
};

}  // namespace

Model findStatModel(std::string_view name) { return lookupModel(kStatModels, name); }

}  // namespace ferret::sem
