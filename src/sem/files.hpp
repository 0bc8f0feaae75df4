// The program's view of files: the file-system layer under <stdio.h> and
// the POSIX descriptor calls.  It is part of the executor's state (saved,
// restored and hashed with it), so every engine that runs the executor
// sees the same files.
//
// A file's contents come from the environment the first time a path is
// opened (InputSource::File: `ferret run` reads the host file under its
// root, `ferret verify` chooses them as it chooses stdin), and from then
// on live here: writes change this copy, and the environment is told of
// the new contents when the file is closed or the program ends
// (Environment::storeFile), which `run --fs-write` writes through.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/program.hpp"
#include "memory/memory.hpp"

namespace ferret::sem {

// A path's node.  Whether a file is there, and its contents, come from
// InputSource::File; whether a directory is, its entries, and the metadata
// stat reports come from InputSource::Status (the status record, below),
// each asked the first time a call needs it.
struct FileNode {
  std::string path;  // lexically normalised; empty for tmpfile()'s
  std::string data;
  bool exists = false;  // a regular file, or (dir) a directory
  bool dir = false;
  bool dirty = false;  // changed since the environment was last told
  bool statusAsked = false;
  // The status record (parseStatus): the environment's answer, or one
  // the program's creating the node made; none: nothing is there.
  std::optional<std::string> status;
  // lstat's: the symbolic link's own record when the path's last
  // component is one (`lstat(PATH)`, asked once), none when it is not.
  bool linkAsked = false;
  std::optional<std::string> link;
  // Known to hold nothing: the environment said so, or the program removed it.
  bool missing() const { return !exists && statusAsked && !status; }
};

// A status record, as the environment gives it for `stat(PATH)` (and
// `fstat(N)` of a standard descriptor): the numbers of struct stat, then
// for a directory its entries as the host's readdir lists them.  In text,
// "MODE NLINK UID GID SIZE INO DEV RDEV BLKSIZE BLOCKS ATIME ATIMENSEC
// MTIME MTIMENSEC CTIME CTIMENSEC", then per entry "\0INO DTYPE NAME".
struct DirEntry {
  std::string name;
  uint64_t ino = 0;
  uint8_t type = 0;  // DT_*
};
struct StatusRecord {
  uint64_t mode = 0, nlink = 0, uid = 0, gid = 0, size = 0, ino = 0, dev = 0, rdev = 0, blksize = 0, blocks = 0;
  int64_t times[6] = {};  // atime, its nanoseconds, mtime, ..., ctime, ...
  std::vector<DirEntry> entries;
};
// None when the text is no record.
std::optional<StatusRecord> parseStatus(const std::string& text);
std::string formatStatus(const StatusRecord& r);

// An open directory stream: the DIR the program holds, the struct dirent
// readdir fills, and the entries as they were when it was opened.
struct DirStream {
  mem::ObjId obj = mem::kNoObj, entry = mem::kNoObj;
  std::vector<DirEntry> entries;
  int32_t node = -1;  // the directory's (rewinddir reads it again)
  uint32_t pos = 0;
  bool open = true;
  ir::LocId opened = 0, closed = 0;
};

// An open file description: what a descriptor number names, shared by
// the numbers dup and dup2 make (one position for all).  The process's
// stdin, stdout and stderr read and write through the environment
// (std >= 0).
struct Descriptor {
  int32_t node = -1;
  int32_t std = -1;
  bool open = false;
  bool read = false, write = false, append = false, nonblock = false;
  bool pipe = false;     // an end of a pipe: its node is nameless, a read consumes
  int8_t terminal = -1;  // a standard descriptor's isatty, once asked (-1: not yet)
  uint64_t pos = 0;
};

// A FILE: the object the program holds a pointer to, and its descriptor.
struct Stream {
  mem::ObjId obj = mem::kNoObj;
  int32_t fd = -1;
  bool open = true;
  bool eof = false, error = false;
  std::string pushback;  // ungetc()'s bytes, the last pushed first
  ir::LocId opened = 0, closed = 0;
  const char* how = "fopen";
};

// A descriptor number: its description in FileSystem::fds (-1: closed)
// and its own flag, FD_CLOEXEC.
struct FdSlot {
  int32_t desc = -1;
  bool cloexec = false;
};

struct FileSystem {
  std::vector<FileNode> nodes;
  std::vector<Descriptor> fds;  // open file descriptions (open: some number names it)
  std::vector<FdSlot> table;    // by descriptor number
  Descriptor closed;            // what a closed number names
  std::vector<Stream> streams;
  std::vector<DirStream> dirs;
  // The working directory chdir set, as the layer names it: "." is the
  // root (the working directory the program started in).
  std::string cwd = ".";
  uint32_t tmpFiles = 0;  // names mkstemp has tried: the next one's number
  // The layer's name of a path the program gave: relative to cwd, then
  // normalised.
  std::string resolve(const std::string& path) const;
  // The description descriptor number fd names (`closed` if none).
  Descriptor& at(int64_t fd) {
    return fd >= 0 && static_cast<uint64_t>(fd) < table.size() && table[fd].desc >= 0 ? fds[table[fd].desc] : closed;
  }
  // A new description, in the place of one no number names any more.
  int32_t addDescription(const Descriptor& d);
  // The lowest free number from `lowest` on, naming description k.
  int install(int32_t k, int64_t lowest = 0);
  // Whether another number than fd names fd's description.
  bool shared(int fd) const;
  // The node of `path`, or -1 if the environment was not asked about it yet.
  int32_t find(const std::string& path) const {
    for (size_t i = 0; i < nodes.size(); ++i)
      if (!nodes[i].path.empty() && nodes[i].path == path) return static_cast<int32_t>(i);
    return -1;
  }
};

// "a/./b/../c" -> "a/c"; an absolute path stays absolute.  A path that
// climbs above its start keeps its leading "..": the environment decides
// what lies there (nothing, for `ferret run`: only its root is visible).
std::string normalisePath(const std::string& path);
// The directory holding a normalised path, lexically ("a" -> ".").
std::string parentPath(const std::string& path);

}  // namespace ferret::sem
