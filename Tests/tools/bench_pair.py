#!/usr/bin/env python3
"""Reads the runs of Tests/tools/bench-pair.sh.

  bench_pair.py --row SCENE BLOCK BUILD CORE ERR CSV
      one run's table row: main-thread CPU per frame (the "cpu frames" mark in ERR) and
      frame work p50 over the same frames (the frames CSV), in ms
  bench_pair.py RUNS.TSV
      per scene, each block's new/old for both figures: their median and geometric mean,
      with 90 % bootstrap intervals (resampling blocks; seeded, so a table gives the same
      output every time)
"""
import csv
import math
import random
import re
import statistics
import sys

FIRST, LAST = 30, 630


def row(scene, block, build, core, err_path, csv_path):
    err = open(err_path, encoding="utf-8", errors="replace").read()
    mark = re.search(r"cpu frames (\d+)-(\d+) thread (\d+)", err)
    if not mark:
        sys.exit(f"bench_pair.py: {err_path} has no 'cpu frames' mark: did the run reach "
                 f"present {LAST}?")
    first, last, thread = (int(g) for g in mark.groups())
    cpu_ms = thread / (last - first) / 1e6
    with open(csv_path, newline="", encoding="utf-8") as f:
        works = sorted(float(r["work_ms"]) for r in list(csv.DictReader(f))[first:last])
    if not works:
        sys.exit(f"bench_pair.py: {csv_path} has no frames {first}-{last}")
    # Nearest-rank median, as scroll-bench reports percentiles.
    work = works[math.ceil(0.5 * len(works)) - 1]
    print(f"{scene}\t{block}\t{build}\t{core}\t{cpu_ms:.6f}\t{work:.6f}")


def interval(values, statistic, rounds=4000):
    rng = random.Random(28)
    draws = sorted(statistic(rng.choices(values, k=len(values))) for _ in range(rounds))
    return draws[int(0.05 * rounds)], draws[int(0.95 * rounds) - 1]


def summary(path):
    runs = {}
    with open(path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            runs[(r["scene"], int(r["block"]), r["build"])] = r
    scenes = list(dict.fromkeys(scene for scene, _, _ in runs))
    if not scenes:
        sys.exit(f"bench_pair.py: {path} has no runs")
    print("scene  figure         blocks  old median  new median  new/old median [90 %]"
          "    geometric mean [90 %]")
    for scene in scenes:
        blocks = sorted(b for s, b, build in runs if s == scene and build == "old"
                        and (s, b, "new") in runs)
        for figure, column in (("CPU/frame ms", "cpu_ms"), ("work p50 ms", "work_p50_ms")):
            old = [float(runs[(scene, b, "old")][column]) for b in blocks]
            new = [float(runs[(scene, b, "new")][column]) for b in blocks]
            ratios = [n / o for o, n in zip(old, new) if o > 0]
            if not ratios:
                continue
            med = statistics.median(ratios)
            geo = statistics.geometric_mean(ratios)
            lo, hi = interval(ratios, statistics.median)
            glo, ghi = interval(ratios, statistics.geometric_mean)
            print(f"{scene:6s} {figure:14s} {len(ratios):6d}  {statistics.median(old):10.4f}"
                  f"  {statistics.median(new):10.4f}  {med:.3f} [{lo:.3f}, {hi:.3f}]"
                  f"    {geo:.3f} [{glo:.3f}, {ghi:.3f}]")


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) == 7 and args[0] == "--row":
        row(*args[1:])
    elif len(args) == 1:
        summary(args[0])
    else:
        sys.exit(__doc__)
