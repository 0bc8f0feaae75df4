// The call cache's graph operations (smg/cut.hpp): what a callee's
// arguments reach, the graph cut down to it, and an exit graph grafted back
// together with the caller's part, objects and values mapped, what the
// caller knew of its values (inequalities, counter relations) kept.
#include <gtest/gtest.h>

#include "smg/counters.hpp"
#include "smg/cut.hpp"

using namespace ferret::smg;

namespace {

// Two lists of two nodes each, a -> a2 and b -> b2, each node 16 bytes
// with its next link at 0.
struct TwoLists {
  Smg g;
  ObjectId a, a2, b, b2;
  TwoLists() {
    a = g.addObject(ObjectKind::Heap, Size::known(16), "a", true);
    a2 = g.addObject(ObjectKind::Heap, Size::known(16), "a2", true);
    b = g.addObject(ObjectKind::Heap, Size::known(16), "b", true);
    b2 = g.addObject(ObjectKind::Heap, Size::known(16), "b2", true);
    g.write(a, 0, 8, 1, g.addressOf(a2, 0));
    g.write(b, 0, 8, 1, g.addressOf(b2, 0));
  }
};

}  // namespace

TEST(SmgCut, ReachableFollowsFieldsFromTheRoots) {
  TwoLists t;
  std::vector<ValueId> args{t.g.addressOf(t.b, 0)};
  std::vector<bool> in = reachable(t.g, {}, args);
  EXPECT_FALSE(in[t.a]);
  EXPECT_FALSE(in[t.a2]);
  EXPECT_TRUE(in[t.b]);
  EXPECT_TRUE(in[t.b2]);
  // From the middle of a list, what comes before is not reached.
  std::vector<ValueId> middle{t.g.addressOf(t.b2, 0)};
  in = reachable(t.g, {}, middle);
  EXPECT_FALSE(in[t.b]);
  EXPECT_TRUE(in[t.b2]);
}

TEST(SmgCut, CutKeepsIdsAndDropsTheRest) {
  TwoLists t;
  ValueId x = t.g.fresh();
  t.g.write(t.a2, 8, 4, 2, x);  // held only by the part cut away
  std::vector<ValueId> args{t.g.addressOf(t.b, 0)};
  Smg cut = cutOut(t.g, reachable(t.g, {}, args), {}, args);
  EXPECT_FALSE(cut.object(t.a).exists);
  EXPECT_FALSE(cut.object(t.a2).exists);
  ASSERT_TRUE(cut.object(t.b).exists);
  EXPECT_EQ(cut.pointsTo(cut.read(t.b, 0, 8, 1))->object, t.b2);
  EXPECT_FALSE(cut.valueExists(x));
}

TEST(SmgCut, GraftMapsObjectsAndGluedValues) {
  TwoLists t;
  // The callee gets b's list; the caller keeps a's, and a2 points to b2
  // as well (an address the two parts share: glued).
  ValueId shared = t.g.addressOf(t.b2, 0);
  t.g.write(t.a2, 0, 8, 1, shared);
  ValueId n = t.g.fresh(), m = t.g.fresh();
  t.g.write(t.a, 8, 4, 2, n);
  t.g.write(t.a2, 8, 4, 2, m);
  ASSERT_EQ(t.g.assumeNeq(n, m), Assume::Refined);
  std::vector<ValueId> args{t.g.addressOf(t.b, 0)};
  std::vector<bool> in = reachable(t.g, {}, args);
  std::vector<ValueId> keep{args[0], shared};
  Smg exit = cutOut(t.g, in, {}, keep);
  // The callee frees b and leaves b2.
  exit.invalidate(t.b, Validity::Freed);

  std::vector<bool> outside(t.g.objectCount());
  for (ObjectId o = 1; o < outside.size(); ++o) outside[o] = !in[o];
  Graft graft(exit, t.g, outside);
  graft.glue(shared, shared);  // its value in the exit graph
  graft.copyObjects();
  ASSERT_TRUE(graft.copied(t.a));
  ASSERT_FALSE(graft.copied(t.b));
  ObjectId a = graft.object(t.a), a2 = graft.object(t.a2);
  EXPECT_EQ(exit.pointsTo(exit.read(a, 0, 8, 1))->object, a2);
  EXPECT_EQ(exit.pointsTo(exit.read(a2, 0, 8, 1))->object, t.b2);
  EXPECT_EQ(exit.object(t.b).validity, Validity::Freed);
  ASSERT_TRUE(graft.relations());
  EXPECT_TRUE(exit.proveNeq(graft.value(n), graft.value(m)));
  EXPECT_TRUE(graft.has(n));
  EXPECT_FALSE(graft.has(args[0]));
}

TEST(SmgCut, GraftCarriesCounterRelationsAndSeesContradictions) {
  Smg caller;
  ObjectId o = caller.addObject(ObjectKind::Stack, Size::known(8), "o", false);
  ValueId x = caller.fresh(), y = caller.fresh();
  caller.write(o, 0, 4, 2, x);
  caller.write(o, 4, 4, 2, y);
  ASSERT_NE(caller.relate({{{x, 1}, {y, -1}}, -1}, Rel::Eq), Assume::Infeasible);  // x = y + 1
  // The exit graph knows y (glued) is 5: x comes back as 6.
  Smg exit;
  ValueId y5 = exit.freshIn({5, 5});
  std::vector<bool> outside(caller.objectCount(), true);
  Graft graft(exit, caller, outside);
  graft.glue(y, exit.fresh());
  ValueId gy = graft.value(y);
  ASSERT_EQ(exit.assumeEq(gy, y5), Assume::Refined);
  graft.copyObjects();
  ASSERT_TRUE(graft.relations());
  EXPECT_EQ(exit.constantOf(graft.value(x)), 6);

  // An exit that says y > x contradicts them: no state.
  Smg bad;
  ValueId by = bad.fresh(), bx = bad.fresh();
  ASSERT_NE(bad.relate({{{by, 1}, {bx, -1}}, -1}, Rel::Ge), Assume::Infeasible);
  Graft g2(bad, caller, outside);
  g2.glue(x, bx);
  g2.glue(y, by);
  g2.copyObjects();
  EXPECT_FALSE(g2.relations());
}
