// A CPU-time limit for an engine run: SIGPROF sets a flag the executor
// polls, so a run stops between instructions, never in the middle of one.
#pragma once

#include <csignal>
#include <sys/time.h>

namespace ferret::engines {

inline volatile std::sig_atomic_t g_cpuTimeout = 0;

// Armed for its lifetime; seconds <= 0 means no limit.
class CpuTimer {
 public:
  explicit CpuTimer(double seconds) : armed_(seconds > 0) {
    if (!armed_) return;
    g_cpuTimeout = 0;
    std::signal(SIGPROF, [](int) { g_cpuTimeout = 1; });
    itimerval t{};
    t.it_value.tv_sec = static_cast<time_t>(seconds);
    t.it_value.tv_usec = static_cast<suseconds_t>((seconds - static_cast<double>(t.it_value.tv_sec)) * 1e6);
    setitimer(ITIMER_PROF, &t, nullptr);
  }
  ~CpuTimer() {
    if (!armed_) return;
    itimerval t{};
    setitimer(ITIMER_PROF, &t, nullptr);
  }
  CpuTimer(const CpuTimer&) = delete;
  CpuTimer& operator=(const CpuTimer&) = delete;

 private:
  bool armed_;
};

}  // namespace ferret::engines
