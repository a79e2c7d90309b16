import XCTest

@testable import ScrollCore

/// The controller's observers run as the last stage of `update(at:measure:)`, on the
/// geometry of that frame, writing the controller's state.
final class ControllerObserverTests: XCTestCase {
  struct Flags: Sendable {
    var pastThreshold = false
    var flips: [(t: Double, offset: Double, value: Bool)] = []
    var frames: [UInt64] = []
  }

  func testABoolObserverFlipsInTheFrameTheOffsetCrosses240() {
    let rig = LazyListRig()
    var c = ScrollController(
      stack: LazyStack(count: rig.count, estimatedSize: rig.estimate), state: Flags())
    c.setFrame(Rect(origin: .zero, size: rig.viewport), at: 0)
    c.observers.onScrollGeometryChange(
      for: Bool.self, name: "past 240", of: { $0.contentOffset.y > 240 },
      action: { _, new, state in
        state.pastThreshold = new
        state.flips.append((0, 0, new))
      })
    c.update(at: 0) { rig.height($0) }
    var events = LazyListRig.fling(distance: 300)[...]
    var previous = c.view.offset.y
    var t = 0.0
    while t < 6 {
      t += 1.0 / 60
      while let e = events.first, e.time <= t {
        events.removeFirst()
        _ = c.handle(e)
      }
      c.update(at: t) { rig.height($0) }
      let o = c.view.offset.y
      let crossedUp = previous <= 240 && o > 240
      let crossedDown = previous > 240 && o <= 240
      if crossedUp || crossedDown {
        XCTAssertEqual(c.state.flips.last?.value, crossedUp, "flipped in the crossing frame")
      }
      XCTAssertEqual(c.state.pastThreshold, o > 240, "at \(t)")
      previous = o
    }
    XCTAssertEqual(c.state.flips.count, 1, "one flip for one crossing")
    XCTAssertGreaterThan(c.view.offset.y, 240)
  }

  func testObserversRunOncePerFrameAndAgainOnlyForARelayoutPass() {
    var c = ScrollController(stack: LazyStack(count: 100, estimatedSize: 50), state: Flags())
    c.setFrame(Rect(x: 0, y: 0, width: 300, height: 400), at: 0)
    c.observers.onScrollGeometryChange(
      for: Double.self, name: "offset", of: { $0.contentOffset.y },
      action: { _, _, state in state.frames.append(0) })
    c.update(at: 0) { _ in 50 }
    c.scroll(to: Point(x: 0, y: 500), animation: .easeInOut(duration: 0.5), at: 0)
    var deliveries = 0
    for k in 1...20 {
      c.update(at: Double(k) / 60) { _ in 50 }
      XCTAssertEqual(c.frameNumber, UInt64(k + 1))
      deliveries = c.state.frames.count
    }
    let again = c.observe()
    XCTAssertEqual(again.transformsRun, 0, "a second evaluation with the same geometry")
    XCTAssertEqual(again.deliveries, 0, "delivers nothing again")
    XCTAssertEqual(c.state.frames.count, deliveries)
    XCTAssertEqual(deliveries, 20, "one delivery per moving frame")
  }
}
