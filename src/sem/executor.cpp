#include "sem/executor.hpp"

#include <algorithm>
#include <absl/container/inlined_vector.h>


#include <fmt/format.h>

#include <cmath>
#include <cstring>

namespace ferret::sem {

using namespace ferret::ir;
using mem::ObjId;

const Word& Call::arg(unsigned i) const {
  // No frame: a library function called as a thread's key destructor, its
  // argument in a scratch word numbered from the bottom of the registers.
  size_t base = ex.frames_.empty() ? 0 : ex.frames_.back().regBase;
  return ex.val(&ex.regs_[base], args[2 * i + 1]);
}

Word& Call::ret() const {
  const Frame& f = ex.frames_.back();
  return ex.regs_[f.regBase + dst];
}

Executor::Executor(const Program& prog, Environment& env, Limits limits)
    : prog_(prog), env_(env), limits_(limits), mem_(prog.ptrBytes) {
  heapHow_.push_back("");
}

TypeId Executor::intType(unsigned bits) const {
  for (TypeId t = 0; t < prog_.types.size(); ++t)
    if (prog_.types[t].kind == TypeKind::Int && prog_.types[t].bits == bits) return t;
  return 0;
}

Word Executor::pointerTo(ObjId id, uint64_t off) const {
  return Word{mem_.obj(id).base + off, 0, id};
}

void Executor::initGlobals() {
  globalObj_.resize(prog_.globals.size());
  functionObj_.resize(prog_.functions.size());
  models_.assign(prog_.functions.size(), nullptr);
  errorFunction_.assign(prog_.functions.size(), 0);
  for (const Function& f : prog_.functions) {
    ObjId id = mem_.allocate(mem::Kind::Function, 1, 16, true, f.loc);
    mem_.obj(id).tag = f.index;
    mem_.obj(id).readOnly = true;
    functionObj_[f.index] = id;
    if (f.name == "reach_error" || f.name == "__VERIFIER_error") errorFunction_[f.index] = 1;
    if (!f.defined) models_[f.index] = findModel(f.name);
  }
  initThreadModels();
  initFenv();
  static const char* const ctypeLocators[] = {"__ctype_b_loc", "__ctype_toupper_loc", "__ctype_tolower_loc"};
  for (const Function& f : prog_.functions)
    for (int k = 0; k < 3; ++k)
      if (!f.defined && f.name == ctypeLocators[k]) ctype_[k] = makeCtypeCell(k);
  initFiles();
  for (uint32_t g = 0; g < prog_.globals.size(); ++g) {
    const Global& gl = prog_.globals[g];
    if (!gl.defined) {
      ObjId id = libraryVariable(gl.name);
      if (id == mem::kNoObj) fail(ErrorKind::Unsupported, fmt::format("external variable '{}' is not modelled", gl.name));
      globalObj_[g] = id;
      continue;
    }
    ObjId id = mem_.allocate(gl.isString ? mem::Kind::String : mem::Kind::Global, gl.size, gl.align, true, gl.loc);
    mem_.obj(id).tag = g;
    mem_.obj(id).readOnly = gl.constant;
    globalObj_[g] = id;
  }
  for (uint32_t g = 0; g < prog_.globals.size(); ++g)
    if (prog_.globals[g].defined) initGlobal(g, globalObj_[g]);
  scalarBits_.assign(prog_.types.size(), 0);
  for (TypeId t = 0; t < prog_.types.size(); ++t) {
    const Type& ty = prog_.types[t];
    if (ty.kind == TypeKind::Int && ty.bits <= 64) scalarBits_[t] = static_cast<uint8_t>(ty.bits);
    if (ty.kind == TypeKind::Ptr) scalarBits_[t] = static_cast<uint8_t>(8 * prog_.ptrBytes);
  }
  consts_.resize(prog_.consts.size());
  for (size_t i = 0; i < prog_.consts.size(); ++i) {
    const ConstWord& c = prog_.consts[i];
    Word w{c.bits, c.undef, mem::kNoObj};
    if (c.ref != RefKind::None) {
      ObjId target = c.ref == RefKind::Global ? globalObj_[c.target] : functionObj_[c.target];
      w.p = target;
      w.v = (mem_.obj(target).base + c.bits) & maskOf(8 * prog_.ptrBytes);
      if (c.ref == RefKind::Global && prog_.globals[c.target].threadLocal)
        tlsUses_.push_back(TlsUse{c.target, static_cast<uint32_t>(i)});
    }
    consts_[i] = w;
  }
  hasByval_.assign(prog_.functions.size(), 0);
  firstSite_.assign(prog_.functions.size() + 1, 0);
  for (const Function& f : prog_.functions) {
    firstSite_[f.index] = static_cast<uint32_t>(allocaSites_.size());
    for (uint32_t k = 0; k < f.insts.size(); ++k) {
      const Inst& in = f.insts[k];
      bool allocaCall = in.op == Op::CallExtern && (prog_.functions[in.a].name == "alloca" ||
                                                    prog_.functions[in.a].name == "__builtin_alloca");
      if (in.op == Op::Alloca || allocaCall) allocaSites_.emplace_back(f.index, k);
    }
    for (uint32_t i = 0; i < f.byvalSize.size(); ++i)
      if (f.byvalSize[i]) {
        allocaSites_.emplace_back(f.index, kByvalSite + i);
        hasByval_[f.index] = 1;
      }
  }
  firstSite_.back() = static_cast<uint32_t>(allocaSites_.size());
  buildWindows();  // after the sites: a local variable's tag is decided there
  // TlsUse::global becomes the index among the thread-local globals.
  std::vector<uint32_t> tlsIndex(prog_.globals.size(), 0);
  for (uint32_t g = 0, k = 0; g < prog_.globals.size(); ++g)
    if (prog_.globals[g].threadLocal) tlsIndex[g] = k++;
  for (TlsUse& u : tlsUses_) u.global = tlsIndex[u.global];
}

// A global's initial contents, pointers included.
void Executor::initGlobal(uint32_t g, ObjId id) {
  const Global& gl = prog_.globals[g];
  mem::Object& o = mem_.obj(id);
  if (!gl.init.empty()) std::memcpy(o.data(), gl.init.data(), gl.size);
  for (const Reloc& r : gl.relocs) {
    ObjId target = r.ref == RefKind::Global ? globalObj_[r.target] : functionObj_[r.target];
    uint64_t addr = mem_.obj(target).base + r.addend;
    std::memcpy(o.data() + r.offset, &addr, prog_.ptrBytes);
    mem_.setPointer(o, r.offset, target);
  }
}

void Executor::start(const std::vector<std::string>& argv, bool argumentsAreInput, const std::vector<std::string>& envp) {
  if (prog_.mainIndex < 0) fail(ErrorKind::Unsupported, "the program has no main function");
  // The library's variables (environ, program_invocation_name) are made
  // with the globals.
  programName_ = argv.empty() ? "" : argv.front();
  envp_ = envp;
  initGlobals();
  const Function& main = prog_.functions[prog_.mainIndex];
  // main's parameters are passed as zero constants in a scratch register
  // area; setMainArguments fills in argc and argv.
  regs_.assign(main.paramTypes.size(), Word{});
  top_ = regs_.size();
  std::vector<uint32_t> args;
  for (size_t i = 0; i < main.paramTypes.size(); ++i) {
    args.push_back(main.paramTypes[i]);
    args.push_back(static_cast<uint32_t>(i));
  }
  frames_.clear();
  threads_.assign(1, Thread{});
  threads_[0].fresh = false;
  for (uint32_t g = 0; g < prog_.globals.size(); ++g)
    if (prog_.globals[g].threadLocal) threads_[0].tls.push_back(globalObj_[g]);
  cur_ = 0;
  live_ = 1;
  pushFrame(main, regs_.data(), args.data(), static_cast<uint32_t>(args.size() / 2), kNoOperand, main.loc);
  argumentsPending_ = argumentsAreInput && !main.paramTypes.empty();
  if (!argumentsPending_) setMainArguments(argv, argv.size());
}

// The strings of `list` in objects of their own, like the strings the
// kernel puts on a real process's stack, then an array of their pointers
// and a null: an object of its own, or the library cell `cell`.  Stored
// with a pointer-sized type, so they keep their provenance.
ObjId Executor::textArray(const std::vector<std::string>& list, std::string_view cell) {
  std::vector<Word> strs;
  for (const auto& a : list) {
    ObjId id = mem_.allocate(mem::Kind::Extern, a.size() + 1, 1, true, 0);
    std::memcpy(mem_.obj(id).data(), a.data(), a.size());
    strs.push_back(pointerTo(id));
  }
  uint64_t bytes = (list.size() + 1) * prog_.ptrBytes;
  ObjId arr = cell.empty() ? mem_.allocate(mem::Kind::Extern, bytes, prog_.ptrBytes, true, 0) : libraryCell(cell, bytes);
  const Type& ptr = prog_.types[intType(8 * prog_.ptrBytes)];
  for (size_t i = 0; i < strs.size(); ++i) storeScalar(mem_.obj(arr), i * prog_.ptrBytes, ptr, &strs[i]);
  return arr;
}

Word Executor::environment() {
  for (const auto& [n, id] : cells_)
    if (n == "environ.array") return pointerTo(id);
  return pointerTo(textArray(envp_, "environ.array"));
}

void Executor::setMainArguments(const std::vector<std::string>& argv, uint64_t argc) {
  const Function& main = prog_.functions[prog_.mainIndex];
  Word* R = &regs_[frames_.front().regBase];
  if (main.paramTypes.size() >= 1) R[main.paramWords[0]] = Word{argc & maskOf(32), 0, mem::kNoObj};
  if (main.paramTypes.size() >= 2) R[main.paramWords[1]] = pointerTo(textArray(argv, ""));
  // envp is environ's array, as natively.
  if (main.paramTypes.size() >= 3) R[main.paramWords[2]] = environment();
}

bool Executor::setUpArguments() {
  const Function& main = prog_.functions[prog_.mainIndex];
  const Type& argcType = prog_.types[main.paramTypes[0]];
  InputRequest request{InputSource::Arguments, "argc"};
  try {
    request.lo = 1;
    request.hi = INT32_MAX;
    request.bits = argcType.kind == TypeKind::Int ? argcType.bits : 32;
    int64_t argc = input(request).number;
    std::vector<std::string> argv{programName_};
    for (int64_t i = 1; main.paramTypes.size() >= 2 && i < argc; ++i) {
      request = InputRequest{InputSource::Arguments, fmt::format("argv[{}]", i)};
      std::optional<std::string> a = input(request).text;
      if (!a) break;  // the program never reads argv: the strings do not matter
      argv.push_back(std::move(*a));
    }
    setMainArguments(argv, static_cast<uint64_t>(argc));
  } catch (const InputPending& p) {
    awaitInput(p.request);
    return false;
  }
  inputsDone();
  argumentsPending_ = false;
  return true;
}

// ---------------------------------------------------------------- frames

// The register file only grows: words above top_ are left over from
// returned frames, and a new frame's are cleared with one memset.
Word* Executor::pushRegisters(size_t n, size_t cleared) {
  size_t base = top_;
  if (regs_.size() < base + n) regs_.resize(std::max(base + n, 2 * regs_.size()));
  top_ = base + n;
  std::memset(static_cast<void*>(&regs_[base]), 0, cleared * sizeof(Word));
  return &regs_[base];
}

Word* Executor::newFrame(const Function& fn, uint32_t dst, LocId loc, uint64_t stackTop) {
  const std::vector<Word>& window = window_[fn.index];
  size_t base = top_;
  if (regs_.size() < base + window.size()) regs_.resize(std::max(base + window.size(), 2 * regs_.size()));
  top_ = base + window.size();
  Word* callee = &regs_[base];
  std::memcpy(static_cast<void*>(callee), window.data(), window.size() * sizeof(Word));
  Frame& f = frames_.emplace_back();
  f.fn = &fn;
  f.regBase = static_cast<uint32_t>(base);
  f.allocaBase = static_cast<uint32_t>(allocas_.size());
  f.retDst = dst;
  f.retType = fn.retType;
  f.callLoc = loc;
  f.stackTop = stackTop;
  return callee;
}

void Executor::pushFrame(const Function& fn, const Word* R, const uint32_t* args, uint32_t nargs, uint32_t dst,
                         LocId loc) {
  uint64_t stackTop = (frames_.empty() ? 0 : frames_.back().stackTop) + frameBytes(fn);
  if (stackTop > limits_.stackBytes)
    fail(ErrorKind::StackOverflow, fmt::format("the call of '{}' at depth {} exhausts the stack of {} (--stack-size)",
                                               fn.name, frames_.size() + 1, byteCount(limits_.stackBytes)));
  if (nargs < fn.paramTypes.size() || (!fn.isVarArg && nargs != fn.paramTypes.size()))
    fail(ErrorKind::InvalidCall, fmt::format("'{}' takes {} argument{} but is called with {}", fn.name,
                                             fn.paramTypes.size(), fn.paramTypes.size() == 1 ? "" : "s", nargs));
  // Growing the register file may move it: address the caller's registers
  // by index from here on.
  size_t callerBase = static_cast<size_t>(R - regs_.data());
  Word* callee = newFrame(fn, dst, loc, stackTop);
  const Word* caller = regs_.data() + callerBase;
  const Word* C = consts_.data();
  auto argWord = [&](Operand o) -> const Word& { return isConst(o) ? C[constIndex(o)] : caller[o]; };
  const uint32_t* paramWords = fn.paramWords.data();
  for (uint32_t i = 0, n = static_cast<uint32_t>(fn.paramTypes.size()); i < n; ++i) {
    uint32_t words = prog_.types[args[2 * i]].words;
    Operand o = args[2 * i + 1];
    Word* to = callee + paramWords[i];
    for (uint32_t w = 0; w < words; ++w) to[w] = argWord(o + w);
  }
  if (fn.isVarArg) {
    // The variadic arguments are laid out as the target's stack would hold
    // them; va_start points the va_list at this object.
    unsigned slot = prog_.ptrBytes;
    uint64_t size = 0;
    for (uint32_t i = fn.paramTypes.size(); i < nargs; ++i) {
      const Type& t = prog_.types[args[2 * i]];
      uint64_t al = std::max<uint64_t>(slot, t.kind == TypeKind::FP80 ? (slot == 8 ? 16 : 4) : slot);
      size = (size + al - 1) / al * al + (t.size + slot - 1) / slot * slot;
    }
    ObjId va = mem_.allocate(mem::Kind::VarArgs, size, 16, true, loc);
    mem::Object& o = mem_.obj(va);
    uint64_t off = 0;
    for (uint32_t i = fn.paramTypes.size(); i < nargs; ++i) {
      const Type& t = prog_.types[args[2 * i]];
      uint64_t al = std::max<uint64_t>(slot, t.kind == TypeKind::FP80 ? (slot == 8 ? 16 : 4) : slot);
      off = (off + al - 1) / al * al;
      Operand op = args[2 * i + 1];
      for (const Leaf& l : t.leaves) {
        storeScalar(o, off + l.offset, prog_.types[l.type], &argWord(op + l.word));
      }
      off += (t.size + slot - 1) / slot * slot;
    }
    frames_.back().varargs = va;
  }
  // A byval parameter is the callee's own copy of the caller's object.
  for (uint32_t i = 0; hasByval_[fn.index] && i < fn.byvalSize.size(); ++i) {
    if (!fn.byvalSize[i]) continue;
    growStack(fn.byvalSize[i], "a struct passed by value");
    Word& p = callee[fn.paramWords[i]];
    ObjId copy = mem_.allocate(mem::Kind::Stack, fn.byvalSize[i], 16, false, fn.loc);
    mem_.obj(copy).tag = siteTag(fn.index, kByvalSite + i);
    allocas_.push_back(copy);
    Word dst = pointerTo(copy);
    copyMemory(dst, p, fn.byvalSize[i], false, "passing a struct by value");
    p = dst;
  }
  enterBlock(frames_.back(), UINT32_MAX, 0);
}

void Executor::popFrame(const Word* retWords, uint32_t nwords) {
  Frame f = frames_.back();
  // Only the deaths and the leak check below need the location.
  LocId at = f.allocaBase < allocas_.size() || f.varargs || limits_.leakOnReturn ? currentLoc() : 0;
  if (limits_.observer) limits_.observer->returned(f, frames_.size(), retWords, nwords);
  // The return value lives in the registers released here, which stay as
  // they are until the copy below.
  unwindFrame(at);
  if (!frames_.empty() && f.retDst != kNoOperand)
    std::copy(retWords, retWords + nwords, &regs_[frames_.back().regBase + f.retDst]);
  if (!frames_.empty()) {
    if (limits_.leakOnReturn) checkLostOnReturn(*f.fn, at);
    return;
  }
  // A thread's start function returned: main's ends the process, another's
  // ends the thread, with its result kept for pthread_join.
  Word result = nwords ? retWords[0] : Word{};
  bool threadEnds = cur_ != 0 || threads_[0].exiting;
  if (threadEnds) threadReturned(result);
  else exitCode_ = static_cast<int>(static_cast<int32_t>(result.v));
  if (limits_.leakOnReturn) checkLostOnReturn(*f.fn, at);
  if (threadEnds) finishThread();
}

void Executor::observeBlock(const Frame& f) {
  uint32_t loop = loopAt_[f.fn->index][f.block];
  if (loop != kNoLoop) limits_.observer->atLoopHead(f, loop, &regs_[f.regBase]);
}

// Phis of the block being entered: each reads its value for this edge.
void Executor::movePhis(Frame& f, const Block& b, uint32_t from) {
  Word* R = &regs_[f.regBase];
  size_t i = 0;
  while (i < b.preds.size() && b.preds[i] != from) ++i;
  if (i == b.preds.size()) fail(ErrorKind::Unsupported, "phi without an incoming value for this edge");
  if (b.phis.size() == 1 && b.phis[0].words == 1) {
    R[b.phis[0].dst] = val(R, b.phis[0].values[i]);
    return;
  }
  // Phis read their inputs in parallel: gather first, then assign.
  size_t total = 0;
  for (const Phi& p : b.phis) total += p.words;
  absl::InlinedVector<Word, 16> buf(total);
  size_t k = 0;
  for (const Phi& p : b.phis)
    for (uint32_t w = 0; w < p.words; ++w) buf[k++] = val(R, p.values[i] + w);
  k = 0;
  for (const Phi& p : b.phis)
    for (uint32_t w = 0; w < p.words; ++w) R[p.dst + w] = buf[k++];
}

// ---------------------------------------------------------------- run loop

int Executor::run() {
  steps_ = steps();  // keep the count of earlier runs (the explorer resumes many times)
  stopDepth_ = 0;
  choice_.reset();
  // A chunk of one step: the first instruction polls the limits.
  chunk_ = 1;
  budget_ = 1;
  resumable_ = true;
  int code = argumentsPending_ && !setUpArguments() ? 0 : loop();
  resumable_ = false;
  return code;
}

void Executor::needChoice(ChoiceKind kind, std::string_view name, TypeId type) {
  // The choosing instruction runs again once the choice is made: counted
  // once, as in a run that had the value at once (`ferret run --replay`
  // meets kSpinSteps at the same instruction).
  --frames_.back().pc;
  ++budget_;
  // A visible operation (an input while threads run, a library call that
  // reads one) was granted when it began: it goes on, not asked again.
  const Frame& f = frames_.back();
  if (live_ > 1 && !stopDepth_) granted_ = visible(f.fn->insts[f.pc]);
  needChoice(ChoiceNeeded{kind, std::string(name), type});
}

void Executor::needChoice(ChoiceNeeded c) {
  if (!resumable_) throw std::move(c);
  choice_ = std::move(c);
}

std::optional<bool> Executor::decide(ChoiceKind kind) {
  std::optional<bool> d = env_.decide(kind);
  if (!d) needChoice(kind, "", intType(1));
  return d;
}

void Executor::awaitInput(const InputRequest& request) {
  stdinPos_ = 0;
  inputPos_ = 0;
  needChoice(ChoiceNeeded{ChoiceKind::Environment, request.name, intType(request.text() ? 8 : request.bits), {}, request});
}

InputValue Executor::input(const InputRequest& request) {
  if (inputPos_ < inputs_.size()) return inputs_[inputPos_++];
  std::optional<InputValue> v = env_.input(request);
  if (!v && request.source == InputSource::Status)
    fail(ErrorKind::Unsupported, fmt::format("{} asks the host's {}, which this analysis does not explore", request.name,
                                             request.name == "uname" ? "names" : "file system"));
  if (!v) throw InputPending{request};
  inputs_.push_back(std::move(*v));
  return inputs_[inputPos_++];
}

int Executor::stdinByte(const char* reader, char conversion, bool consume) {
  if (stdinPos_ == stdinBytes_.size()) {
    if (stdinEof_) return -1;
    InputRequest request{InputSource::Stdin, reader};
    request.conversion = conversion;
    std::optional<InputValue> v = env_.input(request);
    if (!v) throw InputPending{std::move(request)};
    if (!v->text || v->text->empty()) {
      stdinEof_ = true;
      return -1;
    }
    stdinBytes_ += *v->text;
  }
  auto b = static_cast<uint8_t>(stdinBytes_[stdinPos_]);
  if (consume) ++stdinPos_;
  return b;
}

int Executor::readStdin(const char* reader, char conversion) { return stdinByte(reader, conversion, true); }
int Executor::peekStdin(const char* reader, char conversion) { return stdinByte(reader, conversion, false); }

ObjId Executor::variable(const std::string& name) {
  for (const auto& [n, id] : variables_)
    if (n == name) return id;
  presetVariable(name, input(InputRequest{InputSource::Variable, name}).text);
  return variables_.back().second;
}

void Executor::presetVariable(const std::string& name, const std::optional<std::string>& value) {
  ObjId id = mem::kNoObj;
  if (value) {
    id = mem_.allocate(mem::Kind::Extern, value->size() + 1, 1, true, 0);
    std::memcpy(mem_.obj(id).data(), value->data(), value->size());
  }
  variables_.emplace_back(name, id);
}

// Steps are counted in chunks: the loop only decrements the chunk's budget.
void Executor::pollLimits() {
  steps_ += chunk_;
  if (limits_.maxSteps && steps_ > limits_.maxSteps)
    throw LimitHit{fmt::format("step limit of {} reached", limits_.maxSteps)};
  if (limits_.interrupt && *limits_.interrupt) throw LimitHit{"CPU time limit reached"};
  chunk_ = 4096;
  if (limits_.maxSteps && steps_ + chunk_ > limits_.maxSteps + 1) chunk_ = limits_.maxSteps + 1 - steps_;
  // A poll exactly where a spinning thread is due to be preempted.
  uint64_t due = stretchStart_ + kSpinSteps;
  if (live_ > 1 && due > steps_ && due - steps_ < chunk_) chunk_ = due - steps_;
  if (limits_.observer && limits_.observer->wantsSteps()) {
    limits_.observer->step(*this);
    chunk_ = 1;
  }
  budget_ = chunk_;
}

uint64_t Executor::steps() const { return steps_ + chunk_ - budget_; }

Word Executor::callFunction(const Word& fnPtr, const std::vector<Word>& args, LocId loc) {
  requireDefined(fnPtr, "the function pointer");
  ObjId id = fnPtr.p ? fnPtr.p : mem_.findByAddress(fnPtr.v);
  if (id == mem::kNoObj || mem_.obj(id).kind != mem::Kind::Function || fnPtr.v != mem_.obj(id).base)
    fail(ErrorKind::InvalidCall, "call through a pointer that is not a function");
  const Function& fn = prog_.functions[mem_.obj(id).tag];
  Model model = fn.defined ? nullptr : models_[fn.index];
  if (!fn.defined && !model) fail(ErrorKind::Unsupported, fmt::format("callback to library function '{}'", fn.name));
  // The callback's arguments and result live in a scratch area above the
  // current frame's registers.
  size_t scratch = top_;
  pushRegisters(args.size() + 4, args.size() + 4);
  std::vector<uint32_t> a;
  for (size_t i = 0; i < args.size(); ++i) {
    regs_[scratch + i] = args[i];
    a.push_back(i < fn.paramTypes.size() ? fn.paramTypes[i] : intType(8 * prog_.ptrBytes));
    a.push_back(static_cast<uint32_t>(scratch + i - frames_.back().regBase));
  }
  uint32_t dst = static_cast<uint32_t>(scratch + args.size() - frames_.back().regBase);
  if (model) {
    Call c{*this, fn, a.data(), static_cast<uint32_t>(args.size()), dst, fn.retType, loc};
    model(c);
  } else {
    size_t depth = frames_.size();
    pushFrame(fn, &regs_[frames_.back().regBase], a.data(), static_cast<uint32_t>(args.size()), dst, loc);
    runNested(depth);
  }
  Word r = regs_[frames_.back().regBase + dst];
  top_ = scratch;
  return r;
}

void Executor::runNested(size_t depth) {
  // Restored also when a longjmp leaves the nested run (LongJumpOut).
  struct Restore {
    Executor& ex;
    size_t stopDepth;
    bool resumable;
    ~Restore() {
      ex.stopDepth_ = stopDepth;
      ex.resumable_ = resumable;
    }
  } restore{*this, stopDepth_, resumable_};
  stopDepth_ = depth;
  resumable_ = false;
  loop();
}

mem::ObjId Executor::libraryCell(std::string_view name, uint64_t size) {
  for (const auto& [n, id] : cells_)
    if (n == name) return id;
  ObjId id = mem_.allocate(mem::Kind::Extern, size, 16, true, 0);
  cells_.emplace_back(std::string(name), id);
  return id;
}

mem::ObjId Executor::errnoObject() {
  if (cur_ == 0) return libraryVariable("errno");
  Thread& t = threads_[cur_];
  if (t.errnoCell == mem::kNoObj) {
    t.errnoCell = mem_.allocate(mem::Kind::Extern, 4, 4, true, 0);
    t.tls.push_back(t.errnoCell);
  }
  return t.errnoCell;
}

void Executor::initFenv() {
  bool used = false;
  for (const Function& f : prog_.functions) used |= !f.defined && findFenvModel(f.name) != nullptr;
  fenvCell_ = used ? libraryCell("fenv", kFenvBytes) : mem::kNoObj;
}

// The cell: the flags, then the rounding mode, two bytes each.
uint16_t Executor::fenvField(unsigned at) {
  uint16_t v;
  std::memcpy(&v, mem_.obj(libraryCell("fenv", kFenvBytes)).data() + at, sizeof v);
  return v;
}
void Executor::setFenvField(unsigned at, uint16_t v) {
  uint8_t defined[sizeof v] = {};
  mem_.write(mem_.obj(libraryCell("fenv", kFenvBytes)), at, reinterpret_cast<const uint8_t*>(&v), defined, sizeof v);
}
int Executor::fpFlags() { return fenvField(0); }
void Executor::setFpFlags(int flags) { setFenvField(0, static_cast<uint16_t>(flags & FE_ALL_EXCEPT)); }
int Executor::fpRounding() { return fenvField(2); }
void Executor::setFpRounding(int mode) { setFenvField(2, static_cast<uint16_t>(mode)); }

Executor::FpScope::FpScope(Executor& e) : ex(e) {
  if (int mode = ex.fpRounding(); mode != FE_TONEAREST) std::fesetround(mode);
  std::feclearexcept(FE_ALL_EXCEPT);
}
Executor::FpScope::~FpScope() {
  int raised = std::fetestexcept(FE_ALL_EXCEPT);
  std::fesetround(FE_TONEAREST);
  // Not while an error or a jump unwinds: the step is abandoned.
  if (raised && std::uncaught_exceptions() == 0) ex.setFpFlags(ex.fpFlags() | raised);
}

void Executor::setVariable(const std::string& name, const std::optional<std::string>& value) {
  for (auto it = variables_.begin(); it != variables_.end(); ++it)
    if (it->first == name) {
      variables_.erase(it);
      break;
    }
  presetVariable(name, value);
}

// One instruction by the general path, which handles every case and
// reports every error; the loop (loop.cpp) sends here whatever its inline
// fast paths do not cover.  The frame's pc already points past `in`.
// Returns whether control left the frame (a call or a return), after which
// the loop reloads its view of the frame.
bool Executor::step(const Inst& in, Word* R) {
  Frame& F = frames_.back();
  switch (in.op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem:
    case Op::SRem: case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor:
      binary(in, R);
      return false;
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FNeg:
      computeFp([&] { floatOp(in, R); });
      return false;
    case Op::ICmp:
      compare(in, R);
      return choice_.has_value();  // the allocator's choice is asked for
    case Op::FCmp: fcompare(in, R); return false;
    case Op::Select: {
      const Word& c = val(R, in.a);
      uint32_t words = prog_.types[in.ty].words;
      if (c.u & 1) {
        if (limits_.strictUninit) requireDefined(c, "the condition");
        for (uint32_t w = 0; w < words; ++w) {
          Word x = val(R, in.b + w);
          x.u = ~0ull;
          R[in.dst + w] = x;
        }
        return false;
      }
      Operand src = (c.v & 1) ? in.b : in.c;
      for (uint32_t w = 0; w < words; ++w) R[in.dst + w] = val(R, src + w);
      return false;
    }
    case Op::Copy: case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::FPTrunc: case Op::FPExt: case Op::FPToUI:
    case Op::FPToSI: case Op::UIToFP: case Op::SIToFP:
      computeFp([&] { castOp(in, R); });
      return false;
    case Op::Alloca: allocate(in, R); return false;
    case Op::Load: load(in, R); return false;
    case Op::Store: store(in, R); return false;
    case Op::Gep: {
      Word p = val(R, in.a);
      p.v += val(R, in.b).v;
      const uint32_t* x = F.fn->extra.data() + in.extra;
      for (uint32_t k = 0; k < in.nextra; k += 3) {
        const Word& idx = val(R, x[k]);
        p.v += static_cast<uint64_t>(sext(idx.v, x[k + 1])) * x[k + 2];
        if (idx.u) p.u = ~0ull;
      }
      p.v &= maskOf(8 * prog_.ptrBytes);
      R[in.dst] = p;
      return false;
    }
    case Op::Br: enterBlock(F, F.block, in.a); return false;
    case Op::CondBr: {
      const Word& c = val(R, in.a);
      bool taken = c.v & 1;
      if (c.u & 1) {
        if (!limits_.uninitBranches) requireDefined(c, "a branch condition");
        std::optional<bool> d = decide(ChoiceKind::UninitBranch);
        if (!d) return true;
        taken = *d;
      }
      enterBlock(F, F.block, taken ? in.b : in.c);
      return false;
    }
    case Op::Switch: {
      const Word& c = val(R, in.a);
      uint64_t m = maskOf(prog_.types[in.ty].bits);
      if (c.u & m) requireDefined(c, "a switch condition");
      uint32_t target = in.b;
      const uint32_t* x = F.fn->extra.data() + in.extra;
      for (uint32_t k = 0; k < in.nextra; k += 2)
        if ((consts_[constIndex(x[k])].v & m) == (c.v & m)) {
          target = x[k + 1];
          break;
        }
      enterBlock(F, F.block, target);
      return false;
    }
    case Op::IndirectBr: {
      // `goto *p`: p must be the address of one of this function's labels
      // (lower.cpp: an offset of 1 + the block's index into its object).
      const Word& p = val(R, in.a);
      requireDefined(p, "the address of a computed goto");
      mem::ObjId id = p.p ? p.p : mem_.findByAddress(p.v);
      const uint32_t* to = F.fn->extra.data() + in.extra;
      if (id != mem::kNoObj && mem_.obj(id).kind == mem::Kind::Function && mem_.obj(id).tag == F.fn->index &&
          p.v > mem_.obj(id).base) {
        uint64_t b = p.v - mem_.obj(id).base - 1;
        if (std::binary_search(to, to + in.nextra, b)) {
          enterBlock(F, F.block, static_cast<uint32_t>(b));
          return false;
        }
      }
      fail(ErrorKind::InvalidCall, "computed goto to an address that is not a label of this function");
    }
    case Op::Ret: {
      // A value's words are consecutive registers or consecutive constants.
      if (in.a == kNoOperand) popFrame(nullptr, 0);
      else popFrame(&val(R, in.a), prog_.types[in.ty].words);
      return true;
    }
    case Op::Unreachable:
      fail(ErrorKind::Unsupported, "reached code marked unreachable");
    case Op::Call: case Op::CallExtern: case Op::CallIndirect:
      execCall(in, R);
      return true;
    case Op::Intrinsic:
      execIntrinsic(in, R);
      return static_cast<Intr>(in.sub) == Intr::StackRestore;
    case Op::ExtractValue:
      for (uint32_t w = 0; w < in.c; ++w) R[in.dst + w] = val(R, in.a + in.b + w);
      return false;
    case Op::InsertValue: {
      uint32_t words = prog_.types[in.ty].words;
      absl::InlinedVector<Word, 16> tmp(words);
      for (uint32_t w = 0; w < words; ++w) tmp[w] = val(R, in.a + w);
      for (uint32_t w = 0; w < in.extra; ++w) tmp[in.c + w] = val(R, in.b + w);
      for (uint32_t w = 0; w < words; ++w) R[in.dst + w] = tmp[w];
      return false;
    }
    case Op::Unsupported:
      fail(ErrorKind::Unsupported, fmt::format("{} is not supported", prog_.strings[in.a]));
  }
  return false;
}

// ---------------------------------------------------------------- state

void Executor::save(Snapshot& s) const {
  s.frames = frames_;
  s.regs.assign(regs_.begin(), regs_.begin() + top_);
  s.allocas = allocas_;
  s.atExit = atExit_;
  s.threads = threads_;
  s.cur = cur_;
  s.live = live_;
  s.keyDestructors = keyDestructors_;
  s.granted = granted_;
  s.starter = starter_;
  s.stdinBytes = stdinBytes_;
  s.stdinEof = stdinEof_;
  s.inputs = inputs_;
  s.variables = variables_;
  s.argumentsPending = argumentsPending_;
  s.quiet = quiet_;
  s.stretch = steps() - stretchStart_;
  s.jumps = jumps_;
  s.fs = fs_;
  s.cells = cells_;
}

void Executor::restore(const Snapshot& s) {
  frames_ = s.frames;
  regs_ = s.regs;
  top_ = regs_.size();
  allocas_ = s.allocas;
  atExit_ = s.atExit;
  threads_ = s.threads;
  cur_ = s.cur;
  live_ = s.live;
  keyDestructors_ = s.keyDestructors;
  granted_ = s.granted;
  starter_ = s.starter;
  stdinBytes_ = s.stdinBytes;
  stdinPos_ = 0;
  stdinEof_ = s.stdinEof;
  inputs_ = s.inputs;
  inputPos_ = 0;
  variables_ = s.variables;
  argumentsPending_ = s.argumentsPending;
  quiet_ = s.quiet;
  stretchStart_ = steps() - s.stretch;
  jumps_ = s.jumps;
  fs_ = s.fs;
  cells_ = s.cells;
  sharedValid_ = false;
  useTls(cur_);
}

// ---------------------------------------------------------------- diagnostics

LocId Executor::currentLoc() const {
  if (frames_.empty()) return 0;
  const Frame& f = frames_.back();
  return f.pc ? f.fn->insts[f.pc - 1].loc : f.fn->loc;
}

std::vector<StackEntry> Executor::callStack() const {
  std::vector<StackEntry> st;
  LocId loc = currentLoc();
  for (size_t i = frames_.size(); i-- > 0;) {
    st.push_back(StackEntry{frames_[i].fn->name, loc});
    loc = frames_[i].callLoc;
  }
  return st;
}

void Executor::fail(ErrorKind kind, std::string message, std::vector<Note> notes) {
  Violation v;
  v.kind = kind;
  v.message = std::move(message);
  v.loc = currentLoc();
  v.notes = std::move(notes);
  v.stack = callStack();
  throw ViolationError{std::move(v)};
}

bool Executor::allocatedBy(ObjId id, std::string_view how) const {
  const mem::Object& o = mem_.obj(id);
  return o.kind == mem::Kind::Heap && heapHow_[o.tag] == how;
}

std::string Executor::describe(ObjId id) const {
  const mem::Object& o = mem_.obj(id);
  switch (o.kind) {
    case mem::Kind::Heap:
      return fmt::format("heap block of {} allocated by {}", byteCount(o.size), heapHow_[o.tag]);
    case mem::Kind::Global:
      return fmt::format("global '{}' of {}", prog_.globals[o.tag].name, byteCount(o.size));
    case mem::Kind::String:
      return fmt::format("string literal of {}", byteCount(o.size));
    case mem::Kind::Function:
      return fmt::format("function '{}'", prog_.functions[o.tag].name);
    case mem::Kind::Stack:
    case mem::Kind::Alloca: {
      auto [fi, ii] = allocaSites_[o.tag];
      const Function& f = prog_.functions[fi];
      if (ii >= kByvalSite)
        return fmt::format("parameter {} of '{}', passed by value ({})", ii - kByvalSite + 1, f.name, byteCount(o.size));
      if (const Local* local = localOf(o))
        return fmt::format("local variable '{}' of {} in '{}'", local->name, byteCount(o.size), f.name);
      return fmt::format("stack object of {} in '{}'", byteCount(o.size), f.name);
    }
    case mem::Kind::VarArgs:
      return fmt::format("variadic argument area of {}", byteCount(o.size));
    case mem::Kind::Extern:
      return fmt::format("runtime object of {}", byteCount(o.size));
  }
  return "object";
}

// The named local (from debug info) a stack object was allocated for.
const Local* Executor::localOf(const mem::Object& o) const {
  auto [fi, ii] = allocaSites_[o.tag];
  for (const auto& [k, local] : prog_.functions[fi].locals)
    if (k == ii) return &local;
  return nullptr;
}

std::vector<Note> Executor::objectNotes(ObjId id) const {
  std::vector<Note> notes;
  const mem::Object& o = mem_.obj(id);
  if (o.kind == mem::Kind::Heap)
    notes.push_back(Note{fmt::format("allocated here by {} ({})", heapHow_[o.tag], byteCount(o.size)), o.allocSite});
  else if (o.kind == mem::Kind::Stack || o.kind == mem::Kind::Alloca || o.kind == mem::Kind::Global) {
    LocId loc = o.allocSite;
    if (o.kind != mem::Kind::Global)
      if (const Local* local = localOf(o)) loc = local->loc;
    notes.push_back(Note{"declared here: " + describe(id), loc});
  }
  if (o.status == mem::Status::Freed) notes.push_back(Note{"freed here", o.freeSite});
  if (o.status == mem::Status::Returned) notes.push_back(Note{"its function returned here", o.freeSite});
  if (o.status == mem::Status::OutOfScope) notes.push_back(Note{"its scope ended here", o.freeSite});
  return notes;
}

void Executor::accessFault(mem::Fault f, const mem::Resolved& r, const Word& ptr, uint64_t size, bool write,
                           const char* by) {
  const char* rw = write ? "write" : "read";
  // Plain loads and stores need no mention; library accesses name the function.
  std::string what = *by ? fmt::format(" by {}", by) : "";
  switch (f) {
    case mem::Fault::Null:
      fail(ErrorKind::NullDereference, fmt::format("{} of {} through a null pointer{}", rw, byteCount(size), what));
    case mem::Fault::Invalid:
      if (r.id && mem_.obj(r.id).kind == mem::Kind::Function)
        fail(ErrorKind::InvalidPointer, fmt::format("{} of {} through a pointer to {}{}", rw, byteCount(size),
                                                    describe(r.id), what));
      fail(ErrorKind::InvalidPointer,
           fmt::format("{} of {} at address {:#x}, which is not inside any object{}", rw, byteCount(size), ptr.v, what));
    case mem::Fault::Freed:
      fail(ErrorKind::UseAfterFree, fmt::format("{} of {} at offset {} of a freed {}{}", rw, byteCount(size), r.offset,
                                                describe(r.id), what), objectNotes(r.id));
    case mem::Fault::Returned:
      fail(ErrorKind::UseAfterReturn, fmt::format("{} of {} in {}, whose function has returned{}", rw, byteCount(size),
                                                  describe(r.id), what), objectNotes(r.id));
    case mem::Fault::OutOfScope:
      fail(ErrorKind::UseAfterScope, fmt::format("{} of {} in {}, whose scope has ended{}", rw, byteCount(size),
                                                 describe(r.id), what), objectNotes(r.id));
    case mem::Fault::OutOfBounds:
      fail(ErrorKind::OutOfBounds, fmt::format("{} of {} at offset {} of {}{}", rw, byteCount(size), r.offset,
                                               describe(r.id), what), objectNotes(r.id));
    case mem::Fault::ReadOnly:
      fail(ErrorKind::ReadOnlyWrite, fmt::format("write of {} into read-only {}{}", byteCount(size), describe(r.id), what),
           objectNotes(r.id));
    case mem::Fault::None:
      break;
  }
  fail(ErrorKind::Unsupported, "internal: access fault without a fault");
}

void Executor::requireDefined(const Word& w, const char* what) {
  if (w.u == 0) return;
  fail(ErrorKind::Uninitialized, fmt::format("{} depends on an uninitialised value", what));
}

mem::Object& Executor::access(const Word& ptr, uint64_t size, bool write, uint64_t& off, const char* what) {
  if (ptr.u) {
    // Whatever its bits, a pointer never assigned from an object's address
    // points to none: an invalid access, not merely an undefined one.
    if (!ptr.p)
      fail(ErrorKind::InvalidPointer,
           fmt::format("{} of {} through an uninitialised pointer{}", write ? "write" : "read", byteCount(size),
                       *what ? fmt::format(" by {}", what) : ""));
    requireDefined(ptr, fmt::format("the address of a {}", write ? "write" : "read").c_str());
  }
  mem::Resolved r;
  mem::Fault f = mem_.check(ptr.p, ptr.v, size, write, r);
  if (f != mem::Fault::None) accessFault(f, r, ptr, size, write, what);
  off = static_cast<uint64_t>(r.offset);
  return mem_.obj(r.id);
}

// ---------------------------------------------------------------- memory ops

Word Executor::loadScalar(const mem::Object& o, uint64_t off, const Type& t, unsigned wordIndex) const {
  Word w;
  uint64_t n = t.size;
  uint64_t start = off + 8 * wordIndex;
  uint64_t len = std::min<uint64_t>(8, n - 8 * wordIndex);
  std::memcpy(&w.v, o.data() + start, len);
  std::memcpy(&w.u, o.undef() + start, len);
  if (t.kind == TypeKind::Int && wordIndex == t.words - 1) {
    unsigned bits = t.bits - 64 * wordIndex;
    w.v &= maskOf(bits);
    w.u &= maskOf(bits);
  }
  if (n == prog_.ptrBytes && wordIndex == 0) w.p = mem_.pointerAt(o, off);
  return w;
}

void Executor::storeScalar(mem::Object& o, uint64_t off, const Type& t, const Word* w) {
  uint64_t n = t.size;
  for (uint32_t k = 0; k < t.words; ++k) {
    uint64_t len = std::min<uint64_t>(8, n - 8 * k);
    uint64_t v = w[k].v, u = w[k].u;
    if (t.kind == TypeKind::Int && k == t.words - 1 && t.bits % 8) {
      // The padding bits of an odd-width integer's last byte are defined zeros.
      unsigned bits = t.bits - 64 * k;
      v &= maskOf(bits);
      u &= maskOf(bits);
    }
    mem_.write(o, off + 8 * k, reinterpret_cast<const uint8_t*>(&v), reinterpret_cast<const uint8_t*>(&u), len);
  }
  if (n == prog_.ptrBytes && w[0].p) mem_.setPointer(o, off, w[0].p);
}

Word Executor::loadPointer(const Word& at, const char* what) {
  uint64_t off;
  const mem::Object& o = access(at, prog_.ptrBytes, false, off, what);
  return loadScalar(o, off, prog_.types[intType(8 * prog_.ptrBytes)]);
}

void Executor::storePointer(const Word& at, const Word& value, const char* what) {
  uint64_t off;
  mem::Object& o = access(at, prog_.ptrBytes, true, off, what);
  storeScalar(o, off, prog_.types[intType(8 * prog_.ptrBytes)], &value);
}

void Executor::load(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  uint64_t off;
  const mem::Object& o = access(val(R, in.a), t.size, false, off, "");
  for (const Leaf& l : t.leaves) {
    const Type& lt = prog_.types[l.type];
    for (uint32_t k = 0; k < lt.words; ++k) R[in.dst + l.word + k] = loadScalar(o, off + l.offset, lt, k);
  }
  if (limits_.strictUninit)
    for (uint32_t k = 0; k < t.words; ++k)
      if (R[in.dst + k].u) requireDefined(R[in.dst + k], "a read value");
}

void Executor::store(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  uint64_t off;
  mem::Object& o = access(val(R, in.b), t.size, true, off, "");
  Word tmp[2];
  for (const Leaf& l : t.leaves) {
    const Type& lt = prog_.types[l.type];
    for (uint32_t k = 0; k < lt.words; ++k) tmp[k] = val(R, in.a + l.word + k);
    storeScalar(o, off + l.offset, lt, tmp);
  }
}

// Object::tag of a stack object indexes allocaSites_, sorted by (function, site).
// Searched among the function's own sites only: a local variable is made
// at every call, so this is on the path of every call of a function with one.
uint32_t Executor::siteTag(uint32_t fn, uint32_t site) const {
  auto first = allocaSites_.begin() + firstSite_[fn], last = allocaSites_.begin() + firstSite_[fn + 1];
  return static_cast<uint32_t>(std::lower_bound(first, last, std::make_pair(fn, site)) - allocaSites_.begin());
}

void Executor::allocate(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  const Word& cnt = val(R, in.a);
  requireDefined(cnt, "the size of a variable-length array");
  uint64_t n = static_cast<uint64_t>(sext(cnt.v, prog_.types[in.b].bits));
  if (static_cast<int64_t>(n) < 0 || (t.size && n > kLargestObject / t.size))
    fail(ErrorKind::StackOverflow, fmt::format("variable-length array of {} elements", static_cast<int64_t>(n)));
  growStack(t.size * n, n == 1 ? "a local variable" : "a variable-length array");
  if (limits_.maxObject && t.size * n > limits_.maxObject)
    throw LimitHit{fmt::format("variable-length array of {}", byteCount(t.size * n))};
  ObjId id = mem_.allocate(n == 1 ? mem::Kind::Stack : mem::Kind::Alloca, t.size * n, in.c, false, in.loc);
  const Frame& f = frames_.back();
  mem_.obj(id).tag = siteTag(f.fn->index, static_cast<uint32_t>(&in - f.fn->insts.data()));
  allocas_.push_back(id);
  R[in.dst] = pointerTo(id);
}

void Executor::growStack(uint64_t bytes, const char* what) {
  Frame& f = frames_.back();
  uint64_t aligned = (bytes + 15) & ~uint64_t{15};
  if (bytes > limits_.stackBytes || f.stackTop + aligned > limits_.stackBytes)
    fail(ErrorKind::StackOverflow, fmt::format("{} of {} at call depth {} exhausts the stack of {} (--stack-size)", what,
                                               byteCount(bytes), frames_.size(), byteCount(limits_.stackBytes)));
  f.stackTop += aligned;
}

void Executor::shrinkStack(uint64_t bytes) { frames_.back().stackTop -= (bytes + 15) & ~uint64_t{15}; }

ObjId Executor::allocHeap(uint64_t size, bool zeroed, const char* how, uint64_t align) {
  if (limits_.maxHeap && mem_.heapBytes() + size > limits_.maxHeap)
    throw LimitHit{fmt::format("heap limit of {} reached", byteCount(limits_.maxHeap))};
  if (size > kLargestObject || (limits_.maxObject && size > limits_.maxObject))
    throw LimitHit{fmt::format("allocation of {}", byteCount(size))};
  ObjId id = mem_.allocate(mem::Kind::Heap, size, align, zeroed, currentLoc());
  uint32_t tag = 0;
  while (tag < heapHow_.size() && heapHow_[tag] != how && std::strcmp(heapHow_[tag], how) != 0) ++tag;
  if (tag == heapHow_.size()) heapHow_.push_back(how);
  mem_.obj(id).tag = tag;
  return id;
}

ObjId Executor::allocStack(uint64_t size) {
  growStack(size, "alloca()");
  if (limits_.maxObject && size > limits_.maxObject) throw LimitHit{fmt::format("alloca of {}", byteCount(size))};
  ObjId id = mem_.allocate(mem::Kind::Alloca, size, 16, false, currentLoc());
  const Frame& f = frames_.back();
  mem_.obj(id).tag = siteTag(f.fn->index, f.pc - 1);
  allocas_.push_back(id);
  return id;
}

void Executor::freeHeap(const Word& ptr, const char* how) {
  if (ptr.u) requireDefined(ptr, fmt::format("the pointer passed to {}", how).c_str());
  if (ptr.v == 0 && ptr.p == mem::kNoObj) return;
  ObjId id = ptr.p ? ptr.p : mem_.findByAddress(ptr.v);
  if (id == mem::kNoObj)
    fail(ErrorKind::InvalidFree, fmt::format("{} of address {:#x}, which is not inside any object", how, ptr.v));
  mem::Object& o = mem_.obj(id);
  if (o.kind != mem::Kind::Heap)
    fail(ErrorKind::InvalidFree, fmt::format("{} of {}, which is not on the heap", how, describe(id)),
         objectNotes(id));
  if (o.status == mem::Status::Freed)
    fail(ErrorKind::DoubleFree, fmt::format("{} of a {} that was already freed", how, describe(id)), objectNotes(id));
  // Blocks the library made that only its own function releases.
  static constexpr std::pair<std::string_view, std::string_view> kReleasers[] = {
      {"mmap", "munmap"}, {"regcomp", "regfree"}, {"tsearch", "tdelete"}, {"tsearch", "tdestroy"},
      {"hcreate", "hdestroy"}};
  std::string_view madeBy = heapHow_[o.tag], releaser;
  bool released = true;
  for (auto [made, by] : kReleasers) {
    if (made != madeBy) continue;
    released = by == how;
    if (released) break;
    releaser = by;
  }
  if (!released)
    fail(ErrorKind::InvalidFree, fmt::format("{} of a {}, which only {} releases", how, describe(id), releaser),
         objectNotes(id));
  if (ptr.v != o.base)
    fail(ErrorKind::InvalidFree,
         fmt::format("{} of a pointer {} {} {}", how, byteCount(ptr.v > o.base ? ptr.v - o.base : o.base - ptr.v),
                     ptr.v > o.base ? "into a" : "before the start of a", describe(id)),
         objectNotes(id));
  mem_.kill(id, mem::Status::Freed, currentLoc());
}

void Executor::copyMemory(const Word& dst, const Word& src, uint64_t n, bool overlapIsError, const char* what) {
  uint64_t doff, soff;
  mem::Object& d = access(dst, n, true, doff, what);
  const mem::Object& s = access(src, n, false, soff, what);
  if (n && &d == &s && overlapIsError) {
    uint64_t lo = std::max(doff, soff), hi = std::min(doff, soff) + n;
    if (lo < hi)
      fail(ErrorKind::MemcpyOverlap,
           fmt::format("{} of {} between overlapping ranges (offsets {} and {} of {})", what, byteCount(n), doff, soff,
                       describe(dst.p ? dst.p : mem_.findByAddress(dst.v))));
  }
  mem_.copy(d, doff, s, soff, n);
}

uint8_t Executor::stringByte(const Word& ptr, const mem::Object& o, uint64_t off, uint64_t k, const char* what) {
  if (off + k >= o.size) {
    Word p = ptr;
    p.v += k;
    uint64_t at;
    access(p, 1, false, at, what);  // reports the overrun
  }
  if (o.undef()[off + k])
    fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised byte", what),
         objectNotes(ptr.p ? ptr.p : mem_.findByAddress(ptr.v)));
  return o.data()[off + k];
}

uint64_t Executor::stringLength(const Word& ptr, const char* what, uint64_t maxLen, uint8_t stop) {
  requireDefined(ptr, what);
  uint64_t off;
  const mem::Object& o = access(ptr, 0, false, off, what);
  // The bytes up to the terminator are found with memchr and their shadow
  // checked a word at a time; only where that finds a fault (an undefined
  // byte, the object's end) is the byte read as stringByte reads it, which
  // reports it.  The bytes are those the byte-by-byte loop would read.
  uint64_t avail = off < o.size ? o.size - off : 0, lim = std::min(maxLen, avail);
  const uint8_t* d = o.data() + off;
  const void* nul = std::memchr(d, 0, lim);
  uint64_t k = nul ? static_cast<const uint8_t*>(nul) - d : lim;
  if (stop)
    if (const void* s = std::memchr(d, stop, k)) k = static_cast<const uint8_t*>(s) - d;
  uint64_t read = std::min(k + 1, lim);  // the terminator too, if it is there
  const uint8_t* u = o.undef() + off;
  uint64_t i = 0;
  for (uint64_t w; i + 8 <= read; i += 8) {
    std::memcpy(&w, u + i, 8);
    if (w) break;
  }
  for (; i < read; ++i)
    if (u[i]) stringByte(ptr, o, off, i, what);
  if (k < lim || k == maxLen) return k;
  stringByte(ptr, o, off, k, what);  // past the object: reports the overrun
  return k;
}

namespace {
// The byte the case-folding functions compare: the C locale's lower case.
int foldedByte(uint8_t ch, bool foldCase) { return foldCase && ch >= 'A' && ch <= 'Z' ? ch + ('a' - 'A') : int{ch}; }
}  // namespace

int Executor::compareStrings(const Word& a, const Word& b, const char* what, uint64_t maxLen, bool foldCase) {
  requireDefined(a, what);
  requireDefined(b, what);
  uint64_t ao, bo;
  const mem::Object& ax = access(a, 0, false, ao, what);
  const mem::Object& bx = access(b, 0, false, bo, what);
  for (uint64_t k = 0; k < maxLen; ++k) {
    int x = foldedByte(stringByte(a, ax, ao, k, what), foldCase), y = foldedByte(stringByte(b, bx, bo, k, what), foldCase);
    if (x != y) return x - y;
    if (x == 0) return 0;
  }
  return 0;
}

int64_t Executor::findString(const Word& haystack, const Word& needle, const char* what, bool foldCase) {
  std::string n = readString(needle, what);
  requireDefined(haystack, what);
  uint64_t off;
  const mem::Object& o = access(haystack, 0, false, off, what);
  for (uint64_t i = 0;; ++i) {
    uint64_t k = 0;
    uint8_t b = 0;
    while (k < n.size() && foldedByte(b = stringByte(haystack, o, off, i + k, what), foldCase) ==
                               foldedByte(static_cast<uint8_t>(n[k]), foldCase))
      ++k;
    if (k == n.size()) return static_cast<int64_t>(i);
    // The needle holds no NUL: a NUL here ends every later window too.
    if (b == 0) return -1;
  }
}

std::string Executor::readString(const Word& ptr, const char* what, uint64_t maxLen) {
  uint64_t n = stringLength(ptr, what, maxLen);
  uint64_t off;
  const mem::Object& o = access(ptr, n, false, off, what);
  return std::string(reinterpret_cast<const char*>(o.data() + off), n);
}

void Executor::writeBytes(const Word& ptr, std::string_view bytes, const char* what) {
  uint64_t off;
  mem::Object& o = access(ptr, bytes.size(), true, off, what);
  mem_.fill(o, off, 0, bytes.size());
  std::memcpy(o.data() + off, bytes.data(), bytes.size());
}

void Executor::exitProgram(int code, bool runsHandlers) {
  exitCode_ = code;  // the status on_exit's handlers get
  throw ProgramExit{code, runsHandlers};
}

const Function& Executor::handlerFunction(const Word& fn, const std::string& what) {
  ObjId id = fn.p ? fn.p : mem_.findByAddress(fn.v);
  if (id == mem::kNoObj || mem_.obj(id).kind != mem::Kind::Function)
    fail(ErrorKind::InvalidCall, what + " is not a function");
  return prog_.functions[mem_.obj(id).tag];
}

void Executor::runAtExitHandlers() {
  int code = exitCode_;
  while (!atExit_.empty()) {
    AtExit h = atExit_.back();
    atExit_.pop_back();
    const Function& f = handlerFunction(h.fn, h.onExit ? "on_exit handler" : "atexit handler");
    if (!f.defined) continue;
    // on_exit's handler gets (status, arg), in scratch words below its frame.
    size_t scratch = top_;
    uint32_t args[4] = {};
    uint32_t nargs = h.onExit ? static_cast<uint32_t>(std::min<size_t>(f.paramTypes.size(), 2)) : 0;
    if (regs_.size() < top_ + 2) regs_.resize(top_ + 2);
    regs_[top_] = Word{static_cast<uint32_t>(code), 0, mem::kNoObj};
    regs_[top_ + 1] = h.arg;
    for (uint32_t i = 0; i < nargs; ++i) {
      args[2 * i] = f.paramTypes[i];
      args[2 * i + 1] = static_cast<uint32_t>(top_ + i);
    }
    top_ += 2;
    size_t depth = frames_.size();
    pushFrame(f, regs_.data(), args, nargs, kNoOperand, currentLoc());
    runNested(depth);
    top_ = scratch;
  }
  exitCode_ = code;
}

}  // namespace ferret::sem
