// POSIX descriptor calls (<fcntl.h>, <unistd.h>) over the file-system
// layer (files.hpp), and the process calls real programs make: getpid,
// sleep and usleep (told to the environment, which may wait: `ferret run`
// does, `verify` never does), and system() and exec*, which are refused.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "sem/inputs.hpp"
#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

void retFail(Call& c) { setRet(c, static_cast<uint64_t>(-1)); }

void m_open(Call& c) {
  std::string path = c.ex.readString(argDefined(c, 0, fnName(c)), fnName(c));
  int fd = c.ex.openFile(path, static_cast<int>(sintArg(c, 1, fnName(c))));
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(fd)));
}
void m_creat(Call& c) {
  std::string path = c.ex.readString(argDefined(c, 0, "creat"), "creat");
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(c.ex.openFile(path, O_WRONLY | O_CREAT | O_TRUNC))));
}
void m_close(Call& c) {
  int64_t fd = sintArg(c, 0, "close");
  if (!c.ex.descriptor(fd)) return retFail(c);
  c.ex.closeDescriptor(static_cast<int>(fd));
  setRet(c, 0);
}
void m_read(Call& c) {
  int64_t fd = sintArg(c, 0, "read");
  const Word& buf = argDefined(c, 1, "read");
  uint64_t n = intArg(c, 2, "read");
  Descriptor* d = c.ex.descriptor(fd);
  if (!d || !d->read) {
    c.ex.setErrno(EBADF);
    return retFail(c);
  }
  uint64_t off;
  c.ex.access(buf, n, true, off, "read");
  std::string got;
  while (got.size() < n) {
    int b = c.ex.descriptorByte(*d, true, "read");
    if (b < 0) break;
    got.push_back(static_cast<char>(b));
  }
  if (!got.empty()) c.ex.writeBytes(buf, got, "read");
  setRet(c, got.size());
}
void m_write(Call& c) {
  int64_t fd = sintArg(c, 0, "write");
  const Word& buf = argDefined(c, 1, "write");
  uint64_t n = intArg(c, 2, "write"), off;
  Descriptor* d = c.ex.descriptor(fd);
  if (!d || !d->write) {
    c.ex.setErrno(EBADF);
    return retFail(c);
  }
  const mem::Object& o = c.ex.access(buf, n, false, off, "write");
  for (uint64_t k = 0; k < n; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, "write writes an uninitialised byte");
  std::string bytes(reinterpret_cast<const char*>(o.data() + off), n);
  c.ex.writeDescriptor(*d, bytes);
  setRet(c, n);
}
void m_lseek(Call& c) {
  Descriptor* d = c.ex.descriptor(sintArg(c, 0, fnName(c)));
  int64_t off = sintArg(c, 1, fnName(c));
  int whence = static_cast<int>(sintArg(c, 2, fnName(c)));
  if (!d) return retFail(c);
  if (d->node < 0) {
    c.ex.setErrno(ESPIPE);
    return retFail(c);
  }
  int64_t base = whence == SEEK_SET ? 0
                 : whence == SEEK_CUR ? static_cast<int64_t>(d->pos)
                                      : static_cast<int64_t>(c.ex.files().nodes[d->node].data.size());
  if ((whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) || base + off < 0) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  d->pos = static_cast<uint64_t>(base + off);
  setRet(c, d->pos);
}
// Whether stdin, stdout or stderr is a terminal is the environment's
// answer (an input: the host's in `run`, either in `verify`), asked once
// per descriptor; a file the program opened is none.
void m_isatty(Call& c) {
  int64_t fd = sintArg(c, 0, fnName(c));
  Descriptor* d = c.ex.descriptor(fd);
  if (!d) {
    c.ex.setErrno(EBADF);
    return setRet(c, 0);
  }
  if (d->std >= 0 && d->terminal < 0) {
    InputRequest r{InputSource::Terminal, fmt::format("isatty({})", d->std)};
    r.bits = 32;
    r.hi = 1;
    r.fd = d->std;
    d->terminal = c.ex.input(r).number != 0;
  }
  if (d->terminal != 1) c.ex.setErrno(ENOTTY);
  setRet(c, d->terminal == 1);
}
void m_sleep(Call& c) {
  uint64_t n = intArg(c, 0, fnName(c));
  bool seconds = c.callee.name == "sleep";
  c.ex.env().sleep(seconds ? n * 1000000 : n);
  setRet(c, 0);
}
void m_refused(Call& c) {
  c.ex.fail(ErrorKind::Unsupported, fmt::format("{}() would run another program, which Ferret does not do", fnName(c)));
}

const ModelEntry kUnistdModels[] = {
    {"open", m_open}, {"open64", m_open}, {"creat", m_creat}, {"creat64", m_creat}, {"close", m_close},
    {"read", m_read}, {"write", m_write}, {"lseek", m_lseek}, {"lseek64", m_lseek}, {"isatty", m_isatty},
    {"sleep", m_sleep}, {"usleep", m_sleep},
    {"system", m_refused}, {"popen", m_refused}, {"fork", m_refused}, {"vfork", m_refused},
    {"execl", m_refused}, {"execlp", m_refused}, {"execle", m_refused}, {"execv", m_refused},
    {"execvp", m_refused}, {"execvpe", m_refused}, {"execve", m_refused}, {"posix_spawn", m_refused},
    {"posix_spawnp", m_refused},
};

}  // namespace

Model findUnistdModel(std::string_view name) { return lookupModel(kUnistdModels, name); }

}  // namespace ferret::sem
