#include "engines/portfolio/isolated.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <fmt/format.h>

#include "engines/limits/stop.hpp"
#include "engines/limits/watchdog.hpp"

namespace ferret::portfolio {

namespace {

uint64_t residentOf(pid_t pid) {
  std::ifstream in(fmt::format("/proc/{}/statm", pid));
  uint64_t size = 0, resident = 0;
  in >> size >> resident;
  return resident * static_cast<uint64_t>(sysconf(_SC_PAGESIZE)) / (1024 * 1024);
}

// The first line of what the child printed, for the reason.
std::string firstLine(FILE* log) {
  std::rewind(log);
  char line[256] = {0};
  if (!std::fgets(line, sizeof line, log)) return "";
  std::string s(line);
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

void writeAll(int fd, const std::string& s) {
  for (size_t at = 0; at < s.size();) {
    ssize_t n = write(fd, s.data() + at, s.size() - at);
    if (n <= 0) return;
    at += static_cast<size_t>(n);
  }
}

// The kernel ends the child with SIGXCPU at the soft limit; no core file.
void limitCpu(double cpuSeconds) {
  rlimit none{0, 0};
  setrlimit(RLIMIT_CORE, &none);
  if (cpuSeconds <= 0) return;
  auto soft = static_cast<rlim_t>(engines::processLimit(cpuSeconds)) + 1;
  rlimit cpu{soft, soft + 1};
  setrlimit(RLIMIT_CPU, &cpu);
}

}  // namespace

ChildOutcome runInChild(const std::function<std::string()>& work, uint64_t memoryLimitMB, double cpuSeconds) {
  ChildOutcome out;
  int fds[2];
  FILE* log = std::tmpfile();
  if (!log || pipe2(fds, O_CLOEXEC) != 0) {
    if (log) std::fclose(log);
    out.failure = "no child process could be started";
    return out;
  }
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    std::fclose(log);
    out.failure = "no child process could be started";
    return out;
  }
  if (pid == 0) {
    close(fds[0]);
    dup2(fileno(log), STDOUT_FILENO);
    dup2(fileno(log), STDERR_FILENO);
    limitCpu(cpuSeconds);
    writeAll(fds[1], work());
    // No atexit handler or stdio buffer of the parent's runs twice.
    _exit(0);
  }
  close(fds[1]);
  std::string bytes;
  char buf[1 << 16];
  bool killed = false;
  for (;;) {
    pollfd p{fds[0], POLLIN, 0};
    int ready = poll(&p, 1, 100);
    if (ready > 0) {
      ssize_t n = read(fds[0], buf, sizeof buf);
      if (n <= 0) break;
      bytes.append(buf, static_cast<size_t>(n));
      continue;
    }
    // The child counts towards the process's limits: both together.
    if (!killed && memoryLimitMB && engines::residentMB() + residentOf(pid) > memoryLimitMB) {
      engines::g_stop = engines::kMemory;
    }
    if (!killed && engines::processStopped()) {
      kill(pid, SIGKILL);
      killed = true;
    }
  }
  close(fds[0]);
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  out.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                   static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  std::string said = firstLine(log);
  std::fclose(log);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && !killed) {
    out.bytes = std::move(bytes);
    return out;
  }
  if (killed) out.failure = engines::stopReason(0);
  else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU)
    out.failure = engines::cpuLimitReason(cpuSeconds);
  else if (WIFSIGNALED(status)) out.failure = fmt::format("it was ended by signal {}", WTERMSIG(status));
  else out.failure = fmt::format("it exited with status {}", WEXITSTATUS(status));
  if (!said.empty() && !killed) out.failure += fmt::format(" ({})", said);
  return out;
}

}  // namespace ferret::portfolio
