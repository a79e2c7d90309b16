#!/usr/bin/env bash
# End-to-end (no display, no real benchmark): Tests/tools/bench-abba.sh runs two builds in
# ABBA order and Tests/tools/bench_abba.py summarizes their reports. Two fake scroll-bench
# scripts log their runs and write reports with known values, so the order (old, new, new,
# old per block), the medians, new/old and the left-out rows can be checked exactly; bad
# arguments and a failing run exit non-zero with a message.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; fails=$((fails + 1)); }

# A fake scroll-bench: logs its name, then writes a report whose frame work is BASE plus the
# run's number (so medians are known), a row only it has, and a row whose value is "nan".
fake() { # NAME BASE
  cat >"$work/$1" <<EOF
#!/usr/bin/env bash
n=\$(wc -l <"$work/log" 2>/dev/null || echo 0)
echo $1 >>"$work/log"
json=""
while [ \$# -gt 0 ]; do [ "\$1" = --json ] && json=\$2; shift; done
v=\$(awk -v b=$2 -v n="\$n" 'BEGIN { printf "%.3f", b + n / 1000 }')
cat >"\$json" <<J
{"rows": [
  {"section": "app", "size": "1k", "metric": "rows frame work p50", "unit": "ms", "value": \$v},
  {"section": "app", "size": "1k", "metric": "only $1", "unit": "ms", "value": 1},
  {"section": "app", "size": "1k", "metric": "missing", "unit": "ms", "value": "nan"}
]}
J
echo "table of $1"
EOF
  chmod +x "$work/$1"
}
fake old-bench 0.100
fake new-bench 0.200

out=$(Tests/tools/bench-abba.sh --benches --blocks 2 --keep "$work/keep" "$work/old-bench" \
  "$work/new-bench" -- --sections app 2>"$work/err")
order=$(tr '\n' ' ' <"$work/log")
want="old-bench new-bench new-bench old-bench old-bench new-bench new-bench old-bench "
[ "$order" = "$want" ] && ok "ABBA order over 2 blocks" || bad "order: $order"
# Runs are numbered 0..7: old ran 0, 3, 4, 7 (median 0.1035), new 1, 2, 5, 6 (median 0.2035).
line=$(grep "rows frame work p50" <<<"$out" || true)
read -r _ _ _ _ _ _ old new ratio _ <<<"$line"
[ "$old $new $ratio" = "0.1035 0.2035 1.966" ] && ok "medians and new/old: $old $new $ratio" \
  || bad "summary line: $line"
grep -q "old 0.1 0.103 0.104 0.107 | new 0.201 0.202 0.205 0.206" <<<"$line" \
  && ok "each run's value in run order" || bad "runs: $line"
grep -q "only \|missing" <<<"$out" && bad "rows of one build or not numbers listed: $out" \
  || ok "rows of one build and values that are not numbers are left out"
[ "$(ls "$work/keep" | grep -c '\.json$')" = 8 ] && ok "--keep holds the 8 reports" \
  || bad "--keep: $(ls "$work/keep")"
csv=$(python3 Tests/tools/bench_abba.py "$work/keep" --csv)
grep -q '^"rows frame work p50",app,1k,ms,0.1035,0.2035,1.9662,' <<<"$csv" \
  && ok "--csv row" || bad "csv: $csv"

# One build's reports alone cannot be compared.
rm "$work/keep/"*-new.json
if python3 Tests/tools/bench_abba.py "$work/keep" >/dev/null 2>"$work/err"; then
  bad "a folder with one build's reports was summarized"
else
  [ $? = 2 ] && grep -q "needs reports of both builds" "$work/err" \
    && ok "one build only: exit 2, $(cat "$work/err")" || bad "one build only: $(cat "$work/err")"
fi

# Bad arguments and a failing run: each exits non-zero with its message.
refused() { # WHAT MESSAGE ARGS...
  local what=$1 message=$2
  shift 2
  if Tests/tools/bench-abba.sh "$@" >/dev/null 2>"$work/err"; then
    bad "$what: accepted"
  elif grep -q "$message" "$work/err"; then
    ok "$what: $(grep "$message" "$work/err" | head -1)"
  else
    bad "$what: $(cat "$work/err")"
  fi
}
refused "one binary" usage --benches "$work/old-bench"
refused "--blocks x" "whole number" --benches --blocks x "$work/old-bench" "$work/new-bench"
refused "a missing binary" "not an executable" --benches "$work/old-bench" "$work/nothing"
printf '#!/bin/sh\necho broken output; exit 3\n' >"$work/broken"
chmod +x "$work/broken"
refused "a failing run" "run 2 (new) failed" --benches "$work/old-bench" "$work/broken"
grep -q "broken output" "$work/err" && ok "the failing run's output is shown" \
  || bad "no output of the failing run: $(cat "$work/err")"

echo "bench-abba.sh: $fails failed"
[ $fails = 0 ]
