// The HTML report: one self-contained page (its style, script, data and
// drawings inline; nothing loaded from anywhere) a person opens from disk.
// For a violation it walks through the run over the source, step by step
// (buttons and the arrow keys), with the call stack, the values of inputs,
// thread switches and memory drawn at each __VERIFIER_plot and at the
// error; for TRUE the engine, its statistics and what its proof holds; for
// UNKNOWN the reason and what was explored; for `cover` the goals over
// the source and per-file and per-function totals; for `bench` the table
// of tasks.  report/html/ holds the page's style and script.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "engines/cover/cover.hpp"
#include "engines/explore/explorer.hpp"
#include "engines/interp/walkthrough.hpp"
#include "engines/portfolio/portfolio.hpp"
#include "report/coverage.hpp"
#include "ir/program.hpp"

namespace ferret::report {

// A drawing for the page: its name and the graph as DOT.
struct Drawing {
  std::string name;
  std::string dot;
};

struct VerifyReport {
  std::string file;     // what was verified (the first input file)
  std::string engine;   // the engine that answered
  std::vector<portfolio::EngineRun> runs;
  std::vector<Drawing> shapes;  // the shape engine's graphs (__VERIFIER_plot, --dump-smg)
  std::string replay;           // the `ferret run` command that replays a FALSE
  const interp::Walkthrough* walk = nullptr;  // the counterexample's run (FALSE)
};

std::string verifyHtml(const ir::Program& prog, const explore::Result& r, const VerifyReport& v);
// `ferret run`: the run's walk, over the source.
std::string runHtml(const ir::Program& prog, const interp::Walkthrough& walk, const std::string& file);
std::string coverHtml(const Coverage& c, const cover::Result& r, const std::string& file);
// `ferret bench`: `table` holds "columns", "rows" (arrays of cells), for
// each row a "links" entry (a relative path or null) and the "summary" text.
std::string benchHtml(const nlohmann::json& table);

}  // namespace ferret::report
