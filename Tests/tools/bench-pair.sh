#!/usr/bin/env bash
# Compares two scroll-sandbox builds side by side, the way the app section measures one:
# each build in a real window (its own Xvfb), playing the benchmark's touchpad swipe, with
# the benchmark's marks (main-thread CPU from present 30 to present 630, and the frames CSV).
# In each block both builds run at the same time, each pinned with its X server to one of two
# cores, and the cores swap every block: what the machine does during a block weighs on both
# builds, and a faster core favours each build equally often. bench_pair.py prints, per
# scene, new/old of each block's pair (median and geometric mean, with 90 % bootstrap
# intervals) for CPU per frame and frame work p50.
#   Tests/tools/bench-pair.sh [--blocks N] [--scenes a,b] [--keep DIR] OLD NEW
# OLD and NEW are scroll-sandbox binaries. --blocks: blocks per scene (16 by default, 12 s
# each); --scenes: comma-separated scenes (rows,feed); --keep: keep each run's standard error
# and frames CSV and the results table (runs.tsv) in DIR. Needs two cores, Xvfb and taskset.
# BENCH_PAIR_XVFB names another X server command (the tests use a stand-in).
set -euo pipefail
cd "$(dirname "$0")/../.."
blocks=16
scenes=rows,feed
keep=""
usage="usage: $0 [--blocks N] [--scenes a,b] [--keep DIR] OLD NEW"
while [ $# -gt 0 ]; do
  case "$1" in
  --blocks) blocks=${2:-}; shift 2 ;;
  --scenes) scenes=${2:-}; shift 2 ;;
  --keep) keep=${2:-}; shift 2 ;;
  -*) echo "$usage" >&2; exit 2 ;;
  *) break ;;
  esac
done
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
old=$1 new=$2
case "$blocks" in '' | *[!0-9]* | 0) echo "$0: --blocks needs a whole number above 0" >&2; exit 2 ;; esac
for b in "$old" "$new"; do
  [ -x "$b" ] || { echo "$0: $b is not an executable file" >&2; exit 2; }
done
xvfb=${BENCH_PAIR_XVFB:-Xvfb}
command -v "$xvfb" >/dev/null || { echo "$0: $xvfb not found (apt-get install xvfb)" >&2; exit 2; }
command -v taskset >/dev/null || { echo "$0: taskset not found (apt-get install util-linux)" >&2; exit 2; }
[ "$(nproc)" -ge 2 ] || { echo "$0: needs two cores, this machine has $(nproc)" >&2; exit 2; }
out=${keep:-$(mktemp -d)}
mkdir -p "$out"
[ -n "$keep" ] || trap 'rm -rf "$out"' EXIT

# The benchmark's swipe, 660 events from 0.5 s.
frames=660
Tests/tools/bench-swipe.sh $frames >"$out/swipe.rec"
duration=$(awk -v n=$frames 'BEGIN { printf "%.3f", 0.5 + n / 60 + 0.5 }')

# Two free X display numbers (no socket, no lock file), from :600 up.
displays=()
for ((n = 600; n < 700 && ${#displays[@]} < 2; n++)); do
  [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || displays+=("$n")
done
[ ${#displays[@]} = 2 ] || { echo "$0: no two free X display numbers in :600-:699" >&2; exit 1; }
one() { # BINARY CORE DISPLAY TAG SCENE
  taskset -c "$2" "$xvfb" ":$3" -screen 0 1280x1024x24 -nolisten tcp -noreset >/dev/null 2>&1 &
  local x=$!
  sleep 0.8
  local status=0
  DISPLAY=":$3" SCROLL_SANDBOX_MARK_FIRST_PRESENT=1 SCROLL_SANDBOX_MARK_CPU_FRAMES=30,630 \
    taskset -c "$2" "$1" --scene "$5" --items 1000 --size 800x600 --renderer auto --no-hud \
    --replay "$out/swipe.rec" --duration "$duration" --frames-csv "$out/$4.csv" \
    >/dev/null 2>"$out/$4.err" || status=$?
  kill "$x" 2>/dev/null || true
  wait "$x" 2>/dev/null || true
  return $status
}

printf 'scene\tblock\tbuild\tcore\tcpu_ms\twork_p50_ms\n' >"$out/runs.tsv"
IFS=, read -r -a scene_list <<<"$scenes"
for scene in "${scene_list[@]}"; do
  for ((block = 1; block <= blocks; block++)); do
    # Odd blocks: old on core 0, new on core 1; even blocks the other way.
    if [ $((block % 2)) = 1 ]; then co=0 cn=1; else co=1 cn=0; fi
    echo "$scene block $block of $blocks" >&2
    tag_old="$scene-$block-old" tag_new="$scene-$block-new"
    one "$old" $co "${displays[0]}" "$tag_old" "$scene" & po=$!
    one "$new" $cn "${displays[1]}" "$tag_new" "$scene" & pn=$!
    so=0 sn=0
    wait $po || so=$?
    wait $pn || sn=$?
    for pair in "old:$so:$co:$tag_old" "new:$sn:$cn:$tag_new"; do
      IFS=: read -r label status core tag <<<"$pair"
      if [ "$status" != 0 ]; then
        echo "$0: the $label build failed ($scene, block $block, exit $status); its output:" >&2
        tail -5 "$out/$tag.err" >&2
        exit 1
      fi
      python3 Tests/tools/bench_pair.py --row "$scene" "$block" "$label" "$core" \
        "$out/$tag.err" "$out/$tag.csv" >>"$out/runs.tsv"
    done
  done
done
python3 Tests/tools/bench_pair.py "$out/runs.tsv"
