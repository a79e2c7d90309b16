#!/usr/bin/env bash
# Prints the touchpad swipe of scroll-bench's app section (BenchAppRun.replay, toward the end
# of the list): 0.5 touchpad units (20 pt) an event, one event a frame at 60 Hz from 0.5 s,
# easing out over the last 15. The tools that play it outside scroll-bench use this one copy;
# BenchTests checks that it gives the benchmark's events.
#   Tests/tools/bench-swipe.sh FRAMES
set -euo pipefail
case "${1:-}" in '' | *[!0-9]*) echo "usage: $0 FRAMES" >&2; exit 2 ;; esac
echo "scroll-sandbox-input v2"
echo "0.5 device name=scroll-bench%20swipe kind=touchpad source=libinput"
awk -v n="$1" 'BEGIN { t = 0.5; for (i = 0; i < n; i++) {
  ramp = (n - i) / 15; if (ramp > 1) ramp = 1; if (ramp < 0.02) ramp = 0.02
  printf "%.5f wheel dx=0 dy=%.5f x=400 y=300\n", t, -0.5 * ramp; t += 1 / 60 } }'
