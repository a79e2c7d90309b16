import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// What a new user hit in the physics lab (#31): a preset change relabelling the old curve,
/// curves sampled long after rest, and a curve drawn off its samples.
final class PhysicsLabBugTests: XCTestCase {
  private func makeLab() throws -> (SceneDriver, PhysicsLabScene) {
    let driver = SceneDriver(scene: "physics")
    return (driver, try XCTUnwrap(driver.scene as? PhysicsLabScene))
  }

  /// Runs until both columns rested after the first replay.
  private func runToRest(_ driver: SceneDriver) {
    let ok = driver.run(
      until: { driver.events.filter { $0.name == "lab-rest" }.count >= 2 }, timeout: 12)
    XCTAssertTrue(ok, "both columns should come to rest")
  }

  /// The legend lines drawn (they name a rest).
  private func legends(_ driver: SceneDriver) -> [String] {
    driver.strings.filter { $0.contains("after release") || $0.contains("moving") }
  }

  func testChoosingAPresetKeepsTheOldCurveUnderTheNameItRanWith() throws {
    let (driver, lab) = try makeLab()
    runToRest(driver)
    driver.step()
    let androidLegend = try XCTUnwrap(legends(driver).last)
    XCTAssertTrue(androidLegend.hasPrefix("Android · "), androidLegend)
    // The right column's list: pick Flutter. The curve on screen is still Android's run.
    let flutter = try XCTUnwrap(ScrollPhysics.presets.firstIndex { $0.name == "flutter" })
    lab.bench.choosePreset(flutter, for: 1, at: driver.time)
    driver.step()
    let after = try XCTUnwrap(legends(driver).last)
    XCTAssertFalse(after.hasPrefix("Flutter"), "Android's numbers under Flutter's name: \(after)")
    XCTAssertTrue(after.hasPrefix("Android (now Flutter: R runs it) · "), after)
    XCTAssertTrue(after.hasSuffix(androidLegend.dropFirst("Android".count)), after)
  }

  func testCurvesStopAtRest() throws {
    let (driver, lab) = try makeLab()
    runToRest(driver)
    let rests = lab.columns.map { $0.curve.last?.x ?? .nan }
    driver.run(5)
    for (i, column) in lab.columns.enumerated() {
      let rest = try XCTUnwrap(column.rest)
      let last = try XCTUnwrap(column.curve.last)
      XCTAssertEqual(last.x, rests[i], accuracy: 1e-9, "\(column.side): sampled after rest")
      XCTAssertEqual(last.y, rest.offset, accuracy: 1e-9)
    }
  }

  /// The distance from `p` to the segment `a`-`b`.
  private func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = dx * dx + dy * dy
    let u = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
    let x = a.x + u * dx - p.x
    let y = a.y + u * dy - p.y
    return (x * x + y * y).squareRoot()
  }

  func testEverySampleOfALongCurveIsDrawnWithinHalfAPixel() throws {
    // The iOS curve of the lab's fling, then its rest repeated up to 50 s (what a user saw
    // when the curve went on sampling after rest): thinned to a segment per few samples, the
    // bend into the rest was drawn a pixel off.
    let (driver, lab) = try makeLab()
    runToRest(driver)
    var points = lab.columns[0].curve
    let rest = try XCTUnwrap(points.last)
    var t = rest.x
    while t < 50 {
      t += 1.0 / 60
      points.append(Point(x: t, y: rest.y))
    }
    let color = Color(hex: 0x123456)
    let plot = LabPlot(
      series: [
        LabPlot.Series(
          name: "iOS", points: points, rest: rest.y, duration: 1, velocity: 1, color: color)
      ], measurer: ApproximateTextMeasurer())
    let frame = Rect(x: 0, y: 0, width: 1200, height: 420)
    var list = DisplayList()
    plot.draw(in: frame, theme: driver.theme, into: &list)
    let segments: [(Point, Point)] = list.commands.compactMap { command in
      if case .line(let a, let b, let c, 2, 0) = command, c == color { return (a, b) }
      return nil
    }
    XCTAssertFalse(segments.isEmpty)
    for p in points {
      let placed = plot.place(p, in: frame)
      let nearest = segments.map { distance(placed, $0.0, $0.1) }.min() ?? .infinity
      XCTAssertLessThanOrEqual(nearest, 0.5, "sample at \(p.x) s drawn \(nearest) px off")
    }
  }
}
