// The FQL parser: every construct of FShell's grammar, read back through
// the canonical printer, and syntax errors with their column.
#include <gtest/gtest.h>

#include "fql/parser.hpp"

namespace ferret::fql {
namespace {

std::string roundTrip(const std::string& q) { return print(parse(q)); }

struct Case {
  const char* query;
  const char* printed;
};

TEST(FqlParser, EveryConstruct) {
  const Case cases[] = {
      // The query's frame: scope, anchors, passing clause.
      {"COVER EDGES(@DECISIONEDGE)", "COVER EDGES(@DECISIONEDGE)"},
      {"IN @FUNC(f) COVER EDGES(@DECISIONEDGE)", "IN @FUNC(f) COVER EDGES(@DECISIONEDGE)"},
      // The scope written last, as issue 17 writes it.
      {"COVER EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE) IN @FUNC(f)",
       "IN @FUNC(f) COVER (EDGES(@DECISIONEDGE) -> EDGES(@DECISIONEDGE))"},
      {"COVER @LINE(3) PASSING @CALL(g) IN @FUNC(f)", "IN @FUNC(f) COVER EDGES(@LINE(3)) PASSING EDGES(@CALL(g))"},
      {"COVER ^EDGES(ID)$", "COVER ^EDGES(ID)$"},
      {"COVER @LINE(3) PASSING ^@FUNC(main)*$", "COVER EDGES(@LINE(3)) PASSING ^EDGES(@FUNC(main))*$"},
      {"cover edges(@decisionedge) passing @call(g)", "COVER EDGES(@DECISIONEDGE) PASSING EDGES(@CALL(g))"},
      // Coverage patterns: . -> + and quotes; a filter alone is EDGES of it.
      {"COVER @LINE(1) . @LINE(2)", "COVER (EDGES(@LINE(1)) . EDGES(@LINE(2)))"},
      {"COVER @LINE(1) -> @LINE(2)", "COVER (EDGES(@LINE(1)) -> EDGES(@LINE(2)))"},
      {"COVER @LINE(1) + @LINE(2) . @LINE(3)", "COVER (EDGES(@LINE(1)) + (EDGES(@LINE(2)) . EDGES(@LINE(3))))"},
      {"COVER (@LINE(1) + @LINE(2)) . @LINE(3)", "COVER ((EDGES(@LINE(1)) + EDGES(@LINE(2))) . EDGES(@LINE(3)))"},
      {"COVER \"EDGES(ID)*\" . @CALL(g) . \"EDGES(ID)*\"",
       "COVER ((\"EDGES(ID)*\" . EDGES(@CALL(g))) . \"EDGES(ID)*\")"},
      {"COVER NODES(@FUNC(f))", "COVER NODES(@FUNC(f))"},
      {"COVER PATHS(@FUNC(f), 2)", "COVER PATHS(@FUNC(f), 2)"},
      // Path patterns: repetition.
      {"COVER \"@LINE(1)>=2 . @LINE(2)<=3 . @LINE(3)==4 + ID*\"",
       "COVER \"(((EDGES(@LINE(1))>=2 . EDGES(@LINE(2))<=3) . EDGES(@LINE(3))==4) + EDGES(ID)*)\""},
      {"COVER \"(@LINE(1) -> @LINE(2))*\"", "COVER \"(EDGES(@LINE(1)) -> EDGES(@LINE(2)))*\""},
      // Filters.
      {"COVER @FILE('a.c') & @LINE(7) & @COLUMN(3)", "COVER EDGES(((@FILE('a.c') & @LINE(7)) & @COLUMN(3)))"},
      {"COVER @7", "COVER EDGES(@LINE(7))"},
      {"COVER @LABEL(ERROR) | @CALLS | @ENTRY(f) | @EXIT(f)",
       "COVER EDGES((((@LABEL(ERROR) | @CALLS) | @ENTRY(f)) | @EXIT(f)))"},
      {"COVER @EXPR('x > 0') | @REGEXP('a\\\\d+')", "COVER EDGES((@EXPR('x > 0') | @REGEXP('a\\\\d+')))"},
      {"COVER @BASICBLOCKENTRY | @CONDITIONEDGE | @CONDITIONGRAPH",
       "COVER EDGES(((@BASICBLOCKENTRY | @CONDITIONEDGE) | @CONDITIONGRAPH))"},
      {"COVER @STMTTYPE(IF, FOR, WHILE, SWITCH, ?:, ASSERT)", "COVER EDGES(@STMTTYPE(IF,FOR,WHILE,SWITCH,?:,ASSERT))"},
      {"COVER @LINE(1) | @LINE(2) & @LINE(3)", "COVER EDGES((@LINE(1) | (@LINE(2) & @LINE(3))))"},
      {"COVER (@LINE(1) | @LINE(2)) & @LINE(3)", "COVER EDGES(((@LINE(1) | @LINE(2)) & @LINE(3)))"},
      {"COVER NOT(@CALLS)", "COVER EDGES(NOT(@CALLS))"},
      {"COVER UNION(@CALLS, @LINE(2))", "COVER EDGES((@CALLS | @LINE(2)))"},
      {"COVER INTERSECT(@CALLS, @LINE(2))", "COVER EDGES((@CALLS & @LINE(2)))"},
      {"COVER SETMINUS(@FUNC(f), @CALLS)", "COVER EDGES(SETMINUS(@FUNC(f), @CALLS))"},
      {"COVER COMPOSE(@DECISIONEDGE, @FUNC(f))", "COVER EDGES(COMPOSE(@DECISIONEDGE, @FUNC(f)))"},
      {"COVER IDENTITY", "COVER EDGES(ID)"},
      // A function named like a keyword, quotes in strings, comments.
      {"COVER @FUNC(in) . @CALL(cover)", "COVER (EDGES(@FUNC(in)) . EDGES(@CALL(cover)))"},
      {"COVER @FILE('it\\'s.c')", "COVER EDGES(@FILE('it\\'s.c'))"},
      {"// branches of f\nIN @FUNC(f) // scope\nCOVER EDGES(@DECISIONEDGE)", "IN @FUNC(f) COVER EDGES(@DECISIONEDGE)"},
  };
  for (const Case& c : cases) EXPECT_EQ(roundTrip(c.query), c.printed) << c.query;
}

TEST(FqlParser, PrintedQueriesParseBackTheSame) {
  const char* queries[] = {
      "IN @FUNC(f) COVER ^(EDGES(@DECISIONEDGE) -> \"EDGES(ID)*\") + NODES(ID) PASSING ^EDGES(ID)*$",
      "COVER PATHS(SETMINUS(@FUNC(f), @CALLS), 1) . EDGES(@STMTTYPE(IF,?:))",
  };
  for (const char* q : queries) EXPECT_EQ(roundTrip(roundTrip(q)), roundTrip(q)) << q;
}

TEST(FqlParser, StructureOfAQuery) {
  Query q = parse("IN @FUNC(f) COVER ^ EDGES(@DECISIONEDGE) -> PATHS(ID, 3) $ PASSING ^ @CALL(g) $");
  ASSERT_TRUE(q.scope);
  EXPECT_EQ(q.scope->kind, Filter::Kind::Func);
  EXPECT_EQ(q.scope->text, "f");
  EXPECT_TRUE(q.coverStart && q.coverEnd && q.passingStart && q.passingEnd);
  ASSERT_EQ(q.cover->kind, Pattern::Kind::Follows);
  EXPECT_EQ(q.cover->b->kind, Pattern::Kind::Paths);
  EXPECT_EQ(q.cover->b->bound, 3u);
  EXPECT_EQ(q.passing->filter->kind, Filter::Kind::Call);
  Filter::Kind st = parse("COVER @STMTTYPE(SWITCH)").cover->filter->kind;
  EXPECT_EQ(st, Filter::Kind::StmtType);
}

// The message of a query's error, which starts with where.
std::string errorOf(const std::string& q) {
  try {
    parse(q);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(FqlParser, SyntaxErrorsGiveTheColumn) {
  EXPECT_EQ(errorOf("EDGES(ID)"), "column 1: a query starts with COVER (or IN filter COVER)");
  EXPECT_EQ(errorOf("COVER EDGES(@DECISIONEDGE"), "column 26: expected ')', found the end of the query");
  EXPECT_EQ(errorOf("COVER EDGES(@LINE(x))"), "column 19: expected a number in @LINE(...), found 'x'");
  EXPECT_EQ(errorOf("COVER @FOO"), "column 7: unknown filter function @FOO");
  EXPECT_EQ(errorOf("COVER @LINE(1) ; @LINE(2)"), "column 16: unexpected character ';'");
  EXPECT_EQ(errorOf("COVER @FILE('a.c)"), "column 13: unterminated string (a string is in single quotes on one line)");
  EXPECT_EQ(errorOf("COVER @FILE(\"a.c\")"), "column 13: expected a string in single quotes in @FILE('...'), found '\"'");
  EXPECT_EQ(errorOf("COVER PATHS(ID, 0)"), "column 17: the bound of PATHS(filter, k) is at least 1");
  EXPECT_EQ(errorOf("COVER PATHS(ID)"), "column 15: expected ',' and the bound of PATHS(filter, k), found ')'");
  EXPECT_EQ(errorOf("COVER @LINE(1) PASSING"), "column 23: expected a filter (ID, @FUNC(f), @LINE(n), @DECISIONEDGE, ...), found the end of the query");
  EXPECT_EQ(errorOf("IN @FUNC(f) COVER EDGES(@DECISIONEDGE) IN @FUNC(g)"),
            "column 40: a second IN filter: the query has one scope");
  EXPECT_EQ(errorOf("COVER @LINE(1) IN @FUNC(f) PASSING @CALL(g)"),
            "column 28: expected the end of the query after IN filter, found 'PASSING'");
  EXPECT_EQ(errorOf("COVER EDGES(ID)*"), "column 16: repetition is for path patterns: quote it, as in \"EDGES(ID)*\"");
  EXPECT_EQ(errorOf("COVER \"@LINE(1)"), "column 16: expected '\"' closing the quoted path pattern, found the end of the query");
  EXPECT_EQ(errorOf("COVER @STMTTYPE(IF, DO)"), "column 21: expected a statement type (IF, FOR, WHILE, SWITCH, ?:, ASSERT), found 'DO'");
  EXPECT_EQ(errorOf("COVER SETMINUS(@CALLS)"), "column 22: expected ',' and a second filter of SETMINUS(a, b), found ')'");
  EXPECT_EQ(errorOf("COVER @LINE(99999999999)"), "column 13: number too large");
  EXPECT_EQ(errorOf("IN @FUNC(f) EDGES(ID)"), "column 13: expected COVER after the IN filter");
  // Multi-line queries: line and column.
  EXPECT_EQ(errorOf("IN @FUNC(f)\nCOVER EDGES(@DECISIONEDGE\n  PASSING @CALL(g)"),
            "line 3, column 3: expected ')', found 'PASSING'");
}

TEST(FqlParser, UnsupportedPartsAreNamed) {
  EXPECT_EQ(errorOf("COVER {x > 0}"), "column 7: state predicates ({...}) are not supported");
  EXPECT_EQ(errorOf("COVER @DEF(x)"), "column 7: @DEF is not supported (data-flow coverage)");
  EXPECT_EQ(errorOf("COVER @USE(x)"), "column 7: @USE is not supported (data-flow coverage)");
  EXPECT_EQ(errorOf("COVER @PRED(x)"), "column 7: @PRED is not supported (state predicates)");
  EXPECT_EQ(errorOf("COVER DEPS(ID, ID, ID)"), "column 7: DEPS(...) is not supported (data-flow coverage)");
}

TEST(FqlParser, ErrorsCarryLineAndColumn) {
  try {
    parse("COVER\n  @BAD");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.column, 3);
  }
}

}  // namespace
}  // namespace ferret::fql
