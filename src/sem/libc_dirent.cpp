// <dirent.h>: directory streams over the file-system layer's directories
// (directories.cpp).  A DIR is an object the library made; readdir fills
// one struct dirent per stream (glibc keeps it in the DIR's buffer), so a
// pointer kept past closedir is a use after free.
#include <dirent.h>

#include <algorithm>
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

// The directory node of the path argument, or -1 with errno set.
int32_t directoryArg(Call& c) {
  std::optional<std::string> path = pathArg(c, 0);
  if (!path) return -1;
  int32_t n = c.ex.pathNode(*path, true);
  const FileNode& node = c.ex.files().nodes[n];
  if (!node.dir) {
    c.ex.setErrno(node.exists || node.status ? ENOTDIR : ENOENT);
    return -1;
  }
  return n;
}

// glibc's struct dirent bytes of an entry, at position pos (d_off); the
// name's offset is that of d_name.
std::string direntBytes(Call& c, const DirEntry& e, uint64_t pos) {
  bool wide = c.ex.program().ptrBytes == 8;
  size_t name = wide ? 19 : 11;
  std::string bytes(name, '\0');
  putLittleEndian(bytes, 0, e.ino, wide ? 8 : 4);
  putLittleEndian(bytes, wide ? 8 : 4, pos, wide ? 8 : 4);
  putLittleEndian(bytes, wide ? 16 : 8, (name + e.name.size() + 1 + 7) / 8 * 8, 2);
  bytes[wide ? 18 : 10] = static_cast<char>(e.type);
  bytes += e.name;
  bytes.push_back('\0');
  return bytes;
}

void m_opendir(Call& c) {
  int32_t n = directoryArg(c);
  if (n < 0) return setRetNull(c);
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
  Word entry = c.ex.pointerTo(d.entry);
  c.ex.writeBytes(entry, direntBytes(c, e, d.pos), "readdir");
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

// scandir(dir, &list, filter, compar): each entry in a malloc'ed struct
// dirent of its d_reclen bytes (the program frees each and the array),
// kept when filter (if given) says so, sorted by compar (if given) as
// qsort sorts the array of pointers.
void m_scandir(Call& c) {
  const Word& out = argDefined(c, 1);
  const Word& filter = argDefined(c, 2);
  const Word& compar = argDefined(c, 3);
  int32_t n = directoryArg(c);
  if (n < 0) return retFail(c);
  std::vector<DirEntry> entries = c.ex.listing(n);
  // alphasort is the library's own comparator, which the executor cannot
  // call back: its order (strcmp of the names, the C locale's strcoll) is
  // applied here, before the filter sees the entries in it.
  bool alpha = false;
  if (!isNull(compar) && compar.p != mem::kNoObj && c.ex.memory().obj(compar.p).kind == mem::Kind::Function) {
    const std::string& name = c.ex.program().functions[c.ex.memory().obj(compar.p).tag].name;
    alpha = name == "alphasort" || name == "alphasort64";
  }
  if (alpha)
    std::stable_sort(entries.begin(), entries.end(), [](const DirEntry& x, const DirEntry& y) { return x.name < y.name; });
  std::vector<Word> kept;
  for (size_t k = 0; k < entries.size(); ++k) {
    std::string bytes = direntBytes(c, entries[k], k + 1);
    size_t reclen = std::max(bytes.size(), (bytes.size() + 7) / 8 * 8);
    Word block = c.ex.pointerTo(c.ex.allocHeap(reclen, false, "scandir"));
    c.ex.writeBytes(block, bytes, "scandir");
    if (!isNull(filter)) {
      Word keep = c.ex.callFunction(filter, {block}, c.loc);
      c.ex.requireDefined(keep, "the result of the scandir filter");
      if (static_cast<uint32_t>(keep.v) == 0) {
        c.ex.freeHeap(block, "scandir");
        continue;
      }
    }
    kept.push_back(block);
  }
  unsigned pb = c.ex.program().ptrBytes;
  Word list = c.ex.pointerTo(c.ex.allocHeap(std::max<size_t>(kept.size(), 1) * pb, false, "scandir"));
  for (size_t k = 0; k < kept.size(); ++k) c.ex.storePointer(offsetPtr(list, k * pb), kept[k], "scandir");
  if (!isNull(compar) && !alpha) sortArray(c, list, kept.size(), pb, compar, nullptr, "scandir");
  c.ex.storePointer(out, list, "scandir");
  setRet(c, kept.size());
}
// alphasort(a, b): strcoll of the names, which is strcmp in the C locale.
void m_alphasort(Call& c) {
  size_t name = c.ex.program().ptrBytes == 8 ? 19 : 11;
  Word a = c.ex.loadPointer(argDefined(c, 0), "alphasort"), b = c.ex.loadPointer(argDefined(c, 1), "alphasort");
  setRet(c, static_cast<uint64_t>(c.ex.compareStrings(offsetPtr(a, name), offsetPtr(b, name), "alphasort")));
}

const ModelEntry kDirentModels[] = {
    {"scandir", m_scandir}, {"scandir64", m_scandir}, {"alphasort", m_alphasort}, {"alphasort64", m_alphasort},
    {"opendir", m_opendir},   {"readdir", m_readdir},       {"readdir64", m_readdir},
    {"closedir", m_closedir}, {"rewinddir", m_rewinddir},
};

}  // namespace

Model findDirentModel(std::string_view name) { return lookupModel(kDirentModels, name); }

}  // namespace ferret::sem
