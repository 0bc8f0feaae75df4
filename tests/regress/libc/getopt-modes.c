// getopt_long with "W;" in optstring (-W foo is --foo), with a leading
// '-' (operands returned in order as option 1), without, and
// getopt_long_only (-name is a long option unless it is a short one):
// the same results and messages as glibc (the expected lines are its
// output for these arguments).
// RUN: %ferret run %s -- a -W verbose -Wcount=3 b -verbose -c -cx -vn 4 -count 5 -co --cx=1 -- z 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// CHECK: mode 0: 118[-,4,0] 110[3,5,1] 118[-,6,1] 63[-,6,1] 63[-,6,1] 63[-,6,1] 63[-,6,1] 63[-,6,1] 63[-,7,1] 99[-,8,1] 99[-,8,1] 63[-,9,1] 118[-,9,1] 110[4,11,1] 99[-,11,1] 63[-,11,1] 63[-,11,1] 110[t,12,1] 99[-,13,1] 63[-,14,1] 63[-,15,1] | 13
// CHECK-NEXT: mode 1: 1[a,2,-1] 63[-,3,-1] 1[verbose,4,-1] 63[-,4,-1] 99[-,4,-1] 63[-,4,-1] 63[-,4,-1] 110[t=3,5,-1] 1[b,6,-1] 118[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,7,-1] 99[-,8,-1] 99[-,8,-1] 63[-,9,-1] 118[-,9,-1] 110[4,11,-1] 99[-,11,-1] 63[-,11,-1] 63[-,11,-1] 110[t,12,-1] 1[5,13,-1] 99[-,13,-1] 63[-,14,-1] 63[-,15,-1] | 16
// CHECK-NEXT: mode 2: 63[-,3,-1] 63[-,4,-1] 99[-,4,-1] 63[-,4,-1] 63[-,4,-1] 110[t=3,5,-1] 118[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,6,-1] 63[-,7,-1] 99[-,8,-1] 99[-,8,-1] 63[-,9,-1] 118[-,9,-1] 110[4,11,-1] 99[-,11,-1] 63[-,11,-1] 63[-,11,-1] 110[t,12,-1] 99[-,13,-1] 63[-,14,-1] 63[-,15,-1] | 12
// CHECK-NEXT: mode 3: 63[-,3,-1] 63[-,5,-1] 118[-,7,0] 99[-,8,0] 120[-,9,2] 118[-,9,2] 110[4,11,2] 110[5,13,1] 110[--cx=1,15,1] | 13
// ERR: {{.*}}: invalid option -- 'e'
// ERR-NEXT: {{.*}}: invalid option -- 'r'
// ERR-NEXT: {{.*}}: invalid option -- 'b'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 's'
// ERR-NEXT: {{.*}}: invalid option -- 'e'
// ERR-NEXT: {{.*}}: invalid option -- 'x'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 'u'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: option '--cx' doesn't allow an argument
// ERR-NEXT: {{.*}}: invalid option -- 'W'
// ERR-NEXT: {{.*}}: invalid option -- 'W'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 'u'
// ERR-NEXT: {{.*}}: invalid option -- 'e'
// ERR-NEXT: {{.*}}: invalid option -- 'r'
// ERR-NEXT: {{.*}}: invalid option -- 'b'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 's'
// ERR-NEXT: {{.*}}: invalid option -- 'e'
// ERR-NEXT: {{.*}}: invalid option -- 'x'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 'u'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: option '--cx' doesn't allow an argument
// ERR-NEXT: {{.*}}: invalid option -- 'W'
// ERR-NEXT: {{.*}}: invalid option -- 'W'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 'u'
// ERR-NEXT: {{.*}}: invalid option -- 'e'
// ERR-NEXT: {{.*}}: invalid option -- 'r'
// ERR-NEXT: {{.*}}: invalid option -- 'b'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 's'
// ERR-NEXT: {{.*}}: invalid option -- 'e'
// ERR-NEXT: {{.*}}: invalid option -- 'x'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: invalid option -- 'u'
// ERR-NEXT: {{.*}}: invalid option -- 'o'
// ERR-NEXT: {{.*}}: option '--cx' doesn't allow an argument
// ERR-NEXT: {{.*}}: unrecognized option '-W'
// ERR-NEXT: {{.*}}: unrecognized option '-Wcount=3'
#include <getopt.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  static const struct option o[] = {{"verbose", no_argument, 0, 'v'}, {"count", required_argument, 0, 'n'},
                                    {"cx", no_argument, 0, 'x'}, {0, 0, 0, 0}};
  char *copy[32];
  memcpy(copy, argv, sizeof(char *) * argc);
  const char *modes[] = {"W;vn:c", "-vn:c", "vn:c"};
  for (int m = 0; m < 4; ++m) {
    memcpy(argv, copy, sizeof(char *) * argc);
    optind = 0;
    int c, idx = -1;
    printf("mode %d:", m);
    while ((c = m == 3 ? getopt_long_only(argc, argv, "vn:c", o, &idx) : getopt_long(argc, argv, modes[m], o, &idx)) != -1)
      printf(" %d[%s,%d,%d]", c, optarg ? optarg : "-", optind, idx);
    printf(" | %d\n", optind);
  }
  return 0;
}
