#include "engines/shape/model.hpp"

#include <absl/container/flat_hash_map.h>

#include <algorithm>

namespace ferret::shape {

std::vector<uint64_t> pickInputs(const smg::Smg& g, std::span<const std::pair<smg::ValueId, unsigned>> inputs,
                                 int variant) {
  absl::flat_hash_map<smg::ValueId, std::vector<smg::ValueId>> unequal;
  for (auto [a, b] : g.inequalities()) {
    unequal[g.find(a)].push_back(g.find(b));
    unequal[g.find(b)].push_back(g.find(a));
  }
  absl::flat_hash_map<smg::ValueId, int64_t> chosen;
  std::vector<uint64_t> out;
  for (auto [v, bits] : inputs) {
    uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
    smg::ValueId r = g.find(v);
    int64_t x = 0;
    if (auto it = chosen.find(r); it != chosen.end()) {
      x = it->second;
    } else if (auto c = g.constantOf(r)) {
      x = *c;
    } else if (!g.value(r).isAddress) {
      smg::Interval i = g.value(r).interval;
      if (bits < 64) {
        i.lo = std::max<int64_t>(i.lo, 0);
        i.hi = std::min<int64_t>(i.hi, static_cast<int64_t>(mask));
      }
      std::vector<int64_t> excluded;
      if (auto it = unequal.find(r); it != unequal.end())
        for (smg::ValueId u : it->second) {
          if (auto c = g.constantOf(u)) excluded.push_back(*c);
          else if (auto k = chosen.find(u); k != chosen.end()) excluded.push_back(k->second);
        }
      int64_t start = variant == 1 ? i.lo : variant == 2 ? i.hi : std::clamp<int64_t>(0, i.lo, i.hi);
      x = start;
      auto free = [&](__int128 c) {
        return c >= i.lo && c <= i.hi && std::find(excluded.begin(), excluded.end(), static_cast<int64_t>(c)) == excluded.end();
      };
      for (__int128 d = 0; d <= static_cast<__int128>(excluded.size()); ++d) {
        if (free(start + d)) {
          x = static_cast<int64_t>(start + d);
          break;
        }
        if (free(start - d)) {
          x = static_cast<int64_t>(start - d);
          break;
        }
      }
      chosen[r] = x;
    }
    out.push_back(static_cast<uint64_t>(x) & mask);
  }
  return out;
}

}  // namespace ferret::shape
