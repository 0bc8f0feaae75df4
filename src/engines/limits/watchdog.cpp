#include "engines/limits/watchdog.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <new>

#include "engines/limits/stop.hpp"

namespace ferret::engines {

namespace {

using Clock = std::chrono::steady_clock;

// The limits of the watchdog that runs, for stopReason().
std::atomic<uint64_t> g_memoryMB{0};
std::atomic<double> g_wallSeconds{0};
std::atomic<double> g_cpuSeconds{0};
std::atomic<bool> g_allocationFailed{false};
std::atomic<bool> g_running{false};

// Kept in reserve so that the code that unwinds after an allocation failed
// can still allocate.  Never touched, so it costs address space, not memory.
char* g_reserve = nullptr;

// operator new failed (an address-space limit, `ulimit -v`, or strict
// overcommit): give back the reserve and stop the engines, which then end
// at their next poll; a second failure throws std::bad_alloc.
void onAllocationFailure() {
  if (!g_reserve) {
    std::set_new_handler(nullptr);
    return;
  }
  delete[] g_reserve;
  g_reserve = nullptr;
  g_allocationFailed = true;
  g_stop = kMemory;
}

uint64_t readLimit(const std::filesystem::path& file) {
  std::ifstream in(file);
  uint64_t v = 0;
  if (in >> v) return v;
  return UINT64_MAX;  // "max", or no such file
}

}  // namespace

uint64_t residentMB() {
  // Read by the watchdog every few milliseconds: one pread, no stdio.
  static int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  char buf[128];
  ssize_t n = fd < 0 ? -1 : pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return 0;
  buf[n] = '\0';
  char* p = buf;
  std::strtoull(p, &p, 10);  // total program size
  uint64_t pages = std::strtoull(p, nullptr, 10);
  return pages * static_cast<uint64_t>(sysconf(_SC_PAGESIZE)) >> 20;
}

uint64_t peakResidentMB() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<uint64_t>(ru.ru_maxrss) >> 10;  // kilobytes on Linux
}

uint64_t physicalMemoryMB() {
  uint64_t bytes = static_cast<uint64_t>(sysconf(_SC_PHYS_PAGES)) * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
  // cgroup v2: the limits of this process's group and of every group above it.
  std::ifstream groups("/proc/self/cgroup");
  std::string line;
  while (std::getline(groups, line)) {
    if (!line.starts_with("0::")) continue;
    std::filesystem::path dir = "/sys/fs/cgroup" + line.substr(3);
    for (; dir != dir.parent_path() && dir != "/sys/fs"; dir = dir.parent_path())
      bytes = std::min(bytes, readLimit(dir / "memory.max"));
  }
  bytes = std::min(bytes, readLimit("/sys/fs/cgroup/memory/memory.limit_in_bytes"));  // cgroup v1
  return bytes >> 20;
}

double processCpuSeconds() {
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
  rusage self{}, children{};
  getrusage(RUSAGE_SELF, &self);
  getrusage(RUSAGE_CHILDREN, &children);
  return seconds(self.ru_utime) + seconds(self.ru_stime) + seconds(children.ru_utime) + seconds(children.ru_stime);
}

std::string cpuLimitReason(double seconds) { return fmt::format("CPU time limit of {:.4g} s reached", seconds); }

std::string stopReason(double cpuSeconds) {
  switch (g_stop) {
    case kCpuTime: return cpuLimitReason(cpuSeconds > 0 ? cpuSeconds : g_cpuSeconds.load());
    case kWallClock: return fmt::format("wall-clock limit of {:g} s reached", g_wallSeconds.load());
    case kMemory:
      return g_allocationFailed ? std::string("out of memory (an allocation failed)")
                                : fmt::format("memory limit of {} MB reached", g_memoryMB.load());
    default: return "";
  }
}

Watchdog::Watchdog(uint64_t memoryMB, double wallSeconds, double cpuSeconds,
                   std::function<void(const std::string&)> hardStop)
    : memoryMB_(memoryMB), wallSeconds_(wallSeconds), cpuSeconds_(cpuSeconds), hardStop_(std::move(hardStop)) {
  [[maybe_unused]] bool wasRunning = g_running.exchange(true);
  assert(!wasRunning && "one watchdog at a time");
  g_memoryMB = memoryMB;
  g_wallSeconds = wallSeconds;
  g_cpuSeconds = cpuSeconds;
  g_allocationFailed = false;
  if (!g_reserve) g_reserve = new char[32 << 20];
  std::set_new_handler(onAllocationFailure);
  if (memoryMB || wallSeconds > 0 || cpuSeconds > 0) thread_ = std::thread([this] { watch(); });
}

Watchdog::~Watchdog() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
  std::set_new_handler(nullptr);
  g_running = false;
}

void Watchdog::disarm() {
  std::lock_guard lock(mutex_);
  disarmed_ = true;
  g_stop = kRunning;
}

void Watchdog::watch() {
  const Clock::time_point start = Clock::now();
  const auto wallStop = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(wallSeconds_));
  const auto grace = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(kHardStopGrace));
  const double cpuStop = processLimit(cpuSeconds_);
  const uint64_t hardMB = memoryMB_ + static_cast<uint64_t>(static_cast<double>(memoryMB_) * kHardMargin);
  int cause = kRunning;
  Clock::time_point raisedAt;
  std::unique_lock lock(mutex_);
  while (!quit_) {
    if (disarmed_) {
      wake_.wait_for(lock, std::chrono::milliseconds(10));
      continue;
    }
    uint64_t mb = residentMB();
    Clock::time_point now = Clock::now();
    if (cause == kRunning && processStopped()) cause = g_stop;  // an allocation failed
    if (cause == kRunning && memoryMB_ && mb > memoryMB_) cause = kMemory;
    if (cause == kRunning && wallSeconds_ > 0 && now >= wallStop) cause = kWallClock;
    if (cause == kRunning && cpuStop > 0 && processCpuSeconds() >= cpuStop) cause = kCpuTime;
    if (cause != kRunning) {
      if (raisedAt == Clock::time_point{}) raisedAt = now;
      // Again at every look: a new engine's CPU timer must not lower it.
      g_stop = cause;
      bool late = now - raisedAt >= grace || (cause == kMemory && mb > hardMB);
      if (late) hardStop_(stopReason(0));
    }
    // Memory can grow by a gigabyte a second: look often when it is near
    // the limit, so that the hard stop comes within its margin.
    bool near = memoryMB_ && mb * 4 > memoryMB_ * 3;
    wake_.wait_for(lock, near ? std::chrono::milliseconds(1) : std::chrono::milliseconds(10));
  }
}

}  // namespace ferret::engines
