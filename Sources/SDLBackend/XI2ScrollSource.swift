import CSDL2
import CX11PresentC
import CXInput2
import ScrollCore

/// XInput 2.1 smooth scrolling beside SDL 2 on X11: the thin layer that talks to the server
/// (through the CXInput2 shim) and feeds `XI2ScrollDecoder`.
///
/// SDL 2.26's X11 backend reads every scroll as whole wheel clicks (core buttons 4-7), and
/// SDL's pull request for XI2 smooth scrolling (libsdl-org/SDL #5382) never went into SDL 2.
/// This source opens the app's own X connection and selects XI2 raw motion and raw button
/// presses on the root window: raw events go to every client that asks, so SDL keeps its
/// core clicks and motion (a second client selecting XI2 button or motion events on SDL's
/// window would take them from SDL). Touch events are not selected. Scroll is applied only
/// while SDL reports the pointer in the app's window. Main thread only.
@MainActor public final class XI2ScrollSource {
  private let source: UnsafeMutablePointer<sxi_source>
  /// The decoder: device table, increments, accumulators.
  public private(set) var decoder: XI2ScrollDecoder
  /// Raw events read so far.
  public private(set) var eventsRead = 0
  /// Times the device table was read: once at the start, again on every hierarchy or class
  /// change (hot-plug, a device switching its classes).
  public private(set) var deviceReloads = 0
  /// The XI minor version the server agreed to (2.x).
  public let minorVersion: Int
  private var raw = sxi_event()

  /// Why the last `init` returned nil.
  public static var lastFailure: String { String(cString: sxi_failure()) }

  /// Opens the XI2 path for `window`; nil when it is not on X11 or the server lacks XI 2.1
  /// (see `lastFailure`).
  /// - Parameter window: the app's SDL window.
  public init?(window: SDLWindow) {
    guard let s = sxi_open(window.window) else { return nil }
    source = s
    minorVersion = Int(sxi_minor_version(s))
    decoder = XI2ScrollDecoder()
    reloadDevices()
  }

  isolated deinit { sxi_close(source) }

  /// The pointer devices the server lists now.
  public func queryDevices() -> [XI2Device] {
    let capacity = 64
    var buffer = [sxi_device](repeating: sxi_device(), count: capacity)
    let n = Int(sxi_query_devices(source, &buffer, Int32(capacity)))
    return buffer.prefix(max(0, n)).compactMap(Self.device(from:))
  }

  /// Reads the device table again into the decoder.
  public func reloadDevices() {
    decoder.setDevices(queryDevices())
    deviceReloads += 1
  }

  /// Forgets absolute valuator bases (call when the pointer enters the window).
  public func pointerEntered() { decoder.resetAccumulators() }

  /// True when events wait on the XI2 connection.
  public var hasPending: Bool { sxi_pending(source) != 0 }

  /// True when neither this source's connection nor the Xlib connection `display` (SDL's)
  /// has anything to read: one poll() for both.
  /// - Parameter display: another Xlib `Display *`.
  func isIdle(alongWith display: UnsafeMutableRawPointer) -> Bool {
    sxi_both_idle(source, display) != 0
  }

  /// Reads every waiting raw event and returns the decoded scrolls, in order. Device changes
  /// (hierarchy changes, a device's classes changing; not a master switching between its
  /// physical devices) reload the table once before the events after them are decoded.
  public func drain() -> [XI2Scroll] {
    var out: [XI2Scroll] = []
    var stale = false
    while sxi_next(source, &raw) != 0 {
      guard raw.kind != 0 else { continue }
      eventsRead += 1
      if raw.kind == 3 {
        stale = true  // several changes in a row: one reload
        continue
      }
      if stale {
        reloadDevices()
        stale = false
      }
      if let scroll = decoder.decode(Self.event(from: raw)) { out.append(scroll) }
    }
    if stale { reloadDevices() }
    return out
  }

  /// Waits until the XI2 connection or the file descriptor `otherFD` (SDL's X socket; -1 for
  /// none) has something to read, or `timeout` seconds passed.
  /// - Parameters:
  ///   - otherFD: another socket to wake on.
  ///   - timeout: the longest wait, seconds.
  /// - Returns: true when something is readable.
  public func wait(otherFD: Int32, timeout: Double) -> Bool {
    let ms = Int32(max(0, min(60, timeout.isFinite ? timeout : 0)) * 1000)
    return sxi_wait(source, otherFD, ms) != 0
  }

  static func device(from d: sxi_device) -> XI2Device? {
    guard let use = XI2DeviceUse(rawValue: Int(d.use)) else { return nil }
    let name = withUnsafeBytes(of: d.name) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    var classes: [XI2ScrollClass] = []
    withUnsafeBytes(of: d.scroll) { bytes in
      let list = bytes.bindMemory(to: sxi_scroll_class.self)
      for c in list.prefix(Int(d.scroll_count)) {
        classes.append(
          XI2ScrollClass(
            number: Int(c.number), axis: c.vertical != 0 ? .vertical : .horizontal,
            increment: c.increment))
      }
    }
    var relative = Set<Int>()
    withUnsafeBytes(of: d.valuator_relative) { bytes in
      for (i, v) in bytes.bindMemory(to: Int32.self).prefix(Int(d.valuator_count)).enumerated()
      where v != 0 {
        relative.insert(i)
      }
    }
    var libinput: LibinputTraits?
    if d.libinput != 0 {
      libinput = LibinputTraits(
        hasTapping: d.libinput_tapping != 0, twoFingerScroll: d.libinput_methods.0 == 1,
        edgeScroll: d.libinput_methods.1 == 1)
    }
    return XI2Device(
      id: Int(d.id), name: name, use: use, scrollClasses: classes, relativeValuators: relative,
      libinput: libinput, synaptics: d.synaptics != 0, dependentTouch: d.dependent_touch != 0)
  }

  static func event(from e: sxi_event) -> XI2RawEvent {
    var valuators: [XI2Valuator] = []
    withUnsafeBytes(of: e.numbers) { numbers in
      withUnsafeBytes(of: e.values) { values in
        let n = numbers.bindMemory(to: Int32.self)
        let v = values.bindMemory(to: Double.self)
        for i in 0..<min(Int(e.count), n.count) {
          valuators.append(XI2Valuator(number: Int(n[i]), value: v[i]))
        }
      }
    }
    return XI2RawEvent(
      kind: e.kind == 2 ? .buttonPress : .motion, sourceID: Int(e.sourceid),
      detail: Int(e.detail), emulated: e.emulated != 0, valuators: valuators)
  }
}
