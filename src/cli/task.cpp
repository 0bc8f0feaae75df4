#include "cli/task.hpp"

#include <glob.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace ferret::cli {

namespace fs = std::filesystem;

const char* propertyName(Property p) {
  switch (p) {
    case Property::UnreachCall: return "unreach-call";
    case Property::ValidFree: return "valid-free";
    case Property::ValidDeref: return "valid-deref";
    case Property::ValidMemtrack: return "valid-memtrack";
    case Property::ValidMemcleanup: return "valid-memcleanup";
    case Property::NoOverflow: return "no-overflow";
    case Property::NoDataRace: return "no-data-race";
  }
  return "?";
}

namespace {

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

// Messages quote file contents, which may be anything: keep them one short line.
std::string quoteLine(std::string_view line) {
  std::string out;
  for (char c : line.substr(0, 80)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
  if (line.size() > 80) out += "...";
  return "'" + out + "'";
}

std::string readWholeFile(const std::string& path, const char* what) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw std::runtime_error(path + ": is a directory, not a " + what);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + std::string(what) + " " + path);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw std::runtime_error("cannot read " + std::string(what) + " " + path);
  return ss.str();
}

struct FormulaName {
  const char* formula;  // with all whitespace removed
  Property property;
  const char* errorFunction;
};

constexpr FormulaName kFormulas[] = {
    {"!call(reach_error())", Property::UnreachCall, "reach_error"},
    {"!call(__VERIFIER_error())", Property::UnreachCall, "__VERIFIER_error"},
    {"valid-free", Property::ValidFree, nullptr},
    {"valid-deref", Property::ValidDeref, nullptr},
    {"valid-memtrack", Property::ValidMemtrack, nullptr},
    {"valid-memcleanup", Property::ValidMemcleanup, nullptr},
    {"!overflow", Property::NoOverflow, nullptr},
    {"!data-race", Property::NoDataRace, nullptr},
};

struct ParsedPropertyFile {
  PropertyFile file;
  // The first line that is a well-formed SV-COMP specification Ferret does
  // not check; a task may list such a file, a direct request may not.
  std::string unsupportedLine;
};

// `text` as the specification of `path` (a property file, or the witness
// that quotes one).
ParsedPropertyFile parseProperties(const std::string& path, const std::string& text) {
  ParsedPropertyFile r;
  r.file.path = path;
  r.file.text = trim(text);
  std::istringstream lines(r.file.text);
  std::string raw;
  while (std::getline(lines, raw)) {
    std::string line = trim(raw);
    if (line.empty()) continue;
    // SV-COMP spells the formulas with varying spaces; compare them without.
    std::string s;
    for (char c : line)
      if (!std::isspace(static_cast<unsigned char>(c))) s += c;
    static constexpr std::string_view kCheck = "CHECK(init(main()),LTL(G", kEnd = "))";
    bool check = s.starts_with("CHECK(init(main()),") && s.ends_with(")");
    bool cover = s.starts_with("COVER(init(main()),") && s.ends_with(")");
    if (!check && !cover)
      throw std::runtime_error(path + ": not an SV-COMP property: " + quoteLine(line));
    const FormulaName* found = nullptr;
    if (s.size() > kCheck.size() + kEnd.size() && s.starts_with(kCheck) && s.ends_with(kEnd)) {
      std::string_view f(s);
      f = f.substr(kCheck.size(), f.size() - kCheck.size() - kEnd.size());
      for (const FormulaName& fn : kFormulas)
        if (f == fn.formula) found = &fn;
    }
    if (!found) {
      if (r.unsupportedLine.empty()) r.unsupportedLine = line;
      continue;
    }
    if (std::find(r.file.properties.begin(), r.file.properties.end(), found->property) ==
        r.file.properties.end())
      r.file.properties.push_back(found->property);
    if (found->errorFunction) {
      if (!r.file.errorFunction.empty() && r.file.errorFunction != found->errorFunction)
        throw std::runtime_error(path + ": asks for two different error functions");
      r.file.errorFunction = found->errorFunction;
    }
  }
  if (r.file.properties.empty() && r.unsupportedLine.empty())
    throw std::runtime_error(path + ": property file has no property");
  return r;
}

ParsedPropertyFile parsePropertyFile(const std::string& path) {
  return parseProperties(path, readWholeFile(path, "property file"));
}

std::string resolve(const fs::path& base, const std::string& name) {
  return (base / name).lexically_normal().string();
}

// A task-definition error, named as a compiler would: path:line:column.
std::runtime_error taskError(const std::string& path, const YAML::Node& at, const std::string& msg) {
  YAML::Mark m = at.Mark();
  std::string where = path;
  if (m.line >= 0 && m.pos >= 0)
    where += ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
  return std::runtime_error(where + ": " + msg);
}

std::string scalar(const std::string& path, const YAML::Node& n, const char* key) {
  if (!n.IsScalar()) throw taskError(path, n, std::string("'") + key + "' must be a single value");
  return n.Scalar();
}

void addInputFile(Task& t, const fs::path& base, const YAML::Node& n) {
  if (!n.IsScalar()) throw taskError(t.path, n, "'input_files' must be a file name or a list of them");
  std::string name = n.Scalar();
  if (name.empty()) throw taskError(t.path, n, "empty input file name");
  std::string full = resolve(base, name);
  std::vector<std::string> matches;
  if (name.find_first_of("*?[") != std::string::npos) {
    glob_t g{};
    int rc = ::glob(full.c_str(), 0, nullptr, &g);
    if (rc == 0)
      for (size_t i = 0; i < g.gl_pathc; ++i) matches.emplace_back(g.gl_pathv[i]);
    ::globfree(&g);
    if (matches.empty()) throw taskError(t.path, n, "input file pattern " + name + " matches no file");
  } else {
    matches.push_back(full);
  }
  for (const std::string& m : matches) {
    std::error_code ec;
    if (fs::is_directory(m, ec))
      throw taskError(t.path, n, "input " + m + " is a directory; Ferret needs the C files");
    if (!fs::exists(m, ec)) throw taskError(t.path, n, "input file " + m + " does not exist");
    t.inputFiles.push_back(m);
  }
}

void addProperty(Task& t, const fs::path& base, const YAML::Node& entry) {
  if (!entry.IsMap()) throw taskError(t.path, entry, "each property must be a mapping");
  const YAML::Node file = entry["property_file"];
  if (!file) throw taskError(t.path, entry, "property without 'property_file'");
  std::string prp = resolve(base, scalar(t.path, file, "property_file"));
  ParsedPropertyFile parsed;
  try {
    parsed = parsePropertyFile(prp);
  } catch (const std::runtime_error& e) {
    throw taskError(t.path, file, e.what());
  }
  if (!parsed.unsupportedLine.empty()) {
    t.unsupportedPropertyFiles.push_back(prp);
    return;
  }
  TaskProperty tp;
  tp.file = std::move(parsed.file);
  if (const YAML::Node v = entry["expected_verdict"]) {
    bool b = false;
    if (!v.IsScalar() || !YAML::convert<bool>::decode(v, b))
      throw taskError(t.path, v, "expected_verdict must be true or false");
    tp.expectedVerdict = b;
  }
  if (const YAML::Node sub = entry["subproperty"]) {
    tp.subproperty = scalar(t.path, sub, "subproperty");
    bool known = false;
    for (Property p : tp.file.properties) known |= tp.subproperty == propertyName(p);
    if (!known)
      throw taskError(t.path, sub, "subproperty '" + tp.subproperty + "' is not a property of " + prp);
  }
  t.properties.push_back(std::move(tp));
}

}  // namespace

PropertyFile propertiesOfText(const std::string& path, const std::string& text) {
  return parseProperties(path, text).file;
}

PropertyFile readPropertyFile(const std::string& path) {
  ParsedPropertyFile r = parsePropertyFile(path);
  if (!r.unsupportedLine.empty())
    throw std::runtime_error(path + ": unsupported property " + quoteLine(r.unsupportedLine));
  return std::move(r.file);
}

Task readTask(const std::string& ymlPath) {
  Task t;
  t.path = ymlPath;
  std::string text = readWholeFile(ymlPath, "task definition");
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    std::string where = ymlPath;
    if (!e.mark.is_null())
      where += ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1);
    throw std::runtime_error(where + ": malformed task definition: " + e.msg);
  }
  if (!root.IsMap()) throw std::runtime_error(ymlPath + ": a task definition must be a YAML mapping");

  try {
    const YAML::Node version = root["format_version"];
    if (!version) throw taskError(ymlPath, root, "no 'format_version'");
    std::string v = scalar(ymlPath, version, "format_version");
    if (v != "2.0" && v != "2.1")
      throw taskError(ymlPath, version, "unsupported format_version '" + v + "' (2.0 and 2.1 are)");

    fs::path base = fs::path(ymlPath).parent_path();
    const YAML::Node inputs = root["input_files"];
    if (!inputs) throw taskError(ymlPath, root, "no 'input_files'");
    if (inputs.IsSequence()) {
      for (const YAML::Node& n : inputs) addInputFile(t, base, n);
    } else {
      addInputFile(t, base, inputs);
    }
    if (t.inputFiles.empty()) throw taskError(ymlPath, inputs, "'input_files' is empty");

    if (const YAML::Node props = root["properties"]) {
      if (!props.IsSequence()) throw taskError(ymlPath, props, "'properties' must be a list");
      for (const YAML::Node& p : props) addProperty(t, base, p);
    }

    t.language = "C";
    if (const YAML::Node opts = root["options"]) {
      if (!opts.IsMap()) throw taskError(ymlPath, opts, "'options' must be a mapping");
      if (const YAML::Node dm = opts["data_model"]) {
        std::string m = scalar(ymlPath, dm, "data_model");
        if (m != "ILP32" && m != "LP64")
          throw taskError(ymlPath, dm, "data_model must be ILP32 or LP64, not '" + m + "'");
        t.ilp32 = m == "ILP32";
      }
      if (const YAML::Node lang = opts["language"]) t.language = scalar(ymlPath, lang, "language");
    }
  } catch (const YAML::Exception& e) {
    // Only reachable through an unexpected node shape; still one line.
    throw std::runtime_error(ymlPath + ": malformed task definition: " + e.msg);
  }
  return t;
}

}  // namespace ferret::cli
