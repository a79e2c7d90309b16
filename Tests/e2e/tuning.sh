#!/usr/bin/env bash
# End-to-end, headless: --set, --list-settings, preset files and exports change what runs,
# travel through recordings, and fail clearly (exit 2, naming what is valid).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$(swift build --show-bin-path)/scroll-sandbox"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
run() { timeout 300 env -u DISPLAY "$bin" --headless --scene feed "$@"; }

# 1. Bad settings exit 2 and say what is valid.
expect2() {
  local want=$1
  shift
  set +e
  out=$("$bin" "$@" 2>&1)
  rc=$?
  set -e
  if [ "$rc" = 2 ] && grep -qF -- "$want" <<<"$out"; then ok "exit 2 naming '$want': $*"; else
    bad "expected exit 2 with '$want' from $* (rc $rc): $out"
  fi
}
expect2 "valid names: physics.rate" --set bogus=1
expect2 "out of range 0.9...0.9999" --set physics.rate=1.5
expect2 "does not apply to the flutter preset" --preset flutter --set physics.rate=0.99
expect2 "expected NAME=VALUE" --set physics.rate
expect2 "is not a number" --set physics.rate=fast
expect2 "valid: uikit, swiftui, flutter, css" --export-preset qt

# 2. --list-settings shows every setting of the preset with its value and default.
list=$("$bin" --preset gtk --set physics.decay=6 --list-settings)
if grep -q "physics.decay .*6 1/s (default 4;" <<<"$list" && grep -q "physics.overscroll-limit" <<<"$list"; then
  ok "--list-settings shows the tuned value beside the default"
else bad "--list-settings: $list"; fi

# 3. A tuned rate changes the replay; the same tuning from a saved preset file or from a
#    recording's '# set' line replays identically.
run --replay assets/sessions/sample-fling.rec --events-out "$work/plain.jsonl" >/dev/null 2>&1
run --replay assets/sessions/sample-fling.rec --set physics.rate=0.99 --events-out "$work/set.jsonl" >/dev/null 2>&1
if ! cmp -s "$work/plain.jsonl" "$work/set.jsonl"; then ok "--set physics.rate=0.99 changes the run"; else bad "--set changed nothing"; fi
"$bin" --set physics.rate=0.99 --save-preset "$work/fast.preset" 2>/dev/null
run --replay assets/sessions/sample-fling.rec --preset-file "$work/fast.preset" --events-out "$work/file.jsonl" >/dev/null 2>&1
if cmp -s "$work/set.jsonl" "$work/file.jsonl"; then ok "a saved preset file replays as --set did"; else bad "preset file run differs from --set"; fi
{ head -1 assets/sessions/sample-fling.rec; echo "# set physics.rate=0.99"; tail -n +2 assets/sessions/sample-fling.rec; } >"$work/tuned.rec"
run --replay "$work/tuned.rec" --events-out "$work/rec.jsonl" >/dev/null 2>&1
if cmp -s "$work/set.jsonl" "$work/rec.jsonl"; then ok "a recording's '# set' line replays the tuning"; else bad "recorded tuning not replayed"; fi

# 4. Bad preset files: line and field named, exit 2; a FIFO is refused at once.
printf 'format = "scroll-sandbox-preset"\nversion = 1\nbase = "ios"\nphysics.rate = 3\n' >"$work/bad.preset"
expect2 "line 4: field 'physics.rate'" --preset-file "$work/bad.preset"
mkfifo "$work/fifo.preset"
set +e
out=$(timeout 10 "$bin" --preset-file "$work/fifo.preset" 2>&1)
rc=$?
set -e
if [ "$rc" = 2 ] && grep -q "not a regular file" <<<"$out"; then ok "a FIFO preset file is refused at once"; else bad "FIFO preset (rc $rc): $out"; fi

# 5. Exports carry the tuned numbers.
code=$("$bin" --preset flutter --set physics.spring-mass=0.7 --export-preset flutter)
if grep -q "mass: 0.7, stiffness: 100.0, ratio: 1.1" <<<"$code" && grep -q "Not expressible in Flutter" <<<"$code"; then
  ok "--export-preset flutter carries the tuned spring and names what Flutter cannot express"
else bad "flutter export: $code"; fi

echo "tuning.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
