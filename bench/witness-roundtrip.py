#!/usr/bin/env python3
"""Witness round trips: every FALSE answer's violation witness must follow
the format's rules and replay to the same property.

For each SV-COMP task file (*.yml, searched recursively) and each of its
properties Ferret checks, runs
  ferret verify TASK.yml --property P --timeout T --witness W.yml
and, when the answer is FALSE(p),
  scripts/check-witness.py W.yml --source       (the format's rules)
  ferret run INPUT_FILES --replay W.yml --json   (the data model comes from W)
and counts the witness as replaying when the run shows FALSE(p).  With
--correctness, a TRUE answer's correctness witness is checked against the
rules and each invariant proved again (scripts/check-invariants.py).

usage: witness-roundtrip.py FERRET DIR_OR_TASK... [--timeout S] [--memory-mb M] [--correctness]

Every run gets T CPU seconds and an address-space cap of M MB (default
4000).  Prints a line per answer and the totals; exits 1 if a FALSE
answer's witness broke a rule or did not replay (or, with --correctness,
an invariant was refuted), 0 otherwise, 2 on bad input."""

import json
import os
import subprocess
import sys
import tempfile

import yaml

from svcomp_tasks import failed, parse_args, run, task_properties, verdict as verdict_of

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK_WITNESS = os.path.join(HERE, "..", "scripts", "check-witness.py")
CHECK_INVARIANTS = os.path.join(HERE, "..", "scripts", "check-invariants.py")


def main(argv):
    parsed = parse_args(argv, "--correctness", __doc__)
    if parsed is None:
        return 2
    ferret, inputs, timeout, mb, correctness = parsed
    falses = valid = replayed = trues = proved = 0
    failures = []
    with tempfile.TemporaryDirectory(prefix="ferret-roundtrip-") as tmp:
        for task, name, prp in task_properties(inputs, "witness-roundtrip"):
            w = os.path.join(tmp, "w.yml")
            if os.path.exists(w):
                os.unlink(w)
            v = run([ferret, "verify", task, "--property", prp, "--timeout", str(timeout), "--witness", w],
                    mb, 3 * timeout + 10)
            verdict = verdict_of(v.stdout if v else "")
            where = f"{task} {name}"
            if verdict.startswith("FALSE"):
                falses += 1
                ok = True
                c = subprocess.run([sys.executable, CHECK_WITNESS, w, "--source"], capture_output=True, text=True)
                if c.returncode == 0:
                    valid += 1
                else:
                    ok = False
                    failures.append(f"{where}: witness breaks the format: {c.stderr.strip().splitlines()[0]}")
                files = yaml.safe_load(open(w))[0]["metadata"]["task"]["input_files"] if os.path.exists(w) else []
                r = run([ferret, "run", *files, "--replay", w, "--json", "--timeout", str(timeout)], mb,
                        3 * timeout + 10)
                shown = ""
                for line in reversed((r.stdout if r else "").splitlines()):
                    if line.startswith("{"):
                        try:
                            shown = json.loads(line).get("replay", "")
                        except json.JSONDecodeError:
                            pass
                        break
                if shown == f"replay: the run shows {verdict}, as the counterexample":
                    replayed += 1
                else:
                    ok = False
                    failures.append(f"{where}: {verdict}, but the replay says: {shown or 'nothing'}")
                print(f"{'ok  ' if ok else 'FAIL'} {where}: {verdict}")
            elif verdict == "TRUE" and correctness:
                trues += 1
                c = subprocess.run([sys.executable, CHECK_WITNESS, w, "--source"], capture_output=True, text=True)
                i = subprocess.run([sys.executable, CHECK_INVARIANTS, ferret, w, "--timeout", str(timeout)],
                                   capture_output=True, text=True)
                ok = c.returncode == 0 and i.returncode == 0
                proved += ok
                if not ok:
                    failures.append(f"{where}: TRUE, but its correctness witness: {(c.stderr + i.stdout).strip()}")
                print(f"{'ok  ' if ok else 'FAIL'} {where}: TRUE, {(i.stdout.strip().splitlines() or [''])[-1]}")
    print(f"FALSE answers: {falses}; witnesses following the format: {valid}; replaying to the same property: {replayed}")
    if correctness:
        print(f"TRUE answers: {trues}; correctness witnesses following the format with no invariant refuted: {proved}")
    return failed(failures)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
