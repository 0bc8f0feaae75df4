// argv[0] is the path a shell would have run the program by, "./NAME" from
// the first file's stem (it was the C file's name), and the exit status is
// shown as the shell sees it: main's `return -2` is 254, in the text and
// in --json.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --input-file %t.err
// RUN: %ferret run %s --json 2>/dev/null | FileCheck %s --check-prefix=JSON
// CHECK: ./argv0-and-exit-status
// STATUS: ferret: exited with status 254
// STATUS-NEXT: exit=0
// JSON: "exit_code":254
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argc;
  puts(argv[0]);
  return -2;
}
