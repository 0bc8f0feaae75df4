// Canonical form: graphs equal up to renaming of objects and values (other
// allocation order, other ids, junk nothing reaches) compare and hash equal;
// one inequality, one field, one interval or one sharing of a value more or
// less makes them unequal.
#include <gtest/gtest.h>

#include "smg/canon.hpp"

using namespace ferret::smg;

namespace {

constexpr FieldType kPtr = 1;
constexpr FieldType kInt = 2;

// A program state: a stack variable `head` pointing to a list of nodes
// {next at 0, data at 8}, allocated in the order `order` gives, with the
// data values made in that order too.
struct State {
  Smg g;
  ObjectId head;
  std::vector<ObjectId> nodes;
  std::vector<ValueId> data;

  explicit State(std::vector<int> order, int junk = 0) {
    for (int i = 0; i < junk; ++i) g.fresh();
    head = g.addObject(ObjectKind::Stack, Size::known(8), "head", false);
    nodes.resize(order.size());
    data.resize(order.size());
    for (int i : order) {
      nodes[i] = g.addObject(ObjectKind::Heap, Size::known(16), "node" + std::to_string(i), false);
      data[i] = g.fresh();
    }
    for (size_t i = 0; i < nodes.size(); ++i) {
      ValueId next = i + 1 < nodes.size() ? g.addressOf(nodes[i + 1], 0) : kZero;
      g.write(nodes[i], 0, 8, kPtr, next);
      g.write(nodes[i], 8, 4, kInt, data[i]);
    }
    g.write(head, 0, 8, kPtr, g.addressOf(nodes[0], 0));
  }
  Canonical canon(std::vector<ValueId> regs = {}) const {
    std::vector<ObjectId> roots{head};
    return canonicalize(g, roots, regs);
  }
};

}  // namespace

TEST(SmgCanon, EqualUpToRenaming) {
  State a({0, 1, 2}), b({2, 0, 1}, 5);
  EXPECT_NE(a.nodes, b.nodes);
  EXPECT_EQ(a.canon(), b.canon());
  EXPECT_EQ(a.canon().hash, b.canon().hash);
  // The walk tells which object is which.
  EXPECT_EQ(b.canon().objects, (std::vector<ObjectId>{b.head, b.nodes[0], b.nodes[1], b.nodes[2]}));
}

TEST(SmgCanon, GarbageAndLabelsDoNotCount) {
  State a({0, 1}), b({1, 0});
  ObjectId lost = b.g.addObject(ObjectKind::Heap, Size::known(8), "lost", false);
  b.g.write(lost, 0, 4, kInt, b.g.constant(3));
  EXPECT_EQ(a.canon(), b.canon());
}

TEST(SmgCanon, OneInequalityMore) {
  State a({0, 1}), b({1, 0});
  b.g.assumeNeq(b.data[0], b.data[1]);
  EXPECT_NE(a.canon(), b.canon());
  a.g.assumeNeq(a.data[1], a.data[0]);
  EXPECT_EQ(a.canon(), b.canon());
}

TEST(SmgCanon, InequalityWithAConstantNothingElseHolds) {
  State a({0, 1}), b({0, 1});
  a.g.assumeNeq(a.data[0], a.g.constant(5));
  b.g.assumeNeq(b.data[0], b.g.constant(6));
  EXPECT_NE(a.canon(), b.canon());
  State c({1, 0});
  c.g.assumeNeq(c.data[0], c.g.constant(5));
  EXPECT_EQ(a.canon(), c.canon());
}

TEST(SmgCanon, OneFieldDifferent) {
  State a({0, 1}), b({0, 1});
  b.g.write(b.nodes[1], 8, 4, kInt, b.g.constant(1));
  EXPECT_NE(a.canon(), b.canon());
  State c({0, 1});
  c.g.write(c.nodes[1], 12, 4, kInt, c.g.fresh());
  EXPECT_NE(a.canon(), c.canon());
}

TEST(SmgCanon, SharingAValueIsNotHavingTwo) {
  State a({0, 1}), b({0, 1});
  EXPECT_EQ(b.g.assumeEq(b.data[0], b.data[1]), Assume::Refined);
  EXPECT_NE(a.canon(), b.canon());
}

TEST(SmgCanon, IntervalsValidityAndDefinednessCount) {
  State a({0, 1}), b({0, 1}), c({0, 1}), d({0, 1});
  b.g.assumeCmp(b.data[0], Cmp::Gt, 0);
  EXPECT_NE(a.canon(), b.canon());
  c.g.invalidate(c.nodes[1], Validity::Freed);
  EXPECT_NE(a.canon(), c.canon());
  d.g.scramble(d.nodes[1], 12, 4);
  EXPECT_NE(a.canon(), d.canon());
}

TEST(SmgCanon, RegistersAreRootsInOrder) {
  State a({0, 1}), b({1, 0});
  EXPECT_EQ(a.canon({a.data[1], kZero}), b.canon({b.data[1], kZero}));
  EXPECT_NE(a.canon({a.data[1], kZero}), b.canon({b.data[0], kZero}));
  EXPECT_NE(a.canon({a.data[1]}), a.canon());
}

TEST(SmgCanon, PruningChangesNothingTheRootsReach) {
  State a({0, 1, 2}, 3);
  Canonical before = a.canon({a.data[2]});
  a.g.assumeNeq(a.data[0], a.g.constant(9));
  a.g.assumeNeq(a.g.fresh(), a.data[1]);  // with a value nothing holds: says nothing
  Canonical bounded = a.canon({a.data[2]});
  EXPECT_NE(before, bounded);
  std::vector<ValueId> regs{a.data[2]};
  a.g.prune(regs);
  EXPECT_EQ(a.canon({a.data[2]}), bounded);
  EXPECT_EQ(a.g.inequalities().size(), 1u);
}
