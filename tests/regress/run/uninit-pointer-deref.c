// A pointer that was never assigned points to no object: dereferencing it is
// an invalid access (valid-deref for verify), not just an undefined value.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=VERIFY
// CHECK: uninit-pointer-deref.c:[[@LINE+6]]:7: error: invalid-pointer: read of 1 byte through an uninitialised pointer
// VERIFY: RESULT: FALSE(valid-deref)
// VERIFY: invalid-pointer
int main(void) {
  char *s;
  char c;
  c = *s;
  return c;
}
