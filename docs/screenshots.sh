#!/usr/bin/env bash
# Regenerates the README's screenshots of the inspector (docs/images/*.png) from headless
# replays: deterministic frames (a virtual clock), the real fonts and rasterizer. The frame
# graph's timings are the machine's own, so those pixels differ from run to run.
#   docs/screenshots.sh            (builds the sandbox first when needed)
#   SCROLL_SANDBOX_BIN=path docs/screenshots.sh
#   SCREENSHOTS_OUT=dir docs/screenshots.sh   (somewhere else; the tests use it)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
bin="${SCROLL_SANDBOX_BIN:-$(swift build --show-bin-path)/scroll-sandbox}"
[ -x "$bin" ] || swift build --product scroll-sandbox >/dev/null
out="${SCREENSHOTS_OUT:-docs/images}"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# session NAME LINES...: a recording in the 1280x800 default window.
session() {
  local name="$1"
  shift
  { echo "scroll-sandbox-input v2"; echo "0 resize w=1280 h=800"; printf '%s\n' "$@"; } >"$work/$name.rec"
}
shot() {
  local name="$1" scene="$2" frames="$3"
  shift 3
  env -u DISPLAY "$bin" --headless --scene "$scene" --frames "$frames" \
    --screenshot "$out/$name.png" "$@" >/dev/null 2>"$work/$name.log" \
    || { cat "$work/$name.log" >&2; exit 1; }
  echo "docs/screenshots.sh: $out/$name.png"
}

# The feed mid-fling, the inspector docked beside it.
session fling "0.5 down x=400 y=600 button=1" "0.52 move x=400 y=560 left=1" \
  "0.54 move x=400 y=500 left=1" "0.56 move x=400 y=420 left=1" "0.58 move x=400 y=330 left=1" \
  "0.6 move x=400 y=240 left=1" "0.601 up x=400 y=240 button=1"
shot inspector-feed feed 60 --replay "$work/fling.rec"
# The Physics Lab after its replay: ios against android.
session lab
shot inspector-lab physics 240 --replay "$work/lab.rec"
# The help overlay (?).
session help "0.2 key ?"
shot help-overlay chat 30 --replay "$work/help.rec"
# A narrow window: the inspector collapsed, the compact frame graph strip (F).
session strip "0 resize w=900 h=700" "0.1 key f"
shot graph-strip feed 90 --size 900x700 --replay "$work/strip.rec"
# The inspector's Tune section: U gives it the keys, the wheel over the panel scrolls it,
# the Top threshold (the first scene row, under the ios preset's seven physics rows) goes
# up twice and the UIKit rate down ten steps.
wheels=()
for i in $(seq 10 26); do wheels+=("0.$i wheel dx=0 dy=-1 x=1120 y=500"); done
session tune "0.05 key u" "${wheels[@]}" "0.4 key left mods=shift" "0.45 key down" \
  "0.46 key down" "0.47 key down" "0.48 key down" "0.49 key down" "0.5 key down" \
  "0.51 key down" "0.6 key right" "0.65 key right"
shot inspector-tune feed 60 --replay "$work/tune.rec"
# The gesture strip (G, pressed first): a fling caught by a second one, the newest shown.
session gestures "0.1 key g" "0.3 down x=400 y=600 button=1" "0.32 move x=400 y=560 left=1" \
  "0.34 move x=400 y=480 left=1" "0.36 move x=400 y=380 left=1" "0.361 up x=400 y=380 button=1" \
  "0.9 down x=400 y=600 button=1" "0.92 move x=400 y=520 left=1" "0.94 move x=400 y=420 left=1" \
  "0.941 up x=400 y=420 button=1"
shot inspector-gesture-strip feed 100 --replay "$work/gestures.rec"
# Every gesture of the golden corpus's touchpad session, one panel each (--gesture-plot).
env -u DISPLAY "$bin" --headless --scene feed --replay Tests/golden/recordings/touchpad.rec \
  --gesture-plot "$out/gesture-plot.png" >/dev/null 2>"$work/plot.log" \
  || { cat "$work/plot.log" >&2; exit 1; }
echo "docs/screenshots.sh: $out/gesture-plot.png"
# The feel comparison of docs/feel-checks.md: one touchpad session under four presets.
env -u DISPLAY "$bin" compare --replay assets/sessions/touchpad-swipe.rec \
  --presets ios,flutter,android,gtk --plot "$out/compare-touchpad-swipe.png" \
  >/dev/null 2>"$work/compare.log" || { cat "$work/compare.log" >&2; exit 1; }
echo "docs/screenshots.sh: $out/compare-touchpad-swipe.png"
