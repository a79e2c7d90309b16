/// The kind of device a scroll stream seems to come from (SDL does not say).
public enum ScrollDevice: String, Hashable, Sendable, CaseIterable {
  /// No scroll input seen yet.
  case unknown
  /// A detented wheel: whole-number deltas, one event per click.
  case wheel
  /// A touchpad (or a high-resolution wheel): fractional deltas, many events per second.
  case touchpad
}

/// Guesses the scroll device from the delta pattern and keeps a short reason for the HUD.
///
/// Rules, per event with a non-zero delta:
/// - a fractional delta on either axis means a touchpad;
/// - whole-number deltas mean a wheel (X11 delivers exactly +-1.0 per click), except inside
///   a running touchpad gesture, where a whole value is a coincidence of the stream and the
///   verdict stays `.touchpad`.
/// The verdict switches whenever the pattern changes. O(1), no allocation.
public struct DeviceClassifier: Hashable, Sendable {
  /// Why the verdict is what it is.
  enum Cause: Hashable, Sendable {
    case none
    case wholeDelta
    case fractionalDelta
    case wholeInsideGesture
  }

  /// The current verdict.
  public private(set) var device = ScrollDevice.unknown
  /// Events classified as wheel detents so far.
  public private(set) var wheelEvents = 0
  /// Events classified as touchpad deltas so far.
  public private(set) var touchpadEvents = 0
  /// Times the verdict changed from one device to the other.
  public private(set) var switches = 0

  private var cause = Cause.none
  private var lastDelta = 0.0

  /// Creates a classifier with no evidence.
  public init() {}

  /// Classifies one event's deltas (wheel units, finite). `insideTouchpadGesture` is true when
  /// a precise gesture is still running. Zero deltas leave the verdict alone.
  @discardableResult
  public mutating func classify(dx: Double, dy: Double, insideTouchpadGesture: Bool)
    -> ScrollDevice
  {
    guard dx != 0 || dy != 0 else { return device }
    let whole = dx == dx.rounded() && dy == dy.rounded()
    lastDelta = abs(dy) >= abs(dx) ? dy : dx
    let verdict: ScrollDevice
    if !whole {
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
    if verdict == .wheel { wheelEvents += 1 } else { touchpadEvents += 1 }
    return verdict
  }

  /// A short explanation of the verdict, for the HUD (for example
  /// "whole-number delta -1: wheel").
  public var reason: String {
    let value = formatPoints(lastDelta, decimals: 2)
    switch cause {
    case .none: return "no scroll input yet"
    case .wholeDelta: return "whole-number delta \(value): wheel"
    case .fractionalDelta: return "fractional delta \(value): touchpad"
    case .wholeInsideGesture: return "whole delta \(value) inside a touchpad gesture"
    }
  }
}
