// --json prints one JSON object on stdout describing the error.
// RUN: not %ferret run %s --json 2>/dev/null | FileCheck %s
// CHECK: {
// CHECK-DAG: "status":{{ ?}}"error"
// CHECK-DAG: "kind":{{ ?}}"use-after-free"
// CHECK-DAG: "line":{{ ?}}[[#@LINE+11]]
// CHECK-DAG: "file":{{ ?}}"{{[^"]*}}json-error.c"
// CHECK-DAG: "function":{{ ?}}"main"
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  *p = 1;
  free(p);
  int x;
  x = *p;
  printf("%d\n", x);
  return 0;
}
