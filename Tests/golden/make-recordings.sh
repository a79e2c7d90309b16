#!/usr/bin/env bash
# Makes the golden corpus's own recordings in Tests/golden/recordings/ (the inputs; the
# outputs are made by update.sh). Not run by the tests: the committed files are the corpus's
# fixed input, and a new recording changes every output made from it (run update.sh after,
# and commit both, naming why).
#   wheel.rec       xdotool wheel clicks in a real 480x360 window under Xvfb (--record), at
#                   x=360 (over the list in every scene: diagnostics and physics too):
#                   slow detents down, a quick burst, clicks up past the top
#   drag-fling.rec  xdotool drags in the same window: a fling up, a fling back into the top
#                   edge (rubber band, spring-back), a drag that stops before its release
#   touchpad.rec    written here in the recording format (Xvfb has no touchpad): a device
#                   line (libinput touchpad), 60 Hz fractional swipes with momentum after
#                   the lift, a swipe into the top edge, a slow swipe, a horizontal one
# The window recordings carry the window's `frame` lines, so they replay on its frame times.
# Usage: bash Tests/golden/make-recordings.sh [wheel|drag-fling|touchpad ...] (default: all)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=Tests/golden/recordings
mkdir -p "$out"
E2E_NAME=make-recordings.sh
. Tests/e2e/lib/xvfb-app.sh
which=("$@")
[ ${#which[@]} -gt 0 ] || which=(wheel drag-fling touchpad)

# record NAME: starts the app recording into $work/NAME.rec in a 480x360 window; sets
# wid, X, Y (the window's origin on the screen).
record() {
  (cd "$work" && exec "$bin" --scene feed --size 480x360 --record "$work/$1.rec" \
    >"$work/$1.log" 2>&1) &
  app_pid=$!
  wid=$(find_window) || { echo "$E2E_NAME: the window never appeared" >&2; cat "$work/$1.log" >&2; exit 1; }
  sleep 1
  wid=$(find_window) || { echo "$E2E_NAME: the window went away" >&2; exit 1; }
  eval "$(xdotool getwindowgeometry --shell "$wid")" # X, Y, WIDTH, HEIGHT
  xdotool mousemove $((X + 360)) $((Y + 200))
  sleep 0.5
}

# finish NAME: ends the recording with SIGTERM (a `q` key would be replayed as a quit) and
# copies it into the corpus.
finish() {
  sleep 0.3
  kill -TERM "$app_pid"
  wait "$app_pid" || true
  app_pid=""
  grep -q ' frame$' "$work/$1.rec" || { echo "$E2E_NAME: $1.rec has no frame lines" >&2; exit 1; }
  cp "$work/$1.rec" "$out/$1.rec"
  echo "$out/$1.rec: $(grep -vc '^#' "$out/$1.rec") lines"
}

# drag X0 Y0 STEP N PAUSE: a left-button drag from (X0, Y0) by STEP pt every 16 ms, N moves,
# then PAUSE seconds before the release; one xdotool process, so no spawn gaps.
drag() {
  local x=$((X + $1)) y=$((Y + $2)) moves=() k
  for k in $(seq "$4"); do moves+=(sleep 0.016 mousemove "$x" $((y + k * $3))); done
  xdotool mousemove "$x" "$y" mousedown 1 "${moves[@]}" sleep "$5" mouseup 1
}

case " ${which[*]} " in *" wheel "* | *" drag-fling "*) start_xvfb 160 179 ;; esac
for name in "${which[@]}"; do
  case "$name" in
    wheel)
      record wheel
      for _ in 1 2 3; do xdotool click 5; sleep 0.3; done # slow detents down
      sleep 0.6
      xdotool click --repeat 6 --delay 30 5 # a quick burst: each tick retargets the step
      sleep 1.2
      xdotool click --repeat 12 --delay 60 4 # up, past the top
      sleep 1.2
      finish wheel
      ;;
    drag-fling)
      record drag-fling
      drag 360 300 -20 6 0 # up, released moving: a fling
      sleep 2.5
      drag 360 80 35 8 0 # down, fast: a fling back into the top edge
      sleep 2
      drag 360 280 -20 6 0.3 # stops before the release: no fling
      sleep 0.8
      finish drag-fling
      ;;
    touchpad)
      python3 - >"$out/touchpad.rec" <<'PY'
print("scroll-sandbox-input v2")
print("# touchpad.rec: a touchpad session written for the golden corpus (Tests/golden), by")
print("# make-recordings.sh: 60 Hz fractional deltas as XI2 gives them (40 pt a unit).")
print("# physics-scale=1")
print("0 resize w=480 h=360")
lines = []
def swipe(t0, deltas, x=360, y=200, axis="dy"):
    t = t0
    for d in deltas:
        dx, dy = (d, 0) if axis == "dx" else (0, d)
        lines.append(f"{t:.4f} wheel dx={dx:g} dy={dy:g} x={x} y={y}")
        t += 1 / 60
    return t
lines.append("1 device name=Golden%20TouchPad kind=touchpad source=libinput")
# At 1 s (the showcase's first page has loaded), a swipe down the content, speeding up, then the fingers lift: momentum.
swipe(1.0, [-0.05 * k for k in range(1, 9)] + [-0.45] * 10)
# Two seconds on, a swipe back up, fast, into the top edge: rubber band, spring-back.
swipe(3.0, [0.3, 0.6, 0.9, 1.1, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.0, 0.8])
# A slow swipe that slows to a stop before the lift: next to no momentum.
swipe(5.0, [-0.2, -0.25, -0.3, -0.3, -0.25, -0.2, -0.12, -0.06, -0.03, -0.01])
# A horizontal swipe (the snap scene's carousel, where the pointer is over it).
swipe(6.5, [-0.2, -0.4, -0.6, -0.6, -0.6, -0.5], y=120, axis="dx")
print("\n".join(lines))
PY
      echo "$out/touchpad.rec: $(grep -vc '^#' "$out/touchpad.rec") lines"
      ;;
    *) echo "$E2E_NAME: unknown recording '$name' (valid: wheel, drag-fling, touchpad)" >&2; exit 2 ;;
  esac
done
