// SV-COMP task definitions and property files: fixtures written into a
// temporary directory, plus the shared benchmark set when it is present.
#include "cli/task.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using ferret::cli::Property;
using ferret::cli::propertyName;
using ferret::cli::readPropertyFile;
using ferret::cli::readTask;
using ferret::cli::Task;

namespace {

class TempDir {
 public:
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "ferret-task-XXXXXX").string();
    if (!mkdtemp(tmpl.data())) throw std::runtime_error("mkdtemp failed");
    root_ = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string write(const std::string& rel, const std::string& text) const {
    fs::path p = root_ / rel;
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
  std::string path(const std::string& rel) const { return (root_ / rel).string(); }

 private:
  fs::path root_;
};

const char* const kUnreach = "CHECK( init(main()), LTL(G ! call(reach_error())) )\n";
const char* const kMemsafety =
    "CHECK( init(main()), LTL(G valid-free) )\n"
    "CHECK( init(main()), LTL(G valid-deref) )\n"
    "CHECK( init(main()), LTL(G valid-memtrack) )\n";

// Property files as sv-benchmarks ships them (plus the older error function).
void writeProperties(const TempDir& d) {
  d.write("properties/unreach-call.prp", kUnreach);
  d.write("properties/unreach-call-old.prp",
          "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )\n");
  d.write("properties/valid-memsafety.prp", kMemsafety);
  d.write("properties/valid-memcleanup.prp", "CHECK( init(main()), LTL(G valid-memcleanup) )\n");
  d.write("properties/no-overflow.prp", "CHECK( init(main()), LTL(G ! overflow) )\n");
  d.write("properties/no-data-race.prp", "CHECK( init(main()), LTL(G ! data-race) )\n");
  d.write("properties/termination.prp", "CHECK( init(main()), LTL(F end) )\n");
  d.write("properties/coverage-branches.prp",
          "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )\n");
}

// Runs f, which must throw std::runtime_error; returns the message.
std::string errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  ADD_FAILURE() << "no exception";
  return "";
}

void expectOneLineNaming(const std::string& msg, const std::string& name) {
  EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
  EXPECT_NE(msg.find(name), std::string::npos) << msg;
}

TEST(Property, Names) {
  EXPECT_STREQ(propertyName(Property::UnreachCall), "unreach-call");
  EXPECT_STREQ(propertyName(Property::ValidFree), "valid-free");
  EXPECT_STREQ(propertyName(Property::ValidDeref), "valid-deref");
  EXPECT_STREQ(propertyName(Property::ValidMemtrack), "valid-memtrack");
  EXPECT_STREQ(propertyName(Property::ValidMemcleanup), "valid-memcleanup");
  EXPECT_STREQ(propertyName(Property::NoOverflow), "no-overflow");
  EXPECT_STREQ(propertyName(Property::NoDataRace), "no-data-race");
}

TEST(PropertyFile, EveryKnownFile) {
  TempDir d;
  writeProperties(d);
  struct Case {
    const char* file;
    std::vector<Property> props;
    const char* errorFunction;
  };
  const Case cases[] = {
      {"unreach-call.prp", {Property::UnreachCall}, "reach_error"},
      {"unreach-call-old.prp", {Property::UnreachCall}, "__VERIFIER_error"},
      {"valid-memsafety.prp",
       {Property::ValidFree, Property::ValidDeref, Property::ValidMemtrack},
       ""},
      {"valid-memcleanup.prp", {Property::ValidMemcleanup}, ""},
      {"no-overflow.prp", {Property::NoOverflow}, ""},
      {"no-data-race.prp", {Property::NoDataRace}, ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    std::string path = d.path(std::string("properties/") + c.file);
    auto pf = readPropertyFile(path);
    EXPECT_EQ(pf.path, path);
    EXPECT_EQ(pf.properties, c.props);
    EXPECT_EQ(pf.errorFunction, c.errorFunction);
    EXPECT_FALSE(pf.text.empty());
    EXPECT_NE(pf.text.back(), '\n');  // trimmed
    EXPECT_EQ(pf.text.rfind("CHECK(", 0), 0u);
  }
  EXPECT_EQ(readPropertyFile(d.path("properties/valid-memsafety.prp")).text,
            std::string(kMemsafety, std::string(kMemsafety).size() - 1));
}

TEST(PropertyFile, SpacingAndBlankLinesDoNotMatter) {
  TempDir d;
  auto pf = readPropertyFile(d.write("p.prp",
                                     "\n  CHECK(init(main()),LTL(G !call(reach_error())))  \r\n\n"
                                     "CHECK (  init ( main ( ) ) ,  LTL ( G  valid-deref ) )\n"));
  EXPECT_EQ(pf.properties, (std::vector<Property>{Property::UnreachCall, Property::ValidDeref}));
  EXPECT_EQ(pf.errorFunction, "reach_error");
  EXPECT_EQ(pf.text.front(), 'C');
}

TEST(PropertyFile, RepeatedLineGivesOneProperty) {
  TempDir d;
  auto pf = readPropertyFile(d.write("p.prp", std::string(kUnreach) + kUnreach));
  EXPECT_EQ(pf.properties, std::vector<Property>{Property::UnreachCall});
}

TEST(PropertyFile, Errors) {
  TempDir d;
  writeProperties(d);
  std::string missing = d.path("properties/nope.prp");
  expectOneLineNaming(errorOf([&] { readPropertyFile(missing); }), missing);
  expectOneLineNaming(errorOf([&] { readPropertyFile(d.path("properties")); }), "properties");

  std::string term = d.path("properties/termination.prp");
  std::string msg = errorOf([&] { readPropertyFile(term); });
  expectOneLineNaming(msg, term);
  EXPECT_NE(msg.find("unsupported"), std::string::npos) << msg;
  expectOneLineNaming(errorOf([&] { readPropertyFile(d.path("properties/coverage-branches.prp")); }),
                      "coverage-branches.prp");

  const char* bad[] = {
      "",                                                   // empty
      "hello\n",                                            // not a property
      "CHECK( init(main()), LTL(G valid-deref) ) trailing\n",  // junk after it
      "CHECK( init(main()), LTL(G ! call(other_fn())) )\n",  // another error function
      "CHECK( init(main()), LTL(G valid-memsafety) )\n",    // not a formula of its own
      "CHECK( init(main()), LTL(G valid-free) )\nline two\n",
      "CHECK( init(main()), LTL(G ! call(reach_error())) )\n"
      "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )\n",
  };
  for (const char* text : bad) {
    SCOPED_TRACE(text);
    std::string p = d.write("bad.prp", text);
    expectOneLineNaming(errorOf([&] { readPropertyFile(p); }), p);
  }
}

TEST(Task, Format20SingleInput) {
  TempDir d;
  writeProperties(d);
  d.write("dir/prog.c", "int main(void) { return 0; }\n");
  std::string yml = d.write("dir/prog.yml",
                            "format_version: '2.0'\n"
                            "input_files: prog.c\n"
                            "properties:\n"
                            "- property_file: ../properties/valid-memsafety.prp\n"
                            "  expected_verdict: false\n"
                            "  subproperty: valid-memtrack\n"
                            "- property_file: ../properties/unreach-call.prp\n"
                            "  expected_verdict: true\n"
                            "- property_file: ../properties/no-overflow.prp\n"
                            "options:\n"
                            "  language: C\n"
                            "  data_model: ILP32\n");
  Task t = readTask(yml);
  EXPECT_EQ(t.path, yml);
  ASSERT_EQ(t.inputFiles.size(), 1u);
  EXPECT_EQ(t.inputFiles[0], d.path("dir/prog.c"));
  EXPECT_TRUE(t.ilp32);
  EXPECT_EQ(t.language, "C");
  EXPECT_TRUE(t.unsupportedPropertyFiles.empty());
  ASSERT_EQ(t.properties.size(), 3u);

  EXPECT_EQ(t.properties[0].file.path, d.path("properties/valid-memsafety.prp"));
  EXPECT_EQ(t.properties[0].file.properties.size(), 3u);
  EXPECT_EQ(t.properties[0].expectedVerdict, false);
  EXPECT_EQ(t.properties[0].subproperty, "valid-memtrack");

  EXPECT_EQ(t.properties[1].file.errorFunction, "reach_error");
  EXPECT_EQ(t.properties[1].expectedVerdict, true);
  EXPECT_EQ(t.properties[1].subproperty, "");

  EXPECT_EQ(t.properties[2].file.properties, std::vector<Property>{Property::NoOverflow});
  EXPECT_FALSE(t.properties[2].expectedVerdict.has_value());
}

TEST(Task, Format21ListOfInputsAndDefaults) {
  TempDir d;
  writeProperties(d);
  d.write("t/a.c", "");
  d.write("t/sub/b.c", "");
  std::string yml = d.write("t/two.yml",
                            "format_version: \"2.1\"\n"
                            "input_files:\n"
                            "  - a.c\n"
                            "  - 'sub/b.c'\n"
                            "properties:\n"
                            "  - property_file: ../properties/no-data-race.prp\n"
                            "    expected_verdict: true\n");
  Task t = readTask(yml);
  EXPECT_EQ(t.inputFiles, (std::vector<std::string>{d.path("t/a.c"), d.path("t/sub/b.c")}));
  EXPECT_FALSE(t.ilp32);  // LP64 without data_model
  EXPECT_EQ(t.language, "C");
  ASSERT_EQ(t.properties.size(), 1u);
  EXPECT_EQ(t.properties[0].file.properties, std::vector<Property>{Property::NoDataRace});
}

TEST(Task, Lp64AndPatterns) {
  TempDir d;
  writeProperties(d);
  d.write("p/part1.c", "");
  d.write("p/part2.c", "");
  std::string yml = d.write("p/t.yml",
                            "format_version: '2.0'\n"
                            "input_files: 'part*.c'\n"
                            "properties: []\n"
                            "options: {language: C, data_model: LP64}\n");
  Task t = readTask(yml);
  EXPECT_EQ(t.inputFiles, (std::vector<std::string>{d.path("p/part1.c"), d.path("p/part2.c")}));
  EXPECT_FALSE(t.ilp32);
  EXPECT_TRUE(t.properties.empty());
}

TEST(Task, UnsupportedPropertiesAreSkippedAndListed) {
  TempDir d;
  writeProperties(d);
  d.write("x/prog.c", "");
  std::string yml = d.write("x/prog.yml",
                            "format_version: '2.0'\n"
                            "input_files: prog.c\n"
                            "properties:\n"
                            "  - property_file: ../properties/termination.prp\n"
                            "    expected_verdict: true\n"
                            "  - property_file: ../properties/unreach-call.prp\n"
                            "    expected_verdict: false\n"
                            "  - property_file: ../properties/coverage-branches.prp\n"
                            "options:\n"
                            "  language: C\n"
                            "  data_model: ILP32\n");
  Task t = readTask(yml);
  ASSERT_EQ(t.properties.size(), 1u);
  EXPECT_EQ(t.properties[0].file.properties, std::vector<Property>{Property::UnreachCall});
  EXPECT_EQ(t.unsupportedPropertyFiles,
            (std::vector<std::string>{d.path("properties/termination.prp"),
                                      d.path("properties/coverage-branches.prp")}));
}

TEST(Task, Errors) {
  TempDir d;
  writeProperties(d);
  d.write("e/prog.c", "");
  const std::string head = "format_version: '2.0'\ninput_files: prog.c\n";
  const std::string memsafety = "properties:\n- property_file: ../properties/valid-memsafety.prp\n";
  const char* const cases[] = {
      "",                                                          // empty document
      "- a\n- b\n",                                                // not a mapping
      "format_version: '2.0'\ninput_files: [prog.c\n",             // YAML syntax error
      "format_version: '2.0'\n  input_files: prog.c\n",            // bad indentation
      "input_files: prog.c\n",                                     // no format_version
      "format_version: '1.0'\ninput_files: prog.c\n",              // old format
      "format_version: '2.0'\n",                                   // no input_files
      "format_version: '2.0'\ninput_files: []\n",                  // no input at all
      "format_version: '2.0'\ninput_files: missing.c\n",           // input missing
      "format_version: '2.0'\ninput_files: 'nomatch*.c'\n",        // pattern matches nothing
      "format_version: '2.0'\ninput_files: {a: b}\n",              // wrong shape
      "format_version: '2.0'\ninput_files: .\n",                   // a directory
  };
  for (const char* text : cases) {
    SCOPED_TRACE(text);
    std::string yml = d.write("e/t.yml", text);
    expectOneLineNaming(errorOf([&] { readTask(yml); }), yml);
  }
  const std::string tails[] = {
      "properties: ../properties/unreach-call.prp\n",                   // not a list
      "properties:\n- ../properties/unreach-call.prp\n",                // entry not a mapping
      "properties:\n- expected_verdict: true\n",                        // no property_file
      "properties:\n- property_file: ../properties/missing.prp\n",      // prp missing
      memsafety + "  expected_verdict: maybe\n",                        // not a boolean
      memsafety + "  expected_verdict: false\n  subproperty: valid-memcleanup\n",
      "options: [C]\n",                                                 // options not a mapping
      "options:\n  data_model: 32bit\n",                                // unknown data model
  };
  for (const std::string& tail : tails) {
    SCOPED_TRACE(tail);
    std::string yml = d.write("e/t.yml", head + tail);
    expectOneLineNaming(errorOf([&] { readTask(yml); }), yml);
  }
  std::string missing = d.path("e/none.yml");
  expectOneLineNaming(errorOf([&] { readTask(missing); }), missing);

  // A missing property file is named as well as the task.
  std::string yml = d.write("e/t.yml", head + "properties:\n- property_file: ../properties/gone.prp\n");
  expectOneLineNaming(errorOf([&] { readTask(yml); }), "gone.prp");
}

TEST(Task, SyntaxErrorsGiveTheLine) {
  TempDir d;
  std::string yml = d.write("t.yml", "format_version: '2.0'\ninput_files: [a.c\n");
  std::string msg = errorOf([&] { readTask(yml); });
  EXPECT_EQ(msg.rfind(yml + ":", 0), 0u) << msg;
  EXPECT_NE(msg.find("malformed task definition"), std::string::npos) << msg;
}

// The SV-COMP tasks shipped next to the repository (../shared), when present.
fs::path sharedBenchmarks() {
  if (const char* env = getenv("FERRET_SVCOMP_DIR")) return env;
  return fs::path(__FILE__).parent_path() / "../../../shared/benchmarks/svcomp/c";
}

TEST(Task, SharedBenchmarks) {
  fs::path dir = sharedBenchmarks();
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) GTEST_SKIP() << "no benchmark set at " << dir;
  size_t tasks = 0, prps = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    std::string p = e.path().string();
    if (e.path().extension() == ".prp") {
      SCOPED_TRACE(p);
      EXPECT_NO_THROW(readPropertyFile(p));
      ++prps;
    } else if (e.path().extension() == ".yml") {
      SCOPED_TRACE(p);
      Task t;
      ASSERT_NO_THROW(t = readTask(p));
      EXPECT_FALSE(t.inputFiles.empty());
      for (const std::string& f : t.inputFiles) EXPECT_TRUE(fs::is_regular_file(f)) << f;
      EXPECT_FALSE(t.properties.empty());
      for (const auto& tp : t.properties) {
        EXPECT_FALSE(tp.file.properties.empty());
        if (!tp.subproperty.empty()) {
          EXPECT_EQ(tp.expectedVerdict, false);
        }
      }
      EXPECT_EQ(t.language, "C");
      ++tasks;
    }
  }
  EXPECT_GT(tasks, 0u);
  EXPECT_GT(prps, 0u);
}

}  // namespace
