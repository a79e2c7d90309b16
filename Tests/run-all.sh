#!/usr/bin/env bash
# Runs every test: style, the Swift unit and scene tests (in parallel), then the end-to-end
# scripts (docs/testing.md).
#   --coverage   also report line coverage per module (llvm-cov); the unit tests then run
#                serially, in one process, so one profile covers them all
#   --long       the long fuzz, soak and timing runs as well (SCROLL_LONG=1)
set -euo pipefail
cd "$(dirname "$0")/.."
coverage=0
for a in "$@"; do
  case "$a" in
    --coverage) coverage=1 ;;
    --long) export SCROLL_LONG=1 ;;
    *) echo "run-all.sh: unknown option $a (valid: --coverage, --long)" >&2; exit 2 ;;
  esac
done
build_args=()
test_args=(--parallel)
if [ $coverage = 1 ]; then
  build_args=(--enable-code-coverage)
  test_args=(--enable-code-coverage)
fi
# Style first: the repository's own .swift-format, every finding is a failure.
lint_dirs=(Sources Tests)
[ -d Examples ] && lint_dirs+=(Examples)
echo "== swift-format lint --strict ${lint_dirs[*]}"
swift format lint --strict -r "${lint_dirs[@]}"
# The library people embed imports neither SDL nor Foundation (its math comes from libc).
echo "== ScrollCore imports"
if grep -rnE '^\s*import (Foundation|CSDL2|SDLBackend)' Sources/ScrollCore; then
  echo "ScrollCore must not import Foundation or SDL (the lines above)" >&2
  exit 1
fi
# The build's whole output is shown; a failed build stops here with its status.
swift build --build-tests "${build_args[@]}"
echo "== swift test --skip-build ${test_args[*]}${SCROLL_LONG:+ (SCROLL_LONG=1)}"
log=$(mktemp "${TMPDIR:-/tmp}/scroll-unit-tests.XXXXXX")
started=$SECONDS
status=0
swift test --skip-build "${test_args[@]}" >"$log" 2>&1 || status=$?
# Progress and passing tests are noise; a failure prints each failing test's own lines (from
# its "started" line to its "failed" line), every crash and the totals.
awk '
  /^Test Case .* started/ { n = 0; buf[n++] = $0; next }
  /^Test Case .* passed/ { n = 0; next }
  /^Test Case .* failed/ { for (i = 0; i < n; i++) print buf[i]; print; n = 0; next }
  /^\[[0-9]+\/[0-9]+\] Testing / { next }
  / error: |Fatal error|fatalError|Exited with signal|Executed [0-9]+ test|with [0-9]+ failure/ { print; next }
  n > 0 && n < 400 { buf[n++] = $0 }
' "$log" | awk '!seen[$0]++'
echo "unit tests: $((SECONDS - started)) s"
if [ "$status" != 0 ]; then
  echo "unit tests failed (status $status); the whole log: $log" >&2
  exit "$status"
fi
rm -f "$log"
if [ $coverage = 1 ]; then Tests/coverage.sh; fi
failed=()
for t in Tests/e2e/*.sh; do
  [ -e "$t" ] || continue
  echo "== $t"
  started=$SECONDS
  bash "$t" || failed+=("$t")
  echo "== $t: $((SECONDS - started)) s"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "end-to-end scripts failed: ${failed[*]}" >&2
  exit 1
fi
