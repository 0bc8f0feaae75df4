#include "engines/smt/watchdog.hpp"

#include <chrono>
#include <ctime>

#include "engines/cpu_timer.hpp"

namespace ferret::smt {

double cpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

Watchdog::Watchdog() : thread_([this] { loop(); }) {}

Watchdog::~Watchdog() {
  stop_ = true;
  thread_.join();
}

void Watchdog::loop() {
  while (!stop_) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::lock_guard<std::mutex> lock(m_);
    if (!ctx_) continue;
    // At every look while the guard lives, not once: Z3 4.8.12 does not
    // act on an interruption that comes between two checks, and the next
    // check ran on past the deadline (smt_watchdog_test.cpp).
    if (engines::g_stop || (hasDeadline_ && cpuSeconds() > deadline_)) ctx_->interrupt();
  }
}

Watchdog::Guard::Guard(Watchdog& w, z3::context& c, double seconds) : w_(w) {
  std::lock_guard<std::mutex> lock(w.m_);
  w.ctx_ = &c;
  w.hasDeadline_ = seconds > 0;
  if (seconds > 0) w.deadline_ = cpuSeconds() + seconds;
}

Watchdog::Guard::~Guard() {
  std::lock_guard<std::mutex> lock(w_.m_);
  w_.ctx_ = nullptr;
}

}  // namespace ferret::smt
