// A block still pointed to by a global at exit is only "still reachable":
// a warning, not an error, and the exit status stays 0.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: configured 3
// STATUS-DAG: warning: still-reachable
// STATUS-DAG: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

struct config {
  int level;
  char *name;
};

static struct config *global_config;

int main(void) {
  global_config = malloc(sizeof *global_config);
  global_config->level = 3;
  global_config->name = NULL;
  printf("configured %d\n", global_config->level);
  return 0;
}
