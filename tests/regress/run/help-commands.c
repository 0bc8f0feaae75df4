// `ferret help` lists the commands (exit 0), `ferret help run` shows run's
// options, and an unknown command is an error that lists them (exit 2).
// Before, both said only "A subcommand is required".
// RUN: %ferret help | FileCheck %s --check-prefix=HELP
// RUN: %ferret help run | FileCheck %s --check-prefix=RUNHELP
// RUN: not %ferret frob %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %ferret frob %s; test $? -eq 2
// RUN: not %ferret 2>&1 | FileCheck %s --check-prefix=NONE
// HELP: Subcommands:
// HELP-DAG: run
// HELP-DAG: verify
// HELP-DAG: cover
// HELP-DAG: testgen
// HELP-DAG: bench
// RUNHELP: --inputs
// UNKNOWN: ferret: error: no command 'frob' (commands: run, ir, verify, cover, testgen, bench; see ferret --help)
// NONE: ferret: error: no command given (commands: run, ir, verify, cover, testgen, bench; see ferret --help)
int main(void) { return 0; }
