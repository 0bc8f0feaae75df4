#include "sem/heap_graph.hpp"

#include <absl/container/flat_hash_map.h>

#include <cstring>
#include <deque>

namespace ferret::sem {

namespace {

class Builder {
 public:
  Builder(const Executor& ex, size_t max) : ex_(ex), mem_(ex.memory()), max_(max) {}

  HeapGraph run() {
    std::vector<bool> reached = ex_.reachableFromRoots();
    reached.resize(mem_.count());
    const ir::Program& prog = ex_.program();
    // Variables in registers that point into memory.
    for (uint32_t t = 0; t < ex_.threadCount(); ++t) {
      const std::vector<Frame>& frames = ex_.framesOf(t);
      for (const Frame& f : frames) {
        const Word* R = ex_.regsOf(t) + f.regBase;
        for (const ir::Var& v : f.fn->vars) {
          const Word& w = R[v.word];
          if (prog.types[v.type].kind != ir::TypeKind::Ptr || !w.p || !shown(w.p)) continue;
          if (std::optional<uint32_t> to = add(w.p))
            g_.variables.push_back({v.name, f.fn->name, t, {0, *to, offsetInto(w.p, w.v)}});
        }
      }
    }
    // Objects of the stack and globals that hold pointers, and every heap block.
    for (mem::ObjId id = 1; id < mem_.count(); ++id) {
      const mem::Object& o = mem_.obj(id);
      bool holder = (o.kind == mem::Kind::Stack || o.kind == mem::Kind::Alloca || o.kind == mem::Kind::Global) &&
                    o.status == mem::Status::Live && holdsPointer(o);
      if (holder || (o.kind == mem::Kind::Heap && o.status == mem::Status::Live)) add(id);
    }
    // What they point to, breadth-first.
    for (size_t i = 0; i < queue_.size(); ++i) {
      mem::ObjId id = queue_[i];
      const mem::Object& o = mem_.obj(id);
      if (o.status != mem::Status::Live) continue;  // a dead object's slots are never read
      std::span<const mem::ObjId> slots = o.pointers();
      for (size_t s = 0; s < slots.size(); ++s) {
        if (!slots[s] || !shown(slots[s])) continue;
        std::optional<uint32_t> to = add(slots[s]);
        if (!to) continue;
        uint64_t at = s * mem_.ptrBytes();
        uint64_t value = 0;
        std::memcpy(&value, o.data() + at, mem_.ptrBytes());
        g_.objects[index_[id]].pointers.push_back({at, *to, offsetInto(slots[s], value)});
      }
    }
    for (size_t i = 0; i < queue_.size(); ++i)
      g_.objects[i].reachable = mem_.obj(queue_[i]).kind != mem::Kind::Heap || reached[queue_[i]];
    return std::move(g_);
  }

 private:
  // Strings and functions are not memory a person draws.
  bool shown(mem::ObjId id) const {
    mem::Kind k = mem_.obj(id).kind;
    return k != mem::Kind::Function && k != mem::Kind::String && k != mem::Kind::Extern;
  }

  bool holdsPointer(const mem::Object& o) const {
    for (mem::ObjId s : o.pointers())
      if (s && shown(s)) return true;
    return false;
  }

  int64_t offsetInto(mem::ObjId id, uint64_t address) const {
    return static_cast<int64_t>(address - mem_.obj(id).base);
  }

  std::optional<uint32_t> add(mem::ObjId id) {
    if (auto it = index_.find(id); it != index_.end()) return it->second;
    if (queue_.size() >= max_) {
      ++g_.omitted;
      return std::nullopt;
    }
    const mem::Object& o = mem_.obj(id);
    index_[id] = static_cast<uint32_t>(queue_.size());
    queue_.push_back(id);
    g_.objects.push_back({ex_.describe(id), o.kind, o.status, o.size, true, {}});
    return index_[id];
  }

  const Executor& ex_;
  const mem::Memory& mem_;
  size_t max_;
  HeapGraph g_;
  std::vector<mem::ObjId> queue_;
  absl::flat_hash_map<mem::ObjId, uint32_t> index_;
};

}  // namespace

HeapGraph heapGraph(const Executor& ex, size_t maxObjects) { return Builder(ex, maxObjects).run(); }

}  // namespace ferret::sem
