#include "report/testcomp.hpp"

#include <fmt/format.h>
#include <pugixml.hpp>

#include <filesystem>
#include <stdexcept>

#include "report/witness.hpp"

namespace ferret::report {

namespace {

pugi::xml_node start(pugi::xml_document& doc, const char* root) {
  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  decl.append_attribute("standalone") = "no";
  doc.append_child(pugi::node_doctype)
      .set_value(fmt::format("{} PUBLIC \"+//IDN sosy-lab.org//DTD test-format {} 1.1//EN\" "
                             "\"https://sosy-lab.org/test-format/{}-1.1.dtd\"",
                             root, root, root)
                     .c_str());
  return doc.append_child(root);
}

void save(const pugi::xml_document& doc, const std::filesystem::path& path) {
  if (!doc.save_file(path.c_str(), "  ")) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace

void writeTestSuite(const std::string& dir, const TestSuiteInfo& info,
                    const std::vector<std::vector<TestInput>>& tests) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error(fmt::format("cannot create {}: {}", dir, ec.message()));
  pugi::xml_document meta;
  pugi::xml_node m = start(meta, "test-metadata");
  m.append_child("sourcecodelang").text() = "C";
  m.append_child("producer").text() = "Ferret 0.1.0";
  m.append_child("specification").text() = info.specification.c_str();
  m.append_child("programfile").text() = info.programFile.c_str();
  m.append_child("programhash").text() = sha256File(info.programFile).c_str();
  m.append_child("entryfunction").text() = "main";
  m.append_child("architecture").text() = info.ilp32 ? "32bit" : "64bit";
  m.append_child("creationtime").text() = isoNow().c_str();
  save(meta, std::filesystem::path(dir) / "metadata.xml");
  for (size_t i = 0; i < tests.size(); ++i) {
    pugi::xml_document doc;
    pugi::xml_node tc = start(doc, "testcase");
    for (const TestInput& in : tests[i]) {
      pugi::xml_node n = tc.append_child("input");
      if (!in.variable.empty()) n.append_attribute("variable") = in.variable.c_str();
      if (in.unset) n.append_attribute("type") = "unset";
      else n.text() = in.value.c_str();
    }
    save(doc, std::filesystem::path(dir) / fmt::format("testcase-{}.xml", i + 1));
  }
}

}  // namespace ferret::report
