#include "report/html.hpp"

#include <fmt/format.h>

#include <absl/container/flat_hash_map.h>

#include "report/counterexample.hpp"
#include "report/coverage.hpp"
#include "report/diagnostic.hpp"
#include "report/environment.hpp"
#include "report/heap_dot.hpp"
#include "report/html_assets.hpp"
#include "report/svg.hpp"

namespace ferret::report {

namespace {

using nlohmann::json;
using Step = interp::Walkthrough::Step;

std::string escapeHtml(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// The source files a page shows, numbered in the order the page first
// names them; a place is [file, line, column].
class Sources {
 public:
  explicit Sources(const ir::Program& prog) : prog_(prog) {}

  json at(ir::LocId loc) {
    if (!loc || loc >= prog_.locs.size() || !prog_.locs[loc].line) return nullptr;
    const ir::Loc& l = prog_.locs[loc];
    return json::array({file(l.file), l.line, l.col});
  }

  // The file of main comes first: the page shows it when nothing else.
  void mainFile() {
    if (prog_.mainIndex >= 0) at(prog_.functions[prog_.mainIndex].loc);
  }

  uint32_t file(uint32_t programFile) {
    auto [it, fresh] = index_.try_emplace(programFile, static_cast<uint32_t>(order_.size()));
    if (fresh) order_.push_back(programFile);
    return it->second;
  }

  json files() const {
    json out = json::array();
    for (uint32_t f : order_) out.push_back({{"path", prog_.files[f]}, {"lines", sourceLines(prog_.files[f])}});
    return out;
  }

 private:
  const ir::Program& prog_;
  absl::flat_hash_map<uint32_t, uint32_t> index_;
  std::vector<uint32_t> order_;
};

// The page's drawings, inline SVG each (or, if Graphviz failed, why and
// the DOT text).
class Drawings {
 public:
  size_t add(const std::string& dot) {
    try {
      svgs_.push_back(dotToSvg(dot));
    } catch (const std::exception& e) {
      svgs_.push_back(fmt::format("<p class=\"note\">{}</p><pre>{}</pre>", escapeHtml(e.what()), escapeHtml(dot)));
    }
    return svgs_.size() - 1;
  }
  std::string html() const {
    std::string out;
    for (size_t i = 0; i < svgs_.size(); ++i)
      out += fmt::format("<figure class=\"drawing\" id=\"drawing-{}\">{}</figure>\n", i, svgs_[i]);
    return out;
  }

 private:
  std::vector<std::string> svgs_;
};

json violationJson(Sources& src, const sem::Violation& v) {
  json notes = json::array(), stack = json::array();
  for (const sem::Note& n : v.notes) notes.push_back({{"message", n.message}, {"at", src.at(n.loc)}});
  for (const sem::StackEntry& e : v.stack) stack.push_back({{"function", e.function}, {"at", src.at(e.loc)}});
  return {{"kind", sem::kindName(v.kind)}, {"message", v.message}, {"at", src.at(v.loc)}, {"notes", notes},
          {"stack", stack}};
}

std::string stepText(const interp::Walkthrough& w, const Step& s) {
  switch (s.kind) {
    case Step::Kind::Line: return "";
    case Step::Kind::Input: {
      const interp::Walkthrough::Input& in = w.inputs[s.item];
      return fmt::format("__VERIFIER_nondet_{}() = {}", in.name, in.value);
    }
    case Step::Kind::Read: {
      const auto& [request, value] = w.reads[s.item];
      explore::Choice c{};
      c.kind = sem::ChoiceKind::Environment;
      c.input = request;
      c.text = value.text;
      c.value.v = static_cast<uint64_t>(value.number);
      return describeInput(c);
    }
    case Step::Kind::Switch: return fmt::format("thread {} runs", s.thread);
    case Step::Kind::Plot: {
      const std::string& name = w.graphs[s.item].first;
      return name == "error" ? "memory at the error" : fmt::format("memory at __VERIFIER_plot(\"{}\")", name);
    }
    case Step::Kind::Omitted: return fmt::format("{} steps left out (only events are kept between the first and last steps)", s.item);
  }
  return "";
}

// The walk as the page's script steps through it: steps [kind, place,
// thread, stack, text, drawing], stacks of [function, place called from].
json walkJson(const ir::Program& prog, Sources& src, Drawings& drawings, const interp::Walkthrough& w) {
  static const char* const kKinds[] = {"line", "input", "read", "switch", "plot", "omitted"};
  std::vector<int64_t> drawingOf;
  for (const auto& [name, g] : w.graphs) drawingOf.push_back(static_cast<int64_t>(drawings.add(heapDot(g, name))));
  json steps = json::array();
  for (const Step& s : w.steps) {
    std::string text = stepText(w, s);
    steps.push_back(json::array({kKinds[static_cast<int>(s.kind)], src.at(s.loc), s.thread, s.stack,
                                 text.empty() ? json(nullptr) : json(text),
                                 s.kind == Step::Kind::Plot ? json(drawingOf[s.item]) : json(nullptr)}));
  }
  json stacks = json::array();
  for (const auto& frames : w.stacks) {
    json st = json::array();
    for (const interp::Walkthrough::Frame& f : frames)
      st.push_back(json::array({prog.functions[f.function].name, src.at(f.callLoc)}));
    stacks.push_back(std::move(st));
  }
  json j{{"steps", steps}, {"stacks", stacks}};
  const interp::Outcome& o = w.outcome;
  if (o.status == interp::Outcome::Status::Error) j["error"] = violationJson(src, o.violation);
  if (o.status == interp::Outcome::Status::Limit) j["stopped"] = o.limit;
  if (o.status == interp::Outcome::Status::BadInput) j["stopped"] = o.limit;
  if (o.status == interp::Outcome::Status::Ok) j["exit"] = o.exitCode;
  if (o.status == interp::Outcome::Status::Blocked) j["blocked"] = true;
  json warnings = json::array();
  for (const sem::Violation& v : o.warnings) warnings.push_back(violationJson(src, v));
  j["warnings"] = warnings;
  return j;
}

std::string page(const std::string& title, json data, Sources& src, const Drawings& drawings) {
  data["files"] = src.files();
  data["title"] = title;
  std::string text = data.dump(-1, ' ', false, json::error_handler_t::replace);
  // Inside <script>, "</" could end the element; JSON may escape the slash.
  std::string safe;
  safe.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    safe += text[i];
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') safe += '\\';
  }
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      // The page loads nothing: no network, no files beside it.
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
      "script-src 'unsafe-inline'; img-src data:\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n"
      "<style>\n{}</style>\n</head>\n<body>\n<noscript>This report needs JavaScript.</noscript>\n"
      "<main id=\"app\"></main>\n<div id=\"drawings\" hidden>\n{}</div>\n"
      "<script type=\"application/json\" id=\"ferret-data\">{}</script>\n<script>\n{}</script>\n</body>\n</html>\n",
      escapeHtml(title), kReportCss, drawings.html(), safe, kReportJs);
}

json statsJson(const explore::Stats& s) {
  return json::array({json::array({"states stored", s.states}), json::array({"states revisited", s.revisits}),
                      json::array({"paths ended", s.paths}), json::array({"max depth", s.maxDepth}),
                      json::array({"instructions", s.steps}),
                      json::array({"time", fmt::format("{:.3f} s", s.seconds)}),
                      json::array({"peak memory", fmt::format("{} MB", s.peakMB)})});
}

}  // namespace

std::string verifyHtml(const ir::Program& prog, const explore::Result& r, const VerifyReport& v) {
  Sources src(prog);
  Drawings drawings;
  json d{{"page", "verify"}, {"file", v.file}, {"engine", v.engine}, {"stats", statsJson(r.stats)}};
  src.mainFile();
  json runs = json::array();
  for (const portfolio::EngineRun& run : v.runs)
    runs.push_back(json::array({run.engine, fmt::format("{:.3f} s", run.seconds), run.verdict, run.detail}));
  d["runs"] = runs;
  std::string verdict;
  switch (r.verdict) {
    case explore::Result::Verdict::True: verdict = "TRUE"; break;
    case explore::Result::Verdict::False: verdict = "FALSE(" + r.property + ")"; break;
    case explore::Result::Verdict::Unknown: verdict = "UNKNOWN"; break;
  }
  d["verdict"] = verdict;
  if (r.verdict == explore::Result::Verdict::False) {
    d["property"] = r.property;
    d["error"] = violationJson(src, r.violation);
    d["replay"] = v.replay;
    json trace = json::array();
    for (const TraceLine& l : traceLines(prog, r.trace)) trace.push_back({{"at", src.at(l.loc)}, {"text", l.text}});
    d["trace"] = trace;
    json more = json::array();
    for (const auto& [m, t] : r.more) more.push_back(violationJson(src, m));
    d["more"] = more;
    if (v.walk) d["walk"] = walkJson(prog, src, drawings, *v.walk);
  }
  if (r.verdict == explore::Result::Verdict::Unknown) {
    d["reason"] = r.reason;
    d["also"] = r.incomplete.size() > 1 ? json(std::vector<std::string>(r.incomplete.begin() + 1, r.incomplete.end()))
                                        : json::array();
  }
  if (r.verdict == explore::Result::Verdict::True) {
    json invariants = json::array();
    for (const explore::Invariant& inv : r.invariants)
      invariants.push_back({{"at", src.at(inv.loc)}, {"function", inv.function}, {"expression", inv.expression}});
    d["invariants"] = invariants;
    if (!r.invariantsWhy.empty()) d["invariantsWhy"] = r.invariantsWhy;
  }
  json shapes = json::array();
  for (const Drawing& s : v.shapes) shapes.push_back({{"name", s.name}, {"drawing", drawings.add(s.dot)}});
  d["shapes"] = shapes;
  json undefined = json::array();
  for (const explore::Result::Undefined& u : r.undefined) undefined.push_back(violationJson(src, u.violation));
  d["undefined"] = undefined;
  return page(fmt::format("Ferret: {} for {}", verdict, v.file), std::move(d), src, drawings);
}

std::string runHtml(const ir::Program& prog, const interp::Walkthrough& walk, const std::string& file) {
  Sources src(prog);
  Drawings drawings;
  src.mainFile();
  json d{{"page", "run"}, {"file", file}};
  d["walk"] = walkJson(prog, src, drawings, walk);
  const interp::Outcome& o = walk.outcome;
  std::string verdict;
  switch (o.status) {
    case interp::Outcome::Status::Ok: verdict = fmt::format("exited with status {}", o.exitCode); break;
    case interp::Outcome::Status::Error: verdict = fmt::format("error: {}", sem::kindName(o.violation.kind)); break;
    case interp::Outcome::Status::Limit: verdict = "stopped: " + o.limit; break;
    case interp::Outcome::Status::Blocked: verdict = "ended by __VERIFIER_assume(0)"; break;
    case interp::Outcome::Status::BadInput: verdict = "bad input: " + o.limit; break;
  }
  d["verdict"] = verdict;
  if (o.status == interp::Outcome::Status::Error) d["error"] = d["walk"]["error"];
  return page(fmt::format("Ferret run: {} for {}", verdict, file), std::move(d), src, drawings);
}

std::string coverHtml(const Coverage& c, const cover::Result& r, const std::string& file) {
  const ir::Program& prog = c.prog;
  Sources src(prog);
  Drawings drawings;
  src.mainFile();
  // Which tests reached each goal (the first few, and how many).
  constexpr size_t kTestsShown = 20;
  std::vector<std::vector<uint32_t>> testsOf(r.hits.size());
  for (size_t t = 0; t < r.tests.size(); ++t)
    for (uint32_t g : r.tests[t].goals)
      if (g < testsOf.size() && testsOf[g].size() < kTestsShown) testsOf[g].push_back(static_cast<uint32_t>(t));
  json goals = json::array();
  std::vector<uint32_t> all(r.hits.size());
  for (uint32_t g = 0; g < all.size(); ++g) all[g] = g;
  for (uint32_t g : inSourceOrder(c, all)) {
    const fql::Goal& goal = c.goals[g];
    std::string function = goal.function < 0 ? "" : prog.functions[goal.function].name;
    goals.push_back(json::array({goal.kind, src.at(goal.loc), goal.text, r.hits[g], function, testsOf[g]}));
  }
  json tests = json::array();
  for (const cover::TestResult& t : r.tests) tests.push_back(json::array({t.name, testStatusText(prog, t)}));
  json d{{"page", "cover"}, {"file", file}, {"goals", goals}, {"tests", tests}};
  return page("Ferret coverage of " + file, std::move(d), src, drawings);
}

std::string benchHtml(const json& table) {
  ir::Program none;
  Sources src(none);
  Drawings drawings;
  json d = table;
  d["page"] = "bench";
  return page("Ferret bench", std::move(d), src, drawings);
}

}  // namespace ferret::report
