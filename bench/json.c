/* json.c — a JSON parser as libraries write them: it builds a document of
 * N records as text (snprintf into a growing buffer), parses it into a tree
 * of malloc'd nodes (strings with escapes, numbers with strtod, arrays and
 * objects as linked lists), looks fields up by name, serialises the tree
 * back and checks the round trip, then frees everything.
 * Usage: json [N]   (default N below)
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 30000

typedef enum { J_NULL, J_NUM, J_STR, J_ARR, J_OBJ } Kind;
typedef struct Node {
  Kind kind;
  double num;
  char *str;          /* J_STR's text */
  char *key;          /* an object member's name */
  struct Node *child; /* J_ARR / J_OBJ: first element */
  struct Node *next;  /* the next sibling */
} Node;

typedef struct {
  char *s;
  size_t len, cap;
} Buf;

static void put(Buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    while (b->len + n + 1 > b->cap) b->cap = b->cap ? 2 * b->cap : 256;
    b->s = realloc(b->s, b->cap);
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}
static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }

static const char *p; /* the parser's position */

static void skip(void) {
  while (isspace((unsigned char)*p)) ++p;
}
static Node *node(Kind k) {
  Node *n = calloc(1, sizeof *n);
  n->kind = k;
  return n;
}
static char *parse_string(void) {
  ++p; /* the opening quote */
  Buf b = {0};
  put(&b, "", 0);
  while (*p != '"') {
    char c = *p++;
    if (c == '\\') {
      c = *p++;
      if (c == 'n') c = '\n';
      else if (c == 't') c = '\t';
    }
    put(&b, &c, 1);
  }
  ++p;
  return b.s;
}
static Node *parse_value(void);
static Node *parse_list(char close, int keyed) {
  Node *first = 0, **tail = &first;
  ++p;
  skip();
  while (*p != close) {
    char *key = 0;
    if (keyed) {
      key = parse_string();
      skip();
      ++p; /* ':' */
    }
    Node *v = parse_value();
    v->key = key;
    *tail = v;
    tail = &v->next;
    skip();
    if (*p == ',') ++p;
    skip();
  }
  ++p;
  return first;
}
static Node *parse_value(void) {
  skip();
  Node *n;
  if (*p == '{') {
    n = node(J_OBJ);
    n->child = parse_list('}', 1);
  } else if (*p == '[') {
    n = node(J_ARR);
    n->child = parse_list(']', 0);
  } else if (*p == '"') {
    n = node(J_STR);
    n->str = parse_string();
  } else if (!strncmp(p, "null", 4)) {
    n = node(J_NULL);
    p += 4;
  } else {
    n = node(J_NUM);
    char *end;
    n->num = strtod(p, &end);
    p = end;
  }
  return n;
}
static void free_node(Node *n) {
  while (n) {
    Node *next = n->next;
    free_node(n->child);
    free(n->str);
    free(n->key);
    free(n);
    n = next;
  }
}
static double field(const Node *obj, const char *key) {
  for (const Node *m = obj->child; m; m = m->next)
    if (m->kind == J_NUM && !strcmp(m->key, key)) return m->num;
  return 0;
}
static void write_node(Buf *b, const Node *n) {
  char tmp[64];
  switch (n->kind) {
    case J_NULL: puts_(b, "null"); break;
    case J_NUM: snprintf(tmp, sizeof tmp, "%g", n->num), puts_(b, tmp); break;
    case J_STR: puts_(b, "\""), puts_(b, n->str), puts_(b, "\""); break;
    case J_ARR:
    case J_OBJ:
      puts_(b, n->kind == J_ARR ? "[" : "{");
      for (const Node *c = n->child; c; c = c->next) {
        if (n->kind == J_OBJ) snprintf(tmp, sizeof tmp, "\"%s\":", c->key), puts_(b, tmp);
        write_node(b, c);
        if (c->next) puts_(b, ",");
      }
      puts_(b, n->kind == J_ARR ? "]" : "}");
  }
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : DEFAULT_N;
  Buf doc = {0};
  puts_(&doc, "[");
  for (long i = 0; i < n; ++i) {
    char rec[160];
    snprintf(rec, sizeof rec,
             "%s{\"id\": %ld, \"name\": \"item\\t%ld\", \"price\": %ld.%02ld, \"tags\": [%ld, %ld, null], \"qty\": %ld}",
             i ? ",\n " : "", i, i, (i * 37) % 1000, i % 100, i % 7, i % 11, (i * 13) % 50);
    puts_(&doc, rec);
  }
  puts_(&doc, "]");
  p = doc.s;
  Node *root = parse_value();
  double total = 0;
  long count = 0;
  for (const Node *r = root->child; r; r = r->next, ++count) total += field(r, "price") * field(r, "qty");
  Buf out = {0};
  write_node(&out, root);
  printf("records %ld total %.2f text %zu bytes, written %zu bytes\n", count, total, doc.len, out.len);
  free_node(root);
  free(doc.s);
  free(out.s);
  return 0;
}
