// Twin of uaf-struct-field.c.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 100
// STATUS: ferret: exited with status 0
// STATUS: exit=0
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
  printf("%ld\n", acc->balance);
  close_account(acc);
  return 0;
}
