#!/usr/bin/env bash
# Compares two builds on a noisy machine: scroll-bench runs in ABBA order (old, new, new,
# old, then again), so a drift of the machine over the sitting weighs on both builds alike,
# and bench_abba.py prints each row's medians, new/old and a bootstrap interval.
#   Tests/tools/bench-abba.sh [--blocks N] [--keep DIR] OLD NEW [-- SCROLL-BENCH ARGS]
# OLD and NEW are scroll-sandbox binaries, measured through one scroll-bench (--sandbox;
# the app and scale sections), or, with --benches, two scroll-bench binaries run as they are
# (their own engine, frame and window sections). The arguments after -- go to every run
# (default: --sections app --sizes 1k). --blocks: ABBA blocks, 3 by default (6 runs of
# each build). The reports stay in --keep DIR (RUN-old.json, RUN-new.json), else in a
# temporary folder removed at the end. Each run of the app section takes about two minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
blocks=3
keep=""
benches=0
while [ $# -gt 0 ]; do
  case "$1" in
  --blocks) blocks=$2; shift 2 ;;
  --keep) keep=$2; shift 2 ;;
  --benches) benches=1; shift ;;
  *) break ;;
  esac
done
usage="usage: $0 [--blocks N] [--keep DIR] [--benches] OLD NEW [-- SCROLL-BENCH ARGS]"
[ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
old=$1 new=$2
shift 2
if [ $# -gt 0 ]; then
  [ "$1" = -- ] || { echo "$usage" >&2; exit 2; }
  shift
fi
extra=("$@")
[ ${#extra[@]} -gt 0 ] || extra=(--sections app --sizes 1k)
case "$blocks" in '' | *[!0-9]* | 0) echo "$0: --blocks needs a whole number above 0" >&2; exit 2 ;; esac
for b in "$old" "$new"; do
  [ -x "$b" ] || { echo "$0: $b is not an executable file" >&2; exit 2; }
done
bench=""
if [ $benches = 0 ]; then
  bench="$(swift build -c release --show-bin-path)/scroll-bench"
  [ -x "$bench" ] || swift build -c release --product scroll-bench >/dev/null
fi
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  out=$keep
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
run=0
for ((block = 1; block <= blocks; block++)); do
  for label in old new new old; do
    run=$((run + 1))
    binary=$old
    [ $label = new ] && binary=$new
    echo "run $run of $((4 * blocks)): $label ($binary)" >&2
    if [ $benches = 1 ]; then
      "$binary" "${extra[@]}" --json "$out/$run-$label.json" >"$out/$run-$label.txt" 2>&1
    else
      "$bench" "${extra[@]}" --sandbox "$binary" --json "$out/$run-$label.json" \
        >"$out/$run-$label.txt" 2>&1
    fi || { echo "$0: run $run ($label) failed; its output:" >&2; tail -5 "$out/$run-$label.txt" >&2; exit 1; }
  done
done
python3 Tests/tools/bench_abba.py "$out"
