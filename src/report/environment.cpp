#include "report/environment.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace ferret::report {

using sem::InputSource;

InputRecord inputRecord(const explore::Choice& c) {
  const sem::InputRequest& r = c.input;
  InputRecord rec;
  switch (r.source) {
    case InputSource::Stdin: rec.key = "stdin"; break;
    case InputSource::Arguments: rec.key = r.name; break;
    case InputSource::Variable: rec.key = "getenv(" + r.name + ")"; break;
    case InputSource::Clock: rec.key = "clock"; break;
    case InputSource::Random: rec.key = "random"; break;
    case InputSource::File: rec.key = "file(" + r.name + ")"; break;
    case InputSource::Terminal:
    case InputSource::Status: rec.key = r.name; break;
  }
  if (r.text()) rec.text = c.text;
  else rec.number = sem::sext(c.value.v, r.bits);
  return rec;
}

std::vector<explore::Choice> fixedChoices(const explore::FixedEnvironment& fixed) {
  std::vector<explore::Choice> out;
  auto add = [&](InputSource source, std::string name, std::optional<std::string> text, int64_t number = 0) {
    explore::Choice& c = out.emplace_back();
    c.kind = sem::ChoiceKind::Environment;
    c.input.source = source;
    c.input.name = std::move(name);
    c.input.bits = 32;
    c.text = std::move(text);
    c.value.v = static_cast<uint64_t>(number);
    c.options = 1;
  };
  if (fixed.stdinBytes) add(InputSource::Stdin, "read", fixed.stdinBytes);
  if (fixed.arguments) {
    add(InputSource::Arguments, "argc", std::nullopt, static_cast<int64_t>(fixed.arguments->size()) + 1);
    for (size_t i = 0; i < fixed.arguments->size(); ++i)
      add(InputSource::Arguments, fmt::format("argv[{}]", i + 1), (*fixed.arguments)[i]);
  }
  for (const auto& [name, value] : fixed.variables) add(InputSource::Variable, name, value);
  for (const auto& [path, contents] : fixed.files) add(InputSource::File, path, contents);
  if (fixed.snapshot)
    for (const auto& [path, contents] : fixed.snapshot->taken()) add(InputSource::File, path, contents);
  return out;
}

std::string describeInput(const explore::Choice& c) {
  const sem::InputRequest& r = c.input;
  auto quoted = [](const std::string& s) { return "\"" + sem::escapeBytes(s) + "\""; };
  InputRecord rec = inputRecord(c);
  switch (r.source) {
    case InputSource::Stdin:
      return fmt::format("{}() reads {} from stdin", r.name, c.text && !c.text->empty() ? quoted(*c.text) : "end of file");
    case InputSource::Arguments:
      return rec.isText() ? fmt::format("{} = {}", r.name, quoted(c.text.value_or(""))) : fmt::format("argc = {}", rec.number);
    case InputSource::Variable:
      return fmt::format("getenv(\"{}\") = {}", r.name, c.text ? quoted(*c.text) : "NULL (" + r.name + " is unset)");
    case InputSource::File:
      return fmt::format("file \"{}\" {}", sem::escapeBytes(r.name),
                         c.text ? "holds " + quoted(*c.text) : std::string("does not exist"));
    case InputSource::Status:
      return fmt::format("{} = {}", r.name, c.text ? quoted(*c.text) : std::string("nothing"));
    case InputSource::Terminal: {
      static const char* const names[] = {"stdin", "stdout", "stderr"};
      return fmt::format("{} = {} ({} is {}a terminal)", r.name, rec.number, names[r.fd], rec.number ? "" : "not ");
    }
    case InputSource::Clock:
    case InputSource::Random: {
      size_t dot = r.name.find('.');
      if (dot == std::string::npos) return fmt::format("{}() = {}", r.name, rec.number);
      return fmt::format("{}() sets {} = {}", r.name.substr(0, dot), r.name.substr(dot + 1), rec.number);
    }
  }
  return "";
}

void replay(const InputRecord& r, ReplayedEnvironment& env) {
  interp::RecordedEnvironment& rec = env.recorded;
  auto text = [&] {
    if (!r.text) throw std::invalid_argument("input " + r.key + " needs a text");
    return *r.text;
  };
  if (r.key == "stdin") {
    rec.stdinBytes = rec.stdinBytes.value_or("") + text();
  } else if (r.key == "argc") {
    if (r.number < 1 || r.number > 1 << 20) throw std::invalid_argument(fmt::format("argc of {}", r.number));
    env.arguments.emplace(static_cast<size_t>(r.number - 1));
  } else if (r.key.starts_with("argv[") && r.key.ends_with("]")) {
    size_t i = std::stoul(r.key.substr(5));
    if (!env.arguments || i == 0 || i > env.arguments->size())
      throw std::invalid_argument("input " + r.key + " outside the arguments argc gives");
    (*env.arguments)[i - 1] = text();
  } else if (r.key.starts_with("getenv(") && r.key.ends_with(")")) {
    rec.variables.emplace_back(r.key.substr(7, r.key.size() - 8), r.text);
  } else if (r.key.starts_with("file(") && r.key.ends_with(")")) {
    rec.files.emplace_back(r.key.substr(5, r.key.size() - 6), r.text);
  } else if (r.key.starts_with("isatty(") && r.key.ends_with(")")) {
    std::string fd = r.key.substr(7, r.key.size() - 8);
    if (fd != "0" && fd != "1" && fd != "2") throw std::invalid_argument("input " + r.key + " is not of a standard descriptor");
    if (!rec.terminals) rec.terminals.emplace();
    if (r.number) rec.terminals->push_back(fd[0] - '0');
  } else if (r.key == "clock") {
    rec.clock.push_back(r.number);
  } else if (r.key == "random") {
    rec.random.push_back(r.number);
  } else {
    throw std::invalid_argument("unknown input '" + r.key + "'");
  }
}

std::string witnessConstraint(const InputRecord& r) {
  std::string value = !r.isText() ? fmt::format("{}", r.number) : r.text ? "\"" + sem::escapeBytes(*r.text) + "\"" : "0";
  return fmt::format("__ferret_input(\"{}\", {})", r.key, value);
}

std::optional<InputRecord> parseWitnessConstraint(const std::string& c) {
  constexpr std::string_view kHead = "__ferret_input(\"";
  if (!c.starts_with(kHead) || !c.ends_with(")")) return std::nullopt;
  size_t keyEnd = c.find("\", ", kHead.size());
  if (keyEnd == std::string::npos) return std::nullopt;
  InputRecord r;
  r.key = c.substr(kHead.size(), keyEnd - kHead.size());
  std::string value = c.substr(keyEnd + 3, c.size() - keyEnd - 4);
  if (r.isText()) {
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') r.text = sem::unescapeBytes(value.substr(1, value.size() - 2));
    else if (value != "0") return std::nullopt;
  } else {
    size_t used = 0;
    r.number = std::stoll(value, &used);
    if (used != value.size()) return std::nullopt;
  }
  return r;
}

namespace {

// A word the shell passes on unchanged.
std::string shellQuote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// printf's format for exactly these bytes: % doubled, backslash escapes
// for the rest of what is not printable.
std::string printfFormat(const std::string& bytes) {
  std::string out;
  for (char ch : bytes) {
    auto c = static_cast<unsigned char>(ch);
    if (c == '%') out += "%%";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c >= 0x20 && c < 0x7f && c != '\'') out += static_cast<char>(c);
    else out += fmt::format("\\{:03o}", c);
  }
  return out;
}

}  // namespace

std::string replayCommand(const std::string& file, const std::string& options, const ReplayedEnvironment& env) {
  const interp::RecordedEnvironment& rec = env.recorded;
  std::string cmd;
  if (rec.stdinBytes) cmd += "printf '" + printfFormat(*rec.stdinBytes) + "' | ";
  if (!rec.variables.empty()) {
    cmd += "env";
    for (const auto& [name, value] : rec.variables) cmd += value ? " " + shellQuote(name + "=" + *value) : " -u " + name;
    cmd += " ";
  }
  cmd += "ferret run " + file + options;
  if (!rec.clock.empty()) cmd += " --clock " + fmt::format("{}", fmt::join(rec.clock, ","));
  if (!rec.random.empty()) cmd += " --random " + fmt::format("{}", fmt::join(rec.random, ","));
  if (rec.terminals)
    cmd += " --terminals " + (rec.terminals->empty() ? std::string("none") : fmt::format("{}", fmt::join(*rec.terminals, ",")));
  for (const auto& [path, contents] : rec.files)
    cmd += " --file " + shellQuote(contents ? path + "=" + sem::escapeBytes(*contents) : path);
  if (env.arguments) {
    cmd += " --";
    for (const std::string& a : *env.arguments) cmd += " " + shellQuote(a);
  }
  return cmd;
}

}  // namespace ferret::report
