import Foundation

/// A port of Chromium's wheel step animation for the tests: chromium
/// cc/animation/scroll_offset_animation_curve.cc (`ScrollOffsetAnimationCurve` with the
/// inverse-delta duration of 6 to 12 frames at 60 Hz between 120 and 480 px, `UpdateTarget`
/// with `VelocityBasedDurationBound`'s 2.5 fudge factor and `EaseInOutWithInitialSlope`) and
/// ui/gfx/geometry/cubic_bezier.cc (the curve, solved here by bisection). Written from the
/// C++ source, not a call into the engine.
struct ReferenceChromiumWheel {
  var initial: Double
  var target: Double
  var startTime: Double
  var duration: Double
  var y1: Double

  static func segmentDuration(_ delta: Double) -> Double {
    let slope = (6.0 - 12.0) / (480.0 - 120.0)
    let offset = 12.0 - 120.0 * slope
    return min(12, max(6, offset + abs(delta) * slope)) / 60
  }

  static func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }

  /// The bezier (0.42, y1, 0.58, 1)'s progress and slope at time fraction `x`.
  func curve(_ x: Double) -> (y: Double, slope: Double) {
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if Self.bezier(0.42, 0.58, mid) < x { lo = mid } else { hi = mid }
    }
    let s = (lo + hi) / 2
    let h = 1e-6
    let dx = Self.bezier(0.42, 0.58, s + h) - Self.bezier(0.42, 0.58, s - h)
    let dy = Self.bezier(y1, 1, s + h) - Self.bezier(y1, 1, s - h)
    return (Self.bezier(y1, 1, s), dy / dx)
  }

  init(from position: Double, to target: Double, at time: Double) {
    initial = position
    self.target = target
    startTime = time
    duration = Self.segmentDuration(target - position)
    y1 = 0
  }

  func value(at t: Double) -> Double {
    let x = (t - startTime) / duration
    if x >= 1 { return target }
    return initial + (target - initial) * curve(max(0, x)).y
  }

  mutating func updateTarget(at t: Double, to newTarget: Double) {
    let current = value(at: t)
    let oldDelta = target - initial
    let newDelta = newTarget - current
    let normalized = curve(min(1, (t - startTime) / duration)).slope
    let trueVelocity = normalized * oldDelta / duration
    var newDuration = Self.segmentDuration(newDelta)
    if abs(trueVelocity) >= 0.01 {
      let bound = newDelta / trueVelocity * 2.5
      if bound >= 0 { newDuration = min(newDuration, bound) }
    }
    let newNormalized = normalized * (newDuration / duration) * (oldDelta / newDelta)
    initial = current
    target = newTarget
    startTime = t
    duration = newDuration
    y1 = 0.42 * min(1000, max(-1000, newNormalized))
  }
}
