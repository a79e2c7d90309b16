import XCTest

@testable import ScrollCore

/// The README's "Using ScrollCore" example (also in docs/using-scrollcore.md), run with real
/// input and measurements, so the example cannot drift from the API's behaviour;
/// Tests/e2e/docs.sh compiles the snippets of those pages as they are written.
final class ReadmeExampleTests: XCTestCase {
  func testTheReadmeExampleRunsAndItsObserverFollowsTheOffset() {
    func measuredHeight(of index: Int) -> Double? { 40 + Double(index % 5) * 4 }
    var list = ScrollController(
      stack: LazyStack(count: 10_000, estimatedSize: 44), state: false, physics: .ios)
    list.setFrame(Rect(x: 0, y: 0, width: 400, height: 600), at: 0)
    list.observers.onScrollGeometryChange(
      for: Bool.self, name: "top button", of: { $0.contentOffset.y > 240 },
      action: { _, show, state in state = show })
    var phases: [SCScrollPhase] = []
    var t = 0.0
    for frame in 0..<120 {
      t = Double(frame) / 60
      if frame == 10 {
        _ = list.handle(
          InputEvent(
            time: t, kind: .wheel(dx: 0, dy: -3, pointer: Point(x: 100, y: 100), modifiers: [])))
      }
      if frame == 60 {
        list.scrollTo(id: 500, anchor: .center, animation: .easeInOut(duration: 0.3), at: t)
      }
      list.update(at: t) { index in measuredHeight(of: index) }
      XCTAssertEqual(list.state, list.view.offset.y > 240, "frame \(frame)")
      for event in list.takeEvents() {
        if case .phaseChanged(_, let to, _) = event.event { phases.append(to) }
      }
    }
    XCTAssertEqual(list.view.phase, .idle)
    let row = list.stack.frame(at: list.stack.index(ofID: 500)!)
    XCTAssertEqual(row.midY, list.view.offset.y + 300, accuracy: 0.5)
    XCTAssertEqual(row.height, measuredHeight(of: 500)!)
    XCTAssertEqual(phases, [.animating, .idle, .animating, .idle])
  }
}
