// <getopt.h> and POSIX getopt as glibc has them, since command-line tools
// print what it prints and depend on its order: GNU argument permutation
// (options found after operands are moved before them, so optind ends at
// the first operand), "--" ending the options, a leading '+' (stop at the
// first operand) or '-' (operands returned as option 1) and ':' (no
// messages; ':' for a missing argument) in optstring, POSIXLY_CORRECT,
// long options with unique abbreviations, `-W foo`, and glibc's messages,
// word for word, on stderr.  optarg, optind, opterr and optopt are the
// library's variables (Executor::libraryVariable), the program's own when
// it declares them; what glibc keeps in statics (the next character to
// scan, the operands skipped so far, the ordering, its own optopt, which
// starts at 0 and is copied out after every call, while the variable
// starts at '?') is a library cell.
// Every byte of argv, optstring and the option table is read checked, as
// glibc reads it.
#include <fmt/format.h>

#include <algorithm>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

enum Ordering : int32_t { kPermute, kRequireOrder, kReturnInOrder };

// One call's view of the library's state: loaded at the call's start,
// stored at its end (a call that fails stores nothing, as it never returns).
struct Getopt {
  Getopt(Call& call, const char* name, int64_t n, const Word& v)
      : c(call), fn(name), pb(call.ex.program().ptrBytes), argc(n), argv(v) {}
  Call& c;
  const char* fn;
  unsigned pb;
  int64_t argc;
  Word argv;
  std::string optstring;  // without its '+' or '-'
  Word longopts{};
  bool longOnly = false;
  bool printErrors = true;
  // glibc's _getopt_data.
  int32_t optind = 1, optopt = 0, first = 0, last = 0, ordering = kPermute, initialized = 0;
  Word optarg{}, next{};  // next: the next short option character, or null

  mem::ObjId cell() const { return c.ex.libraryCell("getopt", pb + 20); }
  const ir::Type& intT() const { return c.ex.program().types[c.ex.intType(32)]; }
  const ir::Type& ptrT() const { return c.ex.program().types[c.ex.intType(8 * pb)]; }
  Word word(mem::ObjId id, uint64_t off, const ir::Type& t, const char* what) {
    Word w = c.ex.loadScalar(c.ex.memory().obj(id), off, t);
    if (w.u) c.ex.requireDefined(w, what);
    return w;
  }
  int32_t variable(const char* name) {
    return static_cast<int32_t>(word(c.ex.libraryVariable(name), 0, intT(), name).v);
  }
  void setVariable(const char* name, const Word& w, const ir::Type& t) {
    c.ex.storeScalar(c.ex.memory().obj(c.ex.libraryVariable(name)), 0, t, &w);
  }
  static Word integer(int64_t v) { return Word{static_cast<uint64_t>(v) & 0xffffffffu, 0, mem::kNoObj}; }

  void load() {
    mem::ObjId s = cell();
    next = word(s, 0, ptrT(), fn);
    first = static_cast<int32_t>(word(s, pb, intT(), fn).v);
    last = static_cast<int32_t>(word(s, pb + 4, intT(), fn).v);
    ordering = static_cast<int32_t>(word(s, pb + 8, intT(), fn).v);
    initialized = static_cast<int32_t>(word(s, pb + 12, intT(), fn).v);
    optopt = static_cast<int32_t>(word(s, pb + 16, intT(), fn).v);
    optind = variable("optind");
  }
  void store() {
    mem::ObjId s = cell();
    mem::Object& o = c.ex.memory().obj(s);
    Word w[] = {integer(first), integer(last), integer(ordering), integer(initialized), integer(optopt)};
    c.ex.storeScalar(o, 0, ptrT(), &next);
    for (unsigned k = 0; k < 5; ++k) c.ex.storeScalar(o, pb + 4 * k, intT(), &w[k]);
    setVariable("optind", integer(optind), intT());
    setVariable("optopt", integer(optopt), intT());
    setVariable("optarg", optarg, ptrT());
  }

  // argv[i], and the byte k of a string, each read checked.
  Word arg(int64_t i) {
    Word p = c.ex.loadPointer(offsetPtr(argv, static_cast<uint64_t>(i) * pb), fn);
    if (p.u) c.ex.requireDefined(p, fmt::format("argv[{}] given to {}", i, fn).c_str());
    return p;
  }
  uint8_t byte(const Word& p, uint64_t k = 0) {
    uint64_t off;
    const mem::Object& o = c.ex.access(offsetPtr(p, k), 1, false, off, fn);
    if (o.undef()[off]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised byte", fn));
    return o.data()[off];
  }
  std::string string(const Word& p) { return c.ex.readString(p, fn); }
  bool nonOption(int64_t i) {
    Word a = arg(i);
    return byte(a) != '-' || byte(a, 1) == 0;
  }
  bool isDashDash(int64_t i) {
    Word a = arg(i);
    return byte(a) == '-' && byte(a, 1) == '-' && byte(a, 2) == 0;
  }
  // The position of ch in optstring, or npos (strchr's; never its NUL).
  size_t shortOption(uint8_t ch) const {
    return ch ? optstring.find(static_cast<char>(ch)) : std::string::npos;
  }
  void message(const std::string& text) {
    if (!printErrors) return;
    std::string name = string(arg(0));
    if (Descriptor* d = c.ex.descriptor(2); d && d->write) c.ex.writeDescriptor(*d, name + ": " + text + "\n");
  }

  // The operands skipped, [first, last), change places with the options
  // after them, [last, optind).
  void exchange() {
    std::vector<Word> v;
    for (int64_t i = first; i < optind; ++i) v.push_back(arg(i));
    std::rotate(v.begin(), v.begin() + (last - first), v.end());
    for (int64_t i = first; i < optind; ++i)
      c.ex.storePointer(offsetPtr(argv, static_cast<uint64_t>(i) * pb), v[i - first], fn);
    first += optind - last;
    last = optind;
  }

  int64_t run(const Word& optstr, const Word& longind);
  int64_t longOption(const Word& longind, const char* prefix);
  int64_t shortOptionChar(const Word& longind);
};

int64_t Getopt::run(const Word& optstr, const Word& longind) {
  printErrors = variable("opterr") != 0;
  if (argc < 1) return -1;
  optarg = Word{};
  optstring = string(optstr);
  if (optind == 0 || !initialized) {
    if (optind == 0) optind = 1;
    first = last = optind;
    next = Word{};
    if (optstring.starts_with('-')) ordering = kReturnInOrder;
    else if (optstring.starts_with('+')) ordering = kRequireOrder;
    else if (c.callee.name == "__posix_getopt" || c.ex.variable("POSIXLY_CORRECT") != mem::kNoObj) ordering = kRequireOrder;
    else ordering = kPermute;
    initialized = 1;
  }
  if (optstring.starts_with('-') || optstring.starts_with('+')) optstring.erase(0, 1);
  if (optstring.starts_with(':')) printErrors = false;

  if (isNull(next) || byte(next) == 0) {
    // The user may have moved optind back.
    last = std::min(last, optind);
    first = std::min(first, optind);
    if (ordering == kPermute) {
      if (first != last && last != optind) exchange();
      else if (last != optind) first = optind;
      while (optind < argc && nonOption(optind)) ++optind;
      last = optind;
    }
    if (optind != argc && isDashDash(optind)) {
      ++optind;
      if (first != last && last != optind) exchange();
      else if (first == last) first = optind;
      last = static_cast<int32_t>(argc);
      optind = static_cast<int32_t>(argc);
    }
    if (optind == argc) {
      if (first != last) optind = first;
      return -1;
    }
    if (nonOption(optind)) {
      if (ordering == kRequireOrder) return -1;
      optarg = arg(optind++);
      return 1;
    }
    Word a = arg(optind);
    if (!isNull(longopts)) {
      if (byte(a, 1) == '-') {
        next = offsetPtr(a, 2);
        return longOption(longind, "--");
      }
      if (longOnly && (byte(a, 2) != 0 || shortOption(byte(a, 1)) == std::string::npos)) {
        next = offsetPtr(a, 1);
        int64_t code = longOption(longind, "-");
        if (code != -1) return code;
      }
    }
    next = offsetPtr(a, 1);
  }
  return shortOptionChar(longind);
}

int64_t Getopt::shortOptionChar(const Word& longind) {
  uint8_t ch = byte(next);
  next = offsetPtr(next, 1);
  size_t at = shortOption(ch);
  bool atEnd = byte(next) == 0;  // glibc counts the word done on its last character
  if (atEnd) ++optind;
  if (at == std::string::npos || ch == ':' || ch == ';') {
    message(fmt::format("invalid option -- '{}'", static_cast<char>(ch)));
    optopt = ch;
    return '?';
  }
  auto missing = [&]() -> int64_t {
    message(fmt::format("option requires an argument -- '{}'", static_cast<char>(ch)));
    optopt = ch;
    return optstring.starts_with(':') ? ':' : '?';
  };
  bool takesArg = optstring[at + 1] == ':';
  if (ch == 'W' && optstring[at + 1] == ';' && !isNull(longopts)) {
    // POSIX's -W foo: the long option --foo.
    if (!atEnd) optarg = next;
    else if (optind == argc) return missing();
    else optarg = arg(optind);
    next = optarg;
    optarg = Word{};
    return longOption(longind, "-W ");
  }
  if (!takesArg) return ch;
  if (optstring[at + 2] == ':') {
    // An optional argument: only one in the same word.
    if (!atEnd) {
      optarg = next;
      ++optind;
    }
  } else if (!atEnd) {
    optarg = next;
    ++optind;
  } else if (optind == argc) {
    next = Word{};
    return missing();
  } else {
    optarg = arg(optind++);
  }
  next = Word{};
  return ch;
}

// glibc's process_long_option: `next` is the option's name, possibly
// followed by "=ARGUMENT".
int64_t Getopt::longOption(const Word& longind, const char* prefix) {
  std::string name;
  for (uint8_t b; (b = byte(next, name.size())) != 0 && b != '=';) name.push_back(static_cast<char>(b));
  Word nameEnd = offsetPtr(next, name.size());
  const uint64_t size = 4 * pb;
  struct Entry {
    std::string name;
    int32_t hasArg;
    Word flag;
    int32_t val;
  };
  std::vector<Entry> table;
  for (;; ) {
    Word e = offsetPtr(longopts, table.size() * size);
    Word n = c.ex.loadPointer(e, fn);
    if (n.u) c.ex.requireDefined(n, fmt::format("the name of long option {} given to {}", table.size(), fn).c_str());
    if (isNull(n)) break;
    uint64_t off;
    const mem::Object& o = c.ex.access(e, size, false, off, fn);
    Word hasArg = c.ex.loadScalar(o, off + pb, intT());
    Word flag = c.ex.loadScalar(o, off + 2 * pb, ptrT());
    Word val = c.ex.loadScalar(o, off + 3 * pb, intT());
    for (const Word* w : {&hasArg, &flag, &val})
      if (w->u) c.ex.requireDefined(*w, fmt::format("long option {} given to {}", table.size(), fn).c_str());
    table.push_back(Entry{string(n), static_cast<int32_t>(hasArg.v), flag, static_cast<int32_t>(val.v)});
  }
  int found = -1;
  for (size_t i = 0; i < table.size() && found < 0; ++i)
    if (table[i].name == name) found = static_cast<int>(i);
  if (found < 0) {
    // A unique abbreviation; prefixes of several options that mean the
    // same (same has_arg, flag and val) are not ambiguous to getopt_long.
    std::vector<size_t> ambiguous;
    for (size_t i = 0; i < table.size(); ++i) {
      if (!table[i].name.starts_with(name)) continue;
      if (found < 0) {
        found = static_cast<int>(i);
        continue;
      }
      const Entry& f = table[found];
      if (longOnly || f.hasArg != table[i].hasArg || f.flag.v != table[i].flag.v || f.val != table[i].val) {
        if (ambiguous.empty()) ambiguous.push_back(static_cast<size_t>(found));
        ambiguous.push_back(i);
      }
    }
    if (!ambiguous.empty()) {
      std::string text = fmt::format("option '{}{}' is ambiguous; possibilities:", prefix, string(next));
      for (size_t i : ambiguous) text += fmt::format(" '{}{}'", prefix, table[i].name);
      message(text);
      next = offsetPtr(next, c.ex.stringLength(next, fn));
      ++optind;
      optopt = 0;
      return '?';
    }
  }
  if (found < 0) {
    if (!longOnly || byte(arg(optind), 1) == '-' || shortOption(byte(next)) == std::string::npos) {
      message(fmt::format("unrecognized option '{}{}'", prefix, string(next)));
      next = Word{};
      ++optind;
      optopt = 0;
      return '?';
    }
    return -1;  // getopt_long_only: a short option after all
  }
  const Entry& e = table[found];
  ++optind;
  next = Word{};
  if (byte(nameEnd) != 0) {
    if (!e.hasArg) {
      message(fmt::format("option '{}{}' doesn't allow an argument", prefix, e.name));
      optopt = e.val;
      return '?';
    }
    optarg = offsetPtr(nameEnd, 1);
  } else if (e.hasArg == 1) {
    if (optind >= argc) {
      message(fmt::format("option '{}{}' requires an argument", prefix, e.name));
      optopt = e.val;
      return optstring.starts_with(':') ? ':' : '?';
    }
    optarg = arg(optind++);
  }
  if (!isNull(longind)) {
    uint64_t off;
    mem::Object& o = c.ex.access(longind, 4, true, off, fn);
    Word w = integer(found);
    c.ex.storeScalar(o, off, intT(), &w);
  }
  if (!isNull(e.flag)) {
    uint64_t off;
    mem::Object& o = c.ex.access(e.flag, 4, true, off, fn);
    Word w = integer(e.val);
    c.ex.storeScalar(o, off, intT(), &w);
    return 0;
  }
  return e.val;
}

// getopt, __posix_getopt (glibc's name for it under strict POSIX),
// getopt_long and getopt_long_only.
void m_getopt(Call& c) {
  const char* fn = fnName(c);
  bool withLong = c.callee.name.starts_with("getopt_long");
  Getopt g(c, fn, sintArg(c, 0, fn), argDefined(c, 1, fn));
  g.longOnly = c.callee.name == "getopt_long_only";
  if (withLong) g.longopts = argDefined(c, 3, fn);
  Word longind = withLong ? argDefined(c, 4, fn) : Word{};
  g.load();
  int64_t r = g.run(argDefined(c, 2, fn), longind);
  g.store();
  setRet(c, static_cast<uint64_t>(r));
}

const ModelEntry kGetoptModels[] = {
    {"getopt", m_getopt}, {"__posix_getopt", m_getopt}, {"getopt_long", m_getopt}, {"getopt_long_only", m_getopt},
};

}  // namespace

Model findGetoptModel(std::string_view name) { return lookupModel(kGetoptModels, name); }

}  // namespace ferret::sem
