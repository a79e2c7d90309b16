import ScrollCore
import XCTest

@testable import Bench

/// The engine section runs its scripted flings and yields real numbers (no timing limits
/// are asserted here: timings belong to the benchmark, not the tests).
final class BenchEngineTests: XCTestCase {
  func testAQuickRunGivesFinitePositiveNumbersForEverySize() {
    let results = BenchEngine.run(settings: .quick)
    XCTAssertEqual(results.map(\.size.items), [1000, 100_000, 1_000_000])
    for r in results {
      XCTAssertEqual(r.frame.count, BenchEngine.Settings.quick.frames, r.size.label)
      XCTAssertGreaterThan(r.frame.p50, 0, r.size.label)
      XCTAssertGreaterThanOrEqual(r.frame.p99, r.frame.p50, r.size.label)
      XCTAssertGreaterThan(r.flings, 5, "flings happened at \(r.size.label)")
      XCTAssertGreaterThan(r.deliveries, 0, "observers and visibility fired at \(r.size.label)")
      XCTAssertTrue(r.finalOffset.isFinite)
      XCTAssertGreaterThan(r.stageMeans[.layout] + r.stageMeans[.observers], 0)
    }
    let rows = BenchEngine.rows(results)
    XCTAssertEqual(rows.count, 7, "median and p99 per size, and the ratio")
    for row in rows {
      XCTAssertTrue(row.value.isFinite && row.value > 0, "\(row.size) \(row.metric): \(row.value)")
    }
  }

  func testTheFlingScriptPressesDragsReleasesAndCoasts() {
    var script = BenchFlingScript(coastFrames: 3)
    var inputs: [BenchInput] = []
    for _ in 0..<(script.cycleLength * 4) { inputs.append(script.next()) }
    XCTAssertEqual(inputs[0], .press)
    XCTAssertEqual(inputs[1], .drag(18))
    XCTAssertEqual(inputs[6], .drag(18))
    XCTAssertEqual(inputs[7], .release)
    XCTAssertEqual(inputs[8...10].map { $0 }, [.none, .none, .none])
    XCTAssertEqual(inputs[12], .drag(30), "the second fling is faster")
    XCTAssertEqual(inputs[3 * 11 + 1], .drag(-24), "the fourth fling turns back")
    XCTAssertEqual(script.flings, 4)
  }

  func testTheBenchListLaysOutObservesAndTracksVisibilityWhileFlinging() {
    var list = BenchRowList(items: 10_000)
    var script = BenchFlingScript()
    var timer = NoStageTimer()
    let start = list.view.offset.y
    for frame in 0..<120 { list.step(script.next(), at: Double(frame) / 60, timer: &timer) }
    XCTAssertEqual(start, 5000 * BenchRowList.rowHeight, "starts in the middle of the list")
    XCTAssertNotEqual(list.view.offset.y, start, "the flings moved it")
    XCTAssertFalse(list.stack.visibleItems.isEmpty)
    XCTAssertEqual(list.registry.count, BenchObservers.count)
    XCTAssertGreaterThan(list.state.deliveries, 10)
    XCTAssertGreaterThan(list.visibilityChanges, 0)
    XCTAssertEqual(list.frameNumber, 120)
  }
}
