/// How the kind of a scroll device was decided.
public enum DeviceVerdictSource: String, Hashable, Sendable, CaseIterable {
  /// Nothing is known about the device: its kind is guessed from the deltas (fractional
  /// means touchpad), as under XWayland's single `xwayland-pointer` or SDL's own wheel events.
  case deltaPattern = "delta-pattern"
  /// libinput's device properties: a touchpad exposes tapping and two-finger or edge scrolling.
  case libinput
  /// The synaptics touchpad driver's properties.
  case synaptics
  /// An XInput 2.2 touch class in dependent mode (a touchpad that reports its touches).
  case touchClass = "touch-class"
}

/// What the platform says about the device the next scroll events come from.
///
/// The backend sends it (as `InputEventKind.scrollDevice`) before the first scroll event of a
/// device and again whenever the scrolling device changes; recordings keep it (format v2) so
/// a replay is classified as the original was.
public struct ScrollSourceDevice: Hashable, Sendable {
  /// The device's name as the system reports it ("SynPS/2 Synaptics TouchPad").
  public var name: String
  /// The device's kind when the system says (`.touchpad`, or `.wheel` for a mouse, whose
  /// fractional deltas then mean a high-resolution wheel); nil when it does not.
  public var kind: ScrollDevice?
  /// How `kind` was decided (`.deltaPattern` when `kind` is nil).
  public var source: DeviceVerdictSource

  /// Creates a device description.
  /// - Parameters:
  ///   - name: the system's name for the device.
  ///   - kind: `.touchpad` or `.wheel` when known, nil when the deltas must decide.
  ///   - source: how the kind was decided; forced to `.deltaPattern` when `kind` is nil or
  ///     `.unknown`.
  public init(name: String, kind: ScrollDevice?, source: DeviceVerdictSource) {
    self.name = name
    let known = kind == .unknown ? nil : kind
    self.kind = known
    self.source = known == nil ? .deltaPattern : source
  }
}
