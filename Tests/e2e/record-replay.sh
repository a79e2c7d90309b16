#!/usr/bin/env bash
# End-to-end (issue #18, row 19): a long storm-like session in a real window under Xvfb,
# driven by xdotool (wheel bursts, drags with flings, keys, resizes, scene switches by key
# and by tab click, preset changes), recorded with --record; the recording replayed headless
# gives the same phase changes and rests as the window did: the two --events-out files agree
# line for line on every phase change (time, scene, view, from, to, offset) and scene switch.
# The window records the time of each frame it draws (`frame` lines), and the headless
# replay runs its frames at those times. STORM_ACTIONS=N changes the storm's length (default
# 120, 240 with SCROLL_LONG=1), STORM_SEED=N its seed.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=record-replay.sh
. Tests/e2e/lib/xvfb-app.sh
start_xvfb 140 159
default_actions=120
[ -n "${SCROLL_LONG:-}" ] && [ "${SCROLL_LONG}" != 0 ] && default_actions=240
actions=${STORM_ACTIONS:-$default_actions}
RANDOM=${STORM_SEED:-1807}


(cd "$work" && exec "$bin" --scene feed --events-out "$work/window.jsonl" \
  --record "$work/storm.rec" >"$work/app.log" 2>&1) &
app_pid=$!
wid=$(find_window) || { echo "$E2E_NAME: the window never appeared" >&2; cat "$work/app.log" >&2; exit 1; }
sleep 1
wid=$(find_window) || { echo "$E2E_NAME: the window went away" >&2; cat "$work/app.log" >&2; exit 1; }
xdotool windowfocus "$wid"
eval "$(xdotool getwindowgeometry --shell "$wid")" # X, Y, WIDTH, HEIGHT
# A point inside the content (below the 44 pt tab bar), in screen coordinates.
px() { echo $((X + 20 + RANDOM % (WIDTH - 40))); }
py() { echo $((Y + 60 + RANDOM % (HEIGHT - 80))); }
keys=(Page_Down Page_Up End Home space Down Up Tab 1 2 3 4 5 6 7 0 p)
sizes=("900 700" "640 520" "1100 760" "500 400" "800 600")
for i in $(seq "$actions"); do
  case $((RANDOM % 10)) in
    0 | 1 | 2) # a wheel burst: 1-6 clicks, up or down, quick or calm
      button=$((4 + RANDOM % 2))
      xdotool mousemove "$(px)" "$(py)" click --repeat $((1 + RANDOM % 6)) \
        --delay $((10 + RANDOM % 120)) "$button"
      ;;
    3 | 4) # a drag, released moving (a fling) or after a pause; one xdotool process
      x=$(px)
      y=$((Y + 200 + RANDOM % (HEIGHT - 260)))
      step=$((RANDOM % 50 - 25))
      moves=()
      for k in 1 2 3 4 5 6 7 8; do moves+=(sleep 0.016 mousemove "$x" $((y + k * step))); done
      [ $((RANDOM % 3)) = 0 ] && moves+=(sleep 0.15)
      xdotool mousemove "$x" "$y" mousedown 1 "${moves[@]}" mouseup 1
      ;;
    5 | 6) # a key: paging, arrows, scene keys, the preset key
      xdotool key "${keys[$((RANDOM % ${#keys[@]}))]}"
      ;;
    7) # a resize (without a window manager the window keeps its corner)
      read -r w h <<<"${sizes[$((RANDOM % ${#sizes[@]}))]}"
      xdotool windowsize "$wid" "$w" "$h"
      sleep 0.2
      eval "$(xdotool getwindowgeometry --shell "$wid")"
      ;;
    8) # a click on a tab in the tab bar
      xdotool mousemove $((X + 20 + RANDOM % (WIDTH / 2))) $((Y + 20)) click 1
      ;;
    9) # a pause: motion ends on its own (or is interrupted by the next action)
      sleep 0.$((RANDOM % 9))
      ;;
  esac
  sleep 0.0$((RANDOM % 9))
done
sleep 3
kill -0 "$app_pid" 2>/dev/null || { echo "$E2E_NAME: the app died during the storm" >&2; cat "$work/app.log" >&2; exit 1; }
xdotool windowfocus "$wid"
sleep 0.3
xdotool key q
for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app_pid" 2>/dev/null; then echo "$E2E_NAME: the app did not quit on q" >&2; exit 1; fi
wait "$app_pid" || { echo "$E2E_NAME: the app exited with an error" >&2; cat "$work/app.log" >&2; exit 1; }
app_pid=""

# Twenty resizes, some past the screen's edge: the X11 present passed its check every time.
if grep -q "failed its check" "$work/app.log"; then
  echo "$E2E_NAME: the X11 present failed its check during the storm:" >&2
  grep "present" "$work/app.log" >&2
  exit 1
fi
echo "ok   the X11 present passed its check after every resize ($(grep -c '' "$work/app.log") log lines, no fallback)"

timeout 600 env -u DISPLAY -u WAYLAND_DISPLAY "$bin" --headless --scene feed \
  --replay "$work/storm.rec" --events-out "$work/headless.jsonl" >"$work/replay.log" 2>&1 \
  || { echo "$E2E_NAME: replaying the storm failed" >&2; cat "$work/replay.log" >&2; exit 1; }

python3 - "$work/window.jsonl" "$work/headless.jsonl" "$work/storm.rec" "$actions" <<'PY'
import json, sys
def load(path):
    return [json.loads(l) for l in open(path) if l.strip()]
live, replay = load(sys.argv[1]), load(sys.argv[2])
rec = open(sys.argv[3]).read().split("\n")
kinds = {}
for line in rec:
    parts = line.split()
    if len(parts) >= 2 and not line.startswith("#") and parts[0] != "scroll-sandbox-input":
        kinds[parts[1]] = kinds.get(parts[1], 0) + 1
fail = []
def check(cond, msg):
    print(("ok   " if cond else "FAIL ") + msg)
    if not cond: fail.append(msg)
def key(e):
    return json.dumps(e, sort_keys=True)
pick = lambda events: [e for e in events if e["type"] in ("phase", "scene-switch")]
a, b = pick(live), pick(replay)
phases = [e for e in a if e["type"] == "phase"]
switches = {e["scene"] for e in a if e["type"] == "scene-switch"}
# A storm of 240 actions gives over 200 phase changes and 1,000 frames; shorter ones, their share.
# How many wheel bursts end as separate gestures depends on how xdotool's events meet the
# frames: 120 actions gave 98 to 121 phase changes (98 in a fresh clone, the release build
# running beside it), so the bound is 80 % of that share. A storm that did not reach the
# window gives a handful.
actions = int(sys.argv[4])
check(len(phases) >= 160 * actions // 240 and len(switches) >= 4 and kinds.get("resize", 0) >= 3
      and kinds.get("frame", 0) > 1000 * actions // 240,
      f"the storm: {len(phases)} phase changes in {len(switches)} scenes, "
      f"{kinds.get('wheel', 0)} wheel, {kinds.get('move', 0)} moves, {kinds.get('key', 0)} keys, "
      f"{kinds.get('resize', 0)} resizes, {kinds.get('frame', 0)} frames recorded")
first = next((i for i, (x, y) in enumerate(zip(a, b)) if key(x) != key(y)), None)
if first is None and len(a) != len(b):
    first = min(len(a), len(b))
where = "" if first is None else (
    f": first difference at #{first + 1}: window {a[first] if first < len(a) else None} "
    f"headless {b[first] if first < len(b) else None}")
check(first is None,
      f"the headless replay has the window's {len(phases)} phase changes and rests, "
      f"times and offsets equal{where}")
rests = [e for e in phases if e["to"] == "idle"]
check(bool(rests) and (a[-1]["type"] != "phase" or a[-1]["to"] == "idle"),
      f"the window rested before quitting ({len(rests)} rests)")
if fail:
    sys.exit(1)
PY
echo "$E2E_NAME: passed"
