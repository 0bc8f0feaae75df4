#!/usr/bin/env python3
"""gcov on a native build agrees with `ferret cover` on a generated suite.

usage: gcov_agree.py FERRET PROG.c SUITE

Runs the suite's tests natively after gcc --coverage (the harness of
tests/cover-gcov feeds the nondet values) and under `ferret cover`, and
compares lines and branch outcomes as tests/cover-gcov/compare.py does.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "cover-gcov"))
import compare  # noqa: E402


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    ferret, prog, suite = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    tests = compare.read_suite(suite)
    errors, notes, checked, taken = compare.agreement(ferret, prog, suite, tests)
    for e in errors:
        print("ERROR: " + e)
    for n in notes:
        print("note: " + n)
    same = "the same as" if taken[0] == taken[1] and not errors else "NOT the same as"
    print("gcov: %d of %d branch outcomes taken, %s ferret cover (%d lines compared)"
          % (taken[1], checked[1], same, checked[0]))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
