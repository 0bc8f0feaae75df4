#include "sem/violation.hpp"

#include <fmt/format.h>

namespace ferret::sem {

const char* kindName(ErrorKind k) {
  switch (k) {
    case ErrorKind::NullDereference: return "null-dereference";
    case ErrorKind::OutOfBounds: return "out-of-bounds";
    case ErrorKind::UseAfterFree: return "use-after-free";
    case ErrorKind::UseAfterReturn: return "use-after-return";
    case ErrorKind::UseAfterScope: return "use-after-scope";
    case ErrorKind::InvalidPointer: return "invalid-pointer";
    case ErrorKind::ReadOnlyWrite: return "read-only-write";
    case ErrorKind::DoubleFree: return "double-free";
    case ErrorKind::InvalidFree: return "invalid-free";
    case ErrorKind::Uninitialized: return "uninitialized-value";
    case ErrorKind::MemcpyOverlap: return "memcpy-overlap";
    case ErrorKind::DivisionByZero: return "division-by-zero";
    case ErrorKind::SignedOverflow: return "signed-overflow";
    case ErrorKind::ShiftOutOfRange: return "shift-out-of-range";
    case ErrorKind::InvalidCall: return "invalid-call";
    case ErrorKind::StackOverflow: return "stack-overflow";
    case ErrorKind::ReachError: return "reach-error";
    case ErrorKind::AssertionFailure: return "assertion-failure";
    case ErrorKind::MemoryLeak: return "memory-leak";
    case ErrorKind::StillReachable: return "still-reachable";
    case ErrorKind::PointerComparison: return "pointer-comparison";
    case ErrorKind::Deadlock: return "deadlock";
    case ErrorKind::ThreadMisuse: return "pthread-misuse";
    case ErrorKind::DataRace: return "data-race";
    case ErrorKind::Unsupported: return "unsupported";
  }
  return "error";
}

std::string byteCount(uint64_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

std::string sizeBeyondModel(const std::string& function, bool product) {
  return fmt::format("{}() of a size that may {}exceed {}", function, product ? "overflow size_t or " : "",
                     byteCount(kLargestObject));
}

bool isUndefinedBehaviour(ErrorKind k) { return k == ErrorKind::SignedOverflow || k == ErrorKind::ShiftOutOfRange; }

}  // namespace ferret::sem
