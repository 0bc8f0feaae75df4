// A recursive-descent parser for FShell's published FQL grammar.  Where a
// '(' may open a filter or a pattern, the filter is tried first, as
// FShell's own parser prefers it.
#include "fql/parser.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "ir/program.hpp"

namespace ferret::fql {

namespace {

enum class Tok { End, LParen, RParen, Comma, DQuote, Dot, Arrow, Plus, Star, Ge, Le, Eq, Caret, Dollar, Pipe, Amp,
                 Word, At, AtNumber, Number, String, Brace, CondOp };

struct Token {
  Tok kind = Tok::End;
  std::string text;  // Word, At (upper case), String, Brace
  uint64_t number = 0;
  size_t offset = 0;
};

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) { tokenize(); }

  Query query() {
    Query q;
    if (isWord("IN")) {
      ++pos_;
      q.scope = filter();
    }
    if (!isWord("COVER"))
      fail(q.scope ? "expected COVER after the IN filter" : "a query starts with COVER (or IN filter COVER)");
    ++pos_;
    q.coverStart = accept(Tok::Caret);
    q.cover = pattern(true);
    q.coverEnd = accept(Tok::Dollar);
    if (isWord("PASSING")) {
      ++pos_;
      q.passingStart = accept(Tok::Caret);
      q.passing = pattern(false);
      q.passingEnd = accept(Tok::Dollar);
    }
    // FShell puts the scope first; issue 17 writes it last too.
    if (isWord("IN")) {
      if (q.scope) fail("a second IN filter: the query has one scope");
      ++pos_;
      q.scope = filter();
      if (peek().kind != Tok::End)
        fail(fmt::format("expected the end of the query after IN filter, found {}", describe(peek())));
    }
    if (peek().kind == Tok::Star) fail("repetition is for path patterns: quote it, as in \"EDGES(ID)*\"");
    if (peek().kind != Tok::End) fail(fmt::format("expected PASSING or the end of the query, found {}", describe(peek())));
    return q;
  }

 private:
  std::string_view text_;
  std::vector<Token> toks_;
  size_t pos_ = 0;

  [[noreturn]] void failAt(size_t offset, const std::string& what) const {
    int line = 1, col = 1;
    for (size_t i = 0; i < offset && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    bool multiline = text_.find('\n') != std::string_view::npos &&
                     text_.find_first_not_of(" \t\n", text_.find('\n')) != std::string_view::npos;
    std::string where = multiline ? fmt::format("line {}, column {}", line, col) : fmt::format("column {}", col);
    throw ParseError(where + ": " + what, line, col);
  }
  [[noreturn]] void fail(const std::string& what) const { failAt(peek().offset, what); }

  // --- tokens ---------------------------------------------------------

  void tokenize() {
    size_t i = 0;
    auto push = [&](Tok k, size_t at, std::string text = {}, uint64_t n = 0) { toks_.push_back({k, std::move(text), n, at}); };
    while (i < text_.size()) {
      char c = text_[i];
      if (std::isspace(static_cast<unsigned char>(c))) {
        ++i;
        continue;
      }
      if (text_.substr(i, 2) == "//") {
        while (i < text_.size() && text_[i] != '\n') ++i;
        continue;
      }
      size_t at = i;
      auto two = text_.substr(i, 2);
      if (two == "->" || two == ">=" || two == "<=" || two == "==" || two == "?:") {
        push(two == "->" ? Tok::Arrow : two == ">=" ? Tok::Ge : two == "<=" ? Tok::Le : two == "==" ? Tok::Eq : Tok::CondOp, at);
        i += 2;
        continue;
      }
      static const std::pair<char, Tok> kSingle[] = {
          {'(', Tok::LParen}, {')', Tok::RParen}, {',', Tok::Comma}, {'"', Tok::DQuote}, {'.', Tok::Dot},
          {'+', Tok::Plus},   {'*', Tok::Star},   {'^', Tok::Caret}, {'$', Tok::Dollar}, {'|', Tok::Pipe},
          {'&', Tok::Amp},
      };
      auto single = std::find_if(std::begin(kSingle), std::end(kSingle), [c](const auto& p) { return p.first == c; });
      if (single != std::end(kSingle)) {
        push(single->second, at);
        ++i;
        continue;
      }
      if (c == '@') {
        ++i;
        if (i < text_.size() && std::isdigit(static_cast<unsigned char>(text_[i]))) {
          push(Tok::AtNumber, at, {}, number(i, at));
          continue;
        }
        std::string w = word(i);
        if (w.empty()) failAt(at, "expected a filter function's name after '@'");
        push(Tok::At, at, upper(w));
        continue;
      }
      if (std::isdigit(static_cast<unsigned char>(c))) {
        push(Tok::Number, at, {}, number(i, at));
        continue;
      }
      if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        push(Tok::Word, at, word(i));
        continue;
      }
      if (c == '\'') {
        // \' and \\ stand for ' and \; any other backslash is itself.
        std::string s;
        for (++i; i < text_.size() && text_[i] != '\'' && text_[i] != '\n'; ++i) {
          if (text_[i] == '\\' && i + 1 < text_.size() && (text_[i + 1] == '\'' || text_[i + 1] == '\\')) ++i;
          s += text_[i];
        }
        if (i >= text_.size() || text_[i] != '\'') failAt(at, "unterminated string (a string is in single quotes on one line)");
        ++i;
        push(Tok::String, at, std::move(s));
        continue;
      }
      if (c == '{') {
        size_t end = text_.find('}', i + 1);
        if (end == std::string_view::npos) failAt(at, "unterminated predicate: '{' without '}'");
        push(Tok::Brace, at, std::string(text_.substr(i + 1, end - i - 1)));
        i = end + 1;
        continue;
      }
      failAt(at, fmt::format("unexpected character '{}'", c));
    }
    push(Tok::End, text_.size());
  }

  std::string word(size_t& i) const {
    size_t start = i;
    while (i < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[i])) || text_[i] == '_')) ++i;
    return std::string(text_.substr(start, i - start));
  }

  uint64_t number(size_t& i, size_t at) const {
    uint64_t v = 0;
    for (; i < text_.size() && std::isdigit(static_cast<unsigned char>(text_[i])); ++i) {
      v = v * 10 + static_cast<uint64_t>(text_[i] - '0');
      if (v > 0xffffffffu) failAt(at, "number too large");
    }
    return v;
  }

  const Token& peek(size_t ahead = 0) const { return toks_[std::min(pos_ + ahead, toks_.size() - 1)]; }
  bool isWord(const char* w) const { return peek().kind == Tok::Word && upper(peek().text) == w; }
  bool accept(Tok k) {
    if (peek().kind != k) return false;
    ++pos_;
    return true;
  }
  int column() const {
    int col = 1;
    for (size_t i = peek().offset; i > 0 && text_[i - 1] != '\n'; --i) ++col;
    return col;
  }

  static std::string describe(const Token& t) {
    switch (t.kind) {
      case Tok::End: return "the end of the query";
      case Tok::Word: return "'" + t.text + "'";
      case Tok::At: return "@" + t.text;
      case Tok::AtNumber: return fmt::format("@{}", t.number);
      case Tok::Number: return fmt::format("{}", t.number);
      case Tok::String: return "'" + t.text + "' (a string)";
      case Tok::Brace: return "{" + t.text + "}";
      case Tok::LParen: return "'('";
      case Tok::RParen: return "')'";
      case Tok::Comma: return "','";
      case Tok::DQuote: return "'\"'";
      case Tok::Dot: return "'.'";
      case Tok::Arrow: return "'->'";
      case Tok::Plus: return "'+'";
      case Tok::Star: return "'*'";
      case Tok::Ge: return "'>='";
      case Tok::Le: return "'<='";
      case Tok::Eq: return "'=='";
      case Tok::Caret: return "'^'";
      case Tok::Dollar: return "'$'";
      case Tok::Pipe: return "'|'";
      case Tok::Amp: return "'&'";
      case Tok::CondOp: return "'?:'";
    }
    return "?";
  }

  void expect(Tok k, const char* what) {
    if (!accept(k)) fail(fmt::format("expected {}, found {}", what, describe(peek())));
  }

  // --- patterns -------------------------------------------------------

  static PatternPtr make(Pattern p) { return std::make_shared<const Pattern>(std::move(p)); }
  static FilterPtr make(Filter f) { return std::make_shared<const Filter>(std::move(f)); }

  // A node of two operands, a pattern's or a filter's.
  template <class Node>
  static std::shared_ptr<const Node> binary(typename Node::Kind k, std::shared_ptr<const Node> a,
                                            std::shared_ptr<const Node> b, int column) {
    Node n;
    n.kind = k;
    n.a = std::move(a);
    n.b = std::move(b);
    n.column = column;
    return make(std::move(n));
  }

  // pattern := term { '+' term }; term := factor { ('.' | '->') factor }
  PatternPtr pattern(bool coverage) {
    PatternPtr p = term(coverage);
    while (peek().kind == Tok::Plus) {
      int col = column();
      ++pos_;
      p = binary(Pattern::Kind::Alt, p, term(coverage), col);
    }
    return p;
  }

  PatternPtr term(bool coverage) {
    PatternPtr p = factor(coverage);
    for (;;) {
      int col = column();
      if (accept(Tok::Dot)) p = binary(Pattern::Kind::Concat, p, factor(coverage), col);
      else if (accept(Tok::Arrow)) p = binary(Pattern::Kind::Follows, p, factor(coverage), col);
      else return p;
    }
  }

  PatternPtr factor(bool coverage) {
    int col = column();
    PatternPtr p;
    if (coverage && accept(Tok::DQuote)) {
      Pattern q;
      q.kind = Pattern::Kind::Quote;
      q.a = pattern(false);
      q.column = col;
      expect(Tok::DQuote, "'\"' closing the quoted path pattern");
      return make(std::move(q));
    }
    p = primary(coverage);
    if (coverage) {
      if (peek().kind == Tok::Star || peek().kind == Tok::Ge || peek().kind == Tok::Le || peek().kind == Tok::Eq)
        fail("repetition is for path patterns: quote it, as in \"EDGES(ID)*\"");
      return p;
    }
    for (;;) {
      Pattern r;
      r.kind = Pattern::Kind::Repeat;
      r.column = column();
      if (accept(Tok::Star)) {
      } else if (accept(Tok::Ge)) {
        r.low = count();
      } else if (accept(Tok::Le)) {
        r.high = static_cast<int64_t>(count());
      } else if (accept(Tok::Eq)) {
        r.low = count();
        r.high = static_cast<int64_t>(r.low);
      } else {
        return p;
      }
      r.a = p;
      p = make(std::move(r));
    }
  }

  uint64_t count() {
    if (peek().kind != Tok::Number) fail(fmt::format("expected a number of repetitions, found {}", describe(peek())));
    return toks_[pos_++].number;
  }

  PatternPtr primary(bool coverage) {
    if (peek().kind == Tok::LParen) {
      // "(filter)" first, as FShell prefers it: a filter may go on with | and &.
      size_t save = pos_;
      int col = column();
      std::optional<ParseError> asFilter;
      try {
        FilterPtr f = filter();
        return atomOf(Pattern::Kind::Edges, f, col);
      } catch (const ParseError& e) {
        asFilter = e;
      }
      size_t filterFailed = pos_;
      pos_ = save;
      try {
        ++pos_;
        PatternPtr p = pattern(coverage);
        expect(Tok::RParen, "')'");
        return p;
      } catch (const ParseError& e) {
        if (pos_ < filterFailed) throw *asFilter;
        throw;
      }
    }
    return atom();
  }

  PatternPtr atomOf(Pattern::Kind k, FilterPtr f, int col, uint64_t bound = 0) {
    Pattern p;
    p.kind = k;
    p.filter = std::move(f);
    p.bound = bound;
    p.column = col;
    return make(std::move(p));
  }

  PatternPtr atom() {
    int col = column();
    if (peek().kind == Tok::Brace) fail("state predicates ({...}) are not supported");
    if (peek().kind == Tok::Word && peek(1).kind == Tok::LParen) {
      std::string w = upper(peek().text);
      if (w == "EDGES" || w == "NODES" || w == "PATHS") {
        pos_ += 2;
        FilterPtr f = filter();
        uint64_t bound = 0;
        if (w == "PATHS") {
          expect(Tok::Comma, "',' and the bound of PATHS(filter, k)");
          if (peek().kind != Tok::Number) fail(fmt::format("expected the bound k of PATHS(filter, k), found {}", describe(peek())));
          bound = toks_[pos_++].number;
          if (bound == 0) failAt(toks_[pos_ - 1].offset, "the bound of PATHS(filter, k) is at least 1");
        }
        expect(Tok::RParen, "')'");
        return atomOf(w == "EDGES" ? Pattern::Kind::Edges : w == "NODES" ? Pattern::Kind::Nodes : Pattern::Kind::Paths,
                      f, col, bound);
      }
      if (w == "DEPS") fail("DEPS(...) is not supported (data-flow coverage)");
    }
    return atomOf(Pattern::Kind::Edges, filter(), col);
  }

  // --- filters --------------------------------------------------------

  // filter := and { '|' and }; and := primary { '&' primary }: & binds tighter.
  FilterPtr filter() {
    FilterPtr f = filterAnd();
    while (peek().kind == Tok::Pipe) {
      int col = column();
      ++pos_;
      f = binary(Filter::Kind::Union, f, filterAnd(), col);
    }
    return f;
  }

  FilterPtr filterAnd() {
    FilterPtr f = filterPrimary();
    while (peek().kind == Tok::Amp) {
      int col = column();
      ++pos_;
      f = binary(Filter::Kind::Intersect, f, filterPrimary(), col);
    }
    return f;
  }

  std::string identifier(const std::string& fn) {
    if (peek().kind != Tok::Word) fail(fmt::format("expected a C identifier in @{}(...), found {}", fn, describe(peek())));
    return toks_[pos_++].text;
  }

  std::string string(const std::string& fn) {
    if (peek().kind != Tok::String)
      fail(fmt::format("expected a string in single quotes in @{}('...'), found {}", fn, describe(peek())));
    return toks_[pos_++].text;
  }

  uint64_t natural(const std::string& fn) {
    if (peek().kind != Tok::Number) fail(fmt::format("expected a number in @{}(...), found {}", fn, describe(peek())));
    return toks_[pos_++].number;
  }

  uint8_t stmtTypes() {
    uint8_t bits = 0;
    do {
      if (peek().kind == Tok::CondOp) {
        ++pos_;
        bits |= ir::kStmtCondOp;
        continue;
      }
      std::string w = peek().kind == Tok::Word ? upper(peek().text) : "";
      static const std::pair<const char*, uint8_t> kTypes[] = {
          {"IF", ir::kStmtIf}, {"FOR", ir::kStmtFor}, {"WHILE", ir::kStmtWhile}, {"SWITCH", ir::kStmtSwitch},
          {"ASSERT", ir::kStmtAssert}};
      auto it = std::find_if(std::begin(kTypes), std::end(kTypes), [&](const auto& t) { return w == t.first; });
      if (it == std::end(kTypes))
        fail(fmt::format("expected a statement type (IF, FOR, WHILE, SWITCH, ?:, ASSERT), found {}", describe(peek())));
      ++pos_;
      bits |= it->second;
    } while (accept(Tok::Comma));
    return bits;
  }

  FilterPtr filterPrimary() {
    Filter f;
    f.column = column();
    const Token& t = peek();
    if (t.kind == Tok::LParen) {
      ++pos_;
      FilterPtr inner = filter();
      expect(Tok::RParen, "')'");
      return inner;
    }
    if (t.kind == Tok::AtNumber) {
      ++pos_;
      f.kind = Filter::Kind::Line;
      f.number = t.number;
      return make(std::move(f));
    }
    if (t.kind == Tok::Word) {
      std::string w = upper(t.text);
      using K = Filter::Kind;
      static const std::pair<const char*, K> kOps[] = {
          {"NOT", K::Not}, {"UNION", K::Union}, {"INTERSECT", K::Intersect}, {"SETMINUS", K::Setminus}, {"COMPOSE", K::Compose}};
      auto op = std::find_if(std::begin(kOps), std::end(kOps), [&](const auto& o) { return w == o.first; });
      if (w == "ID" || w == "IDENTITY") {
        ++pos_;
        f.kind = K::Id;
        return make(std::move(f));
      }
      if (op != std::end(kOps)) {
        ++pos_;
        f.kind = op->second;
        expect(Tok::LParen, fmt::format("'(' after {}", w).c_str());
        f.a = filter();
        if (f.kind != K::Not) {
          expect(Tok::Comma, fmt::format("',' and a second filter of {}(a, b)", w).c_str());
          f.b = filter();
        }
        expect(Tok::RParen, "')'");
        return make(std::move(f));
      }
    }
    if (t.kind != Tok::At)
      fail(fmt::format("expected a filter (ID, @FUNC(f), @LINE(n), @DECISIONEDGE, ...), found {}", describe(t)));
    ++pos_;
    const std::string& fn = t.text;
    using K = Filter::Kind;
    static const std::pair<const char*, K> kPlain[] = {
        {"CALLS", K::Calls}, {"BASICBLOCKENTRY", K::BasicBlockEntry}, {"CONDITIONEDGE", K::ConditionEdge},
        {"DECISIONEDGE", K::DecisionEdge}, {"CONDITIONGRAPH", K::ConditionGraph}};
    static const std::pair<const char*, K> kNamed[] = {
        {"FUNC", K::Func}, {"LABEL", K::Label}, {"CALL", K::Call}, {"ENTRY", K::Entry}, {"EXIT", K::Exit}};
    static const std::pair<const char*, K> kText[] = {{"FILE", K::File}, {"EXPR", K::Expr}, {"REGEXP", K::Regexp}};
    static const std::pair<const char*, K> kNumber[] = {{"LINE", K::Line}, {"COLUMN", K::Column}};
    auto find = [&](const auto& table) -> const std::pair<const char*, K>* {
      for (const auto& e : table)
        if (fn == e.first) return &e;
      return nullptr;
    };
    if (auto* e = find(kPlain)) {
      f.kind = e->second;
      return make(std::move(f));
    }
    if (fn == "DEF" || fn == "USE") failAt(t.offset, fmt::format("@{} is not supported (data-flow coverage)", fn));
    if (fn == "PRED") failAt(t.offset, "@PRED is not supported (state predicates)");
    auto* named = find(kNamed);
    auto* text = find(kText);
    auto* number = find(kNumber);
    if (!named && !text && !number && fn != "STMTTYPE") failAt(t.offset, fmt::format("unknown filter function @{}", fn));
    expect(Tok::LParen, fmt::format("'(' after @{}", fn).c_str());
    if (named) {
      f.kind = named->second;
      f.text = identifier(fn);
    } else if (text) {
      f.kind = text->second;
      f.text = string(fn);
    } else if (number) {
      f.kind = number->second;
      f.number = natural(fn);
    } else {
      f.kind = K::StmtType;
      f.stmt = stmtTypes();
    }
    expect(Tok::RParen, "')'");
    return make(std::move(f));
  }
};

}  // namespace

Query parse(std::string_view text) { return Parser(text).query(); }

}  // namespace ferret::fql
