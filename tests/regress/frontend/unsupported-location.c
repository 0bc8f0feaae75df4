// A construct Ferret cannot run is reported with its source location
// (inline assembly, where it is reached).
// RUN: not %ferret run %s 2>&1 | FileCheck %s --check-prefix=ASM
int main(void) {
  // ASM: unsupported-location.c:[[@LINE+1]]:{{[0-9]+}}: {{.*}}inline assembly
  __asm__ volatile("nop");
  return 0;
}
