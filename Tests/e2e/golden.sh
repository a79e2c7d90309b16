#!/usr/bin/env bash
# End-to-end: behaviour has not changed. Every scene, replayed headless under every recording
# of the golden corpus (Tests/golden: wheel clicks, a drag-fling, a touchpad session and the
# two sessions in assets/sessions), gives byte for byte the `--events-out` lines (phases,
# scene events, and every frame's offset, velocity and phase) committed in
# Tests/golden/events, and every scene's screenshots at the corpus's points match
# Tests/golden/screens to the pixel (`compare -metric AE` 0).
# It runs the binary the test run built (`swift build --show-bin-path`, the debug build; the
# release build gives the same bytes and pixels) as it is, without rebuilding: run it after
# a build. SCROLL_SANDBOX_BIN=PATH checks another binary.
# A difference names the scene and the recording, shows the first differing lines, and keeps
# this run's outputs for a look. If the change is meant, regenerate the corpus with
# Tests/golden/update.sh, in a commit of its own that names the change and why.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=golden.sh
bin="${SCROLL_SANDBOX_BIN:-$(swift build --show-bin-path)/scroll-sandbox}"
[ -x "$bin" ] || swift build --product scroll-sandbox >/dev/null
golden=Tests/golden
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$(date +%s)

fail() { echo "FAIL $*"; failed=$((failed + 1)); }
failed=0
bash "$golden/produce.sh" "$bin" "$work/out" || {
  echo "$E2E_NAME: a replay failed (above): the corpus cannot be compared" >&2
  exit 1
}

# The same files: a scene or a recording added or removed shows here.
(cd "$golden" && find events screens -type f | sort) >"$work/want"
(cd "$work/out" && find events screens -type f | sort) >"$work/got"
while read -r f; do
  fail "$f: in the corpus, not made by this build (a scene or a recording removed or renamed?)"
done < <(comm -23 "$work/want" "$work/got")
while read -r f; do
  fail "$f: made by this build, not in the corpus (a new scene or recording? run Tests/golden/update.sh)"
done < <(comm -13 "$work/want" "$work/got")

# Events: byte-identical; the first differing lines of the first few files.
events=0
shown=0
while read -r f; do
  events=$((events + 1))
  cmp -s "$golden/$f" "$work/out/$f" && continue
  rec=$(basename "$(dirname "$f")")
  scene=$(basename "$f" .jsonl)
  line=$(cmp "$golden/$f" "$work/out/$f" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p' || true)
  fail "events differ: scene '$scene' under recording '$rec' (from line ${line:-?}; $golden/$f)"
  if [ $shown -lt 5 ] && [ -n "$line" ]; then
    # The first differing line and the two after it, from each side.
    echo "     corpus, line $line:"
    sed -n "$line,$((line + 2))p" "$golden/$f" | cut -c1-160 | sed 's/^/       /'
    echo "     this build:"
    sed -n "$line,$((line + 2))p" "$work/out/$f" | cut -c1-160 | sed 's/^/       /'
    shown=$((shown + 1))
  fi
done < <(comm -12 "$work/want" "$work/got" | grep '^events/')

# Screenshots: not one pixel different.
screens=0
while read -r f; do
  screens=$((screens + 1))
  point=$(basename "$(dirname "$f")")
  scene=$(basename "$f" .png)
  ae=$(compare -metric AE "$golden/$f" "$work/out/$f" "$work/out/${f%.png}.diff.png" 2>&1 || true)
  if [ "$ae" != "0" ]; then
    # Where: the box around every changed pixel (WxH+X+Y), and an image with them in red.
    box=$(convert "$golden/$f" "$work/out/$f" -compose difference -composite -threshold 0 \
      -format '%@' info: 2>/dev/null || echo "?")
    fail "pixels differ: scene '$scene' at point '$point': AE $ae, within $box ($golden/$f; marked in ${f%.png}.diff.png)"
  fi
done < <(comm -12 "$work/want" "$work/got" | grep '^screens/')

secs=$(($(date +%s) - start))
if [ "$failed" -gt 0 ]; then
  keep=$(mktemp -d "${TMPDIR:-/tmp}/golden-failed.XXXXXX")
  cp -r "$work/out/." "$keep/"
  echo "$E2E_NAME: $failed differences from the golden corpus (binary $bin, ${secs} s)."
  echo "  This run's outputs (and red-marked *.diff.png for screenshots): $keep"
  echo "  If the change is meant, run Tests/golden/update.sh and commit the corpus on its own,"
  echo "  naming the change and why; otherwise the change broke behaviour."
  exit 1
fi
echo "ok   $events event files byte-identical, $screens screenshots AE 0 (binary $bin, ${secs} s)"
echo "$E2E_NAME: passed"
