#include "report/smg_dot.hpp"

#include <fmt/format.h>

#include <vector>

namespace ferret::report {

using namespace smg;

namespace {

std::string escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

const char* kindName(ObjectKind k) {
  switch (k) {
    case ObjectKind::Null: return "null";
    case ObjectKind::Global: return "global";
    case ObjectKind::Stack: return "stack";
    case ObjectKind::Alloca: return "alloca";
    case ObjectKind::Heap: return "heap";
    case ObjectKind::Sls: return "SLS";
    case ObjectKind::Dls: return "DLS";
  }
  return "?";
}

std::string endText(int64_t end) { return end == kEnd ? "end" : std::to_string(end); }

// A 0/1 object has no link.
std::string linkText(int64_t offset) { return offset == kNoLink ? "none" : std::to_string(offset); }

std::string valueText(const Smg& g, ValueId v) {
  const Value& val = g.value(v);
  std::string text = fmt::format("#{}", g.find(v));
  if (val.interval.isConstant()) text = std::to_string(val.interval.lo);
  else if (!val.interval.isFull()) text += fmt::format(" [{}, {}]", val.interval.lo, val.interval.hi);
  if (val.undefined) text += " undef";
  return text;
}

// Predator's minimum length (2+), with the length's value when it is not
// a constant, so that the counters beside the graph can name it.
std::string lengthText(const Smg& g, ObjectId seg) {
  ValueId n = g.object(seg).segment.length;
  if (auto c = g.constantOf(n)) return std::to_string(*c);
  Interval i = g.lengthBounds(seg);
  std::string text = fmt::format("{}+ #{}", i.lo, g.find(n));
  if (i.hi != INT64_MAX) text += fmt::format(" (at most {})", i.hi);
  return text;
}

class Writer {
 public:
  explicit Writer(const Smg& g) : g_(g), shown_(g.valueCount()) {}

  std::string run(std::string_view name) {
    out_ += fmt::format("digraph \"{}\" {{\n  rankdir=LR;\n  node [fontname=monospace, fontsize=10];\n",
                        escape(name));
    for (ObjectId o = 1; o < g_.objectCount(); ++o)
      if (g_.object(o).exists) object(o);
    for (auto [a, b] : g_.inequalities()) {
      show(a);
      show(b);
      out_ += fmt::format("  v{} -> v{} [dir=none, style=dashed, color=orange, label=\"!=\"];\n", a, b);
    }
    // The counters' relations (list lengths and integers) beside the graph.
    std::vector<std::string> relations = g_.counters().describe();
    if (!relations.empty()) {
      std::string text;
      for (const std::string& r : relations) text += escape(r) + "\\l";
      out_ += fmt::format("  counters [shape=note, label=\"counters:\\l{}\"];\n", text);
      for (ValueId v : g_.counters().dims()) show(v);
    }
    for (ValueId v : pending_) value(v);
    out_ += "}\n";
    return out_;
  }

 private:
  void object(ObjectId id) {
    const Object& o = g_.object(id);
    std::string size = o.size.isKnown() ? std::to_string(o.size.bytes) : valueText(g_, o.size.value);
    const char* validity = o.validity == Validity::Valid ? "" : o.validity == Validity::Freed ? " FREED" : " OUT OF SCOPE";
    std::string segment = o.level ? fmt::format("\\nlevel {}", o.level) : "";
    if (o.kind == ObjectKind::Sls || o.kind == ObjectKind::Dls)
      segment = fmt::format("\\nhead {} next {} prev {} len {} level {}", o.segment.head, linkText(o.segment.next),
                            o.segment.prev, lengthText(g_, id), o.level);
    out_ += fmt::format("  subgraph cluster_o{} {{\n    label=\"#{} {} '{}' size {}{}{}\";\n", id, id,
                        kindName(o.kind), escape(o.from.label), size, validity, segment);
    if (o.validity != Validity::Valid) out_ += "    style=dashed; color=red;\n";
    out_ += fmt::format("    o{} [shape=point];\n", id);
    for (size_t i = 0; i < o.fields.size(); ++i) {
      const Field& f = o.fields[i];
      if (f.value == kZero) {
        out_ += fmt::format("    o{}f{} [shape=box, style=filled, fillcolor=lightgrey, label=\"[{}, {}) = 0\"];\n",
                            id, i, f.begin, endText(f.end));
      } else {
        out_ += fmt::format("    o{}f{} [shape=box, label=\"[{}, {}) type {}\"];\n", id, i, f.begin,
                            endText(f.end), f.type);
      }
    }
    out_ += "  }\n";
    for (size_t i = 0; i < o.fields.size(); ++i) {
      const Field& f = o.fields[i];
      if (f.value == kZero) continue;
      show(f.value);
      out_ += fmt::format("  o{}f{} -> v{};\n", id, i, f.value);
    }
  }

  // Values are written after the objects, each once.
  void show(ValueId v) {
    v = g_.find(v);
    if (shown_[v]) return;
    shown_[v] = true;
    pending_.push_back(v);
  }

  void value(ValueId v) {
    const Value& val = g_.value(v);
    out_ += fmt::format("  v{} [shape=ellipse, label=\"{}\"{}];\n", v, valueText(g_, v),
                        val.undefined ? ", color=red" : "");
    if (!val.isAddress) return;
    const PointsTo& p = val.pointsTo;
    const char* target[] = {"", " first", " last", " all"};
    out_ += fmt::format("  v{} -> o{} [label=\"{:+}{}\"];\n", v, p.object, p.offset,
                        target[static_cast<int>(p.target)]);
  }

  const Smg& g_;
  std::vector<bool> shown_;
  std::vector<ValueId> pending_;
  std::string out_;
};

}  // namespace

std::string smgDot(const Smg& g, std::string_view name) { return Writer(g).run(name); }

}  // namespace ferret::report
