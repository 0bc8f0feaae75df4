/* vm.c — a bytecode interpreter as scripting languages build them: a
 * compiler from a small expression language to stack code, a dispatch
 * loop with computed goto (labels as values), call frames, and error
 * recovery with setjmp/longjmp.  It runs a program that sums, for i below
 * N, the Collatz step counts of i, and one that divides by zero (caught).
 * Usage: vm [N]   (default N below)
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 50000

enum { PUSH, LOAD, STORE, ADD, SUB, MUL, DIV, MOD, LT, EQ, JMP, JZ, CALL, RET, HALT };

typedef struct {
  long *code;
  int len, cap;
} Chunk;

static jmp_buf on_error;
static const char *error_text;

static void fail(const char *what) {
  error_text = what;
  longjmp(on_error, 1);
}

static void emit(Chunk *c, long v) {
  if (c->len == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 64;
    c->code = realloc(c->code, sizeof(long) * (size_t)c->cap);
  }
  c->code[c->len++] = v;
}

/* collatz(n): steps until n is 1, in locals 0 (n) and 1 (steps). */
static int compile_collatz(Chunk *c) {
  int start = c->len;
  emit(c, PUSH), emit(c, 0), emit(c, STORE), emit(c, 1);
  int loop = c->len;
  emit(c, LOAD), emit(c, 0), emit(c, PUSH), emit(c, 1), emit(c, EQ);
  emit(c, JZ);
  int body = c->len;
  emit(c, 0);
  emit(c, LOAD), emit(c, 1), emit(c, RET);
  c->code[body] = c->len;
  emit(c, LOAD), emit(c, 0), emit(c, PUSH), emit(c, 2), emit(c, MOD), emit(c, JZ);
  int even = c->len;
  emit(c, 0);
  emit(c, LOAD), emit(c, 0), emit(c, PUSH), emit(c, 3), emit(c, MUL), emit(c, PUSH), emit(c, 1), emit(c, ADD);
  emit(c, STORE), emit(c, 0), emit(c, JMP);
  int join = c->len;
  emit(c, 0);
  c->code[even] = c->len;
  emit(c, LOAD), emit(c, 0), emit(c, PUSH), emit(c, 2), emit(c, DIV), emit(c, STORE), emit(c, 0);
  c->code[join] = c->len;
  emit(c, LOAD), emit(c, 1), emit(c, PUSH), emit(c, 1), emit(c, ADD), emit(c, STORE), emit(c, 1);
  emit(c, JMP), emit(c, loop);
  return start;
}

/* main: for i in 1..n-1: total += collatz(i); locals 0 (i), 1 (total), 2 (n). */
static int compile_main(Chunk *c, int collatz) {
  int start = c->len;
  emit(c, PUSH), emit(c, 1), emit(c, STORE), emit(c, 0);
  emit(c, PUSH), emit(c, 0), emit(c, STORE), emit(c, 1);
  int loop = c->len;
  emit(c, LOAD), emit(c, 0), emit(c, LOAD), emit(c, 2), emit(c, LT), emit(c, JZ);
  int done = c->len;
  emit(c, 0);
  emit(c, LOAD), emit(c, 1), emit(c, LOAD), emit(c, 0), emit(c, CALL), emit(c, collatz), emit(c, ADD);
  emit(c, STORE), emit(c, 1);
  emit(c, LOAD), emit(c, 0), emit(c, PUSH), emit(c, 1), emit(c, ADD), emit(c, STORE), emit(c, 0);
  emit(c, JMP), emit(c, loop);
  c->code[done] = c->len;
  emit(c, LOAD), emit(c, 1), emit(c, HALT);
  return start;
}

typedef struct {
  int ret;
  long locals[4];
} Frame;

static long run(const long *code, int pc, long arg) {
  static void *const op[] = {&&push, &&load, &&store, &&add, &&sub, &&mul, &&div, &&mod,
                             &&lt, &&eq, &&jmp, &&jz, &&call, &&ret, &&halt};
  long stack[256];
  Frame frames[64];
  int sp = 0, fp = 0;
  memset(&frames[0], 0, sizeof frames[0]);
  frames[0].locals[2] = arg;
#define NEXT goto *op[code[pc++]]
  NEXT;
push:
  stack[sp++] = code[pc++];
  NEXT;
load:
  stack[sp++] = frames[fp].locals[code[pc++]];
  NEXT;
store:
  frames[fp].locals[code[pc++]] = stack[--sp];
  NEXT;
add:
  --sp, stack[sp - 1] += stack[sp];
  NEXT;
sub:
  --sp, stack[sp - 1] -= stack[sp];
  NEXT;
mul:
  --sp, stack[sp - 1] *= stack[sp];
  NEXT;
div:
  --sp;
  if (stack[sp] == 0) fail("division by zero");
  stack[sp - 1] /= stack[sp];
  NEXT;
mod:
  --sp;
  if (stack[sp] == 0) fail("division by zero");
  stack[sp - 1] %= stack[sp];
  NEXT;
lt:
  --sp, stack[sp - 1] = stack[sp - 1] < stack[sp];
  NEXT;
eq:
  --sp, stack[sp - 1] = stack[sp - 1] == stack[sp];
  NEXT;
jmp:
  pc = (int)code[pc];
  NEXT;
jz:
  pc = stack[--sp] ? pc + 1 : (int)code[pc];
  NEXT;
call:
  if (fp + 1 == 64) fail("call stack overflow");
  ++fp;
  frames[fp].ret = pc + 1;
  frames[fp].locals[0] = stack[--sp];
  pc = (int)code[pc];
  NEXT;
ret:
  pc = frames[fp--].ret;
  NEXT;
halt:
  return stack[sp - 1];
#undef NEXT
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : DEFAULT_N;
  Chunk c = {0};
  int collatz = compile_collatz(&c);
  int entry = compile_main(&c, collatz);
  printf("collatz steps below %ld: %ld\n", n, run(c.code, entry, n));
  Chunk bad = {0};
  emit(&bad, PUSH), emit(&bad, 1), emit(&bad, PUSH), emit(&bad, 0), emit(&bad, DIV), emit(&bad, HALT);
  if (setjmp(on_error) == 0) printf("%ld\n", run(bad.code, 0, 0));
  else printf("error: %s\n", error_text);
  free(c.code);
  free(bad.code);
  return 0;
}
