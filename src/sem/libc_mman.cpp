// <sys/mman.h>: mmap of anonymous memory and private copies of files,
// munmap, mprotect.  A mapping is a heap block of the program's named
// "mmap", page-aligned and a whole number of pages long (the bytes past
// the length asked for up to the page's end are there natively, zeroed),
// so an access past its pages is out of bounds, one after munmap a use
// after free, a write to a PROT_READ mapping a write to read-only memory,
// free() of it an invalid free, and a mapping never unmapped a leak.
// What the layer cannot show is refused with a clear error: MAP_FIXED
// (the program choosing addresses), MAP_SHARED files (writes that reach
// the file), PROT_NONE (memory that no access may touch), and munmap or
// mprotect of part of a mapping.
#include <sys/mman.h>

#include <cerrno>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr uint64_t kPage = 4096;
constexpr std::string_view kMapping = "mmap";

uint64_t pages(uint64_t n) { return (n + kPage - 1) / kPage * kPage; }

void mapFailed(Call& c, int e) {
  c.ex.setErrno(e);
  setRet(c, static_cast<uint64_t>(-1));  // MAP_FAILED
}

// A mapping's protection: whether a write is refused.
void protect(Call& c, mem::ObjId id, int64_t prot) {
  mem::Object& o = c.ex.memory().obj(id);
  c.ex.memory().touch(o);
  o.readOnly = !(prot & PROT_WRITE);
}

void m_mmap(Call& c) {
  argDefined(c, 0);
  uint64_t length = intArg(c, 1, "mmap");
  int64_t prot = sintArg(c, 2, "mmap");
  int64_t flags = sintArg(c, 3, "mmap");
  int64_t fd = sintArg(c, 4, "mmap");
  uint64_t offset = intArg(c, 5, "mmap");
  bool anonymous = flags & MAP_ANONYMOUS;
  int kind = flags & (MAP_SHARED | MAP_PRIVATE);
  if (length == 0 || kind == 0 || kind == (MAP_SHARED | MAP_PRIVATE) || offset % kPage) return mapFailed(c, EINVAL);
  if (flags & (MAP_FIXED | MAP_FIXED_NOREPLACE))
    c.ex.fail(ErrorKind::Unsupported, "mmap with MAP_FIXED: the program choosing its addresses is not modelled");
  if (!(prot & (PROT_READ | PROT_WRITE | PROT_EXEC)))
    c.ex.fail(ErrorKind::Unsupported, "mmap with PROT_NONE: memory that no access may touch is not modelled");
  if (length > kLargestObject) return mapFailed(c, ENOMEM);
  std::string contents;
  if (!anonymous) {
    if (kind == MAP_SHARED && (prot & PROT_WRITE))
      c.ex.fail(ErrorKind::Unsupported, "mmap of a file with MAP_SHARED and PROT_WRITE: writes reaching the file are not modelled");
    Descriptor* d = c.ex.descriptor(fd);
    if (!d) return mapFailed(c, EBADF);
    if (d->node < 0 || d->pipe) return mapFailed(c, ENODEV);
    if (!d->read) return mapFailed(c, EACCES);
    const std::string& data = c.ex.files().nodes[d->node].data;
    if (offset < data.size()) contents = data.substr(offset, length);
  }
  mem::ObjId id = c.ex.allocHeap(pages(length), true, kMapping.data(), kPage);
  Word p = c.ex.pointerTo(id);
  if (!contents.empty()) c.ex.writeBytes(p, contents, "mmap");
  protect(c, id, prot);
  setRetPtr(c, p);
}

// The mapping that starts at argument 0 and is argument 1 long (whole
// pages): checked, or none with errno set (`gone`: its pages were
// unmapped already).
mem::ObjId mappingArg(Call& c, bool& gone) {
  gone = false;
  const Word& at = argDefined(c, 0);
  uint64_t length = intArg(c, 1, fnName(c));
  if (at.v % kPage || length == 0) {
    c.ex.setErrno(EINVAL);
    return mem::kNoObj;
  }
  mem::ObjId id = at.p ? at.p : c.ex.memory().findByAddress(at.v);
  if (!id || !c.ex.allocatedBy(id, kMapping))
    c.ex.fail(ErrorKind::InvalidFree, fmt::format("{} of memory that mmap did not map", fnName(c)),
              id ? c.ex.objectNotes(id) : std::vector<Note>{});
  const mem::Object& o = c.ex.memory().obj(id);
  // Pages no longer mapped: the kernel's munmap succeeds on them (nothing
  // to unmap, so a second munmap is harmless, not a double free) and
  // mprotect fails with ENOMEM.
  if (o.status != mem::Status::Live) {
    gone = true;
    c.ex.setErrno(ENOMEM);
    return mem::kNoObj;
  }
  if (at.v != o.base || pages(length) != o.size)
    c.ex.fail(ErrorKind::Unsupported, fmt::format("{} of part of a mapping ({} of {}, at offset {})", fnName(c),
                                                  byteCount(pages(length)), byteCount(o.size), at.v - o.base));
  return id;
}

void m_munmap(Call& c) {
  bool gone;
  mem::ObjId id = mappingArg(c, gone);
  if (gone) return setRet(c, 0);
  if (!id) return retFail(c);
  protect(c, id, PROT_WRITE);
  c.ex.freeHeap(c.ex.pointerTo(id), "munmap");
  setRet(c, 0);
}

void m_mprotect(Call& c) {
  bool gone;
  mem::ObjId id = mappingArg(c, gone);
  if (!id) return retFail(c);
  int64_t prot = sintArg(c, 2, "mprotect");
  if (!(prot & (PROT_READ | PROT_WRITE | PROT_EXEC)))
    c.ex.fail(ErrorKind::Unsupported, "mprotect to PROT_NONE: memory that no access may touch is not modelled");
  protect(c, id, prot);
  setRet(c, 0);
}

const ModelEntry kMmanModels[] = {
    {"mmap", m_mmap}, {"mmap64", m_mmap}, {"munmap", m_munmap}, {"mprotect", m_mprotect},
};

}  // namespace

Model findMmanModel(std::string_view name) { return lookupModel(kMmanModels, name); }

}  // namespace ferret::sem
