#!/usr/bin/env python3
"""Summarizes an ABBA comparison of two builds from scroll-bench's JSON reports.

Each report is one scroll-bench run, named RUN-LABEL.json, where RUN is its place in the
sitting (1, 2, ...) and LABEL is "old" or "new". For every numeric row both builds have, it
prints the median of each build's runs, new/old of the medians, a 90 % bootstrap interval of
that ratio (resampling each build's runs, fixed seed, so the output repeats), and each run's
value in run order. Rows whose value is not a number (a build that lacks the row) are left
out, as are rows only one build has.

    bench_abba.py DIR [--csv]

--csv prints the rows as CSV instead (metric, section, size, unit, old median, new median,
ratio, interval low, interval high, old runs, new runs). Exits 2 when DIR holds no report of
one of the builds.
"""

import glob
import json
import os
import random
import statistics
import sys


def load(directory):
    """Returns {(section, size, metric): {"unit": u, "old": [...], "new": [...]}} in run order."""
    reports = []
    for path in glob.glob(os.path.join(directory, "*.json")):
        name = os.path.basename(path)[: -len(".json")]
        run, _, label = name.partition("-")
        if not run.isdigit() or label not in ("old", "new"):
            continue
        reports.append((int(run), label, path))
    reports.sort()
    rows = {}
    for _, label, path in reports:
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
        for row in report.get("rows", []):
            value = row.get("value")
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            key = (row.get("section", ""), row.get("size", ""), row.get("metric", ""))
            entry = rows.setdefault(key, {"unit": row.get("unit") or "", "old": [], "new": []})
            entry[label].append(float(value))
    return rows, {label for _, label, _ in reports}


def interval(old, new, rounds=2000, seed=1):
    """90 % bootstrap interval of median(new) / median(old), or None when undefined."""
    rng = random.Random(seed)
    ratios = []
    for _ in range(rounds):
        o = statistics.median(rng.choice(old) for _ in old)
        n = statistics.median(rng.choice(new) for _ in new)
        if o:
            ratios.append(n / o)
    if not ratios:
        return None
    ratios.sort()
    return ratios[int(0.05 * (len(ratios) - 1))], ratios[int(0.95 * (len(ratios) - 1))]


def main(argv):
    args = [a for a in argv[1:] if a != "--csv"]
    if len(args) != 1:
        print("usage: bench_abba.py DIR [--csv]", file=sys.stderr)
        return 2
    rows, labels = load(args[0])
    if labels != {"old", "new"}:
        print(f"bench_abba.py: {args[0]} needs reports of both builds (RUN-old.json, "
              "RUN-new.json)", file=sys.stderr)
        return 2
    csv = "--csv" in argv
    if csv:
        print("metric,section,size,unit,old_median,new_median,ratio,ratio_low,ratio_high,"
              "old_runs,new_runs")
    else:
        print(f"{'section':8} {'size':6} {'metric':34} {'old':>9} {'new':>9} {'new/old':>8}"
              f"  90 % interval")
    for (section, size, metric), entry in rows.items():
        old, new = entry["old"], entry["new"]
        if not old or not new:
            continue
        mo, mn = statistics.median(old), statistics.median(new)
        ratio = mn / mo if mo else float("nan")
        bounds = interval(old, new)
        low, high = bounds if bounds else (float("nan"), float("nan"))
        runs = lambda xs: " ".join(f"{x:.4g}" for x in xs)
        if csv:
            print(f'"{metric}",{section},{size},{entry["unit"]},{mo:.6g},{mn:.6g},{ratio:.4f},'
                  f'{low:.4f},{high:.4f},"{runs(old)}","{runs(new)}"')
        else:
            print(f"{section:8} {size:6} {metric[:34]:34} {mo:9.4g} {mn:9.4g} {ratio:8.3f}"
                  f"  {low:.3f}-{high:.3f} {entry['unit']}  old {runs(old)} | new {runs(new)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
