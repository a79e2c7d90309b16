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
[ $coverage = 1 ] && build_args=(--enable-code-coverage)
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
# The C library comes in only behind `#if canImport(Glibc)` (Darwin or Musl beside it), so no
# file names one platform's libc unconditionally (Package.swift declares macOS and iOS).
echo "== Glibc imported behind #if canImport(Glibc)"
if bare=$(find "${lint_dirs[@]}" -name '*.swift' -exec awk '
  /^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+Glibc([[:space:]]|$)/ {
    if (prev !~ /^#if canImport\(Glibc\)/) print FILENAME ":" FNR ": " $0
  }
  NF { prev = $0 }' {} +) && [ -n "$bare" ]; then
  echo "$bare"
  echo "import Glibc outside #if canImport(Glibc) (the lines above)" >&2
  exit 1
fi
# The build's whole output is shown; a failed build stops here with its status.
swift build --build-tests "${build_args[@]}"
# The release build of every target, as a user types it (`swift build -c release`; issue 32),
# in the background from here on, niced: it is mostly one compiler job at a time, so it takes
# what the test shards and then the end-to-end scripts (many of them wait on a real-time
# window) leave of the two cores. The two scripts that check what it builds (package.sh,
# binary-size.sh) run last, after it has ended; a failed build fails the run.
release_log=$(mktemp "${TMPDIR:-/tmp}/scroll-release-build.XXXXXX")
echo "== swift build -c release (every target, in the background)"
release_started=$SECONDS
nice -n 10 swift build -c release >"$release_log" 2>&1 &
release_pid=$!
# Unit tests. By default in parallel: the test bundle runs as one process per core, each
# with a shard of the tests dealt by their last durations (Tests/tools/shard_tests.py,
# .build/unit-test-times.txt) so the shards end together; one process per shard, not one per
# test as `swift test --parallel` starts (0.25-0.35 s each on a loaded 2-core machine, for
# 848 tests). With --coverage, serially through
# `swift test`, so one profile covers every test. SCROLL_TEST_JOBS=N sets the shard count.
dir=$(mktemp -d "${TMPDIR:-/tmp}/scroll-unit-tests.XXXXXX")
started=$SECONDS
status=0
if [ $coverage = 1 ]; then
  echo "== swift test --skip-build --enable-code-coverage${SCROLL_LONG:+ (SCROLL_LONG=1)}"
  swift test --skip-build --enable-code-coverage >"$dir/shard0.log" 2>&1 || status=$?
else
  xctest="$(swift build --show-bin-path)/ScrollSandboxPackageTests.xctest"
  jobs=${SCROLL_TEST_JOBS:-$(nproc)}
  "$xctest" --list-tests >"$dir/list"
  # A fresh clone has no times yet: the slow tests' committed times are the first guess, so
  # the shards still end together (dealt in turn, one ran 139 s and the other 89 s).
  [ -f .build/unit-test-times.txt ] || cp Tests/tools/unit-test-times.seed .build/unit-test-times.txt
  python3 Tests/tools/shard_tests.py "$dir/list" .build/unit-test-times.txt "$jobs" >"$dir/shards"
  echo "== unit tests: $(grep -c / "$dir/list") in $(wc -l <"$dir/shards") parallel shards${SCROLL_LONG:+ (SCROLL_LONG=1)}"
  # Line-buffered, so a crash leaves the lines up to the test it stopped in.
  linebuf=()
  command -v stdbuf >/dev/null 2>&1 && linebuf=(stdbuf -oL -eL)
  pids=()
  k=0
  while IFS= read -r spec; do
    "${linebuf[@]}" "$xctest" "$spec" >"$dir/shard$k.log" 2>&1 &
    pids+=($!)
    k=$((k + 1))
  done <"$dir/shards"
  for k in "${!pids[@]}"; do
    code=0
    wait "${pids[$k]}" 2>/dev/null || code=$?
    if [ "$code" != 0 ]; then
      status=1
      # A crash ends a shard early: the test it stopped in is printed below; count the rest.
      if ! grep -qE "Executed [0-9]+ tests?, with" "$dir/shard$k.log"; then
        planned=$(sed -n "$((k + 1))p" "$dir/shards" | tr ',' '\n' | wc -l)
        ran=$(grep -cE "^Test Case .* (passed|failed|skipped) \(" "$dir/shard$k.log" || true)
        echo "shard $k crashed (status $code): $((planned - ran - 1)) of its $planned tests did not run"
      fi
    fi
  done
  python3 Tests/tools/shard_tests.py --record .build/unit-test-times.txt "$dir"/shard*.log || true
fi
# Passing tests are noise; a failure prints each failing test's own lines (from its
# "started" line to its "failed" line), every crash and the totals.
for log in "$dir"/shard*.log; do
  awk '
    /^Test Case .* started/ { n = 0; buf[n++] = $0; next }
    /^Test Case .* passed/ { n = 0; next }
    /^Test Case .* skipped/ { n = 0; next }
    /^Test Case .* failed/ { for (i = 0; i < n; i++) print buf[i]; print; n = 0; next }
    /Executed [0-9]+ tests?, with/ { total = $0; next }
    n > 0 { if (n < 60) buf[n++] = $0; next }
    / error: |Fatal error|Exited with signal/ { print }
    END {
      if (n > 0) { for (i = 0; i < n; i++) print buf[i]; print "(this test did not finish)" }
      if (total != "") print total
    }
  ' "$log"
done
echo "unit tests: $((SECONDS - started)) s"
if [ "$status" != 0 ]; then
  echo "unit tests failed; the whole logs: $dir" >&2
  kill "$release_pid" 2>/dev/null || true
  exit 1
fi
rm -rf "$dir"
if [ $coverage = 1 ]; then Tests/coverage.sh; fi
failed=()
run_script() {
  echo "== $1"
  local begun=$SECONDS
  bash "$1" || failed+=("$1")
  echo "== $1: $((SECONDS - begun)) s"
}
release_checks=(Tests/e2e/binary-size.sh Tests/e2e/package.sh)
for t in Tests/e2e/*.sh; do
  [ -e "$t" ] || continue
  case " ${release_checks[*]} " in *" $t "*) continue ;; esac
  run_script "$t"
done
release_status=0
wait "$release_pid" || release_status=$?
if [ "$release_status" != 0 ]; then
  grep -E "error:" "$release_log" | head -20 || tail -20 "$release_log"
  echo "swift build -c release failed (status $release_status); the whole log: $release_log" >&2
  failed+=("swift build -c release")
else
  echo "== swift build -c release: every target built (ended $((SECONDS - release_started)) s after it started)"
  rm -f "$release_log"
fi
for t in "${release_checks[@]}"; do
  [ -e "$t" ] && run_script "$t"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
