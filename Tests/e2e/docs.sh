#!/usr/bin/env bash
# ScrollCore's documentation builds with the toolchain's docc and without a warning; every
# public method, initialiser and subscript of ScrollCore with two or more parameters documents
# them (Tests/tools/parameter_docs.py); the README stays under 8 KB; every relative link of
# README.md, docs/ and the DocC articles resolves; and the Swift snippets those pages show
# build against ScrollCore in Swift 6 language mode (Tests/tools/doc_check.py).
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
# The snippets: every ```swift block of README.md and the DocC catalog (and of the docs/ pages
# whose first block imports ScrollCore), one program per page, built as executable targets of
# a generated package in Swift 6 language mode against this package; the names they use
# without declaring them come from Tests/tools/snippet_prelude.swift. The generated package
# and its build stay in .build/doc-snippets, so later runs build only what changed.
snippets=.build/doc-snippets
rm -rf "$snippets/Sources"
mkdir -p "$snippets"
if ! python3 Tests/tools/doc_check.py snippets "$snippets" >"$scratch/snippets.txt"; then
  cat "$scratch/snippets.txt"
  bad "a page's Swift snippets cannot be extracted as a program"
fi
grep -q "^Snippets_README_md " "$scratch/snippets.txt" || bad "no Swift snippet of README.md found"
grep -q " Sources/ScrollCore/ScrollCore.docc/" "$scratch/snippets.txt" \
  || bad "no Swift snippet of the DocC catalog found"
while read -r target page; do
  case "$target" in Snippets_*) ;; *) continue ;; esac
  if swift build --package-path "$snippets" --target "$target" >"$scratch/snippet.log" 2>&1 \
    && ! grep -q "Sources/$target/.*warning:" "$scratch/snippet.log"; then
    ok "the Swift snippets of $page build in Swift 6 mode without a warning"
  else
    grep -E "error|warning" "$scratch/snippet.log" | head -10
    bad "the Swift snippets of $page (generated: $snippets/Sources/$target/main.swift)"
  fi
done <"$scratch/snippets.txt"
echo "docs.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
