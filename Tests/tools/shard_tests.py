#!/usr/bin/env python3
"""Splits the unit tests into N shards of about equal time, for Tests/run-all.sh.

    shard_tests.py LIST TIMES N     prints N lines, each a comma-separated list of tests
                                    (Module.Class/method) for one xctest process
    shard_tests.py --record TIMES LOG...   adds the durations of the tests in the xctest
                                    logs LOG... to TIMES

LIST is the output of `ScrollSandboxPackageTests.xctest --list-tests`. TIMES holds
"Class.method seconds" lines from earlier runs (a missing file or test counts one second);
the longest tests are dealt first, each to the shard with the least time so far, so the
shards end together. Without times the tests are dealt in turn.
"""

import os
import re
import sys


def read_times(path):
    times = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                parts = line.split()
                if len(parts) == 2:
                    try:
                        times[parts[0]] = float(parts[1])
                    except ValueError:
                        pass
    return times


def shards(list_path, times_path, n):
    tests = []
    with open(list_path) as f:
        for line in f:
            m = re.match(r"^(\w+)\.(\w+)/(\w+)$", line.strip())
            if m:
                tests.append((line.strip(), f"{m.group(2)}.{m.group(3)}"))
    times = read_times(times_path)
    # Longest first (unknown tests count one second), ties in list order.
    order = sorted(enumerate(tests), key=lambda it: (-times.get(it[1][1], 1.0), it[0]))
    load = [0.0] * n
    out = [[] for _ in range(n)]
    for _, (spec, key) in order:
        k = min(range(n), key=lambda i: (load[i], len(out[i])))
        out[k].append(spec)
        load[k] += times.get(key, 1.0)
    return [",".join(s) for s in out if s]


def record(times_path, logs):
    times = read_times(times_path)
    case = re.compile(r"^Test Case '([\w.]+)' (?:passed|failed) \(([0-9.]+) seconds\)")
    for log in logs:
        with open(log, errors="replace") as f:
            for line in f:
                m = case.match(line)
                if m:
                    times[m.group(1)] = float(m.group(2))
    tmp = times_path + ".tmp"
    with open(tmp, "w") as f:
        for key in sorted(times):
            f.write(f"{key} {times[key]}\n")
    os.replace(tmp, times_path)


def main(argv):
    if len(argv) >= 3 and argv[1] == "--record":
        record(argv[2], argv[3:])
        return 0
    if len(argv) == 4 and argv[3].isdigit() and int(argv[3]) > 0:
        for line in shards(argv[1], argv[2], int(argv[3])):
            print(line)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
