#include "report/sarif.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "report/counterexample.hpp"
#include "report/diagnostic.hpp"

namespace ferret::report {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using sem::ErrorKind;

struct Rule {
  ErrorKind kind;
  const char* level;
  const char* brief;
  const char* full;
};

// One rule per error kind, in ErrorKind's order (a result's ruleIndex is
// its kind's number).
constexpr Rule kRules[] = {
    {ErrorKind::NullDereference, "error", "Null pointer dereference",
     "A load, store or library call accessed memory through a null pointer."},
    {ErrorKind::OutOfBounds, "error", "Out-of-bounds access",
     "An access reached bytes outside the object its pointer points into."},
    {ErrorKind::UseAfterFree, "error", "Use after free",
     "An access went through a pointer to a heap block that had been freed."},
    {ErrorKind::UseAfterReturn, "error", "Use after return",
     "An access went through a pointer to a local variable of a function that had returned."},
    {ErrorKind::UseAfterScope, "error", "Use after scope",
     "An access went through a pointer to a block-scope variable whose scope had ended."},
    {ErrorKind::InvalidPointer, "error", "Invalid pointer",
     "A pointer that points into no object (made from an integer, or past its object) was dereferenced."},
    {ErrorKind::ReadOnlyWrite, "error", "Write to read-only memory",
     "The program wrote into a string literal or another read-only object."},
    {ErrorKind::DoubleFree, "error", "Double free", "free() was called twice on the same heap block."},
    {ErrorKind::InvalidFree, "error", "Invalid free",
     "free() was given a pointer that is not the start of a live heap block."},
    {ErrorKind::Uninitialized, "error", "Use of an uninitialised value",
     "A value never written decided a branch, an address or a library call."},
    {ErrorKind::MemcpyOverlap, "error", "Overlapping memcpy",
     "memcpy or a similar function was given overlapping source and destination."},
    {ErrorKind::DivisionByZero, "error", "Division by zero", "An integer division or remainder had a zero divisor."},
    {ErrorKind::SignedOverflow, "error", "Signed integer overflow",
     "A signed arithmetic operation's result does not fit its type (undefined behaviour in C)."},
    {ErrorKind::ShiftOutOfRange, "error", "Shift out of range",
     "A shift by a negative amount or by the width of the type or more, or a left shift of a negative value."},
    {ErrorKind::InvalidCall, "error", "Invalid call",
     "A call through a pointer that is not a function, or with arguments the function does not take."},
    {ErrorKind::StackOverflow, "error", "Stack overflow", "Calls or variable-length arrays exceeded the stack's size."},
    {ErrorKind::ReachError, "error", "Error function reached",
     "The program called reach_error() (SV-COMP's unreach-call property)."},
    {ErrorKind::AssertionFailure, "error", "Assertion failure", "An assert() failed."},
    {ErrorKind::MemoryLeak, "error", "Memory leak",
     "Heap memory became unreachable without being freed (SV-COMP's valid-memtrack)."},
    {ErrorKind::StillReachable, "warning", "Memory still allocated at exit",
     "Heap memory still reachable was not freed when the program ended (SV-COMP's valid-memcleanup)."},
    {ErrorKind::PointerComparison, "error", "Comparison of unrelated pointers",
     "Pointers into different objects were compared by order or subtracted, which depends on placement."},
    {ErrorKind::Deadlock, "error", "Deadlock", "No thread can go on, and not all have ended."},
    {ErrorKind::ThreadMisuse, "error", "Misuse of pthreads",
     "A pthread function was called on an object in a state it does not allow (unlocking a free mutex, ...)."},
    {ErrorKind::DataRace, "error", "Data race",
     "Two threads accessed the same bytes at once, at least one writing, not both atomically."},
    {ErrorKind::Unsupported, "note", "Unsupported construct", "The program used something Ferret does not model."},
};
static_assert(sizeof(kRules) / sizeof(kRules[0]) == static_cast<size_t>(ErrorKind::Unsupported) + 1);

constexpr const char* kRoot = "%SRCROOT%";

// RFC 3986: everything but unreserved characters and '/' percent-encoded.
std::string uriPath(const std::string& path) {
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || std::string_view("-._~/").find(static_cast<char>(c)) != std::string_view::npos)
      out += static_cast<char>(c);
    else
      out += fmt::format("%{:02X}", c);
  }
  return out;
}

fs::path absolute(const std::string& p) {
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  return (ec ? fs::path(p) : a).lexically_normal();
}

std::string rootOf(const json& run) {
  std::string uri = run["originalUriBaseIds"][kRoot]["uri"], path;
  for (size_t i = std::string_view("file://").size(); i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size()) {
      path += static_cast<char>(std::stoi(uri.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      path += uri[i];
    }
  }
  return path;
}

json artifact(const json& run, const std::string& file) {
  fs::path abs = absolute(file);
  fs::path rel = abs.lexically_relative(rootOf(run));
  if (!rel.empty() && *rel.begin() != "..") return {{"uri", uriPath(rel.generic_string())}, {"uriBaseId", kRoot}};
  return {{"uri", "file://" + uriPath(abs.generic_string())}};
}

json physical(const json& run, const ir::Program& prog, ir::LocId loc) {
  const ir::Loc& l = prog.locs[loc];
  json region{{"startLine", l.line}};
  if (l.col) region["startColumn"] = l.col;
  return {{"artifactLocation", artifact(run, prog.files[l.file])}, {"region", region}};
}

bool known(const ir::Program& prog, ir::LocId loc) { return loc && loc < prog.locs.size() && prog.locs[loc].line; }

// A location with a message; none for an unknown place.
json location(const json& run, const ir::Program& prog, ir::LocId loc, const std::string& message) {
  json l = json::object();
  if (known(prog, loc)) l["physicalLocation"] = physical(run, prog, loc);
  if (!message.empty()) l["message"] = {{"text", message}};
  return l;
}

json result(const json& run, const ir::Program& prog, const sem::Violation& v, const char* level) {
  auto index = static_cast<size_t>(v.kind);
  json r{{"ruleId", sem::kindName(v.kind)},
         {"ruleIndex", index},
         {"level", level ? level : kRules[index].level},
         {"message", {{"text", fmt::format("{}: {}", sem::kindName(v.kind), v.message)}}}};
  // A leak at exit has no place of its own: its allocation's.
  ir::LocId at = known(prog, v.loc) ? v.loc : v.notes.empty() ? 0 : v.notes.front().loc;
  r["locations"] = json::array({location(run, prog, at, "")});
  json related = json::array();
  for (const sem::Note& n : v.notes)
    if (known(prog, n.loc)) {
      json l = location(run, prog, n.loc, n.message);
      l["id"] = related.size();
      related.push_back(std::move(l));
    }
  if (!related.empty()) r["relatedLocations"] = std::move(related);
  if (!v.stack.empty()) {
    json frames = json::array();
    for (const sem::StackEntry& e : v.stack) frames.push_back({{"location", location(run, prog, e.loc, e.function)}});
    r["stacks"] = json::array({{{"message", {{"text", "call stack"}}}, {"frames", frames}}});
  }
  return r;
}

// The trace's lines as one thread flow per thread, ordered across threads
// by executionOrder, ending at the error.
json codeFlow(const json& run, const ir::Program& prog, const std::vector<TraceLine>& lines, const sem::Violation& v,
              uint32_t errorThread) {
  std::vector<json> flows;
  std::vector<uint32_t> ids;
  auto flowOf = [&](uint32_t thread) -> json& {
    for (size_t i = 0; i < ids.size(); ++i)
      if (ids[i] == thread) return flows[i];
    ids.push_back(thread);
    return flows.emplace_back(json{{"id", fmt::format("thread {}", thread)}, {"locations", json::array()}});
  };
  size_t order = 0;
  for (const TraceLine& l : lines) {
    json step{{"location", location(run, prog, l.loc, l.text)}, {"executionOrder", ++order}};
    flowOf(l.thread)["locations"].push_back(std::move(step));
  }
  json end{{"location", location(run, prog, v.loc, fmt::format("{}: {}", sem::kindName(v.kind), v.message))},
           {"executionOrder", ++order},
           {"importance", "essential"}};
  flowOf(errorThread)["locations"].push_back(std::move(end));
  return {{"threadFlows", flows}};
}

// A run's stack as its trace: each call from main inwards, then the error.
std::vector<TraceLine> stackLines(const sem::Violation& v) {
  std::vector<TraceLine> lines;
  for (size_t i = v.stack.size(); i-- > 1;)
    lines.push_back({v.stack[i].loc, 0, fmt::format("{} calls {}", v.stack[i].function, v.stack[i - 1].function)});
  return lines;
}

void add(json& run, json r, const json& properties = json::object()) {
  if (!properties.empty()) r["properties"] = properties;
  run["results"].push_back(std::move(r));
}

}  // namespace

json sarifRun(const std::string& root) {
  json rules = json::array();
  for (const Rule& rule : kRules) {
    json r{{"id", sem::kindName(rule.kind)},
           {"shortDescription", {{"text", rule.brief}}},
           {"fullDescription", {{"text", rule.full}}},
           {"defaultConfiguration", {{"level", rule.level}}}};
    // The name is the brief in camel case, left out when it would only
    // repeat the id (SARIF 3.49.7).
    std::string name;
    bool upper = true;
    for (char c : std::string_view(rule.brief)) {
      if (c == ' ' || c == '-') upper = true;
      else if (std::isalnum(static_cast<unsigned char>(c))) name += upper ? static_cast<char>(std::toupper(c)) : c, upper = false;
    }
    std::string_view id = sem::kindName(rule.kind);
    bool same = name.size() == id.size() && std::equal(name.begin(), name.end(), id.begin(), [](char a, char b) {
                  return std::tolower(static_cast<unsigned char>(a)) == b;
                });
    if (!same) r["name"] = name;
    rules.push_back(std::move(r));
  }
  std::string dir = absolute(root).generic_string();
  if (dir.empty() || dir.back() != '/') dir += '/';
  return {{"tool",
           {{"driver",
             {{"name", "ferret"},
              {"version", FERRET_VERSION},
              {"semanticVersion", FERRET_VERSION},
              {"rules", rules}}}}},
          {"originalUriBaseIds", {{kRoot, {{"uri", "file://" + uriPath(dir)}}}}},
          {"columnKind", "unicodeCodePoints"},
          {"results", json::array()}};
}

void addVerifyResults(json& run, const ir::Program& prog, const explore::Result& r) {
  if (r.verdict == explore::Result::Verdict::False) {
    json first = result(run, prog, r.violation, "error");
    first["codeFlows"] = json::array({codeFlow(run, prog, traceLines(prog, r.trace), r.violation, r.thread)});
    add(run, std::move(first), {{"property", r.property}});
    for (const auto& [v, trace] : r.more) {
      json more = result(run, prog, v, "error");
      more["codeFlows"] = json::array({codeFlow(run, prog, traceLines(prog, trace), v, 0)});
      add(run, std::move(more));
    }
  }
  for (const explore::Result::Undefined& u : r.undefined) {
    json w = result(run, prog, u.violation, "warning");
    if (!u.trace.empty())
      w["codeFlows"] = json::array({codeFlow(run, prog, traceLines(prog, u.trace), u.violation, 0)});
    add(run, std::move(w));
  }
}

void addRunResults(json& run, const ir::Program& prog, const interp::Outcome& out) {
  // A run's warnings are warnings whatever their kind: a comparison of
  // pointers into different objects or a stream left open is an error
  // elsewhere (verify, --strict), not here.
  for (const sem::Violation& w : out.warnings) add(run, result(run, prog, w, "warning"));
  if (out.status != interp::Outcome::Status::Error) return;
  json r = result(run, prog, out.violation, nullptr);
  r["codeFlows"] = json::array({codeFlow(run, prog, stackLines(out.violation), out.violation, 0)});
  add(run, std::move(r));
}

json sarifLog(std::vector<json> runs) {
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"}, {"runs", std::move(runs)}};
}

json mergeSarif(const std::vector<json>& logs, const std::vector<json>& properties, const std::string& root) {
  json run = sarifRun(root);
  for (size_t i = 0; i < logs.size(); ++i)
    for (const json& r : logs[i]["runs"])
      for (json res : r["results"]) {
        for (const auto& [key, value] : properties[i].items()) res["properties"][key] = value;
        run["results"].push_back(std::move(res));
      }
  return sarifLog({std::move(run)});
}

}  // namespace ferret::report
