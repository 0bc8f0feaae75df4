// <signal.h>: signal and sigaction record the program's handlers; raise
// delivers a signal at once, as the kernel does for a signal a thread
// sends itself: the handler runs as a call from raise (a longjmp out of it
// is followed), SIG_IGN ignores it, and SIG_DFL ends the process for the
// signals whose default action does (status 128 + signal, as a shell
// reports it) and ignores the others.  No signal arrives from outside.
#include <cerrno>
#include <csignal>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr int kSignals = 65;

// The dispositions: one pointer per signal, in a cell of the library's
// (null: SIG_DFL, 1: SIG_IGN, else a function of the program).
Word slot(Call& c, int64_t sig) {
  unsigned pb = c.ex.program().ptrBytes;
  return offsetPtr(c.ex.pointerTo(c.ex.libraryCell("signal handlers", kSignals * pb)), static_cast<uint64_t>(sig) * pb);
}
int64_t signalArg(Call& c, unsigned i) {
  int64_t sig = sintArg(c, i, fnName(c));
  if (sig <= 0 || sig >= kSignals) {
    c.ex.setErrno(EINVAL);
    return -1;
  }
  return sig;
}

void m_signal(Call& c) {
  int64_t sig = signalArg(c, 0);
  const Word& handler = argDefined(c, 1, "signal");
  if (sig < 0 || sig == SIGKILL || sig == SIGSTOP) return setRet(c, static_cast<uint64_t>(-1));  // SIG_ERR
  Word old = c.ex.loadPointer(slot(c, sig), "signal");
  c.ex.storePointer(slot(c, sig), handler, "signal");
  setRetPtr(c, old);
}
// struct sigaction: the handler first, then sa_mask (128 bytes), then
// int sa_flags.
void m_sigaction(Call& c) {
  int64_t sig = signalArg(c, 0);
  const Word& act = argDefined(c, 1, "sigaction");
  const Word& old = argDefined(c, 2, "sigaction");
  if (sig < 0 || sig == SIGKILL || sig == SIGSTOP) return setRet(c, static_cast<uint64_t>(-1));
  unsigned pb = c.ex.program().ptrBytes;
  Word current = c.ex.loadPointer(slot(c, sig), "sigaction");
  Word handler = isNull(act) ? current : c.ex.loadPointer(act, "sigaction");
  if (!isNull(act)) {
    uint64_t off;
    const mem::Object& o = c.ex.access(offsetPtr(act, pb + 128), 4, false, off, "sigaction");
    Word flags = c.ex.loadScalar(o, off, c.ex.program().types[c.ex.intType(32)]);
    c.ex.requireDefined(flags, "the sa_flags sigaction reads");
    if (flags.v & SA_SIGINFO)
      c.ex.fail(ErrorKind::Unsupported, "sigaction with SA_SIGINFO (a three-argument handler)");
  }
  if (!isNull(old)) {
    c.ex.writeBytes(old, std::string(pb + 128 + 4, '\0'), "sigaction");
    c.ex.storePointer(old, current, "sigaction");
  }
  c.ex.storePointer(slot(c, sig), handler, "sigaction");
  setRet(c, 0);
}
bool endsProcess(int64_t sig) {
  return sig != SIGCHLD && sig != SIGCONT && sig != SIGURG && sig != SIGWINCH;
}
// Signal sets are glibc's sigset_t: 128 bytes, signal n at bit n-1 of
// the little-endian words.  The process's mask and its pending signals
// are two of them in library cells; a mask is the process's, not a
// thread's (pthread_sigmask changes every thread's: the usual program
// blocks signals in main before it makes threads, which then share them).
constexpr uint64_t kSetBytes = 128;
Word setCell(Call& c, std::string_view name) { return c.ex.pointerTo(c.ex.libraryCell(name, kSetBytes)); }
// The byte of `set` that holds sig's bit, checked (initialised when read).
uint8_t& setByte(Call& c, const Word& set, int64_t sig, bool reads) {
  uint64_t off;
  Word at = offsetPtr(set, static_cast<uint64_t>(sig - 1) / 8);
  mem::Object& o = c.ex.access(at, 1, !reads, off, fnName(c));
  if (reads && o.undef()[off])
    c.ex.fail(ErrorKind::Uninitialized,
              fmt::format("{} reads a sigset_t that sigemptyset or sigfillset never initialised", fnName(c)),
              c.ex.objectNotes(at.p ? at.p : c.ex.memory().findByAddress(at.v)));
  return o.data()[off];
}
bool member(Call& c, const Word& set, int64_t sig) { return setByte(c, set, sig, true) >> ((sig - 1) % 8) & 1; }
void mark(Call& c, const Word& set, int64_t sig, bool in) {
  uint8_t b = setByte(c, set, sig, true);
  uint8_t bit = static_cast<uint8_t>(1u << ((sig - 1) % 8));
  c.ex.writeBytes(offsetPtr(set, static_cast<uint64_t>(sig - 1) / 8),
                  std::string(1, static_cast<char>(in ? b | bit : b & ~bit)), fnName(c));
}
// glibc's own signals (SIGCANCEL 32, SIGSETXID 33): never in a set
// sigfillset makes, refused by sigaddset and sigdelset, never blocked.
bool internal(int64_t sig) { return sig == 32 || sig == 33; }

void deliver(Call& c, int64_t sig) {
  if (member(c, setCell(c, "signal mask"), sig)) return mark(c, setCell(c, "signals pending"), sig, true);
  Word handler = c.ex.loadPointer(slot(c, sig), "raise");
  if (handler.v == 1 && !handler.p) return;  // SIG_IGN
  if (isNull(handler)) {
    if (endsProcess(sig)) c.ex.exitProgram(128 + static_cast<int>(sig), false);
    return;
  }
  c.ex.callFunction(handler, {Word{static_cast<uint64_t>(sig), 0, mem::kNoObj}}, c.loc);
}
void m_raise(Call& c) {
  int64_t sig = signalArg(c, 0);
  if (sig < 0) return setRet(c, static_cast<uint64_t>(-1));
  setRet(c, 0);
  deliver(c, sig);
}
// kill(getpid(), sig) and the like: only a signal to the process itself.
void m_kill(Call& c) {
  sintArg(c, 0, "kill");
  int64_t sig = signalArg(c, 1);
  if (sig < 0) return setRet(c, static_cast<uint64_t>(-1));
  setRet(c, 0);
  if (sig) deliver(c, sig);
}
void m_sigemptyset(Call& c) {
  const Word& set = argDefined(c, 0);
  bool full = c.callee.name == "sigfillset";
  std::string bytes(kSetBytes, full ? '\xff' : '\0');
  if (full) bytes[4] = '\xfe';  // signals 32 and 33: bit 7 of byte 3, bit 0 of byte 4
  if (full) bytes[3] = '\x7f';
  c.ex.writeBytes(set, bytes, fnName(c));
  setRet(c, 0);
}
void m_sigaddset(Call& c) {
  const Word& set = argDefined(c, 0);
  int64_t sig = signalArg(c, 1);
  bool asks = c.callee.name == "sigismember";
  if (sig >= 0 && !asks && internal(sig)) {
    c.ex.setErrno(EINVAL);
    sig = -1;
  }
  if (sig < 0) return retFail(c);
  if (asks) return setRet(c, member(c, set, sig));
  mark(c, set, sig, c.callee.name == "sigaddset");
  setRet(c, 0);
}
// sigprocmask(how, set, old): the old mask to *old, the new one from
// *set; signals raised while blocked arrive, lowest first, once the new
// mask lets them.  pthread_sigmask returns the error instead of setting
// errno.
void m_sigprocmask(Call& c) {
  int64_t how = sintArg(c, 0, fnName(c));
  const Word& set = argDefined(c, 1);
  const Word& old = argDefined(c, 2);
  bool pthread = c.callee.name == "pthread_sigmask";
  Word mask = setCell(c, "signal mask");
  if (!isNull(set) && (how < SIG_BLOCK || how > SIG_SETMASK)) {
    if (pthread) return setRet(c, EINVAL);
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  std::string given;
  if (!isNull(set)) {
    uint64_t off;
    const mem::Object& o = c.ex.access(set, kSetBytes, false, off, fnName(c));
    for (uint64_t k = 0; k < kSetBytes; ++k)
      if (o.undef()[off + k])
        c.ex.fail(ErrorKind::Uninitialized,
                  fmt::format("{} reads a sigset_t that sigemptyset or sigfillset never initialised", fnName(c)));
    given.assign(reinterpret_cast<const char*>(o.data() + off), kSetBytes);
  }
  if (!isNull(old)) c.ex.copyMemory(old, mask, kSetBytes, false, fnName(c));
  setRet(c, 0);
  if (isNull(set)) return;
  for (int64_t sig = 1; sig < kSignals; ++sig) {
    bool in = given[(sig - 1) / 8] >> ((sig - 1) % 8) & 1;
    if (internal(sig) || sig == SIGKILL || sig == SIGSTOP) continue;
    if (how == SIG_SETMASK || in) mark(c, mask, sig, how == SIG_UNBLOCK ? false : in || how == SIG_BLOCK);
  }
  Word pending = setCell(c, "signals pending");
  for (int64_t sig = 1; sig < kSignals; ++sig) {
    if (!member(c, pending, sig) || member(c, mask, sig)) continue;
    mark(c, pending, sig, false);
    deliver(c, sig);
  }
}
void m_sigpending(Call& c) {
  c.ex.copyMemory(argDefined(c, 0), setCell(c, "signals pending"), kSetBytes, false, "sigpending");
  setRet(c, 0);
}

const ModelEntry kSignalModels[] = {
    {"signal", m_signal}, {"bsd_signal", m_signal}, {"sigaction", m_sigaction}, {"raise", m_raise},
    {"kill", m_kill}, {"sigemptyset", m_sigemptyset}, {"sigfillset", m_sigemptyset}, {"sigaddset", m_sigaddset},
    {"sigdelset", m_sigaddset}, {"sigismember", m_sigaddset}, {"sigprocmask", m_sigprocmask},
    {"pthread_sigmask", m_sigprocmask}, {"sigpending", m_sigpending},
};

}  // namespace

Model findSignalModel(std::string_view name) { return lookupModel(kSignalModels, name); }

}  // namespace ferret::sem
