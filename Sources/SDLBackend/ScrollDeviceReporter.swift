import ScrollCore

/// Puts a `.scrollDevice` event before a scroll event whenever its device differs from the
/// last one reported, so the interpreter, `--events-out` and recordings know where each
/// scroll came from. O(1).
public struct ScrollDeviceReporter: Hashable, Sendable {
  /// The device reported last.
  public private(set) var reported: ScrollSourceDevice?

  /// Creates a reporter that has reported nothing.
  public init() {}

  /// Notes `device` as the scrolling device; true when it differs from the last one.
  /// - Parameter device: the device the next scroll comes from.
  public mutating func change(to device: ScrollSourceDevice) -> Bool {
    guard device != reported else { return false }
    reported = device
    return true
  }

  /// The events to hand out for `scroll` from `device`: the device first when it changed.
  /// - Parameters:
  ///   - scroll: a wheel event.
  ///   - device: the device it came from.
  /// - Returns: one or two events, in order.
  public mutating func events(for scroll: InputEvent, from device: ScrollSourceDevice)
    -> [InputEvent]
  {
    guard change(to: device) else { return [scroll] }
    return [InputEvent(time: scroll.time, kind: .scrollDevice(device)), scroll]
  }

  /// The input events for decoded XI2 scrolls, as the event pump hands them out: each at
  /// its time, at `pointer` with `modifiers`, named by the decoder's device table.
  /// - Parameters:
  ///   - scroll: one decoded scroll.
  ///   - decoder: the decoder that produced it (its device table names the device).
  ///   - time: the session time.
  ///   - pointer: the pointer position in window points.
  ///   - modifiers: the held modifier keys.
  /// - Returns: the events, the device first when it changed.
  public mutating func events(
    for scroll: XI2Scroll, decoder: XI2ScrollDecoder, time: Double, pointer: Point,
    modifiers: KeyModifiers
  ) -> [InputEvent] {
    let device =
      decoder.devices[scroll.deviceID]?.scrollSource
      ?? scroll.newDevice
      ?? ScrollSourceDevice(name: "XI2 device \(scroll.deviceID)", kind: nil, source: .deltaPattern)
    let wheel = InputEvent(
      time: time,
      kind: .wheel(dx: scroll.dx, dy: scroll.dy, pointer: pointer, modifiers: modifiers))
    return events(for: wheel, from: device)
  }
}
