// The user may fix parts of the environment: --stdin FILE, --env NAME=VALUE
// (NAME alone: unset) and the arguments after --.  The verdict line names
// what was fixed; what is not fixed stays input.
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=FREE
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt | FileCheck %s --check-prefix=STDIN
// RUN: %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG -- a | FileCheck %s --check-prefix=ALL
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG=1 -- a | FileCheck %s --check-prefix=DEBUG
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG -- a b | FileCheck %s --check-prefix=ARGS
// RUN: not %ferret verify %s --env =x 2>&1 | FileCheck %s --check-prefix=BAD
// The fixed parts are the counterexample's too: its replay command, its
// trace and its report's walk give the run the same stdin, variables and
// arguments (they were left out, so the replay ran with none of them).
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG=1 --trace %t.json -- a | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --replay %t.json 2>&1 < /dev/null | FileCheck %s --check-prefix=REPLAYED
// RUN: not %ferret verify %s --stdin %S/Inputs/stdin-B.txt --env DEBUG -- a b | FileCheck %s --check-prefix=REPLAY-ARGS
// REPLAY: replay: printf 'B{{.*}}' | env 'DEBUG=1' ferret run {{.*}}env-fixed.c -- 'a'
// REPLAYED: error: null-dereference
// REPLAYED: replay: the run shows FALSE(valid-deref), as the counterexample
// REPLAY-ARGS: replay: printf 'B{{.*}}' | env -u DEBUG ferret run {{.*}}env-fixed.c -- 'a' 'b'
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
