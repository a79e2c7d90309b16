#!/usr/bin/env bash
# End-to-end, in a window under its own Xvfb: losing the X server ends a window run like a
# signal does (issue 34, item 3). The app's connection closed by another client (xdotool
# windowkill, xkill), the window destroyed by another client (XDestroyWindow) and the X server
# stopped: every output is committed (the trace is valid JSON, the recording replays), no
# hidden temporary file stays, one line says what happened, and the exit status is 1.
# SCROLL_SANDBOX_BIN=path runs the checks against another binary.
set -uo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=display-loss.sh
. Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

start_xvfb 230 249

# start_app DIR ARGS...: the app in a window writing every output into DIR, scrolled a
# little (so the files hold events), on $DISPLAY.
start_app() {
  local dir="$1"
  shift
  "$bin" --scene chat --events-out "$dir/e.jsonl" --trace "$dir/t.json" --frames-csv "$dir/f.csv" \
    --record "$dir/s.rec" --screenshot "$dir/s.png" "$@" >"$dir/out" 2>"$dir/err" &
  app_pid=$!
  timeout 20 xdotool search --sync --name "Scroll Sandbox" >/dev/null 2>&1
  sleep 1
  xdotool mousemove 400 300 click --repeat 2 5 >/dev/null 2>&1
  sleep 0.5
}

# check NAME DIR PATTERN: the run in DIR ended on the loss with every output committed.
check() {
  local name="$1" dir="$2" pattern="$3" code
  wait "$app_pid"
  code=$?
  app_pid=""
  local line
  line=$(grep -v "^scroll-sandbox: \(scroll input\|present\|the X server offers\)" "$dir/err" | tail -1)
  if [ $code = 1 ] && echo "$line" | grep -q "$pattern" \
    && echo "$line" | grep -q "outputs committed: --events-out" \
    && echo "$line" | grep -q "not written: --screenshot" \
    && [ "$(grep -c "X Error\|X connection to" "$dir/err")" = 0 ] \
    && [ -s "$dir/e.jsonl" ] && [ -s "$dir/f.csv" ] && [ -s "$dir/s.rec" ] \
    && python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$dir/t.json" 2>/dev/null \
    && env -u DISPLAY "$bin" --headless --replay "$dir/s.rec" >/dev/null 2>&1 \
    && [ "$(find "$dir" -name '.*.tmp' | wc -l)" = 0 ]; then
    ok "$name: exit 1, outputs committed, no temporary file: $(echo "$line" | cut -c1-110)..."
  else
    bad "$name: exit $code; $(ls -a "$dir" | tr '\n' ' '); $(cat "$dir/err")"
  fi
}

# Another client closes the app's connection (xkill does the same).
dir="$work/windowkill"
mkdir "$dir"
start_app "$dir"
xdotool windowkill "$(find_window)"
check "the window killed (xdotool windowkill)" "$dir" "lost the connection to the X server"

if command -v xkill >/dev/null; then
  dir="$work/xkill"
  mkdir "$dir"
  start_app "$dir"
  xkill -id "$(find_window)" >/dev/null 2>&1
  check "xkill -id" "$dir" "lost the connection to the X server"
fi

# Another client destroys the app's window.
dir="$work/destroyed"
mkdir "$dir"
start_app "$dir"
python3 - "$(find_window)" <<'PY'
import ctypes, sys
x = ctypes.cdll.LoadLibrary("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
d = x.XOpenDisplay(None)
x.XDestroyWindow(d, int(sys.argv[1]))
x.XSync(d, 0)
PY
check "the window destroyed by another client" "$dir" "destroyed by another client"

# The X server stops (an Xvfb of this run's own, on the next free display).
dir="$work/server"
mkdir "$dir"
main_display=$DISPLAY
main_xvfb=$xvfb_pid
start_xvfb 250 269
second_xvfb=$xvfb_pid
start_app "$dir"
kill "$second_xvfb"
check "the X server stopped" "$dir" "lost the connection to the X server"
wait "$second_xvfb" 2>/dev/null
xvfb_pid=$main_xvfb
export DISPLAY=$main_display

echo "display-loss.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
