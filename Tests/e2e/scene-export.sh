#!/usr/bin/env bash
# End-to-end: `--export-scene swiftui` (issue 29, item 4) prints Swift that, for every file of
# assets/scenes and the --new-scene starter, (1) parses (`swiftc -parse`, no SDK needed) and
# (2) type-checks against Tests/tools/swiftui-stub/SwiftUI.swift, a stand-in module that
# declares the iOS 18 SwiftUI signatures the export uses (onScrollGeometryChange(for:of:action:),
# onScrollVisibilityChange(threshold:_:), ScrollPosition, scrollTargetLayout(), ...).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${SCROLL_SANDBOX_BIN:-$(swift build --show-bin-path)/scroll-sandbox}"
swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

mkdir -p "$work/stub"
"$swiftc" -swift-version 5 -emit-module -module-name SwiftUI -parse-as-library \
  Tests/tools/swiftui-stub/SwiftUI.swift -emit-module-path "$work/stub/SwiftUI.swiftmodule" \
  2>"$work/stub.log" || { echo "the stub module does not build:"; cat "$work/stub.log"; exit 1; }

"$bin" --new-scene "$work/starter.toml" 2>/dev/null
for f in assets/scenes/*.toml "$work/starter.toml"; do
  name=$(basename "$f" .toml)
  out="$work/$name.swift"
  if ! "$bin" --scene-file "$f" --export-scene swiftui >"$out" 2>"$work/log"; then
    bad "$f: --export-scene failed: $(cat "$work/log")"; continue
  fi
  if "$swiftc" -parse "$out" 2>"$work/log"; then
    ok "$name: swiftc -parse accepts the export ($(wc -l <"$out") lines)"
  else
    bad "$name: swiftc -parse"; head -20 "$work/log"
  fi
  if "$swiftc" -swift-version 5 -typecheck -I "$work/stub" "$out" 2>"$work/log"; then
    ok "$name: the export type-checks against the iOS 18 SwiftUI signatures"
  else
    bad "$name: type-check"; head -20 "$work/log"
  fi
done
echo "scene-export.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
