// The user may fix parts of the environment: --stdin FILE, --env NAME=VALUE
// (NAME alone: unset) and the arguments after --.  The verdict line names
// what was fixed; what is not fixed stays input.
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=FREE
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt | FileCheck %s --check-prefix=STDIN
// RUN: %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG -- a | FileCheck %s --check-prefix=ALL
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG=1 -- a | FileCheck %s --check-prefix=DEBUG
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG -- a b | FileCheck %s --check-prefix=ARGS
// RUN: not %ferret verify %s --env =x 2>&1 | FileCheck %s --check-prefix=BAD
// FREE: RESULT: FALSE(valid-deref)
// STDIN: RESULT: FALSE(valid-deref) (fixed: stdin from {{.*}}stdin-B.txt)
// STDIN-NOT: reads {{.*}} from stdin
// ALL: RESULT: TRUE (fixed: stdin from {{.*}}stdin-B.txt; arguments "a"; DEBUG unset)
// DEBUG: RESULT: FALSE(valid-deref) (fixed: stdin from {{.*}}stdin-B.txt; arguments "a"; DEBUG="1")
// ARGS: RESULT: FALSE(valid-deref) (fixed: stdin from {{.*}}; arguments "a" "b"; DEBUG unset)
// BAD: ferret: error: --env takes NAME=VALUE or NAME, not '=x'
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int *p = 0;
  if (getchar() == 'A' || getenv("DEBUG") || argc > 2)
    return *p;
  return 0;
}
