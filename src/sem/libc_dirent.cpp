// <dirent.h>: directory streams over the file-system layer's directories
// (directories.cpp).  A DIR is an object the library made; readdir fills
// one struct dirent per stream (glibc keeps it in the DIR's buffer), so a
// pointer kept past closedir is a use after free.
#include <dirent.h>

#include <cerrno>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

// The stream `dir` points to, checked as stream() checks a FILE.
DirStream& dirArg(Call& c, unsigned i) {
  const Word& w = argDefined(c, i);
  const char* fn = fnName(c);
  if (isNull(w)) c.ex.fail(ErrorKind::NullDereference, fmt::format("{} on a null DIR pointer", fn));
  mem::ObjId id = w.p ? w.p : c.ex.memory().findByAddress(w.v);
  for (DirStream& d : c.ex.files().dirs) {
    if (d.obj != id || w.v != c.ex.memory().obj(id).base) continue;
    if (!d.open) {
      std::vector<Note> notes{Note{"opened by opendir here", d.opened}, Note{"closed here", d.closed}};
      if (c.callee.name == "closedir")
        c.ex.fail(ErrorKind::DoubleFree, "closedir of a directory stream already closed", notes);
      c.ex.fail(ErrorKind::UseAfterFree, fmt::format("{} on a directory stream closed by closedir", fn), notes);
    }
    return d;
  }
  c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} on a pointer that is not a DIR opendir returned", fn),
            id ? c.ex.objectNotes(id) : std::vector<Note>{});
}

void m_opendir(Call& c) {
  std::string path = c.ex.readString(argDefined(c, 0), "opendir");
  if (path.empty()) {
    c.ex.setErrno(ENOENT);
    return setRetNull(c);
  }
  int32_t n = c.ex.pathNode(c.ex.files().resolve(path), true);
  const FileNode& node = c.ex.files().nodes[n];
  if (!node.dir) {
    c.ex.setErrno(node.exists || node.status ? ENOTDIR : ENOENT);
    return setRetNull(c);
  }
  DirStream d;
  d.node = n;
  d.entries = c.ex.listing(n);
  d.opened = c.loc;
  d.obj = c.ex.memory().allocate(mem::Kind::Extern, 64, 16, true, c.loc);
  // struct dirent: 280 bytes on x86-64, 268 on i386.
  d.entry = c.ex.memory().allocate(mem::Kind::Extern, c.ex.program().ptrBytes == 8 ? 280 : 268, 8, true, c.loc);
  c.ex.files().dirs.push_back(std::move(d));
  setRetPtr(c, c.ex.pointerTo(c.ex.files().dirs.back().obj));
}

// The next entry into the stream's struct dirent (d_ino, d_off,
// d_reclen, d_type, d_name), or NULL at the end with errno unchanged.
void m_readdir(Call& c) {
  DirStream& d = dirArg(c, 0);
  if (d.pos >= d.entries.size()) return setRetNull(c);
  const DirEntry& e = d.entries[d.pos++];
  bool wide = c.ex.program().ptrBytes == 8;
  size_t name = wide ? 19 : 11;
  std::string bytes(name, '\0');
  putLittleEndian(bytes, 0, e.ino, wide ? 8 : 4);
  putLittleEndian(bytes, wide ? 8 : 4, d.pos, wide ? 8 : 4);
  putLittleEndian(bytes, wide ? 16 : 8, (name + e.name.size() + 1 + 7) / 8 * 8, 2);
  bytes[wide ? 18 : 10] = static_cast<char>(e.type);
  bytes += e.name;
  bytes.push_back('\0');
  Word entry = c.ex.pointerTo(d.entry);
  c.ex.writeBytes(entry, bytes, "readdir");
  setRetPtr(c, entry);
}
void m_closedir(Call& c) {
  DirStream& d = dirArg(c, 0);
  d.open = false;
  d.closed = c.loc;
  c.ex.memory().kill(d.obj, mem::Status::Freed, c.loc);
  c.ex.memory().kill(d.entry, mem::Status::Freed, c.loc);
  setRet(c, 0);
}
// rewinddir reads the directory again, as POSIX lets it: what the
// program made or removed since opendir shows.
void m_rewinddir(Call& c) {
  DirStream& d = dirArg(c, 0);
  size_t self = static_cast<size_t>(&d - c.ex.files().dirs.data());
  std::vector<DirEntry> now = c.ex.listing(d.node);
  DirStream& again = c.ex.files().dirs[self];
  again.entries = std::move(now);
  again.pos = 0;
}

const ModelEntry kDirentModels[] = {
    {"opendir", m_opendir},   {"readdir", m_readdir},       {"readdir64", m_readdir},
    {"closedir", m_closedir}, {"rewinddir", m_rewinddir},
};

}  // namespace

Model findDirentModel(std::string_view name) { return lookupModel(kDirentModels, name); }

}  // namespace ferret::sem
