#include "frontend/call_ends.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <filesystem>

namespace ferret::frontend {

namespace {

class Visitor : public clang::RecursiveASTVisitor<Visitor> {
 public:
  Visitor(const clang::SourceManager& sm, CallEnds& ends) : sm_(sm), ends_(ends) {}

  bool VisitCallExpr(clang::CallExpr* e) {
    // The same positions code generation gives the call's instructions:
    // the expansion location, read through line directives.
    clang::PresumedLoc start = sm_.getPresumedLoc(sm_.getExpansionLoc(e->getExprLoc()));
    clang::PresumedLoc end = sm_.getPresumedLoc(sm_.getExpansionRange(e->getRParenLoc()).getEnd());
    if (start.isInvalid() || end.isInvalid() || start.getFileID() != end.getFileID()) return true;
    ends_.try_emplace({absolutePath(start.getFilename()), start.getLine(), start.getColumn()},
                      end.getLine(), end.getColumn());
    return true;
  }

 private:
  const clang::SourceManager& sm_;
  CallEnds& ends_;
};

class Collector : public clang::ASTConsumer {
 public:
  Collector(const clang::SourceManager& sm, CallEnds& ends) : visitor_(sm, ends) {}
  void HandleTranslationUnit(clang::ASTContext& ctx) override { visitor_.TraverseDecl(ctx.getTranslationUnitDecl()); }

 private:
  Visitor visitor_;
};

}  // namespace

std::string absolutePath(const std::string& name) {
  std::error_code ec;
  std::filesystem::path p = std::filesystem::absolute(name, ec);
  return ec ? name : p.lexically_normal().string();
}

std::unique_ptr<clang::ASTConsumer> callEndsCollector(const clang::SourceManager& sm, CallEnds& ends) {
  return std::make_unique<Collector>(sm, ends);
}

}  // namespace ferret::frontend
