// Canonical serialisation of the executor state (DESIGN.md §3): objects are
// numbered in breadth-first order from the roots, pointers are written as
// (canonical object, offset), and only live registers count.  Two states
// that differ only in where objects were placed, in the order they were
// allocated, or in dead registers serialise to the same bytes.
#include <cstring>

#include "ir/liveness.hpp"
#include "sem/executor.hpp"

namespace ferret::sem {

using mem::ObjId;

namespace {

class Writer {
 public:
  explicit Writer(std::string& out) : out_(out) {}
  void u64(uint64_t v) {
    // Variable-length: most values in a state are small.
    while (v >= 0x80) {
      out_.push_back(static_cast<char>(v | 0x80));
      v >>= 7;
    }
    out_.push_back(static_cast<char>(v));
  }
  void bytes(const uint8_t* p, size_t n) { out_.append(reinterpret_cast<const char*>(p), n); }

 private:
  std::string& out_;
};

}  // namespace

const std::vector<uint32_t>& Executor::liveWords(const Frame& f, bool waiting) const {
  uint64_t key = (uint64_t(f.fn->index) << 33) | (uint64_t(f.pc) << 1) | (waiting ? 1 : 0);
  auto it = liveCache_.find(key);
  if (it != liveCache_.end()) return it->second;
  if (liveness_.size() <= f.fn->index) liveness_.resize(prog_.functions.size());
  auto& lv = liveness_[f.fn->index];
  if (!lv) lv = std::make_unique<ir::Liveness>(prog_, *f.fn);
  std::vector<uint32_t> words = lv->liveBefore(f.pc);
  if (waiting && f.pc > 0) {
    // A frame waiting for a call: the call's result words are not written yet.
    const ir::Inst& call = f.fn->insts[f.pc - 1];
    if (call.dst != ir::kNoOperand) {
      uint32_t n = prog_.types[call.ty].words;
      std::erase_if(words, [&](uint32_t w) { return w >= call.dst && w < call.dst + n; });
    }
  }
  return liveCache_.emplace(key, std::move(words)).first->second;
}

void Executor::serialize(std::string& out) const {
  out.clear();
  Writer w(out);
  std::vector<uint32_t> canon(mem_.count(), 0);
  std::vector<ObjId> order;
  auto visit = [&](ObjId id) -> uint32_t {
    if (id == mem::kNoObj) return 0;
    if (!canon[id]) {
      order.push_back(id);
      canon[id] = static_cast<uint32_t>(order.size());
    }
    return canon[id];
  };
  auto word = [&](const Word& x) {
    if (x.p) {
      w.u64(1 + visit(x.p));
      w.u64(x.v - mem_.obj(x.p).base);
    } else {
      w.u64(0);
      w.u64(x.v);
    }
    w.u64(x.u);
  };
  for (ObjId id : globalObj_) visit(id);
  for (ObjId id : streams_) visit(id);
  w.u64(visit(errno_));
  w.u64(frames_.size());
  for (size_t i = 0; i < frames_.size(); ++i) {
    const Frame& f = frames_[i];
    w.u64(f.fn->index);
    w.u64(f.pc);
    w.u64(f.block);
    bool waiting = i + 1 < frames_.size();
    for (uint32_t r : liveWords(f, waiting)) word(regs_[f.regBase + r]);
    uint32_t end = waiting ? frames_[i + 1].allocaBase : static_cast<uint32_t>(allocas_.size());
    w.u64(end - f.allocaBase);
    for (uint32_t k = f.allocaBase; k < end; ++k) w.u64(visit(allocas_[k]));
    w.u64(visit(f.varargs));
  }
  w.u64(randState);
  w.u64(atExit_.size());
  for (const Word& h : atExit_) word(h);
  auto object = [&](ObjId id) {
    const mem::Object& o = mem_.obj(id);
    w.u64(static_cast<uint64_t>(o.kind) | static_cast<uint64_t>(o.status) << 4);
    w.u64(o.size);
    if (o.kind == mem::Kind::Function) w.u64(o.tag);
    if (o.status != mem::Status::Live || !o.bytes) return;
    unsigned pb = mem_.ptrBytes();
    uint64_t start = 0;
    // Bytes between stored pointers verbatim; each pointer as (object, offset).
    for (size_t s = 0; s < o.ptrs.size(); ++s) {
      if (!o.ptrs[s]) continue;
      uint64_t off = s * pb;
      w.bytes(o.data() + start, off - start);
      uint64_t addr = 0;
      std::memcpy(&addr, o.data() + off, pb);
      w.u64(1 + visit(o.ptrs[s]));
      w.u64(addr - mem_.obj(o.ptrs[s]).base);
      start = off + pb;
    }
    w.bytes(o.data() + start, o.size - start);
    // The shadow is nearly always all-defined or all-undefined: run-length.
    uint64_t k = 0;
    while (k < o.size) {
      uint8_t b = o.undef()[k];
      uint64_t run = 1;
      while (k + run < o.size && o.undef()[k + run] == b) ++run;
      w.u64(run);
      w.bytes(&b, 1);
      k += run;
    }
  };
  for (size_t i = 0; i < order.size(); ++i) object(order[i]);
  // Heap blocks no root reaches still matter (memcleanup): in id order.
  for (ObjId id = 1; id < mem_.count(); ++id) {
    const mem::Object& o = mem_.obj(id);
    if (o.kind == mem::Kind::Heap && o.status == mem::Status::Live && !canon[id]) {
      w.u64(0xffff);
      object(id);
    }
  }
}

}  // namespace ferret::sem
