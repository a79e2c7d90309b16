#!/usr/bin/env bash
# ScrollCore's documentation builds with the toolchain's docc and without a warning.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ./run.sh docs >/tmp/scroll-docs.log 2>&1; then
  echo "ok   ./run.sh docs builds the documentation with 0 warnings"
  echo "docs.sh: 1 passed, 0 failed"
else
  grep -E "warning|error" /tmp/scroll-docs.log | head -20
  echo "FAIL ./run.sh docs"
  echo "docs.sh: 0 passed, 1 failed"
  exit 1
fi
