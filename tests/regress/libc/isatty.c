// isatty: whether stdin, stdout or stderr is a terminal is the
// environment's answer, asked once per descriptor: the host's in `run`
// (none here: lit's pipes), --terminals fixes it, and in `verify` it is
// an input, both answers explored; a file or a closed descriptor is none.
// RUN: %ferret run %s < /dev/null | FileCheck %s
// RUN: %ferret run %s -DSAFE --terminals 1 < /dev/null | FileCheck %s --check-prefix=TTY
// RUN: not %ferret verify %s --engine explore --trace %t.json | FileCheck %s --check-prefix=VERIFY
// RUN: not %ferret run %s --replay %t.json < /dev/null 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s -DSAFE --engine explore | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret run %s --terminals 3 2>&1 | FileCheck %s --check-prefix=USAGE
// CHECK: stdout 0 again 0 errno-notty 1 file 0 closed 0 errno-badf 1
// TTY: stdout 1 again 1
// VERIFY: RESULT: FALSE(valid-deref)
// VERIFY: trace: {{.*}}: isatty(1) = 1 (stdout is a terminal) in main
// VERIFY: replay: ferret run {{.*}} --terminals 1
// REPLAY: error: out-of-bounds
// SAFE: RESULT: TRUE
// USAGE: --terminals takes 0, 1 and 2 (comma-separated) or none, not '3'
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

int main(void) {
  int tty = isatty(1);
  int again = isatty(1);
  int notty = !tty && errno == ENOTTY;
  FILE *f = tmpfile();
  int file = isatty(fileno(f));
  fclose(f);
  int closed = isatty(42);
  printf("stdout %d again %d errno-notty %d file %d closed %d errno-badf %d\n", tty, again, notty, file, closed,
         errno == EBADF);
  char line[4] = "abc";
#ifndef SAFE
  if (tty && again) line[4] = 0;  // only when writing to a terminal
#endif
  return line[0] == 'a' ? 0 : 1;
}
