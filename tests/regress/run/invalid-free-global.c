// Freeing a global buffer chosen by a helper.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
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
    // CHECK: invalid-free-global.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-free:
    free(n);
  }
  return 0;
}
