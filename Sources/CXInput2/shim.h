#pragma once
// XInput 2.1 smooth scrolling beside SDL 2 (see XI2ScrollSource.swift).
//
// SDL 2's X11 backend reads wheel motion as core buttons 4-7 only. This shim opens the app's
// own connection to SDL's X server and selects XI2 *raw* events on the root window: raw events
// go to every client that asks, so SDL keeps its core clicks and motion (selecting XI_Motion or
// XI_ButtonPress on SDL's window would take them away from SDL). Touch events are not selected.
// Everything else (device table, decoding, classification) is Swift, testable without a
// server. Device classes and libinput properties are read the way GTK does it
// (GNOME/gtk gdk/x11/gdkdevicemanager-xi2.c: scroll classes per device, touchpads by their
// libinput/synaptics properties) and Chromium
// (chromium/chromium ui/events/devices/x11/device_data_manager_x11.cc: scroll valuators
// keyed by source device, touchpads by libinput's scroll methods).
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>

/// The app's XI2 connection.
typedef struct sxi_source {
  Display *display;  // our own connection (same server as SDL's)
  int opcode;        // XInputExtension's major opcode
  int major, minor;  // the XI version the server agreed to
} sxi_source;

/// One scroll class of a device (XIScrollClassInfo).
typedef struct sxi_scroll_class {
  int number;        // valuator number
  int vertical;      // 1 vertical, 0 horizontal
  double increment;  // valuator change of one wheel click (may be negative)
} sxi_scroll_class;

enum { SXI_MAX_SCROLL = 4, SXI_MAX_VALUATORS = 32, SXI_NAME = 128 };

/// One XI2 device as the shim reports it.
typedef struct sxi_device {
  int id;
  int use;         // XIMasterPointer 1, XIMasterKeyboard 2, XISlavePointer 3, XISlaveKeyboard 4, XIFloatingSlave 5
  int enabled;
  char name[SXI_NAME];
  int scroll_count;
  sxi_scroll_class scroll[SXI_MAX_SCROLL];
  int valuator_count;
  int valuator_relative[SXI_MAX_VALUATORS];  // 1 relative, 0 absolute, by valuator number
  int button_count;
  int dependent_touch;       // an XITouchClass in dependent mode (a touchpad that reports touches)
  int libinput;              // has libinput properties at all
  int libinput_tapping;      // has "libinput Tapping Enabled" (touchpads only)
  int libinput_methods[3];   // "libinput Scroll Methods Available": two-finger, edge, button; -1 unknown
  int synaptics;             // has "Synaptics Off" (the synaptics touchpad driver)
} sxi_device;

/// One raw event, flattened.
typedef struct sxi_event {
  int kind;       // 0 none, 1 raw motion, 2 raw button press, 3 devices changed
  int deviceid;   // the master for raw events selected on XIAllMasterDevices
  int sourceid;   // the physical (slave) device
  int detail;     // button number for button presses
  int emulated;   // XIPointerEmulated: a button press the server made from scroll valuators
  int count;
  int numbers[SXI_MAX_VALUATORS];
  double values[SXI_MAX_VALUATORS];
} sxi_event;

static const char *sxi_last_failure = "";
static int sxi_x_error_seen = 0;
static inline int sxi_error_handler(Display *d, XErrorEvent *e) {
  (void)d; (void)e;
  sxi_x_error_seen = 1;
  return 0;
}
/// Why the last sxi_open failed (static text).
static inline const char *sxi_failure(void) { return sxi_last_failure; }

/// Opens a connection to the server of SDL's X11 window `window` and selects raw motion and
/// raw button presses of master pointers, device hierarchy and class changes on the root
/// window. NULL when the window is not on X11 or the server has no XInput 2.1 (sxi_failure()).
static inline sxi_source *sxi_open(SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info)) { sxi_last_failure = "no window manager info"; return NULL; }
  if (info.subsystem != SDL_SYSWM_X11) { sxi_last_failure = "not an X11 window"; return NULL; }
  Display *d = XOpenDisplay(DisplayString(info.info.x11.display));
  if (!d) { sxi_last_failure = "cannot open a second X connection"; return NULL; }
  int opcode = 0, event = 0, error = 0;
  if (!XQueryExtension(d, "XInputExtension", &opcode, &event, &error)) {
    XCloseDisplay(d);
    sxi_last_failure = "the X server has no XInputExtension";
    return NULL;
  }
  int major = 2, minor = 2;
  if (XIQueryVersion(d, &major, &minor) != Success || major < 2 || (major == 2 && minor < 1)) {
    XCloseDisplay(d);
    sxi_last_failure = "the X server has no XInput 2.1 (smooth scrolling)";
    return NULL;
  }
  unsigned char raw[XIMaskLen(XI_LASTEVENT)];
  unsigned char all[XIMaskLen(XI_LASTEVENT)];
  memset(raw, 0, sizeof raw);
  memset(all, 0, sizeof all);
  XISetMask(raw, XI_RawMotion);
  XISetMask(raw, XI_RawButtonPress);
  XISetMask(all, XI_HierarchyChanged);
  XISetMask(all, XI_DeviceChanged);
  XIEventMask masks[2] = {
      {XIAllMasterDevices, (int)sizeof raw, raw},
      {XIAllDevices, (int)sizeof all, all},
  };
  XISelectEvents(d, DefaultRootWindow(d), masks, 2);
  XFlush(d);
  sxi_source *s = (sxi_source *)calloc(1, sizeof *s);
  if (!s) { XCloseDisplay(d); sxi_last_failure = "out of memory"; return NULL; }
  s->display = d;
  s->opcode = opcode;
  s->major = major;
  s->minor = minor;
  return s;
}

static inline void sxi_close(sxi_source *s) {
  if (!s) return;
  XCloseDisplay(s->display);
  free(s);
}

static inline int sxi_minor_version(sxi_source *s) { return s->minor; }

/// Fills `flag` with whether the device has the property `name`, and `values` (up to `n`
/// 8-bit items) when it does. Returns the number of items read, -1 when absent.
static inline int sxi_property(sxi_source *s, int device, const char *name, int *values, int n) {
  Atom prop = XInternAtom(s->display, name, True);
  if (prop == None) return -1;
  Atom type = None;
  int format = 0;
  unsigned long items = 0, after = 0;
  unsigned char *data = NULL;
  if (XIGetProperty(s->display, device, prop, 0, 16, False, AnyPropertyType, &type, &format, &items,
                    &after, &data) != Success || type == None) {
    if (data) XFree(data);
    return -1;
  }
  int read = 0;
  if (format == 8 && data) {
    for (unsigned long i = 0; i < items && read < n; i++) values[read++] = data[i];
  }
  if (data) XFree(data);
  return read;
}

/// Writes up to `max` pointer devices (masters and slaves; keyboards left out) into `out`;
/// returns how many.
static inline int sxi_query_devices(sxi_source *s, sxi_device *out, int max) {
  int n = 0;
  // A device unplugged while it is read gives BadDevice: ignored (the table is read again on
  // the hierarchy event that follows), never Xlib's default handler, which exits.
  sxi_x_error_seen = 0;
  int (*old)(Display *, XErrorEvent *) = XSetErrorHandler(sxi_error_handler);
  XIDeviceInfo *list = XIQueryDevice(s->display, XIAllDevices, &n);
  if (!list) {
    XSync(s->display, False);
    XSetErrorHandler(old);
    return 0;
  }
  int written = 0;
  for (int i = 0; i < n && written < max; i++) {
    XIDeviceInfo *info = &list[i];
    if (info->use == XIMasterKeyboard || info->use == XISlaveKeyboard) continue;
    sxi_device *d = &out[written++];
    memset(d, 0, sizeof *d);
    d->id = info->deviceid;
    d->use = info->use;
    d->enabled = info->enabled;
    strncpy(d->name, info->name ? info->name : "", SXI_NAME - 1);
    for (int c = 0; c < info->num_classes; c++) {
      XIAnyClassInfo *any = info->classes[c];
      if (any->type == XIScrollClass && d->scroll_count < SXI_MAX_SCROLL) {
        XIScrollClassInfo *sc = (XIScrollClassInfo *)any;
        sxi_scroll_class *out_class = &d->scroll[d->scroll_count++];
        out_class->number = sc->number;
        out_class->vertical = sc->scroll_type == XIScrollTypeVertical;
        out_class->increment = sc->increment;
      } else if (any->type == XIValuatorClass) {
        XIValuatorClassInfo *vc = (XIValuatorClassInfo *)any;
        if (vc->number >= 0 && vc->number < SXI_MAX_VALUATORS) {
          d->valuator_relative[vc->number] = vc->mode == XIModeRelative;
          if (vc->number + 1 > d->valuator_count) d->valuator_count = vc->number + 1;
        }
      } else if (any->type == XIButtonClass) {
        d->button_count = ((XIButtonClassInfo *)any)->num_buttons;
      } else if (any->type == XITouchClass) {
        if (((XITouchClassInfo *)any)->mode == XIDependentTouch) d->dependent_touch = 1;
      }
    }
    d->libinput_methods[0] = d->libinput_methods[1] = d->libinput_methods[2] = -1;
    if (info->use == XISlavePointer || info->use == XIFloatingSlave) {
      int v[3] = {0, 0, 0};
      d->libinput = sxi_property(s, info->deviceid, "libinput Send Events Mode Enabled", v, 2) >= 0 ||
                    sxi_property(s, info->deviceid, "libinput Accel Speed", v, 0) >= 0;
      d->libinput_tapping = sxi_property(s, info->deviceid, "libinput Tapping Enabled", v, 1) >= 0;
      int m = sxi_property(s, info->deviceid, "libinput Scroll Methods Available", v, 3);
      if (m >= 0) d->libinput = 1;
      for (int k = 0; k < m && k < 3; k++) d->libinput_methods[k] = v[k];
      d->synaptics = sxi_property(s, info->deviceid, "Synaptics Off", v, 1) >= 0;
    }
  }
  XIFreeDeviceInfo(list);
  XSync(s->display, False);
  XSetErrorHandler(old);
  return written;
}

/// 1 when events wait on our connection (already queued or readable on the socket).
static inline int sxi_pending(sxi_source *s) {
  if (XQLength(s->display) > 0) return 1;
  struct pollfd fd = {ConnectionNumber(s->display), POLLIN, 0};
  return poll(&fd, 1, 0) > 0 ? 1 : 0;
}

/// 1 when neither our connection nor the Xlib connection `other` (SDL's) has anything for
/// its client: nothing queued and nothing readable on either socket, found with one poll()
/// for both (what sxi_pending and a separate check of the other connection would ask in two).
static inline int sxi_both_idle(sxi_source *s, void *other) {
  Display *o = (Display *)other;
  if (XQLength(s->display) > 0 || XQLength(o) > 0) return 0;
  struct pollfd fds[2] = {{ConnectionNumber(s->display), POLLIN, 0}, {ConnectionNumber(o), POLLIN, 0}};
  return poll(fds, 2, 0) == 0 ? 1 : 0;
}

/// Reads the next event without blocking into `out`; returns 0 when there is none. Events of
/// no interest come back as kind 0 with a return of 1 (keep reading).
static inline int sxi_next(sxi_source *s, sxi_event *out) {
  if (XPending(s->display) == 0) return 0;
  XEvent ev;
  XNextEvent(s->display, &ev);
  memset(out, 0, sizeof *out);
  if (ev.type != GenericEvent || ev.xcookie.extension != s->opcode) return 1;
  if (!XGetEventData(s->display, &ev.xcookie)) return 1;
  switch (ev.xcookie.evtype) {
  case XI_RawMotion:
  case XI_RawButtonPress: {
    XIRawEvent *raw = (XIRawEvent *)ev.xcookie.data;
    out->kind = ev.xcookie.evtype == XI_RawMotion ? 1 : 2;
    out->deviceid = raw->deviceid;
    out->sourceid = raw->sourceid;
    out->detail = raw->detail;
    out->emulated = (raw->flags & XIPointerEmulated) ? 1 : 0;
    const double *v = raw->raw_values;
    for (int i = 0; i < raw->valuators.mask_len * 8 && out->count < SXI_MAX_VALUATORS; i++) {
      if (XIMaskIsSet(raw->valuators.mask, i)) {
        out->numbers[out->count] = i;
        out->values[out->count] = *v++;
        out->count++;
      }
    }
    break;
  }
  case XI_HierarchyChanged:
    out->kind = 3;
    break;
  case XI_DeviceChanged:
    // A master reports XISlaveSwitch each time another physical device drives it (a hand
    // moving from touchpad to mouse): nothing about the devices changed, and re-reading the
    // table costs round trips. Only a device whose own classes changed counts.
    if (((XIDeviceChangedEvent *)ev.xcookie.data)->reason == XIDeviceChange) out->kind = 3;
    break;
  default:
    break;
  }
  XFreeEventData(s->display, &ev.xcookie);
  return 1;
}

/// Waits until our connection or `other_fd` (SDL's X connection; -1 for none) has something
/// to read, or `timeout_ms` passed. Returns 1 when something is readable.
static inline int sxi_wait(sxi_source *s, int other_fd, int timeout_ms) {
  if (XQLength(s->display) > 0) return 1;
  struct pollfd fds[2] = {{ConnectionNumber(s->display), POLLIN, 0}, {other_fd, POLLIN, 0}};
  return poll(fds, other_fd >= 0 ? 2 : 1, timeout_ms) > 0 ? 1 : 0;
}

/// The socket of an Xlib connection (SDL's, from ssx_sdl_display), for sxi_wait.
static inline int sxi_connection_fd(void *display) { return ConnectionNumber((Display *)display); }
