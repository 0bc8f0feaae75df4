// The DOT picture of an SMG shows objects with their fields, values with
// their constants, points-to edges with offsets, nullified blocks and
// inequalities, and stays well-formed whatever the labels hold.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>

#include "report/smg_dot.hpp"

using namespace ferret;
using namespace ferret::smg;

namespace {

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST(SmgDot, ShowsObjectsFieldsValuesAndEdges) {
  Smg g;
  ObjectId glob = g.addObject(ObjectKind::Global, Size::known(8), "list", true);
  ObjectId node = g.addObject(ObjectKind::Heap, Size::known(16), "say \"hi\"", true);
  ObjectId gone = g.addObject(ObjectKind::Heap, Size::known(4), "old", false);
  g.invalidate(gone, Validity::Freed);
  ValueId p = g.addressOf(node, 8);
  g.write(glob, 0, 8, 1, p);
  ValueId u = g.fresh();
  g.write(node, 0, 4, 2, u);
  g.assumeNeq(u, g.constant(7));
  std::string dot = report::smgDot(g, "heap");

  EXPECT_EQ(dot.rfind("digraph \"heap\" {", 0), 0u);
  EXPECT_EQ(dot.substr(dot.size() - 2), "}\n");
  EXPECT_EQ(std::count(dot.begin(), dot.end(), '{'), std::count(dot.begin(), dot.end(), '}'));
  EXPECT_TRUE(has(dot, fmt::format("label=\"#{} global 'list' size 8\"", glob)));
  EXPECT_TRUE(has(dot, "'say \\\"hi\\\"'"));
  EXPECT_TRUE(has(dot, fmt::format("#{} heap 'old' size 4 FREED", gone)));
  // The global's pointer field, its value, and where the value points.
  EXPECT_TRUE(has(dot, fmt::format("o{}f0 -> v{};", glob, p)));
  EXPECT_TRUE(has(dot, fmt::format("v{} -> o{} [label=\"+8\"];", p, node)));
  // What is left of the node's nullified block after the write.
  EXPECT_TRUE(has(dot, "label=\"[4, 16) = 0\""));
  EXPECT_TRUE(has(dot, fmt::format("v{} -> v{} [dir=none", std::min(u, g.constant(7)), std::max(u, g.constant(7)))));
  EXPECT_TRUE(has(dot, "label=\"7\""));
}
