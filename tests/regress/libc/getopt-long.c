// getopt_long as glibc does it: options after operands are moved before
// them (optind ends at the first operand), "--" ends the options, long
// options with unique abbreviations, "=ARG" and separate arguments,
// optional arguments, flags, and glibc's messages on stderr.
// RUN: %ferret run %s -- x -ab --count 3 y --count=4 -n5 -n 6 --verb -oz -o w --col --colour=red --cols 9 --bogus -q --verbose=1 -- -a z 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %ferret run %s -- --count 2>&1 | FileCheck %s --check-prefix=MISSING
// The expected lines are glibc's output for the same arguments.
// CHECK: c=97 'a' optind=2 idx=-1 optarg=(null) optopt=0
// CHECK-NEXT: c=98 'b' optind=3 idx=-1 optarg=(null) optopt=0
// CHECK-NEXT: c=110 'n' optind=5 idx=1 optarg=3 optopt=0
// CHECK-NEXT: c=110 'n' optind=7 idx=1 optarg=4 optopt=0
// CHECK-NEXT: c=110 'n' optind=8 idx=-1 optarg=5 optopt=0
// CHECK-NEXT: c=110 'n' optind=10 idx=-1 optarg=6 optopt=0
// CHECK-NEXT: c=0 optind=11 idx=0 optarg=(null) optopt=0
// CHECK-NEXT: c=111 'o' optind=12 idx=-1 optarg=z optopt=0
// CHECK-NEXT: c=111 'o' optind=13 idx=-1 optarg=(null) optopt=0
// CHECK-NEXT: c=63 '?' optind=15 idx=-1 optarg=(null) optopt=0
// CHECK-NEXT: c=67 'C' optind=16 idx=2 optarg=red optopt=0
// CHECK-NEXT: c=107 'k' optind=18 idx=4 optarg=9 optopt=0
// CHECK-NEXT: c=63 '?' optind=19 idx=-1 optarg=(null) optopt=0
// CHECK-NEXT: c=63 '?' optind=20 idx=-1 optarg=(null) optopt=113
// CHECK-NEXT: c=63 '?' optind=21 idx=-1 optarg=(null) optopt=1
// CHECK-NEXT: verbose=1
// CHECK-NEXT: argv[1]=-ab
// CHECK-NEXT: argv[2]=--count
// CHECK-NEXT: argv[3]=3
// CHECK-NEXT: argv[4]=--count=4
// CHECK-NEXT: argv[5]=-n5
// CHECK-NEXT: argv[6]=-n
// CHECK-NEXT: argv[7]=6
// CHECK-NEXT: argv[8]=--verb
// CHECK-NEXT: argv[9]=-oz
// CHECK-NEXT: argv[10]=-o
// CHECK-NEXT: argv[11]=--col
// CHECK-NEXT: argv[12]=--colour=red
// CHECK-NEXT: argv[13]=--cols
// CHECK-NEXT: argv[14]=9
// CHECK-NEXT: argv[15]=--bogus
// CHECK-NEXT: argv[16]=-q
// CHECK-NEXT: argv[17]=--verbose=1
// CHECK-NEXT: argv[18]=--
// CHECK-NEXT: argv[19]=x <- optind
// CHECK-NEXT: argv[20]=y
// CHECK-NEXT: argv[21]=w
// CHECK-NEXT: argv[22]=-a
// CHECK-NEXT: argv[23]=z
// ERR: {{.*}}: option '--col' is ambiguous; possibilities: '--colour' '--cols'
// ERR-NEXT: {{.*}}: unrecognized option '--bogus'
// ERR-NEXT: {{.*}}: invalid option -- 'q'
// ERR-NEXT: {{.*}}: option '--verbose' doesn't allow an argument
// MISSING: {{.*}}: option '--count' requires an argument
// MISSING: c=63 '?' optind=2 idx=-1 optarg=(null) optopt=110
#include <getopt.h>
#include <stdio.h>

static int verbose;

int main(int argc, char **argv) {
  static const struct option opts[] = {
      {"verbose", no_argument, &verbose, 1}, {"count", required_argument, 0, 'n'},
      {"colour", optional_argument, 0, 'C'}, {"color", optional_argument, 0, 'C'},
      {"cols", required_argument, 0, 'k'},   {0, 0, 0, 0}};
  int c, idx = -1;
  while ((c = getopt_long(argc, argv, "abn:o::", opts, &idx)) != -1) {
    printf("c=%d", c);
    if (c > 32 && c < 127) printf(" '%c'", c);
    printf(" optind=%d idx=%d optarg=%s optopt=%d\n", optind, idx, optarg ? optarg : "(null)", optopt);
    idx = -1;
  }
  printf("verbose=%d\n", verbose);
  for (int i = 1; i < argc; ++i) printf("argv[%d]=%s%s\n", i, argv[i], i == optind ? " <- optind" : "");
  return 0;
}
