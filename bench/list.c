/* list.c — linked-list churn: many malloc/free of nodes, sorted insertion,
 * deletion, traversal. Deterministic (own LCG), no memory errors, no leaks.
 * Usage: list [N]   N = number of operations (default below)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 300000
#define NBUCKETS 256     /* keep lists short-ish so the work is malloc/free-heavy */

struct node {
    unsigned int key;
    unsigned int payload[3];
    struct node *next;
};

static unsigned long long lcg_state = 987654321u;

static unsigned int lcg_next(void)
{
    lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned int)(lcg_state >> 33);
}

static long parse_size(const char *s, long dflt)
{
    long v = 0;
    if (s == NULL || *s == '\0')
        return dflt;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s - '0');
        if (v > 100000000)
            return dflt;
        s++;
    }
    return v > 0 ? v : dflt;
}

/* Insert key keeping the list sorted ascending. */
static void insert_sorted(struct node **head, unsigned int key)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL) {
        printf("out of memory\n");
        exit(1);
    }
    n->key = key;
    n->payload[0] = key ^ 0x5a5a5a5au;
    n->payload[1] = key * 2654435761u;
    n->payload[2] = key >> 3;
    struct node **pp = head;
    while (*pp != NULL && (*pp)->key < key)
        pp = &(*pp)->next;
    n->next = *pp;
    *pp = n;
}

/* Delete the first node with key >= key (wrapping to the head); returns 1 if
 * something was removed. */
static int delete_near(struct node **head, unsigned int key, unsigned long long *acc)
{
    struct node **pp = head;
    while (*pp != NULL && (*pp)->key < key)
        pp = &(*pp)->next;
    if (*pp == NULL)
        pp = head;
    if (*pp == NULL)
        return 0;
    struct node *victim = *pp;
    *acc += victim->key + victim->payload[0] + victim->payload[1] + victim->payload[2];
    *pp = victim->next;
    free(victim);
    return 1;
}

static unsigned long long traverse(const struct node *n, long *count)
{
    unsigned long long h = 0;
    for (; n != NULL; n = n->next) {
        h = h * 31u + n->key + n->payload[1];
        (*count)++;
    }
    return h;
}

/* Reverse a list in place. */
static struct node *reverse(struct node *n)
{
    struct node *prev = NULL;
    while (n != NULL) {
        struct node *next = n->next;
        n->next = prev;
        prev = n;
        n = next;
    }
    return prev;
}

static void free_list(struct node *n)
{
    while (n != NULL) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

int main(int argc, char **argv)
{
    long ops = parse_size(argc > 1 ? argv[1] : NULL, DEFAULT_N);
    struct node *buckets[NBUCKETS];
    memset(buckets, 0, sizeof buckets);

    unsigned long long acc = 0;
    long inserted = 0, deleted = 0;
    for (long i = 0; i < ops; i++) {
        unsigned int r = lcg_next();
        unsigned int b = r % NBUCKETS;
        unsigned int key = lcg_next() % 100000u;
        /* 55% insert, 45% delete: lists grow slowly, lots of churn */
        if ((r >> 8) % 20u < 11u) {
            insert_sorted(&buckets[b], key);
            inserted++;
        } else {
            deleted += delete_near(&buckets[b], key, &acc);
        }
        if (i % 50000 == 49999) {
            /* periodically reverse every list twice (traversal + pointer churn) */
            for (int k = 0; k < NBUCKETS; k++)
                buckets[k] = reverse(reverse(buckets[k]));
        }
    }

    long live = 0;
    unsigned long long h = 0;
    for (int k = 0; k < NBUCKETS; k++)
        h = h * 1000003u + traverse(buckets[k], &live);
    for (int k = 0; k < NBUCKETS; k++)
        free_list(buckets[k]);

    printf("list ops=%ld inserted=%ld deleted=%ld live=%ld\n", ops, inserted, deleted, live);
    printf("checksum %llu %llu\n", h, acc);
    return live == inserted - deleted ? 0 : 1;
}
