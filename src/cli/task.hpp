// SV-COMP verification tasks: the task definition (.yml, format 2.0/2.1)
// and the property files (.prp) it names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ferret::cli {

enum class Property : uint8_t {
  UnreachCall,
  ValidFree,
  ValidDeref,
  ValidMemtrack,
  ValidMemcleanup,
  NoOverflow,
  NoDataRace
};

// The SV-COMP name, as in `RESULT: FALSE(valid-deref)` and in `subproperty`.
const char* propertyName(Property p);

struct PropertyFile {
  std::string path;                  // as given
  std::string text;                  // file contents (trimmed), the witness 'specification'
  std::vector<Property> properties;  // in file order; valid-memsafety.prp gives three
  std::string errorFunction;         // unreach-call only: "reach_error" or "__VERIFIER_error"
};

// Accepts lines `CHECK( init(main()), LTL(G f) )` with f one of
// `! call(reach_error())`, `! call(__VERIFIER_error())`, `valid-free`,
// `valid-deref`, `valid-memtrack`, `valid-memcleanup`, `! overflow`,
// `! data-race` (whitespace is free).  Throws std::runtime_error with a
// one-line message naming the file for a missing file or anything else.
PropertyFile readPropertyFile(const std::string& path);
// The same of a specification's text (a witness quotes it); `path` names
// where it was read in messages.
PropertyFile propertiesOfText(const std::string& path, const std::string& text);

struct TaskProperty {
  PropertyFile file;
  std::optional<bool> expectedVerdict;
  std::string subproperty;  // e.g. "valid-memtrack", empty if none
};

struct Task {
  std::string path;                     // the .yml
  std::vector<std::string> inputFiles;  // relative to the .yml's directory, patterns expanded
  std::vector<TaskProperty> properties;
  // Property files the task lists whose formulas Ferret does not check
  // (termination, coverage, ...): real sv-benchmarks tasks list those next
  // to ours, so they are skipped rather than making the whole task unusable.
  std::vector<std::string> unsupportedPropertyFiles;
  bool ilp32 = false;    // options.data_model ILP32 (LP64 when absent)
  std::string language;  // options.language ("C" when absent)
};

// Reads an SV-COMP task definition, format_version 2.0 or 2.1.  Throws
// std::runtime_error (one line, naming the file) when the file is missing
// or malformed, or an input or property file it names is missing.
Task readTask(const std::string& ymlPath);

}  // namespace ferret::cli
