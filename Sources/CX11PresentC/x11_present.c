// Asynchronous X11 MIT-SHM presentation for SDL software windows (see X11ShmPresenter.swift
// and include/x11_present.h for the API).
//
// Everything X11 lives here, behind a small C API, so Swift never sees Xlib's macros and
// unions. The presenter owns its own Display connection: SDL pumps (and drops) unknown
// events on its connection, so ShmCompletion events must arrive on one SDL never reads.
#include "x11_present.h"
#include "x11_shm.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14; older kernels refuse it (EINVAL): no harm
#endif

struct ssx_presenter {
  Display *display;   // our own connection (same server as SDL's)
  Window window;      // SDL's X window
  GC gc;
  GC copy_gc;         // for XCopyArea: reports what it could not copy (GraphicsExpose)
  unsigned long generation;  // bumped when the window's pixels stop being the last frame
  Visual *visual;
  int depth;
  int completion_type;
  int width, height;  // size of both images, pixels
  ssx_shm_image img[2];  // the two buffers
  int pending[2];     // put sent, ShmCompletion not yet received
  pthread_t populator;   // faults in the fresh images' pages (see ssx_populate)
  int populating;        // populator started and not joined yet
  void *populate_addr[2];
  size_t populate_bytes[2];
};

/// Faults in both images' pages ahead of their first frames, on a thread of its own, so the
/// main thread's first full draw does not take one shared-memory page fault per 4 kB page
/// (470 for 800x600, 3-4 ms here, all before the first present). MADV_POPULATE_WRITE maps
/// the pages writable without writing them: the main thread may draw into them meanwhile.
static void *ssx_populate(void *arg) {
  ssx_presenter *p = (ssx_presenter *)arg;
  for (int i = 0; i < 2; i++)
    if (p->populate_addr[i]) madvise(p->populate_addr[i], p->populate_bytes[i], MADV_POPULATE_WRITE);
  return NULL;
}

/// Waits for the populator (before the images are detached).
static void ssx_join_populator(ssx_presenter *p) {
  if (!p->populating) return;
  pthread_join(p->populator, NULL);
  p->populating = 0;
}

/// Why the last ssx_open failed (static text).
static const char *ssx_last_failure = "";
const char *ssx_failure(void) { return ssx_last_failure; }

static void ssx_free_images(ssx_presenter *p) {
  ssx_join_populator(p);
  for (int i = 0; i < 2; i++) {
    ssx_shm_image_destroy(p->display, &p->img[i]);
    p->pending[i] = 0;
  }
  XSync(p->display, False);
  p->width = p->height = 0;
}

/// Handles one event from our connection: put completions free their buffer; Expose and
/// GraphicsExpose (a copy that could not read hidden pixels) mean the window no longer
/// shows the last frame.
static void ssx_handle(ssx_presenter *p, XEvent *ev) {
  if (ev->type == p->completion_type) {
    ShmSeg seg = ((XShmCompletionEvent *)ev)->shmseg;
    for (int i = 0; i < 2; i++)
      if (p->img[i].shm.shmseg == seg) p->pending[i] = 0;
  } else if (ev->type == Expose || ev->type == GraphicsExpose) {
    p->generation++;
  }
}

/// Reads the events already received, without blocking: one read of the socket, then the
/// events it queued. (Asking with QueuedAfterReading for every event tried a read each
/// time: a frame's ShmCompletion and its moves' NoExpose events cost two or three recvmsg
/// calls that found nothing. Events arriving meanwhile are read by the next call.)
void ssx_poll(ssx_presenter *p) {
  if (XEventsQueued(p->display, QueuedAfterReading) <= 0) return;
  while (XQLength(p->display) > 0) {
    XEvent ev;
    XNextEvent(p->display, &ev);
    ssx_handle(p, &ev);
  }
}

/// Blocks until the ShmCompletion for buffer `index` arrived (or 500 ms passed: a put that
/// failed never completes; the frame is then merely at risk of tearing, never a hang).
void ssx_wait(ssx_presenter *p, int index) {
  int waited_ms = 0;
  while (p->pending[index]) {
    while (XPending(p->display) > 0) {
      XEvent ev;
      XNextEvent(p->display, &ev);
      ssx_handle(p, &ev);
    }
    if (!p->pending[index]) break;
    if (waited_ms >= 500) { p->pending[index] = 0; break; }
    struct pollfd fd = {ConnectionNumber(p->display), POLLIN, 0};
    poll(&fd, 1, 10);
    waited_ms += 10;
  }
}

/// (Re)creates both shared-memory images at `width` x `height`; 0 on success.
int ssx_resize(ssx_presenter *p, int width, int height) {
  ssx_wait(p, 0);
  ssx_wait(p, 1);
  ssx_free_images(p);
  if (width < 1) width = 1;
  if (height < 1) height = 1;
  for (int i = 0; i < 2; i++) {
    if (ssx_shm_image_create(p->display, p->visual, p->depth, width, height, 1, &p->img[i],
                             &ssx_last_failure) != 0) {
      ssx_free_images(p);
      return -1;
    }
  }
  p->width = width;
  p->height = height;
  p->generation++;
  for (int i = 0; i < 2; i++) {
    p->populate_addr[i] = p->img[i].shm.shmaddr;
    p->populate_bytes[i] =
        (size_t)p->img[i].image->bytes_per_line * (size_t)p->img[i].image->height;
  }
  p->populating = pthread_create(&p->populator, NULL, ssx_populate, p) == 0;
  return 0;
}

/// See include/x11_present.h.
int ssx_offers_direct_rendering(SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
  Display *d = info.info.x11.display;
  int opcode = 0, event = 0, error = 0;
  if (XQueryExtension(d, "DRI3", &opcode, &event, &error)) return 1;
  if (XQueryExtension(d, "DRI2", &opcode, &event, &error)) return 1;
  return 0;
}

/// Opens a presenter for `window` when it is an X11 window on a display with MIT-SHM and a
/// 24-bit TrueColor or DirectColor visual (Xvfb defaults to DirectColor, as SDL uses it)
/// with XRGB8888 masks; NULL otherwise (see ssx_failure()).
ssx_presenter *ssx_open(SDL_Window *window, int width, int height) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info)) { ssx_last_failure = "no window manager info"; return NULL; }
  if (info.subsystem != SDL_SYSWM_X11) { ssx_last_failure = "not an X11 window"; return NULL; }
  const char *name = DisplayString(info.info.x11.display);
  Display *d = XOpenDisplay(name);
  if (!d) { ssx_last_failure = "cannot open a second X connection"; return NULL; }
  int major = 0, minor = 0;
  Bool pixmaps = False;
  if (!XShmQueryVersion(d, &major, &minor, &pixmaps)) {
    XCloseDisplay(d);
    ssx_last_failure = "the X server has no MIT-SHM";
    return NULL;
  }
  XWindowAttributes attr;
  if (!XGetWindowAttributes(d, info.info.x11.window, &attr)) {
    XCloseDisplay(d);
    ssx_last_failure = "cannot read the window's attributes";
    return NULL;
  }
  Visual *v = attr.visual;
  if (attr.depth != 24 || (v->class != TrueColor && v->class != DirectColor) || v->red_mask != 0xff0000 ||
      v->green_mask != 0xff00 || v->blue_mask != 0xff) {
    static char why[160];
    snprintf(why, sizeof why,
             "the window's visual is not 24-bit XRGB8888 (depth %d, class %d, "
             "masks %lx %lx %lx)", attr.depth, v->class, v->red_mask, v->green_mask,
             v->blue_mask);
    XCloseDisplay(d);
    ssx_last_failure = why;
    return NULL;
  }
  ssx_presenter *p = (ssx_presenter *)calloc(1, sizeof *p);
  if (!p) { XCloseDisplay(d); ssx_last_failure = "out of memory"; return NULL; }
  p->display = d;
  p->window = info.info.x11.window;
  p->visual = v;
  p->depth = attr.depth;
  p->completion_type = XShmGetEventBase(d) + ShmCompletion;
  XGCValues values;
  values.graphics_exposures = False;  // no NoExpose event per put
  p->gc = XCreateGC(d, p->window, GCGraphicsExposures, &values);
  values.graphics_exposures = True;
  p->copy_gc = XCreateGC(d, p->window, GCGraphicsExposures, &values);
  // Expose events come to every client that asks; SDL keeps getting its own.
  XSelectInput(d, p->window, ExposureMask);
  if (ssx_resize(p, width, height) != 0) {
    XFreeGC(d, p->gc);
    XFreeGC(d, p->copy_gc);
    XCloseDisplay(d);
    free(p);
    return NULL;
  }
  return p;
}

void ssx_close(ssx_presenter *p) {
  if (!p) return;
  ssx_wait(p, 0);
  ssx_wait(p, 1);
  ssx_free_images(p);
  XFreeGC(p->display, p->gc);
  XFreeGC(p->display, p->copy_gc);
  XCloseDisplay(p->display);
  free(p);
}

void *ssx_pixels(ssx_presenter *p, int index) { return p->img[index].shm.shmaddr; }
int ssx_pitch(ssx_presenter *p) { return p->img[0].image ? p->img[0].image->bytes_per_line : 0; }
int ssx_width(ssx_presenter *p) { return p->width; }
int ssx_height(ssx_presenter *p) { return p->height; }
int ssx_is_pending(ssx_presenter *p, int index) { return p->pending[index]; }

/// Sends buffer `index` to the window (the server copies it later) and flushes; no XSync.
void ssx_put(ssx_presenter *p, int index) {
  XShmPutImage(p->display, p->window, p->gc, p->img[index].image, 0, 0, 0, 0,
               (unsigned)p->width, (unsigned)p->height, True);
  p->pending[index] = 1;
  XFlush(p->display);
}

/// Sends only the `count` boxes (x, y, w, h quadruples in `boxes`) of buffer `index`, and
/// flushes; nothing is sent for no boxes. Only the last put asks for a completion event
/// (the server handles requests in order).
void ssx_put_boxes(ssx_presenter *p, int index, const int *boxes, int count) {
  for (int i = 0; i < count; i++) {
    const int *b = boxes + 4 * i;
    XShmPutImage(p->display, p->window, p->gc, p->img[index].image, b[0], b[1], b[0], b[1],
                 (unsigned)b[2], (unsigned)b[3], i == count - 1 ? True : False);
  }
  if (count > 0) {
    p->pending[index] = 1;
    XFlush(p->display);
  }
}

/// Asks the server to move the window's pixels in (x, y, w, h) by (dx, dy) (XCopyArea, not
/// flushed: the puts that follow flush it). Pixels it cannot read (hidden, off screen) come
/// back as GraphicsExpose, which bumps the generation.
void ssx_copy(ssx_presenter *p, int x, int y, int w, int h, int dx, int dy) {
  XCopyArea(p->display, p->window, p->window, p->copy_gc, x, y, (unsigned)w, (unsigned)h,
            x + dx, y + dy);
}

unsigned long ssx_generation(ssx_presenter *p) { return p->generation; }

/// Reads the window's pixels at (x, y, w, h) from the server into `out` (0x00RRGGBB, w per
/// row) for tests; 0 on success.
int ssx_read_window(ssx_presenter *p, int x, int y, int w, int h, unsigned *out) {
  XSync(p->display, False);
  XImage *img = XGetImage(p->display, p->window, x, y, (unsigned)w, (unsigned)h, AllPlanes, ZPixmap);
  if (!img) return -1;
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++) out[j * w + i] = (unsigned)(XGetPixel(img, i, j) & 0xffffff);
  XDestroyImage(img);
  return 0;
}

/// SDL's own X connection for `window`, or NULL when it is not an X11 window.
void *ssx_sdl_display(SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
  return info.info.x11.display;
}

/// 1 when the X connection `display` has nothing for its client: no events already queued
/// (XQLength reads no socket) and nothing readable on its socket. One poll() instead of the
/// several reads of a full pump.
int ssx_display_idle(void *display) {
  Display *d = (Display *)display;
  if (XQLength(d) > 0) return 0;
  struct pollfd fd = {ConnectionNumber(d), POLLIN, 0};
  return poll(&fd, 1, 0) == 0 ? 1 : 0;
}

/// Reads `drawable` at the `count` points (x, y pairs in `points`) into `out`: 0xRRGGBB, or
/// -1 where the server refuses (a window pixel off the screen is a BadMatch, caught here
/// rather than ending the process). One XSync first (earlier errors are not counted), then
/// one round trip per point: XGetImage waits for its reply, and an error for it reaches
/// the handler before it returns.
static void ssx_read_pixels(ssx_presenter *p, Drawable drawable, const int *points, int count,
                            long *out) {
  XSync(p->display, False);
  XErrorHandler old = ssx_trap_x_errors();
  for (int i = 0; i < count; i++) {
    ssx_clear_x_errors();
    XImage *img = XGetImage(p->display, drawable, points[2 * i], points[2 * i + 1], 1, 1,
                            AllPlanes, ZPixmap);
    out[i] = (!img || ssx_x_errors_seen()) ? -1 : (long)(XGetPixel(img, 0, 0) & 0xffffff);
    if (img) XDestroyImage(img);
  }
  XSetErrorHandler(old);
}

long ssx_read_window_pixel(ssx_presenter *p, int x, int y) {
  int point[2] = {x, y};
  long v = -1;
  ssx_read_pixels(p, p->window, point, 1, &v);
  return v;
}

void ssx_read_window_pixels(ssx_presenter *p, const int *points, int count, long *out) {
  ssx_read_pixels(p, p->window, points, count, out);
}

int ssx_read_put_pixels(ssx_presenter *p, int index, const int *points, int count,
                        long *out) {
  if (!p->img[index].image || p->width < 1 || p->height < 1) return -1;
  Pixmap pixmap = XCreatePixmap(p->display, p->window, (unsigned)p->width,
                                (unsigned)p->height, (unsigned)p->depth);
  XShmPutImage(p->display, pixmap, p->gc, p->img[index].image, 0, 0, 0, 0, (unsigned)p->width,
               (unsigned)p->height, False);
  ssx_read_pixels(p, pixmap, points, count, out);
  XFreePixmap(p->display, pixmap);
  XSync(p->display, False);
  return 0;
}

void ssx_invalidate(ssx_presenter *p) { p->generation++; }
