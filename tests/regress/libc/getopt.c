// RUN: %ferret run %s -- one -a -bARG two -c -cOPT -x -- -a three -b 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: env POSIXLY_CORRECT=1 %ferret run %s -- one -a | FileCheck %s --check-prefix=POSIX
// RUN: %ferret run %s -- -a -b 2>%t.err2 | FileCheck %s --check-prefix=MISSING
// RUN: FileCheck %s --check-prefix=MISSING-ERR < %t.err2
// The expected lines are glibc's output for the same arguments.
// CHECK: optopt before=63 opterr=1
// CHECK-NEXT: scan 'ab:c::': a[-,3,0] b[ARG,4,0] c[-,6,0] c[OPT,7,0] ?[-,8,120] | optind=7: -a -bARG -c -cOPT -x -- one two -a three -b
// CHECK-NEXT: scan '+ab:c::': | optind=1: one -a -bARG two -c -cOPT -x -- -a three -b
// CHECK-NEXT: scan ':ab:': a[-,3,120] b[ARG,4,120] ?[-,6,99] ?[-,6,99] ?[-,6,79] ?[-,6,80] ?[-,7,84] ?[-,8,120] | optind=7: -a -bARG -c -cOPT -x -- one two -a three -b
// CHECK-NEXT: scan 'ab': a[-,3,120] b[-,3,120] ?[-,3,65] ?[-,3,82] ?[-,4,71] ?[-,6,99] ?[-,6,99] ?[-,6,79] ?[-,6,80] ?[-,7,84] ?[-,8,120] | optind=7: -a -bARG -c -cOPT -x -- one two -a three -b
// ERR: {{.*}}: invalid option -- 'x'
// ERR-NOT: invalid option
// POSIX: scan 'ab:c::': | optind=1: one -a
// MISSING: scan 'ab:c::': a[-,2,0] ?[-,3,98] | optind=3: -a -b
// MISSING-NEXT: scan '+ab:c::': a[-,2,98] ?[-,3,98] | optind=3: -a -b
// MISSING-NEXT: scan ':ab:': a[-,2,98] :[-,3,98] | optind=3: -a -b
// MISSING-NEXT: scan 'ab': a[-,2,98] b[-,3,98] | optind=3: -a -b
// MISSING-ERR: {{.*}}: option requires an argument -- 'b'
// MISSING-ERR-NEXT: {{.*}}: option requires an argument -- 'b'
// MISSING-ERR-NOT: option
// getopt as glibc does it: operands are permuted after the options, so
// optind ends at the first operand; "--" ends the options; a leading '+'
// in optstring (or POSIXLY_CORRECT in the environment) stops at the first
// operand; a leading ':' silences the messages and returns ':' for a
// missing argument; "x::" takes an argument only in the same word;
// setting optind to 0 starts a new scan.  Messages are glibc's, on stderr.
#include <stdio.h>
#include <unistd.h>

static void scan(int argc, char **argv, const char *optstring) {
  int c;
  printf("scan '%s':", optstring);
  while ((c = getopt(argc, argv, optstring)) != -1)
    printf(" %c[%s,%d,%d]", c, optarg ? optarg : "-", optind, optopt);
  printf(" | optind=%d:", optind);
  for (int i = 1; i < argc; ++i) printf(" %s", argv[i]);
  printf("\n");
}

int main(int argc, char **argv) {
  char *copy[16];
  for (int i = 0; i < argc; ++i) copy[i] = argv[i];
  printf("optopt before=%d opterr=%d\n", optopt, opterr);
  scan(argc, argv, "ab:c::");
  for (int i = 0; i < argc; ++i) argv[i] = copy[i];
  optind = 0;
  scan(argc, argv, "+ab:c::");
  for (int i = 0; i < argc; ++i) argv[i] = copy[i];
  optind = 0;
  scan(argc, argv, ":ab:");
  for (int i = 0; i < argc; ++i) argv[i] = copy[i];
  optind = 0;
  opterr = 0;
  scan(argc, argv, "ab");
  return 0;
}
