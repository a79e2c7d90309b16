import Recording
import TestSupport
import XCTest

@testable import ScrollCore

/// `offset(showing:anchor: nil)`, the minimum scroll that shows a frame, is stable: asked
/// again from the offset it returned, it returns that offset (the anchor fuzz found a frame
/// taller than the viewport whose answer flipped between its top and its bottom).
final class ScrollViewShowingTests: XCTestCase {
  func testTheMinimumScrollIsStableForFramesOfAnyLength() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      var view = SCScrollView(
        contentSize: Size(width: 400, height: 20_000),
        containerSize: Size(width: 400, height: rng.uniform(100, 900)),
        contentInsets: SCEdgeInsets(top: rng.uniform(0, 80), bottom: rng.uniform(0, 80)))
      view.scroll(to: Point(x: 0, y: rng.uniform(0, 19_000)), animation: .none, at: 0)
      let frame = Rect(x: 0, y: rng.uniform(0, 19_000), width: 400, height: rng.uniform(1, 2000))
      let first = view.offset(showing: frame, anchor: nil)
      view.scroll(to: first, animation: .none, at: 0)
      XCTAssertEqual(
        view.offset(showing: frame, anchor: nil), first, "\(frame) in \(view.geometry)")
    }
  }

  func testAFrameLongerThanTheViewportAlignsItsNearerEdgeOrStays() {
    var view = makeView(content: 20_000, container: 600)
    let tall = Rect(x: 0, y: 5000, width: 400, height: 1000)
    XCTAssertEqual(view.offset(showing: tall, anchor: nil).y, 5000, "below: its top")
    view.scroll(to: Point(x: 0, y: 7000), animation: .none, at: 0)
    XCTAssertEqual(view.offset(showing: tall, anchor: nil).y, 5400, "above: its bottom")
    view.scroll(to: Point(x: 0, y: 5200), animation: .none, at: 0)
    XCTAssertEqual(view.offset(showing: tall, anchor: nil).y, 5200, "covering the view: stays")
    let short = Rect(x: 0, y: 5000, width: 400, height: 100)
    XCTAssertEqual(view.offset(showing: short, anchor: nil).y, 5000, "above: its top")
  }
}
