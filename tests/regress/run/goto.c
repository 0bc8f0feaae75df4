// goto: backward loops, forward jumps to cleanup code, breaking out of
// nested loops.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 3 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 12
// CHECK-NEXT: 2 3
// CHECK-NEXT: 0 -1
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

static int process(int fail_at) {
  int rc = -1;
  char *a = malloc(8);
  if (!a)
    goto out;
  char *b = malloc(8);
  if (!b)
    goto free_a;
  if (fail_at == 1)
    goto free_b;
  rc = 0;
free_b:
  free(b);
free_a:
  free(a);
out:
  return rc;
}

int main(void) {
  int i = 0;
again:
  i += 3;
  if (i < 10)
    goto again;
  printf("%d\n", i);
  int found_r = -1, found_c = -1;
  for (int r = 0; r < 5; r++)
    for (int c = 0; c < 5; c++)
      if (r * c == 6) {
        found_r = r;
        found_c = c;
        goto done;
      }
done:
  printf("%d %d\n", found_r, found_c);
  printf("%d %d\n", process(0), process(1));
  return 0;
}
