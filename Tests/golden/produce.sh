#!/usr/bin/env bash
# Makes every output of the golden corpus into a folder, with one scroll-sandbox binary:
#   events/REC/SCENE.jsonl  `--headless --replay REC --events-out FILE --events-out-frames`
#                           for every scene (`--list-scenes`) and every recording below
#   screens/POINT/SCENE.png `--headless --replay REC --frames N --screenshot FILE` for every
#                           scene at each screenshot point below
# Used by update.sh (into Tests/golden) and by Tests/e2e/golden.sh (into a temporary folder,
# then compared). The runs go in parallel, one per core.
# Usage: Tests/golden/produce.sh BINARY OUT_DIR [SCENE...]   (default: every scene)
#   GOLDEN_ARGS="--fps 120"  adds arguments to every run (for experiments: what is stable)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$1"
out="$2"
shift 2

# Recordings: name and file. Each replay draws on a 320x240 headless surface: the layout
# follows the recording's own `resize` lines, the surface only clips the pixels, and the
# events are the same bytes as at the recording's own size (checked for every run of the
# corpus: it was made at 480x360 and 900x700), at a fifth of the debug build's time.
events_surface=320x240
recordings=(
  "wheel Tests/golden/recordings/wheel.rec"
  "drag-fling Tests/golden/recordings/drag-fling.rec"
  "touchpad Tests/golden/recordings/touchpad.rec"
  "sample-fling assets/sessions/sample-fling.rec"
  "window-faults assets/sessions/window-faults.rec"
)
# Screenshot points: name, recording, surface size (the recording's window, so the whole
# window is drawn), frames drawn (the last one is taken).
#   mid-fling   drag-fling.rec's first fling, the window's frame at 2.08 s
#   rubber-band touchpad.rec's swipe into the top edge, at its deepest overscroll (3.52 s)
screens=(
  "mid-fling Tests/golden/recordings/drag-fling.rec 480x360 22"
  "rubber-band Tests/golden/recordings/touchpad.rec 480x360 212"
)

if [ $# -gt 0 ]; then scenes=("$@"); else
  mapfile -t scenes < <("$bin" --list-scenes | awk '{print $2}')
fi
[ ${#scenes[@]} -gt 0 ] || { echo "produce.sh: $bin --list-scenes printed no scene" >&2; exit 1; }

mkdir -p "$out/events" "$out/screens" "$out/logs"
jobs_file="$out/logs/jobs"
: >"$jobs_file"
for r in "${recordings[@]}"; do
  read -r name file <<<"$r"
  mkdir -p "$out/events/$name"
  for s in "${scenes[@]}"; do
    echo "events/$name/$s.jsonl --scene $s --size $events_surface --replay $file --events-out-frames --events-out" >>"$jobs_file"
  done
done
for p in "${screens[@]}"; do
  read -r name file size frames <<<"$p"
  mkdir -p "$out/screens/$name"
  for s in "${scenes[@]}"; do
    echo "screens/$name/$s.png --scene $s --size $size --replay $file --frames $frames --screenshot" >>"$jobs_file"
  done
done

# One job: the output's path relative to $out, then the arguments; the output path goes last.
# A coverage build (`./run.sh test --coverage`) writes a profile at every exit: into the
# output's logs, not default.profraw in the repository.
export LLVM_PROFILE_FILE="$out/logs/%p.profraw"
export bin out GOLDEN_ARGS
run_one() {
  local rel="$1"
  shift
  local log="$out/logs/${rel//\//_}.log"
  # shellcheck disable=SC2086 # GOLDEN_ARGS is a list of words
  if ! timeout 300 env -u DISPLAY "$bin" --headless ${GOLDEN_ARGS:-} "$@" "$out/$rel" >"$log" 2>&1; then
    echo "produce.sh: failed: scroll-sandbox --headless $* $out/$rel" >&2
    sed 's/^/  /' "$log" >&2
    return 1
  fi
}
export -f run_one
# xargs runs every job, and exits non-zero when any failed.
xargs -P "$(nproc)" -L 1 bash -c 'run_one "$@"' _ <"$jobs_file"
