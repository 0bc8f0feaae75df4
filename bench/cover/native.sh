#!/usr/bin/env bash
# The native pipeline ferret cover is compared with: compile once with
# gcc --coverage, run every test natively (its inputs on stdin, read by a
# harness defining __VERIFIER_nondet_int), then gcov with branch counts.
# usage: native.sh WORKDIR   (WORKDIR holds prog.c and inputs/*.txt)
set -euo pipefail
cd "$1"
rm -f ./*.gcda
gcc --coverage -O0 -w -o native prog.c harness.c
for f in inputs/*.txt; do ./native < "$f" > /dev/null || true; done
gcov -b native-prog.gcda > /dev/null
