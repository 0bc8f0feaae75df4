// Compiler-style diagnostics (`file:line:col: error: kind: message`, the
// source line with a caret, notes, call stack) and their JSON form.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "ir/program.hpp"
#include "sem/violation.hpp"

namespace ferret::report {

void printDiagnostic(std::ostream& os, const ir::Program& prog, const sem::Violation& v,
                     const char* severity = "error");
nlohmann::json diagnosticJson(const ir::Program& prog, const sem::Violation& v);
// The lines of a source file (none if it cannot be read), read once.
const std::vector<std::string>& sourceLines(const std::string& file);
// `file:line:col` (or `file:line`), empty for an unknown location.
std::string locationText(const ir::Program& prog, ir::LocId loc);

}  // namespace ferret::report
