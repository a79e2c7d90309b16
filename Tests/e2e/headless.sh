#!/usr/bin/env bash
# End-to-end, headless: replays are deterministic frame for frame; bad command lines and bad
# files fail clearly with nothing left behind; the physics command works for every preset.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$(swift build --show-bin-path)/scroll-sandbox"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# 1. The same replay twice gives identical events, frame by frame, and a valid trace.
for run in a b; do
  timeout 300 env -u DISPLAY "$bin" --headless --replay assets/sessions/sample-fling.rec --events-out "$work/$run.jsonl" \
    --events-out-frames --trace "$work/$run.trace.json" --frames-csv "$work/$run.csv" \
    --screenshot "$work/$run.png" >"$work/$run.log" 2>&1 || { bad "replay run $run failed"; cat "$work/$run.log"; }
done
frames=$(grep -c '"type":"frame"' "$work/a.jsonl" || true)
if [ "$frames" -gt 100 ] && cmp -s "$work/a.jsonl" "$work/b.jsonl"; then
  ok "two replays of sample-fling.rec match in every one of $frames frames"
else
  bad "replays differ or are empty ($frames frames)"
fi
if python3 -c "import json,sys; d=json.load(open(sys.argv[1])); ev=d['traceEvents'] if isinstance(d,dict) else d; assert any(e.get('ph')=='X' for e in ev) and any(e.get('ph')=='C' for e in ev)" "$work/a.trace.json"; then
  ok "the trace parses as Chrome trace JSON with spans and counters"
else
  bad "the trace is not valid Chrome trace JSON"
fi
[ "$(head -c 8 "$work/a.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] && ok "--screenshot wrote a PNG" || bad "--screenshot did not write a PNG"
rows=$(($(wc -l <"$work/a.csv") - 1))
[ "$rows" -eq "$frames" ] && ok "--frames-csv has one row per frame ($rows)" || bad "--frames-csv has $rows rows for $frames frames"
# Damage tracking: while the fling scrolls, most frames move the list's pixels and redraw a
# small part of the 900x700 frame; the first frame is drawn whole.
if python3 - "$work/a.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
full = 900 * 700
assert int(rows[0]["pixels_redrawn"]) == full, rows[0]["pixels_redrawn"]
moving = [r for r in rows if int(r["pixels_moved"]) > 0]
assert len(moving) > 50, f"only {len(moving)} frames moved pixels"
small = [r for r in moving if int(r["pixels_redrawn"]) < 0.5 * full]
assert len(small) > 0.8 * len(moving), f"{len(small)} of {len(moving)} moving frames redrew under half"
mean = sum(int(r["pixels_redrawn"]) for r in rows) / len(rows) / full
print(f"{len(moving)} frames moved pixels; mean {mean:.1%} of the frame redrawn")
PY
then ok "frames that scroll move pixels and redraw less than half the frame"; else bad "damage tracking counters"; fi

# 1a. In every scene, the same session drawn with damage tracking (moved layers, redrawn
# boxes) ends on exactly the pixels of one drawn whole every frame (--full-redraw). Mid-fling
# (frame 200) and after the session (frame 700; some scenes never rest, as the visibility
# scene's playing clips): every scene at both with SCROLL_LONG=1, else every other scene at
# each (40 or 20 debug replays).
same=0
checked=0
i=0
for scene in $("$bin" --list-scenes | awk '{print $2}'); do
  stops="200 700"
  if [ -z "${SCROLL_LONG:-}" ] || [ "${SCROLL_LONG}" = 0 ]; then
    stops=$([ $((i % 2)) = 0 ] && echo 200 || echo 700)
  fi
  i=$((i + 1))
  for stop in $stops; do
    checked=$((checked + 1))
    for mode in partial full; do
      flags="--frames $stop"; [ "$mode" = full ] && flags="$flags --full-redraw"
      timeout 300 env -u DISPLAY "$bin" --headless --no-hud --scene "$scene" $flags \
        --replay assets/sessions/sample-fling.rec --screenshot "$work/$scene-$stop-$mode.png" >"$work/$scene-$mode.log" 2>&1 \
        || { bad "$scene replay ($mode, $stop) failed"; cat "$work/$scene-$mode.log"; }
    done
    diff_pixels=$(compare -metric AE "$work/$scene-$stop-partial.png" "$work/$scene-$stop-full.png" null: 2>&1 || true)
    if [ "$diff_pixels" = "0" ]; then same=$((same + 1)); else bad "$scene at $stop: damage tracking differs from full redraws in $diff_pixels pixels"; fi
  done
done
[ "$same" = "$checked" ] && [ "$i" -ge 10 ] \
  && ok "all $i scenes ($checked stops: mid-fling, after the session) show the same pixels with and without damage tracking"

# 1a'. Near the end of a billion rows (past 4e10 pt), wheel steps up cross a 65,536 pt
# boundary of the scroll layer's base (ScrollHost.layerBase): damage tracking still ends on
# exactly the pixels of full redraws, and the rows are drawn (not a blank list).
items=$((999998948 + 15))
{
  echo "scroll-sandbox-input v1"
  echo "0 resize w=900 h=700"
  echo "0.1 key end"
  echo "0.15 keyup end"
  awk 'BEGIN { for (i = 0; i < 20; i++) printf "%.2f wheel dx=0 dy=1 x=450 y=350\n", 1 + i * 0.12 }'
} >"$work/far.rec"
far_same=0
for stop in 100 240; do
  for mode in partial full; do
    flags="--frames $stop"; [ "$mode" = full ] && flags="$flags --full-redraw"
    timeout 300 env -u DISPLAY "$bin" --headless --no-hud --scene rows --items "$items" $flags \
      --replay "$work/far.rec" --screenshot "$work/far-$stop-$mode.png" >"$work/far-$mode.log" 2>&1 \
      || { bad "rows at $items items ($mode, $stop) failed"; cat "$work/far-$mode.log"; }
  done
  diff_pixels=$(compare -metric AE "$work/far-$stop-partial.png" "$work/far-$stop-full.png" null: 2>&1 || true)
  colours=$(convert "$work/far-$stop-full.png" -format %k info: 2>/dev/null || echo 0)
  if [ "$diff_pixels" = "0" ] && [ "$colours" -gt 20 ]; then far_same=$((far_same + 1)); else bad "rows near 4.4e10 pt at frame $stop: $diff_pixels pixels differ, $colours colours"; fi
done
[ "$far_same" -eq 2 ] && ok "rows near the end of a billion, across a layer-base boundary, show the same pixels with and without damage tracking"

# 1b. Window faults mid-gesture (focus lost, release outside, tiny resizes): every gesture ends
# cleanly and the view rests in range.
timeout 300 env -u DISPLAY "$bin" --headless --scene feed --replay assets/sessions/window-faults.rec \
  --events-out "$work/faults.jsonl" >"$work/faults.log" 2>&1 || bad "window-faults replay failed"
if python3 - "$work/faults.jsonl" <<'PY'
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
ph = [e for e in ev if e["type"] == "phase"]
prev = "idle"
for p in ph:
    assert p["from"] == prev, f"phase sequence broken at {p}"
    prev = p["to"]
assert prev == "idle", "did not come to rest"
assert ph[-1]["offset"] >= -0.001, f"rests out of range: {ph[-1]['offset']}"
# The focus loss mid-drag must not fling: interacting goes to idle or to a spring-back.
i = next(k for k, p in enumerate(ph) if p["from"] == "tracking")
assert ph[i + 1]["to"] in ("idle", "decelerating"), ph[i + 1]
print(f"{len(ph)} phase changes, rest at {ph[-1]['offset']:.1f} pt")
PY
then ok "window faults: focus lost mid-drag, release outside, tiny resizes end cleanly in range"; else bad "window faults"; fi

# 2. Usage errors: one line naming the problem and the choices, exit 2.
expect_usage() {
  local want="$1"; shift
  set +e; "$bin" "$@" >"$work/out" 2>"$work/err"; local code=$?; set -e
  if [ "$code" -eq 2 ] && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q -- "$want" "$work/err"; then
    ok "'$*' -> exit 2: $(cat "$work/err")"
  else
    bad "'$*' -> exit $code: $(cat "$work/err")"
  fi
}
expect_usage "unknown option '--bogus'" --bogus
expect_usage "valid: showcase" --scene nowhere
expect_usage "valid: ios, ios-fast" --preset qt
expect_usage "expected a number, got 'fast'" --fps fast
expect_usage "valid: ios" physics --preset nope --velocity 100
expect_usage "expected a number" physics --preset ios --velocity abc

# 3. Bad files: a clear message naming the file (and line), non-zero exit, nothing left.
printf 'scroll-sandbox-input v1\n0.1 wheel dx=0 dy=abc x=1 y=1\n' >"$work/bad.rec"
set +e
timeout 300 env -u DISPLAY "$bin" --headless --replay "$work/bad.rec" --events-out "$work/never.jsonl" 2>"$work/err"; code=$?
set -e
if [ "$code" -ne 0 ] && grep -q "line 2" "$work/err" && grep -q "bad.rec" "$work/err" && [ ! -e "$work/never.jsonl" ]; then
  ok "malformed replay: $(cat "$work/err")"
else
  bad "malformed replay gave exit $code: $(cat "$work/err")"
fi
set +e
timeout 300 env -u DISPLAY "$bin" --headless --frames 5 --trace "/nonexistent-dir/t.json" 2>"$work/err"; code=$?
set -e
[ "$code" -ne 0 ] && grep -q "/nonexistent-dir/t.json" "$work/err" && ok "unwritable trace path: $(cat "$work/err")" || bad "unwritable trace path: exit $code"
: >"$work/empty.rec"
set +e
timeout 300 env -u DISPLAY "$bin" --headless --replay "$work/empty.rec" 2>"$work/err"; code=$?
set -e
[ "$code" -ne 0 ] && grep -q "empty.rec" "$work/err" && ok "empty replay: $(cat "$work/err")" || bad "empty replay: exit $code"
set +e
timeout 300 env -u DISPLAY "$bin" --headless --frames 3 --font /nonexistent/font.ttf 2>"$work/err"; code=$?
set -e
[ "$code" -ne 0 ] && grep -q "/nonexistent/font.ttf" "$work/err" && ok "missing font: $(head -1 "$work/err")" || bad "missing font: exit $code"

set +e
timeout 300 env -u DISPLAY "$bin" --headless --frames 3 --screenshot "/nonexistent-dir/s.png" 2>"$work/err"; code=$?
set -e
[ "$code" -ne 0 ] && grep -q "/nonexistent-dir/s.png" "$work/err" && ok "unwritable screenshot path: $(cat "$work/err")" || bad "unwritable screenshot path: exit $code"
set +e
timeout 300 env -u DISPLAY "$bin" --headless --frames 3 --events-out "$work" 2>"$work/err"; code=$?
set -e
[ "$code" -ne 0 ] && grep -q "$work" "$work/err" && ok "events-out path is a directory: $(cat "$work/err")" || bad "events-out into a directory: exit $code"
set +e
SDL_VIDEODRIVER=nosuchdriver DISPLAY=:0 "$bin" --frames 3 2>"$work/err"; code=$?
set -e
[ "$code" -ne 0 ] && grep -qi "sdl" "$work/err" && grep -qi "install\|--headless\|SDL_VIDEODRIVER" "$work/err" \
  && ok "SDL failing to initialise: $(head -1 "$work/err")" || bad "SDL init failure: exit $code: $(cat "$work/err")"

# 4. No display: says so and runs headless.
set +e
env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$bin" --frames 5 >"$work/out" 2>"$work/err"; code=$?
set -e
[ "$code" -eq 0 ] && grep -q "no display" "$work/err" && ok "no display: message and a headless run" || bad "no display: exit $code"

# 5. The physics command for every preset.
for p in ios ios-fast flutter flutter-fast android gtk none; do
  out=$("$bin" physics --preset "$p" --velocity 2000)
  echo "$out" | grep -q "^rest" && ok "physics --preset $p: $(echo "$out" | grep '^rest' | tr -s ' ')" || bad "physics --preset $p"
done
csv_lines=$("$bin" physics --preset ios --velocity 2000 --csv | wc -l)
[ "$csv_lines" -gt 100 ] && ok "physics --csv prints every frame ($csv_lines lines)" || bad "physics --csv"

echo "headless.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
