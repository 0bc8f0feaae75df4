// POSIX descriptor calls (<fcntl.h>, <unistd.h>) over the file-system
// layer (files.hpp), and the process calls real programs make: getpid,
// sleep and usleep (told to the environment, which may wait: `ferret run`
// does, `verify` never does), and system() and exec*, which are refused.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <string>
#include <vector>

#include "sem/inputs.hpp"
#include "sem/libc.hpp"

namespace ferret::sem {

namespace {


void m_open(Call& c) {
  std::string path = c.ex.readString(argDefined(c, 0, fnName(c)), fnName(c));
  int fd = c.ex.openFile(path, static_cast<int>(sintArg(c, 1, fnName(c))));
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(fd)));
}
void m_creat(Call& c) {
  std::string path = c.ex.readString(argDefined(c, 0, "creat"), "creat");
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(c.ex.openFile(path, O_WRONLY | O_CREAT | O_TRUNC))));
}
// mkstemp/mkostemp: the template's last six bytes, which must be
// "XXXXXX", become a name no file has, and that file is created and
// opened for reading and writing.  glibc draws the names at random; here
// they are counted, so runs repeat.
void m_mkstemp(Call& c) {
  const char* fn = fnName(c);
  const Word& tmpl = argDefined(c, 0, fn);
  std::string name = c.ex.readString(tmpl, fn);
  int extra = c.callee.name == "mkostemp" ? static_cast<int>(sintArg(c, 1, fn)) & ~O_ACCMODE : 0;
  if (name.size() < 6 || name.compare(name.size() - 6, 6, "XXXXXX") != 0) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  // glibc gives up after 238328 tries; here each try is a question to the
  // environment (in verify, a branch), so fewer are made.
  constexpr int kAttempts = 64;
  int fd = -1;
  for (int attempt = 0; attempt < kAttempts && fd < 0; ++attempt) {
    uint64_t k = c.ex.files().tmpFiles++;
    for (size_t i = 0; i < 6; ++i, k /= kLetters.size()) name[name.size() - 6 + i] = kLetters[k % kLetters.size()];
    fd = c.ex.openFile(name, O_RDWR | O_CREAT | O_EXCL | extra);
  }
  c.ex.writeBytes(tmpl, name, fn);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(fd)));
}
void m_close(Call& c) {
  int64_t fd = sintArg(c, 0, "close");
  if (!c.ex.descriptor(fd)) return retFail(c);
  c.ex.closeDescriptor(static_cast<int>(fd));
  setRet(c, 0);
}
// Whether description d has a position `at` may name (a file's, not a
// pipe's or a standard stream's), errno set when not.
bool seekable(Call& c, const Descriptor& d, int64_t at) {
  if (d.node < 0 || d.pipe) {
    c.ex.setErrno(ESPIPE);
    return false;
  }
  if (at < 0) {
    c.ex.setErrno(EINVAL);
    return false;
  }
  return true;
}
// read and write, and pread/pwrite (at a given offset, the description's
// position left where it was; a pipe has none: ESPIPE).
void readAt(Call& c, std::optional<int64_t> at) {
  const char* fn = fnName(c);
  int64_t fd = sintArg(c, 0, fn);
  const Word& buf = argDefined(c, 1, fn);
  uint64_t n = intArg(c, 2, fn);
  Descriptor* d = c.ex.descriptor(fd);
  if (!d || !d->read) {
    c.ex.setErrno(EBADF);
    return retFail(c);
  }
  if (at && !seekable(c, *d, *at)) return retFail(c);
  uint64_t off, kept = d->pos;
  if (at) d->pos = static_cast<uint64_t>(*at);
  c.ex.access(buf, n, true, off, fn);
  std::string got;
  while (got.size() < n) {
    int b = c.ex.descriptorByte(*d, true, fn);
    if (b < 0) break;
    got.push_back(static_cast<char>(b));
  }
  if (at) d->pos = kept;
  if (!got.empty()) c.ex.writeBytes(buf, got, fn);
  setRet(c, got.size());
}
void writeAt(Call& c, std::optional<int64_t> at) {
  const char* fn = fnName(c);
  int64_t fd = sintArg(c, 0, fn);
  const Word& buf = argDefined(c, 1, fn);
  uint64_t n = intArg(c, 2, fn), off;
  Descriptor* d = c.ex.descriptor(fd);
  if (!d || !d->write) {
    c.ex.setErrno(EBADF);
    return retFail(c);
  }
  if (d->pipe && !at && !c.ex.pipeEnds(d->node, false)) {
    c.ex.setErrno(EPIPE);
    return retFail(c);
  }
  if (at && !seekable(c, *d, *at)) return retFail(c);
  const mem::Object& o = c.ex.access(buf, n, false, off, fn);
  for (uint64_t k = 0; k < n; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} writes an uninitialised byte", fn));
  std::string bytes(reinterpret_cast<const char*>(o.data() + off), n);
  uint64_t kept = d->pos;
  if (at) d->pos = static_cast<uint64_t>(*at);
  c.ex.writeDescriptor(*d, bytes);
  if (at) d->pos = kept;
  setRet(c, n);
}
void m_read(Call& c) { readAt(c, std::nullopt); }
void m_write(Call& c) { writeAt(c, std::nullopt); }
void m_pread(Call& c) { readAt(c, sintArg(c, 3, fnName(c))); }
void m_pwrite(Call& c) { writeAt(c, sintArg(c, 3, fnName(c))); }
// fsync/fdatasync: the layer has no cache to write back.
void m_fsync(Call& c) {
  if (!c.ex.descriptor(sintArg(c, 0, fnName(c)))) return retFail(c);
  setRet(c, 0);
}
// ftruncate/truncate: the file's copy cut or extended with zero bytes.
void truncateNode(Call& c, int32_t n, int64_t length) {
  FileNode& node = c.ex.files().nodes[n];
  if (length < 0) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  node.data.resize(static_cast<uint64_t>(length), '\0');
  node.dirty = true;
  setRet(c, 0);
}
void m_ftruncate(Call& c) {
  Descriptor* d = c.ex.descriptor(sintArg(c, 0, fnName(c)));
  if (!d) return retFail(c);
  if (d->node < 0 || d->pipe || !d->write) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  truncateNode(c, d->node, sintArg(c, 1, fnName(c)));
}
void m_truncate(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  if (!path) return retFail(c);
  int32_t n = c.ex.pathNode(*path, false);
  const FileNode& node = c.ex.files().nodes[n];
  if (!node.exists || node.dir) {
    c.ex.setErrno(node.dir ? EISDIR : ENOENT);
    return retFail(c);
  }
  truncateNode(c, n, sintArg(c, 1, "truncate"));
}
void m_lseek(Call& c) {
  Descriptor* d = c.ex.descriptor(sintArg(c, 0, fnName(c)));
  int64_t off = sintArg(c, 1, fnName(c));
  int whence = static_cast<int>(sintArg(c, 2, fnName(c)));
  if (!d) return retFail(c);
  if (d->node < 0 || d->pipe) {
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
// ---- descriptor numbers: dup, dup2, dup3, fcntl, pipe ----

// A new number for fd's description, the lowest from `lowest` on.
void dupFrom(Call& c, int64_t fd, int64_t lowest, bool cloexec) {
  if (!c.ex.descriptor(fd)) return retFail(c);
  FileSystem& fs = c.ex.files();
  int n = fs.install(fs.table[fd].desc, lowest);
  fs.table[n].cloexec = cloexec;
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(n)));
}
void m_dup(Call& c) { dupFrom(c, sintArg(c, 0, "dup"), 0, false); }
// dup2(old, new): new names old's description, closed first if open (the
// environment told of a file's contents as by close); dup3 refuses
// old == new.
void m_dup2(Call& c) {
  const char* fn = fnName(c);
  int64_t from = sintArg(c, 0, fn), to = sintArg(c, 1, fn);
  bool three = c.callee.name == "dup3";
  int64_t flags = three ? sintArg(c, 2, fn) : 0;
  if (!c.ex.descriptor(from)) return retFail(c);
  if (to < 0 || to >= 1 << 20 || (three && (from == to || (flags & ~O_CLOEXEC)))) {
    c.ex.setErrno(to < 0 || to >= 1 << 20 ? EBADF : EINVAL);
    return retFail(c);
  }
  if (from == to) return setRet(c, static_cast<uint64_t>(to));
  FileSystem& fs = c.ex.files();
  if (fs.at(to).open) c.ex.closeDescriptor(static_cast<int>(to));
  if (static_cast<uint64_t>(to) >= fs.table.size()) fs.table.resize(to + 1);
  fs.table[to] = FdSlot{fs.table[from].desc, (flags & O_CLOEXEC) != 0};
  setRet(c, static_cast<uint64_t>(to));
}
// fcntl's record locks: the struct flock argument (glibc's: l_type and
// l_whence shorts, then start, length and pid; 32 bytes on x86-64, 16 on
// i386) must be reachable whole; F_GETLK's answer is written.
void lockRecord(Call& c, bool query) {
  const Word& lock = argDefined(c, 2, fnName(c));
  uint64_t off;
  c.ex.access(lock, c.ex.program().ptrBytes == 8 ? 32 : 16, query, off, fnName(c));
  std::string type(2, '\0');
  putLittleEndian(type, 0, F_UNLCK, 2);
  if (query) c.ex.writeBytes(lock, type, fnName(c));
  setRet(c, 0);
}
// fcntl's basic commands: duplicating, the descriptor flag FD_CLOEXEC,
// and the status flags (O_APPEND may change; O_NONBLOCK is kept, as
// nothing blocks).  Any other command is unsupported.
void m_fcntl(Call& c) {
  int64_t fd = sintArg(c, 0, fnName(c));
  int64_t cmd = sintArg(c, 1, fnName(c));
  auto arg = [&] { return c.nargs > 2 ? sintArg(c, 2, fnName(c)) : 0; };
  if (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC) {
    int64_t lowest = arg();
    if (lowest < 0) {
      c.ex.setErrno(EINVAL);
      return retFail(c);
    }
    return dupFrom(c, fd, lowest, cmd == F_DUPFD_CLOEXEC);
  }
  Descriptor* d = c.ex.descriptor(fd);
  if (!d) return retFail(c);
  FdSlot& slot = c.ex.files().table[fd];
  switch (cmd) {
    case F_GETFD: return setRet(c, slot.cloexec ? FD_CLOEXEC : 0);
    case F_SETFD:
      slot.cloexec = arg() & FD_CLOEXEC;
      return setRet(c, 0);
    case F_GETFL:
      return setRet(c, static_cast<uint64_t>((d->read && d->write ? O_RDWR : d->write ? O_WRONLY : O_RDONLY) |
                                             (d->append ? O_APPEND : 0) | (d->nonblock ? O_NONBLOCK : 0)));
    case F_SETFL:
      d->append = arg() & O_APPEND;
      d->nonblock = arg() & O_NONBLOCK;
      return setRet(c, 0);
    case F_SETLK:
    case F_SETLKW:
    case F_OFD_SETLK:
    case F_OFD_SETLKW:
      // One process: no other holds a lock on the file, so any is granted.
      return lockRecord(c, false);
    case F_GETLK:
    case F_OFD_GETLK:
      // Nothing would stop the lock asked about: l_type becomes F_UNLCK.
      return lockRecord(c, true);
    default:
      c.ex.fail(ErrorKind::Unsupported, fmt::format("fcntl command {}, which Ferret does not model", cmd));
  }
}
// pipe(fds): a read and a write description over one nameless node.
// What is written is read in order; a read of an empty pipe is end of
// file once no write end is open, and would wait for ever while one is
// (the program has no other thread that could write: reported as a
// deadlock).  A write with no read end open fails with EPIPE (SIGPIPE is
// not raised).
void m_pipe(Call& c) {
  const Word& out = argDefined(c, 0, fnName(c));
  uint64_t off;
  c.ex.access(out, 8, true, off, fnName(c));
  FileSystem& fs = c.ex.files();
  fs.nodes.push_back(FileNode{});
  fs.nodes.back().exists = true;
  Descriptor d;
  d.node = static_cast<int32_t>(fs.nodes.size() - 1);
  d.pipe = true;
  d.read = true;
  int r = fs.install(fs.addDescription(d));
  d.read = false;
  d.write = d.append = true;
  int w = fs.install(fs.addDescription(d));
  std::string bytes(8, '\0');
  putLittleEndian(bytes, 0, static_cast<uint32_t>(r), 4);
  putLittleEndian(bytes, 4, static_cast<uint32_t>(w), 4);
  c.ex.writeBytes(out, bytes, fnName(c));
  setRet(c, 0);
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
// nanosleep: the request's two longs, checked as POSIX does; never
// interrupted, so `rem` is left alone.
void m_nanosleep(Call& c) {
  const Word& req = argDefined(c, 0, "nanosleep");
  unsigned pb = c.ex.program().ptrBytes;
  uint64_t off;
  const mem::Object& o = c.ex.access(req, 2 * pb, false, off, "nanosleep");
  const ir::Type& lt = c.ex.program().types[c.ex.intType(8 * pb)];
  Word sec = c.ex.loadScalar(o, off, lt), nsec = c.ex.loadScalar(o, off + pb, lt);
  c.ex.requireDefined(sec, "the seconds nanosleep reads");
  c.ex.requireDefined(nsec, "the nanoseconds nanosleep reads");
  int64_t s = sext(sec.v, 8 * pb), ns = sext(nsec.v, 8 * pb);
  if (s < 0 || ns < 0 || ns > 999999999) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  c.ex.env().sleep(static_cast<uint64_t>(s) * 1000000 + static_cast<uint64_t>(ns) / 1000);
  setRet(c, 0);
}
// uname and gethostname: the machine's names, a status question the host
// answers in `run` (InputSource::Status "uname").  Linux's struct utsname
// is six fields of 65 bytes; the domain name is left empty.
std::vector<std::string> hostNames(Call& c) {
  std::string text = *c.ex.input(InputRequest{InputSource::Status, "uname"}).text;
  std::vector<std::string> names;
  for (size_t at = 0;; ) {
    size_t end = text.find('\0', at);
    names.push_back(text.substr(at, end == std::string::npos ? std::string::npos : end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  names.resize(6);
  return names;
}
void m_uname(Call& c) {
  const Word& p = argDefined(c, 0, "uname");
  constexpr size_t kField = 65;
  std::string record(6 * kField, '\0');
  std::vector<std::string> names = hostNames(c);
  for (size_t k = 0; k < names.size(); ++k) record.replace(k * kField, std::min(names[k].size(), kField - 1), names[k], 0, kField - 1);
  c.ex.writeBytes(p, record, "uname");
  setRet(c, 0);
}
void m_gethostname(Call& c) {
  const Word& buf = argDefined(c, 0, "gethostname");
  uint64_t len = intArg(c, 1, "gethostname");
  std::string name = hostNames(c)[1];
  if (name.size() + 1 > len) {
    c.ex.setErrno(ENAMETOOLONG);
    return retFail(c);
  }
  name.push_back('\0');
  c.ex.writeBytes(buf, name, "gethostname");
  setRet(c, 0);
}
// getpagesize: the page size, fixed on every machine Ferret targets.
void m_getpagesize(Call& c) { setRet(c, static_cast<uint64_t>(::sysconf(_SC_PAGESIZE))); }
// sysconf: glibc's fixed limits are the host's answer, computed; what
// depends on the machine (processors, memory, resource limits) is an
// input like a clock reading ("sysconf.NAME"): the host's in `run`,
// sampled in `verify`.
void m_sysconf(Call& c) {
  int64_t name = sintArg(c, 0, "sysconf");
  static constexpr int kFixed[] = {_SC_PAGESIZE,       _SC_CLK_TCK,          _SC_LINE_MAX,         _SC_HOST_NAME_MAX,
                                   _SC_LOGIN_NAME_MAX, _SC_GETPW_R_SIZE_MAX, _SC_GETGR_R_SIZE_MAX, _SC_IOV_MAX,
                                   _SC_TTY_NAME_MAX,   _SC_RE_DUP_MAX,       _SC_NGROUPS_MAX,      _SC_VERSION,
                                   _SC_2_VERSION,      _SC_BC_BASE_MAX,      _SC_BC_DIM_MAX,       _SC_BC_SCALE_MAX,
                                   _SC_BC_STRING_MAX,  _SC_EXPR_NEST_MAX,    _SC_SYMLOOP_MAX,      _SC_TZNAME_MAX};
  for (int k : kFixed)
    if (k == name) return setRet(c, static_cast<uint64_t>(::sysconf(k)));
  static constexpr int kMachine[] = {_SC_NPROCESSORS_ONLN, _SC_NPROCESSORS_CONF, _SC_PHYS_PAGES, _SC_AVPHYS_PAGES,
                                     _SC_OPEN_MAX,         _SC_CHILD_MAX,        _SC_ARG_MAX,    _SC_STREAM_MAX};
  bool machine = false;
  for (int k : kMachine) machine = machine || k == name;
  if (!machine) {
    c.ex.setErrno(EINVAL);
    return retFail(c);
  }
  unsigned bits = retBits(c);
  setRet(c, static_cast<uint64_t>(clockInput(c, fmt::format("sysconf.{}", name), bits, 1,
                                             static_cast<int64_t>(maskOf(bits - 1)))));
}
void m_refused(Call& c) {
  c.ex.fail(ErrorKind::Unsupported, fmt::format("{}() would run another program, which Ferret does not do", fnName(c)));
}

const ModelEntry kUnistdModels[] = {
    {"open", m_open}, {"open64", m_open}, {"creat", m_creat}, {"creat64", m_creat},
    {"mkstemp", m_mkstemp}, {"mkstemp64", m_mkstemp}, {"mkostemp", m_mkstemp}, {"close", m_close},
    {"read", m_read}, {"write", m_write}, {"pread", m_pread}, {"pread64", m_pread}, {"pwrite", m_pwrite},
    {"pwrite64", m_pwrite}, {"fsync", m_fsync}, {"fdatasync", m_fsync}, {"ftruncate", m_ftruncate},
    {"ftruncate64", m_ftruncate}, {"truncate", m_truncate}, {"truncate64", m_truncate}, {"lseek", m_lseek}, {"lseek64", m_lseek}, {"isatty", m_isatty},
    {"sleep", m_sleep}, {"usleep", m_sleep}, {"nanosleep", m_nanosleep}, {"sysconf", m_sysconf},
    {"getpagesize", m_getpagesize}, {"uname", m_uname}, {"gethostname", m_gethostname},
    {"dup", m_dup}, {"dup2", m_dup2}, {"dup3", m_dup2}, {"fcntl", m_fcntl}, {"fcntl64", m_fcntl},
    {"pipe", m_pipe},
    {"system", m_refused}, {"popen", m_refused}, {"fork", m_refused}, {"vfork", m_refused},
    {"execl", m_refused}, {"execlp", m_refused}, {"execle", m_refused}, {"execv", m_refused},
    {"execvp", m_refused}, {"execvpe", m_refused}, {"execve", m_refused}, {"posix_spawn", m_refused},
    {"posix_spawnp", m_refused},
};

}  // namespace

Model findUnistdModel(std::string_view name) { return lookupModel(kUnistdModels, name); }

}  // namespace ferret::sem
