#!/usr/bin/env python3
"""SARIF round trips: every FALSE answer's SARIF log must pass the schema and
Microsoft's validator (scripts/check-sarif.py) and say what the answer says.

For each SV-COMP task file (*.yml, searched recursively) and each of its
properties Ferret checks, runs
  ferret verify TASK.yml --property P --timeout T --sarif S.sarif --sarif-root ROOT
and, when the answer is FALSE(p), checks S.sarif with scripts/check-sarif.py
and that its first result is an error with the property p and a location in
a file of the task (its input file or a header beside it).  With --html,
each FALSE also writes its HTML report, and the longest walk through a
counterexample and the largest report are printed with their sizes and the
time verify took with the report (the figures of bench/RESULTS.md).

usage: sarif-roundtrip.py FERRET DIR_OR_TASK... [--timeout S] [--memory-mb M] [--html]

Every run gets T CPU seconds (default 10) and an address-space cap of M MB
(default 4000).  Prints a line per FALSE answer and the totals; exits 1 if
a log is invalid or says something else, 0 otherwise, 2 on bad input."""

import json
import os
import subprocess
import sys
import tempfile
import time
from urllib.parse import unquote

from svcomp_tasks import failed, parse_args, run, task_properties, verdict as verdict_of

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK_SARIF = os.path.join(HERE, "..", "scripts", "check-sarif.py")


def says(log, verdict, task, root):
    """Why the log does not say what the answer says, or None."""
    results = [r for run in log.get("runs", []) for r in run.get("results", [])]
    if not results:
        return "no result"
    first = results[0]
    if first.get("level") != "error":
        return f"the first result's level is {first.get('level')}"
    if f"FALSE({first.get('properties', {}).get('property')})" != verdict:
        return f"the first result's property is {first.get('properties', {}).get('property')}"
    loc = first.get("locations", [{}])[0].get("physicalLocation", {}).get("artifactLocation", {})
    uri = unquote(loc.get("uri", ""))
    path = os.path.realpath(os.path.join(root, uri) if loc.get("uriBaseId") else uri.removeprefix("file://"))
    # The task's input file, or a header it includes.
    if not os.path.isfile(path) or os.path.commonpath([path, os.path.realpath(os.path.dirname(task))]) == "/":
        return f"the first result is in {path}, no file of the task"
    return None


def walk_steps(html):
    """How many steps the report's walk through the counterexample has."""
    with open(html) as f:
        page = f.read()
    start = page.index('id="ferret-data">') + len('id="ferret-data">')
    data = json.loads(page[start:page.index("</script>", start)].replace("<\\/", "</"))
    return len(data.get("walk", {}).get("steps", []))


def main(argv):
    parsed = parse_args(argv, "--html", __doc__)
    if parsed is None:
        return 2
    ferret, inputs, timeout, mb, html = parsed
    root = os.getcwd()
    falses = valid = 0
    failures, sizes = [], []
    with tempfile.TemporaryDirectory(prefix="ferret-sarif-") as tmp:
        for task, name, prp in task_properties(inputs, "sarif-roundtrip"):
            s, h = os.path.join(tmp, "log.sarif"), os.path.join(tmp, "report.html")
            for f in (s, h):
                if os.path.exists(f):
                    os.unlink(f)
            cmd = [ferret, "verify", task, "--property", prp, "--timeout", str(timeout), "--sarif", s,
                   "--sarif-root", root] + (["--html", h] if html else [])
            start = time.monotonic()
            v = run(cmd, mb, 3 * timeout + 10)
            seconds = time.monotonic() - start
            verdict = verdict_of(v.stdout if v else "")
            if not verdict.startswith("FALSE"):
                continue
            falses += 1
            where = f"{task} {name}"
            c = subprocess.run([sys.executable, CHECK_SARIF, s], capture_output=True, text=True)
            why = c.stdout.strip() if c.returncode else says(json.load(open(s)), verdict, task, root)
            if why is None:
                valid += 1
            else:
                failures.append(f"{where}: {verdict}: {why}")
            if html and os.path.exists(h):
                sizes.append((walk_steps(h), os.path.getsize(h), seconds, where))
            print(f"{'ok  ' if why is None else 'FAIL'} {where}: {verdict}")
    print(f"FALSE answers: {falses}; SARIF logs valid and saying so: {valid}")
    if sizes:
        steps, size, seconds, where = max(sizes)
        print(f"longest walk: {steps} steps, {where}: HTML report of {size} bytes (verify and report in {seconds:.2f} s)")
        steps, size, seconds, where = max(sizes, key=lambda s: s[1])
        print(f"largest HTML report: {size} bytes, {where}: {steps} steps (verify and report in {seconds:.2f} s)")
    return failed(failures)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
