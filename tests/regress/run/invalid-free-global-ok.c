// Twin of invalid-free-global.c: only heap names are freed.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: heap
// CHECK-NEXT: default
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char fallback[32] = "default";

static char *get_name(int use_heap) {
  if (use_heap) {
    char *s = malloc(8);
    strcpy(s, "heap");
    return s;
  }
  return fallback;
}

int main(void) {
  for (int i = 1; i >= 0; i--) {
    char *n = get_name(i);
    printf("%s\n", n);
    if (n != fallback)
      free(n);
  }
  return 0;
}
