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

#include <optional>
#include <string>
#include <vector>

#include "ir/program.hpp"
#include "sem/inputs.hpp"
#include "sem/value.hpp"

namespace ferret::explore {

struct Domain {
  std::vector<sem::Word> values;
  bool complete = false;
  std::string why;  // when incomplete
};

// The texts the environment's choices take (stdin's bytes, strings): such
// a choice's value is its text's number, 0 standing for none (an unset
// variable, an argument the program never reads).
class TextTable {
 public:
  uint64_t number(const std::optional<std::string>& text);
  const std::optional<std::string>& text(uint64_t number) const { return texts_[number]; }

 private:
  std::vector<std::optional<std::string>> texts_{std::nullopt};
  absl::flat_hash_map<std::string, uint64_t> numbers_;
};

// The most arguments the explorer gives main when argv is read (argc at
// most this plus one); more are cut, and a proof is then UNKNOWN.
constexpr int64_t kMaxArguments = 3;
// argc's bound when argv is not read: classes of argc's comparisons that
// start above it are cut.
constexpr int64_t kMaxArgc = 4096;

class DomainCache {
 public:
  explicit DomainCache(const ir::Program& prog);
  // The domain of the nondet call at instruction `pc` of `fn`.
  const Domain& at(const ir::Function& fn, uint32_t pc, const ir::Type& type, const std::string& name);
  // The domain of environment input `r`, asked by the call at instruction
  // `pc` of `fn` (input_domain.cpp).  The rule, as for nondet calls: a
  // value read into a register and only compared with constants takes one
  // value per class of the partition those comparisons induce; a byte of
  // stdin every value; other numbers and texts a sample (incomplete).
  const Domain& input(const ir::Function& fn, uint32_t pc, const sem::InputRequest& r);
  // Whether main reads argv (else its strings need no choice), and envp
  // (the environment as main's third parameter, which is given empty).
  bool argvRead() const { return argvRead_; }
  bool envpRead() const { return envpRead_; }
  TextTable texts;

 private:
  const ir::Program& prog_;
  std::vector<uint64_t> programConstants_;
  // Constant divisors (x % N, x / N): the environment's numbers are sampled
  // around them too, as `rand() % N` picks an index.
  std::vector<uint64_t> divisors_;
  absl::flat_hash_map<uint64_t, Domain> cache_;
  absl::flat_hash_map<std::string, Domain> inputCache_;
  std::vector<std::string> programStrings_;  // printable string literals, for samples of texts
  // "-x" for each option letter and "--name" for each long option the
  // program hands getopt: a command-line tool's bugs hide behind them.
  std::vector<std::string> programOptions_;
  void collectOptions(const ir::Function& fn, const ir::Inst& call);
  bool argvRead_ = false, envpRead_ = false;
  // Constants the value in `word` is compared with, or false if it is used otherwise.
  bool comparedOnly(const ir::Function& fn, uint32_t word, std::vector<uint64_t>& constants) const;
  // Whether anything but copies into unread registers reads `word`.
  bool read(const ir::Function& fn, uint32_t word) const;
  // Numbers of `bits` bits in [lo, hi]: each class of the comparisons with
  // `constants` when complete, else a sample around the program's constants.
  std::vector<sem::Word> numbers(int64_t lo, int64_t hi, unsigned bits, const std::vector<uint64_t>& constants,
                                 bool complete) const;
  std::vector<std::string> sampleTexts() const;
  Domain stdinDomain(const ir::Function& fn, uint32_t pc, const sem::InputRequest& r);
};

}  // namespace ferret::explore
