// The platform floor (include/x11_floor.h): a paced loop that does only the system work every
// frame of the real window also does (sleep, read events, move and put pixels), measured with
// the thread's CPU clock. The app's CPU per frame minus this is what the app itself costs.
#include "x11_floor.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>

static unsigned long long floor_now(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

static int floor_x_failed;
static int floor_error_handler(Display *d, XErrorEvent *e) {
  (void)d;
  (void)e;
  floor_x_failed = 1;
  return 0;
}

/// The X side of one run: connection, window, image and GC, or what failed.
typedef struct {
  Display *display;
  Window window;
  GC gc;
  XImage *image;
  XShmSegmentInfo shm;
  int attached;
} floor_x;

static void floor_x_close(floor_x *x) {
  if (x->attached) XShmDetach(x->display, &x->shm);
  if (x->image) {
    x->image->data = NULL;
    XDestroyImage(x->image);
  }
  if (x->shm.shmaddr && x->shm.shmaddr != (char *)-1) shmdt(x->shm.shmaddr);
  if (x->gc) XFreeGC(x->display, x->gc);
  if (x->window) XDestroyWindow(x->display, x->window);
  if (x->display) XCloseDisplay(x->display);
}

static int floor_x_open(floor_x *x, const char *name, int width, int height) {
  memset(x, 0, sizeof *x);
  x->display = XOpenDisplay(name);
  if (!x->display) return -1;
  int screen = DefaultScreen(x->display);
  Visual *visual = DefaultVisual(x->display, screen);
  int depth = DefaultDepth(x->display, screen);
  if (!XShmQueryExtension(x->display) || (depth != 24 && depth != 32)) return -2;
  x->window = XCreateSimpleWindow(x->display, RootWindow(x->display, screen), 0, 0,
                                  (unsigned)width, (unsigned)height, 0, 0, 0);
  XSelectInput(x->display, x->window, ExposureMask | StructureNotifyMask | PointerMotionMask);
  XMapWindow(x->display, x->window);
  x->gc = XCreateGC(x->display, x->window, 0, NULL);
  x->image = XShmCreateImage(x->display, visual, (unsigned)depth, ZPixmap, NULL, &x->shm,
                             (unsigned)width, (unsigned)height);
  if (!x->image) return -3;
  x->shm.shmid = shmget(IPC_PRIVATE, (size_t)x->image->bytes_per_line * (size_t)height,
                        IPC_CREAT | 0600);
  if (x->shm.shmid < 0) return -3;
  x->shm.shmaddr = x->image->data = shmat(x->shm.shmid, NULL, 0);
  shmctl(x->shm.shmid, IPC_RMID, NULL);  // freed once both sides detach
  if (x->shm.shmaddr == (char *)-1) return -3;
  x->shm.readOnly = False;
  floor_x_failed = 0;
  XErrorHandler old = XSetErrorHandler(floor_error_handler);
  x->attached = XShmAttach(x->display, &x->shm) ? 1 : 0;
  XSync(x->display, False);
  XSetErrorHandler(old);
  if (!x->attached || floor_x_failed) {
    x->attached = 0;
    return -3;
  }
  return 0;
}

int ssx_floor_run(const char *display_name, int with_x, int width, int height, int strip,
                  int fps, int warmup, int frames, ssx_floor_result *out) {
  if (!out || fps <= 0 || fps > 1000 || warmup < 0 || frames <= 0 || width <= 0 ||
      height <= 0 || strip <= 0 || strip > height)
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
  unsigned long long period = 1000000000ull / (unsigned long long)fps;
  unsigned long long deadline = floor_now(CLOCK_MONOTONIC) + period;
  unsigned long long cpu0 = 0, wall0 = 0;
  for (int f = 0; f < warmup + frames; f++) {
    if (f == warmup) {
      cpu0 = floor_now(CLOCK_THREAD_CPUTIME_ID);
      wall0 = floor_now(CLOCK_MONOTONIC);
    }
    if (with_x) {
      while (XPending(x.display) > 0) {
        XEvent event;
        XNextEvent(x.display, &event);
      }
      int row = height - strip;
      memset(x.image->data + (size_t)row * (size_t)x.image->bytes_per_line, 0x40 + f % 128,
             (size_t)strip * (size_t)x.image->bytes_per_line);
      XCopyArea(x.display, x.window, x.window, x.gc, 0, strip, (unsigned)width,
                (unsigned)row, 0, 0);
      XShmPutImage(x.display, x.window, x.gc, x.image, 0, row, 0, row, (unsigned)width,
                   (unsigned)strip, True);
      XFlush(x.display);
    }
    struct timespec until = {(time_t)(deadline / 1000000000ull),
                             (long)(deadline % 1000000000ull)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, NULL) == EINTR) {
    }
    deadline += period;
  }
  out->cpu_ns = floor_now(CLOCK_THREAD_CPUTIME_ID) - cpu0;
  out->wall_ns = floor_now(CLOCK_MONOTONIC) - wall0;
  out->frames = frames;
  if (with_x) floor_x_close(&x);
  return 0;
}
