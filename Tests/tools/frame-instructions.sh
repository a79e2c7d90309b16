#!/usr/bin/env bash
# Instructions per frame of scroll-sandbox builds (a proxy, not a timing): each binary plays
# the benchmark's touchpad swipe headless (virtual clock, software surface, no present) under
# valgrind's callgrind, once with 50 swipe frames and once with 650; the difference divided by
# the difference in frames is the work of one frame, start-up excluded. Counts are exact and
# repeat, so two builds can be compared on a noisy machine where frame times cannot.
#   Tests/tools/frame-instructions.sh [--scenes feed,rows] BINARY...
# Needs valgrind (apt-get install valgrind); binaries may be stripped.
set -euo pipefail
scenes=feed,rows
if [ "${1:-}" = --scenes ]; then scenes=$2; shift 2; fi
[ $# -ge 1 ] || { echo "usage: $0 [--scenes feed,rows] BINARY..." >&2; exit 2; }
command -v valgrind >/dev/null || { echo "$0: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The swipe of scroll-bench's app section.
swipe="$(dirname "$0")/bench-swipe.sh"
"$swipe" 50 >"$scratch/short.rec"
"$swipe" 650 >"$scratch/long.rec"
run() { # binary scene replay -> "instructions frames"
  valgrind --tool=callgrind --callgrind-out-file="$scratch/cg.out" "$1" --headless --scene "$2" \
    --items 1000 --size 800x600 --no-hud --replay "$3" --frames-csv "$scratch/frames.csv" \
    >/dev/null 2>"$scratch/cg.err" || { tail -3 "$scratch/cg.err" >&2; exit 1; }
  echo "$(sed -n 's/.*Collected : //p' "$scratch/cg.err") $(($(wc -l <"$scratch/frames.csv") - 1))"
}
printf '%-8s %-40s %s\n' scene binary "instructions/frame"
for scene in ${scenes//,/ }; do
  for bin in "$@"; do
    read -r i1 f1 < <(run "$bin" "$scene" "$scratch/short.rec")
    read -r i2 f2 < <(run "$bin" "$scene" "$scratch/long.rec")
    printf '%-8s %-40s %d\n' "$scene" "$bin" $(((i2 - i1) / (f2 - f1)))
  done
done
