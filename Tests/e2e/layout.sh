#!/usr/bin/env bash
# End-to-end: the window's layout (issue #13) from --layout-out. Headless at 640x480, 960x700,
# 1280x800 and 2560x1440: the inspector never overlaps the content, the eleven tabs are whole
# from 960 pt, the help line keeps whole items and points to ?. Then in a window under its own Xvfb, with
# real keys: H collapses the docked inspector and the content takes its width, ? opens the help
# overlay, a narrow window gets the drawer, S shows its confirmation, and --events-out -
# streams lines while the run goes on.
# SCROLL_SANDBOX_BIN=path runs the checks against another binary.
set -uo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=layout.sh
. Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# 1. Four window sizes, headless, in two scenes.
for size in 640x480 960x700 1280x800 2560x1440; do
  scenes=$("$bin" --list-scenes | wc -l)
  for scene in feed visibility; do
    timeout 120 env -u DISPLAY "$bin" --headless --frames 3 --size "$size" --scene "$scene" \
      --layout-out "$work/$size-$scene.jsonl" >"$work/$size.log" 2>&1 \
      || { bad "$size $scene: the run failed: $(tail -2 "$work/$size.log")"; continue; }
    if msg=$(python3 - "$work/$size-$scene.jsonl" "$size" "$scene" "$scenes" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
w, h = map(float, sys.argv[2].split("x"))
assert lines, "no layout line"
r = lines[-1]
def box(b): return (b["x"], b["y"], b["x"] + b["w"], b["y"] + b["h"])
def overlap(a, b):
    a, b = box(a), box(b)
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.01 and min(a[3], b[3]) - max(a[1], b[1]) > 0.01
def inside(a, W, H):
    a = box(a)
    return a[0] >= -0.01 and a[1] >= -0.01 and a[2] <= W + 0.01 and a[3] <= H + 0.01
assert r["window"] == {"w": w, "h": h}, r["window"]
c = r["content"]
assert inside(c, w, h), f"content {c} outside the window"
assert c["w"] >= 400, f"content only {c['w']} wide"
want = "docked" if w >= 1100 else "collapsed"
assert r["inspectorMode"] == want, f"inspector {r['inspectorMode']}, want {want}"
if r["inspector"]:
    assert not overlap(r["inspector"], c), f"inspector {r['inspector']} overlaps content {c}"
    assert inside(r["inspector"], w, h)
    assert abs(c["w"] + r["inspector"]["w"] - w) < 0.01, "content and inspector do not share the width"
assert not overlap(r["help"]["rect"], c), "help line over the content"
sc = r["scene"]
assert box(sc)[0] >= box(c)[0] - 0.01 and box(sc)[2] <= box(c)[2] + 0.01, "scene outside the content"
assert sc["w"] <= 840.01, f"text scene {sys.argv[3]} is {sc['w']} pt wide (readable column 840)"
assert abs((sc["x"] + sc["w"] / 2) - (c["x"] + c["w"] / 2)) <= 1, "the column is not centred"
assert r["help"]["text"].startswith("? all keys"), r["help"]["text"]
tabs = r["tabs"]
assert len(tabs) == int(sys.argv[4]), f"{len(tabs)} tabs for {sys.argv[4]} scenes"
assert not any(t["truncated"] for t in tabs), "a tab label was shortened"
assert not r["clipped"], f"texts cut off without an ellipsis: {r['clipped']}"
current = {"feed": 2, "visibility": 7}[sys.argv[3]]
assert tabs[current]["visible"], f"the current tab is cut: {tabs[current]}"
if w >= 960:
    assert not r["tabsScroll"] and all(t["visible"] for t in tabs), "tabs do not all fit"
    for a, b in zip(tabs, tabs[1:]):
        assert box(a["rect"])[2] <= box(b["rect"])[0] + 0.01, "tabs overlap"
print(f"{r['inspectorMode']}, content {c['w']:.0f}x{c['h']:.0f}, column {sc['w']:.0f}, tabs scroll: {r['tabsScroll']}, help: {r['help']['itemsDropped']} items left to ?")
PY
    ); then ok "$size $scene: $msg"; else bad "$size $scene: $msg"; fi
  done
done

# 1c. Every scene at three smaller sizes, with the real fonts: no text is cut off without an
# ellipsis (issue 33: "viewID no ancho", the Diagnostics subtitle), and the labels shortened
# with one are listed.
clipped=""
for size in 1100x700 800x500 480x360; do
  for scene in $("$bin" --list-scenes | awk '{print $2}'); do
    timeout 120 env -u DISPLAY "$bin" --headless --frames 3 --size "$size" --scene "$scene" \
      --layout-out "$work/fit.jsonl" >"$work/fit.log" 2>&1 \
      || { clipped+=" $size/$scene: the run failed"; continue; }
    clipped+=$(python3 -c '
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    assert isinstance(r["shortened"], list)
    if r["clipped"]:
        print(" " + sys.argv[2] + ": " + str(r["clipped"]))
        break
' "$work/fit.jsonl" "$size/$scene" || echo " $size/$scene: unreadable layout")
  done
done
if [ -z "$clipped" ]; then
  ok "every scene at 1100x700, 800x500 and 480x360: no text cut off without an ellipsis"
else
  bad "texts cut off without an ellipsis:$clipped"
fi

# 1b. --scale: the same layout in points and the same motion (physics unchanged), drawn at
# 1.5x the pixels with text rasterized at that size. Text hinted at another pixel size
# measures a little differently (tabs +-1 pt, wraps), so the content's total height may differ:
# the fling, the wheel and Page Down (before End, at 6.5 s) must match line for line.
for scale in 1 1.5; do
  timeout 120 env -u DISPLAY "$bin" --headless --scale "$scale" --scene feed --size 900x700 \
    --replay assets/sessions/sample-fling.rec --events-out "$work/scale-$scale.jsonl" --events-out-frames \
    --layout-out "$work/scale-$scale.layout" --screenshot "$work/scale-$scale.png" >"$work/scale.log" 2>&1 \
    || bad "--scale $scale run failed: $(tail -2 "$work/scale.log")"
done
if msg=$(python3 - "$work/scale-1.jsonl" "$work/scale-1.5.jsonl" "$work/scale-1.layout" "$work/scale-1.5.layout" <<'PY'
import json, sys
a, b = ([json.loads(l) for l in open(p) if l.strip()] for p in sys.argv[1:3])
early = lambda ev: [e for e in ev if e["t"] < 6.5]
assert len(early(a)) > 300 and early(a) == early(b), "the motion before End differs"
la, lb = (json.loads(open(p).readline()) for p in sys.argv[3:5])
for k in ("window", "content", "inspector", "inspectorMode", "help"):
    if k == "help":
        assert la[k]["rect"] == lb[k]["rect"], k
    else:
        assert la[k] == lb[k], f"{k}: {la[k]} vs {lb[k]}"
print(f"{len(early(a))} event lines before End identical; layout rectangles identical")
PY
) && [ "$(identify -format '%w x %h' "$work/scale-1.5.png")" = "1350 x 1050" ] \
  && [ "$(identify -format '%w x %h' "$work/scale-1.png")" = "900 x 700" ]; then
  ok "--scale 1.5: 1350x1050 pixels; $msg"
else
  bad "--scale 1.5: $(identify -format '%w x %h' "$work/scale-1.5.png"); $msg"
fi

# 1c. S in a headless replay: the screenshot is saved and confirmed on screen (the toast
# overlay, from the frame after the key until 2.5 s later), as in the window.
mkdir "$work/hs"
printf '%s\n' 'scroll-sandbox-input v1' '0 resize w=900 h=700' '0.5 key s' '0.58 keyup s' >"$work/hs/s.rec"
(cd "$work/hs" && timeout 120 env -u DISPLAY "$bin" --headless --scene feed --replay s.rec \
  --layout-out layout.jsonl >run.log 2>&1) || bad "headless S: the run failed: $(tail -2 "$work/hs/run.log")"
if msg=$(python3 - "$work/hs/layout.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
shown = [l for l in lines if any(o["name"] == "toast" for o in l["overlays"])]
assert shown, "no toast overlay in any frame"
first = shown[0]["t"]
assert 0.5 < first <= 0.55, f"the toast appeared at {first} s, the key was at 0.5 s"
gone = [l for l in lines if l["t"] > first and not any(o["name"] == "toast" for o in l["overlays"])]
assert gone, "the toast never went away"
assert abs(gone[0]["t"] - (0.5 + 2.5)) < 0.05, f"the toast went at {gone[0]['t']} s"
print(f"toast from {first:.3f} s to {gone[0]['t']:.3f} s")
PY
) && ls "$work/hs"/scroll-sandbox-*.png >/dev/null 2>&1 && grep -q "screenshot saved" "$work/hs/run.log"; then
  ok "headless S saved $(basename "$(ls "$work/hs"/scroll-sandbox-*.png)") and showed the confirmation: $msg"
else
  bad "headless S: $msg; $(ls "$work/hs"); $(tail -2 "$work/hs/run.log")"
fi

# 1d. The wheel over a tab strip too narrow for its tabs scrolls it, and --layout-out's
# flags follow: at 480x360 the last tab is cut at first and whole after wheeling down, the
# first then cut; a number key brings its tab back into view.
{
  echo 'scroll-sandbox-input v1'
  echo '0 resize w=480 h=360'
  for i in $(seq 1 30); do echo "0.$((10 + i)) wheel dx=0 dy=-1 x=200 y=20"; done
  echo '1 key 1'
} >"$work/tabs.rec"
timeout 120 env -u DISPLAY "$bin" --headless --scene showcase --replay "$work/tabs.rec" \
  --layout-out "$work/tabs.jsonl" >"$work/tabs.log" 2>&1 || bad "tab wheel: the run failed"
if msg=$(python3 - "$work/tabs.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
def whole(l, t):
    r, s = l["tabs"][t]["rect"], l["tabStrip"]
    return r["x"] >= s["x"] - 0.01 and r["x"] + r["w"] <= s["x"] + s["w"] + 0.01
for l in lines:
    assert l["tabsScroll"], "the tabs fit at 480 pt"
    for t in range(len(l["tabs"])):
        assert l["tabs"][t]["visible"] == whole(l, t), f"tab {t} flag wrong at frame {l['frame']}"
first, wheeled = lines[0], [l for l in lines if l["t"] < 1][-1]
assert not first["tabs"][-1]["visible"] and first["tabs"][0]["visible"], "start"
assert wheeled["tabs"][-1]["visible"] and not wheeled["tabs"][0]["visible"], "after the wheel"
assert lines[-1]["tabs"][1]["visible"], "key 1 left its tab cut"
print(f"{len(lines)} layouts; last tab whole after the wheel, tab 1 whole after its key")
PY
); then ok "tab strip wheel: $msg"; else bad "tab strip wheel: $msg"; fi

# 2. A real window: keys, a resize, a screenshot, streamed events.
start_xvfb 190 209
dir="$work/win"
mkdir "$dir"
(cd "$dir" && exec "$bin" --scene feed --layout-out "$dir/layout.jsonl" --events-out - \
  >"$dir/events.jsonl" 2>"$dir/app.log") &
app_pid=$!
timeout 20 xdotool search --sync --name "Scroll Sandbox" >/dev/null 2>&1
sleep 1
win=$(xdotool search --name "Scroll Sandbox" | head -1)
xdotool mousemove --window "$win" 300 400
for _ in 1 2 3; do xdotool click 5; sleep 0.05; done
sleep 1.5
# Streamed: the scroll's phase lines are there while the app still runs.
if kill -0 "$app_pid" 2>/dev/null && grep -q '"type":"phase"' "$dir/events.jsonl"; then
  ok "--events-out - streams lines while the run goes on ($(wc -l <"$dir/events.jsonl") so far)"
else
  bad "--events-out - wrote nothing during the run: $(head -c 300 "$dir/events.jsonl")"
fi
xdotool key h
sleep 0.5
xdotool key shift+slash
sleep 0.5
xdotool key Escape
sleep 0.5
xdotool key s
sleep 0.8
xdotool windowsize "$win" 900 700
sleep 0.8
xdotool key h
sleep 0.5
xdotool key q
wait "$app_pid"
code=$?
app_pid=""
[ $code = 0 ] || bad "the window run exited with $code: $(tail -3 "$dir/app.log")"
if msg=$(python3 - "$dir/layout.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
modes = [l["inspectorMode"] for l in lines]
assert modes[0] == "docked", f"starts {modes[0]}"
docked = lines[0]
i = next(k for k, l in enumerate(lines) if l["inspectorMode"] == "collapsed")
assert lines[i]["content"]["w"] > docked["content"]["w"], "H did not give the content the width"
overlays = [o["name"] for l in lines for o in l["overlays"]]
assert "help" in overlays, "? showed no help overlay"
assert "toast" in overlays, "S showed no confirmation"
after = [l for l in lines if l["window"]["w"] == 900]
assert after, "the resize to 900 pt never arrived"
assert after[-1]["inspectorMode"] == "drawer", f"H at 900 pt gave {after[-1]['inspectorMode']}"
assert after[-1]["content"]["w"] == 900, "the drawer took width from the content"
print(f"{len(lines)} layouts: {' -> '.join(dict.fromkeys(modes))}; overlays {sorted(set(overlays))}")
PY
); then ok "window: $msg"; else bad "window layout: $msg"; fi
shot=$(ls "$dir"/scroll-sandbox-*.png 2>/dev/null | head -1)
if [ -n "$shot" ] && grep -q "screenshot saved" "$dir/app.log"; then
  ok "S saved $(basename "$shot") and said so on screen and on stderr"
else
  bad "S: no screenshot in $dir"
fi

# 3. The README's screenshots regenerate (into a scratch folder here).
if SCREENSHOTS_OUT="$work/shots" SCROLL_SANDBOX_BIN="$bin" docs/screenshots.sh >"$work/shots.log" 2>&1 \
  && [ "$(ls "$work/shots"/*.png | wc -l)" = "$(ls docs/images/*.png | wc -l)" ] \
  && [ "$(identify -format '%w x %h' "$work/shots/inspector-feed.png")" = "1280 x 800" ]; then
  ok "docs/screenshots.sh regenerates every README screenshot ($(ls "$work/shots" | tr '\n' ' '))"
else
  bad "docs/screenshots.sh: $(tail -3 "$work/shots.log")"
fi

# 4. A window at --scale 1.5: the window is 1.5x the points the app lays out.
dir="$work/scaled"
mkdir "$dir"
"$bin" --scene feed --size 800x500 --scale 1.5 --layout-out "$dir/layout.jsonl" >"$dir/app.log" 2>&1 &
app_pid=$!
timeout 20 xdotool search --sync --name "Scroll Sandbox" >/dev/null 2>&1
sleep 1
win=$(xdotool search --name "Scroll Sandbox" | head -1)
eval "$(xdotool getwindowgeometry --shell "$win")"
xdotool key q
wait "$app_pid"
app_pid=""
if [ "$WIDTH" = 1200 ] && [ "$HEIGHT" = 750 ] && grep -q '"window":{"w":800.0,"h":500.0}' "$dir/layout.jsonl"; then
  ok "a window at --scale 1.5 is 1200x750 pixels for an 800x500 pt layout"
else
  bad "--scale 1.5 window: ${WIDTH}x$HEIGHT, layout $(head -c 200 "$dir/layout.jsonl")"
fi

echo "layout.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
