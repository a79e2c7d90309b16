#!/usr/bin/env bash
# End-to-end, headless (issue #31): `scroll-sandbox compare` plays the same recorded input
# through several presets, each ending where `--replay FILE --preset P` ends (checked on the
# touchpad session in assets/sessions and on the golden wheel and drag recordings, also for
# the platforms' presets firefox, firefox-msd, chromium-impulse, macos and lenis); its CSV
# has the documented header and its PNG plot is an image of the plot's size; `--gesture N`
# plays gesture N of `--gestures-out` (one gesture split), and the bad inputs exit 2 naming
# what is valid. Feel checks: `--expect-trajectory` passes
# on the replay's own saved trajectory and fails (exit 1, naming a frame) after
# `--set physics.rate=0.99` on ios; a malformed trajectory names its line and field.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${SCROLL_SANDBOX_BIN:-$(swift build --show-bin-path)/scroll-sandbox}"
[ -x "$bin" ] || swift build --product scroll-sandbox >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; fails=$((fails + 1)); }
run() { timeout 600 env -u DISPLAY "$bin" "$@"; }

# 1. Each preset's rest in compare equals the last frame of a plain replay with --preset.
check_rests() { # REC PRESETS
  local rec=$1 presets=$2 p rest want exact column=1
  run compare --replay "$rec" --presets "$presets" --csv "$work/rests.csv" >"$work/table.txt" \
    2>"$work/table.err" \
    || { bad "compare $rec failed: $(cat "$work/table.err")"; return; }
  for p in ${presets//,/ }; do
    run --headless --replay "$rec" --preset "$p" --events-out "$work/$p.jsonl" --events-out-frames \
      >/dev/null 2>&1 || { bad "replay $rec --preset $p failed"; continue; }
    exact=$(grep '"type":"frame"' "$work/$p.jsonl" | tail -1 | sed 's/.*"y":\([-0-9.]*\).*/\1/')
    want=$(printf '%.1f' "$exact")
    column=$((column + 1))
    # The CSV's last row holds every curve's rest offset, to the events file's 3 decimals.
    [ "$(tail -1 "$work/rests.csv" | cut -d, -f$((2 * column - 2)))" = "$exact" ] \
      || bad "$(basename "$rec") $p: the CSV's rest $(tail -1 "$work/rests.csv" | cut -d, -f$((2 * column - 2))) != $exact"
    rest=$(awk -v p="$p" '$1 == p { print $2 }' "$work/table.txt")
    if [ -n "$rest" ] && [ "$rest" = "$want" ]; then
      ok "$(basename "$rec") $p: compare's rest $rest pt = the --preset replay's last frame"
    else
      bad "$(basename "$rec") $p: compare says rest '$rest', the --preset replay ends at $want"
    fi
  done
}
check_rests assets/sessions/touchpad-swipe.rec ios,flutter,android,gtk
check_rests Tests/golden/recordings/wheel.rec ios,android
check_rests Tests/golden/recordings/drag-fling.rec ios,flutter,android
# The platforms' presets: their wheel models on the wheel clicks, macOS's rubber band and
# Lenis's clamped edges on the touchpad swipe.
check_rests Tests/golden/recordings/wheel.rec firefox,firefox-msd,chromium-impulse,lenis
check_rests assets/sessions/touchpad-swipe.rec macos,lenis,firefox

# 2. The CSV's header and rows; the plot is a PNG of the plot's size.
if run compare --replay assets/sessions/touchpad-swipe.rec --presets ios,flutter,android,gtk \
  --csv "$work/c.csv" --plot "$work/c.png" >"$work/c.txt" 2>"$work/c.err"; then
  header=$(head -1 "$work/c.csv")
  want="t,ios.offset,ios.velocity,flutter.offset,flutter.velocity,android.offset,android.velocity,gtk.offset,gtk.velocity"
  rows=$(($(wc -l <"$work/c.csv") - 1))
  [ "$header" = "$want" ] && [ "$rows" -gt 100 ] && ok "the CSV: $header, $rows rows" \
    || bad "the CSV's header '$header' ($rows rows)"
  size=$(identify -format '%wx%h' "$work/c.png" 2>/dev/null || echo none)
  [ "$size" = "960x720" ] && ok "the plot is a 960x720 PNG" || bad "the plot: $size"
else
  bad "compare with --csv and --plot failed: $(cat "$work/c.err")"
fi

# 3. Gestures: the ones --gestures-out lists under the first preset, by the same numbers
# (gesture N starts at that line's first input); one past the end exits 2 and says how many.
rec=assets/sessions/touchpad-swipe.rec
run --headless --replay "$rec" --preset ios --gestures-out "$work/swipes.jsonl" >/dev/null 2>&1 \
  || bad "--gestures-out of $rec failed"
n=$(grep -c . "$work/swipes.jsonl" || true)
[ "$n" = 2 ] && ok "--gestures-out lists the session's $n swipes" || bad "--gestures-out lists $n gestures"
for i in $(seq 1 "$n"); do
  start=$(sed -n "${i}p" "$work/swipes.jsonl" | sed 's/.*"start":\([0-9.]*\).*/\1/')
  want=$(printf '%.2f' "$start")
  run compare --replay "$rec" --presets ios,android --gesture "$i" >"$work/g.txt" 2>&1 \
    && grep -q "gesture $i of $n, touchpad-swipe ($want-" "$work/g.txt" \
    && ok "--gesture $i is --gestures-out's id $i (from $want s): $(head -1 "$work/g.txt")" \
    || bad "--gesture $i (--gestures-out: from $want s): $(cat "$work/g.txt")"
done
# Every preset takes the gesture from the same state: the CSV's first row has one offset.
run compare --replay assets/sessions/touchpad-swipe.rec --presets ios,flutter,android,gtk \
  --gesture 2 --csv "$work/g2.csv" >/dev/null 2>&1 || bad "--gesture 2 --csv failed"
starts=$(sed -n 2p "$work/g2.csv" | awk -F, '{ print $2, $4, $6, $8 }')
read -r a b c d <<<"$starts"
[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" = "$c" ] && [ "$a" = "$d" ] && [ "$a" != "0.000" ] \
  && ok "gesture 2 starts every preset at the same offset, $a pt" || bad "gesture 2 starts at: $starts"
expect2() { # WHAT PATTERN ARGS...
  local what=$1 pattern=$2 status=0
  shift 2
  run "$@" >"$work/e.out" 2>"$work/e.err" || status=$?
  if [ "$status" = 2 ] && grep -q -- "$pattern" "$work/e.err"; then
    ok "$what: exit 2, $(head -1 "$work/e.err")"
  else
    bad "$what: exit $status, $(cat "$work/e.err")"
  fi
}
expect2 "a gesture out of range" "has $n gestures (1-$n)" \
  compare --replay assets/sessions/touchpad-swipe.rec --presets ios,android --gesture $((n + 1))
expect2 "an unknown preset" "valid: ios," \
  compare --replay assets/sessions/touchpad-swipe.rec --presets ios,bogus
expect2 "a missing recording" "no such file" compare --replay "$work/none.rec" --presets ios,gtk
printf 'scroll-sandbox-input v2\n1 wheel dx=zz dy=0 x=1 y=1\n' >"$work/bad.rec"
expect2 "a malformed recording" "line 2: field 'dx'" compare --replay "$work/bad.rec" --presets ios,gtk

# 4. Feel checks.
rec=assets/sessions/touchpad-swipe.rec
run --replay "$rec" --preset ios --save-trajectory "$work/ios.traj" >/dev/null 2>&1 \
  && head -1 "$work/ios.traj" | grep -qx 'scroll-sandbox-trajectory v1' \
  && ok "--save-trajectory wrote $(($(wc -l <"$work/ios.traj") - 3)) frames" || bad "--save-trajectory"
status=0
run --replay "$rec" --preset ios --expect-trajectory "$work/ios.traj" >/dev/null 2>"$work/x.err" || status=$?
[ "$status" = 0 ] && ok "the replay matches its own trajectory: $(tail -1 "$work/x.err")" \
  || bad "its own trajectory: exit $status, $(tail -1 "$work/x.err")"
status=0
run --replay "$rec" --preset ios --set physics.rate=0.99 --expect-trajectory "$work/ios.traj" \
  >/dev/null 2>"$work/x.err" || status=$?
[ "$status" = 1 ] && grep -q 'drifts from .* at frame [0-9]' "$work/x.err" \
  && ok "physics.rate=0.99 drifts: exit 1, $(tail -1 "$work/x.err")" \
  || bad "physics.rate=0.99: exit $status, $(tail -1 "$work/x.err")"
sed '6s/,0\.0333,/,0.03x3,/' "$work/ios.traj" >"$work/bad.traj"
expect2 "a malformed trajectory" "line 6: field 't'" --replay "$rec" --expect-trajectory "$work/bad.traj"

[ "$fails" = 0 ] || { echo "compare.sh: $fails checks failed" >&2; exit 1; }
echo "compare.sh: all checks passed"
