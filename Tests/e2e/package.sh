#!/usr/bin/env bash
# The package as others take it (issue 32):
# - a throwaway package depends on this one by version (`.package(url: "file://...",
#   from: "0.1.0")`) from a temporary bare git repository holding the working tree tagged
#   with the version (the real repository's tags are not touched), builds and runs;
# - the version is one constant: `scroll-sandbox --version`, `scroll-bench --version`, the
#   newest release of CHANGELOG.md and the tag agree; LICENSE is the Apache License 2.0;
# - `--` ends the options; the man page and the bash and zsh completions are what
#   Tests/tools/cli_docs.py makes from --help, which lists exactly the options the parser
#   accepts; the man page renders without a warning, the completions parse;
# - `swift build -c release` builds every target (Tests/run-all.sh has built them beside the
#   unit tests, so in a whole test run this only confirms it; alone it builds them).
set -euo pipefail
cd "$(dirname "$0")/../.."
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

bin=$(swift build --show-bin-path)
for exe in scroll-sandbox scroll-bench; do
  [ -x "$bin/$exe" ] || swift build --product "$exe" >"$scratch/build.log" 2>&1 \
    || { cat "$scratch/build.log"; bad "$exe does not build"; }
done

# The version: one constant, printed by both commands, the newest CHANGELOG release.
version=$(sed -n 's/^  public static let current = "\(.*\)"$/\1/p' Sources/ScrollCore/Version.swift)
changelog=$(sed -n 's/^## \[\([0-9][^]]*\)\].*/\1/p' CHANGELOG.md | head -1)
if [ -n "$version" ] && [ "$version" = "$changelog" ]; then
  ok "ScrollSandboxVersion.current ($version) is the newest release of CHANGELOG.md"
else
  bad "ScrollSandboxVersion.current '$version' vs CHANGELOG.md's newest release '$changelog'"
fi
for exe in scroll-sandbox scroll-bench; do
  if out=$("$bin/$exe" --version) && [ "$out" = "$exe $version" ]; then
    ok "$exe --version prints '$exe $version'"
  else
    bad "$exe --version printed '${out:-}' (expected '$exe $version')"
  fi
done
apache=/usr/share/common-licenses/Apache-2.0
if [ -r "$apache" ]; then
  if cmp -s <(head -n "$(wc -l <"$apache")" LICENSE) "$apache" \
    && tail -1 LICENSE | grep -q "Copyright [0-9]\{4\} "; then
    ok "LICENSE is the Apache License 2.0 ($apache) verbatim, then the project's copyright line"
  else
    bad "LICENSE is not $apache verbatim followed by a copyright line"
  fi
elif grep -q "Version 2.0, January 2004" LICENSE; then
  ok "LICENSE is the Apache License 2.0 (no $apache to compare with)"
else
  bad "LICENSE is not the Apache License 2.0"
fi

# `--` ends the options: accepted at the end, an operand after it refused with status 2.
if "$bin/scroll-sandbox" --list-scenes -- >/dev/null \
  && "$bin/scroll-bench" --version -- >/dev/null; then
  ok "'--' at the end of the options is accepted by scroll-sandbox and scroll-bench"
else
  bad "'--' is refused"
fi
for exe in scroll-sandbox scroll-bench; do
  code=0
  "$bin/$exe" --help -- extra >/dev/null 2>"$scratch/err" || code=$?
  if [ "$code" = 2 ] && grep -q "'extra' after '--'" "$scratch/err"; then
    ok "$exe refuses an operand after '--' (status 2: $(cat "$scratch/err"))"
  else
    bad "$exe with an operand after '--': status $code, $(cat "$scratch/err")"
  fi
done

# The man page and completions: generated from --help, which matches the parser.
if out=$(python3 Tests/tools/cli_docs.py check "$bin/scroll-sandbox"); then
  ok "docs/scroll-sandbox.1 and docs/completions/ are what --help makes; --help lists every option the parser accepts"
else
  echo "$out"
  bad "the man page, completions, --help and the parser disagree"
fi
if command -v man >/dev/null 2>&1; then
  if MANWIDTH=80 man --warnings=all -l docs/scroll-sandbox.1 >"$scratch/man.txt" 2>"$scratch/man.err" \
    && [ ! -s "$scratch/man.err" ] && grep -q -- "--scene NAME" "$scratch/man.txt" \
    && grep -q -- "--version" "$scratch/man.txt"; then
    ok "man -l docs/scroll-sandbox.1 renders without a warning ($(wc -l <"$scratch/man.txt") lines)"
  else
    head -10 "$scratch/man.err"
    bad "man -l docs/scroll-sandbox.1"
  fi
elif command -v groff >/dev/null 2>&1; then
  if groff -man -Tutf8 -ww -z docs/scroll-sandbox.1 2>"$scratch/man.err" && [ ! -s "$scratch/man.err" ]; then
    ok "groff renders docs/scroll-sandbox.1 without a warning"
  else
    head -10 "$scratch/man.err"
    bad "groff docs/scroll-sandbox.1"
  fi
else
  echo "skip man page rendering: neither man nor groff is installed"
fi
if bash -n docs/completions/scroll-sandbox.bash \
  && out=$(bash -c 'source docs/completions/scroll-sandbox.bash
      COMP_WORDS=(scroll-sandbox --renderer op); COMP_CWORD=2; _scroll_sandbox
      echo "${COMPREPLY[*]}"
      COMP_WORDS=(scroll-sandbox --vers); COMP_CWORD=1; _scroll_sandbox
      echo "${COMPREPLY[*]}"') && [ "$out" = $'opengl\n--version' ]; then
  ok "the bash completion parses and completes --renderer op and --vers"
else
  bad "the bash completion: ${out:-does not parse}"
fi
if command -v zsh >/dev/null 2>&1; then
  if zsh -n docs/completions/_scroll-sandbox; then
    ok "the zsh completion parses (zsh -n)"
  else
    bad "zsh -n docs/completions/_scroll-sandbox"
  fi
else
  echo "skip zsh -n: zsh is not installed (apt-get install zsh)"
fi

# A versioned dependency: the working tree as it is, committed into a throwaway repository,
# tagged, cloned bare; a new package depends on it with `from:` and builds in release mode.
src="$scratch/src"
mkdir -p "$src"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [ -e "$f" ] || continue
  mkdir -p "$src/$(dirname "$f")"
  cp -p "$f" "$src/$f"
done
(
  cd "$src"
  git init -q -b main
  git add -A
  git -c user.name=package.sh -c user.email=package.sh@localhost commit -q -m snapshot
  git tag "$version"
) >"$scratch/git.log" 2>&1 || { cat "$scratch/git.log"; bad "could not make the snapshot repository"; }
git clone -q --bare "$src" "$scratch/ScrollSandbox.git"
app="$scratch/app"
mkdir -p "$app/Sources/VersionedUser"
cat >"$app/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "VersionedUser",
  dependencies: [.package(url: "file://$scratch/ScrollSandbox.git", from: "$version")],
  targets: [
    .executableTarget(
      name: "VersionedUser",
      dependencies: [
        .product(name: "ScrollCore", package: "ScrollSandbox"),
        .product(name: "ScrollCoreSwiftUINames", package: "ScrollSandbox"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
EOF
cat >"$app/Sources/VersionedUser/main.swift" <<'EOF'
import ScrollCore
import ScrollCoreSwiftUINames

var list = ScrollController(
  stack: LazyStack(count: 10_000, estimatedSize: 44), state: 0, physics: .ios)
list.setFrame(Rect(x: 0, y: 0, width: 400, height: 600), at: 0)
let axis: Axis = .vertical
var t = 0.0
list.scrollTo(id: 500, anchor: .top, at: t)
for _ in 0..<600 {
  t += 1.0 / 60
  list.update(at: t) { _ in 44 }
}
print("version \(ScrollSandboxVersion.current) axis \(axis) offset \(list.view.offset.y)")
EOF
started=$SECONDS
if swift build -c release --package-path "$app" >"$scratch/app.log" 2>&1; then
  ok "a package depending on ScrollSandbox from: \"$version\" (file:// tag) builds in release mode ($((SECONDS - started)) s)"
  out=$("$app/.build/release/VersionedUser")
  if [ "$out" = "version $version axis vertical offset $((500 * 44)).0" ]; then
    ok "it runs: $out"
  else
    bad "the versioned user printed '$out' (expected row 500 at 22000.0)"
  fi
else
  grep -E "error|unsafe" "$scratch/app.log" | head -10
  bad "a package depending on ScrollSandbox by version does not build"
fi

started=$SECONDS
if swift build -c release >"$scratch/release.log" 2>&1; then
  ok "swift build -c release builds every target ($((SECONDS - started)) s)"
else
  grep -E "error" "$scratch/release.log" | head -10
  bad "swift build -c release"
fi
echo "package.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
