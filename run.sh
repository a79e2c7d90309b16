#!/usr/bin/env bash
# Scroll Sandbox: one entry point.
#   ./run.sh                 build (release) and start the sandbox
#   ./run.sh test [--coverage] [--long]   run every test (unit, end-to-end)
#   ./run.sh bench [ARGS]    run the headless benchmarks (scroll-bench)
#   ./run.sh docs            build ScrollCore's documentation (docc) into .build/docs
#   ./run.sh ARGS...         any other arguments go to scroll-sandbox
set -euo pipefail
cd "$(dirname "$0")"

# The toolchain lives in /opt/swift on these machines; find it even when PATH lacks it.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

say() { printf 'run.sh: %s\n' "$*" >&2; }

# ensure_packages PKG...: installs the Debian packages that are missing, and nothing else.
ensure_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    say "missing packages: ${missing[*]}; this is not a Debian system: install SDL2, SDL2_ttf, SDL2_image (development files) and DejaVu fonts by hand."
    exit 1
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
      say "missing packages: ${missing[*]}. Run as root: apt-get install ${missing[*]}"
      exit 1
    fi
  fi
  say "installing: ${missing[*]}"
  if ! { "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    say "could not install ${missing[*]}. Install them by hand: sudo apt-get install ${missing[*]}"
    exit 1
  fi
}

RUNTIME_PKGS=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libx11-dev libxext-dev libxi-dev libdecor-0-plugin-1-cairo fonts-dejavu-core pkg-config)
TEST_PKGS=(xvfb xdotool imagemagick xinput zsh)

if ! command -v swift >/dev/null 2>&1; then
  say "the Swift toolchain is not on PATH and not in /opt/swift. Install Swift 6 (swift.org) and retry."
  exit 1
fi

case "${1:-}" in
  test)
    shift
    ensure_packages "${RUNTIME_PKGS[@]}" "${TEST_PKGS[@]}"
    exec Tests/run-all.sh "$@"
    ;;
  docs)
    shift
    # ScrollCore's documentation with the toolchain's own docc: the module's symbol graph,
    # then `docc convert` of Sources/ScrollCore/ScrollCore.docc into .build/docs. Any
    # warning fails (exit 1), so the tests keep the documentation whole.
    out=.build/docs
    graphs=$(mktemp -d)
    trap 'rm -rf "$graphs"' EXIT
    swift build --target ScrollCore --scratch-path .build/docs-build \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >&2
    rm -rf "$out/ScrollCore.doccarchive"
    mkdir -p "$out"
    log=$(mktemp)
    docc convert Sources/ScrollCore/ScrollCore.docc --additional-symbol-graph-dir "$graphs" \
      --output-path "$out/ScrollCore.doccarchive" --fallback-display-name ScrollCore \
      --fallback-bundle-identifier org.scrollsandbox.ScrollCore --ide-console-output 2>&1 \
      | tee "$log" >&2
    warnings=$(grep -c "warning:\|error:" "$log" || true)
    rm -f "$log"
    if [ "$warnings" != 0 ]; then
      say "documentation: $warnings warnings or errors (above)"
      exit 1
    fi
    say "documentation: $out/ScrollCore.doccarchive (0 warnings; docc preview or any static host)"
    ;;
  bench)
    shift
    ensure_packages "${RUNTIME_PKGS[@]}" "${TEST_PKGS[@]}"
    # scroll-sandbox too: the start-up, replay and idle sections run the real binary.
    for product in scroll-sandbox scroll-bench; do
      swift build -c release --product "$product" 2>&1 | grep -vE 'prohibited flag|^\[' >&2 || true
    done
    exec "$(swift build -c release --show-bin-path)/scroll-bench" "$@"
    ;;
  *)
    ensure_packages "${RUNTIME_PKGS[@]}"
    if ! swift build -c release --product scroll-sandbox >/tmp/scroll-sandbox-build.log 2>&1; then
      cat /tmp/scroll-sandbox-build.log >&2
      say "build failed (log above)"
      exit 1
    fi
    exec "$(swift build -c release --show-bin-path)/scroll-sandbox" "$@"
    ;;
esac
