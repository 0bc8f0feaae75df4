// The models that belong to no one header: the functions whose results
// are the environment's inputs (sem/inputs.hpp's table: clocks, random
// numbers, the process id), glibc's hooks behind errno and assert, and
// the SV-COMP builtins; and findModel, which asks each header's table.
#include <fmt/format.h>

#include <cstring>

#include "sem/inputs.hpp"
#include "sem/libc.hpp"

namespace ferret::sem {

using namespace ferret::ir;

namespace {

// ---- the environment's inputs (sem/inputs.hpp) ----

const InputFunction& inputOf(Call& c) { return *inputFunction(c.callee.name); }
// An integer of the call's result type through pointer p, checked.
void storeResult(Call& c, const Word& p, int64_t v, const char* fn) {
  unsigned bits = retBits(c);
  uint64_t off;
  mem::Object& o = c.ex.access(p, bits / 8, true, off, fn);
  Word w{static_cast<uint64_t>(v) & maskOf(bits), 0, mem::kNoObj};
  c.ex.storeScalar(o, off, c.ex.program().types[c.ex.intType(bits)], &w);
}
InputRequest numberRequest(const InputFunction& f, std::string name, unsigned bits, int64_t lo, int64_t hi) {
  InputRequest r{f.source, std::move(name)};
  r.bits = bits;
  std::tie(r.lo, r.hi) = resultRange(lo, hi, bits);
  return r;
}
// time, clock, rand, random: a fresh value, also stored through the `out`
// argument (time's) when it is not NULL.
void m_inputResult(Call& c) {
  const InputFunction& f = inputOf(c);
  const char* fn = c.callee.name.c_str();
  int64_t v = c.ex.input(numberRequest(f, c.callee.name, retBits(c), f.lo, f.hi)).number;
  if (f.out >= 0) {
    const Word& p = argDefined(c, static_cast<unsigned>(f.out), fn);
    if (p.v || p.p) storeResult(c, p, v, fn);
  }
  setRet(c, static_cast<uint64_t>(v));
}
// gettimeofday, clock_gettime: seconds and sub-seconds into the struct
// (struct timeval and struct timespec: two longs in glibc's layout).
void m_inputTimespec(Call& c) {
  const InputFunction& f = inputOf(c);
  const char* fn = c.callee.name.c_str();
  const Word& p = argDefined(c, static_cast<unsigned>(f.out), fn);
  if (f.out == 0 && !p.v && !p.p) return setRet(c, 0);  // gettimeofday(NULL, tz)
  unsigned pb = c.ex.program().ptrBytes, bits = 8 * pb;
  uint64_t off;
  c.ex.access(p, 2 * pb, true, off, fn);
  const std::string& name = c.callee.name;
  InputRequest secReq = numberRequest(f, name + ".tv_sec", bits, 0, kClockSecondsMax);
  InputRequest subReq = numberRequest(f, name + (f.hi == 999999 ? ".tv_usec" : ".tv_nsec"), bits, 0, f.hi);
  if (f.out == 1) secReq.clockId = subReq.clockId = sintArg(c, 0, fn);
  int64_t sec = c.ex.input(secReq).number;
  int64_t sub = c.ex.input(subReq).number;
  const Type& t = c.ex.program().types[c.ex.intType(bits)];
  mem::Object& o = c.ex.access(p, 2 * pb, true, off, fn);
  Word w{static_cast<uint64_t>(sec) & maskOf(bits), 0, mem::kNoObj};
  c.ex.storeScalar(o, off, t, &w);
  w.v = static_cast<uint64_t>(sub) & maskOf(bits);
  c.ex.storeScalar(o, off + pb, t, &w);
  setRet(c, 0);
}
void m_seed(Call& c) { c.ex.env().seed(intArg(c, 0, c.callee.name.c_str())); }

// ---- errno and assert ----

void m_errno_location(Call& c) { setRetPtr(c, c.ex.pointerTo(c.ex.errnoObject())); }
void m_assert_fail(Call& c) {
  std::string expr = c.ex.readString(argDefined(c, 0, "__assert_fail"), "__assert_fail");
  c.ex.fail(ErrorKind::AssertionFailure, fmt::format("assertion '{}' failed", expr));
}

// ---- SV-COMP ----

void m_nondet(Call& c) {
  const Type& t = c.ex.program().type(c.retType);
  std::string_view name = std::string_view(c.callee.name).substr(std::strlen("__VERIFIER_nondet_"));
  std::optional<Word> w = c.ex.env().nondet(name, t);
  if (!w) return c.ex.needChoice(ChoiceKind::Input, name, c.retType);
  if (c.dst != kNoOperand) c.ret() = *w;
}
void m_assume(Call& c) {
  if (intArg(c, 0, "__VERIFIER_assume") == 0) c.ex.assumeFailed();
}
void m_cover(Call& c) { c.ex.env().cover(static_cast<uint32_t>(c.arg(0).v)); }
// Predator's __VERIFIER_plot(name): nothing happens in the program; an
// observer may draw memory.
void m_plot(Call& c) {
  std::string name = c.ex.readString(c.arg(0), "__VERIFIER_plot");
  if (Observer* o = c.ex.observer()) o->plotted(c.ex, name);
}

const ModelEntry kModels[] = {
    {"__assert_fail", m_assert_fail}, {"rand", m_inputResult}, {"random", m_inputResult},
    {"getpid", m_inputResult}, {"getppid", m_inputResult}, {"getuid", m_inputResult}, {"geteuid", m_inputResult},
    {"getgid", m_inputResult}, {"getegid", m_inputResult}, {"time", m_inputResult}, {"clock", m_inputResult}, {"srand", m_seed},
    {"srandom", m_seed}, {"gettimeofday", m_inputTimespec}, {"clock_gettime", m_inputTimespec},
    {"__errno_location", m_errno_location}, {"__VERIFIER_assume", m_assume},
    {"__VERIFIER_plot", m_plot}, {"__ferret_cover", m_cover},
};

// ---- the library's variables ----

// What a variable of the library holds before the program runs.
struct LibraryVariable {
  std::string_view name;
  // Environment: the array of "NAME=VALUE" strings main's envp gets;
  // ProgramName: argv[0]'s text; ShortName: its last component.
  enum class Holds : uint8_t { Int, NullPointer, Stream, Environment, ProgramName, ShortName } holds;
  int value = 0;  // Int: the value; Stream: the descriptor
};
// glibc's getopt starts at argv[1], prints its errors, and has '?' in
// optopt until an option goes wrong.
const LibraryVariable kVariables[] = {
    {"stdin", LibraryVariable::Holds::Stream, 0},   {"stdout", LibraryVariable::Holds::Stream, 1},
    {"stderr", LibraryVariable::Holds::Stream, 2},  {"errno", LibraryVariable::Holds::Int, 0},
    {"optarg", LibraryVariable::Holds::NullPointer}, {"optind", LibraryVariable::Holds::Int, 1},
    {"opterr", LibraryVariable::Holds::Int, 1},     {"optopt", LibraryVariable::Holds::Int, '?'},
    {"environ", LibraryVariable::Holds::Environment}, {"__environ", LibraryVariable::Holds::Environment},
    {"program_invocation_name", LibraryVariable::Holds::ProgramName},
    {"program_invocation_short_name", LibraryVariable::Holds::ShortName},
};

}  // namespace

mem::ObjId Executor::libraryVariable(std::string_view name) {
  if (name == "__environ") name = "environ";  // glibc's other name for the same variable
  for (const auto& [n, id] : cells_)
    if (n == name) return id;
  const LibraryVariable* v = nullptr;
  for (const LibraryVariable& k : kVariables)
    if (k.name == name) v = &k;
  if (!v) return mem::kNoObj;
  bool isInt = v->holds == LibraryVariable::Holds::Int;
  mem::ObjId id = libraryCell(name, isInt ? 4 : prog_.ptrBytes);
  Word w{static_cast<uint32_t>(v->value), 0, mem::kNoObj};
  switch (v->holds) {
    case LibraryVariable::Holds::Stream: w = pointerTo(streams_[v->value]); break;
    case LibraryVariable::Holds::Environment: w = environment(); break;
    case LibraryVariable::Holds::ProgramName:
    case LibraryVariable::Holds::ShortName: {
      // One object holds argv[0]'s text; the short name points into it.
      mem::ObjId text = libraryCell("program_invocation_name.text", programName_.size() + 1);
      std::memcpy(mem_.obj(text).data(), programName_.data(), programName_.size());
      size_t slash = programName_.rfind('/');
      bool shortName = v->holds == LibraryVariable::Holds::ShortName;
      w = pointerTo(text, shortName && slash != std::string::npos ? slash + 1 : 0);
      break;
    }
    default: break;
  }
  const Type& t = prog_.types[intType(isInt ? 32 : 8 * prog_.ptrBytes)];
  storeScalar(mem_.obj(id), 0, t, &w);
  return id;
}

Model findModel(std::string_view name) {
  if (name.substr(0, std::strlen("__VERIFIER_nondet_")) == "__VERIFIER_nondet_") return m_nondet;
  for (Model (*find)(std::string_view) :
       {findStdlibModel, findStringModel, findStdioModel, findCtypeModel, findMathModel, findFenvModel,
        findSetjmpModel, findUnistdModel, findTimeModel, findLocaleModel, findSignalModel, findGetoptModel,
        findInetModel, findRand48Model, findStatModel, findDirentModel,
        findLibgenModel, findFortifyModel, findWcharModel, findRegexModel, findSearchModel,
        findMmanModel, findResourceModel})
    if (Model m = find(name)) return m;
  if (Model m = lookupModel(kModels, name)) return m;
  return findThreadModel(name);
}

}  // namespace ferret::sem
