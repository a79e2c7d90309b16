#pragma once
// Private to CX11PresentC (not under include/: Swift never sees it): the MIT-SHM image and
// the X error trap that x11_present.c (the app's present) and x11_floor.c (the benchmark's
// floor loop) share.
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>

/// One shared-memory image and its segment.
typedef struct {
  XShmSegmentInfo shm;
  XImage *image;  // NULL when there is none
  int attached;   // the server attached the segment (detach before freeing)
} ssx_shm_image;

/// Installs a handler that records X errors instead of ending the process, clears the
/// record, and returns the handler it replaced (give that back with XSetErrorHandler).
XErrorHandler ssx_trap_x_errors(void);
/// Whether an X error arrived since the trap was installed or the record cleared.
int ssx_x_errors_seen(void);
/// Clears the record of X errors.
void ssx_clear_x_errors(void);

/// Creates a `width` x `height` ZPixmap image of 32-bit little-endian pixels in a new
/// shared-memory segment, attached by the server (`server_read_only`: the server may not
/// write it) and already marked for removal (freed once both sides detach). Returns 0, or -1
/// with a static reason in `*failure` and nothing left allocated.
int ssx_shm_image_create(Display *display, Visual *visual, int depth, int width, int height,
                         int server_read_only, ssx_shm_image *out, const char **failure);
/// Detaches (when attached) and frees `image`, leaving it empty; does not XSync.
void ssx_shm_image_destroy(Display *display, ssx_shm_image *image);
