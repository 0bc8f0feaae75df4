#include "cli/testvector.hpp"

#include <nlohmann/json.hpp>
#include <fmt/format.h>
#include <pugixml.hpp>

#include <fstream>
#include <stdexcept>

namespace ferret::cli {

namespace {

std::vector<std::string> inputsOf(const pugi::xml_document& doc, const pugi::xml_parse_result& r,
                                  const std::string& name) {
  if (!r) throw std::runtime_error("cannot read test vector " + name + ": " + r.description());
  pugi::xml_node tc = doc.child("testcase");
  if (!tc) throw std::runtime_error("test vector " + name + " has no <testcase> element");
  std::vector<std::string> values;
  for (pugi::xml_node in : tc.children("input")) values.emplace_back(in.text().get());
  return values;
}

}  // namespace

std::vector<std::string> readTestVector(const std::string& path) {
  pugi::xml_document doc;
  pugi::xml_parse_result r = doc.load_file(path.c_str());
  return inputsOf(doc, r, path);
}

std::vector<std::string> parseTestVector(std::string_view xml, const std::string& name) {
  pugi::xml_document doc;
  pugi::xml_parse_result r = doc.load_buffer(xml.data(), xml.size());
  return inputsOf(doc, r, name);
}

const char* traceKey(sem::ChoiceKind k) {
  return k == sem::ChoiceKind::AddressReuse ? "address_reuse" : "uninit_branches";
}

TraceChoices readTrace(const std::string& path) {
  std::ifstream in(path);
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("inputs") || !j["inputs"].is_array())
    throw std::runtime_error("cannot read trace " + path + ": not a ferret trace (JSON with an \"inputs\" array)");
  TraceChoices t;
  for (const auto& v : j["inputs"]) {
    if (!v.is_string()) throw std::runtime_error("trace " + path + ": inputs must be strings");
    t.inputs.push_back(v.get<std::string>());
  }
  for (sem::ChoiceKind k : {sem::ChoiceKind::AddressReuse, sem::ChoiceKind::UninitBranch}) {
    const char* key = traceKey(k);
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
  t.dataRace = j.contains("property") && j["property"] == "no-data-race";
  return t;
}

}  // namespace ferret::cli
