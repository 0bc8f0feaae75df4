#include "cli/suite.hpp"

#include <fmt/format.h>
#include <pugixml.hpp>
#include <zip.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "cli/testvector.hpp"

namespace ferret::cli {

namespace {

namespace fs = std::filesystem;

struct Member {
  std::string name;  // base name
  std::string text;
};

// test2.xml before test10.xml: digit runs compare as numbers.
bool naturalLess(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
      size_t ei = i, ej = j;
      while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
      while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
      std::string_view na = std::string_view(a).substr(i, ei - i), nb = std::string_view(b).substr(j, ej - j);
      while (na.size() > 1 && na[0] == '0') na.remove_prefix(1);
      while (nb.size() > 1 && nb[0] == '0') nb.remove_prefix(1);
      if (na.size() != nb.size()) return na.size() < nb.size();
      if (na != nb) return na < nb;
      i = ei, j = ej;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i, ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

bool isXml(const std::string& name) { return name.size() > 4 && name.compare(name.size() - 4, 4, ".xml") == 0; }

std::vector<Member> readDirectory(const std::string& path) {
  std::vector<Member> out;
  for (const auto& e : fs::directory_iterator(path)) {
    if (!e.is_regular_file() || !isXml(e.path().filename().string())) continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    out.push_back({e.path().filename().string(), text.str()});
  }
  return out;
}

// Every .xml member, wherever it sits in the archive (Test-Comp's zips
// keep the suite in a folder).
std::vector<Member> readZip(const std::string& path) {
  int err = 0;
  zip_t* z = zip_open(path.c_str(), ZIP_RDONLY, &err);
  if (!z) {
    zip_error_t ze;
    zip_error_init_with_code(&ze, err);
    std::string why = zip_error_strerror(&ze);
    zip_error_fini(&ze);
    throw std::runtime_error(fmt::format("cannot open test suite {}: {}", path, why));
  }
  std::vector<Member> out;
  zip_int64_t n = zip_get_num_entries(z, 0);
  for (zip_int64_t i = 0; i < n; ++i) {
    zip_stat_t st;
    if (zip_stat_index(z, i, 0, &st) != 0 || !(st.valid & ZIP_STAT_NAME) || !(st.valid & ZIP_STAT_SIZE)) continue;
    std::string name = fs::path(st.name).filename().string();
    if (!isXml(name)) continue;
    std::string text(st.size, '\0');
    zip_file_t* f = zip_fopen_index(z, i, 0);
    bool ok = f && zip_fread(f, text.data(), st.size) == static_cast<zip_int64_t>(st.size);
    if (f) zip_fclose(f);
    if (!ok) text = "\x01";  // unreadable: reported as malformed below
    out.push_back({name, std::move(text)});
  }
  zip_close(z);
  return out;
}

}  // namespace

Suite readSuite(const std::string& path) {
  std::error_code ec;
  std::vector<Member> members;
  if (fs::is_directory(path, ec)) members = readDirectory(path);
  else if (fs::is_regular_file(path, ec)) members = readZip(path);
  else throw std::runtime_error("no such test suite: " + path);
  std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) { return naturalLess(a.name, b.name); });
  Suite s;
  bool metadata = false;
  for (const Member& m : members) {
    if (m.name != "metadata.xml") continue;
    metadata = true;
    pugi::xml_document doc;
    pugi::xml_parse_result r = doc.load_buffer(m.text.data(), m.text.size());
    if (!r || !doc.child("test-metadata"))
      s.problems.push_back(fmt::format("metadata.xml of {} is malformed ({}); continuing without it", path,
                                       r ? "no <test-metadata> element" : r.description()));
    else
      s.architecture = doc.child("test-metadata").child_value("architecture");
  }
  if (!metadata) s.problems.push_back(fmt::format("{} has no metadata.xml; continuing without it", path));
  for (Member& m : members) {
    if (m.name == "metadata.xml") continue;
    try {
      s.tests.push_back({m.name, parseTestVector(m.text, m.name)});
    } catch (const std::exception& e) {
      s.problems.push_back(fmt::format("{}; test skipped", e.what()));
    }
  }
  return s;
}

}  // namespace ferret::cli
