// Work done in a child process.  Z3 ends the whole process with exit(114)
// when it meets an internal error (seen in Spacer's model-based
// projection on list programs), and 4.8.12 crashes outright on some (a
// segmentation fault in Spacer's query on a list with a sentinel node):
// no answer, and it took every other engine's answer, and `ferret
// testgen`'s suite, with it.  In a child, only the child ends.  The
// child's own output (Z3's message) is kept, not printed.  While it
// works, the process's limits still hold: the wall clock (the stop flag)
// and the memory of both processes together; the child's CPU time for a
// request is bounded by the kernel (RLIMIT_CPU) at the process limit of
// the request's `cpuSeconds`, in case the work does not stop at its own
// CPU timer.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>

namespace ferret::portfolio {

struct ChildOutcome {
  std::optional<std::string> bytes;  // what the work returned, when it ran to its end
  std::string failure;               // else why not
  double cpuSeconds = 0;             // the child's CPU time for it
};

// A child forked once and asked again and again, so that work whose first
// call is costly (the SMT engine's set-up of Z3 and of the program's
// encoding) pays for it once, not per request.  A child that died is
// replaced at the next request; the one alive is ended with the object.
class Child {
 public:
  using Serve = std::function<std::string(const std::string& request)>;
  Child(Serve serve, uint64_t memoryLimitMB) : serve_(std::move(serve)), memoryLimitMB_(memoryLimitMB) {}
  ~Child() { end(); }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  // `serve(request)` in the child, with `cpuSeconds` of CPU time (0: no
  // limit).
  ChildOutcome ask(const std::string& request, double cpuSeconds);

 private:
  Serve serve_;
  uint64_t memoryLimitMB_;
  pid_t pid_ = -1;
  int socket_ = -1;  // both ways
  FILE* log_ = nullptr;
  double reported_ = 0;  // CPU seconds the child alive has accounted for

  bool start();
  [[noreturn]] void serveForever(int socket);
  // The child's end: its CPU time not yet accounted for, and why it ended.
  ChildOutcome reap(bool killed, double cpuSeconds);
  void end();
};

// `work` in a child of its own.
ChildOutcome runInChild(const std::function<std::string()>& work, uint64_t memoryLimitMB, double cpuSeconds);

}  // namespace ferret::portfolio
