/// One valuator of a raw event: its number and value (a delta for relative valuators, a
/// position for absolute ones).
public struct XI2Valuator: Hashable, Sendable {
  /// The valuator number.
  public var number: Int
  /// The raw value.
  public var value: Double

  /// Creates a valuator value.
  /// - Parameters:
  ///   - number: the valuator number.
  ///   - value: its raw value.
  public init(number: Int, value: Double) {
    self.number = number
    self.value = value
  }
}

/// An XI2 raw event as the server sends it to a client that selected raw events on the root
/// window (XIRawEvent), or word that the device list changed.
public struct XI2RawEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// XI_RawMotion: valuators changed (pointer motion, scroll valuators).
    case motion
    /// XI_RawButtonPress: `detail` is the button.
    case buttonPress
    /// XI_HierarchyChanged or XI_DeviceChanged: devices came, went or changed their classes.
    case devicesChanged
  }

  /// What happened.
  public var kind: Kind
  /// The physical device the event came from (XIRawEvent.sourceid).
  public var sourceID: Int
  /// The button number of a button press.
  public var detail: Int
  /// XIPointerEmulated: a button 4-7 press the server made up from scroll valuators.
  public var emulated: Bool
  /// The valuators present in the event.
  public var valuators: [XI2Valuator]

  /// Creates a raw event.
  /// - Parameters:
  ///   - kind: what happened.
  ///   - sourceID: the physical device.
  ///   - detail: the button of a press (0 otherwise).
  ///   - emulated: whether the server emulated the press from scroll valuators.
  ///   - valuators: the valuators present.
  public init(
    kind: Kind, sourceID: Int = 0, detail: Int = 0, emulated: Bool = false,
    valuators: [XI2Valuator] = []
  ) {
    self.kind = kind
    self.sourceID = sourceID
    self.detail = detail
    self.emulated = emulated
    self.valuators = valuators
  }

  /// A raw motion event of `sourceID` with `(number, value)` valuators.
  /// - Parameters:
  ///   - sourceID: the physical device.
  ///   - valuators: valuator numbers and values.
  public static func motion(_ sourceID: Int, _ valuators: [(Int, Double)]) -> XI2RawEvent {
    XI2RawEvent(
      kind: .motion, sourceID: sourceID,
      valuators: valuators.map { XI2Valuator(number: $0.0, value: $0.1) })
  }

  /// A raw button press of `button` by `sourceID`.
  /// - Parameters:
  ///   - sourceID: the physical device.
  ///   - button: the button number.
  ///   - emulated: whether the server emulated it from scroll valuators.
  public static func press(_ sourceID: Int, button: Int, emulated: Bool = false) -> XI2RawEvent {
    XI2RawEvent(kind: .buttonPress, sourceID: sourceID, detail: button, emulated: emulated)
  }
}
