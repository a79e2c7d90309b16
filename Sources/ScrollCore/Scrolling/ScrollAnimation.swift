/// How a programmatic scroll moves.
public enum ScrollAnimation: Hashable, Sendable {
  /// Jump at once.
  case none
  /// A critically damped spring of about half a second (SwiftUI's default smooth spring).
  case smooth
  /// A critically damped spring of natural frequency `omega` per second.
  case spring(omega: Double)
  /// A cubic ease of fixed duration (seconds) that starts at the current velocity.
  case easeInOut(duration: Double)
  /// A wheel step as Chromium animates it (cc/animation/scroll_offset_animation_curve.cc):
  /// ease-in-out (0.42, 0, 0.58, 1) lasting clamp(14 - distance / 60, 6, 12) / 60 seconds
  /// (120 pt in 200 ms, 480 pt in 100 ms); a tick during a step retargets it from the current
  /// velocity, its duration capped at 2.5 x distance / speed.
  case wheelStep
  /// Along a timing curve (`SCUnitCurve`: linear, ease-in, ease-out, ease-in-out or any cubic
  /// Bézier) for `duration` seconds, SwiftUI's `Animation.timingCurve` and UIKit's
  /// `UIViewPropertyAnimator(duration:timingParameters:)`. Started while the view moves, the
  /// velocity it had is added and fades out over the duration; rows measured on the way
  /// retarget it along the same curve, keeping its end time. Boxed (`indirect`): its
  /// 40-byte payload would otherwise widen every `ScrollAnimation` (and `InputConfiguration`,
  /// which holds two), and the debug build of the test bundle then crashed copying an
  /// `InputInterpreter` (signal 11 in CustomPhysicsModelTests, Swift 6 on Linux).
  indirect case curve(SCUnitCurve, duration: Double)
}

extension ScrollAnimation {
  /// Constant speed for `duration` seconds (SwiftUI's `Animation.linear(duration:)`).
  /// - Parameter duration: seconds; not finite: `.smooth`; under 1 ms: 1 ms.
  /// - Returns: `.curve(.linear, duration: duration)`.
  public static func linear(duration: Double) -> ScrollAnimation {
    .curve(.linear, duration: duration)
  }

  /// Slow start for `duration` seconds (SwiftUI's `Animation.easeIn(duration:)`, CSS's
  /// ease-in).
  /// - Parameter duration: seconds; not finite: `.smooth`; under 1 ms: 1 ms.
  /// - Returns: `.curve(.easeIn, duration: duration)`.
  public static func easeIn(duration: Double) -> ScrollAnimation {
    .curve(.easeIn, duration: duration)
  }

  /// Slow end for `duration` seconds (SwiftUI's `Animation.easeOut(duration:)`, CSS's
  /// ease-out).
  /// - Parameter duration: seconds; not finite: `.smooth`; under 1 ms: 1 ms.
  /// - Returns: `.curve(.easeOut, duration: duration)`.
  public static func easeOut(duration: Double) -> ScrollAnimation {
    .curve(.easeOut, duration: duration)
  }

  /// The cubic Bézier timing curve (p1x, p1y, p2x, p2y) for `duration` seconds (SwiftUI's
  /// `Animation.timingCurve(_:_:_:_:duration:)`, CSS's `cubic-bezier()`, Flutter's `Cubic`).
  /// - Parameters:
  ///   - p1x: the first control point's time fraction (clamped to 0...1).
  ///   - p1y: the first control point's progress.
  ///   - p2x: the second control point's time fraction (clamped to 0...1).
  ///   - p2y: the second control point's progress.
  ///   - duration: seconds; not finite: `.smooth`; under 1 ms: 1 ms.
  /// - Returns: `.curve(.bezier(...), duration: duration)` (see
  ///   `SCUnitCurve.bezier(startControlPoint:endControlPoint:)` for the sanitizing).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double
  ) -> ScrollAnimation {
    .curve(SCUnitCurve(x1: p1x, y1: p1y, x2: p2x, y2: p2y), duration: duration)
  }

  /// The fixed duration of a timed curve (`easeInOut`, `curve`), nil for the others (a
  /// spring, `wheelStep` whose duration follows the distance, `none`).
  public var duration: Double? {
    switch self {
    case .easeInOut(let d), .curve(_, let d): return d
    case .none, .smooth, .spring, .wheelStep: return nil
    }
  }

  /// True for a curve with an end time, which it keeps when retargeted (`easeInOut`,
  /// `curve`, `wheelStep`); false for a spring (`smooth`, `spring`) and `none`.
  var isTimed: Bool {
    switch self {
    case .easeInOut, .curve, .wheelStep: return true
    case .none, .smooth, .spring: return false
    }
  }
}
