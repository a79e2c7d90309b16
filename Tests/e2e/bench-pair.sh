#!/usr/bin/env bash
# End-to-end (no display, no real app): Tests/tools/bench-pair.sh runs two builds at once,
# each pinned to its own core, the cores swapping every block, and bench_pair.py summarizes
# the pairs. Two fake sandboxes charge a known CPU per frame, 10 % more on core 1, so the
# swap is checked exactly: each block's new/old is off by the core, their geometric mean
# is the builds' true ratio. Also: the frame work p50 is read from the frames CSV, the
# arguments reach the app, and bad arguments and a failing run exit non-zero with a message.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "$(nproc)" -lt 2 ]; then
  echo "bench-pair.sh: skipped (one core: the tool needs two)"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; fails=$((fails + 1)); }

# A stand-in X server that stays up until killed.
printf '#!/usr/bin/env bash\nexec sleep 60\n' >"$work/fake-x"
chmod +x "$work/fake-x"

# A fake sandbox: CPU per frame BASE us (10 % more on core 1), frame work WORK ms on every
# frame; logs its arguments and core.
fake() { # NAME BASE_US WORK_MS
  cat >"$work/$1" <<EOF
#!/usr/bin/env bash
core=\$(taskset -cp \$\$ | awk '{ print \$NF }')
echo "$1 core \$core \$*" >>"$work/log"
csv=""
while [ \$# -gt 0 ]; do [ "\$1" = --frames-csv ] && csv=\$2; shift; done
awk -v w=$3 'BEGIN { print "frame,work_ms"; for (i = 0; i < 700; i++) print i "," w }' >"\$csv"
ns=\$(awk -v b=$2 -v c="\$core" 'BEGIN { printf "%d", 600 * b * 1000 * (c == 1 ? 1.1 : 1) }')
echo "scroll-sandbox: cpu frames \$SCROLL_SANDBOX_MARK_CPU_FRAMES thread \$ns process \$ns" \\
  | tr ',' '-' >&2
EOF
  chmod +x "$work/$1"
}
fake old-app 100 0.080
fake new-app 104 0.084

out=$(BENCH_PAIR_XVFB="$work/fake-x" Tests/tools/bench-pair.sh --blocks 2 --scenes rows \
  --keep "$work/keep" "$work/old-app" "$work/new-app" 2>"$work/err")
# Block 1: old on core 0 (100), new on core 1 (114.4): 1.144. Block 2: old 110, new 104:
# 0.94545. Median 1.0447, geometric mean exactly 1.04.
cpu=$(grep "^rows .*CPU/frame" <<<"$out" || true)
read -r _ _ _ blocks oldm newm med _ _ geo _ <<<"$cpu"
[ "$blocks $med $geo" = "2 1.045 1.040" ] && ok "core swap: median $med, geometric mean $geo" \
  || bad "CPU line: $cpu"
[ "$oldm $newm" = "0.1050 0.1092" ] && ok "medians of each build: $oldm $newm" \
  || bad "medians: $oldm $newm"
work_line=$(grep "^rows .*work p50" <<<"$out" || true)
grep -q " 0.0800      0.0840  1.050 " <<<"$work_line" && ok "frame work p50 from the CSV" \
  || bad "work line: $work_line"
grep -c "core 0" "$work/log" | grep -qx 2 && grep -c "core 1" "$work/log" | grep -qx 2 \
  && ok "each build ran once on each core" || bad "cores: $(cat "$work/log")"
grep -q "old-app core 0 --scene rows --items 1000 --size 800x600 --renderer auto --no-hud --replay" \
  "$work/log" && ok "the app section's arguments" || bad "arguments: $(head -1 "$work/log")"
[ "$(grep -c . "$work/keep/runs.tsv")" = 5 ] && ok "--keep holds the table (4 runs)" \
  || bad "runs.tsv: $(cat "$work/keep/runs.tsv")"
grep -q "^0.50000 wheel dx=0 dy=-0.50000 x=400 y=300$" "$work/keep/swipe.rec" \
  && ok "the benchmark's swipe" || bad "swipe: $(sed -n 4p "$work/keep/swipe.rec")"

# Failures say what went wrong.
expect_fail() { # WHAT PATTERN ARGS...
  local what=$1 pattern=$2
  shift 2
  if BENCH_PAIR_XVFB="$work/fake-x" Tests/tools/bench-pair.sh "$@" >/dev/null 2>"$work/err"; then
    bad "$what: exit 0"
  elif grep -q "$pattern" "$work/err"; then
    ok "$what: $(head -1 "$work/err")"
  else
    bad "$what: $(cat "$work/err")"
  fi
}
expect_fail "one binary" "usage" "$work/old-app"
expect_fail "--blocks 0" "whole number" --blocks 0 "$work/old-app" "$work/new-app"
expect_fail "not executable" "not an executable" "$work/nothing" "$work/new-app"
printf '#!/usr/bin/env bash\necho "no display here" >&2\nexit 3\n' >"$work/broken-app"
chmod +x "$work/broken-app"
expect_fail "a failing run" "new build failed (rows, block 1, exit 3)" --blocks 1 --scenes rows \
  "$work/old-app" "$work/broken-app"
grep -q "no display here" "$work/err" && ok "the failing run's output is shown" \
  || bad "output: $(cat "$work/err")"
printf '#!/usr/bin/env bash\nexit 0\n' >"$work/silent-app"
chmod +x "$work/silent-app"
expect_fail "a run without the mark" "no 'cpu frames' mark" --blocks 1 --scenes rows \
  "$work/silent-app" "$work/new-app"

echo "bench-pair.sh: $fails failed"
[ $fails = 0 ]
