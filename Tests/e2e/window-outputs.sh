#!/usr/bin/env bash
# End-to-end, in a window under its own Xvfb: outputs of a window run survive SIGHUP (and
# SIGTERM), and --screenshot replaces an existing file at exit (issue #18, rows 8 and 11).
# SCROLL_SANDBOX_BIN=path runs the checks against another binary.
set -uo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=window-outputs.sh
. Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

start_xvfb 121 160

# start_app DIR ARGS...: the app in a window, writing into DIR; waits for the window.
start_app() {
  local dir="$1"
  shift
  "$bin" --scene feed "$@" >"$dir/app.log" 2>&1 &
  app_pid=$!
  timeout 20 xdotool search --sync --name "Scroll Sandbox" >/dev/null 2>&1
  sleep 0.8
}

# Row 8: SIGHUP (and SIGTERM) on a window commit every output, exit 128+signal, no temp file.
for sig in HUP TERM; do
  dir="$work/$sig"
  mkdir "$dir"
  start_app "$dir" --events-out "$dir/e.jsonl" --trace "$dir/t.json" --record "$dir/s.rec" \
    --screenshot "$dir/s.png"
  start=$(date +%s%N)
  kill -s "$sig" "$app_pid"
  wait "$app_pid"
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  app_pid=""
  want=$((128 + $(kill -l "$sig")))
  if [ $code = $want ] && [ $ms -le 200 ] && [ -s "$dir/e.jsonl" ] && [ -s "$dir/s.rec" ] \
    && [ "$(head -c 4 "$dir/s.png" | tail -c 3)" = PNG ] && [ "$(find "$dir" -name '.*.tmp' | wc -l)" = 0 ] \
    && python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$dir/t.json" 2>/dev/null; then
    ok "window SIG$sig: outputs committed, exit $code after $ms ms, no temporary file"
  else
    bad "window SIG$sig: exit $code (want $want) after $ms ms; $(ls -a "$dir" | tr '\n' ' ')"
  fi
done

# Row 11: --screenshot FILE that already exists is replaced at exit.
dir="$work/shot"
mkdir "$dir"
echo "not a png" >"$dir/exit.png"
start_app "$dir" --screenshot "$dir/exit.png"
xdotool key q
wait "$app_pid"
code=$?
app_pid=""
[ $code = 0 ] && [ "$(head -c 4 "$dir/exit.png" | tail -c 3)" = PNG ] \
  && ok "an existing --screenshot file is replaced by the exit screenshot" \
  || bad "exit screenshot over an existing file: exit $code, $(head -c 20 "$dir/exit.png")"

echo "window-outputs.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
