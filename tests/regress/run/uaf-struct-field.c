// Reading a field of a struct after the struct was freed by a helper.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

struct account {
  int id;
  long balance;
};

static struct account *open_account(int id) {
  struct account *a = malloc(sizeof *a);
  a->id = id;
  a->balance = 100;
  return a;
}

static void close_account(struct account *a) {
  free(a);
}

int main(void) {
  struct account *acc = open_account(7);
  close_account(acc);
  // CHECK: uaf-struct-field.c:[[@LINE+4]]:{{[0-9]+}}: error: use-after-free:
  // (the faulting access is a read)
  // CHECK: uaf-struct-field.c:[[@LINE-15]]:{{[0-9]+}}: note: {{.*}}allocated
  // CHECK: uaf-struct-field.c:[[@LINE-9]]:{{[0-9]+}}: note: {{.*}}freed
  printf("%ld\n", acc->balance);
  return 0;
}
