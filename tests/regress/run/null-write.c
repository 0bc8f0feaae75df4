// Writing through a null pointer returned by a helper.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stddef.h>

static void set(int *out, int v) {
  // CHECK: null-write.c:[[@LINE+1]]:{{[0-9]+}}: error: null-dereference:
  *out = v;
}

int main(int argc, char **argv) {
  int *target = argc > 100 ? &argc : NULL;
  set(target, 5);
  // CHECK: call stack:
  // CHECK-NEXT: #0 set at {{.*}}null-write.c:[[@LINE-7]]:
  // CHECK-NEXT: #1 main at {{.*}}null-write.c:[[@LINE-3]]:
  return 0;
}
