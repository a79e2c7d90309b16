#pragma once
// Asynchronous X11 MIT-SHM presentation for SDL software windows: the C API Swift sees
// (X11ShmPresenter.swift, EventPump.swift). The implementation, and everything of Xlib, is in
// x11_present.c: Swift never sees Xlib's macros and unions.
#include <SDL2/SDL.h>

/// A presenter: its own X connection, the window, two shared-memory images.
typedef struct ssx_presenter ssx_presenter;

/// Why the last ssx_open or ssx_resize failed (static text).
const char *ssx_failure(void);

/// Opens a presenter for `window` when it is an X11 window on a display with MIT-SHM and a
/// 24-bit TrueColor or DirectColor visual with XRGB8888 masks, with both images `width` x
/// `height` pixels; NULL otherwise (see ssx_failure()).
ssx_presenter *ssx_open(SDL_Window *window, int width, int height);
/// Whether the X server showing `window` offers direct rendering to clients (the DRI3 or DRI2
/// extension): 1 when it does, 0 when it does not (Xvfb, most remote servers: OpenGL there
/// can only be Mesa's CPU rasterizer or indirect GLX), -1 when the window is not on X11.
/// Asks the server over SDL's own connection; no OpenGL library is loaded.
int ssx_offers_direct_rendering(SDL_Window *window);
/// Waits for puts in flight, frees the images and the connection.
void ssx_close(ssx_presenter *p);
/// (Re)creates both images at `width` x `height` pixels; 0 on success.
int ssx_resize(ssx_presenter *p, int width, int height);

/// The pixels of image `index` (0 or 1), ssx_pitch() bytes a row.
void *ssx_pixels(ssx_presenter *p, int index);
/// Bytes per row of both images.
int ssx_pitch(ssx_presenter *p);
/// Width of both images, pixels.
int ssx_width(ssx_presenter *p);
/// Height of both images, pixels.
int ssx_height(ssx_presenter *p);
/// 1 while image `index` was put and its ShmCompletion has not arrived.
int ssx_is_pending(ssx_presenter *p, int index);

/// Reads the events already received, without blocking.
void ssx_poll(ssx_presenter *p);
/// Blocks until the ShmCompletion for image `index` arrived (at most 500 ms).
void ssx_wait(ssx_presenter *p, int index);
/// Sends image `index` to the window and flushes; no XSync.
void ssx_put(ssx_presenter *p, int index);
/// Sends the `count` boxes (x, y, w, h quadruples in `boxes`) of image `index`, and flushes.
void ssx_put_boxes(ssx_presenter *p, int index, const int *boxes, int count);
/// Has the server move the window's pixels in (x, y, w, h) by (dx, dy) (not flushed).
void ssx_copy(ssx_presenter *p, int x, int y, int w, int h, int dx, int dy);
/// Changes whenever the window stops showing the last frame sent.
unsigned long ssx_generation(ssx_presenter *p);
/// Bumps the generation: the next frame is drawn and put whole.
void ssx_invalidate(ssx_presenter *p);

/// Reads the window's pixels at (x, y, w, h) into `out` (0x00RRGGBB, w per row); 0 on success.
int ssx_read_window(ssx_presenter *p, int x, int y, int w, int h, unsigned *out);
/// Reads the window's pixel at (x, y): 0xRRGGBB, or -1 when it cannot be read (off the
/// screen, unmapped; the X error is caught).
long ssx_read_window_pixel(ssx_presenter *p, int x, int y);
/// Reads the window at the `count` points (x, y pairs in `points`) into `out` (0xRRGGBB, or
/// -1 where it cannot be read), one round trip per point.
void ssx_read_window_pixels(ssx_presenter *p, const int *points, int count, long *out);
/// Puts image `index` into a pixmap of the window's depth and reads it back at the `count`
/// points (x, y pairs in `points`) into `out` (0xRRGGBB, or -1); 0 on success. For checking
/// the put path where the window itself cannot be read.
int ssx_read_put_pixels(ssx_presenter *p, int index, const int *points, int count,
                        long *out);

/// SDL's own X connection for `window`, or NULL when it is not an X11 window.
void *ssx_sdl_display(SDL_Window *window);
/// 1 when the X connection `display` has nothing queued or readable for its client.
int ssx_display_idle(void *display);
