/* A list of lists three levels deep, each level of nondeterministic length, built by
   insertion at the head and destroyed top-down (the pattern of Predator's five-level
   test, fewer levels): expected TRUE for valid-memsafety. */
extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
struct L4 { struct L4 *next; void *down; };
struct L3 { struct L3 *next; struct L4 *down; };
struct L2 { struct L2 *next; struct L3 *down; };
static void* zalloc_or_die(unsigned size) { void *ptr = calloc(1U, size); if (ptr) return ptr; abort(); }
static void L4_insert(struct L4 **list) { struct L4 *item = zalloc_or_die(sizeof *item); item->down = zalloc_or_die(119U); item->next = *list; *list = item; }
static void L3_insert(struct L3 **list) { struct L3 *item = zalloc_or_die(sizeof *item); do L4_insert(&item->down); while (__VERIFIER_nondet_int()); item->next = *list; *list = item; }
static void L2_insert(struct L2 **list) { struct L2 *item = zalloc_or_die(sizeof *item); do L3_insert(&item->down); while (__VERIFIER_nondet_int()); item->next = *list; *list = item; }
static void L4_destroy(struct L4 *list) { do { free(list->down); struct L4 *next = list->next; free(list); list = next; } while (list); }
static void L3_destroy(struct L3 *list) { do { L4_destroy(list->down); struct L3 *next = list->next; free(list); list = next; } while (list); }
static void L2_destroy(struct L2 *list) { do { L3_destroy(list->down); struct L2 *next = list->next; free(list); list = next; } while (list); }
int main() { static struct L2 *list; do L2_insert(&list); while (__VERIFIER_nondet_int()); L2_destroy(list); }
