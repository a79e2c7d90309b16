#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// WebKit's rubber band while dragging (WebKit Source/WebCore/platform/mac/
/// ScrollElasticityController.mm, `elasticDeltaForReboundDelta`; Chromium's port
/// `StretchAmountForAccumulatedOverscroll`, third_party/blink/renderer/platform/widget/input/
/// elastic_overscroll_controller_exponential.cc): the stretch is the overscroll the drag has
/// accumulated divided by the stiffness (20), kept as the unresisted position between steps.
/// WebKit rounds the stretch up to whole pixels; the engine does not. `.stretch(stiffness:)`.
public struct StretchOverscroll: OverscrollModel {
  /// Accumulated overscroll per point of stretch (WebKit: `rubberbandStiffness` 20; at least 1).
  public let stiffness: Double
  /// Adds `delta` to the unresisted position and shows it divided by the stiffness past the
  /// edges.
  /// - Parameters:
  ///   - delta: the drag, points of offset.
  ///   - drag: the axis' offset, unresisted position and range, updated in place.
  public func apply(_ delta: Double, to drag: inout OverscrollDrag) {
    drag.raw += delta
    let k = effectiveStiffness
    if drag.raw < drag.lower {
      drag.offset = drag.lower - (drag.lower - drag.raw) / k
    } else if drag.raw > drag.upper {
      drag.offset = drag.upper + (drag.raw - drag.upper) / k
    } else {
      drag.offset = drag.raw
    }
  }
  /// The stretch times the stiffness past the edges (`reboundDeltaForElasticDelta`).
  /// - Parameters:
  ///   - shown: the offset shown, points.
  ///   - lower: the smallest valid offset.
  ///   - upper: the largest valid offset.
  ///   - viewport: the viewport's length along the axis (unused).
  public func rawPosition(
    showing shown: Double, lower: Double, upper: Double, viewport: Double
  ) -> Double {
    if shown < lower { return lower - (lower - shown) * effectiveStiffness }
    if shown > upper { return upper + (shown - upper) * effectiveStiffness }
    return shown
  }
  /// WebKit's `max(rubberbandStiffness, 1)`.
  private var effectiveStiffness: Double { stiffness.isFinite ? max(1, stiffness) : 1 }
}

/// WebKit's rubber-band snap back (ScrollElasticityController.mm `elasticDeltaForTimeDelta`;
/// Chromium's `StretchAmountForTimeDelta`): the stretch x0 with the velocity v along the
/// stretch follows (x0 + v t amplitude) e^(-t stiffness / period), amplitude 0.31, stiffness 20,
/// period 1.6. WebKit calls it with the negated momentum velocity and negates it again inside,
/// so a velocity away from the content stretches further first. It stops once the stretch
/// stays under the preset's spring distance (WebKit: under one device pixel).
/// `.webKitElastic(amplitude:stiffness:period:)`.
public struct ElasticSpringBack: SpringBackModel {
  /// WebKit's `rubberbandAmplitude`, 0.31.
  public let amplitude: Double
  /// WebKit's `rubberbandStiffness`, 20.
  public let stiffness: Double
  /// WebKit's `rubberbandPeriod`, 1.6.
  public let period: Double
  /// The snap back.
  /// - Parameters:
  ///   - start: where it starts, points.
  ///   - target: the edge, points.
  ///   - velocity: the start velocity, pt/s.
  ///   - tolerance: its spring distance ends the motion.
  public func springBack(
    start: Double, target: Double, velocity: Double, tolerance: MotionTolerance
  ) -> any Simulation {
    let p = period.isFinite && period > 0 ? period : 1
    let rate = stiffness.isFinite && stiffness > 0 ? stiffness / p : 1
    return ElasticBounceSimulation(
      stretch: start - target, target: target, velocity: velocity * amplitude, rate: rate,
      restDistance: max(1e-6, tolerance.springDistance))
  }
}

/// target + (x0 + c t) e^(-rate t): WebKit's snap back, at rest on the target once the stretch
/// stays within `restDistance`.
struct ElasticBounceSimulation: Simulation {
  /// The stretch at the start, points.
  let x0: Double
  /// The edge, points.
  let target: Double
  /// The velocity term (amplitude x velocity), pt/s.
  let c: Double
  /// The decay rate, per second.
  let rate: Double
  /// Seconds until rest.
  let duration: Double

  /// Creates the bounce.
  /// - Parameters:
  ///   - stretch: the start position minus the edge, points.
  ///   - target: the edge, points.
  ///   - velocity: the amplitude times the velocity, pt/s.
  ///   - rate: the decay rate, per second (positive).
  ///   - restDistance: the stretch under which it rests, points (positive).
  init(stretch: Double, target: Double, velocity: Double, rate: Double, restDistance: Double) {
    x0 = stretch.isFinite ? stretch : 0
    self.target = target
    c = velocity.isFinite ? velocity : 0
    self.rate = rate
    duration = Self.restTime(x0: x0, c: c, rate: rate, restDistance: restDistance)
  }

  /// The stretch at `t`.
  private static func stretch(_ x0: Double, _ c: Double, _ rate: Double, _ t: Double) -> Double {
    (x0 + c * t) * exp(-rate * t)
  }

  /// The last time the stretch is at least `restDistance`, at most 600 s. (x0 + c t) e^(-rate t)
  /// has one extremum, at 1 / rate - x0 / c; after it the stretch only shrinks. Before it,
  /// when x0 and c differ in sign, the stretch shrinks to the zero of x0 + c t, then grows to
  /// the extremum. So the answer is bisected after the extremum when the extremum reaches the
  /// rest distance, else between 0 and that zero (or the extremum). Bisection only: a stretch
  /// whose extremum lies far out (a tiny c) costs the same as any other.
  private static func restTime(x0: Double, c: Double, rate: Double, restDistance: Double)
    -> Double
  {
    let limit = 600.0
    guard x0.isFinite, c.isFinite, rate.isFinite, rate > 0, restDistance > 0 else { return 0 }
    func reaches(_ t: Double) -> Bool { abs(stretch(x0, c, rate, t)) >= restDistance }
    // The last time in a...b that reaches the rest distance, given that a does and b does not.
    func bisect(_ a: Double, _ b: Double) -> Double {
      var (a, b) = (a, b)
      for _ in 0..<200 {
        let m = (a + b) / 2
        if m <= a || m >= b { break }
        if reaches(m) { a = m } else { b = m }
      }
      return b
    }
    let peak = c != 0 ? min(limit, max(0, 1 / rate - x0 / c)) : 0
    if reaches(peak) {
      var lo = peak
      var hi = peak
      while reaches(hi) {
        if hi >= limit { return limit }
        lo = hi
        hi = min(limit, hi * 2 + 0.01)
      }
      return bisect(lo, hi)
    }
    guard reaches(0) else { return 0 }
    let zero = x0 * c < 0 ? min(peak, -x0 / c) : peak
    return bisect(0, zero)
  }

  /// Position at `t`.
  func position(at t: Double) -> Double {
    if t >= duration { return target }
    return target + Self.stretch(x0, c, rate, max(0, t))
  }

  /// Velocity at `t`.
  func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    let s = max(0, t)
    return (c - rate * (x0 + c * s)) * exp(-rate * s)
  }

  /// The edge.
  var finalPosition: Double { target }
}

extension OverscrollModel where Self == StretchOverscroll {
  /// WebKit's rubber band while dragging.
  /// - Parameter stiffness: accumulated overscroll per point of stretch (20).
  public static func stretch(stiffness: Double) -> StretchOverscroll {
    StretchOverscroll(stiffness: stiffness)
  }
}

extension SpringBackModel where Self == ElasticSpringBack {
  /// WebKit's rubber-band snap back.
  /// - Parameters:
  ///   - amplitude: 0.31.
  ///   - stiffness: 20.
  ///   - period: 1.6.
  public static func webKitElastic(amplitude: Double, stiffness: Double, period: Double)
    -> ElasticSpringBack
  { ElasticSpringBack(amplitude: amplitude, stiffness: stiffness, period: period) }
}
