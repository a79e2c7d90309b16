import XCTest

@testable import ScrollCore

final class ObservationGeometryObserverTests: XCTestCase {
  private struct SceneState {
    var headerCollapsed = false
    var changes: [String] = []
  }

  private func geometry(y: Double, contentHeight: Double = 5000) -> SCScrollGeometry {
    SCScrollGeometry(
      contentOffset: Point(x: 0, y: y), contentSize: Size(width: 400, height: contentHeight),
      containerSize: Size(width: 400, height: 600))
  }

  func testBoolTransformFiresOncePerThresholdCrossing() {
    var registry = GeometryObserverRegistry<SceneState>()
    registry.onScrollGeometryChange(for: Bool.self, name: "collapse") {
      $0.contentOffset.y > 100
    } action: { old, new, state in
      state.headerCollapsed = new
      state.changes.append("\(old)->\(new)")
    }
    var state = SceneState()
    var frame: UInt64 = 0
    for y in stride(from: 0.0, through: 300, by: 10) {
      frame += 1
      registry.evaluate(geometry(y: y), frame: frame, state: &state)
    }
    XCTAssertEqual(state.changes, ["false->true"])
    for y in stride(from: 300.0, through: 0, by: -7) {
      frame += 1
      registry.evaluate(geometry(y: y), frame: frame, state: &state)
    }
    XCTAssertEqual(state.changes, ["false->true", "true->false"])
    XCTAssertEqual(registry.deliveryCount, 2)
    // One transform per frame whose geometry changed: the second 300 repeats the first.
    XCTAssertEqual(registry.transformCount, Int(frame) - 1)
  }

  func testTransformsRunOnlyWhenTheGeometryChanges() {
    var registry = GeometryObserverRegistry<Int>()
    for i in 0..<10 {
      registry.onScrollGeometryChange(name: "o\(i)") {
        $0.contentOffset.y
      } action: { _, _, count in
        count += 1
      }
    }
    var deliveries = 0
    let first = registry.evaluate(geometry(y: 0), frame: 1, state: &deliveries)
    XCTAssertEqual(first.transformsRun, 10)
    XCTAssertEqual(first.deliveries, 0, "the first value is recorded, not delivered")
    let idle = registry.evaluate(geometry(y: 0), frame: 2, state: &deliveries)
    XCTAssertEqual(idle.transformsRun, 0)
    XCTAssertFalse(idle.geometryChanged)
    let moved = registry.evaluate(geometry(y: 5), frame: 3, state: &deliveries)
    XCTAssertEqual(moved.transformsRun, 10)
    XCTAssertEqual(moved.deliveries, 10)
    XCTAssertEqual(deliveries, 10)
    XCTAssertEqual(registry.transformCount, 20)
    XCTAssertEqual(registry.deliveryCount, 10)
  }

  func testActionRunsOnlyWhenTheTransformedValueChanges() {
    var registry = GeometryObserverRegistry<[Int]>()
    let id = registry.onScrollGeometryChange(name: "page") {
      Int($0.contentOffset.y / 600)
    } action: {
      _, new, pages in
      pages.append(new)
    }
    var pages: [Int] = []
    var frame: UInt64 = 0
    for y in stride(from: 0.0, through: 1800, by: 50) {
      frame += 1
      registry.evaluate(geometry(y: y), frame: frame, state: &pages)
    }
    XCTAssertEqual(pages, [1, 2, 3])
    let stats = registry.statistics(of: id)!
    XCTAssertEqual(stats.name, "page")
    XCTAssertEqual(stats.transforms, Int(frame))
    XCTAssertEqual(stats.deliveries, 3)
  }

  func testSecondEvaluationInTheSameFrameDoesNotDeliverTwice() {
    var registry = GeometryObserverRegistry<Int>()
    registry.onScrollGeometryChange(name: "y") {
      $0.contentOffset.y
    } action: { _, _, n in
      n += 1
    }
    var n = 0
    registry.evaluate(geometry(y: 0), frame: 1, state: &n)
    registry.evaluate(geometry(y: 10), frame: 2, state: &n)
    let again = registry.evaluate(geometry(y: 10), frame: 2, state: &n)
    XCTAssertEqual(n, 1)
    XCTAssertEqual(again.transformsRun, 0)
    XCTAssertEqual(again.pass, 0, "a repeat with the same geometry is not a new pass")
  }

  func testRelayoutInTheSameFrameDeliversTheChangedValueInANewPass() {
    var registry = GeometryObserverRegistry<[Double]>()
    registry.onScrollGeometryChange(name: "y") {
      $0.contentOffset.y
    } action: { _, new, seen in
      seen.append(new)
    }
    var seen: [Double] = []
    registry.evaluate(geometry(y: 0), frame: 1, state: &seen)
    registry.evaluate(geometry(y: 10), frame: 2, state: &seen)
    let relayout = registry.evaluate(geometry(y: 12), frame: 2, state: &seen)
    XCTAssertEqual(relayout.pass, 1)
    XCTAssertEqual(seen, [10, 12])
  }

  func testInitialDeliveryAndLateRegistration() {
    var registry = GeometryObserverRegistry<[String]>()
    registry.onScrollGeometryChange(name: "a", initial: true) {
      $0.contentOffset.y > 50
    } action: {
      old, new, log in
      log.append("a \(old) \(new)")
    }
    var log: [String] = []
    registry.evaluate(geometry(y: 80), frame: 1, state: &log)
    XCTAssertEqual(log, ["a true true"])
    // Added while the geometry is at rest: it records its first value without a new geometry.
    registry.onScrollGeometryChange(name: "b") {
      $0.contentOffset.y > 50
    } action: { _, new, log in
      log.append("b \(new)")
    }
    let late = registry.evaluate(geometry(y: 80), frame: 2, state: &log)
    XCTAssertEqual(late.transformsRun, 1, "only the new observer runs")
    registry.evaluate(geometry(y: 10), frame: 3, state: &log)
    XCTAssertEqual(log, ["a true true", "a true false", "b false"])
  }

  func testRemovedObserverNoLongerRuns() {
    var registry = GeometryObserverRegistry<Int>()
    let id = registry.onScrollGeometryChange(name: "y") {
      $0.contentOffset.y
    } action: { _, _, n in
      n += 1
    }
    var n = 0
    registry.evaluate(geometry(y: 0), frame: 1, state: &n)
    registry.remove(id)
    registry.evaluate(geometry(y: 20), frame: 2, state: &n)
    XCTAssertEqual(n, 0)
    XCTAssertEqual(registry.count, 0)
    XCTAssertNil(registry.statistics(of: id))
  }

  func testLayoutAffectingDeliveryRequestsARelayout() {
    var registry = GeometryObserverRegistry<SceneState>()
    registry.onScrollGeometryChange(
      name: "header", affectsLayout: true
    ) {
      $0.contentOffset.y > 100
    } action: { _, new, state in
      state.headerCollapsed = new
    }
    registry.onScrollGeometryChange(name: "plain") {
      $0.contentOffset.y > 200
    } action: { _, _, _ in
    }
    var state = SceneState()
    registry.evaluate(geometry(y: 0), frame: 1, state: &state)
    XCTAssertTrue(registry.evaluate(geometry(y: 250), frame: 2, state: &state).layoutChanged)
    XCTAssertTrue(state.headerCollapsed)
    XCTAssertFalse(registry.evaluate(geometry(y: 260), frame: 3, state: &state).layoutChanged)
  }
}
