// Bit-fields: signed and unsigned, wraparound inside a field, adjacent fields
// sharing storage, packed structs.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 6 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 5 -3 255 beef
// CHECK-NEXT: 1 0 -8
// CHECK-NEXT: 8
// CHECK-NEXT: 7 x 1020304 8080
// CHECK-NEXT: 78 04 90
// CHECK-NEXT: f801 2
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed level : 4;
  unsigned count : 8;
  unsigned : 0;
  unsigned high : 16;
};

struct __attribute__((packed)) packet {
  char tag;
  int value;
  short port;
};

struct rgb565 {
  unsigned short b : 5, g : 6, r : 5;
};

int main(void) {
  struct flags f;
  memset(&f, 0, sizeof f);
  f.ready = 1;
  f.mode = 5;
  f.level = -3;
  f.count = 255;
  f.high = 0xbeef;
  printf("%u %u %d %u %x\n", f.ready, f.mode, f.level, f.count, f.high);
  f.mode += 4;
  f.count++;
  f.level = 7;
  f.level += 1;
  printf("%u %u %d\n", f.mode, f.count, f.level);
  printf("%zu\n", sizeof(struct flags));
  struct packet p = {'x', 0x01020304, 8080};
  printf("%zu %c %x %d\n", sizeof p, p.tag, p.value, p.port);
  unsigned char raw[sizeof p];
  memcpy(raw, &p, sizeof p);
  printf("%02x %02x %02x\n", raw[0], raw[1], raw[5]);
  struct rgb565 c;
  c.r = 31;
  c.g = 0;
  c.b = 1;
  unsigned short bits;
  memcpy(&bits, &c, sizeof bits);
  printf("%04x %zu\n", bits, sizeof c);
  return 0;
}
