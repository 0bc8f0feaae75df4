// <stdio.h>: FILE streams over the file-system layer (files.hpp), the
// printf and scanf families on any stream or string, and the standard
// streams, which read and write through the environment.  Every buffer
// is checked as an access; a stream is checked to be one the library
// opened and has not closed, and opened for the direction it is used in.
#include <fcntl.h>

#include <cerrno>
#include <cstring>

#include "sem/format.hpp"
#include "sem/libc.hpp"

namespace ferret::sem {

using namespace ferret::ir;

namespace {

// printf arguments taken from the call's own variadic arguments.
struct CallArgs : PrintfArgs {
  Call& c;
  unsigned next;
  const char* fn;
  CallArgs(Call& call, unsigned first, const char* name) : c(call), next(first), fn(name) {}
  const Word& take() {
    if (next >= c.nargs) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: too few arguments for the format", fn));
    return argDefined(c, next++, fn);
  }
  uint64_t nextInt(unsigned) override { return take().v; }
  double nextDouble() override {
    double d;
    uint64_t b = take().v;
    std::memcpy(&d, &b, 8);
    return d;
  }
  long double nextLongDouble() override {
    // An x86_fp80 argument occupies two consecutive register words.
    const Word* w = &take();
    unsigned char buf[sizeof(long double)] = {};
    std::memcpy(buf, &w[0].v, 8);
    std::memcpy(buf + 8, &w[1].v, 2);
    long double r;
    std::memcpy(&r, buf, sizeof(r));
    return r;
  }
  std::string nextString(size_t maxLen) override {
    const Word& p = take();
    return c.ex.readString(p, fn, maxLen);
  }
  uint64_t nextPointer() override { return take().v; }
  void storeCount(uint64_t count, unsigned bytes) override {
    const Word& p = take();
    uint64_t off;
    mem::Object& o = c.ex.access(p, bytes, true, off, fn);
    c.ex.memory().write(o, off, reinterpret_cast<const uint8_t*>(&count), reinterpret_cast<const uint8_t*>("\0\0\0\0\0\0\0\0"), bytes);
  }
};

// printf arguments read from a va_list (vprintf family).
struct ListArgs : PrintfArgs {
  Call& c;
  Word list;
  const char* fn;
  ListArgs(Call& call, Word l, const char* name) : c(call), list(l), fn(name) {}
  unsigned slot() const { return c.ex.program().ptrBytes; }
  // The va_list's pointer to the next argument, and where that pointer lives.
  Word areaPtrLoc() const { return slot() == 4 ? list : offsetPtr(list, 8); }
  Word readArea() { return c.ex.loadPointer(areaPtrLoc(), fn); }
  void advance(const Word& area, uint64_t by) { c.ex.storePointer(areaPtrLoc(), offsetPtr(area, by), fn); }
  std::string bytesAt(uint64_t n, uint64_t align) {
    Word area = readArea();
    area.v = (area.v + align - 1) / align * align;
    uint64_t off;
    const mem::Object& o = c.ex.access(area, n, false, off, fn);
    for (uint64_t k = 0; k < n; ++k)
      if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} formats an uninitialised value", fn));
    std::string s(reinterpret_cast<const char*>(o.data() + off), n);
    advance(area, (n + slot() - 1) / slot() * slot());
    return s;
  }
  Word pointerArg() {
    Word area = readArea();
    Word w = c.ex.loadPointer(area, fn);
    c.ex.requireDefined(w, fn);
    advance(area, slot());
    return w;
  }
  uint64_t nextInt(unsigned bytes) override {
    uint64_t v = 0;
    std::string s = bytesAt(bytes, slot());
    std::memcpy(&v, s.data(), bytes);
    return v;
  }
  double nextDouble() override {
    double d;
    std::string s = bytesAt(8, slot());
    std::memcpy(&d, s.data(), 8);
    return d;
  }
  long double nextLongDouble() override {
    long double r = 0;
    std::string s = bytesAt(slot() == 8 ? 16 : 12, slot() == 8 ? 16 : 4);
    std::memcpy(&r, s.data(), 10);
    return r;
  }
  std::string nextString(size_t maxLen) override { return c.ex.readString(pointerArg(), fn, maxLen); }
  uint64_t nextPointer() override { return pointerArg().v; }
  void storeCount(uint64_t count, unsigned bytes) override {
    Word p = pointerArg();
    uint64_t off;
    mem::Object& o = c.ex.access(p, bytes, true, off, fn);
    static const uint8_t zeros[8] = {};
    c.ex.memory().write(o, off, reinterpret_cast<const uint8_t*>(&count), zeros, bytes);
  }
};

std::string format(Call& c, unsigned fmtArg, const char* fn, bool fromList) {
  std::string f = c.ex.readString(argDefined(c, fmtArg, fn), fn);
  try {
    if (fromList) {
      ListArgs a(c, argDefined(c, fmtArg + 1, fn), fn);
      return formatPrintf(f, a, c.ex.program().ptrBytes);
    }
    CallArgs a(c, fmtArg + 1, fn);
    return formatPrintf(f, a, c.ex.program().ptrBytes);
  } catch (const FormatError& e) {
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: {}", fn, e.what()));
  }
}


// ---- streams ----

Stream& streamArg(Call& c, unsigned i) { return c.ex.stream(argDefined(c, i, fnName(c)), fnName(c)); }
Stream& stdStream(Call& c, int fd) { return c.ex.stream(c.ex.pointerTo(c.ex.stdStream(fd)), fnName(c)); }

// The stream's descriptor, checked to be open for reading (or writing).
Descriptor& usable(Call& c, Stream& s, bool write) {
  Descriptor& d = c.ex.files().at(s.fd);
  if (!d.open || !(write ? d.write : d.read))
    c.ex.fail(ErrorKind::InvalidCall,
              fmt::format("{} {} a stream opened for {} only", fnName(c), write ? "writes to" : "reads from",
                          write ? "reading" : "writing"),
              {Note{fmt::format("opened by {} here", s.how), s.opened}});
  return d;
}
Descriptor& readable(Call& c, Stream& s) { return usable(c, s, false); }
Descriptor& writable(Call& c, Stream& s) { return usable(c, s, true); }

// The next byte of a stream, or -1 (end of file, which sets its indicator).
// stdin's pushed-back bytes are stdin's own (Executor::unreadStdin), so a
// call restarted for more input reads them again.
int streamByte(Call& c, Stream& s, bool consume, char conversion = 0) {
  Descriptor& d = readable(c, s);
  if (!s.pushback.empty()) {
    auto b = static_cast<uint8_t>(s.pushback.back());
    if (consume) s.pushback.pop_back();
    return b;
  }
  int b = c.ex.descriptorByte(d, consume, fnName(c), conversion);
  if (b < 0) s.eof = true;
  return b;
}

void streamWrite(Call& c, Stream& s, std::string_view bytes) {
  Descriptor& d = writable(c, s);
  s.pushback.clear();
  c.ex.writeDescriptor(d, bytes);
}

// Bytes of a stream until `n` of them, end of file or the byte `stop` (a
// line's newline; -1: none), which is kept.
std::string readBytes(Call& c, Stream& s, uint64_t n, int stop) {
  std::string out;
  while (out.size() < n) {
    int ch = streamByte(c, s, true);
    if (ch < 0) break;
    out.push_back(static_cast<char>(ch));
    if (ch == stop) break;
  }
  return out;
}

// The bytes at p..p+n, checked as read and initialised.
std::string_view sourceBytes(Call& c, const Word& p, uint64_t n) {
  uint64_t off;
  const mem::Object& o = c.ex.access(p, n, false, off, fnName(c));
  for (uint64_t k = 0; k < n; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} writes an uninitialised byte", fnName(c)));
  return std::string_view(reinterpret_cast<const char*>(o.data() + off), n);
}

// fopen's mode as open(2) flags, or -1 when it is not one C defines.
int modeFlags(const std::string& mode) {
  if (mode.empty()) return -1;
  int flags;
  switch (mode[0]) {
    case 'r': flags = O_RDONLY; break;
    case 'w': flags = O_WRONLY | O_CREAT | O_TRUNC; break;
    case 'a': flags = O_WRONLY | O_CREAT | O_APPEND; break;
    default: return -1;
  }
  for (size_t i = 1; i < mode.size(); ++i) {
    if (mode[i] == '+') flags = (flags & ~O_ACCMODE) | O_RDWR;
    else if (mode[i] == 'x') flags |= O_EXCL;
    else if (mode[i] == ',') break;  // glibc's ",ccs=" suffix
    else if (mode[i] != 'b' && mode[i] != 'e' && mode[i] != 'm') return -1;
  }
  return flags;
}

void m_fopen(Call& c) {
  std::string path = c.ex.readString(argDefined(c, 0, fnName(c)), fnName(c));
  int flags = modeFlags(c.ex.readString(argDefined(c, 1, fnName(c)), fnName(c)));
  if (flags < 0) {
    c.ex.setErrno(EINVAL);
    return setRetNull(c);
  }
  int fd = c.ex.openFile(path, flags);
  if (fd < 0) return setRetNull(c);
  setRetPtr(c, c.ex.newStream(fd, "fopen"));
}
void m_fdopen(Call& c) {
  int64_t fd = sintArg(c, 0, "fdopen");
  c.ex.readString(argDefined(c, 1, "fdopen"), "fdopen");
  if (!c.ex.descriptor(fd)) return setRetNull(c);
  setRetPtr(c, c.ex.newStream(static_cast<int>(fd), "fdopen"));
}
void m_tmpfile(Call& c) {
  FileSystem& fs = c.ex.files();
  FileNode node;
  node.exists = true;
  fs.nodes.push_back(node);
  Descriptor d;
  d.node = static_cast<int32_t>(fs.nodes.size() - 1);
  d.read = d.write = true;
  setRetPtr(c, c.ex.newStream(fs.install(fs.addDescription(d)), "tmpfile"));
}
// Closes the stream's descriptor unless another stream or the program
// still has it (fdopen shares one).
void releaseDescriptor(Call& c, const Stream& s) {
  for (const Stream& o : c.ex.files().streams)
    if (&o != &s && o.open && o.fd == s.fd) return;
  if (c.ex.files().at(s.fd).open) c.ex.closeDescriptor(s.fd);
}
void m_fclose(Call& c) {
  const Word& f = argDefined(c, 0, "fclose");
  for (const Stream& s : c.ex.files().streams)
    if (!s.open && s.obj == f.p && f.p != mem::kNoObj)
      c.ex.fail(ErrorKind::DoubleFree, "fclose of a stream already closed",
                {Note{fmt::format("opened by {} here", s.how), s.opened}, Note{"closed here", s.closed}});
  Stream& s = c.ex.stream(f, "fclose");
  s.open = false;
  s.closed = c.loc;
  releaseDescriptor(c, s);
  c.ex.memory().kill(s.obj, mem::Status::Freed, c.loc);
  setRet(c, 0);
}
void m_freopen(Call& c) {
  const Word& pathArg = argDefined(c, 0, "freopen");
  int flags = modeFlags(c.ex.readString(argDefined(c, 1, "freopen"), "freopen"));
  const Word& f = argDefined(c, 2, "freopen");
  Stream& s = c.ex.stream(f, "freopen");
  if (isNull(pathArg)) return setRetPtr(c, f);  // a change of mode only: kept as it is
  std::string path = c.ex.readString(pathArg, "freopen");
  if (flags < 0) {
    c.ex.setErrno(EINVAL);
    return setRetNull(c);
  }
  size_t self = static_cast<size_t>(&s - c.ex.files().streams.data());
  releaseDescriptor(c, s);
  int fd = c.ex.openFile(path, flags);
  Stream& t = c.ex.files().streams[self];  // openFile may have grown the tables
  if (fd < 0) {
    t.open = false;
    t.closed = c.loc;
    return setRetNull(c);
  }
  t.fd = fd;
  t.eof = t.error = false;
  t.pushback.clear();
  setRetPtr(c, f);
}

void m_fread(Call& c) {
  const Word& buf = argDefined(c, 0, "fread");
  uint64_t size = intArg(c, 1, "fread"), n = intArg(c, 2, "fread");
  Stream& s = streamArg(c, 3);
  if (size == 0 || n == 0) return setRet(c, 0);
  uint64_t off;
  c.ex.access(buf, size * n, true, off, "fread");
  std::string got = readBytes(c, s, size * n, -1);
  if (!got.empty()) c.ex.writeBytes(buf, got, "fread");
  setRet(c, got.size() / size);
}
void m_fwrite(Call& c) {
  uint64_t size = intArg(c, 1, "fwrite"), n = intArg(c, 2, "fwrite");
  Stream& s = streamArg(c, 3);
  std::string bytes(sourceBytes(c, argDefined(c, 0, "fwrite"), size * n));
  streamWrite(c, s, bytes);
  setRet(c, n);
}
void m_fgetc(Call& c) {
  Stream& s = streamArg(c, 0);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(streamByte(c, s, true))));
}
void m_getchar(Call& c) {
  Stream& s = stdStream(c, 0);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(streamByte(c, s, true))));
}
void m_ungetc(Call& c) {
  int64_t ch = sintArg(c, 0, "ungetc");
  Stream& s = streamArg(c, 1);
  readable(c, s);
  if (ch < 0) return setRet(c, static_cast<uint64_t>(-1));
  if (s.fd == 0 && s.obj == c.ex.stdStream(0)) c.ex.unreadStdin(static_cast<char>(ch));
  else s.pushback.push_back(static_cast<char>(ch));
  s.eof = false;
  setRet(c, static_cast<uint8_t>(ch));
}
void m_fgets(Call& c) {
  const Word& buf = argDefined(c, 0, "fgets");
  int64_t n = sintArg(c, 1, "fgets");
  Stream& s = streamArg(c, 2);
  if (n <= 0) return setRetNull(c);
  uint64_t off;
  c.ex.access(buf, static_cast<uint64_t>(n) > 1 ? 1 : 0, true, off, "fgets");
  std::string got = readBytes(c, s, static_cast<uint64_t>(n - 1), '\n');
  if (got.empty() && n > 1) return setRetNull(c);
  c.ex.writeBytes(buf, std::string_view(got.c_str(), got.size() + 1), "fgets");
  setRetPtr(c, buf);
}
void m_gets(Call& c) {
  const Word& buf = argDefined(c, 0, "gets");
  std::string got = readBytes(c, stdStream(c, 0), UINT64_MAX, '\n');
  if (got.empty()) return setRetNull(c);
  if (got.back() == '\n') got.pop_back();
  c.ex.writeBytes(buf, std::string_view(got.c_str(), got.size() + 1), "gets");
  setRetPtr(c, buf);
}
// getline(&line, &cap, stream), getdelim(&line, &cap, delim, stream): the
// bytes up to the delimiter into *line, grown as glibc grows it (120 bytes
// when *line is NULL or *cap is 0, then to fit), *cap updated.  At end of
// file: -1, the buffer allocated all the same (the caller frees it).
// The stream is read first: a call waiting for input restarts with nothing done.
void delimitedRead(Call& c, int delim, unsigned stream) {
  const char* fn = fnName(c);
  const Word& linePtr = argDefined(c, 0, fn);
  const Word& capPtr = argDefined(c, 1, fn);
  std::string s = readBytes(c, streamArg(c, stream), UINT64_MAX, delim);
  unsigned pb = c.ex.program().ptrBytes;
  const Type& word = c.ex.program().types[c.ex.intType(8 * pb)];
  uint64_t lineOff, capOff;
  const mem::Object& lineCell = c.ex.access(linePtr, pb, false, lineOff, fn);
  Word line = c.ex.loadScalar(lineCell, lineOff, word);
  const mem::Object& capCell = c.ex.access(capPtr, pb, false, capOff, fn);
  uint64_t cap = c.ex.loadScalar(capCell, capOff, word).v;
  bool grow = false;
  if (isNull(line) || cap == 0) cap = 120, grow = true;
  if (cap < s.size() + 1) cap = std::max(2 * cap, static_cast<uint64_t>(s.size() + 1)), grow = true;
  if (grow) {
    // Cells looked up again: allocating may move the objects.
    line = reallocate(c, line, cap, fn);
    c.ex.storeScalar(c.ex.access(linePtr, pb, true, lineOff, fn), lineOff, word, &line);
    Word w{cap & maskOf(8 * pb), 0, mem::kNoObj};
    c.ex.storeScalar(c.ex.access(capPtr, pb, true, capOff, fn), capOff, word, &w);
  }
  if (s.empty()) return setRet(c, static_cast<uint64_t>(-1));
  c.ex.writeBytes(line, std::string_view(s.c_str(), s.size() + 1), fn);
  setRet(c, s.size());
}
void m_getline(Call& c) { delimitedRead(c, '\n', 2); }
void m_getdelim(Call& c) { delimitedRead(c, static_cast<uint8_t>(intArg(c, 2, "getdelim")), 3); }

void printTo(Call& c, Stream& s, unsigned fmtArg, bool list) {
  std::string out = format(c, fmtArg, fnName(c), list);
  streamWrite(c, s, out);
  setRet(c, out.size());
}
void m_printf(Call& c) { printTo(c, stdStream(c, 1), 0, false); }
void m_vprintf(Call& c) { printTo(c, stdStream(c, 1), 0, true); }
void m_fprintf(Call& c) { printTo(c, streamArg(c, 0), 1, false); }
void m_vfprintf(Call& c) { printTo(c, streamArg(c, 0), 1, true); }
void dprintfImpl(Call& c, bool list) {
  Descriptor* d = c.ex.descriptor(sintArg(c, 0, fnName(c)));
  std::string out = format(c, 1, fnName(c), list);
  if (!d || !d->write) return setRet(c, static_cast<uint64_t>(-1));
  c.ex.writeDescriptor(*d, out);
  setRet(c, out.size());
}
void m_dprintf(Call& c) { dprintfImpl(c, false); }
void m_vdprintf(Call& c) { dprintfImpl(c, true); }
void sprintfImpl(Call& c, bool bounded, bool list) {
  const char* fn = fnName(c);
  std::string s = format(c, bounded ? 2 : 1, fn, list);
  const Word& dst = argDefined(c, 0, fn);
  if (bounded) {
    uint64_t n = intArg(c, 1, fn);
    if (n > 0) {
      std::string w = s.substr(0, n - 1);
      w.push_back('\0');
      c.ex.writeBytes(dst, w, fn);
    }
  } else {
    c.ex.writeBytes(dst, std::string_view(s.c_str(), s.size() + 1), fn);
  }
  setRet(c, s.size());
}
// asprintf(&s, fmt, ...), vasprintf: the text in a new heap block of its
// size, which the caller frees.
void asprintfImpl(Call& c, bool list) {
  const char* fn = fnName(c);
  const Word& dst = argDefined(c, 0, fn);
  std::string s = format(c, 1, fn, list);
  Word block = c.ex.pointerTo(c.ex.allocHeap(s.size() + 1, false, fn));
  c.ex.writeBytes(block, std::string_view(s.c_str(), s.size() + 1), fn);
  c.ex.storePointer(dst, block, fn);
  setRet(c, s.size());
}
void m_asprintf(Call& c) { asprintfImpl(c, false); }
void m_vasprintf(Call& c) { asprintfImpl(c, true); }
// <err.h>: warn, warnx, err, errx and their v forms write
// "NAME: MESSAGE: strerror(errno)\n" to stderr (NAME: argv[0]'s last
// component, glibc's program_invocation_short_name; the x forms leave out
// the error, a NULL format the message); err and errx then exit with their
// first argument.
int currentErrno(Call& c) {
  int saved = 0;
  uint64_t off;
  const mem::Object& e = c.ex.access(c.ex.pointerTo(c.ex.errnoObject()), 4, false, off, fnName(c));
  std::memcpy(&saved, e.data() + off, 4);
  return saved;
}
// "PREFIX: MESSAGE: strerror(errnum)\n" on stderr, the message formatted
// from argument fmtArg on (none when that format is NULL), the error left
// out when errnum is 0.
void reportOnStderr(Call& c, std::string text, unsigned fmtArg, bool list, int errnum) {
  bool message = !isNull(argDefined(c, fmtArg));
  if (message) text += format(c, fmtArg, fnName(c), list);
  if (errnum) text += std::string(message ? ": " : "") + std::strerror(errnum);
  streamWrite(c, stdStream(c, 2), text + "\n");
}
void errImpl(Call& c) {
  std::string_view name = c.callee.name;
  bool exits = name.starts_with("err") || name.starts_with("verr");
  bool withErrno = !name.ends_with('x');
  const std::string& argv0 = c.ex.programName();
  std::string prefix = argv0.substr(argv0.find_last_of('/') == std::string::npos ? 0 : argv0.find_last_of('/') + 1) + ": ";
  // warn("") still prints the separator before the error: glibc tests the
  // format for NULL, not for emptiness.
  reportOnStderr(c, prefix, exits ? 1 : 0, name.starts_with('v'), withErrno ? currentErrno(c) : 0);
  if (exits) c.ex.exitProgram(static_cast<int>(sintArg(c, 0, fnName(c))));
}
// GNU error(status, errnum, format, ...) and error_at_line(status, errnum,
// file, line, format, ...): the prefix is the full program name (and FILE:LINE: for the second), and a nonzero status
// exits with it.
void m_error(Call& c) {
  bool atLine = c.callee.name == "error_at_line";
  int status = static_cast<int>(sintArg(c, 0, fnName(c)));
  int errnum = static_cast<int>(sintArg(c, 1, fnName(c)));
  std::string prefix = c.ex.programName() + ":";
  if (atLine) {
    const Word& file = argDefined(c, 2);
    if (!isNull(file)) prefix += c.ex.readString(file, fnName(c)) + ":" + std::to_string(intArg(c, 3, fnName(c))) + ":";
  }
  reportOnStderr(c, prefix + " ", atLine ? 4 : 2, false, errnum);
  if (status) c.ex.exitProgram(status);
}
void m_sprintf(Call& c) { sprintfImpl(c, false, false); }
void m_snprintf(Call& c) { sprintfImpl(c, true, false); }
void m_vsprintf(Call& c) { sprintfImpl(c, false, true); }
void m_vsnprintf(Call& c) { sprintfImpl(c, true, true); }
void m_puts(Call& c) {
  std::string s = c.ex.readString(argDefined(c, 0, "puts"), "puts") + "\n";
  streamWrite(c, stdStream(c, 1), s);
  setRet(c, 1);
}
void m_fputs(Call& c) {
  std::string s = c.ex.readString(argDefined(c, 0, "fputs"), "fputs");
  streamWrite(c, streamArg(c, 1), s);
  setRet(c, 1);
}
void m_putchar(Call& c) {
  char ch = static_cast<char>(intArg(c, 0, "putchar"));
  streamWrite(c, stdStream(c, 1), std::string_view(&ch, 1));
  setRet(c, static_cast<uint8_t>(ch));
}
void m_fputc(Call& c) {
  char ch = static_cast<char>(intArg(c, 0, fnName(c)));
  streamWrite(c, streamArg(c, 1), std::string_view(&ch, 1));
  setRet(c, static_cast<uint8_t>(ch));
}
void m_perror(Call& c) {
  const Word& p = argDefined(c, 0, "perror");
  uint64_t off;
  const mem::Object& e = c.ex.access(c.ex.pointerTo(c.ex.errnoObject()), 4, false, off, "perror");
  int err = static_cast<int>(c.ex.loadScalar(e, off, c.ex.program().types[c.ex.intType(32)]).v);
  std::string prefix = isNull(p) ? "" : c.ex.readString(p, "perror");
  std::string msg = (prefix.empty() ? "" : prefix + ": ") + std::strerror(err) + "\n";
  streamWrite(c, stdStream(c, 2), msg);
}

// ---- positioning and state ----

void m_fflush(Call& c) {
  const Word& f = argDefined(c, 0, "fflush");
  if (!isNull(f)) c.ex.stream(f, "fflush");
  setRet(c, 0);
}
void m_setvbuf(Call& c) {
  streamArg(c, 0);
  setRet(c, 0);
}
void m_setbuf(Call& c) { streamArg(c, 0); }
void m_feof(Call& c) { setRet(c, streamArg(c, 0).eof); }
void m_ferror(Call& c) { setRet(c, streamArg(c, 0).error); }
void m_clearerr(Call& c) {
  Stream& s = streamArg(c, 0);
  s.eof = s.error = false;
}
void m_fileno(Call& c) { setRet(c, static_cast<uint64_t>(streamArg(c, 0).fd)); }

// The stream's position as ftell reports it (pushed-back bytes unread), or
// -1 with errno ESPIPE for the standard streams.
int64_t position(Call& c, Stream& s) {
  const Descriptor& d = c.ex.files().at(s.fd);
  if (d.node < 0 || d.pipe) {
    c.ex.setErrno(ESPIPE);
    return -1;
  }
  return static_cast<int64_t>(d.pos) - static_cast<int64_t>(s.pushback.size());
}
int seekTo(Call& c, Stream& s, int64_t off, int whence) {
  Descriptor& d = c.ex.files().at(s.fd);
  if (d.node < 0 || d.pipe) {
    c.ex.setErrno(ESPIPE);
    return -1;
  }
  int64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? position(c, s)
                                       : static_cast<int64_t>(c.ex.files().nodes[d.node].data.size());
  if ((whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) || base + off < 0) {
    c.ex.setErrno(EINVAL);
    return -1;
  }
  d.pos = static_cast<uint64_t>(base + off);
  s.eof = false;
  s.pushback.clear();
  return 0;
}
void m_fseek(Call& c) {
  Stream& s = streamArg(c, 0);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(seekTo(c, s, sintArg(c, 1, fnName(c)), static_cast<int>(sintArg(c, 2, fnName(c)))))));
}
void m_ftell(Call& c) { setRet(c, static_cast<uint64_t>(position(c, streamArg(c, 0)))); }
void m_rewind(Call& c) {
  Stream& s = streamArg(c, 0);
  seekTo(c, s, 0, SEEK_SET);
  s.error = false;
}
// fpos_t: glibc's {off_t pos; mbstate_t state}, 16 bytes; the position first.
void m_fgetpos(Call& c) {
  Stream& s = streamArg(c, 0);
  int64_t pos = position(c, s);
  if (pos < 0) return setRet(c, static_cast<uint64_t>(-1));
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, 1, "fgetpos"), 16, true, off, "fgetpos");
  static const uint8_t zeros[16] = {};
  uint8_t bytes[16] = {};
  std::memcpy(bytes, &pos, 8);
  c.ex.memory().write(o, off, bytes, zeros, 16);
  setRet(c, 0);
}
void m_fsetpos(Call& c) {
  Stream& s = streamArg(c, 0);
  uint64_t off;
  const mem::Object& o = c.ex.access(argDefined(c, 1, "fsetpos"), 8, false, off, "fsetpos");
  Word pos = c.ex.loadScalar(o, off, c.ex.program().types[c.ex.intType(64)]);
  c.ex.requireDefined(pos, "the position fsetpos is given");
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(seekTo(c, s, static_cast<int64_t>(pos.v), SEEK_SET))));
}

// ---- files by name ----

void m_rename(Call& c) {
  std::string given[] = {c.ex.readString(argDefined(c, 0, "rename"), "rename"),
                         c.ex.readString(argDefined(c, 1, "rename"), "rename")};
  std::string from = c.ex.files().resolve(given[0]), to = c.ex.files().resolve(given[1]);
  if (given[0].empty() || given[1].empty()) {
    c.ex.setErrno(ENOENT);
    return retFail(c);
  }
  if (c.ex.files().nodes[c.ex.pathNode(from, false)].dir) {
    int err = c.ex.renameDirectory(from, to);
    if (err) c.ex.setErrno(err);
    return setRet(c, err ? static_cast<uint64_t>(-1) : 0);
  }
  int32_t target = c.ex.files().find(to);
  if (target >= 0 && c.ex.files().nodes[target].dir) {
    c.ex.setErrno(EISDIR);
    return retFail(c);
  }
  int fd = c.ex.openFile(given[0], O_RDONLY);
  if (fd < 0) return setRet(c, static_cast<uint64_t>(-1));
  c.ex.files().at(fd).open = false;
  c.ex.files().table[fd].desc = -1;
  int gd = c.ex.openFile(given[1], O_WRONLY | O_CREAT);
  if (gd < 0) return setRet(c, static_cast<uint64_t>(-1));
  c.ex.files().at(gd).open = false;
  c.ex.files().table[gd].desc = -1;
  FileSystem& fs = c.ex.files();
  FileNode& a = fs.nodes[fs.find(from)];
  FileNode& b = fs.nodes[fs.find(to)];
  if (&a != &b) {
    b.data = std::move(a.data);
    a.data.clear();
    a.exists = false;
    a.statusAsked = a.linkAsked = true;
    a.status.reset();
    a.link.reset();
    a.dirty = b.dirty = false;
    c.ex.env().storeFile(to, b.data);
    c.ex.env().storeFile(from, std::nullopt);
  }
  setRet(c, 0);
}

// ---- scanf ----

struct ScanTarget : ScanfIO {
  Call& c;
  unsigned next;                  // the call's argument that is the next target
  std::optional<ListArgs> list;   // the vscanf family's: the targets are in the va_list
  std::string_view str;  // sscanf's input
  Stream* stream;        // the others' (stdin for scanf)
  size_t pos = 0;
  char conversion = 0;  // the directive being scanned
  ScanTarget(Call& call, unsigned first, std::string_view s, Stream* st) : c(call), next(first), str(s), stream(st) {}
  void field(char conv) override { conversion = conv; }
  int peek() override {
    if (!stream) return pos < str.size() ? static_cast<uint8_t>(str[pos]) : -1;
    return streamByte(c, *stream, false, conversion);
  }
  int get() override {
    if (!stream) return pos < str.size() ? static_cast<uint8_t>(str[pos++]) : -1;
    return streamByte(c, *stream, true, conversion);
  }
  Word target() {
    if (list) return list->pointerArg();
    if (next >= c.nargs) c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: too few arguments for the format", fnName(c)));
    return argDefined(c, next++, fnName(c));
  }
  void put(const void* bytes, unsigned n) {
    uint64_t off;
    mem::Object& o = c.ex.access(target(), n, true, off, fnName(c));
    static const uint8_t zeros[16] = {};
    c.ex.memory().write(o, off, static_cast<const uint8_t*>(bytes), zeros, n);
  }
  void storeInt(uint64_t v, unsigned bytes) override { put(&v, bytes); }
  void storeFloat(double v, unsigned bytes) override {
    if (bytes == 4) {
      float f = static_cast<float>(v);
      put(&f, 4);
    } else {
      put(&v, 8);
    }
  }
  void storeLongDouble(long double v) override { put(&v, 10); }
  void storeBytes(std::string_view b, bool nul) override {
    std::string s(b);
    if (nul) s.push_back('\0');
    c.ex.writeBytes(target(), s, fnName(c));
  }
};

void scanImpl(Call& c, unsigned fmtArg, std::string_view input, Stream* stream, bool fromList = false) {
  std::string f = c.ex.readString(argDefined(c, fmtArg, fnName(c)), fnName(c));
  ScanTarget t(c, fmtArg + 1, input, stream);
  if (fromList) t.list.emplace(c, argDefined(c, fmtArg + 1), fnName(c));
  try {
    setRet(c, static_cast<uint64_t>(static_cast<int64_t>(formatScanf(f, t, c.ex.program().ptrBytes))));
  } catch (const FormatError& e) {
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{}: {}", fnName(c), e.what()));
  }
}
void m_scanf(Call& c) { scanImpl(c, 0, {}, &stdStream(c, 0)); }
void m_fscanf(Call& c) { scanImpl(c, 1, {}, &streamArg(c, 0)); }
void m_sscanf(Call& c) {
  std::string s = c.ex.readString(argDefined(c, 0), fnName(c));
  scanImpl(c, 1, s, nullptr);
}
void m_vscanf(Call& c) { scanImpl(c, 0, {}, &stdStream(c, 0), true); }
void m_vfscanf(Call& c) { scanImpl(c, 1, {}, &streamArg(c, 0), true); }
void m_vsscanf(Call& c) {
  std::string s = c.ex.readString(argDefined(c, 0), fnName(c));
  scanImpl(c, 1, s, nullptr, true);
}

const ModelEntry kStdioModels[] = {
    {"fopen", m_fopen}, {"fopen64", m_fopen}, {"fdopen", m_fdopen}, {"freopen", m_freopen}, {"freopen64", m_freopen},
    {"tmpfile", m_tmpfile}, {"tmpfile64", m_tmpfile}, {"fclose", m_fclose},
    {"fread", m_fread}, {"fread_unlocked", m_fread}, {"fwrite", m_fwrite}, {"fwrite_unlocked", m_fwrite},
    {"fgetc", m_fgetc}, {"getc", m_fgetc}, {"getc_unlocked", m_fgetc}, {"fgetc_unlocked", m_fgetc},
    {"_IO_getc", m_fgetc}, {"getchar", m_getchar}, {"getchar_unlocked", m_getchar}, {"ungetc", m_ungetc},
    {"fgets", m_fgets}, {"fgets_unlocked", m_fgets}, {"gets", m_gets}, {"getline", m_getline}, {"getdelim", m_getdelim},
    {"printf", m_printf}, {"vprintf", m_vprintf}, {"fprintf", m_fprintf}, {"vfprintf", m_vfprintf},
    {"dprintf", m_dprintf}, {"vdprintf", m_vdprintf},
    {"asprintf", m_asprintf}, {"vasprintf", m_vasprintf}, {"warn", errImpl}, {"warnx", errImpl},
    {"vwarn", errImpl}, {"vwarnx", errImpl}, {"err", errImpl}, {"errx", errImpl}, {"verr", errImpl}, {"error", m_error}, {"error_at_line", m_error},
    {"verrx", errImpl}, {"sprintf", m_sprintf}, {"snprintf", m_snprintf}, {"vsprintf", m_vsprintf}, {"vsnprintf", m_vsnprintf},
    {"puts", m_puts}, {"fputs", m_fputs}, {"fputs_unlocked", m_fputs}, {"putchar", m_putchar},
    {"putchar_unlocked", m_putchar}, {"fputc", m_fputc}, {"putc", m_fputc}, {"putc_unlocked", m_fputc},
    {"fputc_unlocked", m_fputc}, {"_IO_putc", m_fputc}, {"perror", m_perror},
    {"fflush", m_fflush}, {"fflush_unlocked", m_fflush}, {"setvbuf", m_setvbuf}, {"setbuf", m_setbuf},
    {"setlinebuf", m_setbuf}, {"feof", m_feof}, {"feof_unlocked", m_feof}, {"ferror", m_ferror},
    {"ferror_unlocked", m_ferror}, {"clearerr", m_clearerr}, {"clearerr_unlocked", m_clearerr},
    {"fileno", m_fileno}, {"fileno_unlocked", m_fileno},
    {"fseek", m_fseek}, {"fseeko", m_fseek}, {"fseeko64", m_fseek}, {"ftell", m_ftell}, {"ftello", m_ftell},
    {"ftello64", m_ftell}, {"rewind", m_rewind}, {"fgetpos", m_fgetpos}, {"fgetpos64", m_fgetpos},
    {"fsetpos", m_fsetpos}, {"fsetpos64", m_fsetpos},
    {"rename", m_rename},
    {"scanf", m_scanf}, {"__isoc99_scanf", m_scanf}, {"fscanf", m_fscanf}, {"__isoc99_fscanf", m_fscanf},
    {"sscanf", m_sscanf}, {"__isoc99_sscanf", m_sscanf}, {"vscanf", m_vscanf}, {"__isoc99_vscanf", m_vscanf},
    {"vfscanf", m_vfscanf}, {"__isoc99_vfscanf", m_vfscanf}, {"vsscanf", m_vsscanf}, {"__isoc99_vsscanf", m_vsscanf},
};

}  // namespace

Model findStdioModel(std::string_view name) { return lookupModel(kStdioModels, name); }

}  // namespace ferret::sem
