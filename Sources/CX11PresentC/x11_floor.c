// The platform floor (include/x11_floor.h): a paced loop that does only the system work every
// frame of the real window also does (sleep, read events, move and put pixels), measured with
// the thread's CPU clock. The app's CPU per frame minus this is what the app itself costs.
#include "x11_floor.h"

#include "x11_shm.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <errno.h>
#include <string.h>
#include <time.h>

static unsigned long long floor_now(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

/// The X side of one run: connection, window, the app's two GCs, one shared image.
typedef struct {
  Display *display;
  Window window;
  GC put_gc;   // no NoExpose event per put, as the app's
  GC copy_gc;  // reports what a copy could not read, as the app's
  ssx_shm_image image;
} floor_x;

static void floor_x_close(floor_x *x) {
  if (!x->display) return;
  ssx_shm_image_destroy(x->display, &x->image);
  if (x->put_gc) XFreeGC(x->display, x->put_gc);
  if (x->copy_gc) XFreeGC(x->display, x->copy_gc);
  if (x->window) XDestroyWindow(x->display, x->window);
  XCloseDisplay(x->display);
  memset(x, 0, sizeof *x);
}

static int floor_x_open(floor_x *x, const char *name, int width, int height) {
  memset(x, 0, sizeof *x);
  x->display = XOpenDisplay(name);
  if (!x->display) return -1;
  int screen = DefaultScreen(x->display);
  int depth = DefaultDepth(x->display, screen);
  if (!XShmQueryExtension(x->display) || (depth != 24 && depth != 32)) return -2;
  x->window = XCreateSimpleWindow(x->display, RootWindow(x->display, screen), 0, 0,
                                  (unsigned)width, (unsigned)height, 0, 0, 0);
  XSelectInput(x->display, x->window, ExposureMask | StructureNotifyMask | PointerMotionMask);
  XMapWindow(x->display, x->window);
  XGCValues values;
  values.graphics_exposures = False;
  x->put_gc = XCreateGC(x->display, x->window, GCGraphicsExposures, &values);
  values.graphics_exposures = True;
  x->copy_gc = XCreateGC(x->display, x->window, GCGraphicsExposures, &values);
  const char *failure = "";
  if (ssx_shm_image_create(x->display, DefaultVisual(x->display, screen), depth, width, height,
                           1, &x->image, &failure) != 0)
    return -3;
  return 0;
}

/// Reads the events already received without blocking, as the app's present does: one read
/// of the socket, then the events it queued.
static void floor_read_events(Display *d) {
  if (XEventsQueued(d, QueuedAfterReading) <= 0) return;
  while (XQLength(d) > 0) {
    XEvent event;
    XNextEvent(d, &event);
  }
}

int ssx_floor_run(const char *display_name, int with_x, int width, int height, int strip,
                  int fps, int warmup, int frames, ssx_floor_result *out) {
  if (!out || fps <= 0 || fps > 1000 || warmup < 0 || warmup > 1000000 || frames <= 0 ||
      frames > 1000000 || width <= 0 || height <= 0 || strip <= 0 || strip > height)
    return -4;
  floor_x x;
  memset(&x, 0, sizeof x);
  if (with_x) {
    int status = floor_x_open(&x, display_name, width, height);
    if (status != 0) {
      floor_x_close(&x);
      return status;
    }
  }
  // Asynchronous X errors during the run are recorded, not fatal to the calling process.
  XErrorHandler old = with_x ? ssx_trap_x_errors() : NULL;
  unsigned long long period = 1000000000ull / (unsigned long long)fps;
  unsigned long long deadline = floor_now(CLOCK_MONOTONIC) + period;
  unsigned long long cpu0 = 0, wall0 = 0;
  for (int f = 0; f < warmup + frames; f++) {
    if (f == warmup) {
      cpu0 = floor_now(CLOCK_THREAD_CPUTIME_ID);
      wall0 = floor_now(CLOCK_MONOTONIC);
    }
    if (with_x) {
      floor_read_events(x.display);
      int row = height - strip;
      memset((char *)x.image.image->data + (size_t)row * (size_t)x.image.image->bytes_per_line,
             0x40 + f % 128, (size_t)strip * (size_t)x.image.image->bytes_per_line);
      XCopyArea(x.display, x.window, x.window, x.copy_gc, 0, strip, (unsigned)width,
                (unsigned)row, 0, 0);
      XShmPutImage(x.display, x.window, x.put_gc, x.image.image, 0, row, 0, row,
                   (unsigned)width, (unsigned)strip, True);
      XFlush(x.display);
    }
    // As the app's FramePacer: a late frame skips the deadlines it missed (no catch-up burst).
    unsigned long long now = floor_now(CLOCK_MONOTONIC);
    if (now >= deadline) deadline += ((now - deadline) / period + 1) * period;
    struct timespec until = {(time_t)(deadline / 1000000000ull),
                             (long)(deadline % 1000000000ull)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, NULL) == EINTR) {
    }
    deadline += period;
  }
  out->cpu_ns = floor_now(CLOCK_THREAD_CPUTIME_ID) - cpu0;
  out->wall_ns = floor_now(CLOCK_MONOTONIC) - wall0;
  out->frames = frames;
  if (with_x) {
    XSync(x.display, False);
    XSetErrorHandler(old);
    floor_x_close(&x);
  }
  return 0;
}
