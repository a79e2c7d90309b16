import Foundation

/// A port of Android's OverScroller spline fling for the tests (AOSP
/// core/java/android/widget/OverScroller.java, SplineOverScroller: the SPLINE_POSITION table of
/// NB_SAMPLES = 100 built by bisection on the cubic with P1 = 0.175, P2 = 0.35, start tension
/// 0.5; `getSplineDeceleration`, `getSplineFlingDuration`, `getSplineFlingDistance`; `update`
/// interpolating the table linearly), sampled per frame, stopping at an edge where the spline
/// reaches it (`adjustDuration`). Android's integer-millisecond clock and whole pixels are left
/// out on purpose: the engine matches the spline in continuous time. Not a call into the engine.
enum ReferenceAndroid {
  static let samples = 100
  static let inflexion = 0.35
  static let startTension = 0.5
  static let endTension = 1.0
  static let p1 = startTension * inflexion
  static let p2 = 1 - endTension * (1 - inflexion)
  static let decelerationRate = log(0.78) / log(0.9)

  static let splinePosition: [Double] = {
    var table = [Double](repeating: 0, count: samples + 1)
    var xMin = 0.0
    for i in 0..<samples {
      let alpha = Double(i) / Double(samples)
      var xMax = 1.0
      var x = 0.0
      var coef = 0.0
      while true {
        x = xMin + (xMax - xMin) / 2
        coef = 3 * x * (1 - x)
        let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
        if abs(tx - alpha) < 1e-5 { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      table[i] = coef * ((1 - x) * startTension + x) + x * x * x
    }
    table[samples] = 1
    return table
  }()

  static func frames(
    position: Double, velocity: Double, lower: Double, upper: Double, fps: Double,
    ppi: Double = 160, friction: Double = 0.015
  ) -> [Double] {
    let physical = 9.80665 * 39.37 * ppi * 0.84
    guard velocity != 0 else { return [position] }
    let l = log(inflexion * abs(velocity) / (friction * physical))
    let duration = exp(l / (decelerationRate - 1))
    let distance = friction * physical * exp(decelerationRate / (decelerationRate - 1) * l)
    let signed = velocity < 0 ? -distance : distance
    var out = [position]
    var n = 1
    while true {
      let t = Double(n) / fps / duration
      let index = Int(Double(samples) * t)
      var coef = 1.0
      if index < samples {
        let tInf = Double(index) / Double(samples)
        let tSup = Double(index + 1) / Double(samples)
        let slope = (splinePosition[index + 1] - splinePosition[index]) / (tSup - tInf)
        coef = splinePosition[index] + (t - tInf) * slope
      }
      let x = position + coef * signed
      if x <= lower || x >= upper {
        out.append(min(upper, max(lower, x)))
        break
      }
      out.append(x)
      if t >= 1 { break }
      n += 1
    }
    return out
  }
}
