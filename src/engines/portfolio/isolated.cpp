#include "engines/portfolio/isolated.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
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

double seconds(const rusage& u) {
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double ownCpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return seconds(u);
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

// Messages both ways are a length and that many bytes.  MSG_NOSIGNAL: a
// peer that died is a failed send, not a SIGPIPE that ends this process.
bool send(int fd, const std::string& payload) {
  uint64_t n = payload.size();
  std::string s(reinterpret_cast<const char*>(&n), sizeof n);
  s += payload;
  for (size_t at = 0; at < s.size();) {
    ssize_t k = ::send(fd, s.data() + at, s.size() - at, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    at += static_cast<size_t>(k);
  }
  return true;
}

// A whole message at the front of `bytes`, taken off it.
std::optional<std::string> takeMessage(std::string& bytes) {
  uint64_t n = 0;
  if (bytes.size() < sizeof n) return std::nullopt;
  std::memcpy(&n, bytes.data(), sizeof n);
  if (bytes.size() - sizeof n < n) return std::nullopt;
  std::string m = bytes.substr(sizeof n, n);
  bytes.erase(0, sizeof n + n);
  return m;
}

// The child's side: waits for the next message, nullopt when the parent
// is gone.
std::optional<std::string> receive(int fd) {
  std::string bytes;
  char buf[1 << 16];
  for (;;) {
    if (std::optional<std::string> m = takeMessage(bytes)) return m;
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;
    bytes.append(buf, static_cast<size_t>(n));
  }
}

std::string bytesOf(double x) { return std::string(reinterpret_cast<const char*>(&x), sizeof x); }

double doubleAt(const std::string& s) {
  double x = 0;
  if (s.size() >= sizeof x) std::memcpy(&x, s.data(), sizeof x);
  return x;
}

// The kernel ends the child with SIGXCPU at the soft limit, this
// request's share past what the child has used so far.
void limitCpu(double cpuSeconds) {
  rlimit cpu{};
  getrlimit(RLIMIT_CPU, &cpu);
  cpu.rlim_cur = cpu.rlim_max;
  if (cpuSeconds > 0)
    cpu.rlim_cur = std::min(cpu.rlim_max, static_cast<rlim_t>(ownCpuSeconds() + engines::processLimit(cpuSeconds)) + 1);
  setrlimit(RLIMIT_CPU, &cpu);
}

// The tests' way to crash the child as Z3 does on some programs, which no
// small program does fast and always (tests/regress/testgen/solver-crash.c):
// "late:S", a request given under S CPU seconds spends them and aborts, as
// Z3 does when interrupted at its deadline; anything else, every request
// crashes at once.
void crashForTests(const char* how, double limit) {
  if (std::strncmp(how, "late:", 5) != 0) std::raise(SIGSEGV);
  if (limit >= std::atof(how + 5)) return;
  double t0 = ownCpuSeconds();
  while (ownCpuSeconds() - t0 < limit) continue;
  std::raise(SIGABRT);
}

}  // namespace

bool Child::start() {
  int sv[2];
  log_ = std::tmpfile();
  if (!log_ || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    if (log_) std::fclose(log_);
    log_ = nullptr;
    return false;
  }
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    close(sv[0]);
    close(sv[1]);
    std::fclose(log_);
    log_ = nullptr;
    return false;
  }
  if (pid == 0) {
    close(sv[0]);
    serveForever(sv[1]);
  }
  close(sv[1]);
  pid_ = pid;
  socket_ = sv[0];
  reported_ = 0;
  return true;
}

void Child::serveForever(int fd) {
  dup2(fileno(log_), STDOUT_FILENO);
  dup2(fileno(log_), STDERR_FILENO);
  rlimit none{0, 0};
  setrlimit(RLIMIT_CORE, &none);
  while (std::optional<std::string> request = receive(fd)) {
    // Each request's output alone: its first line is a failure's reason.
    if (ftruncate(STDOUT_FILENO, 0) == 0) lseek(STDOUT_FILENO, 0, SEEK_SET);
    double limit = doubleAt(*request);
    limitCpu(limit);
    if (const char* crash = std::getenv("FERRET_TEST_CRASH_CHILD")) crashForTests(crash, limit);
    double t0 = ownCpuSeconds();
    std::string answer = serve_(request->substr(sizeof(double)));
    if (!send(fd, bytesOf(ownCpuSeconds() - t0) + answer)) break;
  }
  // No atexit handler or stdio buffer of the parent's runs twice.
  _exit(0);
}

ChildOutcome Child::ask(const std::string& request, double cpuSeconds) {
  if (pid_ < 0 && !start()) {
    ChildOutcome out;
    out.failure = "no child process could be started";
    return out;
  }
  if (!send(socket_, bytesOf(cpuSeconds) + request)) return reap(false, cpuSeconds);
  std::string bytes;
  char buf[1 << 16];
  bool killed = false;
  for (;;) {
    if (std::optional<std::string> m = takeMessage(bytes)) {
      ChildOutcome out;
      out.cpuSeconds = doubleAt(*m);
      reported_ += out.cpuSeconds;
      out.bytes = m->substr(sizeof(double));
      return out;
    }
    pollfd p{socket_, POLLIN, 0};
    int ready = poll(&p, 1, 100);
    if (ready > 0) {
      ssize_t n = read(socket_, buf, sizeof buf);
      if (n <= 0) break;
      bytes.append(buf, static_cast<size_t>(n));
      continue;
    }
    // The child counts towards the process's limits: both together.
    if (!killed && memoryLimitMB_ && engines::residentMB() + residentOf(pid_) > memoryLimitMB_) {
      engines::g_stop = engines::kMemory;
    }
    if (!killed && engines::processStopped()) {
      kill(pid_, SIGKILL);
      killed = true;
    }
  }
  return reap(killed, cpuSeconds);
}

ChildOutcome Child::reap(bool killed, double cpuSeconds) {
  ChildOutcome out;
  int status = 0;
  rusage usage{};
  wait4(pid_, &status, 0, &usage);
  out.cpuSeconds = std::max(0.0, seconds(usage) - reported_);
  std::string said = firstLine(log_);
  close(socket_);
  std::fclose(log_);
  pid_ = -1;
  log_ = nullptr;
  if (killed) out.failure = engines::stopReason(0);
  else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU)
    out.failure = engines::cpuLimitReason(cpuSeconds);
  else if (WIFSIGNALED(status)) out.failure = fmt::format("it was ended by signal {}", WTERMSIG(status));
  else out.failure = fmt::format("it exited with status {}", WEXITSTATUS(status));
  if (!said.empty() && !killed) out.failure += fmt::format(" ({})", said);
  return out;
}

void Child::end() {
  if (pid_ < 0) return;
  kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
  close(socket_);
  std::fclose(log_);
  pid_ = -1;
  log_ = nullptr;
}

ChildOutcome runInChild(const std::function<std::string()>& work, uint64_t memoryLimitMB, double cpuSeconds) {
  Child child([&](const std::string&) { return work(); }, memoryLimitMB);
  return child.ask("", cpuSeconds);
}

}  // namespace ferret::portfolio
