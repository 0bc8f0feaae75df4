// Z3 does not see the engines' CPU-time limit (a SIGPROF flag): a thread
// interrupts the context in use once the flag is up or a deadline passed.
#pragma once

#include <z3++.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

namespace ferret::smt {

class Watchdog {
 public:
  Watchdog();
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  // Interrupts c when the CPU limit is reached or after `seconds` (<= 0:
  // no deadline of its own) until the guard returned ends.
  class Guard {
   public:
    Guard(Watchdog& w, z3::context& c, double seconds);
    ~Guard();
    Guard(const Guard&) = delete;
    Guard& operator=(const Guard&) = delete;

   private:
    Watchdog& w_;
  };

 private:
  std::mutex m_;
  z3::context* ctx_ = nullptr;
  std::chrono::steady_clock::time_point deadline_;
  bool hasDeadline_ = false;
  std::atomic<bool> stop_{false};
  std::thread thread_;
  void loop();
};

// CPU seconds used by this process so far.
double cpuSeconds();

}  // namespace ferret::smt
