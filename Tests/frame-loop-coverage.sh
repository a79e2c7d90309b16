#!/usr/bin/env bash
# Line coverage of the frame loop under its unit tests: Runtime and the loop's types in
# SandboxKit (the window's frame, clock and source, the headless frame, source and stop rule).
# Fails under 80 %. WindowLoop.swift is counted although most of it opens a real SDL window
# (run in the e2e scripts, not here).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests --enable-code-coverage >/dev/null
rm -rf "$(swift build --show-bin-path)/codecov"
swift test --skip-build --enable-code-coverage \
  --filter 'RuntimeTests|WindowLoopLogicTests|HeadlessLoopLogicTests|HeadlessStopTests|ScrollDeviceReportTests|FramedReplayTests' \
  >/dev/null
bin=$(swift build --show-bin-path)
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
files=(Sources/Runtime/*.swift)
for f in FrameRunner WindowFrame WindowFrameClock WindowEventSource WindowParts HeadlessFrame \
  HeadlessReplaySource HeadlessLoop HeadlessStop WindowLoop; do
  files+=("Sources/SandboxKit/$f.swift")
done
"$llvm_cov" report -instr-profile "$bin/codecov/default.profdata" \
  "$bin/ScrollSandboxPackageTests.xctest" "${files[@]/#/$PWD/}" | sed "s|$PWD/Sources/||" |
  awk 'NR > 2 && NF > 5 { printf "%-40s %6s lines %5s missed %8s\n", $1, $(NF-5), $(NF-4), $(NF-3) }
       $1 == "TOTAL" { total = $(NF-3) }
       END { sub("%", "", total); if (total + 0 < 80) { print "frame loop coverage under 80 %"; exit 1 } }'
