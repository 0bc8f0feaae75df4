// <signal.h>: signal and sigaction record the program's handlers; raise
// delivers a signal at once, as the kernel does for a signal a thread
// sends itself: the handler runs as a call from raise (a longjmp out of it
// is followed), SIG_IGN ignores it, and SIG_DFL ends the process for the
// signals whose default action does (status 128 + signal, as a shell
// reports it) and ignores the others.  No signal arrives from outside.
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
void deliver(Call& c, int64_t sig) {
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
void m_sigzero(Call& c) {
  uint64_t off;
  c.ex.writeBytes(argDefined(c, 0, fnName(c)), std::string(128, fnName(c)[3] == 'f' ? '\xff' : '\0'), fnName(c));
  (void)off;
  setRet(c, 0);
}
// Masks change nothing: no signal arrives asynchronously.
void m_sigmask(Call& c) {
  const Word& old = argDefined(c, 2, fnName(c));
  if (!isNull(old)) c.ex.writeBytes(old, std::string(128, '\0'), fnName(c));
  setRet(c, 0);
}
void m_sigaddset(Call& c) {
  int64_t sig = signalArg(c, 1);
  if (sig < 0) return setRet(c, static_cast<uint64_t>(-1));
  uint64_t off;
  c.ex.access(argDefined(c, 0, fnName(c)), 128, true, off, fnName(c));
  setRet(c, 0);
}

const ModelEntry kSignalModels[] = {
    {"signal", m_signal}, {"bsd_signal", m_signal}, {"sigaction", m_sigaction}, {"raise", m_raise},
    {"kill", m_kill}, {"sigemptyset", m_sigzero}, {"sigfillset", m_sigzero}, {"sigaddset", m_sigaddset},
    {"sigdelset", m_sigaddset}, {"sigprocmask", m_sigmask}, {"pthread_sigmask", m_sigmask},
};

}  // namespace

Model findSignalModel(std::string_view name) { return lookupModel(kSignalModels, name); }

}  // namespace ferret::sem
