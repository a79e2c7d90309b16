#!/usr/bin/env bash
# End-to-end, in a window under its own Xvfb: the interface scale (issue #13). The desktop's
# Xft.dpi 192 (the X resource, as GNOME and KDE set it), GDK_SCALE=2 and --scale 1.5 each lay
# the interface out in points at that scale: the window is the layout's points times the
# scale in pixels, --layout-out keeps the points, and on screen the selected tab's pill is
# 28 pt times the scale in pixels. Text is rasterized at the device scale: the scene's title
# and the help line are the scale times as tall as at 1x, and the help line's antialiased
# edges stay about one pixel wide (text drawn at 1x and stretched would have edges the scale
# times as wide, so as large a share of partly covered pixels as at 1x).
# SCROLL_SANDBOX_BIN=path runs the checks against another binary.
set -uo pipefail
cd "$(dirname "$0")/../.."
E2E_NAME=hidpi.sh
. Tests/e2e/lib/xvfb-app.sh
pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
holder_pid=""
trap 'cleanup; [ -n "$holder_pid" ] && kill "$holder_pid" 2>/dev/null' EXIT

start_xvfb 210 229

# x_resources TEXT: sets the X server's resource string (what `xrdb` sets); an empty TEXT
# deletes it. With `hold`, the client stays connected (its pid in holder_pid) so the server
# never resets between the runs (a reset drops the resources and can refuse a client that
# connects during it).
x_resources() {
  python3 - "$@" >"$work/holder.log" 2>&1 <<'PY' &
import ctypes, sys, time
x = ctypes.CDLL("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XDefaultRootWindow.restype = ctypes.c_ulong
x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x.XChangeProperty.argtypes = [
    ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
    ctypes.c_char_p, ctypes.c_int]
x.XDeleteProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
d = x.XOpenDisplay(None)
root, atom = x.XDefaultRootWindow(d), x.XInternAtom(d, b"RESOURCE_MANAGER", 0)
data = sys.argv[1].encode()
if data:
    # XA_STRING (31), 8-bit, PropModeReplace (0).
    x.XChangeProperty(d, root, atom, 31, 8, 0, data, len(data))
else:
    x.XDeleteProperty(d, root, atom)
x.XSync(d, 0)
print("set", flush=True)
if len(sys.argv) > 2:
    time.sleep(3600)
PY
  local pid=$!
  for _ in $(seq 50); do grep -q set "$work/holder.log" && break; sleep 0.1; done
  if [ "${2:-}" = hold ]; then holder_pid=$pid; else wait "$pid"; fi
}

# run NAME SCALE ENV... -- ARGS...: the app in a window with ENV and ARGS (--size and more),
# until its window is mapped; records the window's pixel size and a picture of it.
run() {
  local name="$1" dir="$work/$1"
  shift
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  mkdir "$dir"
  env "${envs[@]}" "$bin" --scene showcase --no-hud --layout-out "$dir/layout.jsonl" "$@" \
    >"$dir/app.log" 2>&1 &
  app_pid=$!
  local win
  win=$(find_window) || { bad "$name: no window"; return 1; }
  sleep 1.5
  eval "$(xdotool getwindowgeometry --shell "$win")"
  import -window root -crop "${WIDTH}x${HEIGHT}+$X+$Y" "$dir/shot.png"
  echo "$WIDTH $HEIGHT" >"$dir/geometry"
  xdotool key --window "$win" q
  wait "$app_pid"
  app_pid=""
}

x_resources "" hold
run base GDK_SCALE= -- --size 1200x760
x_resources "$(printf 'Xft.antialias:\t1\nXft.dpi:\t192\n')"
run xft GDK_SCALE= -- --size 600x380
x_resources ""
run gdk GDK_SCALE=2 -- --size 600x380
run option GDK_SCALE= -- --size 800x500 --scale 1.5

# measure DIR WIDTH_PT HEIGHT_PT SCALE: checks one run against the 1x base run.
measure() {
  python3 - "$work/$1" "$work/base" "$2" "$3" "$4" <<'PY'
import json, subprocess, sys
d, base, w_pt, h_pt, scale = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])

def gray(path):
    """The picture as rows of luminance (0-255), from ImageMagick's PGM."""
    out = subprocess.run(["convert", path, "-colorspace", "gray", "-depth", "8", "pgm:-"],
                         capture_output=True, check=True).stdout
    fields, i = [], 0
    while len(fields) < 4:
        while out[i:i + 1].isspace(): i += 1
        j = i
        while not out[j:j + 1].isspace(): j += 1
        fields.append(out[i:j]); i = j
    w, h = int(fields[1]), int(fields[2])
    px = out[i + 1:]
    return [px[r * w:(r + 1) * w] for r in range(h)], w, h

def rgb_rows(path):
    out = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
    w, h = map(int, open(path.replace("shot.png", "geometry")).read().split())
    return [[out[(r * w + c) * 3:(r * w + c) * 3 + 3] for c in range(min(w, 400))] for r in range(h)]

def help_ink(folder, s):
    """Height in pixels of the help line's ink, and the share of its ink pixels that are
    partly covered (antialiased edges)."""
    rows, w, h = gray(folder + "/shot.png")
    top, bottom = int(h - 24 * s), h
    left, right = int(12 * s), int(260 * s)
    bg = rows[top + 1][w - 2]
    ink = [r for r in range(top, bottom) if any(rows[r][c] < bg - 90 for c in range(left, right))]
    dark = partial = 0
    for r in range(top, bottom):
        for c in range(left, right):
            v = rows[r][c]
            if v < bg - 90: dark += 1
            elif v < bg - 12: partial += 1
    return ink[-1] - ink[0] + 1, partial / max(1, dark + partial)

def title_height(folder, s):
    """Height in pixels of the scene's large black title ("Showcase", 34 pt bold): the first
    run of rows holding near-black pixels below the top bar."""
    rows, w, h = gray(folder + "/shot.png")
    dark = [r for r in range(int(50 * s), int(220 * s)) if min(rows[r]) < 40]
    run = [dark[0]]
    for r in dark[1:]:
        if r != run[-1] + 1: break
        run.append(r)
    return len(run)

def pill_height(folder, s):
    """Rows of the top bar holding the selected tab's accent blue (pixels in points x s)."""
    rows = rgb_rows(folder + "/shot.png")
    blue = [r for r in range(int(44 * s)) if any(p[2] > 200 and p[0] < 60 for p in rows[r])]
    return blue[-1] - blue[0] + 1

geometry = list(map(int, open(d + "/geometry").read().split()))
assert abs(geometry[0] - w_pt * scale) <= 1 and abs(geometry[1] - h_pt * scale) <= 1, \
    f"window {geometry} px for {w_pt}x{h_pt} pt at {scale}"
first = json.loads(open(d + "/layout.jsonl").readline())
assert first["window"] == {"w": w_pt, "h": h_pt}, f"layout-out window {first['window']}"
assert first["tabs"][0]["rect"]["h"] == 28.0, first["tabs"][0]
pill = pill_height(d, scale)
assert abs(pill - 28 * scale) <= 2, f"the tab pill is {pill} px tall, want {28 * scale:.0f}"
t1, ts = title_height(base, 1), title_height(d, scale)
assert abs(ts / t1 - scale) <= 0.06 * scale, f"title {ts} px tall at {scale}x, {t1} px at 1x"
h1, p1 = help_ink(base, 1)
hs, ps = help_ink(d, scale)
assert abs(hs / h1 - scale) <= 0.15 * scale, f"help text {hs} px tall at {scale}x, {h1} px at 1x"
# Text drawn at the device scale keeps ~1 px antialiased edges, so fewer of its ink pixels
# are partial; stretched 1x text keeps the 1x share (or more, with filtering).
if scale > 1:
    assert ps < p1 * (1 - 0.25 * (scale - 1)), f"partial ink {ps:.2f} at {scale}x vs {p1:.2f} at 1x"
print(f"window {geometry[0]}x{geometry[1]} px for {w_pt:.0f}x{h_pt:.0f} pt; tab pill {pill} px; "
      f"title {ts} px (1x: {t1}); help text {hs} px (1x: {h1}); partial ink {ps:.2f} (1x: {p1:.2f})")
PY
}

if msg=$(measure base 1200 760 1); then ok "1x: $msg"; else bad "1x: $msg"; fi
if msg=$(measure xft 600 380 2); then ok "Xft.dpi 192: $msg"; else bad "Xft.dpi 192: $msg"; fi
if msg=$(measure gdk 600 380 2); then ok "GDK_SCALE=2: $msg"; else bad "GDK_SCALE=2: $msg"; fi
if msg=$(measure option 800 500 1.5); then ok "--scale 1.5: $msg"; else bad "--scale 1.5: $msg"; fi

echo "hidpi.sh: $pass passed, $fail failed"
[ "$fail" = 0 ]
