#include "cli/load.hpp"

#include <filesystem>
#include <iostream>

namespace ferret::cli {

std::unique_ptr<ir::Program> loadProgram(const frontend::Options& opts) {
  try {
    return frontend::load(opts);
  } catch (const frontend::LoadError& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
    return nullptr;
  }
}

std::string programPath(const frontend::Options& opts) {
  return "./" + std::filesystem::path(opts.files.front()).stem().string();
}

}  // namespace ferret::cli
