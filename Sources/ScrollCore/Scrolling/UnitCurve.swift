/// A timing curve from (0, 0) to (1, 1): the progress of a timed scroll at each fraction of
/// its duration (SwiftUI's `UnitCurve`, CSS's `cubic-bezier()`, UIKit's
/// `UICubicTimingParameters`, Flutter's `Cubic`). Used by `ScrollAnimation.curve(_:duration:)`.
///
/// A cubic Bézier whose end points are (0, 0) and (1, 1): the fraction of time x and the
/// progress y are both cubic in a parameter s, and `value(at:)` solves x(s) = progress for s
/// (Newton's method, then bisection), as CSS and Chromium's `gfx::CubicBezier`
/// (chromium ui/gfx/geometry/cubic_bezier.cc) evaluate it. A pure value, O(1).
public struct SCUnitCurve: Hashable, Sendable {
  /// The first control point (x in 0...1).
  public let startControlPoint: SCUnitPoint
  /// The second control point (x in 0...1).
  public let endControlPoint: SCUnitPoint

  /// A curve with these control points.
  ///
  /// The x coordinates are clamped to 0...1 so that time runs forward; the y coordinates may
  /// leave 0...1 (an overshoot), up to ±100. A coordinate that is not finite becomes the
  /// linear curve's (start (0, 0), end (1, 1)).
  /// - Parameters:
  ///   - startControlPoint: the first control point.
  ///   - endControlPoint: the second control point.
  /// - Returns: the curve.
  public static func bezier(startControlPoint: SCUnitPoint, endControlPoint: SCUnitPoint)
    -> SCUnitCurve
  {
    SCUnitCurve(
      x1: startControlPoint.x, y1: startControlPoint.y, x2: endControlPoint.x,
      y2: endControlPoint.y)
  }

  /// Constant speed: cubic-bezier(0, 0, 1, 1).
  public static let linear = SCUnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// Starts slowly: CSS's ease-in, cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = SCUnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Ends slowly: CSS's ease-out, cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = SCUnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Starts and ends slowly: CSS's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = SCUnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// Creates the curve cubic-bezier(x1, y1, x2, y2), sanitized as `bezier(...)` says.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    func time(_ v: Double, _ fallback: Double) -> Double {
      v.isFinite ? min(1, max(0, v)) : fallback
    }
    func progress(_ v: Double, _ fallback: Double) -> Double {
      v.isFinite ? min(100, max(-100, v)) : fallback
    }
    startControlPoint = SCUnitPoint(x: time(x1, 0), y: progress(y1, 0))
    endControlPoint = SCUnitPoint(x: time(x2, 1), y: progress(y2, 1))
  }

  /// The progress at `progress`, the fraction of the duration elapsed.
  /// - Parameter progress: the fraction of time, clamped to 0...1 (not finite: 0).
  /// - Returns: the fraction of the distance covered (may leave 0...1 for an overshooting
  ///   curve); 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    let u = Self.unit(progress)
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    return Self.bezier(parameter(at: u), startControlPoint.y, endControlPoint.y)
  }

  /// The slope of the curve at `progress`: progress per fraction of time (1 for `linear`).
  /// Divide by the duration and multiply by the distance for a speed.
  /// - Parameter progress: the fraction of time, clamped to 0...1 (not finite: 0).
  /// - Returns: dy/dx at that point of the curve.
  public func velocity(at progress: Double) -> Double {
    var s = parameter(at: Self.unit(progress))
    let (x1, y1) = (startControlPoint.x, startControlPoint.y)
    let (x2, y2) = (endControlPoint.x, endControlPoint.y)
    // At an end where the curve is tangent to the time axis (a control point at x = 0 or 1)
    // dx/ds is 0: the slope there is its limit, taken a millionth of the parameter inside.
    if abs(Self.derivative(s, x1, x2)) < 1e-9 { s = s < 0.5 ? 1e-6 : 1 - 1e-6 }
    return Self.derivative(s, y1, y2) / Self.derivative(s, x1, x2)
  }

  /// The fraction of time, clamped to 0...1; 0 when not finite.
  static func unit(_ u: Double) -> Double { u.isFinite ? min(1, max(0, u)) : 0 }

  /// One coordinate of the Bézier at parameter `s` for control coordinates `p1`, `p2`.
  static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    CubicBezierCurve.cubic(s, p1, p2)
  }

  /// The derivative of `bezier` with respect to `s`.
  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    CubicBezierCurve.slope(s, p1, p2)
  }

  /// The parameter s whose time fraction x(s) is `u` (0...1), as Chromium's curves find it
  /// (`CubicBezierCurve.parameter(at:_:_:)`).
  func parameter(at u: Double) -> Double {
    CubicBezierCurve.parameter(at: u, startControlPoint.x, endControlPoint.x)
  }
}
