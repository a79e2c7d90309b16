import XCTest

@testable import ScrollCore

final class ObservationFeedbackLoopTests: XCTestCase {
  /// A header inside the content: collapsing it makes the content 80 pt shorter.
  private struct Header { var collapsed = false }

  private func geometry(for header: Header, offset: Double = 0) -> SCScrollGeometry {
    SCScrollGeometry(
      contentOffset: Point(x: 0, y: offset),
      contentSize: Size(width: 400, height: header.collapsed ? 560 : 640),
      containerSize: Size(width: 400, height: 600))
  }

  func testCollapsingHeaderOscillationWithinAFrameIsReportedNotHidden() {
    // Collapse when the content overflows; collapsing stops the overflow, which expands it.
    var registry = GeometryObserverRegistry<Header>()
    registry.onScrollGeometryChange(
      name: "collapse header", affectsLayout: true, initial: true
    ) {
      $0.contentSize.height > $0.containerSize.height
    } action: { _, overflows, header in
      header.collapsed = overflows
    }
    var header = Header()
    let outcome = RelayoutLoop(maxPasses: 4).run { _ in
      let g = geometry(for: header)
      return registry.evaluate(g, frame: 1, state: &header)
    }
    XCTAssertFalse(outcome.converged)
    XCTAssertEqual(outcome.passes, 4, "bounded")
    let report = outcome.feedbackLoops.first
    XCTAssertEqual(report?.observer, "collapse header")
    XCTAssertEqual(report?.withinOneFrame, true)
    XCTAssertEqual(report?.values, ["true", "false", "true"])
    XCTAssertEqual(registry.feedbackLoopCount, outcome.feedbackLoops.count)
    XCTAssertTrue(report?.description.contains("collapse header") ?? false)
  }

  func testLayoutChangeThatSettlesConvergesWithoutReports() {
    var registry = GeometryObserverRegistry<Header>()
    registry.onScrollGeometryChange(
      name: "collapse", affectsLayout: true
    ) {
      $0.contentOffset.y > 100
    } action: { _, new, header in
      header.collapsed = new
    }
    var header = Header()
    registry.evaluate(geometry(for: header, offset: 0), frame: 1, state: &header)
    let outcome = RelayoutLoop().run { _ in
      let g = geometry(for: header, offset: 150)
      return registry.evaluate(g, frame: 2, state: &header)
    }
    XCTAssertTrue(header.collapsed)
    XCTAssertTrue(outcome.converged)
    XCTAssertEqual(outcome.passes, 2, "the delivery changed layout once; the next pass is stable")
    XCTAssertTrue(outcome.feedbackLoops.isEmpty)
  }

  func testFlipAcrossConsecutiveFramesIsReported() {
    var detector = FeedbackLoopDetector<Bool>()
    XCTAssertNil(detector.record(old: false, new: true, frame: 10, observer: "h"))
    let report = detector.record(old: true, new: false, frame: 11, observer: "h")
    XCTAssertEqual(report?.values, ["false", "true", "false"])
    XCTAssertEqual(report?.frames, 10...11)
    XCTAssertEqual(report?.withinOneFrame, false)
    let again = detector.record(old: false, new: true, frame: 12, observer: "h")
    XCTAssertEqual(again?.consecutiveFlips, 2)
  }

  func testRegistryReportsAFlipAcrossConsecutiveFrames() {
    var registry = GeometryObserverRegistry<Int>()
    registry.onScrollGeometryChange(name: "past 100") {
      $0.contentOffset.y > 100
    } action: {
      _, _, _ in
    }
    var unused = 0
    registry.evaluate(geometry(for: Header(), offset: 90), frame: 1, state: &unused)
    registry.evaluate(geometry(for: Header(), offset: 110), frame: 2, state: &unused)
    let back = registry.evaluate(geometry(for: Header(), offset: 90), frame: 3, state: &unused)
    XCTAssertEqual(back.feedbackLoops.first?.observer, "past 100")
    XCTAssertEqual(back.feedbackLoops.first?.frames, 2...3)
  }

  func testReversalFramesApartIsOrdinaryScrolling() {
    var detector = FeedbackLoopDetector<Int>()
    XCTAssertNil(detector.record(old: 0, new: 1, frame: 10, observer: "page"))
    XCTAssertNil(detector.record(old: 1, new: 0, frame: 14, observer: "page"))
    XCTAssertEqual(detector.consecutiveFlips, 0)
  }

  func testMovingOnToANewValueIsNotAFlip() {
    var detector = FeedbackLoopDetector<Int>()
    XCTAssertNil(detector.record(old: 0, new: 1, frame: 1, observer: "page"))
    XCTAssertNil(detector.record(old: 1, new: 2, frame: 2, observer: "page"))
    XCTAssertNil(detector.record(old: 2, new: 3, frame: 2, observer: "page"))
  }

  /// Observers and detectors keep their state behind a reference (ObserverMemory); copies
  /// must still be independent values, whichever copy runs first.
  func testCopiesOfADetectorAndOfAnObserverAreIndependent() {
    var detector = FeedbackLoopDetector<Int>()
    XCTAssertNil(detector.record(old: 0, new: 1, frame: 1, observer: "page"))
    var copy = detector
    XCTAssertEqual(copy.record(old: 1, new: 0, frame: 2, observer: "page")?.consecutiveFlips, 1)
    XCTAssertEqual(copy.consecutiveFlips, 1)
    XCTAssertEqual(detector.consecutiveFlips, 0, "the copy's flip is not the original's")
    // The original still holds 0 -> 1 in frame 1: moving on is no flip, and the copy's
    // history (1 -> 0 in frame 2) is untouched by it.
    XCTAssertNil(detector.record(old: 1, new: 2, frame: 2, observer: "page"))
    XCTAssertEqual(copy.record(old: 0, new: 1, frame: 3, observer: "page")?.consecutiveFlips, 2)
    detector.reset()
    XCTAssertEqual(copy.consecutiveFlips, 2)

    var delivered: [String] = []
    var observer = GeometryObserver<Bool, [String]>(name: "past 100") {
      $0.contentOffset.y > 100
    } action: { old, new, log in
      log.append("\(old)->\(new)")
    }
    observer.evaluate(geometry(for: Header(), offset: 90), frame: 1, state: &delivered)
    var twin = observer
    twin.evaluate(geometry(for: Header(), offset: 110), frame: 2, state: &delivered)
    XCTAssertEqual(twin.value, true)
    XCTAssertEqual(observer.value, false, "the twin's delivery did not change the original")
    XCTAssertEqual(delivered, ["false->true"])
    // The original delivers the same change itself, and its twin flips back on its own.
    observer.evaluate(geometry(for: Header(), offset: 120), frame: 3, state: &delivered)
    let back = twin.evaluate(geometry(for: Header(), offset: 90), frame: 3, state: &delivered)
    XCTAssertEqual(delivered, ["false->true", "false->true", "true->false"])
    XCTAssertEqual(back.feedbackLoop?.frames, 2...3)
    XCTAssertEqual(observer.value, true)
    XCTAssertEqual(twin.value, false)
    XCTAssertEqual(observer.deliveryCount, 1)
    XCTAssertEqual(twin.deliveryCount, 2)
  }
}
