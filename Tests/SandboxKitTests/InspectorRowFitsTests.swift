import Drawing
import ScrollCore
import XCTest

@testable import SandboxKit

/// The inspector keeps its rows' measurements between frames: an unchanged row is not
/// measured again, a changed one is, and the panel drawn is the same as measured afresh.
final class InspectorRowFitsTests: XCTestCase {
  private let frame = Rect(x: 0, y: 0, width: 220, height: 900)

  private func sections(_ value: String) -> [InspectorView.Section] {
    [
      InspectorView.Section(
        title: "Scroll",
        rows: [
          InspectorView.Row(label: "offset", value: value),
          InspectorView.Row(label: "a label far too long for its column", value: "1"),
          InspectorView.Row(label: "path", value: String(repeating: "wide value ", count: 6)),
        ])
    ]
  }

  /// The panel's commands (as text) and the rows reported shortened.
  private func draw(_ value: String, fits: InspectorRowFits?) -> (String, [String]) {
    var list = DisplayList()
    let drawn = InspectorView.draw(
      into: &list, sections: sections(value), frame: frame, drawer: false, graph: false,
      theme: .light, measurer: ApproximateTextMeasurer(), fits: fits)
    return ("\(list.commands)", drawn.truncated)
  }

  func testUnchangedRowsAreNotMeasuredAgainAndDrawTheSame() {
    let fits = InspectorRowFits()
    let first = draw("12 pt", fits: fits)
    XCTAssertEqual(fits.measured, 3)
    let again = draw("12 pt", fits: fits)
    XCTAssertEqual(fits.measured, 3, "nothing changed: nothing measured")
    let moved = draw("13 pt", fits: fits)
    XCTAssertEqual(fits.measured, 4, "only the changed row")
    XCTAssertEqual(first.0, draw("12 pt", fits: nil).0)
    XCTAssertEqual(again.0, first.0)
    XCTAssertEqual(moved.0, draw("13 pt", fits: nil).0)
    XCTAssertEqual(first.1, draw("12 pt", fits: nil).1, "the same rows are reported shortened")
    XCTAssertFalse(first.1.isEmpty)
  }
}
