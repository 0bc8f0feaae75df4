// Each command's --help speaks of that command: the note on program
// arguments after `--` belongs to `run` alone (it used to close the help
// of verify, cover and bench too).
// RUN: %ferret run --help | FileCheck %s --check-prefix=RUNHELP
// RUN: %ferret verify --help | FileCheck %s --check-prefix=OTHER
// RUN: %ferret cover --help | FileCheck %s --check-prefix=OTHER
// RUN: %ferret --help | FileCheck %s --check-prefix=OTHER
// RUNHELP-DAG: --inputs
// RUNHELP-DAG: Arguments after `--` are the program's own
// OTHER-NOT: ferret run FILE.c
int main(void) { return 0; }
