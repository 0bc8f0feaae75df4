#include "fql/cfa.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <numeric>

#include "ir/paths.hpp"

namespace ferret::fql {

using ir::EdgeKind;

Cfa::Cfa(const ir::Program& prog) : prog_(prog) {
  buildAfter();
  buildNodes();
  lines_.resize(prog.files.size());
  read_.assign(prog.files.size(), 0);
}

void Cfa::buildAfter() {
  const ir::Coverage& cov = prog_.coverage;
  size_t n = size();
  after_.resize(n);
  reach_.resize(n);
  if (cov.unstructured) return;
  // Calls that may enter a function whose address is taken: through a
  // pointer, or into the library, which may call back (qsort, atexit).
  std::vector<uint32_t> callbacks;
  for (uint32_t f : cov.addressTaken)
    if (cov.entry[f] != ir::Coverage::kNoEdge) callbacks.push_back(cov.entry[f]);
  std::vector<std::vector<uint32_t>> callers(prog_.functions.size());
  std::vector<uint32_t> outward;  // calls that may call back
  for (uint32_t e = 0; e < n; ++e) {
    const ir::CfaEdge& c = edge(e);
    if (c.kind != EdgeKind::Call) continue;
    if (c.callee >= 0) callers[c.callee].push_back(e);
    else outward.push_back(e);
  }
  std::vector<uint8_t> taken(prog_.functions.size(), 0);
  for (uint32_t f : cov.addressTaken) taken[f] = 1;
  for (uint32_t e = 0; e < n; ++e) {
    const ir::CfaEdge& c = edge(e);
    std::vector<uint32_t>& out = after_[e];
    if (c.kind == EdgeKind::Call && c.callee >= 0) {
      if (cov.entry[c.callee] != ir::Coverage::kNoEdge) out.push_back(cov.entry[c.callee]);
    } else if (c.kind == EdgeKind::Call) {
      out = c.next;
      out.insert(out.end(), callbacks.begin(), callbacks.end());
    } else if (c.kind == EdgeKind::Exit) {
      for (uint32_t call : callers[c.function]) out.insert(out.end(), edge(call).next.begin(), edge(call).next.end());
      if (taken[c.function])
        for (uint32_t call : outward) {
          out.insert(out.end(), edge(call).next.begin(), edge(call).next.end());
          out.insert(out.end(), callbacks.begin(), callbacks.end());
        }
      // After main, the atexit handlers.
      if (static_cast<int>(c.function) == prog_.mainIndex) out.insert(out.end(), callbacks.begin(), callbacks.end());
    } else {
      out = c.next;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
  }
}

bool Cfa::mayFollow(uint32_t a, uint32_t b) const {
  if (prog_.coverage.unstructured) return true;
  return std::binary_search(after_[a].begin(), after_[a].end(), b);
}

bool Cfa::mayReach(uint32_t a, uint32_t b) const {
  if (prog_.coverage.unstructured) return true;
  std::vector<uint8_t>& r = reach_[a];
  if (r.empty()) {
    r.assign(size(), 0);
    std::vector<uint32_t> work = after_[a];
    for (uint32_t e : work) r[e] = 1;
    while (!work.empty()) {
      uint32_t e = work.back();
      work.pop_back();
      for (uint32_t x : after_[e])
        if (!r[x]) {
          r[x] = 1;
          work.push_back(x);
        }
    }
  }
  return r[b];
}

// An edge's target is the source of each edge that may come next in its
// activation; edges meeting there share a node (union-find).
void Cfa::buildNodes() {
  size_t n = size();
  std::vector<uint32_t> parent(2 * n);
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](uint32_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (uint32_t e = 0; e < n; ++e)
    for (uint32_t next : edge(e).next) parent[find(static_cast<uint32_t>(n + e))] = find(next);
  node_.assign(2 * n, 0);
  std::vector<uint32_t> number(2 * n, UINT32_MAX);
  uint32_t count = 0;
  for (uint32_t x = 0; x < 2 * n; ++x) {
    uint32_t root = find(x);
    if (number[root] == UINT32_MAX) number[root] = count++;
    node_[x] = number[root];
  }
  incident_.assign(count, {});
  for (uint32_t e = 0; e < n; ++e) {
    incident_[source(e)].push_back(e);
    if (target(e) != source(e)) incident_[target(e)].push_back(e);
  }
}

std::string Cfa::where(uint32_t e) const { return ir::placeText(prog_, edge(e).loc); }

std::string Cfa::text(uint32_t e) const {
  const ir::CfaEdge& c = edge(e);
  const std::string& fn = prog_.functions[c.function].name;
  std::string what;
  switch (c.kind) {
    case EdgeKind::Entry: what = "function " + fn; break;
    case EdgeKind::Exit: what = "return from " + fn; break;
    case EdgeKind::Statement: what = "line"; break;
    case EdgeKind::Branch: what = fmt::format("{} {}", c.construct, c.outcome ? "true" : "false"); break;
    case EdgeKind::Case: what = fmt::format("case {}", c.value); break;
    case EdgeKind::Default: what = "default"; break;
    case EdgeKind::Call: what = c.construct.empty() ? "call through a pointer" : "call of " + c.construct; break;
  }
  return where(e) + ": " + what;
}

std::string Cfa::sourceLine(uint32_t e) const {
  ir::LocId loc = edge(e).loc;
  if (loc == 0 || loc >= prog_.locs.size()) return "";
  const ir::Loc& l = prog_.locs[loc];
  if (!read_[l.file]) {
    read_[l.file] = 1;
    std::ifstream in(prog_.files[l.file]);
    for (std::string s; std::getline(in, s);) lines_[l.file].push_back(s);
  }
  const std::vector<std::string>& lines = lines_[l.file];
  if (l.line == 0 || l.line > lines.size()) return "";
  return lines[l.line - 1];
}

}  // namespace ferret::fql
