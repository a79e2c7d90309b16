#!/usr/bin/env bash
# End-to-end: the XI2 scroll path in a real window under Xvfb. Xvfb's devices have no scroll
# class: `Virtual core XTEST pointer` scrolls with button presses 4/5, which reach the app
# both as XI2 raw button presses (its own connection) and as SDL wheel clicks. Checks that
# each xdotool click scrolls exactly once and through the XI2 path (also while a second master
# pointer is plugged in and removed: `xinput create-master`), that --events-out names
# the X device in a `device` line and the recording carries it, that clicks and drags still
# reach SDL with the XI2 path on, that the recording replays headless with its device line
# and the same steps, and that SCROLL_SANDBOX_XI2=off falls back to SDL's clicks.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=xi2.sh
. Tests/e2e/lib/xvfb-app.sh
fail() { echo "xi2.sh: $*" >&2; echo "--- app.log" >&2; cat "$work"/*.log >&2 || true; exit 1; }
start_xvfb 121 160

# start_app NAME [ENV...]: starts the feed scene with its outputs under $work/NAME.*
start_app() {
  local name=$1; shift
  # 900x700 on the 1280x800 screen (the default window fills it): room to point outside.
  (cd "$work" && exec env "$@" "$bin" --scene feed --size 900x700 --events-out "$work/$name.jsonl" \
    --record "$work/$name.rec" >"$work/$name.log" 2>&1) &
  app_pid=$!
  wid=$(timeout 20 xdotool search --sync --name "Scroll Sandbox" | head -1)
  [ -n "$wid" ] || fail "the window never appeared"
  sleep 1
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  cx=$((X + WIDTH / 3)); cy=$((Y + HEIGHT / 2))
  xdotool mousemove "$cx" "$cy"
  sleep 0.3
}
stop_app() {
  xdotool key q
  for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
  app_pid=""
}

# 1. XI2 path on: four wheel clicks down, far enough apart not to accelerate, then two
#    outside the window.
start_app xi2
grep -q "scroll input: XI2 2\.[0-9]* raw events (opened in [0-9.]* ms); devices: .*Virtual core XTEST pointer" "$work/xi2.log" \
  || fail "the XI2 path did not start"
for _ in 1 2 3 4; do xdotool click 5; sleep 0.35; done
sleep 0.8
# Clicks with the pointer outside the window reach the XI2 connection (raw events are
# global) but are not the app's.
[ "$X" -gt 5 ] || fail "the window is at the screen's corner; cannot point outside it"
xdotool mousemove 2 2; sleep 0.3
for _ in 1 2; do xdotool click 5; sleep 0.2; done
xdotool mousemove "$cx" "$cy"; sleep 0.5
# Hot-plug: a second master pointer (with its own XTEST device) comes and goes; the device
# table follows it and the clicks after each change still count once.
xinput create-master Second; sleep 0.5
xdotool click 5; sleep 0.4
xinput remove-master "Second pointer"; sleep 0.5
xdotool click 5; sleep 0.8
# 2. A drag with a release while moving, then a click on the window: SDL still sees them.
xdotool mousemove "$cx" $((cy + 150)) mousedown 1
for d in 130 110 90 70 50 30 10; do sleep 0.012; xdotool mousemove "$cx" $((cy + d)); done
xdotool mouseup 1
sleep 3
xdotool click 1
sleep 0.3
# A click on the second tab ("1 Header", about 110-185 pt from the left of the top bar).
xdotool mousemove $((X + 150)) $((Y + 21)) click 1
sleep 0.5
stop_app

wheels=$(grep -c ' wheel ' "$work/xi2.rec" || true)
[ "$wheels" = 6 ] || fail "expected 6 wheel events in the recording, got $wheels"
[ "$(grep ' wheel ' "$work/xi2.rec" | grep -vc 'dx=0 dy=-1 ')" = 0 ] || fail "a wheel event is not one click down"
grep -q '^scroll-sandbox-input v3' "$work/xi2.rec" || fail "the recording is not format v3"
grep -q ' device name=Virtual%20core%20XTEST%20pointer kind=unknown source=delta-pattern' "$work/xi2.rec" \
  || fail "the recording has no device line for the XTEST pointer"
grep -q '"type":"device","name":"Virtual core XTEST pointer","kind":"wheel","source":"delta-pattern"' \
  "$work/xi2.jsonl" || fail "--events-out has no device line naming the X device"
grep -Eq 'XI2 scrolls 6, SDL wheel events used 0, dropped as XI2 echoes 6; device table read ([3-9]|[1-9][0-9]+) times, 2 pointer devices now' "$work/xi2.log" \
  || fail "the clicks did not come through the XI2 path exactly once, or the device table did not follow the hot-plug"
# Four equal detent steps: the rest after the last is four times the first.
python3 - "$work/xi2.jsonl" <<'PY' || fail "the wheel steps are wrong"
import json, sys
rests = [e["offset"] for e in map(json.loads, open(sys.argv[1]))
         if e.get("type") == "phase" and e.get("from") == "animating" and e.get("to") == "idle"]
assert len(rests) >= 4, rests
first, fourth = rests[0], rests[3]
assert first > 10, rests
assert abs(fourth / first - 4) < 0.02, rests
print(f"xi2.sh: wheel steps {first:.2f} pt each, 4 clicks at {fourth:.2f} pt")
PY
grep -q ' down x=.* button=1' "$work/xi2.rec" && grep -q ' up x=.* button=1' "$work/xi2.rec" \
  || fail "SDL saw no button presses with the XI2 path on"
[ "$(grep -c ' move x=.* left=1' "$work/xi2.rec")" -ge 5 ] || fail "SDL saw no drag motion with the XI2 path on"
grep -q '"from":"tracking","to":"interacting"' "$work/xi2.jsonl" || fail "the drag did not scroll"
grep -q '"type":"scene-switch","scene":"header"' "$work/xi2.jsonl" || fail "the tab click did not switch scene"

# 2b. The recording replays headless with its device line: the same device, the same steps.
timeout 120 env -u DISPLAY "$bin" --headless --scene feed --replay "$work/xi2.rec" \
  --events-out "$work/replay.jsonl" >"$work/replay.log" 2>&1 || fail "the replay failed"
grep -q '"type":"device","name":"Virtual core XTEST pointer","kind":"wheel","source":"delta-pattern"' \
  "$work/replay.jsonl" || fail "the replay has no device line"
python3 - "$work/xi2.jsonl" "$work/replay.jsonl" <<'PY' || fail "the replay's wheel steps differ"
import json, sys
def rests(path):
    return [round(e["offset"], 2) for e in map(json.loads, open(path))
            if e.get("type") == "phase" and e.get("from") == "animating" and e.get("to") == "idle"][:4]
live, replay = rests(sys.argv[1]), rests(sys.argv[2])
assert live == replay and len(live) == 4, (live, replay)
PY

# 3. XI2 path off: SDL's clicks are used, once each, named as SDL's.
start_app sdl SCROLL_SANDBOX_XI2=off
for _ in 1 2; do xdotool click 5; sleep 0.35; done
sleep 0.5
stop_app
[ "$(grep -c ' wheel ' "$work/sdl.rec" || true)" = 2 ] || fail "expected 2 wheel events without XI2"
grep -q 'XI2 scrolls 0, SDL wheel events used 2' "$work/sdl.log" || fail "SDL's clicks were not used"
grep -q '"type":"device","name":"SDL wheel events (x11)"' "$work/sdl.jsonl" || fail "no SDL device line"
echo "xi2.sh: ok (6 XI2 clicks counted once across a hot-plug, device line, replay with the same device and steps, clicks and drags intact, SDL fallback)"
