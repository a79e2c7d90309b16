#!/usr/bin/env bash
# End-to-end: the sandbox in a real window under Xvfb, driven by real X input from xdotool.
# Checks from --events-out that wheel ticks, a drag with release, Page Down and a scene key
# do what they should (offset direction, phase sequence, rest in range), and that a
# screenshot of the window is not blank. Cleans up its Xvfb and the app by process id.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=window.sh
. Tests/e2e/lib/xvfb-app.sh
start_xvfb 91 120

(cd "$work" && exec "$bin" --scene feed --events-out "$work/events.jsonl" --record "$work/session.rec" >"$work/app.log" 2>&1) &
app_pid=$!
wid=$(timeout 20 xdotool search --sync --name "Scroll Sandbox" | head -1)
[ -n "$wid" ] || { echo "window.sh: the window never appeared" >&2; cat "$work/app.log" >&2; exit 1; }
sleep 1
geom=$(xdotool getwindowgeometry --shell "$wid")
eval "$geom"   # X, Y, WIDTH, HEIGHT
cx=$((X + WIDTH / 3)); cy=$((Y + HEIGHT / 2))
xdotool mousemove "$cx" "$cy"
sleep 0.3
# 1. Wheel: three clicks down, then let the steps finish.
for _ in 1 2 3; do xdotool click 5; sleep 0.08; done
sleep 1.2
# 2. Drag up with a release while moving: a fling.
#    One xdotool process for the whole gesture: spawning one per move could leave a pause
#    longer than the velocity tracker's 40 ms before the release on a loaded machine.
moves=()
for d in 130 110 90 70 50 30 10 -10 -30; do moves+=(sleep 0.012 mousemove "$cx" $((cy + d))); done
xdotool mousemove "$cx" $((cy + 150)) mousedown 1 "${moves[@]}" mouseup 1
sleep 4.5
# 3. Page Down.
xdotool key Page_Down
sleep 1.2
# 4. With the HUD hidden (its numbers change every frame), what the X server shows after
#    frames drawn with damage tracking (moved layers, redrawn boxes) must equal the app's
#    own screenshot (S), which draws the frame whole.
xdotool key h
sleep 0.8
import -window "$wid" "$work/shown.png"
xdotool key s
sleep 0.8
import -window root "$work/screen.png"
xdotool key h
# 5. Switch scene with a number key.
xdotool key 3
sleep 0.8
# 6. Window faults: a tiny window and back, unmapped and mapped again (minimise/restore
#    without a window manager), a drag released outside the window.
xdotool windowsize "$wid" 40 30
sleep 0.5
xdotool windowsize "$wid" 900 700
sleep 0.5
xdotool windowunmap "$wid"
sleep 0.5
xdotool windowmap "$wid"
sleep 0.8
eval "$(xdotool getwindowgeometry --shell "$wid")"
xdotool mousemove $((X + 300)) $((Y + 500)) mousedown 1
for d in 450 400 350 300 200 100 0; do sleep 0.012; xdotool mousemove $((X + 300)) $((Y + d)); done
xdotool mousemove $((X + 300)) $((Y - 40)); sleep 0.02; xdotool mouseup 1
sleep 4
import -window root "$work/after.png"
kill -0 "$app_pid" 2>/dev/null || { echo "window.sh: the app died during the window faults" >&2; cat "$work/app.log" >&2; exit 1; }
xdotool mousemove $((X + 300)) $((Y + 300))
xdotool windowfocus "$wid"   # without a window manager nobody gives focus back after a map
sleep 0.3
xdotool key q
for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app_pid" 2>/dev/null; then echo "window.sh: the app did not quit on q" >&2; exit 1; fi
wait "$app_pid" || { echo "window.sh: the app exited with an error" >&2; cat "$work/app.log" >&2; exit 1; }
app_pid=""

# The recorded session replays headless to the same phases and rest offsets.
timeout 300 env -u DISPLAY "$bin" --headless --scene feed --replay "$work/session.rec" --events-out "$work/replay.jsonl" >"$work/replay.log" 2>&1 \
  || { echo "window.sh: replaying the recorded session failed" >&2; cat "$work/replay.log" >&2; exit 1; }

python3 - "$work/events.jsonl" "$work" <<'PY'
import json, sys, os, glob
events = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
phases = [e for e in events if e["type"] == "phase"]
fail = []
def check(cond, msg):
    (print("ok   " + msg) if cond else fail.append(msg))
seq = [(p["from"], p["to"]) for p in phases]
# Wheel ticks animate; a drag goes tracking -> interacting -> decelerating -> idle.
check(("idle", "animating") in seq, "wheel ticks start an animated step")
i = seq.index(("idle", "tracking")) if ("idle", "tracking") in seq else -1
check(i >= 0 and seq[i + 1: i + 4] == [("tracking", "interacting"), ("interacting", "decelerating"), ("decelerating", "idle")],
      "drag and release: tracking, interacting, decelerating, idle")
offsets = [p["offset"] for p in phases]
wheel_ends = [p["offset"] for p in phases[: max(0, i)] if p["from"] == "animating" and p["to"] == "idle"]
check(bool(wheel_ends) and wheel_ends[-1] > 150, f"three wheel clicks down moved the content down ({wheel_ends[-1] if wheel_ends else 0:.1f} pt)")
drag_rest = phases[i + 3]["offset"] if i >= 0 else 0
drag_start = phases[i]["offset"] if i >= 0 else 0
check(drag_rest > drag_start + 180, f"the drag up moved further down ({drag_start:.1f} -> {drag_rest:.1f} pt)")
page = [p for p in phases if p["from"] == "animating" and p["to"] == "idle"][-1]
check(page["offset"] > drag_rest + 300, f"Page Down moved about a page ({drag_rest:.1f} -> {page['offset']:.1f} pt)")
ends = [p for p in phases if p["to"] == "idle"]
check(all(p["offset"] >= -0.001 for p in ends), "every rest is in range (offset >= 0)")
check(phases[-1]["to"] == "idle" or any(e["type"] == "scene-switch" and e["scene"] == "infinite" for e in events),
      "motion came to rest before switching")
check(any(e["type"] == "scene-switch" and e["scene"] == "infinite" for e in events), "key 3 switched to the infinite scene")
after = [p for p in phases if p["scene"] == "infinite"]
prev = "idle"
valid = True
for p in after:
    valid = valid and p["from"] == prev
    prev = p["to"]
check(len(after) >= 2 and valid and prev == "idle" and after[-1]["offset"] >= -0.001,
      "after resizes, unmap/map and a release outside the window the view rests in range")
rec = [json.loads(l) for l in open(os.path.join(sys.argv[2], "replay.jsonl")) if l.strip()]
rp = [(p["from"], p["to"]) for p in rec if p["type"] == "phase"]
live_rests = [round(p["offset"]) for p in phases if p["to"] == "idle"]
replay_rests = [round(p["offset"]) for p in rec if p["type"] == "phase" and p["to"] == "idle"]
check(rp == seq and all(abs(a - b) <= 1 for a, b in zip(live_rests, replay_rests)),
      f"--record then --replay reproduces the phases and rest offsets ({len(rp)} changes)")
shots = glob.glob(os.path.join(sys.argv[2], "scroll-sandbox-*.png"))
check(len(shots) == 1 and open(shots[0], "rb").read(8) == b"\x89PNG\r\n\x1a\n", "S saved a PNG screenshot")
if fail:
    print("FAILED: " + "; ".join(fail)); sys.exit(1)
PY
shot=$(ls "$work"/scroll-sandbox-*.png | head -1)
# The fps label at the right of the tab bar may tick between the capture and S (it counts
# frames drawn meanwhile): it is masked in both pictures (the right 260 pixels of the bar,
# whatever the window's width); everything else must be equal.
shot_width=$(identify -format '%w' "$shot")
mask=(-fill black -draw "rectangle $((shot_width - 260)),0 $shot_width,43")
convert "$work/shown.png" "${mask[@]}" "$work/shown-masked.png"
convert "$shot" "${mask[@]}" "$work/shot-masked.png"
diff_pixels=$(compare -metric AE "$work/shown-masked.png" "$work/shot-masked.png" null: 2>&1 || true)
[ "$diff_pixels" = "0" ] || { echo "window.sh: the window differs from a full redraw in $diff_pixels pixels" >&2; cp "$work/shown.png" "$shot" /tmp/ 2>/dev/null; exit 1; }
echo "ok   after scrolling, the window equals a full redraw (0 pixels differ)"
colors=$(convert "$work/screen.png" -format "%k" info:)
[ "$colors" -gt 50 ] || { echo "window.sh: the screenshot looks blank ($colors colours)" >&2; exit 1; }
echo "ok   the screen shows $colors colours (not blank)"
colors=$(convert "$work/after.png" -format "%k" info:)
[ "$colors" -gt 50 ] || { echo "window.sh: blank after the window faults ($colors colours)" >&2; exit 1; }
echo "ok   the window still draws after the faults ($colors colours)"
echo "window.sh: 14 passed, 0 failed"
