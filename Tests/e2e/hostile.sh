#!/usr/bin/env bash
# End-to-end, headless: hostile inputs and odd paths (issue #18). Outputs survive signals,
# FIFOs, device nodes, symbolic links, full disks and clashing paths; nothing hangs or runs
# away; messages stay readable. Every special file and the full disks are made here, in a
# temporary folder (mkfifo, mknod, a small tmpfs or `ulimit -f`); no real /dev path is used.
# SCROLL_SANDBOX_BIN=path runs the checks against another binary (to see them fail on main).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin="${SCROLL_SANDBOX_BIN:-$(swift build --show-bin-path)/scroll-sandbox}"
rec="$PWD/assets/sessions/sample-fling.rec"
work=$(mktemp -d)
mounts=()
cleanup() {
  for m in "${mounts[@]}"; do umount "$m" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
run() { timeout "${T:-60}" env -u DISPLAY -u WAYLAND_DISPLAY "$bin" --headless "$@"; }
leftovers() { find "$1" -name '.*.tmp' | wc -l; }
# A small tmpfs of our own (a full disk to fill) in $disk; empty when mounting is not allowed.
small_disk() {
  disk="$work/disk$1"
  mkdir -p "$disk"
  if mount -t tmpfs -o "size=$2" tmpfs "$disk" 2>/dev/null; then mounts+=("$disk"); else disk=""; fi
}

# Row 6: outputs that are FIFOs or device nodes are written through, never replaced.
mkdir "$work/special"
mkfifo "$work/special/fifo"
timeout 60 cat "$work/special/fifo" >"$work/fifo-got.jsonl" &
reader=$!
made_null=0
mknod "$work/special/null" c 1 3 2>/dev/null && made_null=1
if [ $made_null = 1 ]; then
  run --frames 30 --events-out "$work/special/fifo" --trace "$work/special/null" \
    --frames-csv "$work/special/null" >/dev/null 2>"$work/err"
  code=$?
else
  run --frames 30 --events-out "$work/special/fifo" >/dev/null 2>"$work/err"
  code=$?
fi
wait $reader
if [ $code = 0 ] && [ -p "$work/special/fifo" ] && grep -q scene-switch "$work/fifo-got.jsonl" \
  && { [ $made_null = 0 ] || [ -c "$work/special/null" ]; } && [ "$(leftovers "$work/special")" = 0 ]; then
  ok "a FIFO and a device node as outputs are streamed into and stay what they were"
else
  bad "FIFO/device outputs: exit $code, $(ls -l "$work/special" | tr '\n' ' ') $(cat "$work/err")"
fi
mkfifo "$work/special/lonely"
start=$(date +%s%N)
run --frames 5 --trace "$work/special/lonely" >/dev/null 2>"$work/err"
code=$?
ms=$((($(date +%s%N) - start) / 1000000))
[ $code != 0 ] && [ $ms -lt 5000 ] && [ -p "$work/special/lonely" ] && grep -q "lonely" "$work/err" \
  && ok "a FIFO output nobody reads is refused at once ($ms ms): $(head -1 "$work/err")" \
  || bad "FIFO without reader: exit $code after $ms ms: $(cat "$work/err")"

# Row 21: a symbolic link is followed (the link stays), a 0600 file stays 0600.
mkdir "$work/links"
echo old >"$work/links/real.jsonl"
ln -s real.jsonl "$work/links/link.jsonl"
echo old >"$work/links/private.csv"
chmod 600 "$work/links/private.csv"
run --frames 5 --events-out "$work/links/link.jsonl" --frames-csv "$work/links/private.csv" >/dev/null 2>"$work/err"
[ -L "$work/links/link.jsonl" ] && grep -q scene-switch "$work/links/real.jsonl" \
  && [ "$(stat -c %a "$work/links/private.csv")" = 600 ] && [ "$(wc -l <"$work/links/private.csv")" -gt 5 ] \
  && ok "a symlinked output writes its target and keeps the link; a 0600 output stays 0600" \
  || bad "symlink/permissions: $(ls -l "$work/links" | tr '\n' ' ')"

# Row 9: an output equal to the replay or to another output is refused before the run.
cp "$rec" "$work/mine.rec"
before=$(md5sum <"$work/mine.rec")
run --replay "$work/mine.rec" --events-out "$work/./mine.rec" >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && [ "$(md5sum <"$work/mine.rec")" = "$before" ] && grep -q -- "--replay" "$work/err" \
  && ok "an output onto the replay file is refused (exit 2): $(head -1 "$work/err")" \
  || bad "output onto the replay: exit $code: $(cat "$work/err")"
run --frames 3 --trace "$work/same.out" --frames-csv "$work/same.out" >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && [ ! -e "$work/same.out" ] && ok "two outputs sharing a path are refused (exit 2)" \
  || bad "two outputs on one path: exit $code: $(cat "$work/err")"

# Row 7: --screenshot onto a full disk: a clear error, the old file kept.
small_disk 1 512k
if [ -n "$disk" ]; then
  run --frames 2 --screenshot "$disk/shot.png" >/dev/null 2>&1
  cp "$disk/shot.png" "$work/old-shot.png"
  dd if=/dev/zero of="$disk/filler" bs=4k 2>/dev/null
  run --frames 5 --scene chat --screenshot "$disk/shot.png" >/dev/null 2>"$work/err"
  code=$?
  [ $code != 0 ] && cmp -s "$disk/shot.png" "$work/old-shot.png" && grep -q "No space left" "$work/err" \
    && grep -q "$disk/shot.png" "$work/err" && [ "$(leftovers "$disk")" = 0 ] \
    && ok "screenshot onto a full disk: exit $code, old file kept: $(head -1 "$work/err")" \
    || bad "screenshot onto a full disk: exit $code: $(cat "$work/err")"
else
  (ulimit -f 8; run --frames 2 --screenshot "$work/fsize.png" >/dev/null 2>"$work/err"); code=$?
  [ $code != 0 ] && grep -q "too large" "$work/err" && ok "screenshot past the file size limit is an error" \
    || bad "screenshot past RLIMIT_FSIZE: exit $code: $(cat "$work/err")"
fi

# Row 10: S in a read-only current directory: the reason is named, other outputs are kept.
ro="$work/ro"
mkdir "$ro"
if mount -t tmpfs -o ro,size=64k tmpfs "$ro" 2>/dev/null; then
  mounts+=("$ro")
  printf 'scroll-sandbox-input v1\n0.1 key s\n' >"$work/key-s.rec"
  (cd "$ro" && run --replay "$work/key-s.rec" --events-out "$work/kept.jsonl" >/dev/null 2>"$work/err")
  code=$?
  [ $code = 1 ] && [ -s "$work/kept.jsonl" ] && grep -q "Read-only file system" "$work/err" \
    && ! grep -q '\.tmp' "$work/err" \
    && ok "S in a read-only directory: exit 1, reason named, events file kept: $(grep -m1 screenshot "$work/err")" \
    || bad "S in a read-only directory: exit $code, events $(wc -c <"$work/kept.jsonl" 2>/dev/null): $(cat "$work/err")"
fi

# Rows 8 and 4: SIGTERM, SIGINT, SIGHUP, SIGQUIT commit every output within 200 ms, exit
# 128+signal, leave no temporary file.
for sig in TERM INT HUP QUIT; do
  dir="$work/sig-$sig"
  mkdir "$dir"
  env -u DISPLAY "$bin" --headless --frames 10000000 --events-out "$dir/e.jsonl" --events-out-frames \
    --trace "$dir/t.json" --frames-csv "$dir/f.csv" --screenshot "$dir/s.png" >/dev/null 2>"$dir/err" &
  pid=$!
  sleep 1.5
  start=$(date +%s%N)
  kill -s "$sig" $pid
  # A process that ignores the signal is killed after 3 s (and fails the check).
  (sleep 3; kill -KILL $pid 2>/dev/null) &
  killer=$!
  wait $pid
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  kill $killer 2>/dev/null; wait $killer 2>/dev/null
  want=$((128 + $(kill -l "$sig")))
  if [ $code = $want ] && [ $ms -le 200 ] && [ "$(leftovers "$dir")" = 0 ] && [ -s "$dir/f.csv" ] \
    && [ -s "$dir/s.png" ] && grep -q '"type":"frame"' "$dir/e.jsonl" \
    && python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$dir/t.json" 2>/dev/null; then
    ok "SIG$sig: every output committed, exit $code after $ms ms, no temporary file"
  else
    bad "SIG$sig: exit $code (want $want) after $ms ms; $(ls -a "$dir" | tr '\n' ' ')"
  fi
done
# A crash (here a SIGSEGV sent from outside) deletes the temporary files too.
dir="$work/crash"
mkdir "$dir"
SWIFT_BACKTRACE=enable=no env -u DISPLAY "$bin" --headless --frames 10000000 --trace "$dir/t.json" \
  --frames-csv "$dir/f.csv" >/dev/null 2>&1 &
pid=$!
sleep 1.5
kill -SEGV $pid
(sleep 10; kill -KILL $pid 2>/dev/null) &
killer=$!
wait $pid 2>/dev/null
code=$?
kill $killer 2>/dev/null; wait $killer 2>/dev/null
[ $code = 139 ] && [ "$(leftovers "$dir")" = 0 ] && ok "a crash (SIGSEGV) leaves no temporary file (exit $code)" \
  || bad "crash: exit $code, $(leftovers "$dir") temporary files left"
# A SIGKILL leaves a temporary file; the next run writing that output removes it.
dir="$work/sigkill"
mkdir "$dir"
env -u DISPLAY "$bin" --headless --frames 10000000 --trace "$dir/t.json" >/dev/null 2>&1 &
pid=$!
sleep 1
kill -KILL $pid
wait $pid 2>/dev/null
stale=$(leftovers "$dir")
run --frames 3 --trace "$dir/t.json" >/dev/null 2>&1
[ "$stale" = 1 ] && [ "$(leftovers "$dir")" = 0 ] && [ -s "$dir/t.json" ] \
  && ok "the temporary file of a SIGKILLed run is removed when the output is next written" \
  || bad "stale temporary file: $stale before, $(leftovers "$dir") after"

# Row 3: an input that is a FIFO or a device is refused at once.
mkfifo "$work/special/font-fifo"
T=10 run --frames 3 --font "$work/special/font-fifo" >/dev/null 2>"$work/err"
code=$?
[ $code = 1 ] && grep -q "FIFO" "$work/err" && ok "--font naming a FIFO is refused at once: $(cat "$work/err")" \
  || bad "--font FIFO: exit $code: $(cat "$work/err")"
T=10 run --replay "$work/special/font-fifo" >/dev/null 2>"$work/err"
code=$?
[ $code = 1 ] && grep -q "FIFO" "$work/err" && ok "--replay naming a FIFO is refused at once" \
  || bad "--replay FIFO: exit $code: $(cat "$work/err")"

# Row 5: a DISPLAY or WAYLAND_DISPLAY that is set but dead is an error, not a silent
# offscreen run.
for var in "DISPLAY=:79" "DISPLAY=garbage" "WAYLAND_DISPLAY=wayland-79"; do
  timeout 20 env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER XDG_RUNTIME_DIR="$work" "$var" \
    "$bin" --frames 3 >/dev/null 2>"$work/err"
  code=$?
  [ $code = 1 ] && grep -q "cannot be opened" "$work/err" && ok "$var: exit 1: $(grep -m1 'cannot be opened' "$work/err" | cut -c1-90)..." \
    || bad "$var: exit $code: $(cat "$work/err")"
done

# Row 1: an event time of 1e17 s neither crashes nor runs away; the unplayed events are named.
printf 'scroll-sandbox-input v1\n0.1 wheel dx=0 dy=-3 x=400 y=400\n2e17 wheel dx=0 dy=-3 x=400 y=400\n' >"$work/far.rec"
run --replay "$work/far.rec" --trace "$work/far.json" >/dev/null 2>"$work/err"
code=$?
[ $code = 0 ] && grep -q "will not play" "$work/err" && [ -s "$work/far.json" ] && [ "$(leftovers "$work")" = 0 ] \
  && ok "an event at 2e17 s: no crash, the run ends and says the event will not play" \
  || bad "event at 2e17 s: exit $code: $(tail -3 "$work/err")"

# Row 2: absurd resizes with the HUD showing are clamped, in every scene.
printf 'scroll-sandbox-input v1\n0.1 resize w=9.3e18 h=1e19\n0.2 wheel dx=0 dy=-3 x=400 y=400\n0.5 resize w=1e300 h=5\n' >"$work/huge.rec"
crashed=""
for scene in $("$bin" --list-scenes | awk '{print $2}'); do
  run --scene "$scene" --replay "$work/huge.rec" >/dev/null 2>"$work/err" || crashed="$crashed $scene"
done
[ -z "$crashed" ] && ok "resizes to 1e19 pt with the HUD showing: every scene runs" || bad "absurd resize crashed:$crashed"

# Rows 13 and 14: runs that would pass a cap say so; a scene with timers ends after the replay.
printf 'scroll-sandbox-input v1\n0.1 wheel dx=0 dy=-3 x=400 y=400\n3700 key end\n' >"$work/long.rec"
run --replay "$work/long.rec" >/dev/null 2>"$work/err"
code=$?
[ $code = 0 ] && grep -q "past the 3600 s cap" "$work/err" && ok "a replay past 3600 s warns: $(grep -m1 cap "$work/err" | cut -c1-100)..." \
  || bad "replay past the cap: exit $code: $(cat "$work/err")"
start=$(date +%s)
run --scene visibility --replay "$rec" --frames-csv "$work/vis.csv" >/dev/null 2>"$work/err"
code=$?
rows=$(($(wc -l <"$work/vis.csv") - 1))
[ $code = 0 ] && [ "$rows" -lt 1200 ] && ok "visibility + sample-fling.rec ends after $rows frames ($(($(date +%s) - start)) s)" \
  || bad "visibility replay: exit $code, $rows frames"
run --scene visibility --duration 2 --frames-csv "$work/dur.csv" >/dev/null 2>"$work/err"
rows=$(($(wc -l <"$work/dur.csv") - 1))
[ "$rows" = 121 ] && grep -q "stopped: reached --duration 2 s" "$work/err" \
  && ok "--duration 2 stops after 121 frames and says so" || bad "--duration: $rows frames: $(tail -2 "$work/err")"

# Row 12: switching scene mid-drag, releasing in the other scene and switching back leaves
# no view interacting: End still works and the replay comes to rest.
cat >"$work/switch.rec" <<'REC'
scroll-sandbox-input v1
0 resize w=900 h=700
0.5 down x=450 y=600 button=1
0.517 move x=450 y=560 left=1
0.533 move x=450 y=520 left=1
0.55 move x=450 y=480 left=1
0.6 key 2
0.7 up x=450 y=480 button=1
0.8 key 1
1.0 key end
REC
run --scene header --replay "$work/switch.rec" --events-out "$work/switch.jsonl" >/dev/null 2>"$work/err"
code=$?
if [ $code = 0 ] && python3 - "$work/switch.jsonl" <<'PY'; then
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
ph = [e for e in ev if e["type"] == "phase" and e["scene"] == "header"]
prev = "idle"
for p in ph:
    assert p["from"] == prev, p
    prev = p["to"]
assert prev == "idle", prev
assert ph[-1]["offset"] > 1000, f"End did not scroll: {ph[-1]}"
PY
  ok "a drag cut by a scene switch ends; back in the scene End scrolls to the bottom and rests"
else
  bad "scene switch mid-drag: exit $code"
fi

# Row 15: a burst of events at one timestamp is spread over frames, with a count.
{ printf 'scroll-sandbox-input v1\n'; for _ in $(seq 3000); do printf '0.5 wheel dx=0 dy=-0.01 x=400 y=400\n'; done; } >"$work/burst.rec"
run --no-hud --replay "$work/burst.rec" >/dev/null 2>"$work/err"
code=$?
[ $code = 0 ] && grep -q "waited for a later frame" "$work/err" && ok "3,000 events at one timestamp: $(grep -m1 waited "$work/err" | cut -c1-90)..." \
  || bad "burst at one timestamp: exit $code: $(tail -2 "$work/err")"

# Row 17: the physics command prints the start it simulates from.
out=$("$bin" physics --preset ios --velocity 0 --start 5000 --content 2000 --viewport 600)
echo "$out" | grep -q "^start *1400.0 pt" && echo "$out" | grep -q "^distance *0.00 pt" \
  && ok "physics --start past the end prints the clamped start (1400) and distance 0" \
  || bad "physics clamped start: $(echo "$out" | tr '\n' '|')"

# Row 18: messages stay one readable line.
{ printf 'scroll-sandbox-input v1\n0.1 wheel dx='; head -c 1400000 /dev/zero | tr '\0' 'x'; printf ' dy=1 x=1 y=1\n'; } >"$work/token.rec"
run --replay "$work/token.rec" >/dev/null 2>"$work/err"
[ "$(wc -c <"$work/err")" -lt 600 ] && grep -q "line 2" "$work/err" && ok "a 1.4 MB bad token is cut in the message ($(wc -c <"$work/err") bytes)" \
  || bad "huge token: $(wc -c <"$work/err") bytes of message"
printf 'scroll-sandbox-input v1\n0.1 wheel dx=\v dy=1 x=1 y=1\n' >"$work/vt.rec"
run --replay "$work/vt.rec" >/dev/null 2>"$work/err"
grep -q '\\v' "$work/err" && ! grep -q $'\v' "$work/err" && ok "a vertical tab is shown as \\v: $(cat "$work/err")" \
  || bad "vertical tab printed raw: $(cat -A "$work/err")"
tr '\n' '\r' <"$rec" >"$work/cr.rec"
run --replay "$work/cr.rec" --events-out "$work/cr.jsonl" >/dev/null 2>"$work/err"
code=$?
run --replay "$rec" --events-out "$work/lf.jsonl" >/dev/null 2>&1
[ $code = 0 ] && cmp -s "$work/cr.jsonl" "$work/lf.jsonl" && ok "CR-only line endings replay like LF" \
  || bad "CR-only file: exit $code: $(cat "$work/err")"
run --frames 3 --font "" >/dev/null 2>"$work/err"
grep -q "path is empty" "$work/err" && ok "--font '': $(cat "$work/err")" || bad "--font '': $(cat "$work/err")"

# Issue #34, items 1 and 9: `set` lines in a replay. A preset index of 2^63 or more (its name
# plain or percent-encoded) trapped (SIGILL); invalid lines were dropped without a word. Each
# is refused before the run, naming the line and field, with exit 2 as --set is; a valid
# one plays and is reported; one that fails only as it plays is said and exits 2.
head2='scroll-sandbox-input v2\n0 resize w=900 h=700\n'
for line in 'set name=physics.preset value=9.3e18' 'set name=physics%2Epreset value=9223372036854775808' \
  'set name=%70%68ysics.preset value=1e300' 'set name=feed.top-threshold value=99999' \
  'set name=infinite.page-size value=2.5' 'set name=no.such%20setting value=1'; do
  printf "${head2}0.1 %s\n" "$line" >"$work/set.rec"
  run --replay "$work/set.rec" --events-out "$work/set.jsonl" >/dev/null 2>"$work/err"
  code=$?
  [ $code = 2 ] && grep -q "line 3: field '\(value\|name\)'" "$work/err" && [ ! -e "$work/set.jsonl" ] \
    && ok "set line '$line': exit 2: $(head -1 "$work/err" | cut -c1-110)..." \
    || bad "set line '$line': exit $code: $(head -3 "$work/err")"
done
printf "${head2}0.1 set name=feed%%2Etop-threshold value=300\n" >"$work/set.rec"
run --replay "$work/set.rec" --events-out "$work/set.jsonl" >/dev/null 2>"$work/err"
code=$?
[ $code = 0 ] && grep -q '"type":"setting","name":"feed.top-threshold","value":300' "$work/set.jsonl" \
  && ok "a valid percent-encoded set line plays: $(grep setting "$work/set.jsonl")" \
  || bad "valid set line: exit $code: $(head -3 "$work/err")"
printf "${head2}0.1 set name=physics.spring-stiffness value=100\n" >"$work/set.rec"
run --replay "$work/set.rec" --events-out "$work/set.jsonl" >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && grep -q "set line at 0.1 s was refused" "$work/err" && ! grep -q '"type":"setting"' "$work/set.jsonl" \
  && ok "a set line the preset lacks: exit 2: $(grep -m1 refused "$work/err" | cut -c1-100)..." \
  || bad "set line refused as it plays: exit $code: $(head -3 "$work/err")"

# Item 13: a NUL byte inside a number ended it there; now the field is refused.
printf "${head2}0.5 wheel dx=0 dy=-1\0009 x=400 y=300\n" >"$work/nul.rec"
run --replay "$work/nul.rec" >/dev/null 2>"$work/err"
code=$?
[ $code = 1 ] && grep -q "line 3: field 'dy'" "$work/err" && ok "a NUL inside a number: exit 1: $(head -1 "$work/err")" \
  || bad "NUL in a number: exit $code: $(head -2 "$work/err")"
printf 'format = "scroll-sandbox-preset"\nversion = 1\nbase = "ios"\nphysics.rate = 0.99\0007\n' >"$work/nul.preset"
run --frames 2 --preset-file "$work/nul.preset" >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && grep -q "line 4: field 'physics.rate'" "$work/err" && ok "a NUL inside a preset file's number: exit 2" \
  || bad "NUL in a preset file: exit $code: $(head -2 "$work/err")"
# Item 13: "N replayed events waited for a later frame" when none did (an event at 1.85 s).
printf "${head2}1.85 key end\n3.45 key home\n" >"$work/quiet.rec"
run --replay "$work/quiet.rec" >/dev/null 2>"$work/err"
! grep -q "waited for a later frame" "$work/err" && ok "no deferred-events note when no event waited" \
  || bad "a deferred-events note when none waited: $(grep waited "$work/err")"

# Item 10: a replay cut short while it plays stops with that reason and exit 1 (it said
# "N replay events lie past the cap" and exit 0). The cut happens once the first event has
# streamed out, the file's tail being read well after that.
{ printf "$head2"; awk 'BEGIN { for (i = 1; i <= 60000; i++) printf "%.3f wheel dx=0 dy=-0.1 x=400 y=300\n", i * 0.01 }'; } >"$work/cut.rec"
T=300 run --no-hud --replay "$work/cut.rec" --events-out - 2>"$work/err" \
  | { read -r _; truncate -s 200000 "$work/cut.rec"; cat >/dev/null; }
code=${PIPESTATUS[0]}
[ $code = 1 ] && grep -q "changed while it played" "$work/err" && ! grep -q "past the cap" "$work/err" \
  && ok "a replay cut while it plays: exit 1: $(grep -m1 changed "$work/err" | cut -c1-110)..." \
  || bad "replay cut while it plays: exit $code: $(grep -v '^ ' "$work/err" | tail -3)"

# Item 1 (every conversion of a parsed number checked): a window recording's frame at
# 9.3e17 s drove the infinite scene's spinner through Int(): a trap.
printf "${head2}0.1 frame\n9.3e17 frame\n" >"$work/far-frame.rec"
run --scene infinite --replay "$work/far-frame.rec" >/dev/null 2>"$work/err"
code=$?
[ $code = 0 ] && ok "a frame line at 9.3e17 s in the infinite scene: exit 0, $(grep -m1 stopped "$work/err" | cut -c1-70)..." \
  || bad "a frame at 9.3e17 s: exit $code: $(grep -m1 -i 'fatal\|error' "$work/err")"

echo "hostile.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
