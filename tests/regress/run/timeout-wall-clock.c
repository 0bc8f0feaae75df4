// --timeout is CPU time; the run also ends within 10 % + 1 s of it in
// wall-clock time (then 2 s more if the engine cannot stop: here it waits
// in a read of stdin that never returns), with exit status 3.  Before, a
// run blocked in a read ignored --timeout for good.
// RUN: /usr/bin/time -f %%e -o %t.time %ferret run %s --timeout 1 < <(exec sleep 30 2>/dev/null) 2> %t.err; test $? -eq 3
// RUN: FileCheck %s --input-file %t.err
// RUN: python3 -c "import sys; t=float(open(sys.argv[1]).read().split()[-1]); assert t < 6, t" %t.time
// CHECK: ferret: stopped: wall-clock limit of 2.1 s reached
#include <stdio.h>

int main(void) {
  int c = getchar();
  return c == 'x';
}
