/* A small find/du/ls -l-like command-line tool of the kind Ferret meets in
 * the wild: getopt options, a recursive walk with opendir/readdir (names
 * sorted, as readdir's order is the file system's), lstat for each entry,
 * sizes summed per directory, basename/dirname of the operands, chdir and
 * getcwd, access, and fstat of an opened file checked against stat.
 * Written for Ferret's differential test (public domain). */
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int long_format, max_depth = -1, only_dirs, count_lines;

static void usage(const char *prog) {
  fprintf(stderr, "usage: %s [-l] [-D] [-c] [-d DEPTH] DIR...\n", prog);
  exit(2);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void mode_string(mode_t m, char out[11]) {
  out[0] = S_ISDIR(m) ? 'd' : S_ISLNK(m) ? 'l' : S_ISREG(m) ? '-' : '?';
  const char *rwx = "rwxrwxrwx";
  for (int i = 0; i < 9; ++i) out[i + 1] = (m & (0400 >> i)) ? rwx[i] : '-';
  out[10] = '\0';
}

static long lines_of(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  struct stat a, b;
  if (fstat(fileno(f), &a) != 0 || stat(path, &b) != 0 || a.st_size != b.st_size) {
    fclose(f);
    return -2;
  }
  long n = 0;
  int c;
  while ((c = fgetc(f)) != EOF) n += c == '\n';
  fclose(f);
  return n;
}

/* Prints the tree under path (depth levels deep); returns its bytes. */
static long walk(const char *path, int depth) {
  struct stat st;
  if (lstat(path, &st) != 0) {
    printf("%s: %s\n", path, strerror(errno));
    return 0;
  }
  long total = S_ISREG(st.st_mode) ? (long)st.st_size : 0;
  if (S_ISDIR(st.st_mode) && (max_depth < 0 || depth < max_depth)) {
    DIR *d = opendir(path);
    if (!d) {
      printf("%s: cannot open: %s\n", path, strerror(errno));
      return 0;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
      if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 4;
        names = realloc(names, cap * sizeof *names);
      }
      names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; ++i) {
      char *child = malloc(strlen(path) + strlen(names[i]) + 2);
      sprintf(child, "%s/%s", path, names[i]);
      total += walk(child, depth + 1);
      free(child);
      free(names[i]);
    }
    free(names);
  }
  if (only_dirs && !S_ISDIR(st.st_mode)) return total;
  if (long_format) {
    char mode[11];
    mode_string(st.st_mode, mode);
    printf("%s %2lu %6ld %s", mode, (unsigned long)st.st_nlink, total, path);
  } else {
    printf("%-6ld %s", total, path);
  }
  if (count_lines && S_ISREG(st.st_mode)) printf(" (%ld lines)", lines_of(path));
  printf("%s\n", S_ISDIR(st.st_mode) ? "/" : "");
  return total;
}

int main(int argc, char **argv) {
  int opt;
  while ((opt = getopt(argc, argv, "lDcd:")) != -1) {
    switch (opt) {
      case 'l': long_format = 1; break;
      case 'D': only_dirs = 1; break;
      case 'c': count_lines = 1; break;
      case 'd': max_depth = atoi(optarg); break;
      default: usage(argv[0]);
    }
  }
  if (optind == argc) usage(argv[0]);
  char cwd[4096];
  if (!getcwd(cwd, sizeof cwd)) return 1;
  printf("in %s\n", basename(cwd));
  for (int i = optind; i < argc; ++i) {
    char a[4096], b[4096];
    snprintf(a, sizeof a, "%s", argv[i]);
    snprintf(b, sizeof b, "%s", argv[i]);
    char *dir = dirname(a), *base = basename(b);
    printf("== %s (in %s), readable %d\n", base, dir, access(argv[i], R_OK) == 0);
    if (chdir(dir) != 0) {
      printf("chdir %s: %s\n", dir, strerror(errno));
      continue;
    }
    long bytes = walk(base, 0);
    printf("total %ld\n", bytes);
    if (chdir(cwd) != 0) return 1;
  }
  return 0;
}
