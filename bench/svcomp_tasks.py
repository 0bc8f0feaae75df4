"""What the round-trip scripts (witness-roundtrip.py, sarif-roundtrip.py)
share: SV-COMP task files found under directories, the properties of each
that Ferret checks, and runs of Ferret under a memory cap and a time limit."""

import os
import resource
import subprocess
import sys

import yaml

CHECKED = ("valid-memsafety", "valid-memcleanup", "unreach-call", "no-overflow", "no-data-race")


def capped(mb):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (mb << 20, mb << 20))
    return limit


def run(cmd, mb, timeout):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, preexec_fn=capped(mb), timeout=timeout)
    except (subprocess.TimeoutExpired, OSError):
        return None


def tasks(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in sorted(os.walk(p)):
                for n in sorted(names):
                    if n.endswith(".yml"):
                        yield os.path.join(root, n)
        else:
            yield p


def checked_properties(task):
    """(name, property file) of each property of the task Ferret checks;
    raises OSError, yaml.YAMLError, KeyError or TypeError on a bad task."""
    with open(task) as f:
        doc = yaml.safe_load(f)
    for prp in [p["property_file"] for p in doc["properties"]]:
        name = os.path.splitext(os.path.basename(prp))[0]
        if name in CHECKED:
            yield name, os.path.normpath(os.path.join(os.path.dirname(task), prp))


def verdict(out):
    """The answer after "RESULT: " in verify's output, or "no verdict"."""
    return next((l[8:] for l in (out or "").splitlines() if l.startswith("RESULT: ")), "no verdict")


def task_properties(inputs, script):
    """(task, property name, property file) of every property Ferret checks
    of every task; a task that cannot be read ends the script (exit 2)."""
    for task in tasks(inputs):
        try:
            props = list(checked_properties(task))
        except (OSError, yaml.YAMLError, KeyError, TypeError) as e:
            print(f"{script}: cannot read task {task}: {e}", file=sys.stderr)
            sys.exit(2)
        for name, prp in props:
            yield task, name, prp


def parse_args(argv, flag, doc):
    """FERRET DIR_OR_TASK... [--timeout S] [--memory-mb M] [flag]: the
    absolute Ferret binary, the inputs, the seconds, the megabytes and
    whether the flag was given; None (after printing the usage paragraph of
    the script's `doc`) when the arguments are wrong."""
    args, opts, given = [], {"--timeout": "10", "--memory-mb": "4000"}, False
    it = iter(argv[1:])
    for a in it:
        if a in opts:
            opts[a] = next(it, None)
        elif a == flag:
            given = True
        else:
            args.append(a)
    if len(args) < 2 or None in opts.values():
        print(next(p for p in doc.split("\n\n") if p.startswith("usage:")), file=sys.stderr)
        return None
    return os.path.abspath(args[0]), args[1:], float(opts["--timeout"]), int(opts["--memory-mb"]), given


def failed(failures):
    """Prints the failures; the script's exit status."""
    for f in failures:
        print(f"failure: {f}")
    return 1 if failures else 0
