// Z3 does not see the engines' CPU-time limit (a SIGPROF flag): a thread
// interrupts the context in use once the flag is up or a deadline passed.
#pragma once

#include <z3++.h>

#include <atomic>
#include <mutex>
#include <thread>

namespace ferret::smt {

class Watchdog {
 public:
  Watchdog();
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  // Interrupts c when the CPU limit is reached or after `seconds` more CPU
  // seconds (<= 0: no deadline of its own), while the guard lives.
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
  double deadline_ = 0;  // CPU seconds
  bool hasDeadline_ = false;
  std::atomic<bool> stop_{false};
  std::thread thread_;
  void loop();
};

// CPU seconds used by this process so far.
double cpuSeconds();

// A check's answer, unless the watchdog may have interrupted it
// (`stopped`: the condition the watchdog interrupts on holds now).  Z3
// 4.8.12 can answer unsat to an interrupted check, not unknown: BMC then
// took a nonlinear equation's solutions for none and proved a reachable
// call unreachable, a wrong TRUE one run in five at `--timeout 2`.  Such
// an answer is thrown as "canceled", as an interruption elsewhere is.
inline z3::check_result unlessStopped(z3::check_result r, bool stopped) {
  if (stopped && r != z3::sat) throw z3::exception("canceled");
  return r;
}

}  // namespace ferret::smt
