// A limit of 0 is no limit, and --help says so for every limit; a size of
// 0 (--bitstate, --stack-size) is refused (run/option-values.c).  Before,
// 0 silently meant none for some limits and was refused for --timeout.
// RUN: %ferret verify %s --max-states 0 --max-depth 0 --timeout 0 --wall-timeout 0 --memory-limit 0 | FileCheck %s --check-prefix=VERIFY
// RUN: %ferret run %s --max-steps 0 --max-heap 0 --timeout 0 --wall-timeout 0 --memory-limit 0 2>&1 | FileCheck %s --check-prefix=RUN0
// RUN: %ferret verify --help | FileCheck %s --check-prefix=VHELP
// RUN: %ferret run --help | FileCheck %s --check-prefix=RHELP
// RUN: %ferret cover --help | FileCheck %s --check-prefix=CHELP
// RUN: %ferret bench --help | FileCheck %s --check-prefix=BHELP
// VERIFY: RESULT: TRUE
// RUN0: ferret: exited with status 0
// VHELP-DAG: {{^ +}}--max-depth {{.*}}0 = none
// VHELP-DAG: {{^ +}}--max-states {{.*}}0 = none
// VHELP-DAG: {{^ +}}--timeout {{.*}}0 = none
// VHELP-DAG: {{^ +}}--memory-limit {{.*}}0 = none
// VHELP-DAG: wall-clock time, 2 s later {{.*}}0 = none
// RHELP-DAG: {{^ +}}--max-steps {{.*}}0 = none
// RHELP-DAG: {{^ +}}--max-heap {{.*}}0 = none
// RHELP-DAG: {{^ +}}--timeout {{.*}}0 = none
// RHELP-DAG: {{^ +}}--memory-limit {{.*}}0 = none
// RHELP-DAG: wall-clock time, 2 s later {{.*}}0 = none
// CHELP-DAG: {{^ +}}--max-steps {{.*}}0 = none
// CHELP-DAG: {{^ +}}--timeout {{.*}}0 = none
// BHELP-DAG: {{^ +}}--timeout {{.*}}0 = none
// BHELP-DAG: {{^ +}}--memory-limit {{.*}}0 = none
#include <stdlib.h>

extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  int *p = malloc(64);
  if (!p) return 0;
  for (int i = 0; i < 16; ++i) p[i] = __VERIFIER_nondet_bool();
  free(p);
  return 0;
}
