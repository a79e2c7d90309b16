import TestSupport
import XCTest

@testable import ScrollCore

final class FrameRateIndependenceTests: XCTestCase {
  /// A model of the user's own, built from parts as docs/physics.md shows.
  static let heavy = ScrollPhysics(
    name: "heavy", deceleration: .exponential(ratePerMillisecond: 0.996),
    overscroll: .rubberBand(c: 0.4), springBack: .critical(omega: 14), bouncesAtEdges: true,
    overshootCap: .gtkBothEdges, maxFlingVelocity: 6000)

  /// The same gestures under each preset and a custom model, advanced at 30..240 Hz and with
  /// jitter.
  func testSameGestureEndsAtTheSameOffsetAndTimeAtEveryFrameRate() {
    let gestures: [(String, [ScriptStep], Double)] = [
      ("fling", flick(speed: 2500), 20000),
      ("fling into the bottom edge", flick(speed: 4000), 1500),
      ("fling into the top edge", flick(speed: -4000), 20000),
    ]
    for preset in ScrollPhysics.presets + [Self.heavy] {
      for (name, steps, content) in gestures {
        var reference: (offset: Double, rest: Double)?
        for (fps, jitter) in [(60.0, 0.0), (30, 0), (120, 0), (144, 0), (240, 0), (60, 0.4)] {
          var view = makeView(physics: preset, content: content)
          if name.contains("top") { view.scrollTo(y: 300, animation: .none, at: 0) }
          var driver = FrameDriver(fps: fps, jitter: jitter, seed: 7)
          let result = driver.run(&view, steps: steps, until: 30)
          guard let rest = result.restTime else {
            XCTFail("\(preset.name) \(name) at \(fps) Hz never came to rest")
            continue
          }
          XCTAssertGreaterThanOrEqual(view.offset.y, view.minOffset(.vertical) - 1e-9)
          XCTAssertLessThanOrEqual(view.offset.y, view.maxOffset(.vertical) + 1e-9)
          if let ref = reference {
            XCTAssertEqual(
              view.offset.y, ref.offset, accuracy: 0.5, "\(preset.name) \(name) at \(fps) Hz")
            let frame = max(1 / fps * (1 + jitter), 1 / 60.0)
            XCTAssertEqual(
              rest, ref.rest, accuracy: frame + 1e-9, "\(preset.name) \(name) at \(fps) Hz")
          } else {
            reference = (view.offset.y, rest)
          }
        }
      }
    }
  }

  func testPeakOvershootOfAFlingIntoAnEdgeDoesNotDependOnFrameRateBeyondSampling() {
    let sim = ScrollPhysics.ios.ballistic(start: 1000, velocity: 3000, lower: 0, upper: 1400)
    var peak = 0.0
    var t = 0.0
    while t < sim.duration {
      peak = max(peak, sim.position(at: t) - 1400)
      t += 0.0005
    }
    XCTAssertGreaterThan(peak, 5)
    XCTAssertLessThan(peak, 600)
    XCTAssertEqual(sim.finalPosition, 1400)
    // GTK's code caps the overshoot at 50 pt past the start edge only; the variant at both.
    for (physics, start, velocity, capped) in [
      (ScrollPhysics.gtk, 400.0, -8000.0, true), (.gtk, 1000, 8000, false),
      (.gtkBothEdges, 1000, 8000, true),
    ] {
      let gtk = physics.ballistic(start: start, velocity: velocity, lower: 0, upper: 1400)
      t = 0
      peak = 0
      while t < gtk.duration {
        peak = max(peak, gtk.position(at: t) - 1400, -gtk.position(at: t))
        t += 0.0005
      }
      if capped {
        XCTAssertLessThanOrEqual(peak, 50 + 1e-6, "\(physics.name) caps the overshoot at 50 pt")
      } else {
        XCTAssertGreaterThan(peak, 150, "GTK's code does not cap past the end edge")
      }
    }
    let android = ScrollPhysics.android.ballistic(
      start: 1000, velocity: 8000, lower: 0, upper: 1400)
    t = 0
    while t < android.duration + 0.1 {
      XCTAssertLessThanOrEqual(android.position(at: t), 1400 + 1e-9, "Android clamps at the edge")
      t += 0.001
    }
  }
}
