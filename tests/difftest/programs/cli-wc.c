/* A small wc/head-like command-line tool of the kind Ferret meets in the
 * wild: getopt_long with permuted operands, files opened with fopen,
 * counts in glibc's printf, and a usage error on stderr.
 * Written for Ferret's differential test (public domain). */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct counts {
  long lines, words, bytes, longest;
};

static int show_lines, show_words, show_bytes, show_longest;
static long head_lines = -1;

static void usage(const char *prog) {
  fprintf(stderr, "usage: %s [-lwcL] [-n LINES] [--lines] [--words] [--bytes] [FILE]...\n", prog);
  exit(2);
}

static int count_stream(FILE *f, struct counts *c) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, f)) != -1) {
    if (head_lines >= 0 && c->lines >= head_lines) break;
    int in_word = 0;
    for (ssize_t i = 0; i < len; ++i) {
      unsigned char ch = (unsigned char)line[i];
      if (isspace(ch)) in_word = 0;
      else if (!in_word) {
        in_word = 1;
        c->words++;
      }
    }
    c->bytes += len;
    if (line[len - 1] == '\n') {
      c->lines++;
      --len;
    }
    if (len > c->longest) c->longest = len;
  }
  free(line);
  return ferror(f) ? -1 : 0;
}

static void print_counts(const struct counts *c, const char *name) {
  if (show_lines) printf(" %7ld", c->lines);
  if (show_words) printf(" %7ld", c->words);
  if (show_bytes) printf(" %7ld", c->bytes);
  if (show_longest) printf(" %7ld", c->longest);
  if (name) printf(" %s", name);
  putchar('\n');
}

int main(int argc, char **argv) {
  static const struct option longopts[] = {
      {"lines", no_argument, NULL, 'l'},        {"words", no_argument, NULL, 'w'},
      {"bytes", no_argument, NULL, 'c'},        {"max-line-length", no_argument, NULL, 'L'},
      {"head", required_argument, NULL, 'n'},   {"help", no_argument, NULL, 'h'},
      {NULL, 0, NULL, 0}};
  int opt;
  while ((opt = getopt_long(argc, argv, "lwcLn:h", longopts, NULL)) != -1) {
    switch (opt) {
      case 'l': show_lines = 1; break;
      case 'w': show_words = 1; break;
      case 'c': show_bytes = 1; break;
      case 'L': show_longest = 1; break;
      case 'n': {
        char *end;
        errno = 0;
        head_lines = strtol(optarg, &end, 10);
        if (errno || *end || head_lines < 0) {
          fprintf(stderr, "%s: invalid line count '%s'\n", argv[0], optarg);
          return 2;
        }
        break;
      }
      case 'h': usage(argv[0]); break;
      default: usage(argv[0]);
    }
  }
  if (!show_lines && !show_words && !show_bytes && !show_longest) show_lines = show_words = show_bytes = 1;
  struct counts total = {0, 0, 0, 0};
  int status = 0, files = argc - optind;
  for (int i = optind; i < argc; ++i) {
    FILE *f = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "r");
    if (!f) {
      fprintf(stderr, "%s: %s: %s\n", argv[0], argv[i], strerror(errno));
      status = 1;
      continue;
    }
    struct counts c = {0, 0, 0, 0};
    if (count_stream(f, &c) != 0) status = 1;
    if (f != stdin) fclose(f);
    print_counts(&c, argv[i]);
    total.lines += c.lines;
    total.words += c.words;
    total.bytes += c.bytes;
    if (c.longest > total.longest) total.longest = c.longest;
  }
  if (files == 0) {
    count_stream(stdin, &total);
    print_counts(&total, NULL);
  } else if (files > 1) {
    print_counts(&total, "total");
  }
  return status;
}
