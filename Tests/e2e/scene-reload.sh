#!/usr/bin/env bash
# End-to-end in a real window (Xvfb): a scene file edited while the app shows it (issue 29,
# item 5). The app opens a scene file, scrolls with real wheel input, then the file is
# saved by rename-over (a new number shows: "scene-reloaded" within the time asserted with
# --long), saved with an error (the last good scene stays, "scene-reload-failed", the error
# drawn over it: screenshot kept with KEEP_E2E=1), and saved by truncate-then-write with a
# good file again. Screenshots: $work/good.png, $work/bad.png.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=scene-reload.sh
source Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
long=0
[ "${1:-}" = "--long" ] && long=1

start_xvfb 270 289
scene() {
  cat <<EOT
format = "scroll-sandbox-scene"
version = 1
name = "live"
[list]
rows = 2000
row-height = "48...96"
title = "Row {i} (top past $1)"
[header]
expanded = 190
collapsed = 84
title = "Live"
subtitle = "Edit the file; it reloads"
[top-button]
threshold = $1
EOT
}
scene 260 >"$work/live.toml"
# --events-out -: one flushed line per event on standard output, read as the app goes.
"$bin" --scene-file "$work/live.toml" --size 900x640 --events-out - \
  >"$work/events.jsonl" 2>"$work/app.log" &
app_pid=$!
win=$(find_window) || { bad "no window"; cat "$work/app.log"; exit 1; }
xdotool mousemove --window "$win" 450 400
for _ in 1 2 3 4 5 6; do xdotool click --window "$win" 5; sleep 0.15; done
sleep 1.2
# Rename-over.
scene 333 >"$work/tmp.toml"
saved=$(date +%s%N)
mv "$work/tmp.toml" "$work/live.toml"
for _ in $(seq 200); do grep -q '"scene-reloaded"' "$work/events.jsonl" && break; sleep 0.01; done
took=$((($(date +%s%N) - saved) / 1000000))
sleep 0.5
import -window root "$work/good.png"
events() { cat "$work/events.jsonl"; }
if events | grep -q '"type":"scene-reloaded","file":"'"$work/live.toml"'","scene":"live"'; then
  ok "a rename-over save reloads the scene (seen after ${took} ms)"
  if [ $long -eq 1 ]; then
    [ "$took" -le 200 ] && ok "within 200 ms ($took ms)" || bad "reload took $took ms (> 200)"
  fi
else
  bad "no scene-reloaded event after a rename-over save"; events | tail -3
fi
# A bad save.
scene 333 | sed 's/^rows = 2000/rows = lots/' >"$work/tmp.toml"
mv "$work/tmp.toml" "$work/live.toml"
sleep 0.6
import -window root "$work/bad.png"
if events | grep -q '"scene-reload-failed".*line 5: field .list.rows.'; then
  ok "a bad save keeps the scene and reports line 5: field 'list.rows'"
else
  bad "no scene-reload-failed event for a bad save"; events | tail -3
fi
# Truncate-then-write.
: >"$work/live.toml"
scene 150 >>"$work/live.toml"
sleep 0.6
if [ "$(events | grep -c '"scene-reloaded"')" -eq 2 ]; then
  ok "a truncate-then-write save reloads once"
else
  bad "truncate-then-write: $(events | grep -c '"scene-reloaded"') reloads"
fi
kill -TERM "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""
echo "scene-reload.sh: $pass passed, $fail failed (screenshots in $work with KEEP_E2E=1)"
[ "$fail" -eq 0 ]
