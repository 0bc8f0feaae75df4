// --json on a clean run prints {"status":"ok","exit_code":N} on stdout
// (after whatever the program itself printed).
// RUN: %ferret run %s --json 2>/dev/null | FileCheck %s
// CHECK: result 5
// CHECK-DAG: "status":{{ ?}}"ok"
// CHECK-DAG: "exit_code":{{ ?}}5
#include <stdio.h>

int main(void) {
  printf("result %d\n", 2 + 3);
  fflush(stdout);
  return 5;
}
