// The host's files under a root directory: what `ferret run` lets a
// program open, and what `ferret verify --fs-root` takes as the snapshot
// of the program's files.  A program's path (absolute, or relative to the
// root) names a host file only when it lies inside the root once symbolic
// links are followed: nothing outside the root is read or written.
#pragma once

#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"

namespace ferret::hostfs {

class HostFiles {
 public:
  explicit HostFiles(const std::string& root);
  // The host path of the program's `path`, or none when it lies outside
  // the root.
  std::optional<std::filesystem::path> hostPath(const std::string& path) const;
  // The contents of the regular file at `path`, or none (no such file,
  // outside the root, unreadable).
  std::optional<std::string> read(const std::string& path) const;
  // Writes the file, or removes it when `contents` is none; nothing
  // happens outside the root.
  void store(const std::string& path, const std::optional<std::string>& contents) const;
  // Makes (exists) or removes an empty directory; nothing happens outside
  // the root.
  void storeDirectory(const std::string& path, bool exists) const;
  // The answer to a status request (sem/inputs.hpp, InputSource::Status):
  // "stat(PATH)": the status record of what is at PATH inside the root
  // (symbolic links followed), a directory's with its entries; none when
  // nothing is there or it lies outside.  "fstat(FD)": the host's standard
  // descriptor's.  "lstat(PATH)": the record of the symbolic link PATH
  // names inside the root (its directory resolved, the link not
  // followed), none when PATH is no link.  "realpath(PATH)": the host's
  // absolute name of what PATH leads to inside the root, links resolved;
  // none when nothing is there or it lies outside.  "readlink(PATH)": the
  // text of the link PATH names, when it leads inside the root.  "getcwd":
  // the root's own name.
  std::optional<std::string> status(const std::string& request) const;

 private:
  // PATH's last component in its directory resolved inside the root, a
  // link there not followed; none when the directory lies outside.
  std::optional<std::filesystem::path> unfollowed(const std::string& path) const;
  std::optional<std::filesystem::path> root_;  // none if it cannot be resolved
};

// The files under a root as they were when a program first opened each
// path: a path read once keeps its bytes for every later run (each path an
// explorer follows, and each engine of a portfolio, sees the same files).
class Snapshot {
 public:
  explicit Snapshot(const std::string& root) : files_(root) {}
  std::optional<std::string> read(const std::string& path);
  // Every path read so far with what it held, by path: what a replay must
  // be given to see the same files.
  std::vector<std::pair<std::string, std::optional<std::string>>> taken();

 private:
  HostFiles files_;
  std::mutex mutex_;  // engines may confirm their answers on other threads
  absl::flat_hash_map<std::string, std::optional<std::string>> taken_;
};

}  // namespace ferret::hostfs
