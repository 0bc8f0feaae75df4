#include "engines/smt/invariants.hpp"

#include <fmt/format.h>

#include <cctype>

namespace ferret::smt {

namespace {

bool identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char ch : s)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_') return false;
  return true;
}

class Printer {
 public:
  explicit Printer(const std::vector<std::string>& names) : names_(names) {}
  bool plain = true;  // what was printed is C over program variables

  std::string print(const z3::expr& e) {
    if (e.is_var()) {
      unsigned i = Z3_get_index_value(e.ctx(), e);
      return name(i);
    }
    if (e.is_numeral()) return numeral(e);
    if (!e.is_app()) {
      plain = false;
      return e.to_string();
    }
    Z3_decl_kind k = e.decl().decl_kind();
    unsigned n = e.num_args();
    auto arg = [&](unsigned i) { return print(e.arg(i)); };
    auto join = [&](const char* op) {
      std::string s = "(" + arg(0);
      for (unsigned i = 1; i < n; ++i) s += fmt::format(" {} {}", op, arg(i));
      return s + ")";
    };
    auto unsignedCmp = [&](const char* op) {
      const char* cast = e.arg(0).get_sort().bv_size() > 32 ? "(unsigned long)" : "(unsigned)";
      return fmt::format("({}{} {} {}{})", cast, arg(0), op, cast, arg(1));
    };
    switch (k) {
      case Z3_OP_TRUE: return "1";
      case Z3_OP_FALSE: return "0";
      case Z3_OP_AND: return n ? join("&&") : "1";
      case Z3_OP_OR: return n ? join("||") : "0";
      case Z3_OP_NOT: return "!" + arg(0);
      case Z3_OP_IMPLIES: return fmt::format("(!{} || {})", arg(0), arg(1));
      case Z3_OP_EQ: return fmt::format("({} == {})", arg(0), arg(1));
      case Z3_OP_DISTINCT: return fmt::format("({} != {})", arg(0), arg(1));
      case Z3_OP_ITE: return fmt::format("({} ? {} : {})", arg(0), arg(1), arg(2));
      case Z3_OP_LE: case Z3_OP_SLEQ: return fmt::format("({} <= {})", arg(0), arg(1));
      case Z3_OP_LT: case Z3_OP_SLT: return fmt::format("({} < {})", arg(0), arg(1));
      case Z3_OP_GE: case Z3_OP_SGEQ: return fmt::format("({} >= {})", arg(0), arg(1));
      case Z3_OP_GT: case Z3_OP_SGT: return fmt::format("({} > {})", arg(0), arg(1));
      case Z3_OP_ULEQ: return unsignedCmp("<=");
      case Z3_OP_ULT: return unsignedCmp("<");
      case Z3_OP_UGEQ: return unsignedCmp(">=");
      case Z3_OP_UGT: return unsignedCmp(">");
      case Z3_OP_ADD: case Z3_OP_BADD: return join("+");
      case Z3_OP_MUL: case Z3_OP_BMUL: return join("*");
      case Z3_OP_SUB: case Z3_OP_BSUB: return join("-");
      case Z3_OP_UMINUS: case Z3_OP_BNEG: return "-" + arg(0);
      case Z3_OP_BSDIV: case Z3_OP_BSDIV_I: return join("/");
      case Z3_OP_BSREM: case Z3_OP_BSREM_I: return join("%");
      case Z3_OP_IDIV: case Z3_OP_MOD:
        // Integer division rounds down, C's toward zero.
        plain = false;
        return join(k == Z3_OP_IDIV ? "div" : "mod");
      case Z3_OP_BAND: return join("&");
      case Z3_OP_BOR: return join("|");
      case Z3_OP_BXOR: return join("^");
      case Z3_OP_BNOT: return "~" + arg(0);
      case Z3_OP_BSHL: return join("<<");
      case Z3_OP_BASHR: return join(">>");
      case Z3_OP_SELECT: {
        plain = false;
        std::string s = arg(0);
        for (unsigned i = 1; i < n; ++i) s += "[" + arg(i) + "]";
        return s;
      }
      case Z3_OP_UNINTERPRETED:
        if (n == 0) {
          std::string s = e.decl().name().str();
          if (!identifier(s)) plain = false;
          return s;
        }
        [[fallthrough]];
      default:
        plain = false;
        return e.to_string();
    }
  }

 private:
  const std::vector<std::string>& names_;

  std::string name(unsigned i) {
    if (i >= names_.size()) {
      plain = false;
      return fmt::format("$arg{}", i);
    }
    if (!identifier(names_[i])) plain = false;
    return names_[i];
  }

  std::string numeral(const z3::expr& e) {
    if (e.is_bv()) {
      unsigned bits = e.get_sort().bv_size();
      uint64_t u = 0;
      if (bits <= 64 && e.is_numeral_u64(u)) {
        if (bits < 64 && (u >> (bits - 1)) & 1) return fmt::format("{}", static_cast<int64_t>(u) - (static_cast<int64_t>(1) << bits));
        if (bits == 64) return fmt::format("{}", static_cast<int64_t>(u));
        return fmt::format("{}", u);
      }
      plain = false;
      return e.get_decimal_string(0);
    }
    return e.get_decimal_string(0);
  }
};

}  // namespace

std::string cText(const z3::expr& e, const std::vector<std::string>& names, bool plainOnly) {
  if (!plainOnly) {
    Printer p(names);
    return p.print(e);
  }
  std::vector<z3::expr> conjuncts;
  if (e.is_app() && e.decl().decl_kind() == Z3_OP_AND)
    for (unsigned i = 0; i < e.num_args(); ++i) conjuncts.push_back(e.arg(i));
  else
    conjuncts.push_back(e);
  std::string out;
  for (const z3::expr& c : conjuncts) {
    Printer p(names);
    std::string s = p.print(c);
    if (!p.plain || s == "1") continue;
    out += out.empty() ? s : " && " + s;
  }
  return out.empty() ? "1" : out;
}

}  // namespace ferret::smt
