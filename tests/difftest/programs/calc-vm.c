/* A stack-machine calculator: a tokenizer, a recursive-descent compiler
 * to bytecode, a computed-goto dispatch loop, and error recovery with
 * setjmp/longjmp.  Reads expressions, one per line, from stdin. */
#include <ctype.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OP_PUSH, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_NEG, OP_END };

static jmp_buf on_error;
static const char *src;
static long code[256];
static int ncode;

static void error(const char *what) {
  printf("error: %s\n", what);
  longjmp(on_error, 1);
}
static void emit(long x) {
  if (ncode >= 256) error("program too long");
  code[ncode++] = x;
}
static void skip(void) {
  while (isspace((unsigned char)*src)) ++src;
}
static void expr(void);
static void primary(void) {
  skip();
  if (*src == '(') {
    ++src;
    expr();
    skip();
    if (*src++ != ')') error("expected )");
  } else if (*src == '-') {
    ++src;
    primary();
    emit(OP_NEG);
  } else if (isdigit((unsigned char)*src)) {
    char *end;
    long v = strtol(src, &end, 10);
    src = end;
    emit(OP_PUSH);
    emit(v);
  } else {
    error("expected a number");
  }
}
static void term(void) {
  primary();
  for (;;) {
    skip();
    if (*src == '*') ++src, primary(), emit(OP_MUL);
    else if (*src == '/') ++src, primary(), emit(OP_DIV);
    else return;
  }
}
static void expr(void) {
  term();
  for (;;) {
    skip();
    if (*src == '+') ++src, term(), emit(OP_ADD);
    else if (*src == '-') ++src, term(), emit(OP_SUB);
    else return;
  }
}
static long run(void) {
  static void *dispatch[] = {&&push, &&add, &&sub, &&mul, &&div, &&neg, &&end};
  long stack[64];
  int sp = 0;
  const long *pc = code;
#define NEXT() goto *dispatch[*pc++]
  NEXT();
push:
  stack[sp++] = *pc++;
  NEXT();
add:
  --sp, stack[sp - 1] += stack[sp];
  NEXT();
sub:
  --sp, stack[sp - 1] -= stack[sp];
  NEXT();
mul:
  --sp, stack[sp - 1] *= stack[sp];
  NEXT();
div:
  --sp;
  if (stack[sp] == 0) error("division by zero");
  stack[sp - 1] /= stack[sp];
  NEXT();
neg:
  stack[sp - 1] = -stack[sp - 1];
  NEXT();
end:
  return stack[0];
}

int main(void) {
  char line[256];
  int n = 0;
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    if (!*line) continue;
    ++n;
    if (setjmp(on_error)) continue;
    src = line;
    ncode = 0;
    expr();
    skip();
    if (*src) error("trailing input");
    emit(OP_END);
    printf("%s = %ld\n", line, run());
  }
  printf("%d lines\n", n);
  return 0;
}
