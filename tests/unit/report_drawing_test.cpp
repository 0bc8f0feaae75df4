// The HTML report's drawings of concrete memory: DOT from a heap graph, and
// SVG from DOT through Graphviz's library.
#include <gtest/gtest.h>

#include <stdexcept>

#include "report/heap_dot.hpp"
#include "report/svg.hpp"

namespace ferret::report {
namespace {

sem::HeapGraph twoNodes() {
  sem::HeapGraph g;
  g.objects.push_back({"heap block of 16 bytes allocated by malloc", mem::Kind::Heap, mem::Status::Live, 16, true,
                       {{8, 1, 4}}});
  g.objects.push_back({"heap block of 16 bytes allocated by malloc", mem::Kind::Heap, mem::Status::Freed, 16, true, {}});
  g.objects.push_back({"heap block of 8 bytes allocated by calloc", mem::Kind::Heap, mem::Status::Live, 8, false, {}});
  g.variables.push_back({"list", "main", 0, {0, 0, 0}});
  g.omitted = 3;
  return g;
}

TEST(HeapDot, ObjectsPointersVariables) {
  std::string dot = heapDot(twoNodes(), "error");
  EXPECT_NE(dot.find("digraph \"error\""), std::string::npos) << dot;
  // A pointer at offset 8 into the second block, 4 bytes in.
  EXPECT_NE(dot.find("o0:p8 -> o1 [label=\"+4\"]"), std::string::npos) << dot;
  EXPECT_NE(dot.find("|<p8> +8"), std::string::npos) << dot;
  EXPECT_NE(dot.find("(FREED)"), std::string::npos) << dot;
  EXPECT_NE(dot.find("(LOST)"), std::string::npos) << dot;
  EXPECT_NE(dot.find("v0 -> o0;"), std::string::npos) << dot;
  EXPECT_NE(dot.find("main: list"), std::string::npos) << dot;
  EXPECT_NE(dot.find("3 more objects not shown"), std::string::npos) << dot;
}

TEST(Svg, DrawsDot) {
  std::string svg = dotToSvg(heapDot(twoNodes(), "error"));
  EXPECT_EQ(svg.rfind("<svg", 0), 0u) << svg.substr(0, 200);
  EXPECT_NE(svg.find("FREED"), std::string::npos);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
}

TEST(Svg, RefusesWhatIsNotDot) { EXPECT_THROW(dotToSvg("digraph {"), std::runtime_error); }

}  // namespace
}  // namespace ferret::report
