#!/usr/bin/env bash
# Line coverage per module from the toolchain's llvm-cov, after `swift test --enable-code-coverage`.
# Fails when ScrollCore is under 90 %.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
profdata="$bin/codecov/default.profdata"
xctest="$bin/ScrollSandboxPackageTests.xctest"
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"   # the toolchain's, matching its profile format
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
[ -f "$profdata" ] || { echo "coverage.sh: no $profdata; run: swift test --enable-code-coverage" >&2; exit 1; }
"$llvm_cov" export -summary-only -instr-profile "$profdata" "$xctest" \
  -ignore-filename-regex '(\.build|Tests)/' >"$bin/codecov/summary.json"
python3 - "$bin/codecov/summary.json" "$PWD" <<'PY'
import json, sys, collections
data = json.load(open(sys.argv[1]))
root = sys.argv[2] + "/Sources/"
lines = collections.defaultdict(lambda: [0, 0])
for f in data["data"][0]["files"]:
    name = f["filename"]
    if not name.startswith(root):
        continue
    module = name[len(root):].split("/")[0]
    s = f["summary"]["lines"]
    lines[module][0] += s["covered"]
    lines[module][1] += s["count"]
print(f"{'module':<16}{'lines':>8}{'covered':>9}{'coverage':>10}")
for m in sorted(lines):
    c, n = lines[m]
    print(f"{m:<16}{n:>8}{c:>9}{(100.0 * c / n if n else 100):>9.1f}%")
c, n = lines["ScrollCore"]
pct = 100.0 * c / n if n else 0
if pct < 90:
    print(f"coverage: ScrollCore at {pct:.1f} % is under the 90 % floor"); sys.exit(1)
print(f"coverage: ScrollCore at {pct:.1f} % (floor 90 %)")
PY
