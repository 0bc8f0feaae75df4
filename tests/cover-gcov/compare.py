#!/usr/bin/env python3
"""Agreement of `ferret cover` with gcc --coverage + gcov (issue 6).

For every progs/NAME.c with its suite progs/NAME.tests (one test a line,
the nondet values comma-separated), builds a Test-Comp suite, runs
`ferret cover --json` on it, and runs the same inputs natively through a
gcc --coverage build (a harness feeds the values to __VERIFIER_nondet_*
from stdin), then reads `gcov --json-format`.  Compared where the notions
coincide:
  * lines: a line both tools call executable is executed by the suite in
    both or in neither;
  * branches: on a line where both see the same number of branch outcomes,
    the outcomes' taken counts are equal as multisets (gcc may invert a
    condition, so the order differs).
Lines or branch groups only one tool has are printed as notes, not errors
(docs/architecture.md, "Coverage", explains them).

usage: compare.py FERRET [-v]
"""
import collections
import glob
import json
import os
import subprocess
import sys
import tempfile

HARNESS = r"""
#include <stdio.h>
#include <stdlib.h>
static long long next(void) { long long v = 0; if (scanf("%lli", &v) != 1) v = 0; return v; }
int __VERIFIER_nondet_int(void) { return (int)next(); }
unsigned __VERIFIER_nondet_uint(void) { return (unsigned)next(); }
char __VERIFIER_nondet_char(void) { return (char)next(); }
void reach_error(void) { exit(1); }
"""


def write_suite(d, tests):
    os.makedirs(d)
    with open(os.path.join(d, "metadata.xml"), "w") as f:
        f.write("<test-metadata><architecture>64bit</architecture></test-metadata>\n")
    for i, t in enumerate(tests, 1):
        with open(os.path.join(d, "testcase%d.xml" % i), "w") as f:
            f.write("<testcase>" + "".join("<input>%s</input>" % v for v in t) + "</testcase>\n")


def ferret_view(ferret, prog, suite):
    out = subprocess.run([ferret, "cover", prog, "--tests", suite, "--json"], check=True,
                         capture_output=True, text=True).stdout
    lines, branches = {}, collections.defaultdict(list)
    for g in json.loads(out)["goals"]:
        if os.path.basename(g.get("file", "")) != os.path.basename(prog):
            continue
        if g["kind"] == "line":
            lines[g["line"]] = g["hits"]
        elif g["kind"] in ("branch", "case", "default"):
            branches[g["line"]].append(g["hits"])
    return lines, branches


def gcov_view(prog, tests, d):
    harness = os.path.join(d, "harness.c")
    with open(harness, "w") as f:
        f.write(HARNESS)
    subprocess.run(["gcc", "--coverage", "-O0", "-w", "-o", "exe", prog, harness], cwd=d, check=True)
    for t in tests:
        subprocess.run([os.path.join(d, "exe")], input="\n".join(t) + "\n", text=True, cwd=d,
                       stdout=subprocess.DEVNULL)
    base = os.path.splitext(os.path.basename(prog))[0]
    out = subprocess.run(["gcov", "-b", "-j", "-t", "exe-%s.gcda" % base], cwd=d, check=True,
                         capture_output=True, text=True).stdout
    lines, branches = {}, {}
    for f in json.loads(out)["files"]:
        if os.path.basename(f["file"]) != os.path.basename(prog):
            continue
        for ln in f["lines"]:
            lines[ln["line_number"]] = ln["count"]
            if ln["branches"]:
                branches[ln["line_number"]] = [b["count"] for b in ln["branches"]]
    return lines, branches


def read_suite(d):
    """The inputs of each test case of a Test-Comp suite directory, in natural order."""
    import re
    names = [n for n in os.listdir(d) if n.endswith(".xml") and n != "metadata.xml"]
    names.sort(key=lambda n: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", n)])
    tests = []
    for n in names:
        with open(os.path.join(d, n)) as f:
            tests.append(re.findall(r"<input>([^<]*)</input>", f.read()))
    return tests


def agreement(ferret, prog, suite, tests):
    """Compares ferret cover's and gcov's lines and branches for the suite.

    Returns (errors, notes, [lines compared, branch outcomes compared],
    [outcomes ferret saw taken, outcomes gcov saw taken] on the lines
    compared)."""
    with tempfile.TemporaryDirectory() as d:
        fl, fb = ferret_view(ferret, prog, suite)
        gl, gb = gcov_view(os.path.abspath(prog), tests, d)
    name = os.path.basename(prog)
    errors, notes, checked, taken = [], [], [0, 0], [0, 0]
    for line in sorted(set(fl) | set(gl)):
        if line in fl and line in gl:
            checked[0] += 1
            if (fl[line] > 0) != (gl[line] > 0):
                errors.append("%s:%d: line executed %d times (ferret) vs %d (gcov)" % (name, line, fl[line], gl[line]))
        else:
            who = "ferret" if line in fl else "gcov"
            notes.append("%s:%d: executable only for %s" % (name, line, who))
    for line in sorted(set(fb) | set(gb)):
        f, g = sorted(fb.get(line, [])), sorted(gb.get(line, []))
        if len(f) == len(g):
            checked[1] += len(f)
            taken[0] += sum(1 for c in f if c > 0)
            taken[1] += sum(1 for c in g if c > 0)
            if f != g:
                errors.append("%s:%d: branch counts %s (ferret) vs %s (gcov)" % (name, line, f, g))
        else:
            notes.append("%s:%d: %d branch outcomes for ferret, %d for gcov" % (name, line, len(f), len(g)))
    return errors, notes, checked, taken


def compare(ferret, prog, verbose):
    with open(prog[:-2] + ".tests") as f:
        tests = [l.strip().split(",") for l in f if l.strip() and not l.startswith("#")]
    with tempfile.TemporaryDirectory() as d:
        write_suite(os.path.join(d, "suite"), tests)
        errors, notes, checked, _ = agreement(ferret, prog, os.path.join(d, "suite"), tests)
    name = os.path.basename(prog)
    print("%-12s %3d lines, %3d branch outcomes compared, %d notes, %d disagreements"
          % (name, checked[0], checked[1], len(notes), len(errors)))
    for n in notes if verbose else []:
        print("  note: " + n)
    for e in errors:
        print("  ERROR: " + e)
    return not errors and checked[0] > 0


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ferret, verbose = os.path.abspath(sys.argv[1]), "-v" in sys.argv[2:]
    here = os.path.dirname(os.path.abspath(__file__))
    progs = sorted(glob.glob(os.path.join(here, "progs", "*.c")))
    ok = all([compare(ferret, p, verbose) for p in progs])
    print("agreement on %d programs: %s" % (len(progs), "yes" if ok else "NO"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
