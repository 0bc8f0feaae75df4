// A chained hash table with string keys: insert, update, lookup, delete,
// resize, free everything.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 4 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 50 32
// CHECK-NEXT: -7 2401 1
// CHECK-NEXT: 25 25 0
// CHECK-NEXT: 20769
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  char *key;
  int value;
  struct entry *next;
};

struct table {
  struct entry **slots;
  unsigned nslots, count;
};

static unsigned hash(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; s++) {
    h ^= (unsigned char)*s;
    h *= 16777619u;
  }
  return h;
}

static void resize(struct table *t, unsigned n) {
  struct entry **slots = calloc(n, sizeof *slots);
  for (unsigned i = 0; i < t->nslots; i++) {
    struct entry *e = t->slots[i];
    while (e) {
      struct entry *next = e->next;
      unsigned k = hash(e->key) % n;
      e->next = slots[k];
      slots[k] = e;
      e = next;
    }
  }
  free(t->slots);
  t->slots = slots;
  t->nslots = n;
}

static void put(struct table *t, const char *key, int value) {
  unsigned k = hash(key) % t->nslots;
  for (struct entry *e = t->slots[k]; e; e = e->next)
    if (strcmp(e->key, key) == 0) {
      e->value = value;
      return;
    }
  struct entry *e = malloc(sizeof *e);
  e->key = strdup(key);
  e->value = value;
  e->next = t->slots[k];
  t->slots[k] = e;
  if (++t->count > 2 * t->nslots)
    resize(t, 2 * t->nslots);
}

static int *get(struct table *t, const char *key) {
  for (struct entry *e = t->slots[hash(key) % t->nslots]; e; e = e->next)
    if (strcmp(e->key, key) == 0)
      return &e->value;
  return NULL;
}

static int del(struct table *t, const char *key) {
  struct entry **pe = &t->slots[hash(key) % t->nslots];
  for (; *pe; pe = &(*pe)->next)
    if (strcmp((*pe)->key, key) == 0) {
      struct entry *dead = *pe;
      *pe = dead->next;
      free(dead->key);
      free(dead);
      t->count--;
      return 1;
    }
  return 0;
}

int main(void) {
  struct table t = {calloc(2, sizeof(struct entry *)), 2, 0};
  char key[16];
  for (int i = 0; i < 50; i++) {
    snprintf(key, sizeof key, "k%d", i);
    put(&t, key, i * i);
  }
  put(&t, "k7", -7);
  printf("%u %u\n", t.count, t.nslots);
  printf("%d %d %d\n", *get(&t, "k7"), *get(&t, "k49"), get(&t, "k50") == NULL);
  int removed = 0;
  for (int i = 0; i < 50; i += 2) {
    snprintf(key, sizeof key, "k%d", i);
    removed += del(&t, key);
  }
  printf("%d %u %d\n", removed, t.count, del(&t, "k0"));
  long sum = 0;
  for (unsigned i = 0; i < t.nslots; i++)
    for (struct entry *e = t.slots[i]; e; e = e->next)
      sum += e->value;
  printf("%ld\n", sum);
  for (unsigned i = 0; i < t.nslots; i++) {
    struct entry *e = t.slots[i];
    while (e) {
      struct entry *next = e->next;
      free(e->key);
      free(e);
      e = next;
    }
  }
  free(t.slots);
  return 0;
}
