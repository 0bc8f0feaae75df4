/* Word frequencies: reads stdin, builds a hash table of words, writes the
 * table to a temporary file, reads it back, sorts with qsort and prints
 * the most frequent words and some statistics computed with <math.h>. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  char *word;
  int count;
  struct entry *next;
};

static struct entry *table[97];

static unsigned hash(const char *s) {
  unsigned h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h % 97;
}
static void add(const char *w) {
  struct entry **p = &table[hash(w)];
  for (; *p; p = &(*p)->next)
    if (!strcmp((*p)->word, w)) {
      ++(*p)->count;
      return;
    }
  *p = calloc(1, sizeof **p);
  (*p)->word = strdup(w);
  (*p)->count = 1;
}
static int by_count(const void *a, const void *b) {
  const struct entry *x = a, *y = b;
  if (x->count != y->count) return y->count - x->count;
  return strcmp(x->word, y->word);
}

int main(void) {
  char word[64];
  int n = 0, c;
  while ((c = getchar()) != EOF) {
    if (isalpha(c)) {
      if (n < 63) word[n++] = (char)tolower(c);
    } else if (n) {
      word[n] = 0;
      add(word);
      n = 0;
    }
  }
  if (n) word[n] = 0, add(word);
  FILE *tmp = tmpfile();
  int distinct = 0;
  for (int i = 0; i < 97; ++i)
    for (struct entry *e = table[i]; e; e = e->next) fprintf(tmp, "%s %d\n", e->word, e->count), ++distinct;
  rewind(tmp);
  struct entry *all = malloc(distinct * sizeof *all);
  char buf[64];
  int k = 0, total = 0;
  while (k < distinct && fscanf(tmp, "%63s %d", buf, &all[k].count) == 2) {
    all[k].word = strdup(buf);
    total += all[k++].count;
  }
  fclose(tmp);
  qsort(all, k, sizeof *all, by_count);
  for (int i = 0; i < k && i < 5; ++i) printf("%-10s %d\n", all[i].word, all[i].count);
  double mean = (double)total / k, var = 0;
  for (int i = 0; i < k; ++i) var += pow(all[i].count - mean, 2);
  printf("words %d distinct %d mean %.4f stddev %.4f log2 %.4f\n", total, k, mean, sqrt(var / k), log2(k));
  for (int i = 0; i < k; ++i) free(all[i].word);
  free(all);
  for (int i = 0; i < 97; ++i)
    for (struct entry *e = table[i], *next; e; e = next) {
      next = e->next;
      free(e->word);
      free(e);
    }
  return 0;
}
