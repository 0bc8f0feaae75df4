// <search.h>: binary trees (tsearch, tfind, tdelete, twalk, twalk_r,
// tdestroy), linear search (lsearch, lfind) and the one hash table
// (hcreate, hsearch, hdestroy).
//
// The trees are glibc's red-black trees, built by the same decisions
// (Sedgewick's top-down insertion, splitting nodes with two red children
// on the way down; deletion by the successor with the parents kept on a
// stack), so twalk visits the nodes in the shape and at the depths a
// native run shows.  Each node is a heap block of the program's named
// "tsearch", laid out as glibc's: the key pointer first (what a program
// reads through the node tsearch returns), then the left link with the
// node's colour in its low bit, then the right link.  Every link is read
// and written as a checked access, so a node used after tdelete or
// tdestroy freed it is a use after free, and a tree never destroyed leaks.
#include <cerrno>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr std::string_view kNode = "tsearch";

// A tree operation: the program's comparator and the links of its nodes.
// A "slot" is the address of a link (the program's root variable, or a
// node's left or right field); a node is a pointer to a node block.
struct Tree {
  Call& c;
  Word compar;
  const char* fn = fnName(c);
  unsigned pb = c.ex.program().ptrBytes;

  static bool none(const Word& n) { return n.v == 0 && n.p == mem::kNoObj; }
  // A link, or the program's root variable (which must be initialised:
  // `void *root;` without `= NULL` is a classic misuse).
  Word load(const Word& at) {
    Word w = c.ex.loadPointer(at, fn);
    if (w.u) c.ex.requireDefined(w, fmt::format("the tree pointer {} reads", fn).c_str());
    return w;
  }
  Word deref(const Word& slot) {
    Word n = load(slot);
    n.v &= ~uint64_t{1};
    if (n.v == 0) n.p = mem::kNoObj;
    return n;
  }
  Word leftSlot(const Word& n) { return offsetPtr(n, pb); }
  Word rightSlot(const Word& n) { return offsetPtr(n, 2 * pb); }
  Word left(const Word& n) { return deref(leftSlot(n)); }
  Word right(const Word& n) { return deref(rightSlot(n)); }
  bool red(const Word& n) { return !none(n) && (load(leftSlot(n)).v & 1); }
  void paint(const Word& n, bool isRed) {
    Word l = load(leftSlot(n));
    l.v = (l.v & ~uint64_t{1}) | (isRed ? 1 : 0);
    c.ex.storePointer(leftSlot(n), l, fn);
  }
  // A link changed, the colour bit it carries (a left link's) kept.
  void link(const Word& slot, Word n) {
    n.v |= load(slot).v & 1;
    c.ex.storePointer(slot, n, fn);
  }
  void setLeft(const Word& n, const Word& l) { link(leftSlot(n), l); }
  void setRight(const Word& n, const Word& r) { c.ex.storePointer(rightSlot(n), r, fn); }
  int compare(const Word& key, const Word& n) {
    Word r = c.ex.callFunction(compar, {key, load(n)}, c.loc);
    c.ex.requireDefined(r, fmt::format("the result of {}'s comparator", fn).c_str());
    return static_cast<int32_t>(r.v);
  }

  void splitForInsert(const Word& slot, const Word* parentSlot, const Word* grandSlot, int pr, int gpr, bool mustFix);
  Word insert(const Word& key, const Word& rootSlot);
  Word remove(const Word& key, const Word& rootSlot);
  void rebalanceAfterRemove(std::vector<Word>& stack, Word r);
  void walk(const Word& n, const Word& action, const Word* closure, int depth);
  void destroy(const Word& n, const Word& freefct);
};

// The node at *slot, reached from *parentSlot and *grandSlot by the
// comparisons pr and gpr: with two red children it turns red and they
// black (a 4-node split), and two red links in a row are rotated away.
// mustFix: a new red leaf is there, only the rotation is needed.
void Tree::splitForInsert(const Word& slot, const Word* parentSlot, const Word* grandSlot, int pr, int gpr,
                          bool mustFix) {
  Word n = deref(slot);
  Word l = left(n), r = right(n);
  if (!mustFix && !(red(l) && red(r))) return;
  paint(n, true);
  if (!none(r)) paint(r, false);
  if (!none(l)) paint(l, false);
  if (!parentSlot || !grandSlot || !red(deref(*parentSlot))) return;
  Word g = deref(*grandSlot), p = deref(*parentSlot);
  if ((pr > 0) != (gpr > 0)) {
    // A zig-zag: n goes up, with p and g as its children.
    paint(p, true);
    paint(g, true);
    paint(n, false);
    if (pr < 0) {
      setLeft(p, r);
      link(rightSlot(n), p);
      setRight(g, l);
      link(leftSlot(n), g);
    } else {
      setRight(p, l);
      link(leftSlot(n), p);
      setLeft(g, r);
      link(rightSlot(n), g);
    }
    link(*grandSlot, n);
    return;
  }
  // Both links lean the same way: p goes up, g becomes its child.
  link(*grandSlot, p);
  paint(p, false);
  paint(g, true);
  if (pr < 0) {
    setLeft(g, right(p));
    setRight(p, g);
  } else {
    setRight(g, left(p));
    setLeft(p, g);
  }
}

Word Tree::insert(const Word& key, const Word& rootSlot) {
  Word slot = rootSlot, next = rootSlot;
  std::optional<Word> parent, grand;
  int r = 0, pr = 0, gpr = 0;
  if (Word top = deref(rootSlot); !none(top)) paint(top, false);
  while (!none(deref(next))) {
    Word n = deref(slot);
    r = compare(key, n);
    if (r == 0) return n;
    splitForInsert(slot, parent ? &*parent : nullptr, grand ? &*grand : nullptr, pr, gpr, false);
    next = r < 0 ? leftSlot(n) : rightSlot(n);
    if (none(deref(next))) break;
    grand = parent;
    parent = slot;
    slot = next;
    gpr = pr;
    pr = r;
  }
  Word q = c.ex.pointerTo(c.ex.allocHeap(3 * pb, false, kNode.data()));
  link(next, q);
  c.ex.storePointer(q, key, fn);
  c.ex.storePointer(leftSlot(q), Word{1, 0, mem::kNoObj}, fn);  // red, no left child
  c.ex.storePointer(rightSlot(q), Word{}, fn);
  if (next.v != slot.v) splitForInsert(next, &slot, parent ? &*parent : nullptr, r, pr, true);
  return q;
}

// One black link less below the last slot of `stack`: recolour and rotate
// up the path until the deficit is absorbed (r red, or the root reached).
void Tree::rebalanceAfterRemove(std::vector<Word>& stack, Word r) {
  while (!stack.empty() && !red(r)) {
    Word pp = stack.back();
    Word p = deref(pp);
    bool isLeft = r.v == left(p).v;
    auto near = [&](const Word& n) { return isLeft ? left(n) : right(n); };
    auto far = [&](const Word& n) { return isLeft ? right(n) : left(n); };
    auto setNear = [&](const Word& n, const Word& v) { isLeft ? setLeft(n, v) : setRight(n, v); };
    auto setFar = [&](const Word& n, const Word& v) { isLeft ? setRight(n, v) : setLeft(n, v); };
    Word q = far(p);
    if (red(q)) {
      // A red sibling: rotate it above p so the sibling is black.
      paint(q, false);
      paint(p, true);
      setFar(p, near(q));
      setNear(q, p);
      link(pp, q);
      pp = isLeft ? leftSlot(q) : rightSlot(q);
      stack.push_back(pp);
      q = far(p);
    }
    if (!red(near(q)) && !red(far(q))) {
      paint(q, true);
      r = p;
      stack.pop_back();
      continue;
    }
    bool pRed = red(p);
    if (!red(far(q))) {
      Word q2 = near(q);
      paint(q2, pRed);
      setFar(p, near(q2));
      setNear(q, far(q2));
      setFar(q2, q);
      setNear(q2, p);
      link(pp, q2);
      paint(p, false);
    } else {
      paint(q, pRed);
      paint(p, false);
      paint(far(q), false);
      setFar(p, near(q));
      setNear(q, p);
      link(pp, q);
    }
    return;
  }
  if (!none(r)) paint(r, false);
}

// tdelete: the parent of the node removed (the root itself when the root
// held the key), null when no node holds it.
Word Tree::remove(const Word& key, const Word& rootSlot) {
  Word slot = rootSlot;
  Word p = deref(slot);
  if (none(p)) return Word{};
  std::vector<Word> stack;
  Word n = p;
  for (int cmp; (cmp = compare(key, n)) != 0;) {
    stack.push_back(slot);
    p = deref(slot);
    slot = cmp < 0 ? leftSlot(p) : rightSlot(p);
    n = deref(slot);
    if (none(n)) return Word{};
  }
  Word parent = p;
  // A node with two children takes its successor's key; the successor,
  // with at most one child, is the node unchained.
  Word unchained = n;
  if (!none(left(n)) && !none(right(n))) {
    Word parentSlot = slot, up = rightSlot(n);
    for (;;) {
      stack.push_back(parentSlot);
      parentSlot = up;
      if (none(left(deref(up)))) break;
      up = leftSlot(deref(up));
    }
    unchained = deref(up);
  }
  Word child = left(unchained);
  if (none(child)) child = right(unchained);
  if (stack.empty()) {
    link(slot, child);
  } else {
    Word q = deref(stack.back());
    if (unchained.v == right(q).v)
      setRight(q, child);
    else
      setLeft(q, child);
  }
  if (unchained.v != n.v) c.ex.storePointer(n, load(unchained), fn);
  if (!red(unchained)) rebalanceAfterRemove(stack, child);
  c.ex.freeHeap(unchained, fn);
  return parent;
}

// VISIT: preorder 0, postorder 1, endorder 2, leaf 3.  twalk's action
// gets the depth; twalk_r's gets its closure instead.
void Tree::walk(const Word& n, const Word& action, const Word* closure, int depth) {
  auto visit = [&](int which) {
    Word third = closure ? *closure : Word{static_cast<uint64_t>(depth), 0, mem::kNoObj};
    c.ex.callFunction(action, {n, Word{static_cast<uint64_t>(which), 0, mem::kNoObj}, third}, c.loc);
  };
  Word l = left(n), r = right(n);
  if (none(l) && none(r)) return visit(3);
  visit(0);
  if (!none(l)) walk(l, action, closure, depth + 1);
  visit(1);
  if (!none(r)) walk(r, action, closure, depth + 1);
  visit(2);
}

void Tree::destroy(const Word& n, const Word& freefct) {
  if (Word l = left(n); !none(l)) destroy(l, freefct);
  if (Word r = right(n); !none(r)) destroy(r, freefct);
  c.ex.callFunction(freefct, {load(n)}, c.loc);
  c.ex.freeHeap(n, fn);
}

// A node pointer the program passes (twalk's and tdestroy's root): one
// tsearch made, not yet freed.
Word nodeArg(Call& c, unsigned i) {
  Word n = argDefined(c, i);
  if (isNull(n)) return n;
  mem::ObjId id = n.p ? n.p : c.ex.memory().findByAddress(n.v);
  if (!id || !c.ex.allocatedBy(id, kNode) || n.v != c.ex.memory().obj(id).base)
    c.ex.fail(ErrorKind::InvalidCall, fmt::format("{} of a pointer that is not a tree node tsearch made", fnName(c)),
              id ? c.ex.objectNotes(id) : std::vector<Note>{});
  if (c.ex.memory().obj(id).status != mem::Status::Live)
    c.ex.fail(ErrorKind::UseAfterFree, fmt::format("{} of a tree whose root node was freed", fnName(c)),
              c.ex.objectNotes(id));
  return n;
}

void m_tsearch(Call& c) {
  const Word& key = argDefined(c, 0);
  const Word& rootp = argDefined(c, 1);
  Tree t{c, argDefined(c, 2)};
  if (isNull(rootp)) return setRetNull(c);
  bool insert = c.callee.name != "tfind";
  if (!insert) {
    for (Word n = t.deref(rootp); !Tree::none(n);) {
      int r = t.compare(key, n);
      if (r == 0) return setRetPtr(c, n);
      n = r < 0 ? t.left(n) : t.right(n);
    }
    return setRetNull(c);
  }
  setRetPtr(c, t.insert(key, rootp));
}
void m_tdelete(Call& c) {
  const Word& key = argDefined(c, 0);
  const Word& rootp = argDefined(c, 1);
  Tree t{c, argDefined(c, 2)};
  if (isNull(rootp)) return setRetNull(c);
  setRetPtr(c, t.remove(key, rootp));
}
void m_twalk(Call& c) {
  Word root = nodeArg(c, 0);
  const Word& action = argDefined(c, 1);
  bool withClosure = c.callee.name == "twalk_r";
  Word closure = withClosure ? argDefined(c, 2) : Word{};
  if (isNull(root) || isNull(action)) return;
  Tree{c, Word{}}.walk(root, action, withClosure ? &closure : nullptr, 0);
}
void m_tdestroy(Call& c) {
  Word root = nodeArg(c, 0);
  const Word& freefct = argDefined(c, 1);
  if (!isNull(root)) Tree{c, Word{}}.destroy(root, freefct);
}

// lfind/lsearch(key, base, &nmemb, size, compar): the first element
// compar calls equal; lsearch appends the key when none is (the array
// must have room: the copy is checked) and counts it in *nmemb.
void m_lfind(Call& c) {
  const Word& key = argDefined(c, 0);
  const Word& base = argDefined(c, 1);
  const Word& countAt = argDefined(c, 2);
  uint64_t size = intArg(c, 3, fnName(c));
  const Word& compar = argDefined(c, 4);
  unsigned pb = c.ex.program().ptrBytes;
  uint64_t off;
  const mem::Object& o = c.ex.access(countAt, pb, false, off, fnName(c));
  Word count = c.ex.loadScalar(o, off, c.ex.program().types[c.ex.intType(8 * pb)]);
  c.ex.requireDefined(count, fmt::format("the element count {} reads", fnName(c)).c_str());
  for (uint64_t i = 0; i < count.v; ++i) {
    Word element = offsetPtr(base, i * size);
    Word r = c.ex.callFunction(compar, {key, element}, c.loc);
    c.ex.requireDefined(r, fmt::format("the result of {}'s comparator", fnName(c)).c_str());
    if (static_cast<int32_t>(r.v) == 0) return setRetPtr(c, element);
  }
  if (c.callee.name != "lsearch") return setRetNull(c);
  Word slot = offsetPtr(base, count.v * size);
  c.ex.copyMemory(slot, key, size, false, "lsearch");
  ++count.v;
  mem::Object& counter = c.ex.access(countAt, pb, true, off, "lsearch");
  c.ex.storeScalar(counter, off, c.ex.program().types[c.ex.intType(8 * pb)], &count);
  setRetPtr(c, slot);
}

// The hash table of hcreate: a heap block of the program's ("hcreate")
// with an ENTRY {key, data} per slot, its pointer, size and count in a
// library cell.  The size is glibc's (the first odd prime at least nel,
// at least 3), and so is when the table is full; slots are found by
// linear probing, which changes no result a program can see but the
// entries' addresses.
constexpr std::string_view kTable = "hcreate";
struct HashTable {
  Call& c;
  unsigned pb = c.ex.program().ptrBytes;
  Word cell = c.ex.pointerTo(c.ex.libraryCell("hsearch table", 3 * pb));
  Word word(unsigned i) { return c.ex.loadPointer(offsetPtr(cell, i * pb), fnName(c)); }
  void set(unsigned i, uint64_t v) { c.ex.storePointer(offsetPtr(cell, i * pb), Word{v, 0, mem::kNoObj}, fnName(c)); }
};
bool isPrime(uint64_t n) {
  for (uint64_t d = 3; d * d <= n; d += 2)
    if (n % d == 0) return false;
  return true;
}
void m_hcreate(Call& c) {
  uint64_t nel = intArg(c, 0, "hcreate");
  HashTable h{c};
  if (!isNull(h.word(0))) {
    c.ex.setErrno(EBUSY);  // glibc: a table exists already
    return setRet(c, 0);
  }
  nel = std::max<uint64_t>(nel, 3) | 1;
  while (!isPrime(nel)) nel += 2;
  if (nel > kLargestObject / (2 * h.pb)) {
    c.ex.setErrno(ENOMEM);
    return setRet(c, 0);
  }
  Word table = c.ex.pointerTo(c.ex.allocHeap(nel * 2 * h.pb, true, kTable.data()));
  c.ex.storePointer(h.cell, table, "hcreate");
  h.set(1, nel);
  h.set(2, 0);
  setRet(c, 1);
}
void m_hdestroy(Call& c) {
  HashTable h{c};
  Word table = h.word(0);
  if (isNull(table)) return;
  c.ex.freeHeap(table, "hdestroy");
  c.ex.storePointer(h.cell, Word{}, "hdestroy");
}
// hsearch(item, action): ENTRY is passed by value, key and data in two
// pointer arguments.  FIND 0, ENTER 1.
void m_hsearch(Call& c) {
  if (c.nargs != 3) c.ex.fail(ErrorKind::Unsupported, "hsearch with its ENTRY passed in memory (the i386 convention)");
  const Word& key = argDefined(c, 0);
  const Word& data = argDefined(c, 1);
  bool enter = intArg(c, 2, "hsearch") != 0;
  HashTable h{c};
  Word table = h.word(0);
  if (isNull(table)) {
    c.ex.setErrno(ESRCH);
    return setRetNull(c);
  }
  uint64_t size = h.word(1).v, filled = h.word(2).v;
  std::string name = c.ex.readString(key, "hsearch's key");
  uint64_t hash = name.size();
  for (unsigned char ch : name) hash = (hash << 4) + ch;
  for (uint64_t k = 0; k < size; ++k) {
    Word slot = offsetPtr(table, ((hash + k) % size) * 2 * h.pb);
    Word stored = c.ex.loadPointer(slot, "hsearch");
    if (isNull(stored)) {
      if (!enter) break;
      if (filled == size) break;
      c.ex.storePointer(slot, key, "hsearch");
      c.ex.storePointer(offsetPtr(slot, h.pb), data, "hsearch");
      h.set(2, filled + 1);
      return setRetPtr(c, slot);
    }
    if (c.ex.compareStrings(stored, key, "hsearch") == 0) return setRetPtr(c, slot);
  }
  c.ex.setErrno(enter ? ENOMEM : ESRCH);
  setRetNull(c);
}

const ModelEntry kSearchModels[] = {
    {"tsearch", m_tsearch}, {"tfind", m_tsearch},       {"tdelete", m_tdelete},   {"twalk", m_twalk},
    {"twalk_r", m_twalk},   {"tdestroy", m_tdestroy},   {"lfind", m_lfind},       {"lsearch", m_lfind},
    {"hcreate", m_hcreate}, {"hdestroy", m_hdestroy},   {"hsearch", m_hsearch},
};

}  // namespace

Model findSearchModel(std::string_view name) { return lookupModel(kSearchModels, name); }

}  // namespace ferret::sem
