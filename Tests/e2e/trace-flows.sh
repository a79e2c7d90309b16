#!/usr/bin/env bash
# End-to-end, in a window under its own Xvfb: real wheel clicks and a drag from xdotool give a
# --trace whose input events each have a flow arrow to a frame, as Perfetto binds them (the
# rules of Tests/TestSupport/TraceFlowCheck.swift, checked here in Python on a window's trace;
# TraceFlowReplayTests checks headless replays), and one gesture track per gesture: the
# gestures of --gestures-out, under the same ids, each event naming its gesture.
# SCROLL_SANDBOX_BIN=path runs the checks against another binary.
set -uo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=trace-flows.sh
. Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

start_xvfb 161 200
"$bin" --scene feed --size 900x600 --trace "$work/t.json" --gestures-out "$work/g.jsonl" \
  >"$work/app.log" 2>&1 &
app_pid=$!
win=$(find_window) || { bad "no window"; echo "$E2E_NAME: $pass passed, $fail failed"; exit 1; }
xdotool mousemove --window "$win" 300 300
for _ in 1 2 3 4 5 6; do xdotool click 5; sleep 0.05; done
sleep 1.5
xdotool mousedown 1; for y in 280 250 220 190 160; do xdotool mousemove --window "$win" 300 $y; sleep 0.02; done
xdotool mouseup 1
sleep 1.5
xdotool key --window "$win" q
for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
wait "$app_pid"
code=$?
app_pid=""
[ "$code" -eq 0 ] && ok "the window quit on q (exit 0)" || bad "exit $code: $(tail -3 "$work/app.log")"

if out=$(python3 - "$work/t.json" "$work/g.jsonl" <<'PY'
import json, sys
events = json.load(open(sys.argv[1]))["traceEvents"]
gestures = [json.loads(l) for l in open(sys.argv[2])]
tol = 0.0005
frames = [(e["ts"], e["ts"] + e["dur"]) for e in events if e["ph"] == "X" and e["name"] == "frame"]
starts, finishes, problems = {}, {}, []
for i, e in enumerate(events):
    if e["ph"] == "s":
        prev = events[i - 1]
        if e["id"] in starts: problems.append("id %d starts twice" % e["id"])
        starts[e["id"]] = e
        if prev["ph"] != "X" or prev["tid"] != e["tid"] or abs(prev["ts"] - e["ts"]) > tol:
            problems.append("flow %d: no slice right before its start" % e["id"])
    elif e["ph"] == "f":
        finishes[e["id"]] = e
        j = i - 1
        while events[j]["ph"] == "f": j -= 1
        if events[j]["name"] != "frame" or e.get("bp") != "e":
            problems.append("flow %d: finish not bound to a frame" % e["id"])
        if not any(a - tol <= e["ts"] <= b + tol for a, b in frames):
            problems.append("flow %d: finish inside no frame" % e["id"])
if set(starts) != set(finishes): problems.append("starts and finishes differ")
kinds = {}
for i, e in enumerate(events):
    if e["ph"] == "s": kinds[events[i - 1]["name"]] = kinds.get(events[i - 1]["name"], 0) + 1
wheels = [events[i - 1]["args"] for i, e in enumerate(events) if e["ph"] == "s" and events[i - 1]["name"] == "wheel"]
if not wheels or any("device" not in a or "kind" not in a or "raw" not in a for a in wheels):
    problems.append("wheel events without device, kind or raw values")
b = [e for e in events if e["ph"] == "b"]; en = [e for e in events if e["ph"] == "e"]
if len(b) < 2 or len(b) != len(en): problems.append("%d gestures begin, %d end" % (len(b), len(en)))
# The tracks are --gestures-out's gestures: the same ids, each with its events.
if [e["id"] for e in b] != [g["id"] for g in gestures]:
    problems.append("tracks %s, --gestures-out ids %s" % ([e["id"] for e in b], [g["id"] for g in gestures]))
named = {}
for e in events:
    if e["ph"] == "X" and e.get("cat") == "input" and "gesture" in e.get("args", {}):
        named[int(e["args"]["gesture"])] = named.get(int(e["args"]["gesture"]), 0) + 1
if named != {g["id"]: g["events"] for g in gestures}:
    problems.append("events by gesture %s, --gestures-out %s" % (named, {g["id"]: g["events"] for g in gestures}))
print("; ".join(problems) if problems else
      "%d flows (%s), %d gestures (%s) as --gestures-out lists them" % (len(starts), ", ".join("%s %d" % kv for kv in sorted(kinds.items())), len(b), ", ".join(g["kind"] for g in gestures)))
sys.exit(1 if problems else 0)
PY
); then ok "window trace: $out, every flow bound as Perfetto binds it"; else bad "window trace: $out"; fi

echo "$E2E_NAME: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
