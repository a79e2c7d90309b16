// The MIT-SHM image and X error trap shared by the present and the floor loop (x11_shm.h).
#include "x11_shm.h"

#include <X11/Xutil.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>

static int ssx_errors_seen = 0;
static int ssx_record_error(Display *d, XErrorEvent *e) {
  (void)d;
  (void)e;
  ssx_errors_seen = 1;
  return 0;
}

XErrorHandler ssx_trap_x_errors(void) {
  ssx_errors_seen = 0;
  return XSetErrorHandler(ssx_record_error);
}

int ssx_x_errors_seen(void) { return ssx_errors_seen; }

void ssx_clear_x_errors(void) { ssx_errors_seen = 0; }

void ssx_shm_image_destroy(Display *display, ssx_shm_image *s) {
  if (s->attached) XShmDetach(display, &s->shm);
  if (s->image) {
    s->image->data = NULL;  // the segment's memory, not Xlib's to free
    XDestroyImage(s->image);
  }
  if (s->shm.shmaddr && s->shm.shmaddr != (char *)-1) shmdt(s->shm.shmaddr);
  memset(s, 0, sizeof *s);
}

int ssx_shm_image_create(Display *display, Visual *visual, int depth, int width, int height,
                         int server_read_only, ssx_shm_image *out, const char **failure) {
  memset(out, 0, sizeof *out);
  XImage *img = XShmCreateImage(display, visual, (unsigned)depth, ZPixmap, NULL, &out->shm,
                                (unsigned)width, (unsigned)height);
  if (!img || img->bits_per_pixel != 32 || img->byte_order != LSBFirst) {
    if (img) XDestroyImage(img);
    memset(out, 0, sizeof *out);
    *failure = "the window's visual is not 32-bit little-endian pixels";
    return -1;
  }
  out->image = img;
  size_t bytes = (size_t)img->bytes_per_line * (size_t)img->height;
  out->shm.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0600);
  if (out->shm.shmid < 0) {
    ssx_shm_image_destroy(display, out);
    *failure = "shmget failed";
    return -1;
  }
  out->shm.shmaddr = img->data = (char *)shmat(out->shm.shmid, NULL, 0);
  if (out->shm.shmaddr == (char *)-1) {
    shmctl(out->shm.shmid, IPC_RMID, NULL);
    ssx_shm_image_destroy(display, out);
    *failure = "shmat failed";
    return -1;
  }
  out->shm.readOnly = server_read_only ? True : False;
  XErrorHandler old = ssx_trap_x_errors();
  XShmAttach(display, &out->shm);
  XSync(display, False);
  XSetErrorHandler(old);
  shmctl(out->shm.shmid, IPC_RMID, NULL);  // freed once both sides detach
  if (ssx_x_errors_seen()) {
    ssx_shm_image_destroy(display, out);  // never attached: not detached
    *failure = "XShmAttach failed (remote display?)";
    return -1;
  }
  out->attached = 1;
  // A new segment's pages are zero-filled by the kernel when first touched: clearing it here
  // would only fault in its pages before the first frame.
  return 0;
}
