import TestSupport
import XCTest

@testable import ScrollCore

/// Every preset against a port of its toolkit's own code (Reference*.swift), frame by frame at
/// 60 fps: free flings, flings into either edge of short content, releases from overscroll in
/// both directions at both edges, and drags that ease out of overscroll; plus anchors that no
/// port can drift from, and frame-rate independence at the edges.
final class ToolkitReferenceTests: XCTestCase {
  static let viewport = 600.0
  static let fps = 60.0
  static let speeds: [Double] = [100, 300, 1000, 2500, 3500, 5000, 8000]

  /// One release of the grid.
  struct Release: CustomStringConvertible {
    var kind: String
    var start: Double
    var velocity: Double
    var upper: Double
    var description: String { "\(kind) from \(start) at \(velocity) pt/s (upper \(upper))" }
  }

  /// The grid: free flings, flings into the end and the start of short content, releases
  /// from 30 and 80 pt of overscroll past either edge, both directions, every speed.
  static func grid(overscroll: Bool) -> [Release] {
    var out: [Release] = []
    let long = 100_000 - viewport
    let short = 1500 - viewport
    for s in speeds {
      for v in [s, -s] {
        out.append(Release(kind: "free", start: 20000, velocity: v, upper: long))
        out.append(Release(kind: "edge", start: short / 2, velocity: v, upper: short))
        guard overscroll else { continue }
        for over in [30.0, 80] {
          out.append(Release(kind: "over-top", start: -over, velocity: v, upper: short))
          out.append(Release(kind: "over-bottom", start: short + over, velocity: v, upper: short))
        }
      }
    }
    return out
  }

  /// The toolkit's frames for `physics` (nil where the port does not apply).
  func reference(_ physics: ScrollPhysics, _ r: Release, fps: Double = fps) -> [Double]? {
    switch physics.name {
    case "ios", "ios-fast":
      return ReferenceIOS.frames(
        rate: physics.name == "ios" ? 0.998 : 0.99, position: r.start, velocity: r.velocity,
        lower: 0, upper: r.upper, fps: fps)
    case "flutter", "flutter-fast":
      let fast = physics.name == "flutter-fast"
      return ReferenceFlutter.frames(
        spring: fast ? (0.3, 75, 1.3) : (0.5, 100, 1.1), position: r.start, velocity: r.velocity,
        leading: 0, trailing: r.upper, constantDeceleration: fast ? 1400 : 0, fps: fps,
        devicePixelRatio: physics.devicePixelRatio)
    case "android":
      guard r.start >= 0 && r.start <= r.upper else { return nil }
      return ReferenceAndroid.frames(
        position: r.start, velocity: r.velocity, lower: 0, upper: r.upper, fps: fps)
    case "gtk", "gtk-both-edges":
      return ReferenceGTKKinetic.frames(
        lower: 0, upper: r.upper, position: r.start, velocity: r.velocity, fps: fps,
        bothEdges: physics.name == "gtk-both-edges")
    default:
      return nil
    }
  }

  /// The engine's frames for the same release, sampled at the same times.
  func engine(_ physics: ScrollPhysics, _ r: Release, count: Int, fps: Double = fps) -> [Double] {
    let sim = physics.ballistic(start: r.start, velocity: r.velocity, lower: 0, upper: r.upper)
    var out = [r.start]
    var n = 1
    while n < count || !sim.isDone(at: Double(n - 1) / fps) {
      out.append(sim.position(at: Double(n) / fps))
      n += 1
      if n > 2000 { break }
    }
    return out
  }

  /// The largest frame-by-frame difference (last values held) and where it is.
  func difference(_ a: [Double], _ b: [Double]) -> (value: Double, frame: Int) {
    var worst = (0.0, 0)
    for i in 0..<max(a.count, b.count) {
      let d = abs(a[min(i, a.count - 1)] - b[min(i, b.count - 1)])
      if d > worst.0 { worst = (d, i) }
    }
    return worst
  }

  /// GTK's code restarts a spring that overshoots more than 50 pt back into the content from
  /// the end edge at a wrong position (it passes the displacement as a position) and never
  /// finishes; that case is a second bug the engine does not follow.
  func gtkEndEdgeBug(_ frames: [Double], _ r: Release, fps: Double) -> Bool {
    Double(frames.count) > 7 * fps && abs((frames.last ?? 0) - r.upper) > 1
      && abs(frames.last ?? 0) > 1
  }

  /// The first frame on which the toolkit decides something the engine decides at the
  /// instant it happens: the first frame past an edge, or GTK's first tick after a release
  /// beyond its overshoot cap. Nil when there is none.
  func decisionFrame(_ physics: ScrollPhysics, _ r: Release, _ ref: [Double]) -> Int? {
    [crossingFrame(r, ref), clampFrame(physics, r, ref)].compactMap { $0 }.min()
  }

  /// The first frame past an edge of a release that starts inside the content.
  func crossingFrame(_ r: Release, _ ref: [Double]) -> Int? {
    guard r.start >= 0 && r.start <= r.upper else { return nil }
    return ref.firstIndex { $0 < 0 || $0 > r.upper }
  }

  /// The frame on which GTK's cap clamps (its spring found past the cap on that tick).
  func clampFrame(_ physics: ScrollPhysics, _ r: Release, _ ref: [Double]) -> Int? {
    guard let cap = physics.overshootCap else { return nil }
    return ref.firstIndex {
      abs($0 + cap.distance) < 1e-9 || abs($0 - r.upper - cap.distance) < 1e-9
    }
  }

  /// The largest travel of `ref` in one frame from frame `k` on (`k` itself included when
  /// `including`).
  func frameTravel(_ ref: [Double], from k: Int, including: Bool) -> Double {
    var travel = 0.0
    for n in max(1, including ? k : k + 1)..<max(1, ref.count) {
      travel = max(travel, abs(ref[n] - ref[n - 1]))
    }
    return travel
  }

  /// The allowed difference at each frame. Everywhere 1 pt (2 pt for GTK's releases that
  /// meet an edge). GTK: from its switch at the edge on, plus `GTKEdgeSwitch`'s bound for
  /// that switch's phase; from a tick on which its cap clamps on, plus one frame's travel of
  /// the spring it restarts (the engine restarts at the instant, up to a frame earlier).
  /// Other toolkits: from the frame of their decision on, one frame's travel.
  func tolerances(
    _ physics: ScrollPhysics, _ r: Release, _ ref: [Double], fps: Double, count: Int
  ) -> [Double] {
    let base = physics.name.hasPrefix("gtk") && r.kind != "free" ? 2.0 : 1.0
    var out = Array(repeating: base, count: count)
    if physics.overshootCap != nil {
      if let edge = GTKEdgeSwitch.allowance(
        start: r.start, velocity: r.velocity, lower: 0, upper: r.upper, frames: ref, fps: fps)
      {
        for n in edge.frame..<count { out[n] += edge.points }
      }
      if let k = clampFrame(physics, r, ref) {
        let travel = frameTravel(ref, from: k, including: false)
        for n in k..<count { out[n] += travel }
      }
    } else if let k = decisionFrame(physics, r, ref) {
      let travel = frameTravel(ref, from: k, including: true)
      for n in k..<count { out[n] = max(base, travel) }
    }
    return out
  }

  /// Within 1 pt of every toolkit at every frame (2 pt for GTK's releases at the edges);
  /// where the toolkit decides on a frame, the engine decides at the instant, and from that
  /// frame on the difference stays within the allowance of `tolerances`.
  func testEveryPresetFollowsItsToolkitFrameByFrameAt60FPS() {
    compareEveryPreset(fps: 60)
  }

  /// The same grid at the other rates of the issue's measurements.
  func testEveryPresetFollowsItsToolkitFrameByFrameAt37And120FPS() {
    compareEveryPreset(fps: 37)
    compareEveryPreset(fps: 120)
  }

  func compareEveryPreset(fps: Double) {
    let presets: [ScrollPhysics] = [
      .ios, .iosFast, .flutter, .flutterFast, .android, .gtk, .gtkBothEdges,
    ]
    var summary: [String] = []
    for physics in presets {
      var worst: [String: Double] = [:]
      var compared = 0
      for r in Self.grid(overscroll: physics.allowsOverscroll) {
        guard let ref = reference(physics, r, fps: fps) else { continue }
        // GTK decides a release beyond its cap on its first tick, and GTK itself does not
        // agree across frame rates there (GTKCapFrameRateTests); the engine follows GTK at
        // 60 fps (OvershootCap.firstTick), so at other rates those releases are not compared.
        if fps != 60, physics.overshootCap != nil, r.kind.hasPrefix("over"),
          abs(r.start < 0 ? r.start : r.start - r.upper) > (physics.overshootCap?.distance ?? 0)
        {
          continue
        }
        if physics.name == "gtk" && r.kind == "over-bottom" && gtkEndEdgeBug(ref, r, fps: fps) {
          continue
        }
        let mine = engine(physics, r, count: ref.count, fps: fps)
        compared += 1
        let count = max(ref.count, mine.count)
        let tolerance = tolerances(physics, r, ref, fps: fps, count: count)
        let decision = decisionFrame(physics, r, ref)
        for n in 0..<count {
          let a = ref[min(n, ref.count - 1)]
          let b = mine[min(n, mine.count - 1)]
          let d = abs(a - b)
          XCTAssertLessThanOrEqual(
            d, tolerance[n], "\(physics.name) \(r): \(d) pt off at frame \(n) at \(fps) fps")
          let key = decision.map { n >= $0 } == true ? r.kind + " after decision" : r.kind
          worst[key] = max(worst[key] ?? 0, d)
        }
      }
      let line = worst.keys.sorted().map { "\($0) \(String(format: "%.2f", worst[$0] ?? 0))" }
      summary.append("\(physics.name) (\(compared) releases): \(line.joined(separator: ", "))")
    }
    print("ToolkitReferenceTests max |engine - toolkit| at \(fps) fps, pt:")
    for line in summary { print("  " + line) }
  }

  /// Drags that go 120 pt of input past the top or the bottom edge and come back, as each
  /// toolkit moves the content event by event (60 events a second).
  func testDragsThatEaseOutOfOverscrollFollowTheToolkits() {
    let out = Array(repeating: -12.0, count: 10) + Array(repeating: 12.0, count: 14)
    let upper = 2400.0
    for physics in [ScrollPhysics.flutter, .flutterFast, .gtk, .ios] {
      for atBottom in [false, true] {
        let deltas = atBottom ? out.map { -$0 } : out
        var view = makeView(physics: physics, content: 3000)
        if atBottom { view.scrollTo(y: upper, animation: .none, at: 0) }
        view.touchDown(at: 0)
        var reference = atBottom ? upper : 0
        var raw = reference
        for (i, d) in deltas.enumerated() {
          let t = Double(i + 1) / 60
          view.dragBy(Point(x: 0, y: d), at: t)
          raw += d
          switch physics.name {
          case "gtk":
            reference = min(upper + 100, max(-100, raw))
          case "ios":
            reference =
              raw < 0
              ? -RubberBand.band(-raw, c: 0.55, dimension: 600)
              : raw > upper ? upper + RubberBand.band(raw - upper, c: 0.55, dimension: 600) : raw
          default:
            reference = ReferenceFlutter.drag(
              position: reference, by: d, min: 0, max: upper, viewport: 600,
              fast: physics.name == "flutter-fast")
          }
          XCTAssertEqual(
            view.offset.y, reference, accuracy: 1e-6,
            "\(physics.name) drag event \(i) \(atBottom ? "bottom" : "top")")
        }
      }
    }
  }

  func testGTKsDragStopsHardAt100PointsAndMovesBackOnlyWithinIt() {
    var view = makeView(physics: .gtk, content: 3000)
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: -150), at: 0.01)
    XCTAssertEqual(view.offset.y, -100)
    view.dragBy(Point(x: 0, y: 30), at: 0.02)
    XCTAssertEqual(view.offset.y, -100, "the unclamped drag is still 120 pt out")
    view.dragBy(Point(x: 0, y: 30), at: 0.03)
    XCTAssertEqual(view.offset.y, -90)
  }

  func testGTKsDragFollowsBackFromBeyondItsLimitWhereContentChangesLeftIt() {
    var view = makeView(physics: .gtk, content: 3000)
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: -20), at: 0.01)
    view.shiftContent(by: Point(x: 0, y: -300), at: 0.02)
    let shifted = view.offset.y
    XCTAssertLessThan(shifted, -100)
    view.dragBy(Point(x: 0, y: 10), at: 0.03)
    XCTAssertEqual(view.offset.y, shifted + 10, accuracy: 1e-9, "no snap to the limit")
    view.dragBy(Point(x: 0, y: -30), at: 0.04)
    XCTAssertEqual(view.offset.y, shifted + 10, accuracy: 1e-9, "never further out")
  }

  func testGTKsCapDoesNotJumpWhenContentChangesLeaveTheOffsetBeyondIt() {
    let sim = ScrollPhysics.gtk.ballistic(
      start: -111, velocity: 0, lower: 0, upper: 900, released: false)
    XCTAssertEqual(sim.position(at: 0), -111)
    XCTAssertEqual(sim.position(at: 1e-4), -111, accuracy: 0.1, "continuous")
    XCTAssertEqual(sim.finalPosition, 0)
  }

  func testGTKReleasedAt80PointsOfOverscrollAt8000PeaksAt80() {
    let sim = ScrollPhysics.gtk.ballistic(start: -80, velocity: -8000, lower: 0, upper: 900)
    var peak = 80.0
    var t = 1e-9
    while t < sim.duration {
      peak = max(peak, -sim.position(at: t))
      t += 0.0005
    }
    XCTAssertEqual(peak, 80, accuracy: 1e-9)
    XCTAssertLessThanOrEqual(-sim.position(at: 1e-6), 50 + 1e-6, "restarts from the cap")
    XCTAssertEqual(sim.finalPosition, 0)
    let gtk = ReferenceGTKKinetic.frames(
      lower: 0, upper: 900, position: -80, velocity: -8000, fps: 60)
    XCTAssertEqual(gtk.map { -$0 }.max() ?? 0, 80, accuracy: 1e-9)
    XCTAssertEqual(gtk[1], -50, accuracy: 1e-9, "GTK clamps on its first tick")
  }

  func testGTKsCapActsAtTheStartEdgeOnlyAsItsCodeDoesAndAtBothInTheVariant() {
    func peak(_ p: ScrollPhysics) -> Double {
      let sim = p.ballistic(start: 450, velocity: 8000, lower: 0, upper: 900)
      var m = 0.0
      var t = 0.0
      while t < sim.duration {
        m = max(m, sim.position(at: t) - 900)
        t += 0.0005
      }
      return m
    }
    XCTAssertGreaterThan(peak(.gtk), 150, "GTK's code never clamps past the end edge")
    XCTAssertEqual(peak(.gtkBothEdges), 50, accuracy: 0.01)
    let top = ScrollPhysics.gtk.ballistic(start: 450, velocity: -8000, lower: 0, upper: 900)
    var t = 0.0
    while t < top.duration {
      XCTAssertGreaterThanOrEqual(top.position(at: t), -50 - 1e-6)
      t += 0.0005
    }
  }

  /// The issue's anchor is the peak of the frames at 60 fps (the continuous peak, between
  /// two frames, is 185.3 pt). Flutter's min(dx, 5000) does not limit this negative velocity.
  func testFlutterPeaksAt184_7AfterMinus8000From200() {
    let sim = ScrollPhysics.flutter.ballistic(start: 200, velocity: -8000, lower: 0, upper: 900)
    let frames = (0..<120).map { -sim.position(at: Double($0) / 60) }
    XCTAssertEqual(frames.max() ?? 0, 184.7, accuracy: 0.05)
    var peak = 0.0
    var t = 0.0
    while t < sim.duration {
      peak = max(peak, -sim.position(at: t))
      t += 0.0001
    }
    XCTAssertEqual(peak, 185.29, accuracy: 0.05)
  }

  func testFlutterHandsTheRawVelocityToTheSpringOutOfRange() {
    let sim = ScrollPhysics.flutter.ballistic(start: -30, velocity: -8000, lower: 0, upper: 900)
    XCTAssertEqual(sim.velocity(at: 0), -8000, accuracy: 1e-9)
    let inRange = ScrollPhysics.flutter.ballistic(
      start: 850, velocity: 8000, lower: 0, upper: 900)
    let tc =
      crossingTime(
        of: ScrollPhysics.flutter.momentum(start: 850, velocity: 8000),
        bound: 900, limit: 10) ?? 0
    XCTAssertEqual(inRange.velocity(at: tc + 1e-9), 5000, accuracy: 1, "min(dx, 5000)")
  }

  func testFlutterFastSpringIsMass03Stiffness75Ratio13() {
    XCTAssertEqual(
      ScrollPhysics.flutterFast.springBack as? DampedSpringBack,
      .spring(mass: 0.3, stiffness: 75, dampingRatio: 1.3))
    XCTAssertEqual(ScrollPhysics.flutterFast.maxFlingVelocity, 64000)
    XCTAssertEqual(
      ScrollPhysics.flutterFast.overscroll as? FrictionOverscroll,
      .friction(scale: 0.26, easesOutOneToOne: true))
  }

  func testFlutterStopsWhereTheSpeedFallsUnderItsToleranceScaledByThePixelRatio() {
    for ratio in [1.0, 2.0, 3.0] {
      let physics = ScrollPhysics.flutter.withDevicePixelRatio(ratio)
      let sim = physics.momentum(start: 0, velocity: 100)
      let tolerance = 1 / (0.05 * ratio)
      XCTAssertEqual(abs(sim.velocity(at: sim.duration - 1e-9)), tolerance, accuracy: 1e-6)
      XCTAssertEqual(
        sim.finalPosition, (100 - tolerance) / log(1 / 0.135), accuracy: 1e-6, "dpr \(ratio)")
      let ref = ReferenceFlutter.frames(
        spring: (0.5, 100, 1.1), position: 0, velocity: 100, leading: 0, trailing: 1e6,
        constantDeceleration: 0, fps: 60, devicePixelRatio: ratio)
      XCTAssertEqual(sim.finalPosition, ref.last ?? 0, accuracy: tolerance / 60)
    }
    XCTAssertEqual(
      ScrollPhysics.ios.withDevicePixelRatio(3).momentum(
        start: 0, velocity: 100
      ).finalPosition,
      ScrollPhysics.ios.momentum(start: 0, velocity: 100).finalPosition,
      "UIKit's stop is in points")
  }

  func testIOSStopsHalfAPointBeforeItsAsymptote() {
    for physics in [ScrollPhysics.ios, .iosFast] {
      for v in [100.0, -2000] {
        let sim = physics.momentum(start: 0, velocity: v)
        let k = physics == .ios ? 1000 * log(0.998) : 1000 * log(0.99)
        XCTAssertEqual(abs(-v / k - sim.finalPosition), 0.5, accuracy: 1e-9)
      }
    }
  }

  /// Releases at the edges through a scroll view rest at the same place at 30-240 Hz and on
  /// a jittered clock.
  func testEdgeReleasesRestAtTheSamePlaceAtEveryFrameRate() {
    let cases: [(String, Double, Double)] = [
      ("drag 200 past the top, release outward", -200, -3000),
      ("drag 200 past the top, release inward", -200, 3000),
      ("drag 60 past the top, release at rest", -60, 0),
      ("drag 200 past the bottom, release outward", 200, 3000),
    ]
    for physics in ScrollPhysics.presets + ScrollPhysics.variants {
      for (name, drag, velocity) in cases {
        var reference: Double?
        for (fps, jitter) in [(60.0, 0.0), (30, 0), (120, 0), (144, 0), (240, 0), (60, 0.4)] {
          var view = makeView(physics: physics, content: 1500)
          if drag > 0 { view.scrollTo(y: 900, animation: .none, at: 0) }
          var driver = FrameDriver(fps: fps, jitter: jitter, seed: 11)
          view.touchDown(at: 0)
          view.dragBy(Point(x: 0, y: drag), at: 0.01)
          view.release(at: 0.02, velocityOverride: Point(x: 0, y: velocity))
          var t = 0.02
          var rest: Double?
          while t < 30 {
            t += (1 / fps) * (1 + jitter * (driver.nextRandom() * 2 - 1))
            view.advance(to: t)
            if view.phase == .idle {
              rest = view.offset.y
              break
            }
          }
          guard let r = rest else {
            XCTFail("\(physics.name) \(name) at \(fps) Hz never rests")
            continue
          }
          if let ref = reference {
            XCTAssertEqual(r, ref, accuracy: 0.5, "\(physics.name) \(name) at \(fps) Hz")
          } else {
            reference = r
          }
        }
      }
    }
  }
}

/// GTK 4's carried momentum (gtk_scrolled_window_accumulate_velocity).
final class GTKMomentumCarryTests: XCTestCase {
  func testTheAccumulationRule() {
    // Same direction, at the caught speed: multiplier (1 - 0.33) / (1 - 0.33) = 1.
    XCTAssertEqual(GTKVelocityAccumulation.accumulated(1000, caught: 1000), 2000, accuracy: 1e-9)
    // Under 0.33 of the caught speed, or the other way: nothing carried.
    XCTAssertEqual(GTKVelocityAccumulation.accumulated(300, caught: 1000), 300)
    XCTAssertEqual(GTKVelocityAccumulation.accumulated(-1000, caught: 1000), -1000)
    // Much faster than the caught fling: at most 6 times it is added.
    XCTAssertEqual(GTKVelocityAccumulation.accumulated(8000, caught: 1000), 14000, accuracy: 1e-9)
    XCTAssertEqual(
      GTKVelocityAccumulation.accumulated(-665, caught: -1000), -665 - 1000 * 0.5, accuracy: 1e-9)
  }

  func testAFlingThatCatchesAFlingCarriesItsVelocityAsGTK4Does() {
    var view = makeView(physics: .gtk, content: 100_000)
    view.touchDown(at: 0)
    view.dragBy(Point(x: 0, y: 10), at: 0.01)
    view.release(at: 0.02, velocityOverride: Point(x: 0, y: 2000))
    view.advance(to: 0.1)
    let caught = view.velocity.y
    view.touchDown(at: 0.1)
    view.dragBy(Point(x: 0, y: 10), at: 0.11)
    view.release(at: 0.12, velocityOverride: Point(x: 0, y: 2000))
    let aged = caught * exp(-4 * 0.02)
    XCTAssertEqual(
      view.velocity.y, GTKVelocityAccumulation.accumulated(2000, caught: aged), accuracy: 1e-6)
  }
}
