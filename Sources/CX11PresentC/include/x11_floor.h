#pragma once
// The platform floor of a paced software window (scroll-bench, section "app"): what the least
// a 60 Hz X11 client does each frame costs in CPU on this machine, with no app and no drawing.
// See x11_floor.c.

/// What one floor run measured.
typedef struct ssx_floor_result {
  /// CPU time of the calling thread over the measured frames, nanoseconds.
  unsigned long long cpu_ns;
  /// Wall time over the measured frames, nanoseconds.
  unsigned long long wall_ns;
  /// Frames measured.
  int frames;
} ssx_floor_result;

/// Runs `warmup` + `frames` frames paced to `fps` on a fixed grid of deadlines (an absolute
/// clock_nanosleep each; a late frame skips the deadlines it missed, as the app's FramePacer)
/// and measures the last `frames`. With `with_x` 0 the loop only sleeps. With `with_x` 1 it
/// opens `display_name` (NULL or "": the DISPLAY variable), maps a `width` x `height` window
/// and, each frame, makes the present calls the app makes for a list scrolled by `strip`
/// pixels, without its drawing: reads the events received (one socket read), has the server
/// move the window's pixels up by `strip` rows (XCopyArea), fills a `strip`-row band of a
/// MIT-SHM image with one grey and puts it at the bottom (XShmPutImage asking for a
/// completion, XFlush). Unlike the app it uses one image and never waits for a completion.
/// Returns 0 and fills `out`; -1 when the display cannot be opened, -2 without MIT-SHM or a
/// 24/32-bit visual, -3 when the shared image cannot be made, -4 for bad arguments (`fps`
/// outside 1...1000, `frames` outside 1...1,000,000, `warmup` outside 0...1,000,000, a size
/// or `strip` not positive, or `strip` taller than the window).
int ssx_floor_run(const char *display_name, int with_x, int width, int height, int strip,
                  int fps, int warmup, int frames, ssx_floor_result *out);
