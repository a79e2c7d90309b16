#!/usr/bin/env bash
# ScrollCore's documentation builds with the toolchain's docc and without a warning, and every
# public method, initialiser and subscript of ScrollCore with two or more parameters documents
# them (Tests/tools/parameter_docs.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
pass=0
fail=0
if ./run.sh docs >/tmp/scroll-docs.log 2>&1; then
  echo "ok   ./run.sh docs builds the documentation with 0 warnings"
  pass=$((pass + 1))
else
  grep -E "warning|error" /tmp/scroll-docs.log | head -20
  echo "FAIL ./run.sh docs"
  fail=$((fail + 1))
fi
if missing=$(python3 Tests/tools/parameter_docs.py Sources/ScrollCore Sources/Geometry \
  Sources/Recording 2>&1); then
  echo "ok   every public ScrollCore, Geometry and Recording declaration with 2+ parameters documents its parameters"
  pass=$((pass + 1))
else
  echo "$missing" | head -20
  echo "FAIL parameter docs missing in ScrollCore"
  fail=$((fail + 1))
fi
echo "docs.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
