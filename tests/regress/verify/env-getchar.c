// stdin is input: a null dereference that only the byte 'A' reaches is
// found, and its trace file, witness and test vector each replay it under
// `ferret run`.  The clean twin compares getchar()'s result with constants
// only, so one byte per class covers every stdin: TRUE.  (Both used to be
// TRUE: verify gave the program an empty stdin.)
// RUN: rm -rf %t.tv
// RUN: not %ferret verify %s --trace %t.json --witness %t.yml --test-vector-out %t.tv | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --test-vector %t.tv/testcase-1.xml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: printf 'xA' | not %ferret run %s 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: printf 'xB' | %ferret run %s
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: trace: {{.*}}env-getchar.c:[[@LINE+15]]:{{[0-9]+}}: getchar() reads "{{.+}}" from stdin in main
// CHECK: trace: {{.*}}env-getchar.c:[[@LINE+15]]:{{[0-9]+}}: getchar() reads "A" from stdin in main
// CHECK: replay: printf '{{.+}}A' | ferret run {{.*}}env-getchar.c
// REPLAY: error: null-dereference
// WITNESS: type: "assumption"
// WITNESS: value: "__ferret_input(\"stdin\", \"A\")"
// WITNESS: type: "target"
// CLEAN: RESULT: TRUE
#include <stdio.h>

int main(void) {
  int *p = 0;
#ifdef CLEAN
  p = &(int){0};
#endif
  int first = getchar();
  int second = getchar();
  if (first != EOF && second == 'A')
    return *p;
  return 0;
}
