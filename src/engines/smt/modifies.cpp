// Modifies sets as modifies clauses (Rakamarić's thesis, §4.4.2): a walk
// of the points-to graph from the clause's root variables, naming each
// node by the first path that reaches it.  Cycles (lists) are cut where
// the walk meets a node again; the location named there stands for every
// node of the cycle, which is one node in a unification-based graph.
#include <fmt/format.h>

#include <deque>

#include "engines/smt/frames.hpp"
#include "engines/smt/smt.hpp"

namespace ferret::smt {

using namespace ferret::ir;

namespace {

// An object: a C object's name (a global or local), or a pointer
// expression to its start, which lies at `base` in its node.
struct Object {
  Cell at;
  std::string text;
  bool named;
};

// The field at `off` of the node, named from the object.
std::string field(const Object& o, const PointsTo::Node& n, int64_t off) {
  std::string p = o.text.front() == '*' ? "(" + o.text + ")" : o.text;
  if (n.collapsed) return p + "[?]";
  bool single = n.fields.size() <= 1 && off == 0;
  if (n.elem) return single ? p + "[*]" : fmt::format("{}[*].@{}", p, off);
  int64_t rel = off - o.at.off;
  single = n.fields.size() <= 1 && rel == 0;
  if (o.named) return single ? p : fmt::format("{}.@{}", p, rel);
  return single ? "*" + p : fmt::format("{}->@{}", p, rel);
}

class Describe {
 public:
  Describe(const Program& prog, const PointsTo& pt, const Regions& regions) : prog_(prog), pt_(pt), regions_(regions) {}

  std::vector<std::string> locations(std::vector<Object> roots, const WriteSet& w) const {
    std::vector<std::string> out;
    std::vector<bool> seen(pt_.nodes(), false);
    std::deque<Object> work(roots.begin(), roots.end());
    while (!work.empty()) {
      Object o = work.front();
      work.pop_front();
      if (seen[o.at.node]) continue;
      seen[o.at.node] = true;
      const PointsTo::Node& n = pt_.node(o.at.node);
      for (const auto& [off, types] : n.fields) {
        bool written = false;
        for (AccessType t : types)
          if (auto r = regions_.regionOfNode(o.at.node, t)) written |= w.has(*r);
        std::string at = field(o, n, off);
        if (written && std::find(out.begin(), out.end(), at) == out.end()) out.push_back(at);
      }
      for (const auto& [off, target] : n.pointees) work.push_back(Object{target, field(o, n, off), false});
    }
    return out;
  }

  // The pointer a register word holds, as a root.
  void pointerRoot(uint32_t fn, uint32_t word, const std::string& name, std::vector<Object>& roots) const {
    if (auto c = pt_.cellAt(fn, word)) roots.push_back(Object{*c, name, false});
  }

 private:
  const Program& prog_;
  const PointsTo& pt_;
  const Regions& regions_;
};

// A register word's C name; a parameter's is the variable it is copied
// into on entry.
std::string wordName(const Program& prog, const Facts& facts, uint32_t fn, uint32_t word) {
  const std::string& n = facts.fns[fn].names[word];
  if (!n.empty()) return n;
  for (const Inst& in : prog.functions[fn].insts)
    if (in.op == Op::Copy && in.a == word && in.dst != kNoOperand && !facts.fns[fn].names[in.dst].empty())
      return facts.fns[fn].names[in.dst];
  return fmt::format("$r{}", word);
}

}  // namespace

std::vector<ModifiesClause> modifiesClauses(const Program& prog, const Options& opts) {
  std::vector<ModifiesClause> out;
  Facts facts = analyse(prog);
  PointsTo pt(prog, facts);
  MemoryModel model = opts.memoryModel.empty() ? kDefaultModel : *parseModel(opts.memoryModel);
  Regions regions(prog, pt, model);
  Frames frames(prog, facts, pt, regions);
  Describe describe(prog, pt, regions);
  std::vector<Object> globals;
  for (uint32_t g = 0; g < prog.globals.size(); ++g)
    // Not the compiler's own (string literals, constant initialisers).
    if (!prog.globals[g].isString && prog.globals[g].name.find('.') == std::string::npos)
      globals.push_back(Object{pt.globalCell(g), prog.globals[g].name, true});
  for (uint32_t f = 0; f < prog.functions.size(); ++f) {
    const Function& fn = prog.functions[f];
    if (!fn.defined || !facts.reachable[f]) continue;
    std::vector<Object> roots = globals;
    for (size_t p = 0; p < fn.paramWords.size(); ++p)
      if (fn.paramTypes[p] < prog.types.size() && prog.types[fn.paramTypes[p]].kind == TypeKind::Ptr)
        describe.pointerRoot(f, fn.paramWords[p], wordName(prog, facts, f, fn.paramWords[p]), roots);
    auto clause = [&](const WriteSet& w, const std::vector<Object>& from) {
      ModifiesClause c;
      c.function = fn.name;
      c.locations = describe.locations(from, w);
      c.allocation = w.allocation;
      c.indirect = w.indirect;
      return c;
    };
    out.push_back(clause(frames.function(f), roots));
    // A loop's roots are also the function's locals: its C variables held
    // in registers (pointers) and in memory.
    for (const Var& v : fn.vars)
      if (facts.fns[f].slots.size() > v.word && facts.fns[f].slots[v.word].kind == Kind::Ptr)
        describe.pointerRoot(f, v.word, v.name, roots);
    for (const auto& [inst, local] : fn.locals)
      if (auto c = pt.cellAt(f, fn.insts[inst].dst)) roots.insert(roots.begin(), Object{*c, local.name, true});
    for (size_t l = 0; l < fn.loops.size(); ++l) {
      const WriteSet& w = frames.loops(f)[l];
      ModifiesClause c = clause(w, roots);
      c.loop = true;
      c.loc = fn.loops[l].loc;
      for (uint32_t word : w.locals) c.locals.push_back(wordName(prog, facts, f, word));
      out.push_back(std::move(c));
    }
  }
  return out;
}

}  // namespace ferret::smt
