// Pointers whose provenance is lost (a mark-and-sweep collector sets a
// bit in the low byte of its cells' pointers and clears it again, as
// rxi/fe does) are resolved by address: the loop's loads and stores find
// the object the last lookup by address found without searching again
// (Memory::lastFoundHolding), and keep every check the general path makes:
// a freed block, a returned frame's local and the gap after an object are
// still reported through such a pointer, and --strict-uninit still sees an
// uninitialised value read through one.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: not %ferret run %s -D FREED 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not %ferret run %s -D STORE_FREED 2>&1 | FileCheck %s --check-prefix=STORE-FREED
// RUN: not %ferret run %s -D RETURNED 2>&1 | FileCheck %s --check-prefix=RETURNED
// RUN: not %ferret run %s -D PAST 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not %ferret run --strict-uninit %s -D UNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// CHECK: sum 4950 cells 100 marked 0
// FREED: error: use-after-free: read of 8 bytes at offset 8 of a freed heap block of 32 bytes allocated by malloc
// STORE-FREED: error: use-after-free: write of 8 bytes at offset 8 of a freed heap block of 32 bytes allocated by malloc
// RETURNED: error: use-after-return: read of 4 bytes in local variable 'local' of 4 bytes in 'dangling', whose function has returned
// PAST: error: out-of-bounds: read of 8 bytes at offset 32 of heap block of 32 bytes allocated by malloc
// UNINIT: error: uninitialized-value: a read value depends on an uninitialised value
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cell { struct cell *next; long value; long spare[2]; };

// Sets or clears bit 1 of the pointer's first byte, as fe's GC mark does:
// the pointer's bytes are rewritten, so its provenance is gone.
static void mark(struct cell **slot, int on) {
  unsigned char *byte = (unsigned char *)slot;
  if (on) *byte |= 2;
  else *byte &= ~2;
}

static int *dangling(void) {
  int local = 7;
  int *p = &local;
  mark((struct cell **)&p, 1);
  mark((struct cell **)&p, 0);
  return p;
}

int main(void) {
  struct cell *head = NULL;
  for (int i = 0; i < 100; ++i) {
    struct cell *c = malloc(sizeof *c);
    c->next = head;
    c->value = i;
    c->spare[1] = 0;
    head = c;
  }
  for (struct cell *c = head; c; c = c->next) mark(&c->next, 1), mark(&c->next, 0);
  long sum = 0;
  int cells = 0, marked = 0;
  for (struct cell *c = head; c; c = c->next) {
    sum += c->value;
    c->spare[0] = c->value;  // a store through the address-only pointer
    marked += ((unsigned long)c->next & 2) != 0;
    ++cells;
  }
#ifdef FREED
  struct cell *second = head->next;
  free(second);
  printf("%ld\n", second->value == 0 ? 0 : (long)second->next);
#endif
#ifdef STORE_FREED
  struct cell *second = head->next;
  long before = second->value;  // found by address: the lookup remembers this block
  free(second);
  second->value = before;
#endif
#ifdef RETURNED
  printf("%d\n", *dangling());
#endif
#ifdef PAST
  struct cell *second = head->next;
  printf("%ld\n", second->spare[1] + (long)second[1].next);
#endif
#ifdef UNINIT
  struct cell *fresh = malloc(sizeof *fresh);
  fresh->next = NULL;
  head->next = fresh;
  mark(&head->next, 1);
  mark(&head->next, 0);
  printf("%ld\n", head->next->value);
#endif
  printf("sum %ld cells %d marked %d\n", sum, cells, marked);
  while (head) {
    struct cell *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
