#!/usr/bin/env bash
# ScrollCore's documentation builds with the toolchain's docc and without a warning; every
# public method, initialiser and subscript of ScrollCore with two or more parameters documents
# them (Tests/tools/parameter_docs.py); the README stays under 8 KB; every relative link of
# README.md, docs/ and the DocC articles resolves; and the Swift snippets those pages show
# compile against ScrollCore (Tests/tools/doc_check.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if ./run.sh docs >"$scratch/docs.log" 2>&1; then
  ok "./run.sh docs builds the documentation with 0 warnings"
else
  grep -E "warning|error" "$scratch/docs.log" | head -20
  bad "./run.sh docs"
fi
if missing=$(python3 Tests/tools/parameter_docs.py Sources/ScrollCore Sources/Geometry \
  Sources/Recording 2>&1); then
  ok "every public ScrollCore, Geometry and Recording declaration with 2+ parameters documents its parameters"
else
  echo "$missing" | head -20
  bad "parameter docs missing in ScrollCore"
fi
if out=$(python3 Tests/tools/doc_check.py readme-size 8192); then
  ok "README.md is $(wc -c <README.md) bytes (at most 8192)"
else
  bad "$out"
fi
if out=$(python3 Tests/tools/doc_check.py links); then
  ok "every relative link and image in README.md, docs/ and ScrollCore.docc resolves"
else
  echo "$out" | head -20
  bad "broken links in the documentation"
fi
# The snippets, type-checked against the ScrollCore module ./run.sh docs just built; the names
# they use without declaring them come from Tests/tools/snippet_prelude.swift.
modules="$(swift build --target ScrollCore --scratch-path .build/docs-build --show-bin-path)/Modules"
if [ ! -e "$modules/ScrollCore.swiftmodule" ]; then
  bad "no ScrollCore module in $modules to compile the documentation's snippets against"
elif ! swiftc -parse-as-library -emit-module -module-name DocSnippetPrelude -I "$modules" \
  -emit-module-path "$scratch/DocSnippetPrelude.swiftmodule" Tests/tools/snippet_prelude.swift \
  >"$scratch/prelude.log" 2>&1; then
  cat "$scratch/prelude.log"
  bad "Tests/tools/snippet_prelude.swift does not compile"
else
  snippets=$(python3 Tests/tools/doc_check.py snippets "$scratch/snippets")
  [ -n "$snippets" ] || bad "no page shows a Swift snippet that imports ScrollCore"
  for f in $snippets; do
    page=$(sed -n 2p "$f" | sed 's#^// \(.*\), block 1$#\1#')
    if swiftc -typecheck -I "$modules" -I "$scratch" "$f" >"$scratch/snippet.log" 2>&1 \
      && ! grep -q "warning:" "$scratch/snippet.log"; then
      ok "the Swift snippets of $page compile against ScrollCore without a warning"
    else
      grep -E "error|warning" "$scratch/snippet.log" | head -10
      bad "the Swift snippets of $page ($f)"
    fi
  done
fi
echo "docs.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
