// The program as engines see it (DESIGN.md §1): immutable after load, with
// operands resolved to register words or constant-pool entries and every size
// precomputed, so executing an instruction never consults LLVM.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace ferret::ir {

using TypeId = uint32_t;
using LocId = uint32_t;  // index into Program::locs; 0 = unknown

enum class TypeKind : uint8_t { Void, Int, Float, Double, FP80, Ptr, Array, Struct, Func };

// A scalar leaf of a (possibly aggregate) type: where it lives in memory and
// which register word(s) hold it.  Registers hold aggregates flattened to their
// leaves, so every pointer leaf keeps its own provenance.
struct Leaf {
  uint64_t offset;  // byte offset in the in-memory layout
  TypeId type;      // scalar type
  uint32_t word;    // first register word of this leaf
};

struct Type {
  TypeKind kind = TypeKind::Void;
  uint32_t bits = 0;     // Int: width in bits
  uint64_t size = 0;     // store size in bytes (alloc size for aggregates)
  uint64_t align = 1;
  uint32_t words = 0;    // register words when held in registers
  TypeId elem = 0;       // Array element
  uint64_t count = 0;    // Array length
  std::vector<TypeId> fields;          // Struct members
  std::vector<uint64_t> fieldOffsets;  // Struct member offsets
  std::vector<Leaf> leaves;            // flattened scalars (also for a scalar: one leaf)
  // Struct only: its name in the module ("struct.node"), and the offsets of
  // its members that point to its own type (a list node's links).
  std::string name;
  std::vector<uint64_t> selfLinks;
};

// An operand: a register word of the current frame, or a constant-pool index.
using Operand = uint32_t;
constexpr Operand kConstBit = 0x80000000u;
inline bool isConst(Operand o) { return (o & kConstBit) != 0; }
inline uint32_t constIndex(Operand o) { return o & ~kConstBit; }
inline Operand makeConst(uint32_t i) { return i | kConstBit; }
constexpr Operand kNoOperand = 0xffffffffu;

// What a constant word refers to: plain bits, or an address that the engine
// resolves once objects exist.
enum class RefKind : uint8_t { None, Global, Function };
struct ConstWord {
  uint64_t bits = 0;    // the value, or the offset added to the referenced address
  uint64_t undef = 0;   // undefined bits (undef/poison constants)
  RefKind ref = RefKind::None;
  uint32_t target = 0;  // global or function index
};

enum class Op : uint8_t {
  // integer binary (flags: kNsw, kNuw, kExact; on Shl, kNsw marks C's
  // signed left shift, whose negative operand or overflow is undefined)
  Add, Sub, Mul, UDiv, SDiv, URem, SRem, Shl, LShr, AShr, And, Or, Xor,
  // floating point
  FAdd, FSub, FMul, FDiv, FRem, FNeg,
  ICmp, FCmp, Select,
  Trunc, ZExt, SExt, FPTrunc, FPExt, FPToUI, FPToSI, UIToFP, SIToFP, Copy,
  Alloca, Load, Store, Gep,
  Br, CondBr, Switch, Ret, Unreachable,
  Call,         // direct call to a defined function: a = function index
  CallExtern,   // call to a declared function (library model): a = extern index
  CallIndirect, // a = callee pointer operand
  Intrinsic,    // sub = Intr
  ExtractValue, // a = aggregate, b = first word, c = word count
  InsertValue,  // a = aggregate, b = value, c = first word; ty = aggregate type
  IndirectBr,   // goto *a: extra/nextra = the blocks it may go to, sorted
  Unsupported,  // a = index into Program::strings naming the construct
};

// kScalar on Load/Store: a one-word scalar whose bytes are all value bits,
// which the executor moves without the general per-leaf path.
// kScalar on Copy: a one-word value.  kPtrDiff on Sub: the difference of
// two pointers in C (Clang names it sub.ptr.sub), which must share an object.
// kAtomic on Load/Store: an atomic access (never part of a data race with
// another atomic one).
enum InstFlags : uint8_t { kNsw = 1, kNuw = 2, kExact = 4, kScalar = 8, kPtrDiff = 16, kAtomic = 32 };

// Integer predicates follow LLVM's order so the front end can cast them.
enum class IPred : uint8_t { EQ = 32, NE, UGT, UGE, ULT, ULE, SGT, SGE, SLT, SLE };
// Floating predicates in LLVM's encoding (bit 0 equal, 1 greater, 2 less, 3 unordered).
enum class FPred : uint8_t { False = 0, OEQ, OGT, OGE, OLT, OLE, ONE, ORD, UNO, UEQ, UGT, UGE, ULT, ULE, UNE, True };

enum class Intr : uint8_t {
  Memcpy, Memmove, Memset, LifetimeStart, LifetimeEnd, Expect, Bswap, Ctpop, Ctlz, Cttz,
  Abs, SMin, SMax, UMin, UMax, SAddO, UAddO, SSubO, USubO, SMulO, UMulO,
  SAddSat, UAddSat, SSubSat, USubSat,
  Fshl, Fshr, Bitreverse, VaStart, VaEnd, VaCopy, StackSave, StackRestore, Trap,
  Fabs, Copysign, Floor, Ceil, Trunc, Round, Rint, Sqrt, Pow, Exp, Log, Sin, Cos, FMA, FMulAdd,
  MinNum, MaxNum, IsConstant, ObjectSize, Nop,
  // atomicrmw (c = AtomicOp; args: pointer, value; result: the old value)
  // and cmpxchg (args: pointer, expected, new; result: {old, success}).
  AtomicRMW, CmpXchg,
};
enum class AtomicOp : uint8_t { Xchg, Add, Sub, And, Nand, Or, Xor, Max, Min, UMax, UMin };

struct Inst {
  Op op;
  uint8_t sub = 0;     // predicate, intrinsic id
  uint8_t flags = 0;
  uint32_t dst = kNoOperand;  // first destination word
  Operand a = kNoOperand, b = kNoOperand, c = kNoOperand;
  TypeId ty = 0;       // result type (for Store/Cmp/casts: the operand type)
  uint32_t extra = 0;  // start in Function::extra
  uint32_t nextra = 0;
  LocId loc = 0;
};

// Layout of Function::extra per opcode:
//  Call/CallExtern/CallIndirect/Intrinsic: the argument operands; for an
//    argument of several words, every word (the callee sees them in order);
//    argWordCounts are in Function::argShape at the same index.
//  Gep: triples (index operand, index width in bits, scale) — each index is
//    sign-extended from its width and multiplied by scale; a = base pointer,
//    b = constant byte offset (a constant operand).
//  Switch: pairs (case value constant, target block); a = condition, b = default.
//  Integer binary ops and ICmp: c = operand width in bits.
//  Load: a = address, c = size in bytes. Store: a = value, b = address, c = size.
//  Br: a = target block. CondBr: a = condition, b = true block, c = false block.

struct Phi {
  uint32_t dst;      // first word
  uint32_t words;
  // First word of the incoming value from each of Block::preds, in that order
  // (constants are consecutive).
  std::vector<Operand> values;
};

struct Block {
  uint32_t first;               // index of its first instruction
  std::vector<uint32_t> preds;  // predecessors, when the block has phis
  std::vector<Phi> phis;
};

struct Local {
  std::string name;
  LocId loc;
};

// A C variable held in register words (a local or parameter whose address
// is never taken), as debug info names it: what a correctness witness's
// invariants speak of.
struct Var {
  std::string name;
  uint32_t word;   // its first register word
  TypeId type;
  // Of an integer variable (C's integer types, _Bool, char): whether C
  // reads its bits as signed.  Not an integer (pointer, floating, enum):
  // isInteger is false.
  bool isInteger = false, isSigned = false;
};

// A C loop (for, while, do): the block control enters each time round, where
// its keyword is, and the register-held variables in scope there.
struct Loop {
  uint32_t head;
  LocId loc;                   // the first character of for / while / do
  std::vector<uint32_t> vars;  // indices into Function::vars
};

struct Function {
  std::string name;
  uint32_t index = 0;
  bool isVarArg = false;
  bool defined = false;
  TypeId retType = 0;
  bool retSigned = false;  // an integer result C reads as signed (from debug info)
  std::vector<TypeId> paramTypes;
  std::vector<uint32_t> paramWords;  // first register word of each parameter
  // Per parameter: size of the copy a `byval` pointer parameter gets, else 0.
  std::vector<uint64_t> byvalSize;
  uint32_t numWords = 0;
  // Register words [localsBegin, localsEnd) hold the locals promoted to
  // registers: C variables, which keep their value until the frame ends.
  uint32_t localsBegin = 0, localsEnd = 0;
  std::vector<Inst> insts;
  std::vector<Block> blocks;
  std::vector<uint32_t> extra;
  LocId loc = 0;
  // Names of allocas (from debug info), keyed by the alloca's instruction index.
  std::vector<std::pair<uint32_t, Local>> locals;
  // The struct type a call's result is cast to (`(struct node *)malloc(n)`),
  // keyed by the call's instruction index, in order: what the program
  // allocates, which the shape engine's abstraction reads as Predator reads
  // an object's type.
  std::vector<std::pair<uint32_t, TypeId>> allocTypes;
  // The allocated type of the call `in` (one of insts), 0 when not known.
  TypeId allocTypeOf(const Inst& in) const {
    uint32_t at = static_cast<uint32_t>(&in - insts.data());
    auto it = std::lower_bound(allocTypes.begin(), allocTypes.end(), std::pair<uint32_t, TypeId>{at, 0});
    return it != allocTypes.end() && it->first == at ? it->second : 0;
  }
  std::vector<Var> vars;
  std::vector<Loop> loops;
};

struct Reloc {
  uint64_t offset;
  RefKind ref;
  uint32_t target;
  uint64_t addend;
};

struct Global {
  std::string name;
  uint64_t size = 0;
  uint64_t align = 1;
  bool defined = false;   // false: external, provided by the library models
  bool constant = false;
  bool isString = false;  // an unnamed string literal
  bool threadLocal = false;  // _Thread_local / __thread: one object per thread
  std::vector<uint8_t> init;    // empty = zero-initialised
  std::vector<Reloc> relocs;    // pointers inside the initialiser
  LocId loc = 0;
};

struct Loc {
  uint32_t file;
  uint32_t line;
  uint32_t col;
};

// The control-flow automaton (CFA) that coverage criteria speak of
// (`ferret cover`, FQL queries, `ferret testgen`), present only when the
// front end was asked to instrument.  Each edge is one coverage probe, the
// call `__ferret_cover(k)` the front end inserted: k is the edge's index,
// and a run's path is the sequence of probes it reaches.  The edges are the
// source-level events a criterion can name: a function entered or left, a
// run of one line starting, an outcome of a decision, a switch case, a call.
enum class EdgeKind : uint8_t { Entry, Exit, Statement, Branch, Case, Default, Call };

// The statement a decision belongs to (FQL's @STMTTYPE), as bits.
enum StmtType : uint8_t { kStmtIf = 1, kStmtFor = 2, kStmtWhile = 4, kStmtSwitch = 8, kStmtCondOp = 16, kStmtAssert = 32 };

struct CfaEdge {
  EdgeKind kind = EdgeKind::Statement;
  LocId loc = 0;           // Statement: column 0; Entry: the definition's line, column 0
  uint32_t function = 0;   // the function it lies in (Entry, Exit: the one entered, left)
  uint32_t decision = 0;   // Branch, Case, Default: the branch or switch, numbered per program
  bool outcome = false;    // Branch: the true edge
  int64_t value = 0;       // Case: the case value
  // Branch: if, while, for, do, ?:, &&, || (from Clang's block names);
  // Call: the callee's name, empty for a call through a pointer.
  std::string construct;
  uint8_t stmt = 0;        // Branch, Case, Default: StmtType bits
  bool blockEntry = false; // the first edge of a basic block of the source (FQL's @BASICBLOCKENTRY)
  std::string label;       // the C label of the block it is the first edge of, if any
  int32_t callee = -1;     // Call: the defined function called directly, else -1
  // The edges that may come next in the same activation of the function:
  // probe-free paths, a call's callee left out (it has edges of its own).
  std::vector<uint32_t> next;
};

struct Coverage {
  std::vector<CfaEdge> edges;
  // Per function: its Entry edge, kNoEdge when it has none (declared only).
  static constexpr uint32_t kNoEdge = 0xffffffffu;
  std::vector<uint32_t> entry;
  // Functions whose address is taken: called back by the library or
  // through pointers, so any call of a pointer or an external function may
  // enter them.
  std::vector<uint32_t> addressTaken;
  // Control may pass between edges other than along calls, returns and
  // `next` (threads interleave, longjmp, signal handlers): no edge can be
  // ruled out after another.
  bool unstructured = false;
};

struct Program {
  bool ilp32 = false;            // data model
  unsigned ptrBytes = 8;
  std::vector<Type> types;       // types[0] = void
  std::vector<ConstWord> consts;
  std::vector<Global> globals;
  std::vector<Function> functions;  // defined and declared
  std::vector<std::string> files;
  std::vector<Loc> locs;         // locs[0] = unknown
  // For a location where a call starts (a call instruction's loc): where
  // its closing parenthesis is, 0 when unknown.  Indexed like locs; witness
  // waypoints of calls point there.
  std::vector<LocId> callEnd;
  std::vector<std::string> strings;
  int mainIndex = -1;
  Coverage coverage;

  const Type& type(TypeId t) const { return types[t]; }
};

}  // namespace ferret::ir
