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

struct FileNode {
  std::string path;  // lexically normalised; empty for tmpfile()'s
  std::string data;
  bool exists = false;
  bool dirty = false;  // changed since the environment was last told
};

// An open file description, by descriptor number.  0, 1 and 2 are the
// process's stdin, stdout and stderr, which read and write through the
// environment (std >= 0).
struct Descriptor {
  int32_t node = -1;
  int32_t std = -1;
  bool open = false;
  bool read = false, write = false, append = false;
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

struct FileSystem {
  std::vector<FileNode> nodes;
  std::vector<Descriptor> fds;
  std::vector<Stream> streams;
  uint32_t tmpFiles = 0;
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

}  // namespace ferret::sem
