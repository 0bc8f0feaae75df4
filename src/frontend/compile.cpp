// Compiles C to LLVM IR in-process with Clang's libraries.  The driver is
// used only to compute the cc1 arguments (system include paths, target
// defaults) exactly as `clang -c` would; nothing is spawned.
#include "frontend/compile.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Tool.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/MultiplexConsumer.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/Host.h>
#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

#include "frontend/call_ends.hpp"
#include "frontend/frontend.hpp"

namespace ferret::frontend {

namespace {

constexpr const char* kClangPath = "/usr/lib/llvm-14/bin/clang";

std::vector<std::string> driverArgs(const Options& opts, const std::string& file) {
  std::vector<std::string> args = {kClangPath, "-c", "-g", "-O0", "-fno-discard-value-names",
                                   "-Wno-everything", "-ferror-limit=20"};
  args.push_back(opts.ilp32 ? "--target=i386-pc-linux-gnu" : "--target=x86_64-pc-linux-gnu");
  // Library calls stay calls, so each is checked by its model (memcpy's
  // overlap rule, strlen's terminator) rather than becoming an intrinsic.
  args.push_back("-fno-builtin");
  if (!opts.std.empty()) args.push_back("-std=" + opts.std);
  for (const auto& i : opts.includes) args.push_back("-I" + i);
  for (const auto& d : opts.defines) args.push_back("-D" + d);
  args.push_back(file);
  return args;
}

// C11 6.5.7p4: a left shift of a signed value is undefined when the value
// is negative or the result does not fit.  Clang emits the same plain `shl`
// for signed and unsigned operands, so the AST tells which is which, by
// the place of the operator (where its debug location points: a shift in a
// macro is at the macro's use).  A place with shifts of both kinds (one
// macro) is not marked.
// Debug information names a file relative to the compilation directory,
// the preprocessor as it was given.
std::string absolute(const std::filesystem::path& file, const std::filesystem::path& dir) {
  return (file.is_absolute() ? file : dir / file).lexically_normal().string();
}

struct ShiftPlaces {
  using Place = std::tuple<std::string, unsigned, unsigned>;
  std::set<Place> signedAt, unsignedAt;

  // Marks the module's shifts at signed-only places `nsw`, which the
  // lowering keeps as ir::kNsw: C's rule, checked by the executor.
  void mark(llvm::Module& mod) const {
    for (llvm::Function& f : mod)
      for (llvm::Instruction& i : llvm::instructions(f)) {
        const llvm::DebugLoc& dl = i.getDebugLoc();
        if (i.getOpcode() != llvm::Instruction::Shl || !dl) continue;
        auto* scope = llvm::cast<llvm::DIScope>(dl.getScope());
        Place at{absolute(scope->getFilename().str(), scope->getDirectory().str()), dl.getLine(), dl.getCol()};
        if (signedAt.count(at) && !unsignedAt.count(at)) llvm::cast<llvm::BinaryOperator>(i).setHasNoSignedWrap(true);
      }
  }
};

class ShiftFinder : public clang::ASTConsumer, public clang::RecursiveASTVisitor<ShiftFinder> {
 public:
  explicit ShiftFinder(ShiftPlaces& out) : out_(out) {}

  void HandleTranslationUnit(clang::ASTContext& ctx) override {
    sm_ = &ctx.getSourceManager();
    TraverseDecl(ctx.getTranslationUnitDecl());
  }

  bool VisitBinaryOperator(clang::BinaryOperator* e) {
    clang::QualType t;
    if (e->getOpcode() == clang::BO_Shl)
      t = e->getType();
    else if (auto* ca = llvm::dyn_cast<clang::CompoundAssignOperator>(e); ca && e->getOpcode() == clang::BO_ShlAssign)
      t = ca->getComputationLHSType();
    else
      return true;
    clang::PresumedLoc p = sm_->getPresumedLoc(sm_->getExpansionLoc(e->getOperatorLoc()));
    if (p.isValid())
      (t->isSignedIntegerType() ? out_.signedAt : out_.unsignedAt)
          .emplace(absolute(p.getFilename(), std::filesystem::current_path()), p.getLine(), p.getColumn());
    return true;
  }

 private:
  ShiftPlaces& out_;
  clang::SourceManager* sm_ = nullptr;
};

// Code generation, and the shift places and the calls' ends found on the
// same AST.  The walks come before code generation: walked after it, the
// type locations of the declarations were no longer valid (a crash).
class EmitFindingShifts : public clang::EmitLLVMOnlyAction {
 public:
  EmitFindingShifts(llvm::LLVMContext* ctx, ShiftPlaces& shifts, CallEnds& ends)
      : clang::EmitLLVMOnlyAction(ctx), shifts_(shifts), ends_(ends) {}

 protected:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance& ci, llvm::StringRef file) override {
    std::vector<std::unique_ptr<clang::ASTConsumer>> consumers;
    consumers.push_back(std::make_unique<ShiftFinder>(shifts_));
    consumers.push_back(callEndsCollector(ci.getSourceManager(), ends_));
    consumers.push_back(clang::EmitLLVMOnlyAction::CreateASTConsumer(ci, file));
    return std::make_unique<clang::MultiplexConsumer>(std::move(consumers));
  }

 private:
  ShiftPlaces& shifts_;
  CallEnds& ends_;
};

// Only C reaches the driver: given anything else it warns about each of
// its arguments and stops with a message about compilation jobs.
void checkSource(const std::string& file) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) throw LoadError("no such file: " + file);
  std::string ext = std::filesystem::path(file).extension().string();
  if (ext != ".c" && ext != ".i" && ext != ".h") throw LoadError(file + ": not a C source file (.c, or .i preprocessed)");
  std::ifstream in(file, std::ios::binary);
  char head[4096];
  in.read(head, sizeof head);
  if (std::memchr(head, '\0', static_cast<size_t>(in.gcount())))
    throw LoadError(file + ": not a C source file (binary data)");
}

// A preprocessed file's text with its line markers (`# 12 "x.c"`, `#line
// 12`) blanked: locations then are the file's own lines, the ones a witness
// of the task (whose input file this is) must name.
std::string withoutLineMarkers(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  for (size_t at = 0; at < s.size();) {
    size_t eol = s.find('\n', at);
    if (eol == std::string::npos) eol = s.size();
    size_t k = s.find_first_not_of(" \t", at);
    if (k < eol && s[k] == '#') {
      k = s.find_first_not_of(" \t", k + 1);
      bool marker = k < eol && (std::isdigit(static_cast<unsigned char>(s[k])) || s.compare(k, 4, "line") == 0);
      if (marker) std::fill(s.begin() + static_cast<std::ptrdiff_t>(at), s.begin() + static_cast<std::ptrdiff_t>(eol), ' ');
    }
    at = eol + 1;
  }
  return s;
}

std::unique_ptr<llvm::Module> compileOne(const Options& opts, const std::string& file, llvm::LLVMContext& ctx,
                                         CallEnds& ends) {
  auto args = driverArgs(opts, file);
  std::vector<const char*> argv;
  for (auto& a : args) argv.push_back(a.c_str());

  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> diagOpts = new clang::DiagnosticOptions();
  diagOpts->ShowColors = false;
  auto* printer = new clang::TextDiagnosticPrinter(llvm::errs(), diagOpts.get());
  llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs> ids(new clang::DiagnosticIDs());
  clang::DiagnosticsEngine diags(ids, diagOpts, printer);

  clang::driver::Driver driver(kClangPath, llvm::sys::getDefaultTargetTriple(), diags);
  driver.setCheckInputsExist(true);
  std::unique_ptr<clang::driver::Compilation> comp(driver.BuildCompilation(argv));
  if (!comp || diags.hasErrorOccurred()) throw LoadError("cannot compile " + file);
  const auto& jobs = comp->getJobs();
  if (jobs.size() != 1 || !llvm::isa<clang::driver::Command>(*jobs.begin()))
    throw LoadError("unexpected compilation jobs for " + file);
  const auto& cmd = llvm::cast<clang::driver::Command>(*jobs.begin());
  const auto& ccArgs = cmd.getArguments();

  auto inv = std::make_shared<clang::CompilerInvocation>();
  clang::CompilerInvocation::CreateFromArgs(*inv, ccArgs, diags);
  if (diags.hasErrorOccurred()) throw LoadError("cannot compile " + file);
  // Lifetime markers at -O0 tell the executor where block-local variables
  // go out of scope (use-after-scope), without enabling any sanitizer pass.
  inv->getCodeGenOpts().SanitizeAddressUseAfterScope = true;
  inv->getCodeGenOpts().DisableLifetimeMarkers = false;
  if (std::filesystem::path(file).extension() == ".i")
    inv->getPreprocessorOpts().addRemappedFile(file, llvm::MemoryBuffer::getMemBufferCopy(withoutLineMarkers(file), file).release());

  clang::CompilerInstance ci;
  ci.setInvocation(inv);
  ci.createDiagnostics(printer, false);
  ShiftPlaces shifts;
  EmitFindingShifts action(&ctx, shifts, ends);
  if (!ci.ExecuteAction(action) || ci.getDiagnostics().hasErrorOccurred())
    throw LoadError("compilation of " + file + " failed");
  auto mod = action.takeModule();
  if (!mod) throw LoadError("compilation of " + file + " produced no module");
  shifts.mark(*mod);
  return mod;
}

}  // namespace

std::unique_ptr<llvm::Module> compile(const Options& opts, llvm::LLVMContext& ctx, CallEnds& ends) {
  if (opts.files.empty()) throw LoadError("no input files");
  for (const auto& f : opts.files) checkSource(f);
  std::unique_ptr<llvm::Module> linked;
  for (const auto& f : opts.files) {
    auto mod = compileOne(opts, f, ctx, ends);
    if (!linked) {
      linked = std::move(mod);
      continue;
    }
    if (llvm::Linker::linkModules(*linked, std::move(mod)))
      throw LoadError("cannot link " + f + " into the program");
  }
  return linked;
}

}  // namespace ferret::frontend
