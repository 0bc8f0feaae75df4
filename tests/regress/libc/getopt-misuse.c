// getopt reads its optstring and option table as glibc does, each byte
// checked: an optstring that is not a string, or an option table with no
// all-zero entry at its end, is an overrun reported in the getopt call.
// RUN: not %ferret run %s -DUNTERMINATED -- -a 2>&1 | FileCheck %s --check-prefix=STR
// RUN: not %ferret run %s -DNO_END -- --zz 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: %ferret run %s -- -a --one | FileCheck %s --check-prefix=FINE
#include <getopt.h>
#include <stdio.h>

int main(int argc, char **argv) {
#if defined(UNTERMINATED)
  char optstring[2] = {'a', 'b'};
  // STR: getopt-misuse.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds: read of 1 byte at offset 2 of local variable 'optstring' of 2 bytes in 'main' by getopt
  return getopt(argc, argv, optstring);
#elif defined(NO_END)
  struct option table[1] = {{"one", no_argument, 0, '1'}};
  // TABLE: getopt-misuse.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds: {{.*}} of local variable 'table' of 32 bytes in 'main' by getopt_long
  return getopt_long(argc, argv, "a", table, 0);
#else
  struct option table[2] = {{"one", no_argument, 0, '1'}, {0, 0, 0, 0}};
  int c;
  // FINE: a 1 end
  while ((c = getopt_long(argc, argv, "a", table, 0)) != -1) printf("%c ", c);
  printf("end\n");
  return 0;
#endif
}
