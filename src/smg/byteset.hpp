// A set of byte offsets kept as sorted, disjoint, non-adjacent half-open
// ranges.  An object uses one to remember which of its bytes hold a defined
// value (written, or zeroed at allocation), independently of which fields
// describe them: dropping a field on an overlapping write loses what the
// bytes were, not that they were written.
#pragma once

#include <absl/container/inlined_vector.h>

#include <cstdint>

namespace ferret::smg {

// Offsets run to kEnd: a range ending there reaches the end of an object
// whatever its (possibly symbolic) size.
constexpr int64_t kEnd = INT64_MAX;

struct ByteRange {
  int64_t begin;
  int64_t end;
  bool operator==(const ByteRange&) const = default;
};

class ByteSet {
 public:
  void insert(int64_t begin, int64_t end);
  void erase(int64_t begin, int64_t end);
  void clear() { ranges_.clear(); }
  bool covers(int64_t begin, int64_t end) const;
  // Adds this set's part of [begin, end), moved by `shift`, to `out`.
  void copySlice(int64_t begin, int64_t end, int64_t shift, ByteSet& out) const;
  const absl::InlinedVector<ByteRange, 2>& ranges() const { return ranges_; }
  bool operator==(const ByteSet&) const = default;

 private:
  absl::InlinedVector<ByteRange, 2> ranges_;
};

}  // namespace ferret::smg
