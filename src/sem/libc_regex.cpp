// <regex.h>: POSIX regular expressions computed by the host's glibc, the
// engine the program links natively, so matches, submatch offsets and
// error codes are glibc's (Ferret runs in the C locale, as the program's
// default is).  The program's regex_t holds what glibc's does where a
// program may look (re_nsub) and, as its first field, a heap block of the
// program's named "regcomp": the pattern and flags, from which the host's
// compiled form is found in a cache.  So the compiled pattern is state of
// the program (saved, restored and hashed with memory): a regex_t never
// given to regfree leaks that block, a copy of one used after regfree is
// a use after free, and regexec on a regex_t regcomp did not fill (or
// filled with an error) is reported.
#include <regex.h>

#include <cstddef>
#include <map>
#include <mutex>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr std::string_view kRegcomp = "regcomp";

// The host's compiled pattern for (flags, pattern), or regcomp's error
// code: compiling is a pure function of both, so one compilation, kept,
// serves every run and thread.
int hostPattern(int flags, const std::string& pattern, const regex_t** out) {
  static std::mutex lock;
  static std::map<std::pair<int, std::string>, regex_t> cache;
  std::lock_guard<std::mutex> held(lock);
  auto [at, fresh] = cache.try_emplace({flags, pattern});
  if (fresh) {
    if (int err = regcomp(&at->second, pattern.c_str(), flags)) {
      cache.erase(at);
      return err;
    }
  }
  *out = &at->second;
  return 0;
}

// glibc's regex_t: six pointer-sized fields (buffer, allocated, used,
// syntax, fastmap, translate), re_nsub, then a word of bit fields
// (can_be_null, regs_allocated, fastmap_accurate, no_sub, not_bol,
// not_eol, newline_anchor: its first byte).  Written as glibc leaves
// them where a program may look (syntax, re_nsub, the bits: the host's),
// the buffer pointing to the program's regcomp block; zeros elsewhere.
uint64_t regexBytes(Call& c) { return 8 * c.ex.program().ptrBytes; }
void writeRegex(Call& c, const Word& preg, const Word& block, const regex_t* host) {
  unsigned pb = c.ex.program().ptrBytes;
  std::string bytes(regexBytes(c), '\0');
  if (host) {
    putLittleEndian(bytes, 3 * pb, host->syntax, pb);
    putLittleEndian(bytes, 6 * pb, host->re_nsub, pb);
    bytes[7 * pb] = reinterpret_cast<const char*>(host)[offsetof(regex_t, re_nsub) + sizeof(size_t)];
  }
  c.ex.writeBytes(preg, bytes, fnName(c));
  c.ex.storePointer(preg, block, fnName(c));
}

void m_regcomp(Call& c) {
  const Word& preg = argDefined(c, 0);
  std::string pattern = c.ex.readString(argDefined(c, 1), "regcomp's pattern");
  int flags = static_cast<int>(sintArg(c, 2, "regcomp"));
  uint64_t off;
  c.ex.access(preg, regexBytes(c), true, off, "regcomp");
  const regex_t* host = nullptr;
  if (int err = hostPattern(flags, pattern, &host)) {
    writeRegex(c, preg, Word{}, nullptr);
    return setRet(c, static_cast<uint64_t>(err));
  }
  std::string stored(4, '\0');
  putLittleEndian(stored, 0, static_cast<uint32_t>(flags), 4);
  stored += pattern;
  stored.push_back('\0');
  Word block = c.ex.pointerTo(c.ex.allocHeap(stored.size(), false, kRegcomp.data()));
  c.ex.writeBytes(block, stored, "regcomp");
  writeRegex(c, preg, block, host);
  setRet(c, 0);
}

// The regcomp block preg's buffer field points to, checked: one regcomp
// made and regfree has not freed.
Word compiled(Call& c, const Word& preg) {
  const char* fn = fnName(c);
  if (isNull(preg)) c.ex.fail(ErrorKind::NullDereference, fmt::format("{} of a null regex_t pointer", fn));
  Word block = c.ex.loadPointer(preg, fn);
  if (block.u) c.ex.requireDefined(block, fmt::format("the regex_t {} reads", fn).c_str());
  if (isNull(block))
    c.ex.fail(ErrorKind::InvalidCall,
              fmt::format("{} of a regex_t that holds no compiled pattern (regcomp failed, or regfree freed it)", fn));
  mem::ObjId id = block.p ? block.p : c.ex.memory().findByAddress(block.v);
  if (!id || !c.ex.allocatedBy(id, kRegcomp) || block.v != c.ex.memory().obj(id).base)
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} of a regex_t that regcomp did not fill", fn),
              id ? c.ex.objectNotes(id) : std::vector<Note>{});
  if (c.ex.memory().obj(id).status != mem::Status::Live)
    c.ex.fail(c.callee.name == "regfree" ? ErrorKind::DoubleFree : ErrorKind::UseAfterFree,
              fmt::format("{} of a compiled pattern that regfree already freed", fn), c.ex.objectNotes(id));
  return block;
}

void m_regexec(Call& c) {
  Word block = compiled(c, argDefined(c, 0));
  const Word& subject = argDefined(c, 1);
  uint64_t nmatch = intArg(c, 2, "regexec");
  const Word& pmatch = argDefined(c, 3);
  int eflags = static_cast<int>(sintArg(c, 4, "regexec"));
  uint64_t off;
  const mem::Object& o = c.ex.access(block, 4, false, off, "regexec");
  int flags = static_cast<int>(o.data()[off] | o.data()[off + 1] << 8 | o.data()[off + 2] << 16 |
                               static_cast<uint32_t>(o.data()[off + 3]) << 24);
  const regex_t* re = nullptr;
  if (hostPattern(flags, c.ex.readString(offsetPtr(block, 4), "regexec"), &re))
    c.ex.fail(ErrorKind::InvalidCall, "regexec of a compiled pattern the program changed");
  bool subs = !(flags & REG_NOSUB) && nmatch;
  constexpr uint64_t regoff = 4;  // regoff_t is int
  if (subs) {
    uint64_t at;
    c.ex.access(pmatch, nmatch * 2 * regoff, true, at, "regexec's pmatch");
  }
  std::vector<regmatch_t> found(subs ? nmatch : 1);
  auto readMatch = [&](uint64_t i, const char* what) {
    uint64_t at;
    const mem::Object& m = c.ex.access(offsetPtr(pmatch, i * 2 * regoff), 2 * regoff, false, at, what);
    for (unsigned k = 0; k < 2 * regoff; ++k)
      if (m.undef()[at + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised byte", what));
    auto field = [&](unsigned f) {
      uint32_t v = 0;
      for (unsigned k = 0; k < regoff; ++k) v |= static_cast<uint32_t>(m.data()[at + f * regoff + k]) << (8 * k);
      return static_cast<regoff_t>(v);
    };
    return regmatch_t{field(0), field(1)};
  };
  std::string text;
  if (eflags & REG_STARTEND) {
    // The subject is pmatch[0]'s range, NULs included; nothing past it is read.
    found[0] = readMatch(0, "regexec's REG_STARTEND range");
    if (found[0].rm_so < 0 || found[0].rm_eo < found[0].rm_so)
      c.ex.fail(ErrorKind::InvalidCall, "regexec with a REG_STARTEND range that ends before it starts");
    uint64_t at;
    const mem::Object& s = c.ex.access(subject, static_cast<uint64_t>(found[0].rm_eo), false, at, "regexec");
    for (regoff_t k = 0; k < found[0].rm_eo; ++k) {
      if (k >= found[0].rm_so && s.undef()[at + k])
        c.ex.fail(ErrorKind::Uninitialized, "regexec reads an uninitialised byte of its subject");
      text.push_back(static_cast<char>(s.data()[at + k]));
    }
  } else {
    text = c.ex.readString(subject, "regexec's subject");
  }
  int r = regexec(re, text.c_str(), subs ? nmatch : 0, subs ? found.data() : nullptr, eflags);
  if (r == 0 && subs) {
    std::string out(nmatch * 2 * regoff, '\0');
    for (uint64_t i = 0; i < nmatch; ++i) {
      putLittleEndian(out, i * 2 * regoff, static_cast<uint32_t>(found[i].rm_so), regoff);
      putLittleEndian(out, i * 2 * regoff + regoff, static_cast<uint32_t>(found[i].rm_eo), regoff);
    }
    c.ex.writeBytes(pmatch, out, "regexec");
  }
  setRet(c, static_cast<uint64_t>(r));
}

// regerror's text is glibc's; it writes at most errbuf_size bytes, the
// last a NUL, and returns the length the whole text needs.
void m_regerror(Call& c) {
  int code = static_cast<int>(sintArg(c, 0, "regerror"));
  argDefined(c, 1);
  const Word& buf = argDefined(c, 2);
  uint64_t size = intArg(c, 3, "regerror");
  size_t need = regerror(code, nullptr, nullptr, 0);
  std::string text(need, '\0');
  regerror(code, nullptr, text.data(), text.size());
  if (size) {
    text.resize(std::min<uint64_t>(size, need));
    text.back() = '\0';
    c.ex.writeBytes(buf, text, "regerror");
  }
  setRet(c, need);
}

// regfree frees the compiled pattern and clears the pointers and sizes
// glibc clears (buffer, allocated, used, fastmap, translate; syntax and
// re_nsub stay), so a second regfree of the same regex_t frees nothing,
// as in glibc; a copy of the regex_t freed again is a double free.
void m_regfree(Call& c) {
  const Word& preg = argDefined(c, 0);
  if (!isNull(preg)) {
    Word block = c.ex.loadPointer(preg, "regfree");
    if (block.u) c.ex.requireDefined(block, "the regex_t regfree reads");
    if (isNull(block)) return;
  }
  c.ex.freeHeap(compiled(c, preg), "regfree");
  unsigned pb = c.ex.program().ptrBytes;
  for (unsigned field : {0, 1, 2, 4, 5}) c.ex.writeBytes(offsetPtr(preg, field * pb), std::string(pb, '\0'), "regfree");
}

const ModelEntry kRegexModels[] = {
    {"regcomp", m_regcomp}, {"regexec", m_regexec}, {"regerror", m_regerror}, {"regfree", m_regfree},
};

}  // namespace

Model findRegexModel(std::string_view name) { return lookupModel(kRegexModels, name); }

}  // namespace ferret::sem
