#include "cli/load.hpp"

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

}  // namespace ferret::cli
