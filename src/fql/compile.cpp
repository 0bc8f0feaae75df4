#include "fql/compile.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>

namespace ferret::fql {

namespace {

using ir::EdgeKind;
using PK = Pattern::Kind;

constexpr uint64_t kMaxRepeat = 1000;
constexpr uint64_t kMaxPathSteps = 20000000;

const char* kindName(EdgeKind k) {
  switch (k) {
    case EdgeKind::Entry: return "function";
    case EdgeKind::Exit: return "exit";
    case EdgeKind::Statement: return "line";
    case EdgeKind::Branch: return "branch";
    case EdgeKind::Case: return "case";
    case EdgeKind::Default: return "default";
    case EdgeKind::Call: return "call";
  }
  return "?";
}

// One part of an expanded goal.
struct Step {
  enum class Kind { Edge, Set, Path, Pattern, Any } kind = Kind::Edge;
  std::vector<uint32_t> edges;      // Edge: one; Set: any of them; Path: in order
  Label skip;                       // Path: what may come between its edges
  const Pattern* pattern = nullptr; // a quoted path pattern
  std::string text, what;           // its description, and a kind for a goal of this step alone
};
using Seq = std::vector<Step>;

class Compiler {
 public:
  Compiler(const Query& q, const Cfa& cfa) : q_(q), cfa_(cfa), filters_(cfa), all_(cfa.all()) {
    scope_ = q.scope ? filters_.apply(*q.scope, all_) : all_;
  }

  Goals run() {
    std::vector<Seq> seqs = expand(*q_.cover);
    Nfa passing;
    if (q_.passing) passing.finish(anchored(passing, build(passing, *q_.passing, false), q_.passingStart, q_.passingEnd));
    Goals out;
    for (const Seq& s : seqs) out.goals.push_back(goal(s, q_.passing ? &passing : nullptr));
    out.warnings = filters_.warnings();
    return out;
  }

 private:
  const Query& q_;
  const Cfa& cfa_;
  Filters filters_;
  EdgeSet all_, scope_;
  std::map<std::pair<const Filter*, bool>, EdgeSet> selected_;
  std::map<std::pair<const Pattern*, bool>, std::vector<std::vector<uint32_t>>> paths_;
  std::map<std::pair<const Pattern*, bool>, Label> skips_;

  // The cover clause's filters see the IN filter's graph; the passing
  // clause's, and the "anything" of -> and of unanchored ends, the program.
  const EdgeSet& select(const Filter& f, bool scoped) {
    auto key = std::make_pair(&f, scoped);
    auto it = selected_.find(key);
    if (it == selected_.end()) it = selected_.emplace(key, filters_.apply(f, scoped ? scope_ : all_)).first;
    return it->second;
  }

  // --- coverage patterns ----------------------------------------------

  std::vector<Seq> expand(const Pattern& p) {
    std::vector<Seq> out;
    switch (p.kind) {
      case PK::Edges:
        for (uint32_t e : members(select(*p.filter, true))) {
          Step s;
          s.edges = {e};
          s.text = cfa_.text(e);
          s.what = kindName(cfa_.edge(e).kind);
          out.push_back({std::move(s)});
        }
        return out;
      case PK::Nodes:
        for (uint32_t n : nodesOf(select(*p.filter, true))) {
          Step s;
          s.kind = Step::Kind::Set;
          s.edges = cfa_.incident(n);
          s.text = nodeText(n);
          s.what = "node";
          out.push_back({std::move(s)});
        }
        return out;
      case PK::Paths: {
        const Label& skip = skipOf(p, true);
        for (const std::vector<uint32_t>& path : pathsOf(p, true)) {
          Step s;
          s.kind = Step::Kind::Path;
          s.edges = path;
          s.skip = skip;
          s.what = "path";
          s.text = "path";
          for (size_t i = 0; i < path.size(); ++i) s.text += (i ? " . " : " ") + cfa_.text(path[i]);
          out.push_back({std::move(s)});
        }
        return out;
      }
      case PK::Quote: {
        Step s;
        s.text = "\"" + print(*p.a) + "\"";
        s.what = "pattern";
        if (p.a->kind == PK::Edges || p.a->kind == PK::Nodes) {
          // One step over a set of edges: decided by the edges' counts.
          s.kind = Step::Kind::Set;
          s.edges = p.a->kind == PK::Edges ? members(select(*p.a->filter, true)) : nodeEdges(select(*p.a->filter, true));
        } else {
          s.kind = Step::Kind::Pattern;
          s.pattern = p.a.get();
        }
        out.push_back({std::move(s)});
        return out;
      }
      case PK::Alt: {
        // a + b + c is a left-deep tree: walked, not recursed, as a
        // criterion's query may have thousands of alternatives.
        std::vector<const Pattern*> alts;
        const Pattern* at = &p;
        for (; at->kind == PK::Alt; at = at->a.get()) alts.push_back(at->b.get());
        alts.push_back(at);
        for (auto it = alts.rbegin(); it != alts.rend(); ++it) {
          std::vector<Seq> x = expand(**it);
          out.insert(out.end(), std::make_move_iterator(x.begin()), std::make_move_iterator(x.end()));
          limit(out.size(), p);
        }
        return out;
      }
      case PK::Concat: case PK::Follows: {
        std::vector<Seq> a = expand(*p.a), b = expand(*p.b);
        bool follows = p.kind == PK::Follows;
        for (const Seq& x : a)
          for (const Seq& y : b) {
            if (!joinable(x.back(), y.front(), follows)) continue;
            Seq s = x;
            if (follows) s.push_back(Step{Step::Kind::Any, {}, {}, nullptr, "->", ""});
            s.insert(s.end(), y.begin(), y.end());
            out.push_back(std::move(s));
            limit(out.size(), p);
          }
        return out;
      }
      case PK::Repeat: break;
    }
    throw CompileError("repetition outside a quoted path pattern");
  }

  void limit(size_t n, const Pattern& p) const {
    if (n > kMaxGoals) throw CompileError(fmt::format("{} has more than {} test goals", print(p), kMaxGoals));
  }

  // Whether some run could take y's first edge right after (or, for ->,
  // anywhere after) x's last.
  bool joinable(const Step& x, const Step& y, bool follows) const {
    auto ends = [](const Step& s, bool last) -> std::vector<uint32_t> {
      if (s.kind == Step::Kind::Edge || s.kind == Step::Kind::Set) return s.edges;
      if (s.kind == Step::Kind::Path) return {last ? s.edges.back() : s.edges.front()};
      return {};
    };
    std::vector<uint32_t> from = ends(x, true), to = ends(y, false);
    if ((x.kind != Step::Kind::Edge && x.kind != Step::Kind::Path && x.kind != Step::Kind::Set) ||
        (y.kind != Step::Kind::Edge && y.kind != Step::Kind::Path && y.kind != Step::Kind::Set))
      return true;
    for (uint32_t a : from)
      for (uint32_t b : to)
        if (follows ? cfa_.mayReach(a, b) : cfa_.mayFollow(a, b)) return true;
    return false;
  }

  // --- nodes and paths ------------------------------------------------

  std::vector<uint32_t> nodesOf(const EdgeSet& f) const {
    std::vector<uint32_t> nodes;
    for (uint32_t e : members(f)) {
      nodes.push_back(cfa_.source(e));
      nodes.push_back(cfa_.target(e));
    }
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    return nodes;
  }

  std::vector<uint32_t> nodeEdges(const EdgeSet& f) const {
    std::vector<uint32_t> edges;
    for (uint32_t n : nodesOf(f)) edges.insert(edges.end(), cfa_.incident(n).begin(), cfa_.incident(n).end());
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    return edges;
  }

  std::string nodeText(uint32_t n) const {
    for (uint32_t e : cfa_.incident(n))
      if (cfa_.source(e) == n) return "node before " + cfa_.text(e);
    return "node after " + cfa_.text(cfa_.incident(n).front());
  }

  // PATHS(F, k) in one function: F's edges with what may come between them
  // left out (other edges of the function, and anything of the functions
  // it calls), from the first F edge after the entry to one after which
  // the function may end, no edge more than k times.
  const std::vector<std::vector<uint32_t>>& pathsOf(const Pattern& p, bool scoped) {
    auto key = std::make_pair(&p, scoped);
    if (auto it = paths_.find(key); it != paths_.end()) return it->second;
    const EdgeSet& f = select(*p.filter, scoped);
    std::vector<std::vector<uint32_t>> out;
    uint64_t steps = 0;
    const ir::Coverage& cov = cfa_.program().coverage;
    for (uint32_t fn = 0; fn < cov.entry.size(); ++fn) {
      if (cov.entry[fn] == ir::Coverage::kNoEdge) continue;
      // Per edge of the function: the F edges that may come next, and
      // whether the function may end before another F edge.
      std::map<uint32_t, std::pair<std::vector<uint32_t>, bool>> next;
      auto firstOf = [&](uint32_t from, bool includeSelf) {
        std::pair<std::vector<uint32_t>, bool> r{{}, false};
        std::vector<uint32_t> work;
        std::vector<uint8_t> seen(f.size(), 0);
        if (includeSelf) work.push_back(from);
        else if (cfa_.edge(from).next.empty()) r.second = true;
        else work = cfa_.edge(from).next;
        while (!work.empty()) {
          uint32_t e = work.back();
          work.pop_back();
          if (seen[e]) continue;
          seen[e] = 1;
          if (f[e]) {
            r.first.push_back(e);
            continue;
          }
          if (cfa_.edge(e).next.empty()) r.second = true;
          work.insert(work.end(), cfa_.edge(e).next.begin(), cfa_.edge(e).next.end());
        }
        std::sort(r.first.begin(), r.first.end());
        return r;
      };
      std::vector<uint32_t> starts = firstOf(cov.entry[fn], true).first;
      if (starts.empty()) continue;
      std::vector<uint32_t> path;
      std::map<uint32_t, uint64_t> visits;
      std::function<void(uint32_t)> walk = [&](uint32_t e) {
        if (++steps > kMaxPathSteps) throw CompileError(fmt::format("{}: too many paths to enumerate", print(p)));
        auto it = next.find(e);
        if (it == next.end()) it = next.emplace(e, firstOf(e, false)).first;
        path.push_back(e);
        ++visits[e];
        if (it->second.second) {
          out.push_back(path);
          limit(out.size(), p);
        }
        for (uint32_t n : it->second.first)
          if (visits[n] < p.bound) walk(n);
        --visits[e];
        path.pop_back();
      };
      for (uint32_t s : starts) walk(s);
    }
    return paths_[key] = std::move(out);
  }

  // Between two edges of a path: anything but the F edges of its function.
  const Label& skipOf(const Pattern& p, bool scoped) {
    auto key = std::make_pair(&p, scoped);
    if (auto it = skips_.find(key); it != skips_.end()) return it->second;
    return skips_[key] = Label{members(select(*p.filter, scoped)), true};
  }

  // --- automata ---------------------------------------------------------

  Nfa::Part path(Nfa& nfa, const std::vector<uint32_t>& edges, const Label& skip) {
    // Within one function: skip what is not an F edge of the path's function.
    Label between = skip;
    uint32_t fn = cfa_.edge(edges.front()).function;
    between.edges.erase(std::remove_if(between.edges.begin(), between.edges.end(),
                                       [&](uint32_t e) { return cfa_.edge(e).function != fn; }),
                        between.edges.end());
    Nfa::Part part = nfa.step(Label{{edges.front()}, false});
    for (size_t i = 1; i < edges.size(); ++i)
      part = nfa.concat(nfa.concat(part, nfa.star(nfa.step(between))), nfa.step(Label{{edges[i]}, false}));
    return part;
  }

  Nfa::Part build(Nfa& nfa, const Pattern& p, bool scoped) {
    switch (p.kind) {
      case PK::Edges: return nfa.step(Label{members(select(*p.filter, scoped)), false});
      case PK::Nodes: return nfa.step(Label{nodeEdges(select(*p.filter, scoped)), false});
      case PK::Paths: {
        const auto& paths = pathsOf(p, scoped);
        Nfa::Part part = nfa.step(Label{});
        for (const auto& ps : paths) part = nfa.alt(part, path(nfa, ps, skipOf(p, scoped)));
        return part;
      }
      case PK::Concat: {
        Nfa::Part a = build(nfa, *p.a, scoped);
        return nfa.concat(a, build(nfa, *p.b, scoped));
      }
      case PK::Follows: {
        Nfa::Part a = build(nfa, *p.a, scoped);
        return nfa.concat(nfa.concat(a, nfa.any()), build(nfa, *p.b, scoped));
      }
      case PK::Alt: {
        Nfa::Part a = build(nfa, *p.a, scoped);
        return nfa.alt(a, build(nfa, *p.b, scoped));
      }
      case PK::Repeat: {
        if (p.low > kMaxRepeat || p.high > static_cast<int64_t>(kMaxRepeat))
          throw CompileError(fmt::format("{}: at most {} repetitions", print(p), kMaxRepeat));
        Nfa::Part part = nfa.empty();
        for (uint64_t i = 0; i < p.low; ++i) part = nfa.concat(part, build(nfa, *p.a, scoped));
        if (p.high < 0) return nfa.concat(part, nfa.star(build(nfa, *p.a, scoped)));
        for (int64_t i = static_cast<int64_t>(p.low); i < p.high; ++i)
          part = nfa.concat(part, nfa.optional(build(nfa, *p.a, scoped)));
        return part;
      }
      case PK::Quote: return build(nfa, *p.a, scoped);
    }
    return nfa.empty();
  }

  Nfa::Part anchored(Nfa& nfa, Nfa::Part body, bool start, bool end) {
    if (!start) body = nfa.concat(nfa.any(), body);
    if (!end) body = nfa.concat(body, nfa.any());
    return body;
  }

  Goal goal(const Seq& s, const Nfa* passing) {
    Goal g;
    Nfa nfa;
    Nfa::Part body = nfa.empty();
    for (size_t i = 0; i < s.size(); ++i) {
      const Step& st = s[i];
      Nfa::Part part;
      switch (st.kind) {
        case Step::Kind::Edge: case Step::Kind::Set: part = nfa.step(Label{st.edges, false}); break;
        case Step::Kind::Path: part = path(nfa, st.edges, st.skip); break;
        case Step::Kind::Pattern: part = build(nfa, *st.pattern, true); break;
        case Step::Kind::Any: part = nfa.any(); break;
      }
      body = nfa.concat(body, part);
      // "a . b" directly after, "a -> b" anywhere after.
      const char* sep = i == 0 ? "" : st.kind == Step::Kind::Any || s[i - 1].kind == Step::Kind::Any ? " " : " . ";
      g.text += sep + st.text;
    }
    nfa.finish(anchored(nfa, body, q_.coverStart, q_.coverEnd));
    if (q_.coverStart) g.text = "^ " + g.text;
    if (q_.coverEnd) g.text += " $";
    if (q_.passing)
      g.text += " passing " + std::string(q_.passingStart ? "^" : "") + print(*q_.passing) + (q_.passingEnd ? "$" : "");
    g.kind = s.size() == 1 ? s.front().what : "path";
    for (const Step& st : s)
      if (!st.edges.empty()) {
        g.loc = cfa_.edge(st.edges.front()).loc;
        g.function = static_cast<int32_t>(cfa_.edge(st.edges.front()).function);
        break;
      }
    bool oneStep = s.size() == 1 && (s.front().kind == Step::Kind::Edge || s.front().kind == Step::Kind::Set);
    if (oneStep && !q_.coverStart && !q_.coverEnd && !passing) g.edges = s.front().edges;
    std::vector<const Nfa*> parts = {&nfa};
    if (passing) parts.push_back(passing);
    try {
      g.automaton = std::make_shared<const Automaton>(Automaton::intersect(parts));
    } catch (const std::length_error&) {
      throw CompileError(fmt::format("the automaton of goal {} has more than {} states", g.text, Automaton::kMaxStates));
    }
    return g;
  }
};

}  // namespace

bool Goals::countsSuffice() const {
  return std::all_of(goals.begin(), goals.end(), [](const Goal& g) { return !g.edges.empty(); });
}

Goals compile(const Query& q, const Cfa& cfa) { return Compiler(q, cfa).run(); }

}  // namespace ferret::fql
