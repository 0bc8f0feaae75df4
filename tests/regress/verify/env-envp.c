// main's third parameter, envp, lists the environment.  `ferret run` gives
// the real one; `verify` gives an empty list (each variable getenv reads
// is input instead) and so cannot prove a program that reads envp: it is
// UNKNOWN.  (envp used to be NULL: walking it was a null dereference,
// FALSE under verify and an error under run that no real run has.)
// RUN: not %ferret verify %s | FileCheck %s
// RUN: env FERRET_ENVP_TEST=1 %ferret run %s | FileCheck %s --check-prefix=REAL
// CHECK: RESULT: UNKNOWN (main's envp was given as an empty environment)
// REAL: FERRET_ENVP_TEST found
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv, char **envp) {
  (void)argc;
  (void)argv;
  for (char **e = envp; *e; ++e)
    if (strncmp(*e, "FERRET_ENVP_TEST=", 17) == 0)
      puts("FERRET_ENVP_TEST found");
  return 0;
}
