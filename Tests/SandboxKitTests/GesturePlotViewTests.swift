import Drawing
import Gestures
import ScrollCore
import XCTest

@testable import SandboxKit

/// The gesture panel marks late frames in the warning colour, and only them.
final class GesturePlotViewTests: XCTestCase {
  func testOnlyLateFramesAreDrawnInTheWarningColour() {
    let interval = 1.0 / 60
    var deadlines = FrameDeadlines(interval: interval)
    var g = Gesture(
      id: 1, scene: "feed", kind: .touchpadSwipe, device: .mouse, start: 0, startOffset: .zero)
    for i in 0..<10 {
      let start = Double(i) * interval
      // Frame 4 is stalled 30 ms: late; the others take 2 ms.
      let present = start + 0.002 + (i == 4 ? 0.030 : 0)
      let timing = deadlines.frame(index: i, start: start, present: present, chained: i > 0)
      g.frames.append(
        GestureFrame(
          timing: timing, offset: Point(x: 0, y: Double(i) * 10), velocity: Point(x: 0, y: 600),
          phase: .interacting))
    }
    g.end = 10 * interval
    let theme = Theme.light
    var list = DisplayList()
    GesturePlotView(gesture: g, interval: interval, theme: theme).draw(
      into: &list, in: Rect(x: 0, y: 0, width: 900, height: GesturePlotView.panelHeight))
    var warningMarks = 0
    var frameMarks = 0
    var lateLabels: [String] = []
    for command in list.commands {
      switch command {
      case .rect(_, let color, _) where color == theme.warning: warningMarks += 1
      case .rect(_, let color, _) where color == theme.accent: frameMarks += 1
      case .text(let s, _, _, let color, _) where color == theme.warning: lateLabels.append(s)
      default: break
      }
    }
    XCTAssertEqual(warningMarks, 1)
    XCTAssertEqual(frameMarks, 9)
    XCTAssertEqual(lateLabels, ["+15.3 ms"])
  }
}
