// <math.h>: every function in its float, double and long
// double forms, computed by the host's libm (the same glibc the compiled
// program would call), through one mechanism: a row names the function
// once with its three host implementations and its shape (the kinds of
// its arguments and result), and the model reads and writes values in the
// precision the call's IR types give.  An undefined argument is an error
// (memcheck's rule for values that reach a library call).
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "sem/libc.hpp"

namespace ferret::sem {

using namespace ferret::ir;

namespace {

long double floatArg(Call& c, unsigned i) {
  const Word* w = &argDefined(c, i, fnName(c));
  if (c.ex.program().type(c.argType(i)).kind == TypeKind::FP80 && w[1].u)
    c.ex.requireDefined(w[1], fmt::format("argument {} of {}", i + 1, fnName(c)).c_str());
  return readFloat(w, c.ex.program().type(c.argType(i)).kind);
}
void setRetFloat(Call& c, long double x) {
  if (c.dst == kNoOperand) return;
  writeFloat(&c.ret(), c.ex.program().type(c.retType).kind, x, 0);
}
// The int an argument pointer points to: stored (frexp's exponent, remquo's quotient).
void storeInt(Call& c, unsigned i, int v) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, i, fnName(c)), 4, true, off, fnName(c));
  Word w{static_cast<uint32_t>(v), 0, mem::kNoObj};
  c.ex.storeScalar(o, off, c.ex.program().types[c.ex.intType(32)], &w);
}
// A floating value through an argument pointer, in the call's precision
// (modf's integral part).
void storeFloat(Call& c, unsigned i, long double x) {
  const Type& t = c.ex.program().type(c.retType);
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, i, fnName(c)), t.size, true, off, fnName(c));
  Word w[2];
  writeFloat(w, t.kind, x, 0);
  c.ex.storeScalar(o, off, t, w);
}

// The precision of the call: the result's type, or the first argument's
// for functions returning an integer.
TypeKind precision(Call& c) {
  TypeKind k = c.ex.program().type(c.retType).kind;
  if (k == TypeKind::Float || k == TypeKind::Double || k == TypeKind::FP80) return k;
  return c.ex.program().type(c.argType(0)).kind;
}


// The shapes of <math.h>'s functions.  Each model is instantiated per row
// with the row's three host functions as template arguments.
template <float (*F)(float), double (*D)(double), long double (*L)(long double)>
void unary(Call& c) {
  long double x = floatArg(c, 0);
  switch (precision(c)) {
    case TypeKind::Float: return setRetFloat(c, F(static_cast<float>(x)));
    case TypeKind::Double: return setRetFloat(c, D(static_cast<double>(x)));
    default: return setRetFloat(c, L(x));
  }
}
template <float (*F)(float, float), double (*D)(double, double), long double (*L)(long double, long double)>
void binary(Call& c) {
  long double x = floatArg(c, 0), y = floatArg(c, 1);
  switch (precision(c)) {
    case TypeKind::Float: return setRetFloat(c, F(static_cast<float>(x), static_cast<float>(y)));
    case TypeKind::Double: return setRetFloat(c, D(static_cast<double>(x), static_cast<double>(y)));
    default: return setRetFloat(c, L(x, y));
  }
}
template <float (*F)(float, float, float), double (*D)(double, double, double),
          long double (*L)(long double, long double, long double)>
void ternary(Call& c) {
  long double x = floatArg(c, 0), y = floatArg(c, 1), z = floatArg(c, 2);
  switch (precision(c)) {
    case TypeKind::Float: return setRetFloat(c, F(static_cast<float>(x), static_cast<float>(y), static_cast<float>(z)));
    case TypeKind::Double:
      return setRetFloat(c, D(static_cast<double>(x), static_cast<double>(y), static_cast<double>(z)));
    default: return setRetFloat(c, L(x, y, z));
  }
}
// T f(T, int): ldexp, scalbn.
template <float (*F)(float, int), double (*D)(double, int), long double (*L)(long double, int)>
void withInt(Call& c) {
  long double x = floatArg(c, 0);
  int n = static_cast<int>(sintArg(c, 1, fnName(c)));
  switch (precision(c)) {
    case TypeKind::Float: return setRetFloat(c, F(static_cast<float>(x), n));
    case TypeKind::Double: return setRetFloat(c, D(static_cast<double>(x), n));
    default: return setRetFloat(c, L(x, n));
  }
}
// An integer of f(T): ilogb, lround, llround, lrint, llrint.
template <class R, R (*F)(float), R (*D)(double), R (*L)(long double)>
void toInt(Call& c) {
  long double x = floatArg(c, 0);
  R r;
  switch (precision(c)) {
    case TypeKind::Float: r = F(static_cast<float>(x)); break;
    case TypeKind::Double: r = D(static_cast<double>(x)); break;
    default: r = L(x); break;
  }
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(r)));
}
// T f(T, int*): frexp.
template <float (*F)(float, int*), double (*D)(double, int*), long double (*L)(long double, int*)>
void withIntOut(Call& c) {
  long double x = floatArg(c, 0), r;
  int e = 0;
  switch (precision(c)) {
    case TypeKind::Float: r = F(static_cast<float>(x), &e); break;
    case TypeKind::Double: r = D(static_cast<double>(x), &e); break;
    default: r = L(x, &e); break;
  }
  storeInt(c, 1, e);
  setRetFloat(c, r);
}
// T f(T, T, int*): remquo.
template <float (*F)(float, float, int*), double (*D)(double, double, int*),
          long double (*L)(long double, long double, int*)>
void binaryIntOut(Call& c) {
  long double x = floatArg(c, 0), y = floatArg(c, 1), r;
  int q = 0;
  switch (precision(c)) {
    case TypeKind::Float: r = F(static_cast<float>(x), static_cast<float>(y), &q); break;
    case TypeKind::Double: r = D(static_cast<double>(x), static_cast<double>(y), &q); break;
    default: r = L(x, y, &q); break;
  }
  storeInt(c, 2, q);
  setRetFloat(c, r);
}
// modf: the fractional part returned, the integral part stored.
void m_modf(Call& c) {
  long double x = floatArg(c, 0), whole = std::trunc(x);
  storeFloat(c, 1, whole);
  setRetFloat(c, std::isinf(x) ? std::copysign(0.0L, x) : x - whole);
}
// nan("..."): a quiet NaN (its payload unused).
void m_nan(Call& c) {
  c.ex.readString(argDefined(c, 0, fnName(c)), fnName(c));
  setRetFloat(c, NAN);
}

// glibc declares the libm functions with attributes and in overloads that
// do not bind to template arguments directly: these name one of each.
#define FERRET_UNARY(name) \
  {#name, unary<::name##f, ::name, ::name##l>}, {#name "f", unary<::name##f, ::name, ::name##l>}, {#name "l", unary<::name##f, ::name, ::name##l>}
#define FERRET_SHAPE(shape, name) \
  {#name, shape<::name##f, ::name, ::name##l>}, {#name "f", shape<::name##f, ::name, ::name##l>}, {#name "l", shape<::name##f, ::name, ::name##l>}
#define FERRET_TOINT(type, name)                                                                       \
  {#name, toInt<type, ::name##f, ::name, ::name##l>}, {#name "f", toInt<type, ::name##f, ::name, ::name##l>}, \
      {#name "l", toInt<type, ::name##f, ::name, ::name##l>}

const ModelEntry kMathModels[] = {
    FERRET_UNARY(acos), FERRET_UNARY(asin), FERRET_UNARY(atan), FERRET_UNARY(cos), FERRET_UNARY(sin),
    FERRET_UNARY(tan), FERRET_UNARY(cosh), FERRET_UNARY(sinh), FERRET_UNARY(tanh), FERRET_UNARY(acosh),
    FERRET_UNARY(asinh), FERRET_UNARY(atanh), FERRET_UNARY(exp), FERRET_UNARY(exp2), FERRET_UNARY(expm1),
    FERRET_UNARY(log), FERRET_UNARY(log10), FERRET_UNARY(log2), FERRET_UNARY(log1p), FERRET_UNARY(logb),
    FERRET_UNARY(sqrt), FERRET_UNARY(cbrt), FERRET_UNARY(ceil), FERRET_UNARY(floor), FERRET_UNARY(trunc),
    FERRET_UNARY(round), FERRET_UNARY(rint), FERRET_UNARY(nearbyint), FERRET_UNARY(fabs), FERRET_UNARY(erf),
    FERRET_UNARY(erfc), FERRET_UNARY(tgamma), FERRET_UNARY(lgamma),
    FERRET_SHAPE(binary, atan2), FERRET_SHAPE(binary, pow), FERRET_SHAPE(binary, fmod),
    FERRET_SHAPE(binary, remainder), FERRET_SHAPE(binary, hypot), FERRET_SHAPE(binary, fmin),
    FERRET_SHAPE(binary, fmax), FERRET_SHAPE(binary, fdim), FERRET_SHAPE(binary, copysign),
    FERRET_SHAPE(binary, nextafter), FERRET_SHAPE(ternary, fma),
    FERRET_SHAPE(withInt, ldexp), FERRET_SHAPE(withInt, scalbn), FERRET_SHAPE(withIntOut, frexp),
    FERRET_SHAPE(binaryIntOut, remquo),
    FERRET_TOINT(int, ilogb), FERRET_TOINT(long, lround), FERRET_TOINT(long long, llround),
    FERRET_TOINT(long, lrint), FERRET_TOINT(long long, llrint),
    {"modf", m_modf}, {"modff", m_modf}, {"modfl", m_modf},
    {"nan", m_nan}, {"nanf", m_nan}, {"nanl", m_nan},
};

}  // namespace

Model findMathModel(std::string_view name) { return lookupModel(kMathModels, name); }

}  // namespace ferret::sem
