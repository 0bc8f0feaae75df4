// Type-unsafe code: an int field written through a char pointer, and a
// union read as bytes.  Split by type alone, the char writes and the int
// reads would live in different arrays and the check below could not fail;
// the type-safety analysis unifies the types involved, so each model keeps
// the answer right.  The twin asks for the wrong value.
// RUN: %ferret verify %s --engine smt --memory-model monolithic --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: %ferret verify %s --engine smt --memory-model split-type --timeout 20 --stats | FileCheck %s --check-prefixes=SAFE,UNIFIED
// RUN: %ferret verify %s --engine smt --memory-model split-alias --timeout 20 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --memory-model monolithic --timeout 20 | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DBUG --engine smt --memory-model split-type --timeout 20 | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DBUG --engine smt --memory-model split-alias --timeout 20 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// UNIFIED: memory model split-type ({{.*}}types unified
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern void reach_error(void);
struct pair { int a; int b; };
union word { unsigned u; unsigned char bytes[4]; };
int main(void) {
  struct pair p = {0, 0};
  unsigned char *c = (unsigned char *)&p;
  c[4] = 7;
#ifdef BUG
  if (p.b == 7) reach_error();
#else
  if (p.b != 7) reach_error();
#endif
  union word w;
  w.u = 0x01020304u;
  if (w.bytes[0] != 4) reach_error();
  return 0;
}
