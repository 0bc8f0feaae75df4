#include "cli/bench.hpp"

#include <CLI/CLI.hpp>
#include <fcntl.h>
#include <fmt/format.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <system_error>
#include <tuple>

#include "cli/output_files.hpp"
#include "cli/validators.hpp"
#include "report/html.hpp"
#include "report/sarif.hpp"
#include "engines/limits/watchdog.hpp"

namespace ferret::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kExitOk = 0, kExitWrong = 1, kExitInput = 2;

struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// What a .prp file asks for, as the list of checked properties.  Only the
// names matter for scoring: they decide which FALSE(p) answers are answers
// to this property file at all.
struct Property {
  std::string name;                // file stem: valid-memsafety, unreach-call, ...
  std::vector<std::string> parts;  // valid-deref, valid-free, valid-memtrack, ...
  bool known = false;              // every CHECK line was recognised
};

struct Run {
  std::string task;     // as handed to verify
  std::string display;  // relative to the input directory it was found in
  std::string propertyFile;
  const Property* property = nullptr;
  std::optional<bool> expected;
  std::string subproperty;
};

// A run that ran out of memory is no answer, like an unknown one, but has
// a count of its own: it says the cap, not the verifier, decided.
enum class Category { CorrectTrue, CorrectFalse, WrongTrue, WrongFalse, Unknown, MemoryOut };
constexpr int kCategories = 6;

struct Result {
  std::string text;  // the result column: the verdict, or why there is none
  std::string engine;  // which engine answered (verify --stats), if it said
  Category category = Category::Unknown;
  double cpu = 0, wall = 0, mb = 0;
};

// SV-COMP's scoring schema.
int score(Category c) {
  switch (c) {
    case Category::CorrectTrue: return 2;
    case Category::CorrectFalse: return 1;
    case Category::WrongTrue: return -32;
    case Category::WrongFalse: return -16;
    case Category::Unknown: case Category::MemoryOut: return 0;
  }
  return 0;
}

const char* mark(Category c) {
  switch (c) {
    case Category::CorrectTrue:
    case Category::CorrectFalse: return "correct";
    case Category::WrongTrue:
    case Category::WrongFalse: return "WRONG";
    case Category::Unknown: return "unknown";
    case Category::MemoryOut: return "memout";
  }
  return "unknown";
}

std::string expectedText(const Run& r) {
  if (!r.expected) return "-";
  if (*r.expected) return "true";
  return r.subproperty.empty() ? "false" : "false(" + r.subproperty + ")";
}

// ---------------------------------------------------------------------------
// Task files

Property readProperty(const fs::path& file) {
  std::ifstream in(file);
  if (!in) throw BadInput(fmt::format("cannot read property file {}", file.string()));
  static const std::pair<const char*, const char*> kKnown[] = {
      {"G ! call(", "unreach-call"},
      {"G valid-deref)", "valid-deref"},
      {"G valid-free)", "valid-free"},
      {"G valid-memtrack)", "valid-memtrack"},
      {"G valid-memcleanup)", "valid-memcleanup"},
      {"G ! overflow)", "no-overflow"},
      {"G ! data-race)", "no-data-race"},
      {"F end)", "termination"},
  };
  Property p;
  p.name = file.stem().string();
  p.known = true;
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const char* hit = nullptr;
    int hits = 0;
    for (const auto& [needle, name] : kKnown)
      if (line.find(needle) != std::string::npos) hit = name, ++hits;
    if (hits == 1)
      p.parts.push_back(hit);
    else
      p.known = false;
  }
  if (p.parts.empty()) p.known = false;
  return p;
}

std::string yamlWhere(const fs::path& file, const YAML::Mark& m) {
  if (m.is_null()) return file.string();
  return fmt::format("{}:{}", file.string(), m.line + 1);
}

void loadTask(const fs::path& file, const std::string& display, std::map<std::string, Property>& props,
              std::vector<Run>& runs) {
  YAML::Node doc;
  try {
    doc = YAML::LoadFile(file.string());
  } catch (const YAML::BadFile&) {
    throw BadInput(fmt::format("cannot read task file {}", file.string()));
  } catch (const YAML::Exception& e) {
    throw BadInput(fmt::format("{}: {}", yamlWhere(file, e.mark), e.msg));
  }
  auto bad = [&](const YAML::Node& at, const std::string& what) {
    return BadInput(fmt::format("{}: {}", yamlWhere(file, at.Mark()), what));
  };
  if (!doc.IsMap()) throw bad(doc, "not an SV-COMP task file (expected a mapping)");
  if (!doc["input_files"]) throw bad(doc, "task has no input_files");
  YAML::Node list = doc["properties"];
  if (!list || !list.IsSequence() || list.size() == 0) throw bad(doc, "task has no properties");
  for (const YAML::Node& entry : list) {
    if (!entry.IsMap() || !entry["property_file"] || !entry["property_file"].IsScalar())
      throw bad(entry, "property without property_file");
    // Property files are named relative to the task file, as in sv-benchmarks.
    fs::path prp = (file.parent_path() / entry["property_file"].as<std::string>()).lexically_normal();
    std::error_code ec;
    if (!fs::is_regular_file(prp, ec)) throw bad(entry, fmt::format("property file {} not found", prp.string()));
    auto [it, fresh] = props.try_emplace(prp.string());
    if (fresh) it->second = readProperty(prp);

    Run r;
    r.task = file.string();
    r.display = display;
    r.propertyFile = prp.string();
    r.property = &it->second;
    if (YAML::Node v = entry["expected_verdict"]) {
      try {
        r.expected = v.as<bool>();
      } catch (const YAML::Exception&) {
        throw bad(v, "expected_verdict is neither true nor false");
      }
    }
    if (YAML::Node s = entry["subproperty"]) {
      if (!s.IsScalar()) throw bad(s, "subproperty is not a name");
      r.subproperty = s.as<std::string>();
    }
    runs.push_back(std::move(r));
  }
}

std::vector<Run> collectRuns(const std::vector<std::string>& inputs, std::map<std::string, Property>& props) {
  std::vector<Run> runs;
  // The same task reached through two inputs is run once.
  std::set<fs::path> seen;
  for (const std::string& input : inputs) {
    std::string root = input;
    while (root.size() > 1 && root.back() == '/') root.pop_back();
    std::error_code ec;
    fs::file_status st = fs::status(root, ec);
    if (ec || !fs::exists(st)) throw BadInput(fmt::format("{}: no such file or directory", input));

    std::vector<std::pair<std::string, fs::path>> files;  // display name, path
    if (fs::is_directory(st)) {
      fs::recursive_directory_iterator it(root, ec), end;
      for (; !ec && it != end; it.increment(ec)) {
        std::error_code ec2;
        if (it->path().extension() == ".yml" && it->is_regular_file(ec2))
          files.emplace_back(it->path().lexically_relative(root).generic_string(), it->path());
      }
      if (ec) throw BadInput(fmt::format("cannot list {}: {}", input, ec.message()));
      std::sort(files.begin(), files.end());
    } else {
      if (fs::path(root).extension() != ".yml") throw BadInput(fmt::format("{}: not a .yml task file", input));
      files.emplace_back(root, root);
    }
    for (const auto& [display, path] : files) {
      fs::path id = fs::weakly_canonical(path, ec);
      if (!seen.insert(ec ? path : id).second) continue;
      loadTask(path, display, props, runs);
    }
  }
  if (runs.empty()) {
    std::string where;
    for (const std::string& i : inputs) where += (where.empty() ? "" : ", ") + i;
    throw BadInput(fmt::format("no task files (*.yml) found in {}", where));
  }
  return runs;
}

// ---------------------------------------------------------------------------
// Verdicts

struct Answer {
  enum class Kind { True, False, Unknown, Garbled } kind;
  std::string prop;  // for False: the violated property, empty for a bare FALSE
  std::string text;  // the line after "RESULT: "
};

std::optional<Answer> parseResultLine(const std::string& out) {
  size_t pos = 0;
  while (pos < out.size()) {
    size_t eol = out.find('\n', pos);
    if (eol == std::string::npos) eol = out.size();
    std::string_view line(out.data() + pos, eol - pos);
    pos = eol + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.starts_with("RESULT:")) continue;
    line.remove_prefix(7);
    while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
    Answer a{Answer::Kind::Garbled, "", std::string(line)};
    // What verify was given of the environment (-- --stdin F ...) is not
    // part of the verdict.
    if (size_t fixed = line.find(" (fixed: "); fixed != std::string_view::npos && line.ends_with(")"))
      line = line.substr(0, fixed);
    if (line == "TRUE") {
      a.kind = Answer::Kind::True;
    } else if (line == "FALSE") {
      a.kind = Answer::Kind::False;
    } else if (line.starts_with("FALSE(") && line.ends_with(")")) {
      a.kind = Answer::Kind::False;
      a.prop = std::string(line.substr(6, line.size() - 7));
    } else if (line.starts_with("UNKNOWN")) {
      a.kind = Answer::Kind::Unknown;
    }
    return a;
  }
  return std::nullopt;
}

// Follows SV-COMP as implemented by BenchExec (benchexec/result.py,
// get_result_category), which the competition uses to score:
//  * An answer must belong to the property file, or it counts as unknown:
//    for valid-memsafety only FALSE(valid-deref|valid-free|valid-memtrack),
//    for a single-property file FALSE(that property) or a bare FALSE.
//  * When the task names the violated subproperty, only FALSE of exactly that
//    subproperty is correct; FALSE of another memsafety subproperty is an
//    incorrect FALSE and costs the wrong-false penalty (-16), because the
//    verifier claims a violation the program does not have.
//  * TRUE on a violated property is wrong true (-32); FALSE on a satisfied
//    one is wrong false (-16).
Category classify(const Run& r, const Answer& a, std::string& note) {
  if (a.kind == Answer::Kind::False) {
    const Property& p = *r.property;
    bool belongs;
    if (p.known)
      belongs = a.prop.empty() ? p.parts.size() == 1
                               : std::find(p.parts.begin(), p.parts.end(), a.prop) != p.parts.end();
    else
      belongs = r.subproperty.empty() || a.prop == r.subproperty;
    if (!belongs) {
      note = fmt::format("not an answer for {}", p.name);
      return Category::Unknown;
    }
  }
  if (!r.expected) {
    note = "no expected verdict";
    return Category::Unknown;
  }
  if (a.kind == Answer::Kind::True) return *r.expected ? Category::CorrectTrue : Category::WrongTrue;
  if (*r.expected) return Category::WrongFalse;
  if (!r.subproperty.empty() && a.prop != r.subproperty) return Category::WrongFalse;
  return Category::CorrectFalse;
}

// ---------------------------------------------------------------------------
// Child processes

std::string readFd(int fd, off_t from, size_t max) {
  std::string s(max, '\0');
  size_t got = 0;
  while (got < max) {
    ssize_t n = pread(fd, s.data() + got, max - got, from + static_cast<off_t>(got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<size_t>(n);
  }
  s.resize(got);
  return s;
}

std::string lastLine(int fd) {
  struct stat st {};
  if (fstat(fd, &st) != 0) return "";
  constexpr off_t kTail = 4096;
  std::string tail = readFd(fd, std::max<off_t>(0, st.st_size - kTail), kTail);
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r' || tail.back() == ' ')) tail.pop_back();
  size_t nl = tail.rfind('\n');
  std::string line = nl == std::string::npos ? tail : tail.substr(nl + 1);
  if (line.size() > 80) line = line.substr(0, 77) + "...";
  return line;
}

// "KIND (reason: detail)", the detail usually being the verifier's last
// stderr line.
// The kinds of undefined behaviour verify reported beside its verdict: each
// warning followed by its "note: undefined behaviour" line.
std::string undefinedBehaviour(const std::string& out) {
  std::vector<std::string> kinds;
  for (size_t at = out.find("\nnote: undefined behaviour"); at != std::string::npos;
       at = out.find("\nnote: undefined behaviour", at + 1)) {
    size_t w = out.rfind(": warning: ", at);
    if (w == std::string::npos) continue;
    w += 11;
    std::string kind = out.substr(w, out.find(':', w) - w);
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) kinds.push_back(kind);
  }
  return fmt::format("{}", fmt::join(kinds, ", "));
}

std::string failure(const char* kind, const std::string& reason, const std::string& detail) {
  return detail.empty() ? fmt::format("{} ({})", kind, reason) : fmt::format("{} ({}: {})", kind, reason, detail);
}

struct Child {
  size_t index;
  pid_t pid;
  int out, err;
  Clock::time_point start;
  bool wallKilled = false;
  uint64_t memKilledMB = 0;  // killed by bench above its memory cap, at this many MB
};

// The resident memory of a running child, in MB.
uint64_t residentMBOf(pid_t pid) {
  std::ifstream in(fmt::format("/proc/{}/statm", pid));
  uint64_t size = 0, pages = 0;
  in >> size >> pages;
  return pages * static_cast<uint64_t>(sysconf(_SC_PAGESIZE)) >> 20;
}

// Where each run's report files go: its HTML report under --keep-reports
// (the task's path there, with the property's name), its SARIF log there
// too or in a directory of bench's own, removed at the end.
class Evidence {
 public:
  Evidence(const BenchOptions& o, const std::vector<Run>& runs) : opts_(o), runs_(runs) {
    if (!opts_.sarif.empty() && opts_.keepReports.empty()) {
      std::string tmpl = (fs::temp_directory_path() / "ferret-bench-XXXXXX").string();
      if (!mkdtemp(tmpl.data())) throw std::system_error(errno, std::generic_category(), "mkdtemp");
      scratch_ = tmpl;
    }
  }
  ~Evidence() {
    std::error_code ec;
    if (!scratch_.empty()) fs::remove_all(scratch_, ec);
  }
  Evidence(const Evidence&) = delete;
  Evidence& operator=(const Evidence&) = delete;

  std::string html(size_t i) const { return base(opts_.keepReports, i) + ".html"; }
  std::string sarif(size_t i) const { return base(scratch_.empty() ? opts_.keepReports : scratch_, i) + ".sarif"; }

 private:
  std::string base(const std::string& dir, size_t i) const {
    fs::path task = fs::path(runs_[i].display).replace_extension();
    // A task reached by an absolute path is kept by its name alone.
    if (task.is_absolute()) task = task.filename();
    return (fs::path(dir) / task).string() + "." + runs_[i].property->name;
  }

  const BenchOptions& opts_;
  const std::vector<Run>& runs_;
  std::string scratch_;
};

class Runner {
 public:
  Runner(const BenchOptions& o, std::string ferret, const std::vector<Run>& runs, size_t jobs, const Evidence& evidence)
      : opts_(o), ferret_(std::move(ferret)), runs_(runs), evidence_(evidence) {
    memoryMB_ = o.memoryLimitMB ? *o.memoryLimitMB : engines::physicalMemoryMB() / jobs;
    // verify is asked to stop at the timeout itself; the rlimit only catches
    // a verifier that overruns it, so it gets a second of grace and the hard
    // limit one more for a process that ignores SIGXCPU.
    cpuSoft_ = o.timeout > 0 ? static_cast<rlim_t>(std::ceil(o.timeout)) + 1 : RLIM_INFINITY;
    devnull_ = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (devnull_ < 0) throw std::system_error(errno, std::generic_category(), "/dev/null");
  }
  ~Runner() {
    if (devnull_ >= 0) close(devnull_);
  }

  Child spawn(size_t index) {
    const Run& r = runs_[index];
    std::vector<std::string> args = {ferret_, "verify", r.task, "--property", r.propertyFile,
                                     "--timeout", fmt::format("{}", opts_.timeout)};
    args.insert(args.end(), opts_.extraArgs.begin(), opts_.extraArgs.end());
    if (!opts_.keepReports.empty()) {
      std::string html = evidence_.html(index);
      fs::create_directories(fs::path(html).parent_path());
      args.insert(args.end(), {"--html", html});
    }
    if (!opts_.sarif.empty())
      args.insert(args.end(), {"--sarif", evidence_.sarif(index), "--sarif-root", fs::absolute(opts_.sarifRoot).string()});
    // The statistics name the engine that answered.
    if (std::find(args.begin(), args.end(), "--stats") == args.end()) args.push_back("--stats");
    // The runs are held to their CPU time, as SV-COMP's; a busy machine
    // must not turn that into a shorter wall-clock limit.
    if (opts_.wallLimit() > 0 && std::find(args.begin(), args.end(), "--wall-timeout") == args.end()) {
      args.push_back("--wall-timeout");
      args.push_back(fmt::format("{}", opts_.wallLimit()));
    }
    if (std::find(args.begin(), args.end(), "--memory-limit") == args.end()) {
      args.push_back("--memory-limit");
      args.push_back(fmt::format("{}", memoryMB_));
    }
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);

    // Anonymous files rather than pipes: nobody has to drain them while the
    // children run, and a chatty verifier cannot block on a full pipe.
    int out = memfd_create("ferret-bench-stdout", MFD_CLOEXEC);
    int err = memfd_create("ferret-bench-stderr", MFD_CLOEXEC);
    if (out < 0 || err < 0) throw std::system_error(errno, std::generic_category(), "memfd_create");
    rlimit cpu{cpuSoft_, cpuSoft_ == RLIM_INFINITY ? RLIM_INFINITY : cpuSoft_ + 1};

    pid_t pid = fork();
    if (pid < 0) throw std::system_error(errno, std::generic_category(), "fork");
    if (pid == 0) {
      // Own process group, so a timeout kill also reaches anything the
      // verifier (or a wrapper script) started.
      setpgid(0, 0);
      dup2(devnull_, STDIN_FILENO);
      dup2(out, STDOUT_FILENO);
      dup2(err, STDERR_FILENO);
      setrlimit(RLIMIT_CPU, &cpu);
      execvp(argv[0], argv.data());
      const char msg[] = "ferret bench: cannot execute the verifier\n";
      ssize_t ignored = write(STDERR_FILENO, msg, sizeof msg - 1);
      (void)ignored;
      _exit(127);
    }
    // Set from both sides, so that no kill(-pid) can come before the group exists.
    setpgid(pid, pid);
    return Child{index, pid, out, err, Clock::now()};
  }

  // The child has exited and is still a zombie (so its pid and group id
  // cannot be reused yet).
  Result reap(Child& c) {
    kill(-c.pid, SIGKILL);  // strays left behind in its group
    int status = 0;
    rusage ru{};
    while (wait4(c.pid, &status, 0, &ru) < 0 && errno == EINTR) {
    }
    Result res;
    res.wall = std::chrono::duration<double>(Clock::now() - c.start).count();
    res.cpu = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
              static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    res.mb = static_cast<double>(ru.ru_maxrss) / 1024.0;  // kilobytes on Linux
    std::string out = readFd(c.out, 0, 1 << 20);
    std::string errLine = lastLine(c.err);
    close(c.out);
    close(c.err);

    const Run& r = runs_[c.index];
    if (c.wallKilled) {
      res.text = "TIMEOUT (wall clock)";
      return res;
    }
    if (c.memKilledMB) {
      res.text = fmt::format("MEMOUT (killed at {} MB)", c.memKilledMB);
      res.category = Category::MemoryOut;
      return res;
    }
    if (WIFSIGNALED(status)) {
      int sig = WTERMSIG(status);
      if (sig == SIGXCPU || (sig == SIGKILL && res.cpu >= static_cast<double>(cpuSoft_))) {
        res.text = "TIMEOUT (cpu)";
      } else if (sig == SIGKILL && memoryMB_ && res.mb >= static_cast<double>(memoryMB_)) {
        res.text = "MEMOUT (killed by the kernel)";
        res.category = Category::MemoryOut;
      } else {
        res.text = failure("CRASH", fmt::format("signal {}", sig), strsignal(sig));
      }
      return res;
    }
    int code = WEXITSTATUS(status);
    // verify exits 2 on an input error and 0/1/3 with a verdict; anything
    // else is a crash (e.g. 134 from a shell reporting an abort).
    if (code == 2) {
      res.text = failure("ERROR", "exit 2", errLine);
      return res;
    }
    if (code != 0 && code != 1 && code != 3) {
      res.text = failure("CRASH", fmt::format("exit {}", code), errLine);
      return res;
    }
    // From here on the RESULT line carries the verdict; an exit status that
    // disagrees with it does not turn a wrong answer into an unknown one.
    std::optional<Answer> a = parseResultLine(out);
    if (!a) {
      res.text = failure("ERROR", fmt::format("no RESULT line, exit {}", code), errLine);
      return res;
    }
    res.text = a->text;
    if (std::string ub = undefinedBehaviour(out); !ub.empty()) res.text += " (UB: " + ub + ")";
    if (size_t e = out.find("\n  engine "); e != std::string::npos) {
      size_t b = out.find_first_not_of(' ', e + 9), end = out.find('\n', b);
      if (b != std::string::npos) res.engine = out.substr(b, end - b);
    }
    if (a->kind == Answer::Kind::Garbled) {
      res.text = fmt::format("ERROR (bad RESULT line: {})", a->text);
      return res;
    }
    if (a->kind == Answer::Kind::Unknown) {
      if (a->text.find("memory limit of") != std::string::npos || a->text.find("out of memory") != std::string::npos) {
        res.text = "MEMOUT (" + a->text.substr(a->text.find('(') + 1);
        res.category = Category::MemoryOut;
      }
      return res;
    }
    // SV-COMP does not count answers given after the CPU time limit.
    if (opts_.timeout > 0 && res.cpu > opts_.timeout) {
      res.text = fmt::format("TIMEOUT (cpu; answered {})", a->text);
      return res;
    }
    std::string note;
    res.category = classify(r, *a, note);
    if (!note.empty()) res.text += " (" + note + ")";
    return res;
  }

  // When a child has run too long or grown too large: killed, and marked so.
  void police(Child& c) {
    if (c.wallKilled || c.memKilledMB) return;
    // verify ends itself at its wall-clock limit, 2 s later if it must.
    if (opts_.wallLimit() > 0 && Clock::now() - c.start > std::chrono::duration<double>(opts_.wallLimit() + 3)) {
      kill(-c.pid, SIGKILL);
      c.wallKilled = true;
      return;
    }
    // verify stops itself at its limit; this catches one that does not.
    if (uint64_t mb = memoryMB_ ? residentMBOf(c.pid) : 0; mb > memoryMB_ + memoryMB_ / 10) {
      kill(-c.pid, SIGKILL);
      c.memKilledMB = mb;
    }
  }

 private:
  const BenchOptions& opts_;
  std::string ferret_;
  const std::vector<Run>& runs_;
  const Evidence& evidence_;
  rlim_t cpuSoft_;
  uint64_t memoryMB_ = 0;
  int devnull_ = -1;
};

// ---------------------------------------------------------------------------
// Interruption: children live in their own process groups, so a Ctrl-C at
// the terminal does not reach them; bench kills them before it goes.

volatile std::sig_atomic_t gSignal = 0;

void onSignal(int sig) { gSignal = sig; }

class SignalGuard {
 public:
  SignalGuard() {
    struct sigaction sa {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < kCount; ++i) {
      sigaction(kSignals[i], nullptr, &old_[i]);
      if (old_[i].sa_handler != SIG_IGN) sigaction(kSignals[i], &sa, nullptr);
    }
  }
  ~SignalGuard() {
    for (size_t i = 0; i < kCount; ++i) sigaction(kSignals[i], &old_[i], nullptr);
  }

 private:
  static constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
  static constexpr size_t kCount = sizeof kSignals / sizeof kSignals[0];
  struct sigaction old_[kCount];
};

// ---------------------------------------------------------------------------
// Output

std::string minutes(double seconds) {
  long s = std::lround(seconds);
  return fmt::format("{}:{:02}", s / 60, s % 60);
}

class Progress {
 public:
  Progress(bool bar, size_t total) : bar_(bar), total_(total), start_(Clock::now()) {}

  void finished(const Run& r, const Result& res, size_t done, const std::string& busiest) {
    bool wrong = res.category == Category::WrongTrue || res.category == Category::WrongFalse;
    wrong_ += wrong;
    std::string line = fmt::format("{} {}: {} ({}, {:.2f} s)\n", r.display, r.property->name, res.text,
                                   mark(res.category), res.cpu);
    if (!bar_) {
      std::fputs(fmt::format("[{}/{}] {}", done, total_, line).c_str(), stderr);
    } else {
      // A wrong result is worth seeing before the end: it stays above the bar.
      if (wrong) std::fputs(("\r\x1b[K" + line).c_str(), stderr);
      draw(done, busiest);
    }
    std::fflush(stderr);
  }

  // Keeps the elapsed time moving while long runs are under way.
  void tick(size_t done, const std::string& busiest) {
    if (bar_ && Clock::now() - lastDraw_ >= std::chrono::milliseconds(500)) draw(done, busiest);
  }

  void clear() {
    if (!bar_) return;
    std::fputs("\r\x1b[K", stderr);
    std::fflush(stderr);
  }

 private:
  void draw(size_t done, const std::string& busiest) {
    lastDraw_ = Clock::now();
    winsize ws{};
    size_t cols = ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 ? ws.ws_col : 80;
    double elapsed = std::chrono::duration<double>(lastDraw_ - start_).count();
    std::string tail = fmt::format(" {}/{} runs  {}", done, total_, minutes(elapsed));
    if (wrong_) tail += fmt::format("  {} WRONG", wrong_);
    size_t width = cols > tail.size() + 12 ? std::min<size_t>(30, cols - tail.size() - 3) : 0;
    std::string line = "\r\x1b[K";
    if (width) {
      size_t fill = total_ ? done * width / total_ : width;
      line += "[" + std::string(fill, '#') + std::string(width - fill, '.') + "]";
    }
    line += tail;
    // Whatever still fits: the run that has been going longest, the likely
    // reason the bar is not moving.
    if (!busiest.empty() && line.size() + 4 < cols) {
      std::string name = busiest;
      size_t room = cols - line.size() - 4;  // the escape and "\r" take no columns
      if (name.size() > room) name = "..." + name.substr(name.size() - room + 3);
      if (room > 8) line += "  " + name;
    }
    std::fputs(line.c_str(), stderr);
    std::fflush(stderr);
  }

  bool bar_;
  size_t total_;
  Clock::time_point start_, lastDraw_{};
  unsigned wrong_ = 0;
};

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

struct Row {
  std::string cells[8];
};

// The table's heading and one row per run.
std::vector<Row> tableRows(const std::vector<Run>& runs, const std::vector<Result>& results) {
  std::vector<Row> rows;
  rows.push_back({{"task", "property", "expected", "result", "engine", "CPU s", "MB", "mark"}});
  for (size_t i = 0; i < runs.size(); ++i) {
    const Run& r = runs[i];
    const Result& res = results[i];
    rows.push_back({{r.display, r.property->name, expectedText(r), res.text, res.engine, fmt::format("{:.2f}", res.cpu),
                     fmt::format("{:.1f}", res.mb), mark(res.category)}});
  }
  return rows;
}

void printTable(const std::vector<Run>& runs, const std::vector<Result>& results) {
  std::vector<Row> rows = tableRows(runs, results);
  size_t width[8] = {};
  for (const Row& row : rows)
    for (size_t c = 0; c < 8; ++c) width[c] = std::max(width[c], row.cells[c].size());
  auto line = [&](const Row& row) {
    std::string s;
    for (size_t c = 0; c < 8; ++c) {
      if (c) s += "  ";
      bool numeric = c == 5 || c == 6;
      if (c == 7)
        s += row.cells[c];
      else if (numeric)
        s += fmt::format("{:>{}}", row.cells[c], width[c]);
      else
        s += fmt::format("{:<{}}", row.cells[c], width[c]);
    }
    return s + "\n";
  };
  std::string out = line(rows[0]);
  Row rule;
  for (size_t c = 0; c < 8; ++c) rule.cells[c] = std::string(width[c], '-');
  out += line(rule);
  for (size_t i = 1; i < rows.size(); ++i) out += line(rows[i]);
  std::fputs(out.c_str(), stdout);
}

std::string totalsText(const std::vector<Run>& runs, const std::vector<Result>& results, double wall) {
  unsigned count[kCategories] = {};
  int total = 0, best = 0;
  double cpu = 0;
  for (size_t i = 0; i < runs.size(); ++i) {
    ++count[static_cast<int>(results[i].category)];
    total += score(results[i].category);
    cpu += results[i].cpu;
    if (runs[i].expected) best += *runs[i].expected ? 2 : 1;
  }
  static const char* kLabel[kCategories] = {"correct true:", "correct false:", "wrong true:",
                                            "wrong false:",  "unknown:",       "memory out:"};
  std::string out = "\n";
  for (int c = 0; c < kCategories; ++c) {
    out += fmt::format("{:<15}{:>5}", kLabel[c], count[c]);
    if (c < 4) out += fmt::format("  ({:+})", static_cast<int>(count[c]) * score(static_cast<Category>(c)));
    out += "\n";
  }
  out += fmt::format("{:<15}{:>5}  (of {} possible; {} run{}, {:.1f} s CPU, {:.1f} s wall)\n", "score:", total,
                     best, runs.size(), runs.size() == 1 ? "" : "s", cpu, wall);
  return out;
}

void writeCsv(std::FILE* f, const std::vector<Run>& runs, const std::vector<Result>& results) {
  std::string out = "task,property,expected,result,engine,mark,score,cpu_s,mem_mb,wall_s\n";
  for (size_t i = 0; i < runs.size(); ++i) {
    const Run& r = runs[i];
    const Result& res = results[i];
    out += fmt::format("{},{},{},{},{},{},{},{:.3f},{:.1f},{:.3f}\n", csvField(r.display), csvField(r.property->name),
                       csvField(expectedText(r)), csvField(res.text), csvField(res.engine), mark(res.category),
                       score(res.category),
                       res.cpu, res.mb, res.wall);
  }
  std::fputs(out.c_str(), f);
}

// The table as the HTML page has it, each task linked to its report if kept.
nlohmann::json htmlTable(const BenchOptions& opts, const std::vector<Run>& runs, const std::vector<Result>& results,
                         const Evidence& evidence, const std::string& summary) {
  std::vector<Row> rows = tableRows(runs, results);
  nlohmann::json table{{"columns", rows[0].cells}, {"rows", nlohmann::json::array()}, {"links", nlohmann::json::array()},
                       {"summary", summary}};
  fs::path from = fs::absolute(opts.html).parent_path();
  for (size_t i = 1; i < rows.size(); ++i) {
    table["rows"].push_back(rows[i].cells);
    std::error_code ec;
    std::string report = opts.keepReports.empty() ? "" : evidence.html(i - 1);
    table["links"].push_back(!report.empty() && fs::exists(report, ec)
                                 ? nlohmann::json(fs::absolute(report).lexically_relative(from).generic_string())
                                 : nlohmann::json(nullptr));
  }
  return table;
}

// Every run's SARIF log as one run, each result naming its task.
nlohmann::json mergedSarif(const BenchOptions& opts, const std::vector<Run>& runs, const std::vector<Result>& results,
                           const Evidence& evidence) {
  std::vector<nlohmann::json> logs, properties;
  for (size_t i = 0; i < runs.size(); ++i) {
    std::ifstream in(evidence.sarif(i));
    if (!in) continue;  // a run that ended before its report (a timeout, a crash)
    nlohmann::json log = nlohmann::json::parse(in, nullptr, false);
    if (log.is_discarded()) continue;
    logs.push_back(std::move(log));
    properties.push_back({{"task", runs[i].display}, {"propertyFile", runs[i].property->name},
                          {"expected", expectedText(runs[i])}, {"mark", mark(results[i].category)}});
  }
  return report::mergeSarif(logs, properties, opts.sarifRoot);
}

std::string busiest(const std::vector<Run>& runs, const std::vector<Child>& running) {
  // Children are started in order, so the first one running is the oldest.
  if (running.empty()) return "";
  const Run& r = runs[running.front().index];
  return r.display + " " + r.property->name;
}

// The running binary itself, not its path: a rebuild during a long bench
// replaces the file, and its path then names no executable ("(deleted)")
// or another build.
std::string selfExe() { return "/proc/self/exe"; }

}  // namespace

int runBench(const BenchOptions& opts) {
  std::vector<Run> runs;
  std::map<std::string, Property> props;  // node-based: runs point into it
  std::FILE* csv = nullptr;
  std::string ferret = opts.ferret.empty() ? selfExe() : opts.ferret;
  try {
    if (opts.inputs.empty()) throw BadInput("no task files or directories given");
    if (ferret.find('/') != std::string::npos && access(ferret.c_str(), X_OK) != 0)
      throw BadInput(fmt::format("cannot execute {}", ferret));
    runs = collectRuns(opts.inputs, props);
    // Checked before the runs so a bad path fails now, not after an hour.
    for (const auto& [option, path, directory] : {std::tuple{"--html", opts.html, false}, std::tuple{"--sarif", opts.sarif, false},
                                                   std::tuple{"--keep-reports", opts.keepReports, true}})
      if (std::string why = path.empty() ? "" : unwritable(path, directory); !why.empty())
        throw BadInput(fmt::format("cannot write {} {}: {}", option, path, why));
    if (!opts.csv.empty() && !(csv = std::fopen(opts.csv.c_str(), "w")))
      throw BadInput(fmt::format("cannot write {}: {}", opts.csv, std::strerror(errno)));
  } catch (const BadInput& e) {
    std::fprintf(stderr, "ferret: error: %s\n", e.what());
    return kExitInput;
  }

  size_t jobs = opts.jobs ? opts.jobs : static_cast<size_t>(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
  jobs = std::min(jobs, runs.size());
  std::vector<Result> results(runs.size());
  Progress progress(opts.progress && isatty(STDERR_FILENO), runs.size());
  std::vector<Child> running;
  Clock::time_point start = Clock::now();
  gSignal = 0;

  std::optional<Evidence> evidence;
  try {
    evidence.emplace(opts, runs);
    Runner runner(opts, ferret, runs, jobs, *evidence);
    SignalGuard guard;
    size_t next = 0, done = 0;
    while (done < runs.size()) {
      if (int sig = gSignal) {
        for (Child& c : running) kill(-c.pid, SIGKILL);
        for (Child& c : running) runner.reap(c);
        progress.clear();
        std::fprintf(stderr, "ferret: bench interrupted after %zu of %zu runs\n", done, runs.size());
        if (csv) std::fclose(csv);
        return 128 + sig;
      }
      while (running.size() < jobs && next < runs.size()) running.push_back(runner.spawn(next++));
      bool any = false;
      for (auto it = running.begin(); it != running.end();) {
        siginfo_t si{};
        // WNOWAIT leaves the zombie in place so reap() can still kill its group.
        if (waitid(P_PID, static_cast<id_t>(it->pid), &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == it->pid) {
          results[it->index] = runner.reap(*it);
          size_t index = it->index;
          it = running.erase(it);
          progress.finished(runs[index], results[index], ++done, busiest(runs, running));
          any = true;
          continue;
        }
        runner.police(*it);
        ++it;
      }
      if (!any) {
        progress.tick(done, busiest(runs, running));
        usleep(5000);
      }
    }
  } catch (const std::system_error& e) {
    for (Child& c : running) kill(-c.pid, SIGKILL);
    progress.clear();
    std::fprintf(stderr, "ferret: error: %s\n", e.what());
    if (csv) std::fclose(csv);
    return kExitInput;
  }
  progress.clear();
  double wall = std::chrono::duration<double>(Clock::now() - start).count();

  printTable(runs, results);
  std::string totals = totalsText(runs, results, wall);
  std::fputs(totals.c_str(), stdout);
  std::fflush(stdout);
  bool written = true;
  if (!opts.html.empty())
    written &= writeEvidence("--html", opts.html, [&] {
      return report::benchHtml(htmlTable(opts, runs, results, *evidence, totals));
    });
  if (!opts.sarif.empty())
    written &= writeEvidence("--sarif", opts.sarif,
                             [&] { return mergedSarif(opts, runs, results, *evidence).dump(2) + "\n"; });
  if (!written) {
    if (csv) std::fclose(csv);
    return kExitInput;
  }
  if (csv) {
    writeCsv(csv, runs, results);
    if (std::fclose(csv) != 0) {
      std::fprintf(stderr, "ferret: error: cannot write %s\n", opts.csv.c_str());
      return kExitInput;
    }
  }
  bool wrong = std::any_of(results.begin(), results.end(), [](const Result& r) {
    return r.category == Category::WrongTrue || r.category == Category::WrongFalse;
  });
  return wrong ? kExitWrong : kExitOk;
}

CLI::App* addBenchCommand(CLI::App& app, BenchOptions& opts) {
  CLI::App* cmd = app.add_subcommand("bench", "run `verify` on SV-COMP task files and score the verdicts");
  cmd->add_option("inputs", opts.inputs, "task files (.yml) or directories searched recursively for them")
      ->required();
  cmd->add_option("--timeout", opts.timeout, "CPU seconds per run (default 60; 0 = none)")->check(kSeconds);
  cmd->add_option("--wall-timeout", opts.wallTimeout,
                  "wall-clock seconds per run (default twice --timeout; 0 = none): raise it on a loaded machine")
      ->check(kSeconds);
  cmd->add_option("--memory-limit", opts.memoryLimitMB,
                  "MB of resident memory per run (default the physical memory divided by --jobs; 0 = none); a run "
                  "that reaches it is a memory-out")
      ->check(wholeNumber());
  cmd->add_option("-j,--jobs", opts.jobs, "runs in parallel; 0 = one per CPU (default 1)")->check(wholeNumber(0, 1024));
  cmd->add_option("--csv", opts.csv, "also write the per-run results to this CSV file");
  cmd->add_option("--html", opts.html, "also write the results as an HTML table (sortable, filterable by result and mark)");
  cmd->add_option("--keep-reports", opts.keepReports,
                  "keep each run's HTML report (verify --html) in this directory; the --html table links to them");
  cmd->add_option("--sarif", opts.sarif, "also write every run's errors as one SARIF 2.1.0 log");
  cmd->add_option("--sarif-root", opts.sarifRoot, "SARIF's file paths are relative to this directory (default: the working directory)")
      ->check(CLI::ExistingDirectory);
  cmd->add_flag_callback("--no-progress", [&opts] { opts.progress = false; },
                         "one line per finished run instead of a progress bar");
  // Lets tests substitute a scripted verifier; an empty group hides it.
  cmd->add_option("--ferret-binary", opts.ferret, "the ferret executable to run")->group("");
  cmd->footer("Arguments after `--` are passed to every `ferret verify` run.");
  return cmd;
}

}  // namespace ferret::cli
