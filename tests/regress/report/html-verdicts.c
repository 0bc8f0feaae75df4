// verify --html for TRUE (the engine, what was explored) and UNKNOWN (the
// reason), and --html into a directory that does not exist (one line, exit 2).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ferret verify %S/Inputs/safe.c --html %t/true.html | FileCheck %s --check-prefix=TRUE-TEXT
// TRUE-TEXT: RESULT: TRUE
// RUN: FileCheck %s --check-prefix=TRUE < %t/true.html
// TRUE: <title>Ferret: TRUE for {{.*}}safe.c</title>
// TRUE: "engine":"{{explore|shape|smt}}"
// TRUE-SAME: "invariants":[]
// TRUE-SAME: "invariantsWhy":"no loop was entered"
// TRUE-SAME: "runs":{{.}}["{{[a-z ]+}}","{{[0-9.]+}} s","TRUE",""]]
// TRUE-SAME: "stats":{{.}}["states stored",
// TRUE-SAME: "verdict":"TRUE"
// RUN: not %ferret verify %S/Inputs/list-uaf.c --max-states 1 --html %t/unknown.html | FileCheck %s --check-prefix=UNKNOWN-TEXT
// UNKNOWN-TEXT: RESULT: UNKNOWN
// RUN: FileCheck %s --check-prefix=UNKNOWN < %t/unknown.html
// UNKNOWN: "reason":"
// UNKNOWN-SAME: "verdict":"UNKNOWN"
// RUN: not %ferret verify %S/Inputs/safe.c --html %t/missing/x.html 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ferret: error: cannot write --html {{.*}}missing/x.html: no such directory
