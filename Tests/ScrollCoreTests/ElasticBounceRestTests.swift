import XCTest

@testable import ScrollCore

/// The macOS bounce-back's rest time, (x0 + c t) e^(-rate t) until the stretch stays under the
/// rest distance: found by bisection for any stretch and velocity. The fuzzer found a
/// stretch and velocity of opposite signs with a tiny velocity term, whose extremum lies
/// millions of seconds out; the old 1 ms backward scan from there never finished.
final class ElasticBounceRestTests: XCTestCase {
  /// The stretch at `t` of `s`, measured from its target.
  private func stretch(_ s: ElasticBounceSimulation, _ t: Double) -> Double {
    s.position(at: t) - s.target
  }

  func testAFarExtremumEndsPromptlyAndInBounds() {
    let s = ElasticBounceSimulation(
      stretch: -5000, target: 0, velocity: 1e-12, rate: 12.5, restDistance: 0.5)
    XCTAssertTrue(s.duration.isFinite)
    XCTAssertLessThanOrEqual(s.duration, 600)
    // The stretch decays from -5000 to under 0.5 pt: ln(10000) / 12.5 s.
    XCTAssertEqual(s.duration, log(5000 / 0.5) / 12.5, accuracy: 1e-6)
  }

  func testTheRestIsTheLastTimeTheStretchReachesTheRestDistance() {
    for (x0, c) in [(40.0, 900.0), (-40.0, 900.0), (0.0, -2000.0), (300.0, -100.0), (2.0, 0.0)] {
      let s = ElasticBounceSimulation(
        stretch: x0, target: 100, velocity: c, rate: 12.5, restDistance: 0.5)
      let t = s.duration
      XCTAssertGreaterThan(t, 0, "\(x0), \(c)")
      XCTAssertGreaterThanOrEqual(abs((x0 + c * (t - 1e-9)) * exp(-12.5 * (t - 1e-9))), 0.5)
      for k in 1...200 {
        let later = t + Double(k) * 0.01
        XCTAssertLessThan(abs((x0 + c * later) * exp(-12.5 * later)), 0.5, "\(x0), \(c)")
      }
      XCTAssertEqual(stretch(s, t + 0.001), 0)
    }
  }

  func testNonFiniteOrDegenerateInputsRestAtOnce() {
    for rate in [0.0, -1, .nan, .infinity] {
      let s = ElasticBounceSimulation(
        stretch: 10, target: 0, velocity: 100, rate: rate, restDistance: 0.5)
      XCTAssertEqual(s.duration, 0)
    }
  }
}
