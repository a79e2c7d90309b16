#!/usr/bin/env bash
# End-to-end (issue #18, row 20): the X11 shared-memory present checks itself at start. In a
# window under Xvfb it passes ("present: x11-shm"); with a buffer corrupted through the test
# hook (SCROLL_SANDBOX_X11_PRESENT_CORRUPT=1) the window says why in one line, presents
# through SDL ("present: sdl") and still runs: a wheel tick scrolls, q quits with status 0.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=present-check.sh
. Tests/e2e/lib/xvfb-app.sh
start_xvfb 140 159
pass=0
# Starts the app (extra environment in "$@"), scrolls one tick, quits; the log in $work/$name.log.
run_app() {
  local name=$1
  shift
  (cd "$work" && exec env "$@" "$bin" --scene feed --events-out "$work/$name.jsonl" \
    >"$work/$name.log" 2>&1) &
  app_pid=$!
  local wid
  wid=$(find_window) || { echo "$E2E_NAME: no window ($name)" >&2; cat "$work/$name.log" >&2; exit 1; }
  sleep 0.5
  wid=$(find_window) || { echo "$E2E_NAME: the window went away ($name)" >&2; exit 1; }
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  xdotool windowfocus "$wid" mousemove $((X + 300)) $((Y + 300)) click 5
  sleep 1
  xdotool key q
  for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
  wait "$app_pid" || { echo "$E2E_NAME: the app failed ($name)" >&2; cat "$work/$name.log" >&2; exit 1; }
  app_pid=""
}
ok() { echo "ok   $*"; pass=$((pass + 1)); }
fail() { echo "FAIL $*" >&2; exit 1; }

run_app clean
grep -qx "scroll-sandbox: present: x11-shm" "$work/clean.log" \
  && ok "the X11 present passes its check at start: $(grep 'present:' "$work/clean.log")" \
  || fail "clean start: $(grep -i present "$work/clean.log")"

run_app corrupt SCROLL_SANDBOX_X11_PRESENT_CORRUPT=1
line=$(grep "present:" "$work/corrupt.log" || true)
[ "$(grep -c "present:" "$work/corrupt.log")" = 1 ] \
  && [[ "$line" == "scroll-sandbox: present: sdl (the X11 shared-memory present failed its check (buffer 1: the window shows #"* ]] \
  && ok "a corrupted buffer: one line, SDL's present: $line" \
  || fail "corrupted buffer: $(grep -i present "$work/corrupt.log")"
grep -q '"to":"animating"' "$work/corrupt.jsonl" \
  && ok "with SDL's present the window still scrolls and quits cleanly" \
  || fail "no scrolling after the fallback: $(cat "$work/corrupt.jsonl")"
echo "$E2E_NAME: $pass passed, 0 failed"
