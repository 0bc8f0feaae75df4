#include "engines/interp/inputs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace ferret::interp {

RunEnvironment::RunEnvironment(const Options& opts) : opts_(opts), rng_(opts.seed) {}

namespace {

sem::Word fromDouble(double d, const ir::Type& t) { return sem::doubleToWord(d, t.kind == ir::TypeKind::Float); }

}  // namespace

std::optional<bool> RunEnvironment::decide(sem::ChoiceKind kind) {
  const std::vector<bool>& list = opts_.decisions.of(kind);
  size_t& next = nextDecision_[static_cast<size_t>(kind)];
  return next < list.size() && list[next++];
}

std::optional<sem::Word> RunEnvironment::nondet(std::string_view name, const ir::Type& type) {
  bool isFloat = type.kind == ir::TypeKind::Float || type.kind == ir::TypeKind::Double;
  unsigned bits = type.kind == ir::TypeKind::Int ? type.bits : 8 * static_cast<unsigned>(type.size);
  if (type.kind == ir::TypeKind::Ptr && next_ >= opts_.inputs.size()) return sem::Word{};
  sem::Word w;
  if (next_ < opts_.inputs.size()) {
    const std::string& s = opts_.inputs[next_++];
    if (isFloat) {
      w = fromDouble(std::strtod(s.c_str(), nullptr), type);
    } else {
      errno = 0;
      char* end = nullptr;
      uint64_t v = s.size() && s[0] == '-' ? static_cast<uint64_t>(std::strtoll(s.c_str(), &end, 0))
                                           : std::strtoull(s.c_str(), &end, 0);
      w.v = v & sem::maskOf(bits);
    }
    consumed_.push_back(s);
    return w;
  }
  if (isFloat) {
    double d = opts_.policy == NondetPolicy::Random ? std::uniform_real_distribution<double>(-1e6, 1e6)(rng_) : 0.0;
    w = fromDouble(d, type);
    consumed_.push_back(fmt::format("{}", d));
    return w;
  }
  w.v = opts_.policy == NondetPolicy::Random ? rng_() & sem::maskOf(bits) : 0;
  bool isSigned = name.size() && name[0] != 'u' && name != "bool" && name != "size_t" && name != "pointer";
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

int RunEnvironment::readChar() { return opts_.isolated ? EOF : std::getchar(); }

int RunEnvironment::peekChar() {
  if (opts_.isolated) return EOF;
  int c = std::getchar();
  if (c != EOF) std::ungetc(c, stdin);
  return c;
}

void RunEnvironment::write(int fd, std::string_view bytes) {
  if (opts_.isolated) return;
  std::FILE* f = fd == 2 ? stderr : stdout;
  if (fd == 2) std::fflush(stdout);
  std::fwrite(bytes.data(), 1, bytes.size(), f);
}

}  // namespace ferret::interp
