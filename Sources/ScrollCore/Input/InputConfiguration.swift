/// What Shift + vertical wheel does on a view that cannot scroll horizontally.
public enum ShiftWheelFallback: Hashable, Sendable {
  /// Nothing scrolls, as in Chrome and Firefox: Shift turns the wheel into horizontal
  /// scrolling, and a view without a horizontal axis has nothing to move.
  case ignore
  /// The wheel scrolls vertically as if Shift were not held.
  case scrollVertically
}

/// The tunable constants of `InputInterpreter`. Every default is documented with its source.
public struct InputConfiguration: Hashable, Sendable {
  /// Distance of one wheel detent. Default `.gtk` (container^(2/3): 71.14 pt on a 600 pt
  /// page), which scales with the viewport.
  public var wheelStep: WheelStepRule = .gtk
  /// Duration of a whole detent's animated step, seconds; nil (the default) for Chromium's
  /// step (`ScrollAnimation.wheelStep`: 6 to 12 frames by distance); a value makes each
  /// detent a cubic ease of that length.
  public var wheelStepDuration: Double?
  /// Whether fast detents scroll further (`WheelAcceleration`). Default false: none of the
  /// presets' toolkits accelerates wheel detents (Chromium's wheel step, GTK 4, Flutter and
  /// Android do not; Firefox's `mousewheel.acceleration.start` is -1, off, by default).
  public var wheelAccelerates = false
  /// With `wheelAccelerates`: detents closer together than this (seconds) accelerate.
  /// Default 60 ms.
  public var wheelAccelerationInterval = 0.060
  /// With `wheelAccelerates`: multiplier added per fast detent. Default 0.5.
  public var wheelAccelerationIncrement = 0.5
  /// With `wheelAccelerates`: largest wheel multiplier. Default 3.
  public var wheelAccelerationCap = 3.0
  /// Points per unit of a precise (touchpad) delta. Default 40, the macOS line-delta scale
  /// used by Chromium and Flutter. Note that SDL already divides macOS and Wayland pixel
  /// deltas by 10, so 10 would track a touchpad one to one.
  public var preciseUnit = 40.0
  /// A precise gesture ends when no precise delta arrived for this long (seconds).
  /// Default 80 ms: longer than a dropped frame at 30 fps (66 ms) so a hiccup does not split
  /// a gesture; between GTK's 50 ms hold and Firefox's 100 ms momentum wait.
  public var touchpadIdleGap = 0.080
  /// Consecutive shrinking deltas after a peak that mark a platform momentum tail. Default 5.
  public var momentumTailMinimumRun = 5
  /// A mouse press that moves no further than this (points) is a click. Default 4.
  public var clickSlop = 4.0
  /// A finger that moves no further than this (points) is a tap. Default 8.
  public var touchSlop = 8.0
  /// Arrow keys scroll this far (points). Default 40.
  public var lineStep = 40.0
  /// Page keys scroll the container length minus this fraction of it. Default 0.1 (a 600 pt
  /// container pages by 540 pt, keeping 60 pt of context).
  public var pageOverlapFraction = 0.1
  /// Animation of arrow and page keys; retargets (and accumulates) when keys repeat.
  /// Default a 0.2 s cubic ease that starts at the current velocity.
  public var keyAnimation = ScrollAnimation.easeInOut(duration: 0.2)
  /// Animation of Home and End. Default `.smooth` (a critically damped spring).
  public var edgeAnimation = ScrollAnimation.smooth
  /// Wheel events larger than this (wheel units, either axis) are ignored and counted.
  /// Default 1000.
  public var maximumWheelUnits = 1000.0
  /// Shift + vertical wheel on a view without a horizontal axis. Default `.ignore`.
  public var shiftWheelOnVerticalView = ShiftWheelFallback.ignore

  /// The animation of a whole detent's step (`wheelStepDuration`).
  public var wheelAnimation: ScrollAnimation {
    guard let d = wheelStepDuration, d.isFinite, d > 0 else { return .wheelStep }
    return .easeInOut(duration: d)
  }

  /// The defaults described on each property.
  public init() {}

  /// The defaults.
  public static let standard = InputConfiguration()
}
