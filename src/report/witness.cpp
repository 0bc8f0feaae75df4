#include "report/witness.hpp"

#include <openssl/evp.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>

namespace ferret::report {

namespace {

using Type = Waypoint::Type;

struct DigestDeleter {
  void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
using DigestCtx = std::unique_ptr<EVP_MD_CTX, DigestDeleter>;

DigestCtx newSha256() {
  DigestCtx ctx(EVP_MD_CTX_new());
  if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 is unavailable in OpenSSL");
  return ctx;
}

std::string finishHex(EVP_MD_CTX* ctx) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
  unsigned len = 0;
  if (EVP_DigestFinal_ex(ctx, md.data(), &len) != 1) throw std::runtime_error("SHA-256 failed");
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned i = 0; i < len; ++i) {
    out += kHex[md[i] >> 4];
    out += kHex[md[i] & 15];
  }
  return out;
}

std::string uuid4() {
  // random_device alone: two witnesses of one run must not share an id, and
  // the id must not be guessable from the time.
  std::random_device rd;
  std::array<unsigned char, 16> b{};
  for (size_t i = 0; i < b.size(); i += 4) {
    uint32_t r = rd();
    for (size_t j = 0; j < 4; ++j) b[i + j] = static_cast<unsigned char>(r >> (8 * j));
  }
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40);  // version 4
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);  // RFC 4122 variant
  static constexpr char kHex[] = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < b.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) s += '-';
    s += kHex[b[i] >> 4];
    s += kHex[b[i] & 15];
  }
  return s;
}

const char* typeName(Type t) {
  switch (t) {
    case Type::FunctionReturn: return "function_return";
    case Type::Branching: return "branching";
    case Type::FunctionEnter: return "function_enter";
    case Type::Assumption: return "assumption";
    case Type::Target: return "target";
  }
  return "?";
}

void check(const WitnessInfo& info) {
  auto bad = [](size_t i, const std::string& why) {
    return std::invalid_argument("witness waypoint " + std::to_string(i + 1) + ": " + why);
  };
  if (info.waypoints.empty() || info.waypoints.back().type != Type::Target)
    throw std::invalid_argument("a violation witness must end with its target waypoint");
  for (size_t i = 0; i < info.waypoints.size(); ++i) {
    const Waypoint& w = info.waypoints[i];
    if (w.type == Type::Target && i + 1 != info.waypoints.size())
      throw bad(i, "only the last waypoint may be the target");
    if (w.line == 0) throw bad(i, "no line");
    if (std::find(info.inputFiles.begin(), info.inputFiles.end(), w.file) == info.inputFiles.end())
      throw bad(i, "file '" + w.file + "' is not an input file");
    bool wantsConstraint = w.type == Type::FunctionReturn || w.type == Type::Branching || w.type == Type::Assumption;
    if ((w.thread >= 0) != (info.waypoints.front().thread >= 0))
      throw bad(i, "either every waypoint names its thread or none does");
    if (wantsConstraint && w.constraint.empty()) throw bad(i, "needs a constraint");
    if (!wantsConstraint && !w.constraint.empty()) throw bad(i, "may not have a constraint");
  }
}

// Every string value is double-quoted: a YAML 1.1 reader (PyYAML, which the
// validators use) would otherwise turn "2.0" into a float, a timestamp into
// a date and "true" into a boolean, and the schema wants strings.
void str(YAML::Emitter& out, const std::string& s) { out << YAML::DoubleQuoted << s; }

// A location map: column 0 and an empty function are left out.
void emitLocation(YAML::Emitter& out, const std::string& file, unsigned line, unsigned column,
                  const std::string& function) {
  out << YAML::Key << "location" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "file_name" << YAML::Value;
  str(out, file);
  out << YAML::Key << "line" << YAML::Value << line;
  if (column != 0) out << YAML::Key << "column" << YAML::Value << column;
  if (!function.empty()) {
    out << YAML::Key << "function" << YAML::Value;
    str(out, function);
  }
  out << YAML::EndMap;
}

void emitWaypoint(YAML::Emitter& out, const Waypoint& w) {
  out << YAML::BeginMap << YAML::Key << "waypoint" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "type" << YAML::Value;
  str(out, typeName(w.type));
  // The format's only action for a target is follow, and a witness that is a
  // single path follows every other waypoint too.
  out << YAML::Key << "action" << YAML::Value;
  str(out, "follow");
  emitLocation(out, w.file, w.line, w.column, w.function);
  if (!w.constraint.empty()) {
    out << YAML::Key << "constraint" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "value" << YAML::Value;
    str(out, w.constraint);
    // Format 2.0 gives function_return constraints in ACSL only and
    // assumptions in C; a branching constraint is a bare value with no
    // format key.
    if (w.type == Type::FunctionReturn || w.type == Type::Assumption) {
      out << YAML::Key << "format" << YAML::Value;
      str(out, w.type == Type::FunctionReturn ? "acsl_expression" : "c_expression");
    }
    out << YAML::EndMap;
  }
  if (w.thread >= 0) out << YAML::Key << "thread_id" << YAML::Value << w.thread;
  out << YAML::EndMap << YAML::EndMap;
}

}  // namespace

// Local time with its UTC offset as +hh:mm: RFC 3339's date-time, which the
// schema's "format: date-time" checks, requires the colon that %z omits.
std::string isoNow() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char buf[40];
  size_t n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tm);
  std::string s(buf, n);
  if (s.size() >= 5) s.insert(s.size() - 2, ":");
  return s;
}

std::string sha256Hex(std::string_view data) {
  DigestCtx ctx = newSha256();
  if (EVP_DigestUpdate(ctx.get(), data.data(), data.size()) != 1)
    throw std::runtime_error("SHA-256 failed");
  return finishHex(ctx.get());
}

std::string sha256File(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path + " to hash it for the witness");
  DigestCtx ctx = newSha256();
  std::array<char, 1 << 16> buf;
  while (in) {
    in.read(buf.data(), buf.size());
    if (in.gcount() > 0 && EVP_DigestUpdate(ctx.get(), buf.data(), in.gcount()) != 1)
      throw std::runtime_error("SHA-256 failed");
  }
  if (in.bad()) throw std::runtime_error("cannot read " + path + " to hash it for the witness");
  return finishHex(ctx.get());
}

namespace {

bool isInput(const WitnessInfo& info, const std::string& file) {
  return std::find(info.inputFiles.begin(), info.inputFiles.end(), file) != info.inputFiles.end();
}

// The entry's type and metadata; the caller adds the content and closes the map.
void beginEntry(YAML::Emitter& out, const WitnessInfo& info, const char* type, const char* version) {
  // Hash before emitting so an unreadable file leaves no partial witness.
  std::vector<std::string> hashes;
  for (const std::string& f : info.inputFiles) hashes.push_back(sha256File(f));
  out << YAML::BeginSeq << YAML::BeginMap;
  out << YAML::Key << "entry_type" << YAML::Value;
  str(out, type);
  out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "format_version" << YAML::Value;
  str(out, version);
  out << YAML::Key << "uuid" << YAML::Value;
  str(out, uuid4());
  out << YAML::Key << "creation_time" << YAML::Value;
  str(out, isoNow());
  out << YAML::Key << "producer" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "name" << YAML::Value;
  str(out, info.producerName);
  out << YAML::Key << "version" << YAML::Value;
  str(out, info.producerVersion);
  out << YAML::EndMap;
  out << YAML::Key << "task" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "input_files" << YAML::Value << YAML::BeginSeq;
  for (const std::string& f : info.inputFiles) str(out, f);
  out << YAML::EndSeq;
  out << YAML::Key << "input_file_hashes" << YAML::Value << YAML::BeginMap;
  for (size_t i = 0; i < info.inputFiles.size(); ++i) {
    // A repeated input file would repeat a mapping key, which YAML forbids.
    auto first = std::find(info.inputFiles.begin(), info.inputFiles.end(), info.inputFiles[i]);
    if (first != info.inputFiles.begin() + i) continue;
    out << YAML::Key;
    str(out, info.inputFiles[i]);
    out << YAML::Value;
    str(out, hashes[i]);
  }
  out << YAML::EndMap;
  out << YAML::Key << "specification" << YAML::Value;
  str(out, info.specification);
  out << YAML::Key << "data_model" << YAML::Value;
  str(out, info.ilp32 ? "ILP32" : "LP64");
  out << YAML::Key << "language" << YAML::Value;
  str(out, "C");
  out << YAML::EndMap;  // task
  out << YAML::EndMap;  // metadata
}

void finish(std::ostream& os, YAML::Emitter& out) {
  out << YAML::EndMap << YAML::EndSeq;
  if (!out.good()) throw std::logic_error("witness emitter: " + out.GetLastError());
  os << out.c_str() << '\n';
}

}  // namespace

void writeViolationWitness(std::ostream& os, const WitnessInfo& info) {
  check(info);
  YAML::Emitter out;
  beginEntry(out, info, "violation_sequence", info.waypoints.front().thread >= 0 ? "2.2" : "2.0");
  out << YAML::Key << "content" << YAML::Value << YAML::BeginSeq;
  for (const Waypoint& w : info.waypoints) {
    out << YAML::BeginMap << YAML::Key << "segment" << YAML::Value << YAML::BeginSeq;
    emitWaypoint(out, w);
    out << YAML::EndSeq << YAML::EndMap;
  }
  out << YAML::EndSeq;
  finish(os, out);
}

void writeCorrectnessWitness(std::ostream& os, const WitnessInfo& info, const std::vector<LoopInvariant>& invariants) {
  for (size_t i = 0; i < invariants.size(); ++i) {
    const LoopInvariant& inv = invariants[i];
    auto bad = [&](const std::string& why) {
      return std::invalid_argument("witness invariant " + std::to_string(i + 1) + ": " + why);
    };
    if (!isInput(info, inv.file)) throw bad("file '" + inv.file + "' is not an input file");
    if (inv.line == 0) throw bad("no line");
    if (inv.expression.empty()) throw bad("no expression");
  }
  YAML::Emitter out;
  beginEntry(out, info, "invariant_set", "2.0");
  out << YAML::Key << "content" << YAML::Value << YAML::BeginSeq;
  for (const LoopInvariant& inv : invariants) {
    out << YAML::BeginMap << YAML::Key << "invariant" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "type" << YAML::Value;
    str(out, "loop_invariant");
    emitLocation(out, inv.file, inv.line, inv.column, inv.function);
    out << YAML::Key << "value" << YAML::Value;
    str(out, inv.expression);
    out << YAML::Key << "format" << YAML::Value;
    str(out, "c_expression");
    out << YAML::EndMap << YAML::EndMap;
  }
  out << YAML::EndSeq;
  finish(os, out);
}

}  // namespace ferret::report
