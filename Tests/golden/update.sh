#!/usr/bin/env bash
# Regenerates the golden corpus (Tests/golden/events and Tests/golden/screens) from the
# current code, which Tests/e2e/golden.sh (part of `./run.sh test`) compares against.
#
# When to run it: only when a change alters, on purpose, what a replay prints or what a
# scene draws (Tests/e2e/golden.sh fails and names the scene and the recording), or after a
# scene or a recording is added, removed or renamed. Never to make a failing check pass
# without knowing why it failed: the corpus is the proof that refactors keep behaviour.
#
# The regeneration goes in a commit of its own (the corpus and nothing else), whose message
# names the behaviour change: which scenes and recordings, what changed (a number, a frame,
# a pixel) and why. Look at the changed screenshots before committing (`git diff --stat
# Tests/golden`, and the PNGs themselves).
#
# It builds and uses the debug binary, the one the test run builds and checks with (the
# release build gives the same bytes and pixels). SCROLL_SANDBOX_BIN=PATH uses another.
# The inputs are fixed: Tests/golden/recordings (made by make-recordings.sh) and
# assets/sessions; their sizes, the screenshot points and the runs are in produce.sh.
# Usage: Tests/golden/update.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if [ -z "${SCROLL_SANDBOX_BIN:-}" ]; then
  swift build --product scroll-sandbox 2>&1 | tail -1
  bin="$(swift build --show-bin-path)/scroll-sandbox"
else
  bin="$SCROLL_SANDBOX_BIN"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash Tests/golden/produce.sh "$bin" "$work"
rm -rf Tests/golden/events Tests/golden/screens
cp -r "$work/events" "$work/screens" Tests/golden/
echo "update.sh: $(find Tests/golden/events -type f | wc -l) event files and" \
  "$(find Tests/golden/screens -type f | wc -l) screenshots written ($(du -sh Tests/golden | cut -f1) in Tests/golden)"
git status --short Tests/golden | head -40
