// Limits that hold for the whole process, whatever runs: a thread that
// watches the resident memory, the wall-clock time and the CPU time and raises the
// engines' stop flag (stop.hpp) when one is crossed, and ends the process
// itself when the engines do not stop in time.  No engine needs to know
// about it beyond polling the flag, and no data structure needs to count
// its bytes: what is measured is what the kernel would kill for.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace ferret::engines {

// The resident set of this process now, and its peak so far, in MB (what
// /usr/bin/time reports as its maximum resident set size).
uint64_t residentMB();
uint64_t peakResidentMB();

// Physical memory, or the control group's limit when lower (a container),
// in MB.
uint64_t physicalMemoryMB();

// The default of --memory-limit: half the physical memory.
inline uint64_t defaultMemoryLimitMB() { return physicalMemoryMB() / 2; }

// A --timeout of `cpuSeconds` CPU seconds is each engine's to share (its
// CPU timer); it also bounds the run as a whole, its wall-clock time and
// the CPU time of the process and its children (front end, every engine,
// an engine that overran its share): the engines are asked to stop at this
// many seconds (10 % and a second more, for a loaded machine and for
// compiling), and the process ends kHardStopGrace seconds later if they
// have not.
inline double processLimit(double cpuSeconds) { return cpuSeconds > 0 ? cpuSeconds * 1.1 + 1 : 0; }

// CPU seconds of this process and of the children it has waited for.
double processCpuSeconds();

class Watchdog {
 public:
  // When the flag was raised and the engines did not stop within this
  // many seconds, or the memory grew past the limit by kHardMargin.
  static constexpr double kHardStopGrace = 2;
  static constexpr double kHardMargin = 0.03;

  // memoryMB, wallSeconds and cpuSeconds 0 mean none; cpuSeconds is the
  // --timeout, the limit named in the reason (the process's is
  // processLimit(cpuSeconds)).  `hardStop` is called on the
  // watchdog's thread with the reason when the engines did not stop in
  // time; it must end the process (printing the verdict first).  One
  // watchdog at a time.
  Watchdog(uint64_t memoryMB, double wallSeconds, double cpuSeconds, std::function<void(const std::string&)> hardStop);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  // The run is over and its answer is being printed: no hard stop from now,
  // and the flag is lowered, so that the evidence of the answer (the
  // replays of a counterexample that already ended) is written in full.
  void disarm();

 private:
  void watch();

  uint64_t memoryMB_;
  double wallSeconds_;
  double cpuSeconds_;
  std::function<void(const std::string&)> hardStop_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool quit_ = false, disarmed_ = false;
  std::thread thread_;
};

}  // namespace ferret::engines
