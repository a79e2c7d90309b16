#!/usr/bin/env bash
# End-to-end, gestures (#30): `--gestures-out` lists each swipe of a recorded touchpad
# session once, with its device, verdict, phases and the rest offset `--events-out` shows;
# headless, every gesture's hitch ratio is 0 by construction, and a window recording also
# reports the hitch ratio its recorded frame times show. `-` streams the lines; two outputs
# on standard output are refused. With `--long` (SCROLL_LONG=1), a window under Xvfb
# stalls one frame (SCROLL_SANDBOX_STALL_FRAME=N:S) and that frame's lateness is S minus its
# slack within 1 %.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=gestures.sh
# The binary, a work folder and (for the --long window check) an Xvfb of its own.
source Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# 1. A touchpad session of four swipes (the golden corpus's), replayed headless.
rec=Tests/golden/recordings/touchpad.rec
timeout 300 env -u DISPLAY "$bin" --headless --replay "$rec" --scene feed \
  --gestures-out "$work/g.jsonl" --events-out "$work/e.jsonl" >"$work/run.log" 2>&1 \
  || { bad "the touchpad replay failed"; cat "$work/run.log"; }
if python3 - "$work/g.jsonl" "$work/e.jsonl" "$rec" <<'PY'; then
import json, sys
gestures = [json.loads(l) for l in open(sys.argv[1])]
events = [json.loads(l) for l in open(sys.argv[2])]
# The swipes in the recording: runs of wheel lines less than 80 ms apart.
times = [float(l.split()[0]) for l in open(sys.argv[3]) if " wheel " in l]
swipes = [times[0]] + [b for a, b in zip(times, times[1:]) if b - a > 0.08]
assert [g["start"] for g in gestures] == [round(t, 4) for t in swipes], (
    [g["start"] for g in gestures], swipes)
assert [g["id"] for g in gestures] == list(range(1, len(swipes) + 1))
assert sum(g["events"] for g in gestures) == len(times)
for g in gestures:
    assert g["kind"] == "touchpad-swipe" and g["device"] == "Golden TouchPad", g
    assert g["verdict"] == "touchpad (libinput)", g
    assert g["hitch_ms_per_s"] == 0 and g["hitch_verdict"] == "good", g
    assert g["missed_frames"] == 0 and g["delayed_frames_pct"] == 0, g
    assert "recorded_hitch_ms_per_s" not in g, "no frame lines: nothing recorded"
rests = [e for e in events if e["type"] == "phase" and e["to"] == "idle" and e["view"] == "main"]
for g in gestures:
    if g["ended_by"] == "rest" and g["phases"]:
        match = [e for e in rests if abs(e["t"] - g["end"]) < 1e-6]
        assert match and match[0]["offset"] == g["rest_offset"], (g, match)
    if g["ended_by"] == "caught":
        assert g["rest_offset"] is None
# The first swipe is caught by the second during its momentum (the events say so too).
assert gestures[0]["ended_by"] == "caught", gestures[0]
assert any(e["type"] == "phase" and e["from"] == "decelerating" and e["to"] == "interacting"
           and abs(e["t"] - gestures[1]["start"]) < 1e-6 for e in events)
assert set(gestures[1]["phases"]) == {"interacting", "decelerating"}, gestures[1]
PY
  ok "each of the session's swipes is one gesture: device, verdict, rest offsets as --events-out, hitch 0"
else
  bad "the touchpad session's gestures are wrong: $(head -c 2000 "$work/g.jsonl")"
fi

# 1b. --gesture-plot headless: a PNG with one panel per gesture (1000 pt wide, 30 pt of title,
# 244 pt a panel).
timeout 300 env -u DISPLAY "$bin" --headless --replay "$rec" --scene feed \
  --gesture-plot "$work/plot.png" >"$work/plot.log" 2>&1 || { bad "the plot run failed"; cat "$work/plot.log"; }
size=$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); assert d[:8]==b'\x89PNG\r\n\x1a\n'; print('%dx%d' % struct.unpack('>II', d[16:24]))" "$work/plot.png" 2>/dev/null || echo none)
n=$(grep -c . "$work/g.jsonl")
[ "$size" = "1000x$((30 + n * 244 + 8))" ] && ok "--gesture-plot drew $n panels headless ($size)" \
  || bad "--gesture-plot: $size for $n gestures"

# 1c. Seventy wheel detents 0.4 s apart: seventy gestures written, the last 60 drawn.
{ echo "scroll-sandbox-input v2"; echo "0 resize w=480 h=360"
  for i in $(seq 1 70); do echo "$((i * 4 / 10)).$((i * 4 % 10)) wheel dx=0 dy=-1 x=200 y=200"; done
} >"$work/many.rec"
timeout 300 env -u DISPLAY "$bin" --headless --replay "$work/many.rec" --scene feed \
  --gestures-out "$work/many.jsonl" --gesture-plot "$work/many.png" >/dev/null 2>&1 || bad "the 70-detent run failed"
size=$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%dx%d' % struct.unpack('>II', d[16:24]))" "$work/many.png" 2>/dev/null || echo none)
[ "$(grep -c . "$work/many.jsonl")" = 70 ] && [ "$size" = "1000x$((30 + 60 * 244 + 8))" ] \
  && ok "70 gestures written, the last 60 plotted ($size)" \
  || bad "70 detents: $(grep -c . "$work/many.jsonl") lines, plot $size"

# 2. The events output is the same with gestures as without.
timeout 300 env -u DISPLAY "$bin" --headless --replay "$rec" --scene feed \
  --events-out "$work/e0.jsonl" --events-out-frames >/dev/null 2>&1
timeout 300 env -u DISPLAY "$bin" --headless --replay "$rec" --scene feed \
  --events-out "$work/e1.jsonl" --events-out-frames --gestures-out "$work/g1.jsonl" >/dev/null 2>&1
cmp -s "$work/e0.jsonl" "$work/e1.jsonl" && ok "--gestures-out leaves --events-out byte-identical" \
  || bad "--events-out changed with --gestures-out"

# 3. A window recording (frame lines): hitch 0 headless, and the recorded frame times' own.
timeout 300 env -u DISPLAY "$bin" --headless --replay Tests/golden/recordings/wheel.rec \
  --scene feed --gestures-out - >"$work/w.jsonl" 2>"$work/w.log" \
  || { bad "the wheel replay failed"; cat "$work/w.log"; }
if python3 - "$work/w.jsonl" <<'PY'; then
import json, sys
gestures = [json.loads(l) for l in open(sys.argv[1])]
assert len(gestures) >= 3, gestures
for g in gestures:
    assert g["kind"] == "wheel-burst" and g["verdict"].startswith("wheel detent"), g
    assert g["hitch_ms_per_s"] == 0, g
    assert g["recorded_hitch_ms_per_s"] >= 0 and g["recorded_hitch_verdict"], g
PY
  ok "a window recording streamed to stdout: wheel bursts, hitch 0, recorded hitch reported"
else
  bad "the wheel recording's gestures are wrong: $(head -c 1500 "$work/w.jsonl")"
fi

# 4. Two outputs on standard output are refused, before anything runs.
if env -u DISPLAY "$bin" --headless --frames 2 --events-out - --gestures-out - >"$work/o" 2>"$work/e"; then
  bad "--events-out - with --gestures-out - was accepted"
elif grep -q "gestures-out" "$work/e" && [ ! -s "$work/o" ]; then
  ok "--events-out - with --gestures-out - is refused: $(head -1 "$work/e")"
else
  bad "unclear refusal: $(cat "$work/e")"
fi
# An output over the replay is refused (the path-conflict check covers the new flag).
cp "$rec" "$work/r.rec"
if env -u DISPLAY "$bin" --headless --replay "$work/r.rec" --gestures-out "$work/r.rec" >/dev/null 2>"$work/e"; then
  bad "--gestures-out over the replay was accepted"
else
  cmp -s "$rec" "$work/r.rec" && grep -q "same file" "$work/e" \
    && ok "--gestures-out over the replay is refused and the replay kept" \
    || bad "conflict not reported: $(cat "$work/e")"
fi

# 5. --long: a window under Xvfb replays the touchpad session in real time with frame N
# stalled by S ms; that frame's lateness is S minus its slack (the interval minus its work
# without the stall, less how late after its grid point it started) within 1 %, and it is
# reported on its own line of `late_frames`.
if [ -n "${SCROLL_LONG:-}" ] && [ "${SCROLL_LONG}" != 0 ]; then
  start_xvfb 180 220
  stall_frame=100
  stall_ms=40
  SCROLL_SANDBOX_STALL_FRAME="$stall_frame:$stall_ms" timeout 120 "$bin" --scene feed \
    --size 640x480 --no-hud --replay "$rec" --duration 7 --gestures-out "$work/win.jsonl" \
    --gesture-plot "$work/win.png" >"$work/win.log" 2>&1 &
  app_pid=$!
  wait "$app_pid" || { bad "the window run failed: $(tail -5 "$work/win.log")"; }
  app_pid=""
  if grep -q "test hook: frame $stall_frame stalls" "$work/win.log" && python3 - "$work/win.jsonl" \
    "$stall_frame" "$stall_ms" <<'PY'; then
import json, sys
gestures = [json.loads(l) for l in open(sys.argv[1])]
n, stall = int(sys.argv[2]), float(sys.argv[3])
late = [(g, f) for g in gestures for f in g["late_frames"] if f["frame"] == n]
assert late, f"frame {n} is in no gesture's late frames: {[g['late_frames'] for g in gestures]}"
g, f = late[0]
interval = g["interval_ms"]
# The frame is due on the grid one interval after the previous deadline; it starts a little
# after that grid point (the pacer's wake-up, the event pump), which its slack loses too.
due = (f["deadline"] - f["start"]) * 1000
assert 0 < due <= interval + 1e-3, f"due {due:.3f} ms after its start, not within its interval"
work = f["work_ms"] - stall
assert work >= 0, f"the frame took less than its stall ({work:.3f} ms without it)"
slack = due - work
expected = stall - slack
print(f"frame {n}: lateness {f['lateness_ms']} ms, work {work:.3f} ms + {stall} ms, "
      f"started {interval - due:.3f} ms after its grid point, slack {slack:.3f} ms, "
      f"expected {expected:.3f} ms; gesture {g['id']} hitch {g['hitch_ms_per_s']} ms/s "
      f"({g['hitch_verdict']}), {len(g['late_frames'])} late frames")
assert abs(f["lateness_ms"] - expected) <= 0.01 * stall, (f, expected)
others = [x["frame"] for x in g["late_frames"] if x["frame"] != n]
print(f"other late frames, reported apart: {others}")
assert g["hitch_ms_per_s"] > 0 and g["missed_frames"] >= 2, g
PY
    ok "the stalled frame's lateness is $stall_ms ms minus its slack within 1 %"
  else
    bad "the stalled frame's lateness: $(grep -c . "$work/win.jsonl" 2>/dev/null) gestures; $(tail -3 "$work/win.log")"
  fi
  # The plot shows the late frames in the warning colour (#FF9500).
  orange=$(convert "$work/win.png" -format %c histogram:info:- 2>/dev/null | grep -ci "#FF9500" || true)
  [ "$orange" -gt 0 ] && ok "the window's --gesture-plot marks late frames in the warning colour" \
    || bad "no warning-coloured late frame in the window's plot"
fi

echo "gestures.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
