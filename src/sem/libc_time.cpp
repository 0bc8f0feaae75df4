// <time.h> beyond the clocks (which are inputs, library.cpp and
// inputs.hpp): the broken-down time functions, computed by the host's C
// library in the "C" locale.  localtime and gmtime return the library's
// one static struct tm, as C says.
#include <ctime>
#include <cstring>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

// glibc's struct tm: nine ints, then long tm_gmtoff and const char *tm_zone.
uint64_t tmSize(Call& c) { return c.ex.program().ptrBytes == 8 ? 56 : 44; }
uint64_t gmtoffAt(Call& c) { return c.ex.program().ptrBytes == 8 ? 40 : 36; }

std::tm readTm(Call& c, const Word& p) {
  uint64_t off;
  const mem::Object& o = c.ex.access(p, 36, false, off, fnName(c));
  for (uint64_t k = 0; k < 36; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised field of a struct tm", fnName(c)));
  std::tm t{};
  int f[9];
  std::memcpy(f, o.data() + off, 36);
  t.tm_sec = f[0], t.tm_min = f[1], t.tm_hour = f[2], t.tm_mday = f[3], t.tm_mon = f[4], t.tm_year = f[5];
  t.tm_wday = f[6], t.tm_yday = f[7], t.tm_isdst = f[8];
  return t;
}
void writeTm(Call& c, const Word& p, const std::tm& t) {
  unsigned pb = c.ex.program().ptrBytes;
  int f[9] = {t.tm_sec, t.tm_min, t.tm_hour, t.tm_mday, t.tm_mon, t.tm_year, t.tm_wday, t.tm_yday, t.tm_isdst};
  std::string bytes(reinterpret_cast<const char*>(f), 36);
  bytes.resize(gmtoffAt(c), '\0');
  int64_t gmtoff = t.tm_gmtoff;
  bytes.append(reinterpret_cast<const char*>(&gmtoff), pb);
  c.ex.writeBytes(p, bytes, fnName(c));
  // tm_zone: the zone's name in a cell of the library's.
  std::string zone = t.tm_zone ? t.tm_zone : "GMT";
  zone.resize(std::min<size_t>(zone.size(), 15));
  mem::ObjId z = c.ex.libraryCell(std::string("tm_zone ") + zone, 16);
  c.ex.writeBytes(c.ex.pointerTo(z), std::string_view(zone.c_str(), zone.size() + 1), fnName(c));
  c.ex.storePointer(offsetPtr(p, gmtoffAt(c) + pb), c.ex.pointerTo(z), fnName(c));
}
int64_t timeArg(Call& c, unsigned i) {
  uint64_t off;
  unsigned pb = c.ex.program().ptrBytes;
  const mem::Object& o = c.ex.access(argDefined(c, i, fnName(c)), pb, false, off, fnName(c));
  Word w = c.ex.loadScalar(o, off, c.ex.program().types[c.ex.intType(8 * pb)]);
  c.ex.requireDefined(w, fmt::format("the time_t {} reads", fnName(c)).c_str());
  return sext(w.v, 8 * pb);
}

// gmtime/localtime (the static struct tm) and their _r forms (the caller's).
void broken(Call& c, bool local, bool reentrant) {
  std::time_t t = static_cast<std::time_t>(timeArg(c, 0));
  std::tm out{};
  if (!(local ? localtime_r(&t, &out) : gmtime_r(&t, &out))) return setRetNull(c);
  Word p = reentrant ? argDefined(c, 1, fnName(c)) : c.ex.pointerTo(c.ex.libraryCell("struct tm", tmSize(c)));
  writeTm(c, p, out);
  setRetPtr(c, p);
}
void m_gmtime(Call& c) { broken(c, false, false); }
void m_localtime(Call& c) { broken(c, true, false); }
void m_gmtime_r(Call& c) { broken(c, false, true); }
void m_localtime_r(Call& c) { broken(c, true, true); }
void m_mktime(Call& c) {
  const Word& p = argDefined(c, 0, "mktime");
  std::tm t = readTm(c, p);
  std::time_t r = std::mktime(&t);
  if (r != static_cast<std::time_t>(-1)) writeTm(c, p, t);
  setRet(c, static_cast<uint64_t>(r));
}
void m_timegm(Call& c) {
  const Word& p = argDefined(c, 0, "timegm");
  std::tm t = readTm(c, p);
  std::time_t r = timegm(&t);
  if (r != static_cast<std::time_t>(-1)) writeTm(c, p, t);
  setRet(c, static_cast<uint64_t>(r));
}
void m_strftime(Call& c) {
  const Word& dst = argDefined(c, 0, "strftime");
  uint64_t max = intArg(c, 1, "strftime");
  std::string f = c.ex.readString(argDefined(c, 2, "strftime"), "strftime");
  std::tm t = readTm(c, argDefined(c, 3, "strftime"));
  std::string buf(max + 1, '\0');
  size_t n = max ? std::strftime(buf.data(), max, f.c_str(), &t) : 0;
  if (n) c.ex.writeBytes(dst, std::string_view(buf.c_str(), n + 1), "strftime");
  setRet(c, n);
}
void m_difftime(Call& c) {
  int64_t a = sintArg(c, 0, "difftime"), b = sintArg(c, 1, "difftime");
  Word w[2];
  writeFloat(w, ir::TypeKind::Double, static_cast<double>(a - b), 0);
  if (c.dst != ir::kNoOperand) c.ret() = w[0];
}
// asctime's 26-byte text of t at dst: the library's static buffer for
// asctime/ctime, the caller's for the _r forms (the write checks its size).
void putText(Call& c, const std::tm& t, const Word& dst) {
  char buf[64];
  std::strftime(buf, sizeof buf, "%a %b %e %H:%M:%S %Y\n", &t);
  c.ex.writeBytes(dst, std::string_view(buf, std::strlen(buf) + 1), fnName(c));
  setRetPtr(c, dst);
}
Word staticText(Call& c) { return c.ex.pointerTo(c.ex.libraryCell("asctime", 64)); }
std::tm localOf(Call& c) {
  std::time_t t = static_cast<std::time_t>(timeArg(c, 0));
  std::tm out{};
  localtime_r(&t, &out);
  return out;
}
void m_asctime(Call& c) { putText(c, readTm(c, argDefined(c, 0, "asctime")), staticText(c)); }
void m_ctime(Call& c) { putText(c, localOf(c), staticText(c)); }
void m_asctime_r(Call& c) { putText(c, readTm(c, argDefined(c, 0, "asctime_r")), argDefined(c, 1, "asctime_r")); }
void m_ctime_r(Call& c) { putText(c, localOf(c), argDefined(c, 1, "ctime_r")); }
// The zone is the host's, fixed for the run: nothing to reread.
void m_tzset(Call&) {}

const ModelEntry kTimeModels[] = {
    {"gmtime", m_gmtime}, {"localtime", m_localtime}, {"gmtime_r", m_gmtime_r}, {"localtime_r", m_localtime_r},
    {"mktime", m_mktime}, {"timegm", m_timegm}, {"strftime", m_strftime}, {"difftime", m_difftime},
    {"asctime", m_asctime}, {"ctime", m_ctime}, {"asctime_r", m_asctime_r}, {"ctime_r", m_ctime_r},
    {"tzset", m_tzset},
};

}  // namespace

Model findTimeModel(std::string_view name) { return lookupModel(kTimeModels, name); }

}  // namespace ferret::sem
