// <sys/resource.h>: getrlimit/setrlimit/prlimit and getrusage.  What
// the machine decides is an input like a clock reading: a limit's soft
// and hard values ("getrlimit.R.cur", "getrlimit.R.max": the host's in
// `run`, sampled in `verify`), asked once and then the process's own,
// which setrlimit changes as the kernel would for this process (the soft
// limit at most the hard one; the hard one raised only with euid 0, an
// input too); the usage figures of the process ("getrusage.K", the K-th
// long of struct rusage: the host's for Ferret's own process in `run`, as
// clock() is).  A child's usage is zero: the program makes none.
#include <sys/resource.h>

#include <cerrno>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr int64_t kResources = RLIM_NLIMITS;

// The process's limits: per resource, whether known, the soft and the
// hard value (64 bits each), in a library cell.
struct ResourceLimits {
  Call& c;
  Word cell = c.ex.pointerTo(c.ex.libraryCell("resource limits", kResources * 24));
  uint64_t field(int64_t res, unsigned k) {
    uint64_t off;
    const mem::Object& o = c.ex.access(offsetPtr(cell, res * 24 + k * 8), 8, false, off, fnName(c));
    return c.ex.loadScalar(o, off, c.ex.program().types[c.ex.intType(64)]).v;
  }
  void set(int64_t res, unsigned k, uint64_t v) {
    std::string bytes(8, '\0');
    putLittleEndian(bytes, 0, v, 8);
    c.ex.writeBytes(offsetPtr(cell, res * 24 + k * 8), bytes, fnName(c));
  }
  // Soft and hard limits of res, asked of the environment the first time.
  std::pair<uint64_t, uint64_t> get(int64_t res) {
    if (field(res, 0)) return {field(res, 1), field(res, 2)};
    // The hard limit first, then the soft one at most it, as the kernel
    // keeps them (-1: RLIM_INFINITY, the only value past INT64_MAX).
    std::string name = fmt::format("getrlimit.{}", res);
    int64_t hard = clockInput(c, name + ".max", 64, -1, INT64_MAX);
    int64_t soft = clockInput(c, name + ".cur", 64, hard < 0 ? -1 : 0, hard < 0 ? INT64_MAX : hard);
    uint64_t cur = static_cast<uint64_t>(soft), max = static_cast<uint64_t>(hard);
    set(res, 0, 1);
    set(res, 1, cur);
    set(res, 2, max);
    return {cur, max};
  }
};

int64_t resourceArg(Call& c, unsigned i) {
  int64_t res = sintArg(c, i, fnName(c));
  if (res < 0 || res >= kResources) {
    c.ex.setErrno(EINVAL);
    return -1;
  }
  return res;
}

// struct rlimit: two rlim_t (unsigned long).  An infinite limit stays
// infinite in a 32-bit rlim_t, as glibc converts it.
void writeLimit(Call& c, const Word& at, std::pair<uint64_t, uint64_t> v) {
  unsigned pb = c.ex.program().ptrBytes;
  std::string bytes(2 * pb, '\0');
  auto narrow = [&](uint64_t x) { return pb == 8 || x <= UINT32_MAX ? x : UINT32_MAX; };
  putLittleEndian(bytes, 0, narrow(v.first), pb);
  putLittleEndian(bytes, pb, narrow(v.second), pb);
  c.ex.writeBytes(at, bytes, fnName(c));
}
std::pair<uint64_t, uint64_t> readLimit(Call& c, const Word& at) {
  unsigned pb = c.ex.program().ptrBytes;
  uint64_t off;
  const mem::Object& o = c.ex.access(at, 2 * pb, false, off, fnName(c));
  const ir::Type& t = c.ex.program().types[c.ex.intType(8 * pb)];
  Word cur = c.ex.loadScalar(o, off, t), max = c.ex.loadScalar(o, off + pb, t);
  c.ex.requireDefined(cur, fmt::format("the rlim_cur {} reads", fnName(c)).c_str());
  c.ex.requireDefined(max, fmt::format("the rlim_max {} reads", fnName(c)).c_str());
  auto widen = [&](uint64_t x) { return pb == 8 || x != UINT32_MAX ? x : RLIM_INFINITY; };
  return {widen(cur.v), widen(max.v)};
}

// The new limits, or an errno: the soft limit above the hard one is
// EINVAL; raising the hard one needs euid 0 (EPERM).
int change(Call& c, ResourceLimits& l, int64_t res, std::pair<uint64_t, uint64_t> now) {
  if (now.first > now.second) return EINVAL;
  if (now.second > l.get(res).second && tableInput(c, "geteuid", 32) != 0) return EPERM;
  l.set(res, 1, now.first);
  l.set(res, 2, now.second);
  return 0;
}

void m_getrlimit(Call& c) {
  int64_t res = resourceArg(c, 0);
  const Word& out = argDefined(c, 1);
  if (res < 0) return retFail(c);
  ResourceLimits l{c};
  writeLimit(c, out, l.get(res));
  setRet(c, 0);
}
void m_setrlimit(Call& c) {
  int64_t res = resourceArg(c, 0);
  const Word& in = argDefined(c, 1);
  if (res < 0) return retFail(c);
  ResourceLimits l{c};
  if (int e = change(c, l, res, readLimit(c, in))) {
    c.ex.setErrno(e);
    return retFail(c);
  }
  setRet(c, 0);
}
// prlimit(pid, resource, new, old): of the process itself (pid 0 or its
// own, an input); the old limits before the new ones are set.
void m_prlimit(Call& c) {
  int64_t pid = sintArg(c, 0, "prlimit");
  int64_t res = resourceArg(c, 1);
  const Word& in = argDefined(c, 2);
  const Word& out = argDefined(c, 3);
  if (res < 0) return retFail(c);
  if (pid != 0 && pid != tableInput(c, "getpid", 32))
    c.ex.fail(ErrorKind::Unsupported, "prlimit of another process");
  ResourceLimits l{c};
  std::pair<uint64_t, uint64_t> before = l.get(res);
  if (!isNull(in)) {
    if (int e = change(c, l, res, readLimit(c, in))) {
      c.ex.setErrno(e);
      return retFail(c);
    }
  }
  if (!isNull(out)) writeLimit(c, out, before);
  setRet(c, 0);
}

// struct rusage: ru_utime and ru_stime (two timevals), then 14 longs.
void m_getrusage(Call& c) {
  int64_t who = sintArg(c, 0, "getrusage");
  const Word& out = argDefined(c, 1);
  if (who != RUSAGE_SELF && who != RUSAGE_CHILDREN && who != RUSAGE_THREAD) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  unsigned pb = c.ex.program().ptrBytes;
  uint64_t off;
  c.ex.access(out, 18 * pb, true, off, "getrusage");
  std::string bytes(18 * pb, '\0');
  if (who != RUSAGE_CHILDREN) {
    int64_t top = static_cast<int64_t>(maskOf(8 * pb - 1));
    for (unsigned k = 0; k < 18; ++k) {
      bool micro = k == 1 || k == 3;
      int64_t v = clockInput(c, fmt::format("getrusage.{}", k), 8 * pb, 0, micro ? 999999 : top);
      putLittleEndian(bytes, k * pb, static_cast<uint64_t>(v), pb);
    }
  }
  c.ex.writeBytes(out, bytes, "getrusage");
  setRet(c, 0);
}

const ModelEntry kResourceModels[] = {
    {"getrlimit", m_getrlimit}, {"getrlimit64", m_getrlimit}, {"setrlimit", m_setrlimit},
    {"setrlimit64", m_setrlimit}, {"prlimit", m_prlimit},     {"prlimit64", m_prlimit},
    {"getrusage", m_getrusage},
};

}  // namespace

Model findResourceModel(std::string_view name) { return lookupModel(kResourceModels, name); }

}  // namespace ferret::sem
