// -D defines a preprocessor macro for the program.
// RUN: %ferret run %s -D LIMIT=42 -D NAME=\"ferret\" > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// RUN: %ferret run %s 2>/dev/null | FileCheck %s --check-prefix=DEFAULT --match-full-lines
// CHECK: ferret 42
// DEFAULT: default 10
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

#ifndef LIMIT
#define LIMIT 10
#endif
#ifndef NAME
#define NAME "default"
#endif

int main(void) {
  printf("%s %d\n", NAME, LIMIT);
  return 0;
}
