// --sarif for run: the run's warnings have level warning, whatever their
// kind's rule says (a pointer comparison and a stream left open were
// logged as errors, though the run went on and ended with status 0).  The
// stream is written: the file changes only in the run's own copy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ferret run %s --sarif %t/run.sarif 2> /dev/null
// RUN: FileCheck %s < %t/run.sarif
// CHECK: "results": [
// CHECK-NOT: "level": "error"
// CHECK: "level": "warning",
// CHECK-NOT: "level": "error"
// CHECK: "text": "pointer-comparison: relational comparison of pointers into different objects
// CHECK: "ruleId": "pointer-comparison",
// CHECK-NOT: "level": "error"
// CHECK: "level": "warning",
// CHECK-NOT: "level": "error"
// CHECK: "text": "memory-leak: the stream opened by fopen here is never closed"
// CHECK-NOT: "level": "error"
// CHECK: "rules": [
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char *a = malloc(4), *b = malloc(4);
  int ordered = a < b || b < a;
  free(a);
  free(b);
  FILE *f = fopen("written.txt", "w");
  return !ordered || !f;
}
