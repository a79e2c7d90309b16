/// The kind of device a scroll stream comes from.
public enum ScrollDevice: String, Hashable, Sendable, CaseIterable {
  /// No scroll input seen yet.
  case unknown
  /// A detented wheel: whole-number deltas, one event per click.
  case wheel
  /// A mouse wheel that reports fractions of a click (a high-resolution wheel): known to be a
  /// mouse from the device itself, its fractional deltas scroll smoothly in proportion.
  case highResolutionWheel = "high-resolution-wheel"
  /// A touchpad: fractional deltas, many events per second, followed one to one.
  case touchpad
}

/// Decides the scroll device from the device itself where the system says (see
/// `ScrollSourceDevice`), else from the delta pattern, and keeps a short reason for the HUD.
///
/// Rules, per event with a non-zero delta:
/// - a device known as a touchpad: `.touchpad`, whatever the deltas;
/// - a device known as a mouse: whole-number deltas are `.wheel` detents, fractional ones a
///   `.highResolutionWheel`;
/// - nothing known (no device reported, XWayland's single pointer, SDL's own wheel events):
///   a fractional delta on either axis means a touchpad; whole-number deltas mean a wheel
///   (X11 delivers exactly +-1.0 per click), except inside a running touchpad gesture, where a
///   whole value is a coincidence of the stream and the verdict stays `.touchpad`.
/// The verdict switches whenever the device or the pattern changes. O(1), no allocation.
public struct DeviceClassifier: Hashable, Sendable {
  /// Why the verdict is what it is.
  enum Cause: Hashable, Sendable {
    case none
    case wholeDelta
    case fractionalDelta
    case wholeInsideGesture
    case knownDevice
  }

  /// The current verdict.
  public private(set) var device = ScrollDevice.unknown
  /// The device the system reported last, if any.
  public private(set) var sourceDevice: ScrollSourceDevice?
  /// Events classified as wheel detents so far.
  public private(set) var wheelEvents = 0
  /// Events classified as touchpad deltas so far.
  public private(set) var touchpadEvents = 0
  /// Events classified as high-resolution wheel motion so far.
  public private(set) var highResolutionEvents = 0
  /// Times the verdict changed from one device to another.
  public private(set) var switches = 0

  private var cause = Cause.none
  private var lastDelta = 0.0

  /// Creates a classifier with no evidence.
  public init() {}

  /// How the current verdict was decided: the system's (`libinput`, ...) for a known device,
  /// else `.deltaPattern`.
  public var verdictSource: DeviceVerdictSource {
    cause == .knownDevice ? (sourceDevice?.source ?? .deltaPattern) : .deltaPattern
  }

  /// Records the device the next events come from (nil: unknown again, as when the stream
  /// comes from a path that names no device). Changes no verdict until the next delta.
  /// - Parameter source: the device as the system describes it.
  public mutating func identify(_ source: ScrollSourceDevice?) {
    sourceDevice = source
  }

  /// Classifies one event's deltas (wheel units, finite).
  /// - Parameters:
  ///   - dx: horizontal delta, wheel units.
  ///   - dy: vertical delta, wheel units.
  ///   - insideTouchpadGesture: true when a precise gesture is still running.
  /// - Returns: the verdict; zero deltas leave it alone.
  @discardableResult
  public mutating func classify(dx: Double, dy: Double, insideTouchpadGesture: Bool)
    -> ScrollDevice
  {
    guard dx != 0 || dy != 0 else { return device }
    let whole = dx == dx.rounded() && dy == dy.rounded()
    lastDelta = abs(dy) >= abs(dx) ? dy : dx
    let verdict: ScrollDevice
    if let known = sourceDevice?.kind {
      cause = .knownDevice
      verdict = known == .touchpad ? .touchpad : (whole ? .wheel : .highResolutionWheel)
    } else if !whole {
      verdict = .touchpad
      cause = .fractionalDelta
    } else if insideTouchpadGesture {
      verdict = .touchpad
      cause = .wholeInsideGesture
    } else {
      verdict = .wheel
      cause = .wholeDelta
    }
    if device != .unknown && device != verdict { switches += 1 }
    device = verdict
    switch verdict {
    case .wheel: wheelEvents += 1
    case .highResolutionWheel: highResolutionEvents += 1
    default: touchpadEvents += 1
    }
    return verdict
  }

  /// A short explanation of the verdict, for the HUD (for example
  /// "whole-number delta -1: wheel" or "libinput: touchpad").
  public var reason: String {
    let value = formatPoints(lastDelta, decimals: 2)
    switch cause {
    case .none: return "no scroll input yet"
    case .wholeDelta: return "whole-number delta \(value): wheel"
    case .fractionalDelta: return "fractional delta \(value): touchpad"
    case .wholeInsideGesture: return "whole delta \(value) inside a touchpad gesture"
    case .knownDevice:
      let how = sourceDevice?.source.rawValue ?? "device"
      switch device {
      case .touchpad: return "\(how): touchpad"
      case .highResolutionWheel: return "\(how): mouse, fractional delta \(value)"
      default: return "\(how): mouse, whole delta \(value)"
      }
    }
  }
}
