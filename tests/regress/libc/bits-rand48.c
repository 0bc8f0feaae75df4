// ffs, ffsl, ffsll, the byte-order conversions, and the 48-bit generators
// give glibc's results: drand48's sequence before any seed, after
// srand48(42), from seed48 and lcong48, and erand48/nrand48/jrand48 on a
// state the program holds.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DSMALL 2>&1 | FileCheck %s --check-prefix=SMALL
// The expected lines are glibc's output.
// CHECK: 0 1 32 3
// CHECK-NEXT: 41 64
// CHECK-NEXT: 78563412 3412 efbeadde efbe
// CHECK-NEXT: 3.907985046680551e-14 2116118 178803790
// CHECK-NEXT: 0.74452500006100664 735945821 477107655
// CHECK-NEXT: old 13070 42 0: 0.44199632268870914
// CHECK-NEXT: 0.067951910733448528 258697995 -1383553727 state 47664 42305 44424
// CHECK-NEXT: 491525 4915250
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

int main(void) {
#ifdef SMALL
  unsigned short small[2] = {1, 2};
  // SMALL: bits-rand48.c:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds: {{.*}} of local variable 'small' of 4 bytes in 'main' by erand48
  return erand48(small) > 0.5;
#endif
  printf("%d %d %d %d\n", ffs(0), ffs(1), ffs(0x80000000), ffs(12));
  printf("%d %d\n", ffsl(1L << 40), ffsll(1LL << 63));
  printf("%08x %04x %08x %04x\n", htonl(0x12345678), htons(0x1234), ntohl(0xdeadbeef), ntohs(0xbeef));
  for (int round = 0; round < 2; ++round) {
    double d = drand48();
    long l = lrand48();
    long m = mrand48();
    printf("%.17g %ld %ld\n", d, l, m);
    srand48(42);
  }
  unsigned short seed[3] = {1, 2, 3};
  unsigned short *old = seed48(seed);
  double d = drand48();
  printf("old %u %u %u: %.17g\n", old[0], old[1], old[2], d);
  unsigned short xs[3] = {7, 8, 9};
  double e = erand48(xs);
  long n = nrand48(xs), j = jrand48(xs);
  printf("%.17g %ld %ld state %u %u %u\n", e, n, j, xs[0], xs[1], xs[2]);
  unsigned short param[7] = {1, 2, 3, 5, 0, 0, 1};
  lcong48(param);
  long l = lrand48();
  printf("%ld %ld\n", l, mrand48());
  return 0;
}
