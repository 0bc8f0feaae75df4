#include "engines/interp/inputs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <thread>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/utsname.h>

namespace ferret::interp {

RunEnvironment::RunEnvironment(const Options& opts) : opts_(opts), rng_(opts.seed), files_(opts.fsRoot) {}

namespace {

// The process's file-creation mask, read from /proc (umask() itself can
// only be read by changing it, which other threads' creations would see);
// 022, the usual default, where /proc does not say.
int64_t hostUmask() {
  std::FILE* f = std::fopen("/proc/self/status", "r");
  int64_t mask = 022;
  char line[256];
  while (f && std::fgets(line, sizeof line, f))
    if (std::strncmp(line, "Umask:", 6) == 0) mask = std::strtol(line + 6, nullptr, 8);
  if (f) std::fclose(f);
  return mask;
}

sem::Word fromDouble(double d, const ir::Type& t) { return sem::doubleToWord(d, t.kind == ir::TypeKind::Float); }

bool onlySuffix(const char* end, const char* letters, size_t most) {
  size_t n = std::strspn(end, letters);
  return end[n] == '\0' && n <= most;
}

// An integer literal: its sign and magnitude, or nothing.
std::optional<std::pair<bool, uint64_t>> parseInteger(const std::string& s) {
  bool negative = !s.empty() && s[0] == '-';
  const char* digits = s.c_str() + (!s.empty() && (s[0] == '-' || s[0] == '+'));
  if (!std::isdigit(static_cast<unsigned char>(*digits))) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  uint64_t magnitude = std::strtoull(digits, &end, 0);
  if (end == digits || !onlySuffix(end, "uUlL", 3)) return std::nullopt;
  if (errno == ERANGE) magnitude = UINT64_MAX;  // out of every range below
  return std::pair{negative, magnitude};
}

std::optional<double> parseFloating(const std::string& s) {
  if (s.empty() || std::isspace(static_cast<unsigned char>(s[0]))) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  double d = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || !onlySuffix(end, "fFlL", 1)) return std::nullopt;
  if (errno == ERANGE && std::isinf(d)) return std::nullopt;
  return d;
}

// Input `index` (from 1), `s`, as the value of __VERIFIER_nondet_<name>
// of type t: a number in the type's range (an unsigned type also takes a
// negative value, converted as C converts it).
sem::Word inputValue(size_t index, const std::string& s, std::string_view name, const ir::Type& t, unsigned bits,
                     bool isSigned) {
  auto bad = [&](const std::string& why) {
    return BadInput(fmt::format("input {} ('{}') {} for __VERIFIER_nondet_{}", index, s, why, name));
  };
  if (t.kind == ir::TypeKind::Float || t.kind == ir::TypeKind::Double) {
    std::optional<double> d = parseFloating(s);
    if (!d) throw bad("is not a number");
    return fromDouble(*d, t);
  }
  std::optional<std::pair<bool, uint64_t>> v = parseInteger(s);
  if (!v) throw bad("is not an integer");
  auto [negative, magnitude] = *v;
  uint64_t top = bits >= 64 ? UINT64_MAX : (uint64_t{1} << bits) - 1;
  uint64_t half = bits >= 64 ? uint64_t{1} << 63 : uint64_t{1} << (bits - 1);  // -min of the signed type
  uint64_t most = isSigned ? half - 1 : top, least = isSigned || bits > 1 ? half : 0;
  if (negative ? magnitude > least : magnitude > most) {
    std::string low = least ? fmt::format("-{}", least) : "0";
    throw bad(fmt::format("is out of range ({} to {})", low, most));
  }
  return sem::Word{(negative ? uint64_t{0} - magnitude : magnitude) & sem::maskOf(bits), 0, mem::kNoObj};
}

}  // namespace

bool isInputValue(const std::string& s) { return parseInteger(s) || parseFloating(s); }

std::optional<bool> RunEnvironment::decide(sem::ChoiceKind kind) {
  const std::vector<bool>& list = opts_.decisions.of(kind);
  size_t& next = nextDecision_[static_cast<size_t>(kind)];
  return next < list.size() && list[next++];
}

sem::Word RunEnvironment::take(const std::string& s, std::string_view name, const ir::Type& type) {
  unsigned bits = type.kind == ir::TypeKind::Int ? type.bits : 8 * static_cast<unsigned>(type.size);
  bool isSigned = name.size() && name[0] != 'u' && name != "bool" && name != "size_t" && name != "pointer";
  sem::Word w = inputValue(consumed_.size() + 1, s, name, type, bits, isSigned);
  consumed_.push_back(s);
  return w;
}

std::optional<sem::Word> RunEnvironment::nondet(std::string_view name, const ir::Type& type) {
  bool isFloat = type.kind == ir::TypeKind::Float || type.kind == ir::TypeKind::Double;
  unsigned bits = type.kind == ir::TypeKind::Int ? type.bits : 8 * static_cast<unsigned>(type.size);
  if (type.kind == ir::TypeKind::Ptr && next_ >= opts_.inputs.size()) return sem::Word{};
  if (next_ < opts_.inputs.size()) return take(opts_.inputs[next_++], name, type);
  sem::Word w;
  bool isSigned = name.size() && name[0] != 'u' && name != "bool" && name != "size_t" && name != "pointer";
  if (isFloat) {
    double d = opts_.policy == NondetPolicy::Random ? std::uniform_real_distribution<double>(-1e6, 1e6)(rng_) : 0.0;
    w = fromDouble(d, type);
    consumed_.push_back(fmt::format("{}", d));
    return w;
  }
  w.v = opts_.policy == NondetPolicy::Random ? rng_() & sem::maskOf(bits) : 0;
  consumed_.push_back(isSigned ? fmt::format("{}", sem::sext(w.v, bits)) : fmt::format("{}", w.v));
  return w;
}

std::optional<uint32_t> RunEnvironment::schedule(const std::vector<uint32_t>& runnable, uint32_t current) {
  uint32_t t = *Environment::schedule(runnable, current);
  if (nextSchedule_ < opts_.schedule.size() &&
      std::find(runnable.begin(), runnable.end(), opts_.schedule[nextSchedule_]) != runnable.end())
    t = opts_.schedule[nextSchedule_];
  ++nextSchedule_;
  scheduled_.push_back(t);
  return t;
}

std::optional<sem::InputValue> RunEnvironment::input(const sem::InputRequest& r) {
  const RecordedEnvironment& rec = opts_.environment;
  sem::InputValue v;
  switch (r.source) {
    // A recorded stdin and recorded variables are given to the executor
    // before the run (Executor::presetStdin, presetVariable).
    case sem::InputSource::Stdin: {
      int c = opts_.isolated ? EOF : std::getchar();
      v.text = c == EOF ? "" : std::string(1, static_cast<char>(c));
      return v;
    }
    case sem::InputSource::Variable:
      if (!opts_.isolated)
        if (const char* real = std::getenv(r.name.c_str())) v.text = real;
      return v;
    case sem::InputSource::Clock:
      v.number = nextClock_ < rec.clock.size() ? rec.clock[nextClock_++] : realClock(r);
      return v;
    case sem::InputSource::Random:
      if (nextRandom_ < rec.random.size()) {
        v.number = rec.random[nextRandom_++];
      } else {
        // glibc's own sequence: the native run's output, on every machine.
        v.number = random_.next();
      }
      return v;
    case sem::InputSource::File:
      if (!opts_.isolated) v.text = files_.read(r.name);
      return v;
    case sem::InputSource::Status:
      if (r.name == "uname") {
        utsname u{};
        if (opts_.isolated || ::uname(&u) != 0) return std::nullopt;
        v.text = fmt::format("{}{}{}{}{}{}{}{}{}", u.sysname, '\0', u.nodename, '\0', u.release, '\0', u.version, '\0', u.machine);
        return v;
      }
      // A replay (the only recorded runs) never has one: verify asks none.
      if (!opts_.isolated) v.text = files_.status(r.name);
      return v;
    case sem::InputSource::Terminal:
      if (rec.terminals) v.number = std::find(rec.terminals->begin(), rec.terminals->end(), r.fd) != rec.terminals->end();
      else v.number = !opts_.isolated && !(opts_.captureOutput && r.fd > 0) && ::isatty(r.fd);
      return v;
    case sem::InputSource::Arguments:
      break;
  }
  return std::nullopt;  // argc and argv are given to Executor::start
}

void RunEnvironment::sleep(uint64_t microseconds) {
  if (!opts_.isolated) std::this_thread::sleep_for(std::chrono::microseconds(microseconds));
}

void RunEnvironment::storeFile(const std::string& path, const std::optional<std::string>& contents) {
  if (opts_.fsWrite && !opts_.isolated && !path.empty()) files_.store(path, contents);
}

void RunEnvironment::storeDirectory(const std::string& path, bool exists) {
  if (opts_.fsWrite && !opts_.isolated && !path.empty()) files_.storeDirectory(path, exists);
}

int64_t RunEnvironment::realClock(const sem::InputRequest& r) {
  if (opts_.isolated) return 0;
  if (r.name == "time") return static_cast<int64_t>(std::time(nullptr));
  if (r.name == "clock") return static_cast<int64_t>(std::clock());
  if (r.name == "getpid") return static_cast<int64_t>(::getpid());
  if (r.name == "getppid") return static_cast<int64_t>(::getppid());
  if (r.name == "getuid") return static_cast<int64_t>(::getuid());
  if (r.name == "geteuid") return static_cast<int64_t>(::geteuid());
  if (r.name == "getgid") return static_cast<int64_t>(::getgid());
  if (r.name == "getegid") return static_cast<int64_t>(::getegid());
  if (r.name.starts_with("sysconf.")) return static_cast<int64_t>(::sysconf(std::stoi(r.name.substr(8))));
  if (r.name.starts_with("getrlimit.")) {
    rlimit l{};
    ::getrlimit(static_cast<__rlimit_resource>(std::stoi(r.name.substr(10))), &l);
    return static_cast<int64_t>(r.name.ends_with(".max") ? l.rlim_max : l.rlim_cur);
  }
  if (r.name.starts_with("getrusage.")) {
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    long fields[18];
    static_assert(sizeof fields == sizeof u);
    std::memcpy(fields, &u, sizeof u);
    return fields[std::stoi(r.name.substr(10))];
  }
  if (r.name == "umask") return hostUmask();
  // A struct's seconds come first: read the clock then, keep its sub-seconds.
  if (r.name.ends_with(".tv_sec")) {
    timespec ts{};
    if (r.name.starts_with("gettimeofday")) {
      timeval tv{};
      gettimeofday(&tv, nullptr);
      ts.tv_sec = tv.tv_sec;
      ts.tv_nsec = tv.tv_usec;
    } else if (clock_gettime(static_cast<clockid_t>(r.clockId), &ts) != 0) {
      clock_gettime(CLOCK_REALTIME, &ts);
    }
    subSeconds_ = ts.tv_nsec;
    return ts.tv_sec;
  }
  return subSeconds_;
}

void RunEnvironment::write(int fd, std::string_view bytes) {
  if (opts_.isolated) return;
  if (opts_.captureOutput) {
    captured_[fd == 2].append(bytes);
    return;
  }
  std::FILE* f = fd == 2 ? stderr : stdout;
  if (fd == 2) std::fflush(stdout);
  std::fwrite(bytes.data(), 1, bytes.size(), f);
}

}  // namespace ferret::interp
