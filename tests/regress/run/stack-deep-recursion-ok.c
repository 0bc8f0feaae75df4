// The stack's limit is its size in bytes (8 MiB by default, as `ulimit -s`
// gives), not a count of frames: a correct parser recursing 10,000 deep
// runs (it was a stack overflow at 10,000 frames).
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// A smaller stack does overflow, and says which limit it was.
// RUN: not %ferret run %s --stack-size 100000 2>&1 | FileCheck %s --check-prefix=SMALL
// CHECK: 10000
// STATUS: ferret: exited with status 0
// STATUS: exit=0
// SMALL: error: stack-overflow: {{.*}} exhausts the stack of 100000 bytes (--stack-size)
#include <stdio.h>
/* A recursive-descent parser of nested arrays "[[[...]]]", 10,000 deep, as
   a JSON library's own tests feed it. */
static const char *p;
static int depth_of(void) {
  char name[32];
  if (*p != '[') return 0;
  ++p;
  snprintf(name, sizeof name, "level");
  int d = 1 + depth_of();
  if (*p == ']') ++p;
  return d + (name[0] != 'l');
}
int main(void) {
  static char text[20001];
  for (int i = 0; i < 10000; ++i) { text[i] = '['; text[10000 + i] = ']'; }
  p = text;
  printf("%d\n", depth_of());
  return 0;
}
