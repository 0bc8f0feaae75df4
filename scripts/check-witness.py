#!/usr/bin/env python3
"""Checks an SV-COMP witness (YAML, format 2.0; violation witnesses may use
format 2.2's thread_id) against the rules of the published format:

  violation witnesses  https://sosy-lab.gitlab.io/benchmarking/sv-witnesses/yaml/violation-witnesses.html
  correctness witnesses (invariant_set entries), same site

The schema itself is not packaged for Debian, so the rules are written out
here: required keys and their types, the metadata, one `follow` waypoint
at the end of each segment, the target last, constraints where the type
asks for one and nowhere else, invariant entries' required fields.  With
--source the locations are also checked against the input files: lines and
columns exist, a function_return or function_enter names a ')', a loop
invariant a for/while/do keyword.

usage: check-witness.py WITNESS.yml [--source]
Exit status 0 when the witness follows the rules, 1 (with one line per
problem on stderr) when not, 2 when it cannot be read."""

import os
import re
import sys

import yaml

UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
SHA256 = re.compile(r"^[0-9a-fA-F]{64}$")
ACSL_RESULT = re.compile(r"^\\result\s*(==|!=|<=|<|>=|>)\s*\(?-?\s*[0-9][0-9a-fA-FxXuUlL]*\)?$")
WAYPOINT_TYPES = {"assumption", "target", "function_enter", "function_return", "branching"}


class Checker:
    def __init__(self, source):
        self.problems = []
        self.source = source
        self.lines = {}

    def bad(self, where, why):
        self.problems.append(f"{where}: {why}")

    def keys(self, where, node, required, optional=()):
        if not isinstance(node, dict):
            self.bad(where, "must be a mapping")
            return False
        for k in required:
            if k not in node:
                self.bad(where, f"missing required key '{k}'")
        for k in node:
            if k not in required and k not in optional:
                self.bad(where, f"unknown key '{k}'")
        return True

    def string(self, where, v, pattern=None, values=None):
        if not isinstance(v, str):
            self.bad(where, f"must be a string, not {type(v).__name__} {v!r}")
        elif pattern is not None and not pattern.match(v):
            self.bad(where, f"malformed value {v!r}")
        elif values is not None and v not in values:
            self.bad(where, f"must be one of {sorted(values)}, not {v!r}")

    def positive(self, where, v):
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            self.bad(where, f"must be a positive integer, not {v!r}")
            return False
        return True

    def metadata(self, where, m, versions):
        if not self.keys(where, m, ["format_version", "uuid", "creation_time", "producer", "task"]):
            return []
        self.string(f"{where}.format_version", m.get("format_version"), values=versions)
        self.string(f"{where}.uuid", m.get("uuid"), UUID)
        self.string(f"{where}.creation_time", m.get("creation_time"), DATETIME)
        p = m.get("producer")
        if self.keys(f"{where}.producer", p, ["name", "version"], ["configuration", "command_line", "description"]):
            for k, v in p.items():
                self.string(f"{where}.producer.{k}", v)
        t = m.get("task")
        files = []
        if self.keys(f"{where}.task", t, ["input_files", "input_file_hashes", "specification", "data_model", "language"]):
            files = t.get("input_files")
            if not isinstance(files, list) or not files:
                self.bad(f"{where}.task.input_files", "must be a non-empty list")
                files = []
            for i, f in enumerate(files):
                self.string(f"{where}.task.input_files[{i}]", f)
            hashes = t.get("input_file_hashes")
            if not isinstance(hashes, dict):
                self.bad(f"{where}.task.input_file_hashes", "must be a mapping")
            else:
                for f in files:
                    if f not in hashes:
                        self.bad(f"{where}.task.input_file_hashes", f"no hash of input file {f!r}")
                for f, h in hashes.items():
                    self.string(f"{where}.task.input_file_hashes[{f}]", h, SHA256)
            self.string(f"{where}.task.specification", t.get("specification"))
            self.string(f"{where}.task.data_model", t.get("data_model"), values={"ILP32", "LP64"})
            self.string(f"{where}.task.language", t.get("language"), values={"C"})
        return [f for f in files if isinstance(f, str)]

    def text(self, file):
        if file not in self.lines:
            try:
                with open(file, encoding="utf-8", errors="replace") as f:
                    self.lines[file] = f.read().split("\n")
            except OSError:
                self.lines[file] = None
        return self.lines[file]

    def location(self, where, loc, files, points_at=None):
        if not self.keys(where, loc, ["file_name", "line"], ["column", "function"]):
            return
        f = loc.get("file_name")
        self.string(f"{where}.file_name", f)
        if isinstance(f, str) and f not in files:
            self.bad(f"{where}.file_name", f"{f!r} is not one of the task's input files")
        if not self.positive(f"{where}.line", loc.get("line")):
            return
        column = loc.get("column")
        if column is not None and not self.positive(f"{where}.column", column):
            return
        if "function" in loc:
            self.string(f"{where}.function", loc["function"])
        if not self.source or not isinstance(f, str):
            return
        lines = self.text(f)
        if lines is None:
            self.bad(where, f"cannot read {f}")
            return
        line = loc["line"]
        if line > len(lines):
            self.bad(f"{where}.line", f"{f} has {len(lines)} lines, not {line}")
            return
        if column is None:
            return
        text = lines[line - 1]
        if column > len(text):
            self.bad(f"{where}.column", f"line {line} of {f} has {len(text)} characters, not {column}")
        elif points_at and not any(text.startswith(p, column - 1) for p in points_at):
            self.bad(f"{where}.column", f"line {line}, column {column} of {f} is not at {' or '.join(points_at)}: {text.strip()!r}")

    def waypoint(self, where, w, files, threads):
        optional = ["constraint", "thread_id"] if threads else ["constraint"]
        if not self.keys(where, w, ["type", "action", "location"], optional):
            return None, None
        kind, action = w.get("type"), w.get("action")
        self.string(f"{where}.type", kind, values=WAYPOINT_TYPES)
        self.string(f"{where}.action", action, values={"follow", "avoid"})
        points_at = {"function_return": [")"], "function_enter": [")"],
                     "branching": ["if", "while", "for", "do", "switch", "?"]}.get(kind)
        self.location(f"{where}.location", w.get("location"), files, points_at)
        if threads:
            if "thread_id" not in w:
                self.bad(where, "format 2.2: every waypoint names its thread_id")
            elif not isinstance(w["thread_id"], int) or w["thread_id"] < 0:
                self.bad(f"{where}.thread_id", "must be a non-negative integer")
        c = w.get("constraint")
        if kind in ("target", "function_enter"):
            if c is not None:
                self.bad(where, f"a {kind} waypoint may not have a constraint")
            if kind == "target" and action != "follow":
                self.bad(where, "a target waypoint's action must be follow")
        elif kind in WAYPOINT_TYPES:
            if c is None:
                self.bad(where, f"a {kind} waypoint needs a constraint")
            elif kind == "assumption":
                if self.keys(f"{where}.constraint", c, ["value", "format"]):
                    self.string(f"{where}.constraint.value", c.get("value"))
                    self.string(f"{where}.constraint.format", c.get("format"), values={"c_expression"})
            elif kind == "function_return":
                if self.keys(f"{where}.constraint", c, ["value", "format"]):
                    self.string(f"{where}.constraint.value", c.get("value"), ACSL_RESULT)
                    self.string(f"{where}.constraint.format", c.get("format"), values={"acsl_expression"})
            elif kind == "branching":
                if self.keys(f"{where}.constraint", c, ["value"], ["format"]):
                    v = c.get("value")
                    if not (v in ("true", "false", "default") or (isinstance(v, str) and re.match(r"^-?\d+$", v))):
                        self.bad(f"{where}.constraint.value", f"must be true, false, a case value or default, not {v!r}")
        return kind, action

    def violation(self, where, entry, files, version):
        content = entry.get("content")
        if not isinstance(content, list) or not content:
            self.bad(f"{where}.content", "must be a non-empty list of segments")
            return
        targets = 0
        for i, item in enumerate(content):
            at = f"{where}.content[{i}]"
            if not self.keys(at, item, ["segment"]):
                continue
            seg = item["segment"]
            if not isinstance(seg, list) or not seg:
                self.bad(f"{at}.segment", "must be a non-empty list of waypoints")
                continue
            for k, wi in enumerate(seg):
                wat = f"{at}.segment[{k}]"
                if not self.keys(wat, wi, ["waypoint"]):
                    continue
                kind, action = self.waypoint(f"{wat}.waypoint", wi["waypoint"], files, version == "2.2")
                last = k == len(seg) - 1
                if last and action != "follow":
                    self.bad(wat, "a segment ends with its one follow waypoint")
                if not last and action == "follow":
                    self.bad(wat, "a follow waypoint before the end of its segment (one follow per segment)")
                if kind == "target":
                    targets += 1
                    if not (last and i == len(content) - 1):
                        self.bad(wat, "the target must be the last waypoint of the last segment")
        if targets != 1:
            self.bad(f"{where}.content", f"must have exactly one target waypoint, not {targets}")

    def correctness(self, where, entry, files):
        content = entry.get("content")
        if not isinstance(content, list):
            self.bad(f"{where}.content", "must be a list of invariants")
            return
        for i, item in enumerate(content):
            at = f"{where}.content[{i}]"
            if not self.keys(at, item, ["invariant"]):
                continue
            inv = item["invariant"]
            if not self.keys(f"{at}.invariant", inv, ["type", "location", "value", "format"]):
                continue
            kind = inv.get("type")
            self.string(f"{at}.invariant.type", kind, values={"loop_invariant", "location_invariant"})
            self.location(f"{at}.invariant.location", inv.get("location"), files,
                          ["for", "while", "do"] if kind == "loop_invariant" else None)
            v = inv.get("value")
            self.string(f"{at}.invariant.value", v)
            if isinstance(v, str) and not v.strip():
                self.bad(f"{at}.invariant.value", "is empty")
            self.string(f"{at}.invariant.format", inv.get("format"), values={"c_expression"})

    def check(self, doc):
        if not isinstance(doc, list) or not doc:
            self.bad("witness", "must be a non-empty list of entries")
            return
        for i, entry in enumerate(doc):
            where = f"entry {i + 1}"
            if not self.keys(where, entry, ["entry_type", "metadata", "content"]):
                continue
            kind = entry.get("entry_type")
            self.string(f"{where}.entry_type", kind, values={"violation_sequence", "invariant_set"})
            versions = {"2.0", "2.2"} if kind == "violation_sequence" else {"2.0"}
            files = self.metadata(f"{where}.metadata", entry.get("metadata"), versions)
            version = (entry.get("metadata") or {}).get("format_version")
            if kind == "violation_sequence":
                self.violation(where, entry, files, version)
            elif kind == "invariant_set":
                self.correctness(where, entry, files)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    if len(args) != 1 or any(a not in ("--source",) for a in argv[1:] if a.startswith("--")):
        print(__doc__.strip().split("\n\n")[-2], file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as f:
            doc = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        print(f"check-witness: cannot read {args[0]}: {e}".replace("\n", " "), file=sys.stderr)
        return 2
    c = Checker("--source" in argv)
    c.check(doc)
    for p in c.problems:
        print(f"check-witness: {args[0]}: {p}", file=sys.stderr)
    return 1 if c.problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
