// environ is main's envp (the same array, glibc's __environ too);
// program_invocation_name is argv[0] and its short name the last
// component; sysconf gives glibc's limits and the machine's processors
// (the host's, in run).
// RUN: env -i FOO=bar BAZ=1 %ferret run %s | FileCheck %s
// RUN: not %ferret verify %s --engine explore | FileCheck %s --check-prefix=VERIFY
// CHECK: environ is envp 1, __environ 1
// CHECK: FOO=bar
// CHECK: BAZ=1
// CHECK: name ends in process-vars 1, short name process-vars{{(\.c)?}} 1
// CHECK: page 4096, clk 100, processors > 0: 1, bogus -1
// VERIFY: RESULT: UNKNOWN ({{.*}}envp
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

extern char **environ;
extern char **__environ;
extern char *program_invocation_name, *program_invocation_short_name;

int main(int argc, char **argv, char **envp) {
  printf("environ is envp %d, __environ %d\n", environ == envp, __environ == envp);
  for (char **e = environ; *e; ++e)
    if (strncmp(*e, "FOO=", 4) == 0 || strncmp(*e, "BAZ=", 4) == 0) printf("%s\n", *e);
  const char *tail = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
  printf("name ends in process-vars %d, short name %s %d\n", strcmp(program_invocation_name, argv[0]) == 0,
         program_invocation_short_name, strcmp(program_invocation_short_name, tail) == 0);
  printf("page %ld, clk %ld, processors > 0: %d, bogus %ld\n", sysconf(_SC_PAGESIZE), sysconf(_SC_CLK_TCK),
         sysconf(_SC_NPROCESSORS_ONLN) > 0, sysconf(-5));
  return 0;
}
