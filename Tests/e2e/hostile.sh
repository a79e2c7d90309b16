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


# Issue 34, items 4-7 and 13: outputs aimed at inputs and at protected files, screenshots
# that would overwrite each other, W and damaged fonts in a headless run, and a signal during
# a frame longer than the watchdog waits. The checks as an ordinary user run as 'nobody'
# (runuser, when this script runs as root), with a copy of the binary it may execute.
o34="$work/o34"
mkdir -p "$o34"
chmod 755 "$work"
printf 'scroll-sandbox-input v1\n0.1 key s\n0.15 key s\n0.2 key s\n' >"$o34/three-s.rec"
cp "$rec" "$o34/in.rec"
sysfont=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
[ -r "$sysfont" ] || sysfont=$(fc-match -f '%{file}' 'DejaVu Sans')
cp "$sysfont" "$o34/font.ttf"
as_user=()
if [ "$(id -u)" = 0 ] && runuser -u nobody -- true 2>/dev/null; then
  as_user=(runuser -u nobody --)
  mkdir -p "$o34/user"
  chown nobody "$o34/user"
  chmod 755 "$o34" "$o34/user"
  chmod 644 "$o34/in.rec" "$o34/font.ttf"
else
  mkdir -p "$o34/user"
fi
user_run() { timeout "${T:-60}" "${as_user[@]}" env -u DISPLAY -u WAYLAND_DISPLAY "$bin" --headless "$@"; }
sums() { md5sum "$@" 2>/dev/null | cut -c1-32 | tr '\n' ' '; }

# Item 5: --save-preset onto the replay or the font is refused (exit 2), both untouched;
# onto the --preset-file it updates, it is allowed.
before=$(sums "$o34/in.rec" "$o34/font.ttf")
run --replay "$o34/in.rec" --save-preset "$o34/./in.rec" >/dev/null 2>"$work/err"
c1=$?
run --font "$o34/font.ttf" --save-preset "$o34/font.ttf" >/dev/null 2>"$work/err2"
c2=$?
[ $c1 = 2 ] && [ $c2 = 2 ] && [ "$(sums "$o34/in.rec" "$o34/font.ttf")" = "$before" ] \
  && grep -q -- "--save-preset.*--replay" "$work/err" && grep -q -- "--font" "$work/err2" \
  && ok "--save-preset onto the replay or the font: exit 2, both untouched: $(head -1 "$work/err" | cut -c1-110)" \
  || bad "--save-preset onto an input: exit $c1/$c2: $(cat "$work/err" "$work/err2")"
run --preset ios --save-preset "$o34/mine.preset" >/dev/null 2>&1
run --preset-file "$o34/mine.preset" --set physics.rate=0.99 --save-preset "$o34/mine.preset" >/dev/null 2>"$work/err"
code=$?
[ $code = 0 ] && grep -q "physics.rate = 0.99" "$o34/mine.preset" \
  && ok "--save-preset may update the --preset-file it loaded" \
  || bad "--save-preset onto its own --preset-file: exit $code: $(cat "$work/err")"

# Item 6: as an ordinary user, every output refuses an existing file the user may not write
# (exit 2, naming it), as the shell's '>' does; the file and its folder are left as they were.
if [ ${#as_user[@]} -gt 0 ] || [ "$(id -u)" != 0 ]; then
  prot="$o34/user/protected.out"
  for flag in --events-out --trace --frames-csv --record --layout-out --screenshot --save-preset \
    --gestures-out --gesture-plot; do
    echo "keep me" >"$prot"
    chmod 444 "$prot"
    [ ${#as_user[@]} -gt 0 ] && chown nobody "$prot"
    user_run --frames 2 "$flag" "$prot" >/dev/null 2>"$work/err"
    code=$?
    if [ $code = 2 ] && [ "$(cat "$prot")" = "keep me" ] && grep -q "write-protected" "$work/err" \
      && grep -q -- "$flag" "$work/err" && grep -q "$prot" "$work/err" && [ "$(leftovers "$o34/user")" = 0 ]; then
      ok "$flag onto a 0444 file as $(${as_user[@]} id -un): exit 2, kept"
    else
      bad "$flag onto a 0444 file: exit $code, now '$(head -c 40 "$prot")': $(cat "$work/err")"
    fi
    rm -f "$prot"
  done
  # W at run time: the save path is protected (the message names it, the run ends with 1).
  echo "keep me" >"$o34/user/ios-tuned.preset"
  chmod 444 "$o34/user/ios-tuned.preset"
  [ ${#as_user[@]} -gt 0 ] && chown nobody "$o34/user/ios-tuned.preset"
  printf 'scroll-sandbox-input v1\n0.1 key u\n0.2 key w\n' >"$o34/uw.rec"
  (cd "$o34/user" && user_run --replay "$o34/uw.rec" >/dev/null 2>"$work/err")
  code=$?
  [ $code = 1 ] && [ "$(cat "$o34/user/ios-tuned.preset")" = "keep me" ] \
    && grep -q "W: preset not saved.*write-protected" "$work/err" \
    && ok "W onto a protected preset: exit 1: $(grep -m1 'W:' "$work/err" | cut -c1-110)" \
    || bad "W onto a protected preset: exit $code: $(cat "$work/err")"
fi
if [ "$(id -u)" = 0 ]; then
  # Root: '>' replaces a 0444 file, and so does an output.
  echo old >"$o34/root.csv"
  chmod 444 "$o34/root.csv"
  run --frames 2 --frames-csv "$o34/root.csv" >/dev/null 2>"$work/err"
  code=$?
  [ $code = 0 ] && grep -q "^frame," "$o34/root.csv" && ok "root replaces a 0444 output as '>' does" \
    || bad "root and a 0444 output: exit $code: $(cat "$work/err")"
fi

# Item 7: three presses of S within one second write three files, each named; with
# --screenshot FILE, the presses go next to FILE and FILE is the exit shot.
mkdir "$o34/shots" "$o34/shots2"
(cd "$o34/shots" && run --replay "$o34/three-s.rec" >/dev/null 2>"$work/err")
code=$?
names=$(grep -c "^screenshot saved: " "$work/err")
distinct=$(grep "^screenshot saved: " "$work/err" | sort -u | wc -l)
[ $code = 0 ] && [ "$(ls "$o34/shots" | grep -c '\.png$')" = 3 ] && [ "$names" = 3 ] && [ "$distinct" = 3 ] \
  && ok "three presses of S in one second: three files, three names ($(ls "$o34/shots" | tr '\n' ' '))" \
  || bad "three presses of S: exit $code, files: $(ls "$o34/shots" | tr '\n' ' '), $(grep saved "$work/err" | tr '\n' ' ')"
(cd "$o34/shots2" && run --replay "$o34/three-s.rec" --screenshot "$o34/shots2/end.png" >/dev/null 2>"$work/err")
code=$?
[ $code = 0 ] && [ -s "$o34/shots2/end.png" ] && [ -s "$o34/shots2/end-1.png" ] && [ -s "$o34/shots2/end-2.png" ] \
  && [ -s "$o34/shots2/end-3.png" ] && [ "$(ls "$o34/shots2" | wc -l)" = 4 ] \
  && ok "S with --screenshot end.png: end-1..3.png, end.png the exit shot" \
  || bad "S with --screenshot: exit $code, files: $(ls "$o34/shots2" | tr '\n' ' ')"

# Item 13: W in a headless replay says where it saved; a damaged font is refused by name.
(cd "$o34/shots" && run --replay "$o34/uw.rec" >/dev/null 2>"$work/err")
code=$?
[ $code = 0 ] && [ -s "$o34/shots/ios-tuned.preset" ] && grep -q "^preset saved: ios-tuned.preset$" "$work/err" \
  && ok "W in a headless replay: saved and said so" \
  || bad "W in a headless replay: exit $code: $(cat "$work/err")"
mkdir "$o34/w-only"
printf 'scroll-sandbox-input v1\n0.1 key w\n' >"$o34/w-only.rec"
(cd "$o34/w-only" && run --replay "$o34/w-only.rec" >/dev/null 2>"$work/err")
code=$?
[ $code = 0 ] && grep -q "^base = \"ios\"" "$o34/w-only/ios-tuned.preset" && grep -q "^preset saved: " "$work/err" \
  && ok "W outside the Tune section saves the preset too, and says so" \
  || bad "W outside the Tune section: exit $code: $(cat "$work/err")"
python3 - "$sysfont" "$o34/damaged.ttf" <<'PY'
import struct, sys
d = bytearray(open(sys.argv[1], 'rb').read())
for i in range(struct.unpack('>H', d[4:6])[0]):
    tag, _, off, ln = struct.unpack('>4sIII', d[12 + 16 * i:28 + 16 * i])
    if tag == b'glyf':
        d[off:off + ln] = b'\xff' * ln
open(sys.argv[2], 'wb').write(d)
PY
run --frames 2 --font "$o34/damaged.ttf" --events-out "$o34/damaged.jsonl" >/dev/null 2>"$work/err"
code=$?
[ $code = 1 ] && grep -q "damaged.ttf is damaged" "$work/err" && [ "$(leftovers "$o34")" = 0 ] \
  && ok "a font whose outlines are damaged: exit 1: $(cut -c1-100 "$work/err")" \
  || bad "damaged font: exit $code: $(cat "$work/err")"

# Item 4: a signal during a frame longer than the watchdog waits (a test hook makes frame 5
# on 5 s long and says so): what the last checkpoint held is committed (checkpoints are
# about 100 ms apart, so N of the 5 complete frames, N <= 5), the message says what was kept
# (N frames, as many rows as frames-csv holds) and what was not (the exit screenshot, the
# frames after the checkpoint, the frame in progress); no temporary file stays.
for sig in TERM INT; do
  d="$o34/long-$sig"
  mkdir "$d"
  SCROLL_SANDBOX_TEST_FRAME_SLEEP_MS=5000@5 timeout 60 env -u DISPLAY -u WAYLAND_DISPLAY "$bin" --headless \
    --frames 50 --events-out "$d/ev.jsonl" --trace "$d/t.json" --frames-csv "$d/f.csv" \
    --record "$d/r.rec" --screenshot "$d/s.png" >/dev/null 2>"$d/err" &
  pid=$!
  for _ in $(seq 200); do grep -q "test hook: frame 5 sleeps" "$d/err" && break; sleep 0.1; done
  sleep 0.2
  kill -$sig $pid
  wait $pid
  code=$?
  want=$((128 + $(kill -l $sig)))
  if [ $code = $want ] && [ -e "$d/ev.jsonl" ] && [ -s "$d/f.csv" ] && [ -s "$d/r.rec" ] \
    && python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$d/t.json" \
    && kept=$(grep -o "within 170 ms; kept what was complete after [0-9]* frame" "$d/err" | grep -o "[0-9]* frame" | cut -d' ' -f1) \
    && [ -n "$kept" ] && [ "$kept" -le 5 ] \
    && [ "$(tail -n +2 "$d/f.csv" | wc -l)" = "$kept" ] && [ ! -e "$d/s.png" ] \
    && grep -q "not written: --screenshot '$d/s.png', \(frames\? [0-9 to]*, \)\?the frame in progress" "$d/err" \
    && [ "$(leftovers "$d")" = 0 ]; then
    ok "SIG$sig during a 5 s frame: exit $code, outputs kept: $(grep -m1 kept "$d/err" | cut -c1-120)..."
  else
    bad "SIG$sig during a long frame: exit $code (want $want), $(ls -a "$d" | tr '\n' ' '): $(cat "$d/err")"
  fi
done

# Bounded fuzz: seeded runs with outputs aimed at the inputs, at protected files, at each
# other or at new files, spelled several ways: refused (exit 2) exactly when they clash, and
# no input, protected file or temporary file is touched.
seed=${SCROLL_FUZZ_SEED:-34}
RANDOM=$seed
fz="$o34/user/fuzz"
mkdir -p "$fz/sub"
[ ${#as_user[@]} -gt 0 ] && chown -R nobody "$fz"
cp "$rec" "$fz/in.rec"
cp "$sysfont" "$fz/font.ttf"
cp "$o34/mine.preset" "$fz/p.preset"
ln -sf in.rec "$fz/link.rec"
protect=0
[ ${#as_user[@]} -gt 0 ] || [ "$(id -u)" != 0 ] && protect=1
fuzz_fail=0
flags=(--events-out --trace --frames-csv --record --layout-out --screenshot --gestures-out --gesture-plot)
inputs=(in.rec font.ttf p.preset)
for round in $(seq 24); do
  echo "keep me" >"$fz/locked.out"
  chmod 444 "$fz/locked.out"
  [ ${#as_user[@]} -gt 0 ] && chown nobody "$fz/locked.out"
  before=$(sums "$fz/in.rec" "$fz/font.ttf" "$fz/p.preset" "$fz/locked.out")
  args=(--frames 1 --replay "$fz/in.rec" --font "$fz/font.ttf" --preset-file "$fz/p.preset")
  expect=0
  used=()
  for flag in "${flags[@]}"; do
    [ $((RANDOM % 3)) = 0 ] || continue
    case $((RANDOM % 4)) in
      0) target=${inputs[$((RANDOM % 3))]}; expect=2 ;;
      1) if [ $protect = 1 ]; then target=locked.out; expect=2; else target="new-$round-$flag"; fi ;;
      2) if [ ${#used[@]} -gt 0 ]; then target=${used[0]}; expect=2; else target="new-$round-$flag"; fi ;;
      *) target="new-$round-$flag" ;;
    esac
    used+=("$target")
    # Every run replays: --record is refused with --replay whatever its path.
    [ "$flag" = --record ] && expect=2
    case $((RANDOM % 3)) in
      0) spelled="$fz/$target" ;;
      1) spelled="$fz/sub/../$target" ;;
      *) spelled="$fz/./$target" ;;
    esac
    [ "$target" = in.rec ] && [ $((RANDOM % 2)) = 0 ] && spelled="$fz/link.rec"
    args+=("$flag" "$spelled")
  done
  user_run "${args[@]}" >/dev/null 2>"$work/err"
  code=$?
  if [ $code != $expect ] || [ "$(sums "$fz/in.rec" "$fz/font.ttf" "$fz/p.preset" "$fz/locked.out")" != "$before" ] \
    || [ "$(leftovers "$fz")" != 0 ]; then
    bad "fuzz seed $seed round $round: exit $code (want $expect) for ${args[*]}: $(head -2 "$work/err")"
    fuzz_fail=1
  fi
  rm -f "$fz"/new-* "$fz/locked.out"
done
[ $fuzz_fail = 0 ] && ok "24 fuzzed runs (seed $seed) with outputs aimed at inputs, protected files and each other"

# Issue 34, items 8, 11 and 13 (options): settings files are bounded, options are never
# silently ignored or altered, and reductions are said aloud.
preset_head='format = "scroll-sandbox-preset"
version = 1'
# Item 8: a preset file with a 10 MB name is refused at once, unread, naming the file (it
# took 590 MB and seconds to lay out); a 100 KB name names the line and field; a 100-character
# name names the limit.
{ printf '%s\nname = "' "$preset_head"; head -c 10000000 /dev/zero | tr '\0' 'n'; printf '"\nbase = "ios"\n'; } >"$work/huge-name.preset"
if [ -x /usr/bin/time ]; then
  timeout 60 /usr/bin/time -f %M -o "$work/huge.kb" env -u DISPLAY -u WAYLAND_DISPLAY "$bin" --headless \
    --frames 3 --preset-file "$work/huge-name.preset" >/dev/null 2>"$work/err"
  code=$?
  kb=$(tail -1 "$work/huge.kb")
else
  run --frames 3 --preset-file "$work/huge-name.preset" >/dev/null 2>"$work/err"
  code=$?
  kb=0
fi
[ $code = 2 ] && [ "$kb" -lt 150000 ] && grep -q "huge-name.preset: the file is 10000068 bytes, more than the 1048576" "$work/err" \
  && [ "$(wc -c <"$work/err")" -lt 400 ] \
  && ok "a preset file with a 10 MB name is refused unread (exit 2, peak $((kb / 1024)) MB): $(cut -c1-90 "$work/err")..." \
  || bad "10 MB preset name: exit $code, peak $kb KB: $(head -c 300 "$work/err")"
{ printf '%s\nname = "' "$preset_head"; head -c 100000 /dev/zero | tr '\0' 'n'; printf '"\nbase = "ios"\n'; } >"$work/long-line.preset"
run --frames 3 --preset-file "$work/long-line.preset" >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && grep -q "long-line.preset: line 3: field 'name': the line is 100009 bytes long, longer than the 4096" "$work/err" \
  && ok "a 100 KB line is refused naming the file, line and field: $(cut -c1-100 "$work/err")..." \
  || bad "100 KB preset line: exit $code: $(head -c 300 "$work/err")"
printf '%s\nname = "%s"\nbase = "ios"\n' "$preset_head" "$(printf 'x%.0s' $(seq 100))" >"$work/long-name.preset"
run --frames 3 --preset-file "$work/long-name.preset" >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && grep -q "line 3: field 'name': a name of 100 characters, longer than the 64" "$work/err" \
  && ok "a 100-character preset name is refused naming the limit" || bad "100-character name: exit $code: $(head -c 300 "$work/err")"

# Item 11: --save-preset keeps the file's name; with --export-preset both act.
printf '%s\nname = "my-ios"\nbase = "ios"\nphysics.rate = 0.99\n' "$preset_head" >"$work/mine.preset"
"$bin" --preset-file "$work/mine.preset" --export-preset css --save-preset "$work/saved.preset" >"$work/out" 2>"$work/err"
code=$?
[ $code = 0 ] && grep -q '^name = "my-ios"$' "$work/saved.preset" 2>/dev/null && grep -q 'preset "my-ios"' "$work/out" \
  && ok "--export-preset with --save-preset: both act, the saved file keeps the name my-ios" \
  || bad "--export-preset + --save-preset: exit $code, saved: $(head -4 "$work/saved.preset" 2>/dev/null | tr '\n' '|')"
# --preset and a --preset-file of another base disagree: refused, not one silently dropped.
"$bin" --preset flutter --preset-file "$work/mine.preset" --list-settings >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && grep -q -- "--preset flutter and --preset-file" "$work/err" \
  && ok "--preset flutter with an ios preset file is refused (exit 2)" || bad "--preset vs --preset-file: exit $code: $(cat "$work/err")"
# A flag takes 0 or 1.
"$bin" --set physics.bounces=0.5 --list-settings >/dev/null 2>"$work/err"
code=$?
[ $code = 2 ] && grep -q "0.5 is not 0 or 1" "$work/err" && ok "--set physics.bounces=0.5 is refused (exit 2)" \
  || bad "flag 0.5: exit $code: $(cat "$work/err")"
# A replayed setting is reported as applied, exactly.
printf 'scroll-sandbox-input v2\n0 resize w=900 h=700\n0.2 set name=physics.rate value=0.9981\n0.5 wheel dx=0 dy=-1 x=400 y=400\n' >"$work/rate.rec"
run --replay "$work/rate.rec" --events-out "$work/rate.jsonl" >/dev/null 2>"$work/err"
grep -q '"type":"setting","name":"physics.rate","value":0.9981}' "$work/rate.jsonl" \
  && ok "a set event of physics.rate=0.9981 is reported as 0.9981" \
  || bad "setting event: $(grep setting "$work/rate.jsonl")"
# The physics command limits a velocity as a release in the app does, and says so on stderr.
out=$("$bin" physics --preset ios --velocity 20000 2>"$work/err")
echo "$out" | grep -q "^rest *3995.50 pt" && grep -q "simulated at 8000.0 pt/s" "$work/err" \
  && ok "physics --velocity 20000 simulates the app's 8000 pt/s release and says so" \
  || bad "physics cap: $(echo "$out" | grep rest) / $(cat "$work/err")"
"$bin" physics --preset ios --velocity 30 --csv >"$work/slow.csv" 2>"$work/err"
grep -q "slowest fling" "$work/err" && [ "$(grep -cv '^[0-9.,a-z_-]*$' "$work/slow.csv")" = 0 ] \
  && ok "physics --velocity 30 --csv: the note goes to stderr, the CSV stays rows" \
  || bad "physics min fling: $(cat "$work/err") / $(head -3 "$work/slow.csv")"
# A headless run at rest before --duration says why it stopped.
run --scene chat --duration 600 >/dev/null 2>"$work/err"
grep -q "before --duration 600 s" "$work/err" && ok "chat --duration 600 says it stopped at rest: $(grep -m1 'before --duration' "$work/err" | cut -c1-80)..." \
  || bad "chat --duration 600: $(tail -2 "$work/err")"
# Names from files never reach the terminal raw: a preset name and a path with escape codes.
printf '%s\nname = "\033[31mred\007"\nbase = "ios"\n' "$preset_head" >"$work/esc.preset"
"$bin" --preset-file "$work/esc.preset" --export-preset uikit >"$work/out" 2>&1
"$bin" --preset-file "$work/esc.preset" --list-settings >>"$work/out" 2>&1
"$bin" --preset-file "$work/esc"$'\033'"[2J.preset" --list-settings >>"$work/out" 2>&1
"$bin" --headless --frames 2 --trace "$work/no/such"$'\033'"[2J/t.json" >>"$work/out" 2>&1
if grep -q $'\033' "$work/out" || grep -q $'\007' "$work/out"; then
  bad "escape codes printed raw: $(cat -A "$work/out" | grep -m2 '\^\[')"
else
  grep -q '\\u{1B}\[31mred' "$work/out" && ok "names and paths with escape codes are printed escaped" \
    || bad "escaped name missing: $(head -c 300 "$work/out")"
fi

# Item 13: reductions of scale and size say so, one line each.
run --scale 0.5 --frames 2 >/dev/null 2>"$work/err"
grep -q "^scroll-sandbox: headless: scale 0.5 does not fit a headless surface" "$work/err" \
  && ok "headless --scale 0.5 says it draws at 1" || bad "headless scale note: $(head -3 "$work/err")"
printf 'scroll-sandbox-input v1\n0 resize w=30000 h=700\n' >"$work/wide.rec"
run --replay "$work/wide.rec" --frames 2 >/dev/null 2>"$work/err"
grep -q "first window size 30000x700 pt is larger than the largest window" "$work/err" \
  && ok "a recording's 30000 pt window says it opened at 16384" || bad "recording size note: $(head -3 "$work/err")"
if command -v Xvfb >/dev/null; then
  for n in $(seq 140 160); do [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ] && break; done
  Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 50); do DISPLAY=":$n" xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
  DISPLAY=":$n" timeout 60 "$bin" --scale 2 --duration 0.5 >/dev/null 2>"$work/err"
  DISPLAY=":$n" timeout 60 "$bin" --duration 0.5 >/dev/null 2>"$work/err2"
  kill "$xvfb"
  wait "$xvfb" 2>/dev/null
  grep -q "window: 1280x800 pt at scale 2 (2560x1600) is larger than the screen's usable area 1280x800: opened at 1280x800 (640x400 pt)" "$work/err" \
    && ! grep -q "window: " "$work/err2" \
    && ok "a window at --scale 2 on a 1280x800 screen says it opened at 640x400 pt; one that fits says nothing" \
    || bad "window fit note: $(grep window: "$work/err" "$work/err2")"
fi

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
