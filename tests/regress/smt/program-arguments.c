// The program's arguments are inputs: argc may be any count.  The SMT
// engine does not model them, so it must not prove the program (it once
// took argc as 1 and answered TRUE); the explicit engine finds the bug.
// RUN: not %ferret verify %s --engine smt --timeout 10 | FileCheck %s --check-prefix=SMT
// RUN: not %ferret verify %s --timeout 10 | FileCheck %s --check-prefix=AUTO
// SMT: RESULT: UNKNOWN (main() takes the program's arguments
// AUTO: RESULT: FALSE(unreach-call)
extern void reach_error(void);
int main(int argc, char **argv) {
  (void)argv;
  if (argc > 3) reach_error();
  return 0;
}
