#!/usr/bin/env bash
# End-to-end: --set, --list-settings, preset files and exports change what runs, travel
# through recordings, and fail clearly (exit 2, naming what is valid); headless. Then, in a
# real window under Xvfb driven by xdotool (when both are installed), the inspector's Tune
# section: keys change a setting live, W saves a preset, and the recording's 'set' lines
# make a headless replay give the same settings and phase changes as the window did.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=tuning.sh
. Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
run() { timeout 300 env -u DISPLAY "$bin" --headless --scene feed "$@"; }

# 1. Bad settings exit 2 and say what is valid.
expect2() {
  local want=$1
  shift
  set +e
  out=$("$bin" "$@" 2>&1)
  rc=$?
  set -e
  if [ "$rc" = 2 ] && grep -qF -- "$want" <<<"$out"; then ok "exit 2 naming '$want': $*"; else
    bad "expected exit 2 with '$want' from $* (rc $rc): $out"
  fi
}
expect2 "valid names: physics.rate" --set bogus=1
expect2 "out of range 0.9...0.9999" --set physics.rate=1.5
expect2 "does not apply to the flutter preset" --preset flutter --set physics.rate=0.99
expect2 "expected NAME=VALUE" --set physics.rate
expect2 "is not a number" --set physics.rate=fast
expect2 "valid: uikit, swiftui, flutter, css, firefox, lenis, sway, hyprland" --export-preset qt

# 2. --list-settings shows every setting of the preset with its value and default.
list=$("$bin" --preset gtk --set physics.decay=6 --list-settings)
if grep -q "physics.decay .*6 1/s (default 4;" <<<"$list" && grep -q "physics.overscroll-limit" <<<"$list"; then
  ok "--list-settings shows the tuned value beside the default"
else bad "--list-settings: $list"; fi

# 3. A tuned rate changes the replay; the same tuning from a saved preset file or from a
#    recording's '# set' line replays identically.
run --replay assets/sessions/sample-fling.rec --events-out "$work/plain.jsonl" >/dev/null 2>&1
run --replay assets/sessions/sample-fling.rec --set physics.rate=0.99 --events-out "$work/set.jsonl" >/dev/null 2>&1
if ! cmp -s "$work/plain.jsonl" "$work/set.jsonl"; then ok "--set physics.rate=0.99 changes the run"; else bad "--set changed nothing"; fi
"$bin" --set physics.rate=0.99 --save-preset "$work/fast.preset" 2>/dev/null
run --replay assets/sessions/sample-fling.rec --preset-file "$work/fast.preset" --events-out "$work/file.jsonl" >/dev/null 2>&1
# The scene-switch lines name the preset in force: the file's ("ios-tuned") against "ios".
if cmp -s <(sed 's/"preset":"ios-tuned"/"preset":"ios"/' "$work/file.jsonl") "$work/set.jsonl" \
  && grep -q '"type":"scene-switch","scene":"feed","preset":"ios-tuned"' "$work/file.jsonl"; then
  ok "a saved preset file replays as --set did (under its own name)"
else bad "preset file run differs from --set: $(diff "$work/set.jsonl" "$work/file.jsonl" | head -4)"; fi
{ head -1 assets/sessions/sample-fling.rec; echo "# set physics.rate=0.99"; tail -n +2 assets/sessions/sample-fling.rec; } >"$work/tuned.rec"
run --replay "$work/tuned.rec" --events-out "$work/rec.jsonl" >/dev/null 2>&1
if cmp -s "$work/set.jsonl" "$work/rec.jsonl"; then ok "a recording's '# set' line replays the tuning"; else bad "recorded tuning not replayed"; fi

# 4. Bad preset files: line and field named, exit 2; a FIFO is refused at once.
printf 'format = "scroll-sandbox-preset"\nversion = 1\nbase = "ios"\nphysics.rate = 3\n' >"$work/bad.preset"
expect2 "line 4: field 'physics.rate'" --preset-file "$work/bad.preset"
mkfifo "$work/fifo.preset"
set +e
out=$(timeout 10 "$bin" --preset-file "$work/fifo.preset" 2>&1)
rc=$?
set -e
if [ "$rc" = 2 ] && grep -q "not a regular file" <<<"$out"; then ok "a FIFO preset file is refused at once"; else bad "FIFO preset (rc $rc): $out"; fi

# 5. Exports carry the tuned numbers.
code=$("$bin" --preset flutter --set physics.spring-mass=0.7 --export-preset flutter)
if grep -q "mass: 0.7, stiffness: 100.0, ratio: 1.1" <<<"$code" && grep -q "Not expressible in Flutter" <<<"$code"; then
  ok "--export-preset flutter carries the tuned spring and names what Flutter cannot express"
else bad "flutter export: $code"; fi

# 6. Scene and input numbers: --set changes the run, bad values exit 2, --list-settings
#    names them with their scenes.
expect2 "out of range 0...5000" --set feed.top-threshold=-1
expect2 "not a whole number" --set infinite.page-size=2.5
expect2 "header.expanded-height" --set header.nope=1
list=$("$bin" --set input.line-step=90 --list-settings)
if grep -q "input.line-step .*90 pt (default 40; 1...1000; every scene)" <<<"$list" \
  && grep -q "feed.top-threshold .*240 pt (default 240; 0...5000; feed, settings, showcase)" <<<"$list"; then
  ok "--list-settings lists scene and input numbers"
else bad "--list-settings scene numbers: $list"; fi
printf 'scroll-sandbox-input v2\n0 resize w=900 h=700\n0.2 key down\n' >"$work/down.rec"
run --replay "$work/down.rec" --events-out "$work/down.jsonl" >/dev/null 2>&1
run --replay "$work/down.rec" --set input.line-step=90 --events-out "$work/down90.jsonl" >/dev/null 2>&1
if grep -q '"to":"idle","offset":40}' "$work/down.jsonl" && grep -q '"to":"idle","offset":90}' "$work/down90.jsonl"; then
  ok "--set input.line-step=90 changes how far an arrow key scrolls"
else bad "input.line-step changed nothing"; fi

# 7. A live change recorded as a v2 'set' line replays at its time; v1 files have none.
printf 'scroll-sandbox-input v2\n0 resize w=900 h=700\n0.1 set name=input.line-step value=90\n0.2 key down\n' >"$work/live.rec"
run --replay "$work/live.rec" --events-out "$work/live.jsonl" >/dev/null 2>&1
if grep -q '"type":"setting","name":"input.line-step","value":90' "$work/live.jsonl" \
  && cmp -s <(grep -v setting "$work/live.jsonl") "$work/down90.jsonl"; then
  ok "a recorded 'set' line replays as --set did"
else bad "live set line: $(cat "$work/live.jsonl")"; fi
printf 'scroll-sandbox-input v1\n0.1 set name=x value=1\n' >"$work/v1.rec"
set +e
out=$(run --replay "$work/v1.rec" 2>&1)
rc=$?
set -e
if [ "$rc" != 0 ] && grep -q "unknown event kind 'set'" <<<"$out"; then ok "a v1 file has no 'set' lines"; else bad "v1 set (rc $rc): $out"; fi

# 7b. A scene number set mid-fling applies in place once the scene rests: the fling and
#     everything before the rest replay exactly as without it (no rebuild, no jump to the
#     top), and the next motions meet the new number (a taller header: the offset moves by
#     the spacer's 82 pt, and the header expands to 250 pt back at the top).
{ echo "scroll-sandbox-input v2"; tail -n +2 assets/sessions/sample-fling.rec \
  | awk '{ print } $2 == "up" { print "3.5 set name=header.expanded-height value=250" }'; } >"$work/header-set.rec"
hrun() { timeout 300 env -u DISPLAY "$bin" --headless --scene header "$@"; }
hrun --replay assets/sessions/sample-fling.rec --events-out "$work/header.jsonl" >/dev/null 2>&1
hrun --replay "$work/header-set.rec" --events-out "$work/header-set.jsonl" >/dev/null 2>&1
upto() { grep -E '"type":"(phase|scene)"' "$1" | awk -F'"t":' '{ split($2, a, ","); if (a[1] + 0 <= 5.5) print }'; }
fling_rest=$(grep -c '"t":5.5000,"type":"phase".*"from":"decelerating","to":"idle"' "$work/header-set.jsonl" || true)
if [ "$fling_rest" = 1 ] && cmp -s <(upto "$work/header.jsonl") <(upto "$work/header-set.jsonl") \
  && grep -q '"t":3.5000,"type":"setting","name":"header.expanded-height","value":250' "$work/header-set.jsonl" \
  && grep -q '"t":6.5000,"type":"phase".*"offset":2058.469}' "$work/header-set.jsonl" \
  && grep -q '"t":6.5000,"type":"phase".*"offset":1976.469}' "$work/header.jsonl" \
  && grep '"name":"header-expanded"' "$work/header-set.jsonl" | tail -1 | grep -q '"height":250}'; then
  ok "a header height set mid-fling keeps the fling and applies from the next motion"
else bad "mid-fling header set: $(diff <(upto "$work/header.jsonl") <(upto "$work/header-set.jsonl") | head -5)"; fi

# 8. The Tune section in a real window: U, seven rows down (the ios preset's seven physics
#    rows) to feed.top-threshold, → and ⇧→ (250, then 350), W saves; a wheel fling and →
#    (360) as it runs; Q.
if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
  start_xvfb 150 159
  (cd "$work" && exec "$bin" --scene feed --record "$work/live-window.rec" \
    --events-out "$work/window.jsonl" >"$work/app.log" 2>&1) &
  app_pid=$!
  wid=$(find_window) || { bad "the window never appeared: $(cat "$work/app.log")"; wid=""; }
  if [ -n "$wid" ]; then
    sleep 1
    wid=$(find_window)
    xdotool windowfocus "$wid"
    eval "$(xdotool getwindowgeometry --shell "$wid")" # X, Y, WIDTH, HEIGHT
    xdotool key u
    for _ in 1 2 3 4 5 6 7; do xdotool key Down; sleep 0.05; done
    xdotool key Right
    sleep 0.1
    xdotool key shift+Right
    sleep 0.1
    xdotool key w
    xdotool mousemove $((X + 300)) $((Y + 400)) click --repeat 6 --delay 30 5
    xdotool key Right # 360, while the wheel's scroll runs (or just after): kept in place
    sleep 1.5
    xdotool key q
    for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
    wait "$app_pid" || bad "the window exited with an error: $(cat "$work/app.log")"
    app_pid=""
    sets=$(grep -c '^[0-9.]* set name=feed.top-threshold value=' "$work/live-window.rec" || true)
    if [ "$sets" = 3 ] && grep -q ' set name=feed.top-threshold value=350$' "$work/live-window.rec" \
      && grep -q ' set name=feed.top-threshold value=360$' "$work/live-window.rec"; then
      ok "the window recorded the three live changes as 'set' lines"
    else bad "set lines in the window's recording: $(grep ' set ' "$work/live-window.rec")"; fi
    if grep -q '^physics.rate = 0.998$' "$work/ios-tuned.preset" 2>/dev/null; then
      ok "W saved the preset in the current folder (ios-tuned.preset)"
    else bad "no preset saved: $(ls "$work")"; fi
    # In the work folder: the replayed W saves the preset again, where the window did.
    (cd "$work" && timeout 300 env -u DISPLAY "$bin" --headless --scene feed \
      --replay "$work/live-window.rec" --events-out "$work/replayed.jsonl" >/dev/null 2>&1)
    pick() { grep -E '"type":"(setting|phase)"' "$1"; }
    if [ "$(pick "$work/window.jsonl" | grep -c setting)" = 3 ] \
      && diff <(pick "$work/window.jsonl") <(pick "$work/replayed.jsonl") >"$work/diff.txt"; then
      ok "the headless replay gives the window's settings and phase changes"
    else bad "window and replay differ: $(head -5 "$work/diff.txt")"; fi
  fi
else
  echo "skip the window checks (no Xvfb or xdotool)"
fi

echo "tuning.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
