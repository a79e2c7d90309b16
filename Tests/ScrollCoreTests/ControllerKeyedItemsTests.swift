import XCTest

@testable import ScrollCore

/// Ids of any `Hashable & Sendable` type, the velocity override without movement, and the
/// preconditions that replace silent failures (a foreign id type, view-aligned snapping
/// without targets).
final class ControllerKeyedItemsTests: XCTestCase {
  /// Row heights that vary and are only known when a row is measured.
  static func height(_ index: Int) -> Double { 40 + Double((index * 37) % 90) }

  func makeKeyedController() -> ScrollController<Void> {
    var stack = LazyStack(estimatedSize: 60)
    stack.append(keys: (0..<2000).map { "row-\($0)" })
    var c = ScrollController(stack: stack, physics: .ios)
    c.setFrame(Rect(x: 0, y: 0, width: 300, height: 500), at: 0)
    c.update(at: 0) { Self.height($0) }
    return c
  }

  func run(_ c: inout ScrollController<Void>, from t: Double, fps: Double = 60) -> Double {
    var t = t
    repeat {
      t += 1 / fps
      c.update(at: t) { Self.height($0) }
    } while c.isActive && t < 30
    return t
  }

  func testStringKeysScrollToTheirMeasuredRowAndReadBack() {
    var c = makeKeyedController()
    XCTAssertTrue(c.scrollTo(id: "row-700", anchor: .top, at: 0.1))
    _ = run(&c, from: 0.1)
    let index = c.stack.index(ofKey: "row-700")!
    XCTAssertEqual(index, 700)
    XCTAssertTrue(c.stack.isMeasured(at: index))
    XCTAssertEqual(c.view.offset.y, c.stack.offset(ofIndex: index), accuracy: 0.5)
    XCTAssertEqual(c.position.viewID(type: String.self), "row-700")
    XCTAssertEqual(c.stack.key(at: 701), AnyHashableSendable("row-701"))
    XCTAssertFalse(c.scrollTo(id: "row-none", at: c.view.time), "an unknown key finds nothing")
  }

  func testAKeyedRowReportsItsVisibilityAtItsThreshold() {
    var c = makeKeyedController()
    XCTAssertTrue(c.onScrollVisibilityChange(id: "row-30", threshold: 0.1))
    XCTAssertFalse(c.onScrollVisibilityChange(id: "row-none", threshold: 0.1))
    c.scrollTo(id: "row-30", anchor: .bottom, animation: .easeInOut(duration: 2), at: 0.1)
    var first: VisibilityChange?
    var t = 0.1
    while first == nil && t < 5 {
      t += 1 / 120.0
      c.update(at: t) { Self.height($0) }
      first = c.takeVisibilityChanges().first
    }
    let change = try! XCTUnwrap(first)
    XCTAssertTrue(change.isVisible)
    XCTAssertEqual(c.stack.itemKeys.key(forID: change.id), AnyHashableSendable("row-30"))
    // The change fires on the first frame at or past 0.1 of the row's measured height.
    XCTAssertGreaterThanOrEqual(change.fraction, 0.1)
    XCTAssertLessThan(change.fraction, 0.1 + 5.0 / Self.height(30))
  }

  func testRemovingKeyedRowsForgetsTheirKeysAndIntListsPayNothing() {
    var c = makeKeyedController()
    XCTAssertEqual(c.stack.itemKeys.count, 2000)
    c.updateStack(at: 0.1) { $0.remove(0..<500) }
    XCTAssertEqual(c.stack.itemKeys.count, 1500)
    XCTAssertNil(c.stack.index(ofKey: "row-10"))
    XCTAssertEqual(c.stack.index(ofKey: "row-510"), 10)
    let big = LazyStack(count: 1_000_000, estimatedSize: 44)
    XCTAssertTrue(big.itemKeys.isEmpty)
    XCTAssertEqual(big.index(ofKey: 123_456), 123_456, "Int keys are the plain ids")
    XCTAssertEqual(big.key(at: 5), AnyHashableSendable(5))
  }

  func testAVelocityOverrideLaunchesWithoutMovement() {
    var plain = ScrollController(stack: LazyStack(count: 1000, estimatedSize: 50))
    plain.setFrame(Rect(x: 0, y: 0, width: 300, height: 500), at: 0)
    plain.update(at: 0) { _ in 50 }
    var reference = plain
    plain.touchDown(at: 0.1)
    plain.release(at: 0.1, velocityOverride: Point(x: 0, y: 1500))
    XCTAssertEqual(plain.view.phase, .decelerating)
    reference.fling(velocity: Point(x: 0, y: 1500), at: 0.1)
    var t = 0.1
    while (plain.isActive || reference.isActive) && t < 20 {
      t += 1 / 60.0
      plain.update(at: t) { _ in 50 }
      reference.update(at: t) { _ in 50 }
    }
    XCTAssertGreaterThan(plain.view.offset.y, 500)
    XCTAssertEqual(plain.view.offset.y, reference.view.offset.y, accuracy: 1e-9)
    // A zero override without movement is a plain lift.
    var still = ScrollController(stack: LazyStack(count: 1000, estimatedSize: 50))
    still.setFrame(Rect(x: 0, y: 0, width: 300, height: 500), at: 0)
    still.update(at: 0) { _ in 50 }
    still.touchDown(at: 0.1)
    still.release(at: 0.2, velocityOverride: .zero)
    XCTAssertEqual(still.view.phase, .idle)
  }

  // MARK: Preconditions, each run in a child process.

  func testAnIdOfAForeignTypeStopsWithBothTypesNamed() throws {
    let result = try PreconditionProbe.run("ControllerKeyedItemsTests/testProbeForeignIDType")
    XCTAssertNotEqual(result.reason, .exit, "the child must stop on the precondition")
    XCTAssertTrue(result.stderr.contains("Int64"), result.stderr)
    XCTAssertTrue(result.stderr.contains("ids are Int"), result.stderr)
    let keyed = try PreconditionProbe.run("ControllerKeyedItemsTests/testProbeForeignKeyType")
    XCTAssertNotEqual(keyed.reason, .exit)
    XCTAssertTrue(keyed.stderr.contains("Int or String"), keyed.stderr)
  }

  func testViewAlignedSnappingWithoutTargetsStopsWithAMessage() throws {
    let result = try PreconditionProbe.run("ControllerKeyedItemsTests/testProbeSnapWithoutTargets")
    XCTAssertNotEqual(result.reason, .exit)
    XCTAssertTrue(result.stderr.contains("ViewAlignedScrollTargetBehavior"), result.stderr)
    XCTAssertTrue(result.stderr.contains("targets: nil"), result.stderr)
    // Paging needs no targets: the same call rests on a page.
    var view = SCScrollView(
      physics: .ios, contentSize: Size(width: 300, height: 5000),
      containerSize: Size(width: 300, height: 500))
    view.targetBehavior = SCPagingScrollTargetBehavior()
    view.fling(velocity: Point(x: 0, y: 900), targets: nil, at: 0)
    view.advance(to: 10)
    XCTAssertEqual(view.offset.y.truncatingRemainder(dividingBy: 500), 0, accuracy: 0.01)
  }

  func testProbeForeignIDType() {
    guard PreconditionProbe.armed else { return }
    var c = ScrollController(stack: LazyStack(count: 1000, estimatedSize: 50))
    c.scrollTo(id: Int64(500), at: 0)
  }

  func testProbeForeignKeyType() {
    guard PreconditionProbe.armed else { return }
    var c = makeKeyedController()
    c.scrollTo(id: Int64(5), at: 0.1)
  }

  func testProbeSnapWithoutTargets() {
    guard PreconditionProbe.armed else { return }
    var view = SCScrollView(
      physics: .ios, contentSize: Size(width: 300, height: 5000),
      containerSize: Size(width: 300, height: 500))
    view.targetBehavior = SCViewAlignedScrollTargetBehavior()
    view.fling(velocity: Point(x: 0, y: 900), targets: nil, at: 0)
  }
}
