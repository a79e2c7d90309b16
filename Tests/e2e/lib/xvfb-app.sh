# Sourced by the end-to-end scripts that run the app in a real window: the binary, a work
# folder, and an Xvfb of their own on a free display, all cleaned up at exit (the app and
# Xvfb by process id). KEEP_E2E=1 keeps the work folder and the processes for a look.
#   E2E_NAME      the script's name, for messages (set before sourcing)
#   start_xvfb FIRST LAST   starts Xvfb on the first free display in FIRST..LAST (1280x800)
#                           and exports DISPLAY once it answers; E2E_DISPLAYS="F L" picks
#                           another range (one kept for the person running the script)
#   find_window   prints the app's X window id once it is mapped and stays
#   SCROLL_SANDBOX_BIN   runs the checks against another binary
bin="${SCROLL_SANDBOX_BIN:-$(swift build --show-bin-path)/scroll-sandbox}"
[ -x "$bin" ] || swift build --product scroll-sandbox >/dev/null
work=$(mktemp -d)
xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill -KILL "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
[ -n "${KEEP_E2E:-}" ] && trap - EXIT

start_xvfb() {
  local display="" n range
  read -r -a range <<<"${E2E_DISPLAYS:-$1 $2}"
  for n in $(seq "${range[0]}" "${range[1]}"); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
  done
  [ -n "$display" ] || { echo "$E2E_NAME: no free X display number" >&2; exit 1; }
  # -noreset: without it the server resets when its last client leaves, and the next app's
  # connection waits for (or, under load, fails during) that reset.
  Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  export DISPLAY="$display"
  for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
}

# The app's window once it is mapped and stays (SDL may replace its first X window while it
# picks a renderer, so an id found too early can vanish): the last visible match that answers.
find_window() {
  local w
  for _ in $(seq 100); do
    w=$(xdotool search --onlyvisible --name "Scroll Sandbox" 2>/dev/null | tail -1)
    if [ -n "$w" ] && xdotool getwindowgeometry "$w" >/dev/null 2>&1; then
      echo "$w"
      return 0
    fi
    sleep 0.2
  done
  return 1
}
