// The memory a library call is about to access, for the data-race check:
// a race through memcpy or strcpy is as much a race as one through a
// store.  The bytes are exactly those the call reads or writes (a string
// function reads up to the terminating NUL, strcmp up to the first
// difference), so the check reports no race the call would not make.
#include <algorithm>
#include <cstring>
#include <string_view>

#include "sem/executor.hpp"

namespace ferret::sem {

namespace {

// Where an argument points: no object when it is no live object's byte
// (the call itself reports that).
using Bytes = Executor::LiveBytes;
Bytes bytes(const Executor& ex, const Word& w) {
  Bytes b = ex.liveBytes(w);
  return b.avail ? b : Bytes{};
}
// A string's bytes with its NUL, or up to the object's end.
uint64_t stringBytes(const Bytes& b, uint64_t max = UINT64_MAX) {
  uint64_t lim = std::min(b.avail, max);
  const void* nul = std::memchr(b.data, 0, lim);
  return nul ? static_cast<const uint8_t*>(nul) - b.data + 1 : lim;
}

struct Out {
  std::vector<PendingAccess>& v;
  void add(const Bytes& b, uint64_t n, bool write) const {
    if (b.data && n) v.push_back(PendingAccess{b.id, b.offset, std::min(n, b.avail), write, false});
  }
};

using Pattern = void (*)(const Executor&, const std::vector<Word>&, const Out&);

void copyN(const Executor& ex, const std::vector<Word>& a, const Out& o) {
  o.add(bytes(ex, a[0]), a[2].v, true);
  o.add(bytes(ex, a[1]), a[2].v, false);
}
void setN(const Executor& ex, const std::vector<Word>& a, const Out& o) { o.add(bytes(ex, a[0]), a[2].v, true); }
void compareN(const Executor& ex, const std::vector<Word>& a, const Out& o) {
  o.add(bytes(ex, a[0]), a[2].v, false);
  o.add(bytes(ex, a[1]), a[2].v, false);
}
void length(const Executor& ex, const std::vector<Word>& a, const Out& o) {
  Bytes s = bytes(ex, a[0]);
  if (s.data) o.add(s, stringBytes(s), false);
}
void copyString(const Executor& ex, const std::vector<Word>& a, const Out& o) {
  Bytes s = bytes(ex, a[1]);
  if (!s.data) return;
  uint64_t n = stringBytes(s);
  o.add(s, n, false);
  o.add(bytes(ex, a[0]), n, true);
}
void copyStringN(const Executor& ex, const std::vector<Word>& a, const Out& o) {
  Bytes s = bytes(ex, a[1]);
  if (!s.data) return;
  o.add(s, stringBytes(s, a[2].v), false);
  o.add(bytes(ex, a[0]), a[2].v, true);  // strncpy pads with NULs to n
}
void append(const Executor& ex, const std::vector<Word>& a, const Out& o) {
  Bytes d = bytes(ex, a[0]), s = bytes(ex, a[1]);
  if (!d.data || !s.data) return;
  uint64_t dl = stringBytes(d), sl = stringBytes(s);
  o.add(d, dl, false);
  o.add(s, sl, false);
  Bytes end = d;
  end.offset += dl - 1, end.data += dl - 1, end.avail -= dl - 1;
  o.add(end, sl, true);
}
// strcmp and strncmp read both strings up to the first difference or NUL.
void compareStrings(const Executor& ex, const std::vector<Word>& a, const Out& o, uint64_t max) {
  Bytes x = bytes(ex, a[0]), y = bytes(ex, a[1]);
  if (!x.data || !y.data) return;
  uint64_t lim = std::min({x.avail, y.avail, max}), i = 0;
  while (i < lim && x.data[i] == y.data[i] && x.data[i]) ++i;
  uint64_t n = std::min(i + 1, lim);
  o.add(x, n, false);
  o.add(y, n, false);
}
void compare(const Executor& ex, const std::vector<Word>& a, const Out& o) { compareStrings(ex, a, o, UINT64_MAX); }
void compareStringN(const Executor& ex, const std::vector<Word>& a, const Out& o) { compareStrings(ex, a, o, a[2].v); }

struct Entry {
  std::string_view name;
  size_t args;
  Pattern pattern;
};
const Entry kPatterns[] = {
    {"memcpy", 3, copyN},   {"memmove", 3, copyN},         {"memset", 3, setN},
    {"memcmp", 3, compareN}, {"bcmp", 3, compareN},         {"strlen", 1, length},
    {"strcpy", 2, copyString}, {"strncpy", 3, copyStringN}, {"strcat", 2, append},
    {"strcmp", 2, compare}, {"strncmp", 3, compareStringN},
};

}  // namespace

std::vector<PendingAccess> Executor::libraryAccesses(const ir::Function& callee, const std::vector<Word>& args) const {
  std::vector<PendingAccess> out;
  for (const Entry& e : kPatterns)
    if (e.name == callee.name && args.size() >= e.args) e.pattern(*this, args, Out{out});
  return out;
}

}  // namespace ferret::sem
