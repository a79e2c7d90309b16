#!/usr/bin/env bash
# End-to-end (issue #33, item 1): a recording carries its session. A window recording made
# under Xvfb with --scene feed --preset flutter --items 400 --no-hud (wheel clicks and a drag
# from xdotool) replays headless, without repeating a flag, to the same --events-out bytes as
# a replay that gives every flag again; its scene-switch names the preset; a flag given
# against the recording wins and says so in one line on stderr; the older recordings in
# assets/sessions replay as before (no line, showcase with iOS physics).
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=replay-session.sh
. Tests/e2e/lib/xvfb-app.sh
start_xvfb 160 179
fails=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; fails=$((fails + 1)); }

(cd "$work" && exec "$bin" --scene feed --preset flutter --items 400 --no-hud \
  --record "$work/feed.rec" >"$work/app.log" 2>&1) &
app_pid=$!
wid=$(find_window) || { echo "$E2E_NAME: the window never appeared" >&2; cat "$work/app.log" >&2; exit 1; }
sleep 1
wid=$(find_window) || { echo "$E2E_NAME: the window went away" >&2; exit 1; }
xdotool windowfocus "$wid"
eval "$(xdotool getwindowgeometry --shell "$wid")" # X, Y, WIDTH, HEIGHT
cx=$((X + WIDTH / 2))
cy=$((Y + HEIGHT / 2))
xdotool mousemove "$cx" "$cy" click --repeat 4 --delay 40 5
sleep 0.6
moves=()
for k in 1 2 3 4 5 6 7 8; do moves+=(sleep 0.016 mousemove "$cx" $((cy - k * 20))); done
xdotool mousemove "$cx" "$cy" mousedown 1 "${moves[@]}" mouseup 1
sleep 2.5
xdotool key q
for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
wait "$app_pid" || { echo "$E2E_NAME: the app exited with an error" >&2; cat "$work/app.log" >&2; exit 1; }
app_pid=""

grep -q '^scroll-sandbox-input v3$' "$work/feed.rec" && grep -q '^# session scene=feed$' "$work/feed.rec" \
  && grep -q '^# session preset=flutter$' "$work/feed.rec" && grep -q '^# session items=400$' "$work/feed.rec" \
  && grep -q '^# session inspector=collapsed$' "$work/feed.rec" \
  && ok "the window's recording is v3 with its session: $(grep -c '^# session' "$work/feed.rec") session lines" \
  || bad "the recording's header: $(head -14 "$work/feed.rec" | tr '\n' '|')"

replay() { # OUT ERR ARGS...: a headless replay of the window's recording
  local out=$1 err=$2
  shift 2
  timeout 300 env -u DISPLAY "$bin" --headless --replay "$work/feed.rec" --events-out "$out" "$@" \
    >/dev/null 2>"$err"
}
replay "$work/bare.jsonl" "$work/bare.err" || bad "the bare replay failed: $(cat "$work/bare.err")"
replay "$work/flags.jsonl" "$work/flags.err" --scene feed --preset flutter --items 400 --no-hud \
  || bad "the replay with the flags failed: $(cat "$work/flags.err")"
phases=$(grep -c '"type":"phase"' "$work/bare.jsonl" || true)
if cmp -s "$work/bare.jsonl" "$work/flags.jsonl" && [ "$phases" -ge 2 ]; then
  ok "replayed without the flags: byte-identical --events-out to the replay with them ($phases phase changes)"
else
  bad "the replay without flags differs from the one with them: $(diff "$work/bare.jsonl" "$work/flags.jsonl" | head -3)"
fi
head -1 "$work/bare.jsonl" | grep -q '"type":"scene-switch","scene":"feed","preset":"flutter"' \
  && ok "the replay opens feed with flutter physics: $(head -1 "$work/bare.jsonl")" \
  || bad "the replay's first event: $(head -1 "$work/bare.jsonl")"
grep -q overrides "$work/bare.err" "$work/flags.err" && bad "a note without a contradiction: $(grep overrides "$work/bare.err" "$work/flags.err")" \
  || ok "no note when no flag contradicts the recording"

replay "$work/ios.jsonl" "$work/ios.err" --preset ios || bad "the replay with --preset ios failed: $(cat "$work/ios.err")"
notes=$(grep -c overrides "$work/ios.err" || true)
if [ "$notes" = 1 ] && grep -q "^scroll-sandbox: --preset ios overrides the recording's preset flutter" "$work/ios.err" \
  && head -1 "$work/ios.jsonl" | grep -q '"scene":"feed","preset":"ios"'; then
  ok "a contradicting flag wins and says so in one line: $(grep overrides "$work/ios.err")"
else
  bad "--preset ios against the recording: $notes lines: $(cat "$work/ios.err" | head -3); $(head -1 "$work/ios.jsonl")"
fi

# The older recordings: no session lines, no note, the defaults as before.
for rec in assets/sessions/*.rec; do
  env -u DISPLAY "$bin" --headless --replay "$rec" --events-out "$work/old.jsonl" >/dev/null 2>"$work/old.err" \
    || { bad "$rec no longer replays: $(tail -2 "$work/old.err")"; continue; }
  if ! grep -q overrides "$work/old.err" && head -1 "$work/old.jsonl" | grep -q '"scene":"showcase","preset":"ios"'; then
    ok "$rec ($(head -1 "$rec")) replays as before: $(head -1 "$work/old.jsonl")"
  else
    bad "$rec: $(head -1 "$work/old.jsonl"); $(grep overrides "$work/old.err")"
  fi
done

[ "$fails" = 0 ] || { echo "$E2E_NAME: $fails checks failed" >&2; exit 1; }
echo "$E2E_NAME: passed"
