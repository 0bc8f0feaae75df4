// The environment of a single run: nondet values from a list (then a
// policy); stdin, stdout, environment variables and clocks the process's
// own, unless a recorded environment replaces them.
#pragma once

#include <random>
#include <stdexcept>

#include "engines/hostfs/host_files.hpp"
#include "engines/interp/glibc_random.hpp"
#include "engines/interp/interp.hpp"

namespace ferret::interp {

// A value given for a nondet call (--inputs, a test vector, a replayed
// witness) that is not a number of its type, or out of its range.
struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Whether `s` is a C number as a value for a nondet call may be written:
// an integer (decimal, 0x hex or 0 octal, with a sign and integer
// suffixes) or a floating value (as strtod reads it, with f or l).
bool isInputValue(const std::string& s);

class RunEnvironment : public sem::Environment {
 public:
  explicit RunEnvironment(const Options& opts);
  // The executor of the run, for an environment that looks at where the
  // program stands (set once the executor exists).
  void attach(const sem::Executor& ex) { executor_ = &ex; }
  std::optional<sem::Word> nondet(std::string_view name, const ir::Type& type) override;
  std::optional<uint32_t> schedule(const std::vector<uint32_t>& runnable, uint32_t current) override;
  std::optional<bool> decide(sem::ChoiceKind kind) override;
  std::optional<sem::InputValue> input(const sem::InputRequest& request) override;
  void seed(uint64_t seed) override { random_.seed(static_cast<uint32_t>(seed)); }
  void write(int fd, std::string_view bytes) override;
  void storeFile(const std::string& path, const std::optional<std::string>& contents) override;
  void storeDirectory(const std::string& path, bool exists) override;
  void sleep(uint64_t microseconds) override;
  void cover(uint32_t probe) override {
    if (!opts_.probeHits || probe >= opts_.probeHits->size()) return;
    ++(*opts_.probeHits)[probe];
    if (opts_.probeTrace && opts_.probeTrace->size() < opts_.traceLimit) opts_.probeTrace->push_back(probe);
  }
  const std::vector<std::string>& consumed() const { return consumed_; }
  const std::vector<uint32_t>& scheduled() const { return scheduled_; }
  // Options::captureOutput: what the program wrote to fd 1 or 2.
  const std::string& captured(int fd) const { return captured_[fd == 2]; }

 protected:
  const sem::Executor* executor_ = nullptr;
  // The value written s, of `type`, as the run's next nondet value.
  sem::Word take(const std::string& s, std::string_view name, const ir::Type& type);

 private:
  const Options& opts_;
  size_t next_ = 0;
  size_t nextDecision_[sem::kChoiceKinds] = {};  // how many of each kind were decided
  std::mt19937_64 rng_;
  std::vector<std::string> consumed_;
  size_t nextSchedule_ = 0;
  std::vector<uint32_t> scheduled_;
  std::string captured_[2];
  size_t nextClock_ = 0, nextRandom_ = 0;
  GlibcRandom random_;  // rand() and random() once the recorded values run out
  int64_t subSeconds_ = 0;  // of the last real gettimeofday/clock_gettime
  int64_t realClock(const sem::InputRequest& request);
  hostfs::HostFiles files_;  // under Options::fsRoot
};

}  // namespace ferret::interp
