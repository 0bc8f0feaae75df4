#include "smg/byteset.hpp"

#include <algorithm>

namespace ferret::smg {

void ByteSet::insert(int64_t begin, int64_t end) {
  if (begin >= end) return;
  // Ranges touching [begin, end) are absorbed into it.
  auto first = std::lower_bound(ranges_.begin(), ranges_.end(), begin,
                                [](const ByteRange& r, int64_t b) { return r.end < b; });
  auto last = first;
  while (last != ranges_.end() && last->begin <= end) {
    begin = std::min(begin, last->begin);
    end = std::max(end, last->end);
    ++last;
  }
  first = ranges_.erase(first, last);
  ranges_.insert(first, ByteRange{begin, end});
}

void ByteSet::erase(int64_t begin, int64_t end) {
  if (begin >= end) return;
  absl::InlinedVector<ByteRange, 2> kept;
  for (const ByteRange& r : ranges_) {
    if (r.end <= begin || r.begin >= end) {
      kept.push_back(r);
      continue;
    }
    if (r.begin < begin) kept.push_back({r.begin, begin});
    if (r.end > end) kept.push_back({end, r.end});
  }
  ranges_ = std::move(kept);
}

bool ByteSet::covers(int64_t begin, int64_t end) const {
  if (begin >= end) return true;
  auto it = std::upper_bound(ranges_.begin(), ranges_.end(), begin,
                             [](int64_t b, const ByteRange& r) { return b < r.end; });
  return it != ranges_.end() && it->begin <= begin && it->end >= end;
}

void ByteSet::copySlice(int64_t begin, int64_t end, int64_t shift, ByteSet& out) const {
  for (const ByteRange& r : ranges_) {
    int64_t b = std::max(r.begin, begin), e = std::min(r.end, end);
    if (b < e) out.insert(b + shift, e == kEnd ? kEnd : e + shift);
  }
}

}  // namespace ferret::smg
