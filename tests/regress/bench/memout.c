// Every run gets a memory cap (--memory-limit, passed to verify; default
// the physical memory divided by --jobs).  A run that stops at it, or that
// bench kills 10 % above it, is a memory-out: its own status in the table,
// the CSV and the totals.
// RUN: %ferret bench %S/Inputs/memory --memory-limit 50 --timeout 20 --csv %t.csv --ferret-binary %S/Inputs/fake-ferret.sh > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=CSV --input-file %t.csv
// CHECK:      ----
// CHECK-NEXT: hog-ignores-limit.yml valid-memsafety true MEMOUT (killed at {{[0-9]+}} MB) {{[0-9.]+ +[0-9.]+}} memout
// CHECK-NEXT: memout-stops.yml valid-memsafety true MEMOUT (memory limit of 50 MB reached) {{[0-9.]+ +[0-9.]+}} memout
// CHECK-EMPTY:
// CHECK:      unknown: 0
// CHECK-NEXT: memory out: 2
// CHECK-NEXT: score: 0 (of 4 possible; 2 runs,
// CHECK-NEXT: exit=0
// CSV: hog-ignores-limit.yml,valid-memsafety,true,MEMOUT (killed at {{[0-9]+}} MB),,memout,0,
// CSV: memout-stops.yml,valid-memsafety,true,MEMOUT (memory limit of 50 MB reached),,memout,0,
int main(void) { return 0; }
