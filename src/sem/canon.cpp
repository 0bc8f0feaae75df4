#include "sem/canon.hpp"

#include <cstring>

#include "ir/liveness.hpp"

namespace ferret::sem {

using mem::ObjId;

namespace {

// The length of the run of bytes equal to p[0] in p[0..n), n > 0.
uint64_t runLength(const uint8_t* p, uint64_t n) {
  uint64_t pattern = p[0] * 0x0101010101010101ull, run = 1;
  for (uint64_t w; run + 8 <= n; run += 8) {
    std::memcpy(&w, p + run, 8);
    if (w != pattern) break;
  }
  while (run < n && p[run] == p[0]) ++run;
  return run;
}

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

void StateEncoder::Bytes::appendReserved(const uint8_t* p, size_t n) {
  std::memcpy(data_.data() + size_, p, n);
  size_ += n;
}

uint32_t StateEncoder::number(ObjId id) {
  order_.push_back(id);
  numbers_[id] = Number{gen_, static_cast<uint32_t>(order_.size())};
  return numbers_[id].canon;
}

// Variable-length numbers throughout: most values in a state are small.
void StateEncoder::text(Bytes& out, std::string_view s) {
  out.put(s.size());
  out.reserve(s.size());
  out.appendReserved(reinterpret_cast<const uint8_t*>(s.data()), s.size());
}

void StateEncoder::word(Bytes& out, const Word& x) {
  if (x.p) {
    out.put(1 + visit(x.p));
    out.put(x.v - mem_->obj(x.p).base);
  } else {
    out.put(0);
    out.put(x.v);
  }
  out.put(x.u);
}

uint32_t StateEncoder::internVia(Memo& m, const Bytes& bytes) {
  if (m.bytes != bytes.view()) {
    m.bytes = bytes.view();
    m.component = table_.intern(bytes.view());
  }
  return m.component;
}

void StateEncoder::encodeObject(uint32_t self, ObjId id) {
  const mem::Object& o = mem_->obj(id);
  Cached& c = cache_[id];
  if (c.version != o.version) {
    c.version = o.version;
    c.encoded = false;
    c.refs.clear();
    if (o.status == mem::Status::Live && o.bytes) {
      std::span<const ObjId> ptrs = o.pointers();
      for (size_t s = 0; s < ptrs.size(); ++s)
        if (ptrs[s]) c.refs.push_back(Ref{static_cast<uint32_t>(s), ptrs[s], 0, 0});
    }
  }
  bool same = c.encoded;
  for (Ref& r : c.refs) {
    uint32_t k = visit(r.target) - self;
    uint64_t base = mem_->obj(r.target).base;
    if (k != r.canon || base != r.base) {
      r.canon = k;
      r.base = base;
      same = false;
    }
  }
  if (o.kind == mem::Kind::Heap && o.status == mem::Status::Live) ++liveHeap_;
  if (same) {
    leaves_.push_back(c.component);
    return;
  }
  buf_.clear();
  bool contents = o.status == mem::Status::Live && o.bytes;
  // The header, and the bytes with each stored pointer in at most 15 bytes.
  buf_.reserve(30 + (contents ? o.size + 15 * c.refs.size() : 0));
  // readOnly changes for a mapping (mprotect): part of the state.
  buf_.putReserved(static_cast<uint64_t>(o.kind) | static_cast<uint64_t>(o.status) << 4 |
                   static_cast<uint64_t>(o.readOnly) << 8);
  buf_.putReserved(o.size);
  if (o.kind == mem::Kind::Function) buf_.putReserved(o.tag);
  if (contents) {
    unsigned pb = mem_->ptrBytes();
    uint64_t start = 0;
    // Bytes between stored pointers verbatim; each pointer as (relative
    // object number, zigzag-coded as it may be negative, offset).
    for (const Ref& r : c.refs) {
      uint64_t off = uint64_t(r.slot) * pb;
      buf_.appendReserved(o.data() + start, off - start);
      uint64_t addr = 0;
      std::memcpy(&addr, o.data() + off, pb);
      buf_.putReserved((r.canon << 1) ^ static_cast<uint32_t>(static_cast<int32_t>(r.canon) >> 31));
      buf_.putReserved(addr - r.base);
      start = off + pb;
    }
    buf_.appendReserved(o.data() + start, o.size - start);
    // The shadow is nearly always all-defined or all-undefined: run-length.
    const uint8_t* u = o.undef();
    for (uint64_t k = 0, run; k < o.size; k += run) {
      run = runLength(u + k, o.size - k);
      buf_.reserve(11);
      buf_.putReserved(run);
      buf_.appendReserved(u + k, 1);
    }
  }
  c.component = table_.intern(buf_.view());
  c.encoded = true;
  leaves_.push_back(c.component);
}

const std::vector<uint32_t>& StateEncoder::encode(Executor& ex, bool schedulePoint) {
  mem::Memory& m = ex.mem_;
  if (mem_ != &m) cache_.clear();  // versions are numbers of one memory
  mem_ = &m;
  if (numbers_.size() < m.count()) numbers_.resize(m.count());
  if (cache_.size() < m.count()) cache_.resize(m.count());
  if (++gen_ == 0) {
    std::fill(numbers_.begin(), numbers_.end(), Number{});
    gen_ = 1;
  }
  order_.clear();
  leaves_.assign(1, 0);  // the summary's place
  summary_.clear();
  liveHeap_ = 0;
  for (ObjId id : ex.globalObj_) visit(id);
  for (ObjId id : ex.streams_) visit(id);
  // Each thread's frames in thread order (ids are given in creation order,
  // so they are canonical), with its bookkeeping in the summary.
  size_t memo = 0;
  summary_.put(ex.threads_.size());
  summary_.put(schedulePoint ? 0 : ex.cur_ + 1);
  summary_.put(ex.granted_);
  summary_.put(ex.starter_);
  summary_.put(ex.keyDestructors_.size());
  for (const Word& w : ex.keyDestructors_) word(summary_, w);
  for (uint32_t t = 0; t < ex.threads_.size(); ++t) {
    const Thread& th = ex.threads_[t];
    const std::vector<Frame>& frames = ex.framesOf(t);
    const Word* regs = ex.regsOf(t);
    const std::vector<ObjId>& allocas = ex.allocasOf(t);
    summary_.put(th.done | th.fresh << 1 | th.detached << 2 | th.joined << 3 | static_cast<unsigned>(th.wait) << 4 |
                 th.stuck << 6 | th.preempted << 7);
    summary_.put(th.atomic);
    summary_.put(th.tls.size());  // a thread's errno joins them on first use
    for (ObjId id : th.tls) summary_.put(visit(id));
    summary_.put(th.waitGen);
    summary_.put(th.condSignals | uint64_t{th.condBroadcast} << 32);
    word(summary_, th.result);
    summary_.put(th.exiting | th.destructorRound << 1);
    summary_.put(th.destructorKey);
    summary_.put(th.specific.size());
    for (const Word& w : th.specific) word(summary_, w);
    summary_.put(frames.size());
    if (frames_.size() < memo + frames.size()) frames_.resize(memo + frames.size());
    for (size_t i = 0; i < frames.size(); ++i) {
      const Frame& f = frames[i];
      buf_.clear();
      buf_.put(f.fn->index);
      buf_.put(f.pc);
      buf_.put(f.block);
      bool waiting = i + 1 < frames.size();
      for (uint32_t r : ex.liveWords(f, waiting)) word(buf_, regs[f.regBase + r]);
      uint32_t end = waiting ? frames[i + 1].allocaBase : static_cast<uint32_t>(allocas.size());
      buf_.put(end - f.allocaBase);
      for (uint32_t k = f.allocaBase; k < end; ++k) buf_.put(visit(allocas[k]));
      buf_.put(visit(f.varargs));
      leaves_.push_back(internVia(frames_[memo++], buf_));
    }
  }
  // The environment: stdin's pending bytes, the answers of an operation to
  // be restarted, the variables asked for.
  text(summary_, ex.stdinBytes_);
  summary_.put(ex.stdinEof_ | ex.argumentsPending_ << 1);
  summary_.put(ex.inputs_.size());
  for (const InputValue& v : ex.inputs_) {
    summary_.put(static_cast<uint64_t>(v.number));
    summary_.put(v.text.has_value());
    if (v.text) text(summary_, *v.text);
  }
  summary_.put(ex.variables_.size());
  for (const auto& [name, id] : ex.variables_) {
    text(summary_, name);
    summary_.put(visit(id));
  }
  // The files: contents, descriptors, and the streams with their objects.
  const FileSystem& fs = ex.fs_;
  summary_.put(fs.nodes.size());
  for (const FileNode& n : fs.nodes) {
    text(summary_, n.path);
    text(summary_, n.data);
    summary_.put(n.exists | n.dirty << 1 | n.dir << 2 | n.statusAsked << 3 | uint64_t{n.status.has_value()} << 4);
    if (n.status) text(summary_, *n.status);
  }
  text(summary_, fs.cwd);
  summary_.put(fs.tmpFiles);
  summary_.put(fs.dirs.size());
  for (const DirStream& d : fs.dirs) {
    summary_.put(d.open ? visit(d.obj) | uint64_t{visit(d.entry)} << 32 : 0);
    summary_.put(d.pos | uint64_t{d.open} << 32 | uint64_t{static_cast<uint32_t>(d.node)} << 33);
    summary_.put(d.entries.size());
    for (const DirEntry& e : d.entries) text(summary_, e.name);
  }
  summary_.put(fs.fds.size());
  for (const Descriptor& d : fs.fds) {
    summary_.put(static_cast<uint32_t>(d.node) | uint64_t{static_cast<uint32_t>(d.std)} << 32);
    summary_.put(d.open | d.read << 1 | d.write << 2 | d.append << 3 | d.nonblock << 4 | d.pipe << 5 |
                 uint64_t{static_cast<uint8_t>(d.terminal)} << 8);
    summary_.put(d.pos);
  }
  summary_.put(fs.table.size());
  for (const FdSlot& t : fs.table) summary_.put(static_cast<uint32_t>(t.desc) | uint64_t{t.cloexec} << 32);
  summary_.put(fs.streams.size());
  for (const Stream& st : fs.streams) {
    summary_.put(st.open ? visit(st.obj) : 0);
    summary_.put(static_cast<uint32_t>(st.fd) | uint64_t{st.open} << 32 | uint64_t{st.eof} << 33 | uint64_t{st.error} << 34);
    text(summary_, st.pushback);
  }
  summary_.put(ex.cells_.size());
  for (const auto& [name, id] : ex.cells_) {
    text(summary_, name);
    summary_.put(visit(id));
  }
  summary_.put(ex.jumps_.size());
  for (const JumpPoint& j : ex.jumps_) {
    summary_.put(j.thread | uint64_t{j.depth} << 32);
    summary_.put(j.pc | uint64_t{j.block} << 32);
    summary_.put(j.dst | uint64_t{j.live} << 32);
  }
  summary_.put(ex.atExit_.size());
  for (const Executor::AtExit& h : ex.atExit_) {
    word(summary_, h.fn);
    word(summary_, h.arg);
    summary_.put(h.onExit);
  }
  // Breadth-first: encoding an object numbers the objects it points to.
  for (size_t i = 0; i < order_.size(); ++i) encodeObject(static_cast<uint32_t>(i + 1), order_[i]);
  size_t reached = order_.size();
  if (liveHeap_ < m.heapObjects()) {
    for (ObjId id = 1; id < m.count(); ++id) {
      const mem::Object& o = m.obj(id);
      if (o.kind != mem::Kind::Heap || o.status != mem::Status::Live || numbers_[id].stamp == gen_) continue;
      size_t i = order_.size();
      visit(id);
      for (; i < order_.size(); ++i) encodeObject(static_cast<uint32_t>(i + 1), order_[i]);
    }
  }
  summary_.put(reached);
  summary_.put(order_.size());
  leaves_[0] = internVia(summaryMemo_, summary_);
  m.seal();
  return leaves_;
}

}  // namespace ferret::sem
