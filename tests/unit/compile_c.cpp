#include "compile_c.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "frontend/frontend.hpp"

namespace ferret::test {

std::unique_ptr<ir::Program> compileC(const std::string& name, const std::string& code) {
  auto dir = std::filesystem::temp_directory_path() / ("ferret-unit-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto file = dir / (name + ".c");
  std::ofstream(file) << code;
  frontend::Options o;
  o.files = {file.string()};
  auto prog = frontend::load(o);
  // Nothing reads the source after loading; each test run left a directory
  // in the temporary directory before.
  std::error_code ignored;
  std::filesystem::remove(file, ignored);
  std::filesystem::remove(dir, ignored);
  return prog;
}

}  // namespace ferret::test
