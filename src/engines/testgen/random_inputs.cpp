#include "engines/testgen/random_inputs.hpp"

#include <fmt/format.h>

#include <limits>

namespace ferret::testgen {

std::optional<sem::Word> RandomInputs::nondet(std::string_view name, const ir::Type& type) {
  if (type.kind == ir::TypeKind::Ptr) return RunEnvironment::nondet(name, type);
  return take(pick(name, type), name, type);
}

std::string RandomInputs::pick(std::string_view name, const ir::Type& type) {
  auto percent = [&] { return std::uniform_int_distribution<int>(0, 99)(rng_); };
  // Past some 60 values read, most are 0.
  int zero = std::min<int>(80, static_cast<int>(consumed().size()) + 5);
  if (percent() < zero / 2) return "0";
  if (type.kind == ir::TypeKind::Float || type.kind == ir::TypeKind::Double) {
    static const char* kValues[] = {"0", "1", "-1", "0.5", "1000", "-1000"};
    if (percent() < 50) return kValues[std::uniform_int_distribution<size_t>(0, std::size(kValues) - 1)(rng_)];
    return fmt::format("{}", std::uniform_real_distribution<double>(-1e6, 1e6)(rng_));
  }
  if (name == "bool") return percent() < 50 ? "0" : "1";
  unsigned bits = type.kind == ir::TypeKind::Int ? type.bits : 8 * static_cast<unsigned>(type.size);
  bits = std::clamp(bits, 1u, 64u);
  bool isSigned = !name.empty() && name[0] != 'u' && name != "size_t" && name != "pointer";
  uint64_t umax = bits == 64 ? std::numeric_limits<uint64_t>::max() : (uint64_t{1} << bits) - 1;
  int64_t smax = static_cast<int64_t>(umax >> 1), smin = -smax - 1;
  int r = percent();
  if (r < 25) {
    int64_t v = std::uniform_int_distribution<int64_t>(isSigned ? -4 : 0, 16)(rng_);
    return fmt::format("{}", v);
  }
  if (r < 45) {
    if (isSigned) {
      const int64_t kEdges[] = {smin, smin + 1, smax, smax - 1, -1, 1, 0};
      return fmt::format("{}", kEdges[std::uniform_int_distribution<size_t>(0, std::size(kEdges) - 1)(rng_)]);
    }
    const uint64_t kEdges[] = {umax, umax - 1, 1, 0, umax >> 1, (umax >> 1) + 1};
    return fmt::format("{}", kEdges[std::uniform_int_distribution<size_t>(0, std::size(kEdges) - 1)(rng_)]);
  }
  uint64_t v = rng_() & umax;
  return isSigned ? fmt::format("{}", sem::sext(v, bits)) : fmt::format("{}", v);
}

}  // namespace ferret::testgen
