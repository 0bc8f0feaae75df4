// Struct padding is never initialised; copying such structs with memcpy,
// and structure assignment must not be reported.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 24 a 1000 b 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct padded {
  char tag;    /* 3 bytes of padding follow */
  int value;
  char flag;   /* 7 bytes of padding follow */
  long more;
};

int main(void) {
  struct padded s;
  s.tag = 'a';
  s.value = 1000;
  s.flag = 'b';
  s.more = 2;
  struct padded t;
  memcpy(&t, &s, sizeof s);
  struct padded *h = malloc(sizeof *h);
  *h = t;
  struct padded arr[2];
  arr[1] = *h;
  printf("%zu %c %d %c %ld\n", sizeof(struct padded), arr[1].tag, arr[1].value,
         arr[1].flag, arr[1].more);
  free(h);
  return 0;
}
