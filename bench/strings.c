/* strings.c — string building and hashing: generate pseudo-random words,
 * intern them in a chained hash table (strlen/strcpy/memcmp), build long
 * sentences by copying, and hash everything. Deterministic, no memory errors.
 * Usage: strings [N]   N = number of words generated (default below)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 200000
#define TABLE_SIZE 16384
#define MAX_WORD 24
#define LINE_CAP 4096

struct entry {
    char *word;
    size_t len;
    unsigned int count;
    struct entry *next;
};

static unsigned long long lcg_state = 20240607u;

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

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (p == NULL) {
        printf("out of memory\n");
        exit(1);
    }
    return p;
}

/* FNV-1a over a NUL-terminated string, computed byte by byte. */
static unsigned int fnv1a(const char *s)
{
    unsigned int h = 2166136261u;
    while (*s != '\0') {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

/* Make a pronounceable-ish word of 2..18 chars (< MAX_WORD) into buf. Small
 * alphabet so that words repeat and the table sees hits as well as misses. */
static void make_word(char *buf)
{
    static const char cons[] = "bdklmnprst";
    static const char vow[] = "aeiou";
    unsigned int len = 2 + lcg_next() % 5u;
    if (lcg_next() % 8u == 0)
        len += 6 + lcg_next() % 7u; /* occasional long word, < MAX_WORD */
    for (unsigned int i = 0; i < len; i++) {
        unsigned int r = lcg_next();
        buf[i] = (i % 2u == 0) ? cons[r % 10u] : vow[r % 5u];
    }
    buf[len] = '\0';
}

static struct entry *intern(struct entry **table, const char *w, long *distinct)
{
    size_t len = strlen(w);
    unsigned int h = fnv1a(w) % TABLE_SIZE;
    for (struct entry *e = table[h]; e != NULL; e = e->next) {
        if (e->len == len && memcmp(e->word, w, len) == 0) {
            e->count++;
            return e;
        }
    }
    struct entry *e = xmalloc(sizeof *e);
    e->word = xmalloc(len + 1);
    strcpy(e->word, w);
    e->len = len;
    e->count = 1;
    e->next = table[h];
    table[h] = e;
    (*distinct)++;
    return e;
}

int main(int argc, char **argv)
{
    long n = parse_size(argc > 1 ? argv[1] : NULL, DEFAULT_N);
    struct entry **table = xmalloc(TABLE_SIZE * sizeof *table);
    memset(table, 0, TABLE_SIZE * sizeof *table);

    char word[MAX_WORD];
    char *line = xmalloc(LINE_CAP);
    char *prev = xmalloc(LINE_CAP);
    size_t line_len = 0;
    line[0] = '\0';
    prev[0] = '\0';

    long distinct = 0, lines = 0, same_prefix = 0;
    unsigned long long line_hash = 0, total_chars = 0;

    for (long i = 0; i < n; i++) {
        make_word(word);
        struct entry *e = intern(table, word, &distinct);
        /* append the interned copy to the current line */
        size_t wl = strlen(e->word);
        if (line_len + wl + 2 >= LINE_CAP || (lcg_next() % 64u) == 0) {
            /* finish the line: hash it, compare with the previous one, keep it */
            size_t pl = strlen(prev);
            size_t m = pl < line_len ? pl : line_len;
            if (m >= 2 && memcmp(prev, line, 2) == 0)
                same_prefix++;
            line_hash = line_hash * 1000003ull + fnv1a(line);
            total_chars += strlen(line);
            strcpy(prev, line);
            line_len = 0;
            line[0] = '\0';
            lines++;
        }
        if (line_len > 0)
            line[line_len++] = ' ';
        strcpy(line + line_len, e->word);
        line_len += wl;
    }
    line_hash = line_hash * 1000003ull + fnv1a(line);
    total_chars += strlen(line);

    /* walk the table: find the most frequent word, hash all (word,count) */
    unsigned long long table_hash = 0;
    const struct entry *best = NULL;
    for (int b = 0; b < TABLE_SIZE; b++) {
        unsigned long long bh = 0;
        for (const struct entry *e = table[b]; e != NULL; e = e->next) {
            /* order-independent within a bucket */
            bh += (unsigned long long)fnv1a(e->word) * (e->count + 1u);
            if (best == NULL || e->count > best->count ||
                (e->count == best->count && strcmp(e->word, best->word) < 0))
                best = e;
        }
        table_hash = table_hash * 31u + bh;
    }
    printf("strings n=%ld distinct=%ld lines=%ld same_prefix=%ld chars=%llu\n",
           n, distinct, lines, same_prefix, total_chars);
    if (best != NULL)
        printf("most frequent: %s x%u\n", best->word, best->count);
    printf("checksum %llu %llu\n", line_hash, table_hash);

    for (int b = 0; b < TABLE_SIZE; b++) {
        struct entry *e = table[b];
        while (e != NULL) {
            struct entry *next = e->next;
            free(e->word);
            free(e);
            e = next;
        }
    }
    free(table);
    free(line);
    free(prev);
    return 0;
}
