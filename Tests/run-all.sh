#!/usr/bin/env bash
# Runs every test: the Swift unit and scene tests, then the end-to-end scripts.
#   --coverage   also report line coverage per module (llvm-cov)
#   --long       long fuzz and soak runs (SCROLL_LONG=1)
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
args=()
[ $coverage = 1 ] && args+=(--enable-code-coverage)
# Style first: the repository's own .swift-format, every finding is a failure.
lint_dirs=(Sources Tests)
[ -d Examples ] && lint_dirs+=(Examples)
echo "== swift-format lint --strict ${lint_dirs[*]}"
swift format lint --strict -r "${lint_dirs[@]}"
# The library people embed, and the modules it is made of or ships beside (Geometry,
# Recording), import neither SDL nor Foundation (their math comes from libc).
echo "== ScrollCore, Geometry and Recording imports"
if grep -rnE '^\s*import (Foundation|CSDL2|SDLBackend)' Sources/ScrollCore Sources/Geometry \
  Sources/Recording; then
  echo "ScrollCore, Geometry and Recording must not import Foundation or SDL (the lines above)" >&2
  exit 1
fi
# The build's whole output is shown; a failed build stops here with its status.
swift build --build-tests "${args[@]}"
swift test --skip-build "${args[@]}" 2>&1 | tee /tmp/scroll-unit-tests.log | grep -vE '^Test Case .* (started|passed)' 
status=${PIPESTATUS[0]}
[ "$status" = 0 ] || { echo "unit tests failed" >&2; exit "$status"; }
if [ $coverage = 1 ]; then Tests/coverage.sh; fi
for t in Tests/e2e/*.sh; do
  [ -e "$t" ] || continue
  echo "== $t"
  bash "$t"
done
