#include "cli/testvector.hpp"

#include <pugixml.hpp>
#include <stdexcept>

namespace ferret::cli {

std::vector<std::string> readTestVector(const std::string& path) {
  pugi::xml_document doc;
  pugi::xml_parse_result r = doc.load_file(path.c_str());
  if (!r) throw std::runtime_error("cannot read test vector " + path + ": " + r.description());
  pugi::xml_node tc = doc.child("testcase");
  if (!tc) throw std::runtime_error("test vector " + path + " has no <testcase> element");
  std::vector<std::string> values;
  for (pugi::xml_node in : tc.children("input")) values.emplace_back(in.text().get());
  return values;
}

}  // namespace ferret::cli
