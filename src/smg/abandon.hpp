// One operation of the Parma Polyhedra Library on a polyhedron of many
// dimensions (the BHRZ03 widening of a ring buffer's eight counters, the
// conversion between constraints and generators) can take seconds in
// which no engine polls its stop flag: the process overran its CPU limit
// until the watchdog ended it, without an answer.  While an AbandonWhen
// lives, the library's long computations look at `flag` as they go and
// throw Abandoned once it is raised; the polyhedra they leave are fit only
// to be destroyed, so the caller drops what it was computing (the shape
// engine: its whole run, an UNKNOWN for the limit).
#pragma once

#include <csignal>
#include <memory>

namespace ferret::smg {

struct Abandoned {};

class AbandonWhen {
 public:
  explicit AbandonWhen(const volatile std::sig_atomic_t& flag);
  ~AbandonWhen();
  AbandonWhen(const AbandonWhen&) = delete;
  AbandonWhen& operator=(const AbandonWhen&) = delete;

 private:
  struct Thrower;
  std::unique_ptr<Thrower> thrower_;
  const void* before_;  // the library's pointer before, put back after
};

}  // namespace ferret::smg
