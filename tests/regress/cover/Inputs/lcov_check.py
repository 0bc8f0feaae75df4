#!/usr/bin/env python3
"""Parses an lcov tracefile back and checks its structure (each record's
FNF/FNH/BRF/BRH/LF/LH agree with its FN/FNDA/BRDA/DA lines); prints one line
per source file: name, functions, branches, lines as hit/found."""
import os
import sys

records, cur = [], None
for line in open(sys.argv[1]):
    line = line.rstrip("\n")
    key, _, val = line.partition(":")
    if key == "TN":
        continue
    if key == "SF":
        assert cur is None, "SF inside a record"
        cur = {"SF": val, "FN": [], "FNDA": {}, "BRDA": [], "DA": [], "sums": {}}
    elif key == "end_of_record":
        records.append(cur)
        cur = None
    elif key == "FN":
        cur["FN"].append(val.split(",")[1])
    elif key == "FNDA":
        count, name = val.split(",")
        cur["FNDA"][name] = int(count)
    elif key == "BRDA":
        line_no, block, branch, taken = val.split(",")
        cur["BRDA"].append(0 if taken == "-" else int(taken))
    elif key == "DA":
        cur["DA"].append(int(val.split(",")[1]))
    else:
        cur["sums"][key] = int(val)
assert cur is None, "last record not ended"
for r in records:
    s = r["sums"]
    assert s["FNF"] == len(r["FN"]) == len(r["FNDA"])
    assert s["FNH"] == sum(1 for c in r["FNDA"].values() if c)
    assert s["BRF"] == len(r["BRDA"]) and s["BRH"] == sum(1 for c in r["BRDA"] if c)
    assert s["LF"] == len(r["DA"]) and s["LH"] == sum(1 for c in r["DA"] if c)
    print("%s functions %d/%d branches %d/%d lines %d/%d" % (os.path.basename(r["SF"]), s["FNH"], s["FNF"],
                                                             s["BRH"], s["BRF"], s["LH"], s["LF"]))
