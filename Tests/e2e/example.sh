#!/usr/bin/env bash
# The embedding example (Examples/Embedding): a package that depends only on ScrollCore builds
# without a warning, runs, and prints numbers that agree with independent expectations.
set -euo pipefail
cd "$(dirname "$0")/../.."
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

log=$(mktemp)
out=$(mktemp)
# A scratch folder of its own: built cold, as an embedder would (a cached build of a path
# dependency can miss files added to it since).
scratch=$(mktemp -d)
trap 'rm -rf "$log" "$out" "$scratch"' EXIT
build=(swift build --package-path Examples/Embedding --scratch-path "$scratch")
if "${build[@]}" >"$log" 2>&1; then
  ok "Examples/Embedding builds"
else
  cat "$log"
  bad "Examples/Embedding does not build"
  echo "example.sh: $pass passed, $fail failed"
  exit 1
fi
if grep -qi "warning" "$log"; then
  grep -i "warning" "$log" | head -5
  bad "building a package that depends on ScrollCore prints warnings"
else
  ok "a package that depends only on ScrollCore builds without warnings"
fi
"$("${build[@]}" --show-bin-path)/EmbeddingExample" >"$out"

python3 - "$out" <<'PY' && ok "the example's numbers agree with independent expectations" || bad "the example's numbers"
import sys
lines = [l.split() for l in open(sys.argv[1]) if l.strip()]
def fields(parts): return dict(p.split("=", 1) for p in parts[1:])
errors = []
flips = [fields(l) for l in lines if l[0] == "threshold"]
if not flips: errors.append("the 240 pt threshold never flipped")
for f in flips:
    before, after, value = float(f["before"]), float(f["after"]), f["value"] == "true"
    crossed = (before <= 240 < after) if value else (after <= 240 < before)
    if not crossed: errors.append(f"threshold flipped to {value} without crossing 240: {f}")
vis = [fields(l) for l in lines if l[0] == "visibility"]
if not vis: errors.append("row 40's visibility never changed")
for v in vis:
    top, height, offset = float(v["top"]), float(v["height"]), float(v["offset"])
    shown = max(0.0, min(top + height, offset + 600) - max(top, offset)) / height
    if abs(shown - float(v["fraction"])) > 1e-6: errors.append(f"fraction {v} != {shown}")
    if (v["visible"] == "true") != (shown >= 0.1): errors.append(f"visible flag wrong: {v}")
if 36 + (40 * 37) % 61 != float(vis[0]["height"]) if vis else False:
    errors.append("row 40 was not measured at its real height")
center = [fields(l) for l in lines if l[0] == "center"]
if len(center) != 1: errors.append("no centre landing printed")
else:
    c = center[0]
    if float(c["height"]) != float(c["measured"]): errors.append("row 5000 not measured")
    mid = float(c["top"]) + float(c["height"]) / 2
    if abs(mid - (float(c["offset"]) + 300)) > 0.5: errors.append(f"not centred: {c}")
rests = [fields(l) for l in lines if l[0] == "rest"]
if [r["preset"] for r in rests] != ["ios", "android"]: errors.append(f"rests: {rests}")
if rests and float(rests[0]["offset"]) <= 240: errors.append("the fling did not pass 240 pt")
phases = [fields(l) for l in lines if l[0] == "phase"]
if not any(p["to"] == "decelerating" for p in phases): errors.append("no fling phase")
for e in errors: print("  " + e)
sys.exit(1 if errors else 0)
PY
echo "example.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
