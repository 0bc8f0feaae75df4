#!/usr/bin/env python3
"""Checks each loop invariant of a correctness witness by proving it: for
every invariant, a copy of its input file gets the invariant as an
assertion at its loop's head (a call that reaches reach_error() when it is
false, evaluated each time the loop condition is), and `ferret verify`
must answer TRUE for that copy under the witness's specification plus
unreach-call.

usage: check-invariants.py FERRET WITNESS.yml [verify options...]

The assertion goes into the condition of a for or while loop, and at the
start of a do loop's braced body.  Prints one line per invariant (proved,
REFUTED, unknown or not checked) and exits 1 if one was refuted or could
not be checked, 0 otherwise (an UNKNOWN answer is not a refutation); 2 on
bad input."""

import os
import re
import subprocess
import sys
import tempfile

import yaml

CHECK = "__ferret_invariant"


def skip_space(s, i):
    """Index of the next character of s from i that is not blank or in a comment."""
    while i < len(s):
        if s[i].isspace():
            i += 1
        elif s.startswith("//", i):
            i = s.find("\n", i) + 1 or len(s)
        elif s.startswith("/*", i):
            i = s.find("*/", i + 2) + 2 if s.find("*/", i + 2) >= 0 else len(s)
        else:
            return i
    return i


def group_end(s, i, stops=None, depth=0):
    """From s[i] == '(' (or, with depth 1, from inside a group): the index
    of the ')' closing it; with stops, the first of those characters at
    depth 1 instead, if one comes first."""
    while i < len(s):
        c = s[i]
        if c in "\"'":
            j = i + 1
            while j < len(s) and s[j] != c:
                j += 2 if s[j] == "\\" else 1
            i = j + 1
            continue
        if s.startswith("//", i) or s.startswith("/*", i):
            i = skip_space(s, i)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return i
        elif stops and depth == 1 and c in stops:
            return i
        i += 1
    raise ValueError("unbalanced parentheses")


def instrument(text, line, column, expression):
    """text with the check of `expression` at the loop whose keyword is at
    line:column (1-based)."""
    starts = [0]
    for m in re.finditer("\n", text):
        starts.append(m.end())
    at = starts[line - 1] + column - 1
    check = f"{CHECK}(({expression}))"
    if text.startswith("do", at) and not (text[at + 2:at + 3].isalnum() or text[at + 2:at + 3] == "_"):
        body = skip_space(text, at + 2)
        if text[body] != "{":
            raise ValueError("a do loop without a braced body")
        return text[:body + 1] + f" {check}; " + text[body + 1:]
    for keyword in ("while", "for"):
        if text.startswith(keyword, at):
            open_ = skip_space(text, at + len(keyword))
            if text[open_] != "(":
                raise ValueError(f"no '(' after {keyword}")
            if keyword == "while":
                close = group_end(text, open_)
                cond = (open_ + 1, close)
            else:
                first = group_end(text, open_, ";")
                second = group_end(text, first + 1, ";", depth=1)
                cond = (first + 1, second)
            inner = text[cond[0]:cond[1]].strip() or "1"
            return text[:cond[0]] + f" ({check}, ({inner})) " + text[cond[1]:]
    raise ValueError(f"no for, while or do at line {line}, column {column}")


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    ferret, witness, extra = argv[1], argv[2], argv[3:]
    try:
        with open(witness, encoding="utf-8") as f:
            doc = yaml.safe_load(f)
        entry = doc[0]
        assert entry["entry_type"] == "invariant_set"
        task = entry["metadata"]["task"]
        spec, files, ilp32 = task["specification"], task["input_files"], task["data_model"] == "ILP32"
        invariants = [item["invariant"] for item in entry["content"]]
    except (OSError, yaml.YAMLError, KeyError, TypeError, IndexError, AssertionError) as e:
        print(f"check-invariants: {witness} is not a correctness witness: {e}", file=sys.stderr)
        return 2
    if "reach_error()" not in spec:
        spec += "\nCHECK( init(main()), LTL(G ! call(reach_error())) )"
    failed = 0
    with tempfile.TemporaryDirectory(prefix="ferret-invariants-") as tmp:
        prp = os.path.join(tmp, "check.prp")
        with open(prp, "w") as f:
            f.write(spec + "\n")
        for n, inv in enumerate(invariants, 1):
            loc = inv["location"]
            name = f"{loc['file_name']}:{loc['line']}:{loc.get('column', 0)}: {inv['value']}"
            try:
                with open(loc["file_name"], encoding="utf-8") as f:
                    text = f.read()
                changed = instrument(text, loc["line"], loc.get("column", 1), inv["value"])
            except (OSError, ValueError, IndexError) as e:
                print(f"not checked  {name} ({e})")
                failed += 1
                continue
            # The copy keeps the file's name (and directory, for its
            # includes): the check's helper comes first, on the same line,
            # so line numbers stay as they were.
            copy = os.path.join(os.path.dirname(os.path.abspath(loc["file_name"])),
                                f".ferret-inv-{os.getpid()}-{n}-{os.path.basename(loc['file_name'])}")
            helper = (f"void reach_error(void); static void {CHECK}(int ok) {{ if (!ok) reach_error(); }} ")
            with open(copy, "w", encoding="utf-8") as f:
                f.write(helper + changed)
            try:
                others = [copy if x == loc["file_name"] else x for x in files]
                cmd = [ferret, "verify", *others, "--property", prp] + (["--32"] if ilp32 else []) + extra
                out = subprocess.run(cmd, capture_output=True, text=True).stdout
            finally:
                os.unlink(copy)
            verdict = next((l[len("RESULT: "):] for l in out.splitlines() if l.startswith("RESULT: ")), "no verdict")
            if verdict == "TRUE":
                print(f"proved       {name}")
            elif verdict.startswith("FALSE"):
                print(f"REFUTED      {name} ({verdict})")
                failed += 1
            else:
                print(f"unknown      {name} ({verdict})")
    print(f"{len(invariants) - failed} of {len(invariants)} invariants not refuted")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
