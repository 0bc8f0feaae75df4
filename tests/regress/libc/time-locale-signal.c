// <time.h>'s broken-down times, the "C" locale, signals delivered by raise
// (also a handler that longjmps out), getpid, sleep; system() refused.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DSYSTEM 2>&1 | FileCheck %s --check-prefix=SYSTEM
// RUN: %ferret run %s -DDEFAULT 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: ferret: exited with status 143
// CHECK: gmtime 2001-09-09 01:46:40 wday 0 mktime-roundtrip 1
// CHECK: setlocale C point '.' grouping-empty 1 fr NULL
// CHECK: handler got 10, raise 0
// CHECK: after longjmp from handler: 1
// CHECK: ignored, pid>0 1, sleep 0
#include <locale.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile int got;
static jmp_buf env;
static void on_usr1(int sig) { got = sig; }
static void escape(int sig) { longjmp(env, sig == SIGUSR2); }

int main(void) {
#ifdef SYSTEM
  // SYSTEM: time-locale-signal.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported: system() would run another program
  system("ls");
#endif
#ifdef DEFAULT
  raise(SIGTERM);
#endif
  time_t t = 1000000000;
  struct tm *tm = gmtime(&t);
  char buf[64];
  strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", tm);
  struct tm copy = *tm;
  printf("gmtime %s wday %d mktime-roundtrip %d\n", buf, tm->tm_wday, timegm(&copy) == t);
  const char *loc = setlocale(LC_ALL, "");
  struct lconv *lc = localeconv();
  printf("setlocale %s point '%s' grouping-empty %d fr %s\n", loc, lc->decimal_point, lc->grouping[0] == 0,
         setlocale(LC_ALL, "fr_FR.UTF-8") ? "set" : "NULL");
  signal(SIGUSR1, on_usr1);
  int r = raise(SIGUSR1);
  printf("handler got %d, raise %d\n", got, r);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = escape;
  sigaction(SIGUSR2, &sa, NULL);
  if (setjmp(env) == 0) raise(SIGUSR2);
  else printf("after longjmp from handler: 1\n");
  signal(SIGUSR1, SIG_IGN);
  raise(SIGUSR1);
  printf("ignored, pid>0 %d, sleep %u\n", getpid() > 0, sleep(0));
  return 0;
}
