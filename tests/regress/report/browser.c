// The reports in a real browser (headless Chromium): each loads with no
// console error and no request beyond itself; the arrow keys step through
// a counterexample and move the highlighted line; the coverage page shows
// a line's goals on a click; the bench table sorts and filters.  The
// screenshots stay in the test's output directory for a person to look at.
// REQUIRES: chromium
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/list-uaf.c --html %t/violation.html > /dev/null
// RUN: %check-report walk %t/violation.html %t/violation | FileCheck %s --check-prefix=WALK
// WALK: loaded in {{[0-9]+}} ms
// WALK: → moved the highlighted line from 0:{{[0-9]+}} to 0:{{[0-9]+}} (step {{[0-9]+}} of {{[0-9]+}})
// WALK: the last step shows a drawing of memory
// RUN: %ferret cover %S/../cover/goals.c --tests %S/../cover/Inputs/goals --html %t/cover.html > /dev/null
// RUN: %check-report cover %t/cover.html %t/cover | FileCheck %s --check-prefix=COVER
// COVER: goal detail:
// RUN: %ferret bench %S/Inputs/tasks --timeout 20 --no-progress --html %t/bench.html --keep-reports %t/reports > /dev/null 2>&1
// RUN: %check-report bench %t/bench.html %t/bench | FileCheck %s --check-prefix=BENCH
// BENCH: 3 rows; mark correct: 3 rows; links: 3
// RUN: test -f %t/violation/walk.png && test -f %t/violation/walk-stepped.png && test -f %t/cover/cover-clicked.png && test -f %t/bench/bench-filtered.png
//
// The check can fail: a page whose script breaks.
// RUN: sed 's/const data = JSON.parse/const data = JSON.parsed/' %t/violation.html > %t/broken.html
// RUN: not %check-report walk %t/broken.html %t/broken | FileCheck %s --check-prefix=BROKEN
// BROKEN: FAIL: page error:
