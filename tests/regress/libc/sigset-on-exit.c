// Signal sets are tracked: sigemptyset/sigfillset/sigaddset/sigdelset/
// sigismember as glibc's (sigfillset leaves out its own signals 32 and
// 33, sigaddset refuses them with EINVAL); sigprocmask and
// pthread_sigmask keep the process's mask, a signal raised while blocked
// is pending (sigpending) and arrives when unblocked; on_exit handlers
// get the exit status and their argument, in one order with atexit's.
// The output is compared with gcc's build.  Misuse: sigismember on a set
// never initialised, an on_exit handler that is no function.
// RUN: gcc -w -o %t.native %s && %t.native > %t.want; test $? = 3
// RUN: %ferret run %s > %t.got 2> %t.err
// RUN: FileCheck %s --check-prefix=STATUS < %t.err
// RUN: diff %t.want %t.got
// RUN: FileCheck %s < %t.got
// RUN: not %ferret run %s -DUNINIT 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %ferret run %s -DNOTFN 2>&1 | FileCheck %s --check-prefix=NOTFN
// CHECK: fill: 1 1 0 0 1 1
// CHECK: pending 1, handled 0
// CHECK: unblocked: handled 1, pending 0
// CHECK: on_exit 3 second
// CHECK: atexit
// CHECK: on_exit 3 first
// NOTFN: error: invalid-call: on_exit handler is not a function
// STATUS: ferret: exited with status 3
// UNINIT: error: uninitialized-value: sigismember reads a sigset_t that sigemptyset or sigfillset never initialised
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static volatile int handled;
static void onusr(int sig) { handled += sig == SIGUSR1; }
static void bye(int status, void *arg) { printf("on_exit %d %s\n", status, (const char *)arg); }
static void plain(void) { printf("atexit\n"); }

int main(void) {
  sigset_t s, old;
  sigemptyset(&s);
  printf("empty: %d %d\n", sigismember(&s, SIGINT), sigismember(&s, 64));
  printf("add: %d", sigaddset(&s, SIGINT));
  printf(" %d", sigaddset(&s, 64));
  printf(" %d %d %d\n", sigismember(&s, SIGINT), sigismember(&s, 64), sigismember(&s, SIGTERM));
  printf("del: %d", sigdelset(&s, SIGINT));
  printf(" %d\n", sigismember(&s, SIGINT));
  errno = 0;
  printf("bad: %d", sigaddset(&s, 0));
  printf(" %d", errno == EINVAL);
  printf(" %d", sigaddset(&s, 65));
  printf(" %d", sigaddset(&s, 32));
  printf(" %d\n", sigismember(&s, 99));
  sigfillset(&s);
  printf("fill: %d %d %d %d %d %d\n", sigismember(&s, 1), sigismember(&s, 31), sigismember(&s, 32),
         sigismember(&s, 33), sigismember(&s, 34), sigismember(&s, 64));

  signal(SIGUSR1, onusr);
  sigemptyset(&s);
  sigaddset(&s, SIGUSR1);
  printf("block %d\n", sigprocmask(SIG_BLOCK, &s, &old));
  printf("old has usr1 %d\n", sigismember(&old, SIGUSR1));
  raise(SIGUSR1);
  sigset_t p;
  sigpending(&p);
  printf("pending %d, handled %d\n", sigismember(&p, SIGUSR1), handled);
  sigset_t now;
  sigprocmask(SIG_SETMASK, NULL, &now);
  printf("mask has usr1 %d, usr2 %d\n", sigismember(&now, SIGUSR1), sigismember(&now, SIGUSR2));
  errno = 0;
  printf("bad how %d", sigprocmask(99, &s, NULL));
  printf(" %d, pthread %d\n", errno == EINVAL, pthread_sigmask(99, &s, NULL) == EINVAL);
  pthread_sigmask(SIG_UNBLOCK, &s, NULL);
  sigpending(&p);
  printf("unblocked: handled %d, pending %d\n", handled, sigismember(&p, SIGUSR1));

  on_exit(bye, "first");
  atexit(plain);
  on_exit(bye, "second");
#ifdef UNINIT
  sigset_t never;
  sigismember(&never, SIGINT);
#elif defined(NOTFN)
  static int data;
  on_exit((void (*)(int, void *))&data, NULL);
#endif
  exit(3);
}
