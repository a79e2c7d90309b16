import ScrollCore

/// Scroll motion decoded from one XI2 raw event.
public struct XI2Scroll: Hashable, Sendable {
  /// Horizontal delta in wheel units (fractions of a click); positive toward the trailing
  /// edge, as SDL's `x` (button 7).
  public var dx: Double
  /// Vertical delta in wheel units; positive asks to see content further up, as SDL's `y`
  /// (button 4).
  public var dy: Double
  /// The physical device it came from.
  public var deviceID: Int
  /// The device, set when the scrolling device changed with this event (the first event
  /// after a switch, or of a device just plugged in); nil while the same device goes on.
  public var newDevice: ScrollSourceDevice?

  /// Creates a decoded scroll.
  /// - Parameters:
  ///   - dx: horizontal delta, wheel units.
  ///   - dy: vertical delta, wheel units.
  ///   - deviceID: the physical device.
  ///   - newDevice: the device, when it changed.
  public init(dx: Double, dy: Double, deviceID: Int, newDevice: ScrollSourceDevice? = nil) {
    self.dx = dx
    self.dy = dy
    self.deviceID = deviceID
    self.newDevice = newDevice
  }
}

/// Turns XI2 raw events into fractional scroll deltas: a table of each device's scroll
/// classes, valuator changes divided by the class's increment, whole clicks for buttons 4-7
/// of devices that scroll with buttons (Xvfb's XTEST pointer, old drivers), and none for the
/// presses the server emulates from scroll valuators (they would count twice).
///
/// Relative scroll valuators (libinput, XWayland) carry deltas in raw events; absolute ones
/// carry positions, and their deltas are the differences between successive values of the
/// same device: the first value after a device switch or after the pointer entered the
/// window only sets the base, as GTK and Chromium reset their scroll valuators
/// (GNOME/gtk gdk/x11/gdkdevicemanager-xi2.c, chromium/chromium
/// ui/events/devices/x11/device_data_manager_x11.cc, where a delta is the valuator's change
/// over its increment). Non-finite values and deltas over `maximumUnits` are dropped and
/// counted. A value type without X: tests feed it events as the server sends them.
public struct XI2ScrollDecoder: Sendable {
  /// The known devices by id.
  public private(set) var devices: [Int: XI2Device] = [:]
  /// The device that scrolled last.
  public private(set) var currentDevice: Int?
  /// Values dropped as non-finite or absurd.
  public private(set) var dropped = 0
  /// Largest accepted delta per event, wheel units.
  public static let maximumUnits = 1000.0

  /// Last absolute value per device and valuator.
  private var lastValues: [Int: [Int: Double]] = [:]
  /// The device of the last scroll-valuator event.
  private var lastValuatorDevice: Int?

  /// Creates a decoder knowing `devices`.
  /// - Parameter devices: the server's pointer devices.
  public init(devices: [XI2Device] = []) {
    setDevices(devices)
  }

  /// Replaces the device table (devices plugged in, removed or changed). Devices that are
  /// gone or changed forget their accumulated values; a current device that is gone is
  /// forgotten, so its successor is reported anew.
  /// - Parameter list: the server's pointer devices now.
  public mutating func setDevices(_ list: [XI2Device]) {
    var table: [Int: XI2Device] = [:]
    for d in list { table[d.id] = d }
    for (id, old) in devices where table[id] != old { lastValues[id] = nil }
    if let current = currentDevice, table[current] != devices[current] { currentDevice = nil }
    devices = table
  }

  /// Forgets every absolute valuator's base (the pointer entered the window: values moved
  /// elsewhere must not count).
  public mutating func resetAccumulators() {
    lastValues.removeAll(keepingCapacity: true)
  }

  /// The scroll in `event`, or nil when it carries none.
  /// - Parameter event: one raw event.
  /// - Returns: the deltas in wheel units with the device, nil for other events.
  public mutating func decode(_ event: XI2RawEvent) -> XI2Scroll? {
    switch event.kind {
    case .devicesChanged: return nil
    case .buttonPress: return decodeButton(event)
    case .motion: return decodeMotion(event)
    }
  }

  private mutating func decodeButton(_ event: XI2RawEvent) -> XI2Scroll? {
    guard !event.emulated else { return nil }
    let d: (Double, Double)
    switch event.detail {
    case 4: d = (0, 1)
    case 5: d = (0, -1)
    case 6: d = (-1, 0)
    case 7: d = (1, 0)
    default: return nil
    }
    return scroll(dx: d.0, dy: d.1, from: event.sourceID)
  }

  private mutating func decodeMotion(_ event: XI2RawEvent) -> XI2Scroll? {
    guard let device = devices[event.sourceID], !device.scrollClasses.isEmpty else { return nil }
    // The first scroll valuator event of a device after another device's: bases again.
    if lastValuatorDevice != event.sourceID { lastValues[event.sourceID] = nil }
    lastValuatorDevice = event.sourceID
    var dx = 0.0
    var dy = 0.0
    var found = false
    for v in event.valuators {
      guard let c = device.scrollClasses.first(where: { $0.number == v.number }) else { continue }
      guard v.value.isFinite else {
        dropped += 1
        continue
      }
      var change = v.value
      if !device.relativeValuators.contains(v.number) {
        let last = lastValues[event.sourceID]?[v.number]
        lastValues[event.sourceID, default: [:]][v.number] = v.value
        guard let last else { continue }
        change = v.value - last
      }
      let increment = c.increment != 0 && c.increment.isFinite ? c.increment : 1
      let units = change / increment
      guard units.isFinite, abs(units) <= Self.maximumUnits else {
        dropped += 1
        continue
      }
      found = true
      if c.axis == .vertical { dy -= units } else { dx += units }
    }
    guard found, dx != 0 || dy != 0 else { return nil }
    return scroll(dx: dx + 0, dy: dy + 0, from: event.sourceID)
  }

  private mutating func scroll(dx: Double, dy: Double, from id: Int) -> XI2Scroll {
    var newDevice: ScrollSourceDevice?
    if currentDevice != id {
      currentDevice = id
      newDevice =
        devices[id]?.scrollSource
        ?? ScrollSourceDevice(name: "XI2 device \(id)", kind: nil, source: .deltaPattern)
    }
    return XI2Scroll(dx: dx, dy: dy, deviceID: id, newDevice: newDevice)
  }
}
