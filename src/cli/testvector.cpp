#include "cli/testvector.hpp"

#include <nlohmann/json.hpp>
#include <fmt/format.h>
#include <pugixml.hpp>
#include <yaml-cpp/yaml.h>

#include <cctype>
#include <fstream>
#include <stdexcept>

#include "report/counterexample.hpp"

namespace ferret::cli {

namespace {

TraceChoices choicesOf(const pugi::xml_document& doc, const pugi::xml_parse_result& r, const std::string& name) {
  if (!r) throw std::runtime_error("cannot read test vector " + name + ": " + r.description());
  pugi::xml_node tc = doc.child("testcase");
  if (!tc) throw std::runtime_error("test vector " + name + " has no <testcase> element");
  TraceChoices t;
  try {
    for (pugi::xml_node in : tc.children("input")) {
      std::string variable = in.attribute("variable").value();
      if (variable.empty()) {
        t.inputs.emplace_back(in.text().get());
        continue;
      }
      report::InputRecord rec{variable};
      if (!rec.isText()) rec.number = std::stoll(in.text().get());
      else if (std::string_view(in.attribute("type").value()) != "unset") rec.text = sem::unescapeBytes(in.text().get());
      report::replay(rec, t.environment);
    }
  } catch (const std::logic_error& e) {
    throw std::runtime_error("test vector " + name + ": " + e.what());
  }
  return t;
}

}  // namespace

TraceChoices readTestVector(const std::string& path) {
  pugi::xml_document doc;
  pugi::xml_parse_result r = doc.load_file(path.c_str());
  return choicesOf(doc, r, path);
}

std::vector<std::string> parseTestVector(std::string_view xml, const std::string& name) {
  pugi::xml_document doc;
  pugi::xml_parse_result r = doc.load_buffer(xml.data(), xml.size());
  return choicesOf(doc, r, name).inputs;
}

namespace {

TraceChoices readWitness(const std::string& path) {
  auto bad = [&](const std::string& why) { return std::runtime_error("cannot read trace " + path + " (not JSON, so read as a YAML witness): " + why); };
  YAML::Node doc;
  try {
    doc = YAML::LoadFile(path);
  } catch (const YAML::Exception& e) {
    throw bad(e.what());
  }
  if (!doc.IsSequence() || doc.size() == 0 || !doc[0]["content"] || !doc[0]["content"].IsSequence())
    throw bad("not a violation witness (a list with a violation_sequence entry)");
  const YAML::Node& entry = doc[0];
  if (!entry["entry_type"] || entry["entry_type"].as<std::string>() != "violation_sequence")
    throw bad("its entry is not a violation_sequence");
  TraceChoices t;
  t.witness = true;
  try {
    const YAML::Node& task = entry["metadata"]["task"];
    if (const YAML::Node& spec = task["specification"]) t.specification = spec.as<std::string>();
    t.dataRace = t.specification.find("data-race") != std::string::npos;
    if (const YAML::Node& model = task["data_model"]) t.ilp32 = model.as<std::string>() == "ILP32";
    if (const YAML::Node& files = task["input_files"])
      for (const YAML::Node& f : files) t.inputFiles.push_back(f.as<std::string>());
    for (const YAML::Node& seg : entry["content"])
      for (const YAML::Node& item : seg["segment"]) {
        const YAML::Node& w = item["waypoint"];
        std::string type = w["type"].as<std::string>();
        std::string value = w["constraint"] ? w["constraint"]["value"].as<std::string>() : "";
        if (type == "function_return") {
          constexpr std::string_view kResult = "\\result == ";
          if (!value.starts_with(kResult)) throw bad("a function_return constraint is not \\result == VALUE");
          t.inputs.push_back(value.substr(kResult.size()));
          const YAML::Node& at = w["location"];
          t.returns.push_back({at["file_name"].as<std::string>(), at["line"].as<unsigned>(),
                               at["column"] ? at["column"].as<unsigned>() : 0, t.inputs.back()});
        } else if (type == "branching") {
          t.decisions.uninitBranch.push_back(value == "true");
        } else if (type == "assumption" && w["thread_id"]) {
          t.schedule.push_back(w["thread_id"].as<uint32_t>());
        }
        if (type == "assumption")
          if (std::optional<report::InputRecord> rec = report::parseWitnessConstraint(value)) report::replay(*rec, t.environment);
      }
  } catch (const YAML::Exception& e) {
    throw bad(e.what());
  } catch (const std::logic_error& e) {
    throw bad(e.what());
  }
  return t;
}

}  // namespace

TraceChoices readTrace(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read trace " + path);
  // A JSON trace is an object; a YAML witness is a list.
  char first = 0;
  while (in.get(first) && std::isspace(static_cast<unsigned char>(first))) {
  }
  if (first != '{') return readWitness(path);
  in.seekg(0);
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("inputs") || !j["inputs"].is_array())
    throw std::runtime_error("cannot read trace " + path + ": not a ferret trace (JSON with an \"inputs\" array)");
  TraceChoices t;
  for (const auto& v : j["inputs"]) {
    if (!v.is_string()) throw std::runtime_error("trace " + path + ": inputs must be strings");
    t.inputs.push_back(v.get<std::string>());
  }
  for (sem::ChoiceKind k : {sem::ChoiceKind::AddressReuse, sem::ChoiceKind::UninitBranch}) {
    const char* key = report::traceKey(k);
    if (!j.contains(key)) continue;
    if (!j[key].is_array()) throw std::runtime_error(fmt::format("trace {}: {} must be an array", path, key));
    for (const auto& v : j[key]) {
      if (!v.is_boolean()) throw std::runtime_error(fmt::format("trace {}: {} must hold true/false", path, key));
      t.decisions.of(k).push_back(v.get<bool>());
    }
  }
  if (j.contains("schedule")) {
    if (!j["schedule"].is_array()) throw std::runtime_error("trace " + path + ": schedule must be an array");
    for (const auto& v : j["schedule"]) {
      if (!v.is_number_unsigned()) throw std::runtime_error("trace " + path + ": schedule must hold thread numbers");
      t.schedule.push_back(v.get<uint32_t>());
    }
  }
  if (j.contains("property") && j["property"].is_string()) t.property = j["property"].get<std::string>();
  t.dataRace = t.property == "no-data-race";
  if (j.contains("data_model")) {
    if (j["data_model"] != "ILP32" && j["data_model"] != "LP64")
      throw std::runtime_error("trace " + path + ": data_model must be ILP32 or LP64");
    t.ilp32 = j["data_model"] == "ILP32";
  }
  if (j.contains("environment")) {
    auto bad = [&](const std::string& why) { return std::runtime_error("trace " + path + ": environment: " + why); };
    if (!j["environment"].is_array()) throw bad("must be an array");
    for (const auto& e : j["environment"]) {
      if (!e.is_object() || !e.contains("input") || !e["input"].is_string() || !e.contains("value"))
        throw bad("each entry needs \"input\" and \"value\"");
      report::InputRecord rec{e["input"].get<std::string>()};
      const auto& v = e["value"];
      try {
        if (!rec.isText() && v.is_number_integer()) rec.number = v.get<int64_t>();
        else if (rec.isText() && v.is_string()) rec.text = sem::unescapeBytes(v.get<std::string>());
        else if (!rec.isText() || !v.is_null()) throw std::invalid_argument("the value of " + rec.key + " has the wrong type");
        report::replay(rec, t.environment);
      } catch (const std::logic_error& ex) {
        throw bad(ex.what());
      }
    }
  }
  return t;
}

}  // namespace ferret::cli
