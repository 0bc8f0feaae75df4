// A CPU-time limit for an engine run: SIGPROF raises the stop flag the
// engines poll (limits/stop.hpp), so a run stops between instructions,
// never in the middle of one.
#pragma once

#include <sys/time.h>

#include <csignal>

#include "engines/limits/stop.hpp"

namespace ferret::engines {

// Armed for its lifetime; seconds <= 0 means no limit.  A new timer gives a
// new engine its own share of the time, so it lowers a flag the previous
// engine's timer raised, never one the watchdog raised: those end the run.
class CpuTimer {
 public:
  explicit CpuTimer(double seconds) : armed_(seconds > 0) {
    if (g_stop == kCpuTime) g_stop = kRunning;
    if (!armed_) return;
    std::signal(SIGPROF, [](int) {
      if (g_stop == kRunning) g_stop = kCpuTime;
    });
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
