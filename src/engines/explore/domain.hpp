// Which values the explorer tries for a __VERIFIER_nondet_* call.
//
// The rule (a TRUE verdict needs a complete domain):
//  * types of at most 8 bits: every value (complete);
//  * wider integers whose result is only ever compared with constants
//    (directly, or through a local whose address is never taken and whose
//    every read is such a comparison): one value per class of the partition
//    those comparisons induce — 0, 1, the signed and unsigned extremes and
//    c-1, c, c+1 for each constant c (complete: each class is an interval
//    that starts at one of these values);
//  * anything else: a sample — 0, 1, -1, the extremes and c-1, c, c+1 for the
//    constants the program compares against (incomplete: may find a bug,
//    never proves its absence).
#pragma once

#include <absl/container/flat_hash_map.h>

#include <string>
#include <vector>

#include "ir/program.hpp"
#include "sem/value.hpp"

namespace ferret::explore {

struct Domain {
  std::vector<sem::Word> values;
  bool complete = false;
  std::string why;  // when incomplete
};

class DomainCache {
 public:
  explicit DomainCache(const ir::Program& prog);
  // The domain of the nondet call at instruction `pc` of `fn`.
  const Domain& at(const ir::Function& fn, uint32_t pc, const ir::Type& type, const std::string& name);

 private:
  const ir::Program& prog_;
  std::vector<uint64_t> programConstants_;
  absl::flat_hash_map<uint64_t, Domain> cache_;
  // Constants the value in `word` is compared with, or false if it is used otherwise.
  bool comparedOnly(const ir::Function& fn, uint32_t word, std::vector<uint64_t>& constants) const;
};

}  // namespace ferret::explore
