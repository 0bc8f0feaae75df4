// The one flag every engine polls to end its run early, and why it was
// raised.  Raised by the CPU timer of the engine that runs
// (engines/cpu_timer.hpp) and by the process's watchdog (watchdog.hpp:
// memory and wall-clock limits).  An engine plugs in by polling g_stop
// between steps of bounded cost (or handing &g_stop to the executor as
// sem::Limits::interrupt) and answering UNKNOWN when it is raised; the
// portfolio then names the limit.  An engine that does not poll in time
// is ended by the watchdog with the process.
#pragma once

#include <csignal>
#include <string>

namespace ferret::engines {

enum StopCause : std::sig_atomic_t { kRunning = 0, kCpuTime, kWallClock, kMemory };

// A StopCause.  Written from a signal handler and the watchdog's thread.
inline volatile std::sig_atomic_t g_stop = kRunning;

// The flag's name before there were other causes than the CPU timer:
// engines written against it poll the same flag.
inline volatile std::sig_atomic_t& g_cpuTimeout = g_stop;

// Why the run was stopped, for an UNKNOWN verdict ("CPU time limit of 5 s
// reached", "memory limit of 1000 MB reached"); `cpuSeconds` is the CPU
// limit of the engine that ran.  Empty while g_stop is not raised.
std::string stopReason(double cpuSeconds);

// "CPU time limit of 3.531 s reached": the words of a CPU limit, whoever
// noticed it (an engine's timer, the watchdog, the kernel in a child).
std::string cpuLimitReason(double seconds);

// Whether the process as a whole must stop (memory, wall clock), as
// opposed to one engine's share of the CPU time.
inline bool processStopped() { return g_stop == kWallClock || g_stop == kMemory; }

}  // namespace ferret::engines
