// bench/testgen/progs/ring.c, a ring buffer driven by inputs: the shape
// engine's proof of all goals at once relates its eight counters in a
// polyhedron, and one BHRZ03 widening of it ran for seconds inside the
// Parma Polyhedra Library, where no engine looks at its stop flag: testgen
// overran its CPU budget and its watchdog ended it without the table
// ("ferret: stopped: CPU time limit of 3 s reached").  The library's long
// computations are now abandoned once the flag is raised, the shape
// engine's run ends UNKNOWN for its limit, and the generation goes on to
// its account.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %S/../../../bench/testgen/progs/ring.c --out %t.suite --timeout 3 --quiet > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: not grep stopped %t.err
// CHECK: goals: 22; covered {{[0-9]+}}, infeasible {{[0-9]+}}, unknown {{[0-9]+}}
// CHECK: tests: {{[0-9]+}} found
