// --json on a clean run prints one JSON document on stdout,
// {"status":"ok","exit_code":N,...}, with the program's own output in it
// ("stdout", "stderr"), so the document is all stdout holds.
// RUN: %ferret run %s --json 2>/dev/null > %t.out
// RUN: FileCheck %s --input-file %t.out
// RUN: python3 -c "import json,sys; j=json.load(open(sys.argv[1])); assert j['stdout']=='result 5\n' and j['stderr']=='oops\n', j" %t.out
// CHECK-NOT: result 5{{$}}
// CHECK-DAG: "status":{{ ?}}"ok"
// CHECK-DAG: "exit_code":{{ ?}}5
#include <stdio.h>

int main(void) {
  printf("result %d\n", 2 + 3);
  fflush(stdout);
  fprintf(stderr, "oops\n");
  return 5;
}
