#!/usr/bin/env python3
"""Branch coverage of `ferret testgen` against random testing, measured by gcov.

usage: run.py FERRET [--timeout S] [--jobs N] [--out DIR] [--svcomp DIR] [--only branches|error-call]
              [--interleave K] [--summary] [PROG.c ...]

For each program (default: bench/testgen/progs/*.c, then every C file of
the SV-COMP set, files of equal contents once):
  * `ferret testgen --criterion branches` for at most S CPU seconds (it
    stops earlier once every goal is covered or proved infeasible);
  * `ferret testgen --criterion branches --random-only` for the CPU time
    testgen used (it too stops once every goal is covered);
  * each suite run natively after `gcc --coverage -O0` (ILP32 with -m32
    when the task says so), a harness feeding the test's values to the
    __VERIFIER_nondet_* calls, and the branch outcomes gcov counts as
    taken in the program's own file.
For the SV-COMP tasks whose unreach-call verdict is FALSE, also
`ferret testgen --criterion error-call` and whether a test's native run
calls the error function (gcov's count of it).

Prints Markdown tables (per program, means) and writes OUT/results.csv.
Each program's row is appended to OUT/rows.jsonl as soon as it is
measured; `--summary` prints the tables of the rows there (a run cut
short).  `--interleave K` orders the SV-COMP files (sorted by name) as
every K-th from the first, then every K-th from K/2, ... (offsets in
bit-reversed order), so that a run cut short has measured an evenly
spread sample.
"""
import argparse
import concurrent.futures
import csv
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

SIGNED = {"int": "int", "char": "char", "short": "short", "long": "long", "longlong": "long long",
          "schar": "signed char"}
UNSIGNED = {"uint": "unsigned int", "uchar": "unsigned char", "ushort": "unsigned short", "ulong": "unsigned long",
            "ulonglong": "unsigned long long", "size_t": "unsigned long", "unsigned": "unsigned int",
            "u32": "unsigned int", "u16": "unsigned short", "u8": "unsigned char", "bool": "_Bool", "_Bool": "_Bool"}
FLOATING = {"float": "float", "double": "double"}

HARNESS_HEAD = r"""
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
extern void __gcov_dump(void);
/* A run that crashes or is stopped still writes its coverage. */
static void bench_dump(int sig) { __gcov_dump(); _exit(128 + sig); }
__attribute__((constructor)) static void bench_setup(void) {
  int sigs[] = {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTERM};
  for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) signal(sigs[i], bench_dump);
}
static int bench_next(char *buf) { return scanf("%63s", buf) == 1; }
static long long bench_signed(void) { char b[64]; return bench_next(b) ? strtoll(b, 0, 0) : 0; }
static unsigned long long bench_unsigned(void) {
  char b[64];
  if (!bench_next(b)) return 0;
  return b[0] == '-' ? (unsigned long long)strtoll(b, 0, 0) : strtoull(b, 0, 0);
}
static double bench_double(void) { char b[64]; return bench_next(b) ? strtod(b, 0) : 0; }
"""


def task_of(c_file):
    """The task file naming c_file, if any."""
    d = os.path.dirname(c_file)
    for y in glob.glob(os.path.join(d, "*.yml")):
        try:
            t = yaml.safe_load(open(y))
        except Exception:
            continue
        files = t.get("input_files")
        files = [files] if isinstance(files, str) else files or []
        if os.path.basename(c_file) in [os.path.basename(f) for f in files]:
            return t
    return None


def error_call_false(task):
    for p in (task or {}).get("properties", []):
        if "unreach-call" in p.get("property_file", "") and p.get("expected_verdict") is False:
            return True
    return False


def harness(undefined):
    out = [HARNESS_HEAD]
    for sym in sorted(undefined):
        if sym.startswith("__VERIFIER_nondet_"):
            t = sym[len("__VERIFIER_nondet_"):]
            if t in SIGNED:
                out.append("%s %s(void) { return (%s)bench_signed(); }" % (SIGNED[t], sym, SIGNED[t]))
            elif t in UNSIGNED:
                out.append("%s %s(void) { return (%s)bench_unsigned(); }" % (UNSIGNED[t], sym, UNSIGNED[t]))
            elif t in FLOATING:
                out.append("%s %s(void) { return (%s)bench_double(); }" % (FLOATING[t], sym, FLOATING[t]))
            elif t == "pointer":
                out.append("void *%s(void) { return (void *)(unsigned long)bench_unsigned(); }" % sym)
            else:
                out.append("int %s(void) { return (int)bench_signed(); }" % sym)
        elif sym == "__VERIFIER_assume":
            out.append("void __VERIFIER_assume(int c) { if (!c) exit(0); }")
        elif sym in ("reach_error", "__VERIFIER_error"):
            out.append("void %s(void) { abort(); }" % sym)
        elif sym in ("__VERIFIER_atomic_begin", "__VERIFIER_atomic_end"):
            out.append("void %s(void) {}" % sym)
    return "\n".join(out) + "\n"


def read_suite(d):
    names = [n for n in os.listdir(d) if n.startswith("testcase") and n.endswith(".xml")]
    names.sort(key=lambda n: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", n)])
    return [re.findall(r"<input>([^<]*)</input>", open(os.path.join(d, n)).read()) for n in names]


def native(prog, m32, work):
    """Builds prog with --coverage and its harness; returns the executable or None."""
    flags = ["-O0", "-w", "--coverage", "-I", os.path.dirname(os.path.abspath(prog))] + (["-m32"] if m32 else [])
    obj = os.path.join(work, "prog.o")
    if subprocess.run(["gcc", "-c", "-o", obj, prog] + flags, capture_output=True).returncode:
        return None
    nm = subprocess.run(["nm", obj], capture_output=True, text=True).stdout
    undefined = {l.split()[-1] for l in nm.splitlines() if l.split()[-2:-1] == ["U"]}
    with open(os.path.join(work, "harness.c"), "w") as f:
        f.write(harness(undefined))
    exe = os.path.join(work, "exe")
    r = subprocess.run(["gcc", "-o", exe, obj, os.path.join(work, "harness.c"), "-Wl,--unresolved-symbols=ignore-all"]
                       + flags, capture_output=True, cwd=work)
    return exe if r.returncode == 0 else None


def gcov(prog, m32, suite):
    """(taken, total) branch outcomes of prog's own file, and the times an
    error function ran, over the suite's native runs."""
    with tempfile.TemporaryDirectory() as work:
        exe = native(prog, m32, work)
        if not exe:
            return None
        for t in read_suite(suite):
            try:
                subprocess.run(["timeout", "-k", "5", "-s", "TERM", "10", exe], input="\n".join(t) + "\n", text=True, cwd=work,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)
            except subprocess.TimeoutExpired:
                pass
        taken = total = errors = 0
        for gcda in glob.glob(os.path.join(work, "*.gcda")):
            out = subprocess.run(["gcov", "-b", "-j", "-t", gcda], cwd=work, capture_output=True, text=True).stdout
            for doc in out.splitlines():
                try:
                    j = json.loads(doc)
                except ValueError:
                    continue
                for f in j["files"]:
                    for fn in f.get("functions", []):
                        if fn["name"] in ("reach_error", "__VERIFIER_error"):
                            errors += fn["execution_count"]
                    if not f["file"].endswith(os.path.basename(prog)):
                        continue
                    for ln in f["lines"]:
                        for b in ln["branches"]:
                            total += 1
                            taken += b["count"] > 0
        return taken, total, errors


def testgen(ferret, prog, m32, out, seconds, extra):
    """testgen's account; "seconds" is the CPU time its generation used,
    "wall" the whole command's wall-clock time.  A run stopped by its
    wall-clock guard keeps the suite written so far: "error" says so, and
    the suite is measured all the same."""
    shutil.rmtree(out, ignore_errors=True)
    # Budgets are CPU seconds; the wall-clock guard is wide, so that a
    # process getting a tenth of a CPU on a busy machine still spends them.
    wall = 10 * seconds + 60
    cmd = [ferret, "testgen", prog, "--out", out, "--timeout", "%.2f" % seconds, "--wall-timeout", "%.0f" % wall,
           "--quiet"] + extra
    if m32:
        cmd.append("--32")
    start = time.time()
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=wall + 120)
    wall = time.time() - start
    # The table of goals (each one's status and engine) beside the suite.
    with open(out.rstrip("/") + ".txt", "w") as f:
        f.write(r.stdout)
    m = re.search(r"goals: (\d+); covered (\d+), infeasible (\d+), unknown (\d+)", r.stdout)
    t = re.search(r"tests: (\d+) found, (\d+) after reduction, written to .* \(([0-9.]+) s\)", r.stdout)
    if not m or not t:
        return {"error": (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1], "wall": wall}
    return {"goals": int(m[1]), "covered": int(m[2]), "infeasible": int(m[3]), "unknown": int(m[4]),
            "tests": int(t[2]), "seconds": float(t[3]), "wall": wall}


def measure(args, prog):
    task = task_of(prog)
    m32 = bool(task) and task.get("options", {}).get("data_model") == "ILP32"
    name = os.path.relpath(prog, args.svcomp) if prog.startswith(args.svcomp) else os.path.basename(prog)
    work = os.path.join(args.out, name.replace("/", "_"))
    row = {"program": name}
    if args.only == "error-call" and not error_call_false(task):
        return None
    modes = (("testgen", ["--criterion", "branches"]), ("random", ["--criterion", "branches", "--random-only"]))
    seconds = args.timeout
    for mode, extra in modes if args.only != "error-call" else ():
        suite = os.path.join(work, mode)
        res = testgen(args.ferret, prog, m32, suite, seconds, extra)
        row.update({mode + "_" + k: v for k, v in res.items()})
        # The baseline gets the CPU time testgen used (all of S where it
        # stopped without its account).
        seconds = res.get("seconds", args.timeout)
        g = gcov(prog, m32, suite) if os.path.exists(os.path.join(suite, "metadata.xml")) else None
        if g:
            row[mode + "_taken"], row["branches"] = g[0], g[1]
    if error_call_false(task) and args.only != "branches":
        suite = os.path.join(work, "error-call")
        res = testgen(args.ferret, prog, m32, suite, args.timeout, ["--criterion", "error-call"])
        g = gcov(prog, m32, suite) if "error" not in res else None
        row["error_call"] = "reached" if g and g[2] > 0 else "not reached"
        row["error_call_ferret"] = res.get("covered", 0) > 0
    return row


def pct(a, b):
    return 100.0 * a / b if b else 100.0


def branch_tables(rows):
    print("| program | branches (gcov) | testgen | random | testgen goals: covered / infeasible / unknown of "
          "| covered of the feasible (goals not proved infeasible) | tests | CPU s (testgen = random's budget) |")
    print("|---|---:|---:|---:|---|---:|---:|---:|")
    for r in rows:
        b = r.get("branches")
        cells = []
        for mode in ("testgen", "random"):
            if b is None or mode + "_taken" not in r:
                cells.append("n/a (%s)" % r.get(mode + "_error", "no native build"))
                continue
            note = " (%s)" % r[mode + "_error"] if mode + "_error" in r else ""
            cells.append("%d (%.1f %%)%s" % (r[mode + "_taken"], pct(r[mode + "_taken"], b), note))
        goals = ("%s / %s / %s of %s" % (r["testgen_covered"], r["testgen_infeasible"], r["testgen_unknown"],
                                         r["testgen_goals"]) if "testgen_goals" in r else "n/a")
        feasible = ("%.1f %%" % pct(r["testgen_covered"], r["testgen_goals"] - r["testgen_infeasible"])
                    if "testgen_goals" in r else "n/a")
        secs = "%.1f" % r["testgen_seconds"] if "testgen_seconds" in r else "n/a"
        print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (r["program"], b if b is not None else "n/a", cells[0], cells[1],
                                                            goals, feasible, r.get("testgen_tests", "n/a"), secs))
    # A program without a branch outcome says nothing of either (left out).
    both = [r for r in rows if r.get("branches") and "testgen_taken" in r and "random_taken" in r]
    for label, subset in (("SV-COMP", [r for r in both if "/" in r["program"]]),
                          ("own", [r for r in both if "/" not in r["program"]]), ("all", both)):
        if not subset:
            continue
        t = sum(pct(r["testgen_taken"], r["branches"]) for r in subset) / len(subset)
        q = sum(pct(r["random_taken"], r["branches"]) for r in subset) / len(subset)
        print("\nmean branch coverage (gcov), %s, %d programs: testgen %.1f %%, random %.1f %%" % (label, len(subset), t, q))
        # By testgen's own account: covered / (goals - proved infeasible);
        # a run stopped by a limit wrote a suite but gave no account.
        counted = [r for r in subset if "testgen_goals" in r]
        if not counted:
            continue
        f = sum(pct(r["testgen_covered"], r["testgen_goals"] - r["testgen_infeasible"]) for r in counted) / len(counted)
        print("  testgen's goals (%d programs with an account): %.1f %% of the feasible covered (mean); %d goals covered, "
              "%d proved infeasible, %d unknown of %d" % (len(counted), f, sum(r["testgen_covered"] for r in counted),
                                                         sum(r["testgen_infeasible"] for r in counted),
                                                         sum(r["testgen_unknown"] for r in counted),
                                                         sum(r["testgen_goals"] for r in counted)))
    timed = [r for r in rows if "testgen_seconds" in r]
    if timed:
        print("testgen's CPU time: %.0f s over %d programs, %d of them stopped before the limit (every goal decided)"
              % (sum(r["testgen_seconds"] for r in timed), len(timed),
                 sum(1 for r in timed if r.get("testgen_unknown") == 0)))


def interleaved(files, k):
    """files[o::k] for each offset o in bit-reversed order (0, k/2, k/4, 3k/4, ...)."""
    bits = max(1, (k - 1).bit_length())
    offsets = sorted(range(k), key=lambda o: int(format(o, "0%db" % bits)[::-1], 2))
    return [f for o in offsets for f in files[o::k]]


def unique(files):
    """files, each contents once (the first file by name holding it)."""
    seen, out = set(), []
    for f in files:
        h = hashlib.sha256(open(f, "rb").read()).hexdigest()
        if h not in seen:
            seen.add(h)
            out.append(f)
    return out


def tables(args, rows):
    if args.only != "error-call":
        branch_tables(rows)
    errs = [r for r in rows if "error_call" in r]
    if errs:
        print("\n| FALSE unreach-call task | error call reached natively | by ferret testgen's account |")
        print("|---|---|---|")
        for r in errs:
            print("| %s | %s | %s |" % (r["program"], r["error_call"], "covered" if r["error_call_ferret"] else "not covered"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ferret")
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(HERE, "out"))
    ap.add_argument("--only", choices=["branches", "error-call"],
                    help="measure only branch coverage, or only the error calls of the FALSE unreach-call tasks")
    ap.add_argument("--svcomp", default=os.path.join(HERE, "..", "..", "..", "shared", "benchmarks", "svcomp"))
    ap.add_argument("--interleave", type=int, default=1, help="order the SV-COMP files as every K-th, then ...")
    ap.add_argument("--summary", action="store_true", help="print the tables of OUT/rows.jsonl and stop")
    args = ap.parse_intermixed_args()
    args.ferret = os.path.abspath(args.ferret)
    args.svcomp = os.path.abspath(args.svcomp)
    log = os.path.join(args.out, "rows.jsonl")
    if args.summary:
        tables(args, [json.loads(l) for l in open(log)])
        return
    progs = args.programs or sorted(glob.glob(os.path.join(HERE, "progs", "*.c"))) + interleaved(
        unique(sorted(glob.glob(os.path.join(args.svcomp, "**", "*.c"), recursive=True))), args.interleave)
    progs = [os.path.abspath(p) for p in progs]
    os.makedirs(args.out, exist_ok=True)
    rows = []
    with open(log, "w") as out, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for row in pool.map(lambda p: measure(args, p), progs):
            if row is None:
                continue
            rows.append(row)
            out.write(json.dumps(row) + "\n")
            out.flush()
            print("done: %s" % row["program"], file=sys.stderr, flush=True)
    keys = sorted({k for r in rows for k in r})
    with open(os.path.join(args.out, "results.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["program"] + [k for k in keys if k != "program"])
        w.writeheader()
        w.writerows(rows)
    tables(args, rows)


if __name__ == "__main__":
    main()
