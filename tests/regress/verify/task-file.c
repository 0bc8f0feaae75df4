// A task file (format 2.0) names the program, the property and the data model.
// RUN: mkdir -p %t.d && cp %s %t.d/prog.c && cp %S/Inputs/valid-memsafety.prp %t.d/
// RUN: printf "format_version: '2.0'\ninput_files: prog.c\nproperties:\n- property_file: valid-memsafety.prp\n  expected_verdict: false\n  subproperty: valid-deref\noptions:\n  language: C\n  data_model: ILP32\n" > %t.d/task.yml
// RUN: not %ferret verify %t.d/task.yml | FileCheck %s
// RUN: %ferret bench %t.d --timeout 20 --jobs 1 | FileCheck %s --check-prefix=BENCH
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: out-of-bounds: {{.*}}offset 4 of {{.*}}4 bytes
// BENCH: correct false{{.*}}1
#include <stdlib.h>
int main(void) {
  long *p = malloc(sizeof(long));
  p[1] = 0;
  free(p);
  return 0;
}
