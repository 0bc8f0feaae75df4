// abort() and _exit() end the program without running atexit() handlers;
// exit() and returning from main run them.
// RUN: %ferret run %s -- abort | FileCheck %s --check-prefix=ABORT --implicit-check-not=handler
// RUN: %ferret run %s -- _exit | FileCheck %s --check-prefix=UNDERSCORE --implicit-check-not=handler
// RUN: %ferret run %s -- exit | FileCheck %s --check-prefix=EXIT
// RUN: %ferret run %s | FileCheck %s --check-prefix=EXIT
// ABORT: before abort
// UNDERSCORE: before _exit
// EXIT: handler
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void handler(void) { printf("handler\n"); }

int main(int argc, char **argv) {
  atexit(handler);
  if (argc > 1 && strcmp(argv[1], "abort") == 0) {
    printf("before abort\n");
    fflush(stdout);
    abort();
  }
  if (argc > 1 && strcmp(argv[1], "_exit") == 0) {
    printf("before _exit\n");
    fflush(stdout);
    _exit(0);
  }
  if (argc > 1 && strcmp(argv[1], "exit") == 0) exit(0);
  return 0;
}
