// Violation witnesses (YAML format 2.0) read back with yaml-cpp and checked
// key by key against the format's rules.
#include "report/witness.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace fs = std::filesystem;
using ferret::report::sha256File;
using ferret::report::sha256Hex;
using ferret::report::Waypoint;
using ferret::report::WitnessInfo;
using ferret::report::writeViolationWitness;
using Type = Waypoint::Type;

namespace {

// FIPS 180-2's examples.
constexpr const char* kShaAbc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
constexpr const char* kShaEmpty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
constexpr const char* kSha448Bits =
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";

class WitnessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "ferret-witness-XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
    main_ = (dir_ / "main.c").string();
    other_ = (dir_ / "other.c").string();
    std::ofstream(main_, std::ios::binary) << "abc";
    std::ofstream(other_, std::ios::binary);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  WitnessInfo sample() const {
    WitnessInfo info;
    info.inputFiles = {main_, other_};
    info.specification = "CHECK( init(main()), LTL(G valid-free) )\n"
                         "CHECK( init(main()), LTL(G valid-deref) )";
    info.ilp32 = true;
    info.waypoints = {
        {Type::FunctionReturn, main_, 4, 11, "main", "\\result == 5"},
        {Type::Branching, main_, 5, 3, "main", "true"},
        {Type::FunctionEnter, other_, 6, 9, "helper", ""},
        {Type::Branching, other_, 7, 5, "helper", "false"},
        {Type::Target, other_, 9, 0, "", ""},
    };
    return info;
  }

  static YAML::Node emitAndParse(const WitnessInfo& info) {
    std::ostringstream os;
    writeViolationWitness(os, info);
    return YAML::Load(os.str());
  }

  fs::path dir_;
  std::string main_, other_;
};

// A quoted scalar carries the tag "!": YAML 1.1 readers keep it a string.
void expectQuoted(const YAML::Node& n, const std::string& value) {
  ASSERT_TRUE(n.IsScalar());
  EXPECT_EQ(n.Scalar(), value);
  EXPECT_EQ(n.Tag(), "!") << value << " is not quoted";
}

TEST(Sha256, KnownDigests) {
  EXPECT_EQ(sha256Hex("abc"), kShaAbc);
  EXPECT_EQ(sha256Hex(""), kShaEmpty);
  EXPECT_EQ(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"), kSha448Bits);
}

TEST_F(WitnessTest, FileDigests) {
  EXPECT_EQ(sha256File(main_), kShaAbc);
  EXPECT_EQ(sha256File(other_), kShaEmpty);
  // Larger than one read buffer, so the chunks must add up.
  std::string big(200000, 'x');
  std::string p = (dir_ / "big.c").string();
  std::ofstream(p, std::ios::binary) << big;
  EXPECT_EQ(sha256File(p), sha256Hex(big));
  EXPECT_THROW(sha256File((dir_ / "none.c").string()), std::runtime_error);
}

TEST_F(WitnessTest, EntryAndMetadata) {
  YAML::Node doc = emitAndParse(sample());
  ASSERT_TRUE(doc.IsSequence());
  ASSERT_EQ(doc.size(), 1u);
  YAML::Node e = doc[0];
  ASSERT_TRUE(e.IsMap());
  EXPECT_EQ(e.size(), 3u);
  expectQuoted(e["entry_type"], "violation_sequence");

  YAML::Node m = e["metadata"];
  ASSERT_TRUE(m.IsMap());
  expectQuoted(m["format_version"], "2.0");
  EXPECT_TRUE(std::regex_match(
      m["uuid"].as<std::string>(),
      std::regex("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")))
      << m["uuid"].as<std::string>();
  EXPECT_EQ(m["uuid"].Tag(), "!");
  std::string t = m["creation_time"].as<std::string>();
  EXPECT_TRUE(std::regex_match(t, std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z))")))
      << t;
  EXPECT_EQ(m["creation_time"].Tag(), "!");
  expectQuoted(m["producer"]["name"], "Ferret");
  expectQuoted(m["producer"]["version"], "0.1.0");

  YAML::Node task = m["task"];
  ASSERT_TRUE(task.IsMap());
  ASSERT_TRUE(task["input_files"].IsSequence());
  ASSERT_EQ(task["input_files"].size(), 2u);
  EXPECT_EQ(task["input_files"][0].as<std::string>(), main_);
  EXPECT_EQ(task["input_files"][1].as<std::string>(), other_);
  YAML::Node hashes = task["input_file_hashes"];
  ASSERT_TRUE(hashes.IsMap());
  EXPECT_EQ(hashes.size(), 2u);
  expectQuoted(hashes[main_], kShaAbc);
  expectQuoted(hashes[other_], kShaEmpty);
  expectQuoted(task["specification"], sample().specification);
  expectQuoted(task["data_model"], "ILP32");
  expectQuoted(task["language"], "C");
}

TEST_F(WitnessTest, OneSegmentPerWaypoint) {
  WitnessInfo info = sample();
  YAML::Node content = emitAndParse(info)[0]["content"];
  ASSERT_TRUE(content.IsSequence());
  ASSERT_EQ(content.size(), info.waypoints.size());
  const char* const types[] = {"function_return", "branching", "function_enter", "branching",
                               "target"};
  for (size_t i = 0; i < content.size(); ++i) {
    SCOPED_TRACE(i);
    const Waypoint& w = info.waypoints[i];
    ASSERT_TRUE(content[i].IsMap());
    EXPECT_EQ(content[i].size(), 1u);
    YAML::Node seg = content[i]["segment"];
    ASSERT_TRUE(seg.IsSequence());
    ASSERT_EQ(seg.size(), 1u);
    EXPECT_EQ(seg[0].size(), 1u);
    YAML::Node wp = seg[0]["waypoint"];
    ASSERT_TRUE(wp.IsMap());
    expectQuoted(wp["type"], types[i]);
    expectQuoted(wp["action"], "follow");
    YAML::Node loc = wp["location"];
    ASSERT_TRUE(loc.IsMap());
    expectQuoted(loc["file_name"], w.file);
    EXPECT_EQ(loc["line"].as<unsigned>(), w.line);
    EXPECT_EQ(loc["line"].Tag(), "?");  // an integer, not a string
    if (w.column) {
      EXPECT_EQ(loc["column"].as<unsigned>(), w.column);
    } else {
      EXPECT_FALSE(loc["column"]);
    }
    if (!w.function.empty()) {
      expectQuoted(loc["function"], w.function);
    } else {
      EXPECT_FALSE(loc["function"]);
    }
  }

  YAML::Node ret = content[0]["segment"][0]["waypoint"]["constraint"];
  ASSERT_TRUE(ret.IsMap());
  EXPECT_EQ(ret.size(), 2u);
  expectQuoted(ret["value"], "\\result == 5");
  expectQuoted(ret["format"], "acsl_expression");

  YAML::Node br = content[1]["segment"][0]["waypoint"]["constraint"];
  ASSERT_TRUE(br.IsMap());
  EXPECT_EQ(br.size(), 1u);  // a bare value, no format
  expectQuoted(br["value"], "true");
  expectQuoted(content[3]["segment"][0]["waypoint"]["constraint"]["value"], "false");

  EXPECT_FALSE(content[2]["segment"][0]["waypoint"]["constraint"]);
  YAML::Node target = content[4]["segment"][0]["waypoint"];
  EXPECT_FALSE(target["constraint"]);
  EXPECT_EQ(target.size(), 3u);
}

TEST_F(WitnessTest, TargetOnlyAndLp64) {
  WitnessInfo info;
  info.inputFiles = {main_};
  info.specification = "CHECK( init(main()), LTL(G ! call(reach_error())) )";
  info.producerName = "ferret-test";
  info.producerVersion = "9";
  info.waypoints = {{Type::Target, main_, 3, 5, "main", ""}};
  YAML::Node e = emitAndParse(info)[0];
  expectQuoted(e["metadata"]["task"]["data_model"], "LP64");
  expectQuoted(e["metadata"]["producer"]["name"], "ferret-test");
  expectQuoted(e["metadata"]["producer"]["version"], "9");
  ASSERT_EQ(e["content"].size(), 1u);
  YAML::Node wp = e["content"][0]["segment"][0]["waypoint"];
  expectQuoted(wp["type"], "target");
  expectQuoted(wp["action"], "follow");
  EXPECT_EQ(wp["location"]["column"].as<unsigned>(), 5u);
}

TEST_F(WitnessTest, RepeatedInputFileIsHashedOnce) {
  WitnessInfo info = sample();
  info.inputFiles.push_back(main_);
  YAML::Node hashes = emitAndParse(info)[0]["metadata"]["task"]["input_file_hashes"];
  EXPECT_EQ(hashes.size(), 2u);
}

TEST_F(WitnessTest, EveryWitnessHasItsOwnUuid) {
  YAML::Node a = emitAndParse(sample()), b = emitAndParse(sample());
  EXPECT_NE(a[0]["metadata"]["uuid"].as<std::string>(), b[0]["metadata"]["uuid"].as<std::string>());
}

TEST_F(WitnessTest, RejectsWaypointsTheFormatForbids) {
  auto rejects = [&](void (*edit)(WitnessInfo&, const std::string&)) {
    WitnessInfo info = sample();
    edit(info, main_);
    std::ostringstream os;
    EXPECT_THROW(writeViolationWitness(os, info), std::invalid_argument);
    EXPECT_TRUE(os.str().empty());
  };
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints.clear(); });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints.pop_back(); });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[1].type = Type::Target; });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[0].line = 0; });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[0].file = "elsewhere.c"; });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[0].constraint.clear(); });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[1].constraint.clear(); });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[2].constraint = "x"; });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints.back().constraint = "x"; });
  rejects([](WitnessInfo& i, const std::string&) { i.waypoints[2].thread = 1; });
}

// Threads: format 2.2, a thread_id on every waypoint, assumptions in C.
TEST_F(WitnessTest, ThreadedWitnessNamesEachWaypointsThread) {
  WitnessInfo info = sample();
  info.waypoints.insert(info.waypoints.begin() + 1, {Type::Assumption, main_, 8, 0, "worker", "1"});
  for (size_t i = 0; i < info.waypoints.size(); ++i) info.waypoints[i].thread = static_cast<int>(i % 2);
  YAML::Node doc = emitAndParse(info);
  expectQuoted(doc[0]["metadata"]["format_version"], "2.2");
  const YAML::Node& content = doc[0]["content"];
  ASSERT_EQ(content.size(), info.waypoints.size());
  for (size_t i = 0; i < content.size(); ++i)
    EXPECT_EQ(content[i]["segment"][0]["waypoint"]["thread_id"].as<int>(), static_cast<int>(i % 2));
  const YAML::Node& a = content[1]["segment"][0]["waypoint"];
  expectQuoted(a["type"], "assumption");
  expectQuoted(a["constraint"]["value"], "1");
  expectQuoted(a["constraint"]["format"], "c_expression");
  // Sequential witnesses stay format 2.0 with no thread_id.
  YAML::Node seq = emitAndParse(sample());
  expectQuoted(seq[0]["metadata"]["format_version"], "2.0");
  EXPECT_FALSE(seq[0]["content"][0]["segment"][0]["waypoint"]["thread_id"]);
}

TEST_F(WitnessTest, UnreadableInputWritesNothing) {
  WitnessInfo info = sample();
  std::string gone = (dir_ / "gone.c").string();
  info.inputFiles.push_back(gone);
  std::ostringstream os;
  try {
    writeViolationWitness(os, info);
    ADD_FAILURE() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(gone), std::string::npos) << e.what();
  }
  EXPECT_TRUE(os.str().empty());
}


using ferret::report::LoopInvariant;
using ferret::report::writeCorrectnessWitness;

TEST_F(WitnessTest, CorrectnessWitnessIsOneInvariantSet) {
  std::vector<LoopInvariant> invs = {{main_, 4, 3, "main", "i >= 0 && i <= 10"}, {other_, 9, 5, "f", "n == m"}};
  std::ostringstream os;
  writeCorrectnessWitness(os, sample(), invs);
  YAML::Node doc = YAML::Load(os.str());
  ASSERT_TRUE(doc.IsSequence());
  ASSERT_EQ(doc.size(), 1u);
  YAML::Node e = doc[0];
  EXPECT_EQ(e.size(), 3u);
  expectQuoted(e["entry_type"], "invariant_set");
  expectQuoted(e["metadata"]["format_version"], "2.0");
  expectQuoted(e["metadata"]["task"]["data_model"], "ILP32");
  YAML::Node content = e["content"];
  ASSERT_TRUE(content.IsSequence());
  ASSERT_EQ(content.size(), 2u);
  for (size_t i = 0; i < invs.size(); ++i) {
    SCOPED_TRACE(i);
    ASSERT_EQ(content[i].size(), 1u);
    YAML::Node inv = content[i]["invariant"];
    ASSERT_TRUE(inv.IsMap());
    EXPECT_EQ(inv.size(), 4u);
    expectQuoted(inv["type"], "loop_invariant");
    expectQuoted(inv["location"]["file_name"], invs[i].file);
    EXPECT_EQ(inv["location"]["line"].as<unsigned>(), invs[i].line);
    EXPECT_EQ(inv["location"]["column"].as<unsigned>(), invs[i].column);
    expectQuoted(inv["location"]["function"], invs[i].function);
    expectQuoted(inv["value"], invs[i].expression);
    expectQuoted(inv["format"], "c_expression");
  }
}

TEST_F(WitnessTest, EmptyCorrectnessWitnessClaimsNothing) {
  std::ostringstream os;
  writeCorrectnessWitness(os, sample(), {});
  YAML::Node content = YAML::Load(os.str())[0]["content"];
  ASSERT_TRUE(content.IsSequence());
  EXPECT_EQ(content.size(), 0u);
}

TEST_F(WitnessTest, RejectsInvariantsTheFormatForbids) {
  std::ostringstream os;
  std::string header = (dir_ / "h.h").string();
  EXPECT_THROW(writeCorrectnessWitness(os, sample(), {{header, 3, 1, "main", "x > 0"}}), std::invalid_argument);
  EXPECT_THROW(writeCorrectnessWitness(os, sample(), {{main_, 0, 1, "main", "x > 0"}}), std::invalid_argument);
  EXPECT_THROW(writeCorrectnessWitness(os, sample(), {{main_, 3, 1, "main", ""}}), std::invalid_argument);
  EXPECT_TRUE(os.str().empty());
}

}  // namespace
