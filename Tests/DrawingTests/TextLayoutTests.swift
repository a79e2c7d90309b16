import XCTest

@testable import Drawing

final class TextLayoutTests: XCTestCase {
  let m = ApproximateTextMeasurer()

  func testTruncateKeepsTheLongestPrefixThatFits() {
    let text = "Scroll views that feel right on every device"
    XCTAssertEqual(m.truncate(text, font: .body, width: 10_000), text)
    for width in stride(from: 20.0, through: 300, by: 7) {
      let cut = m.truncate(text, font: .body, width: width)
      XCTAssertLessThanOrEqual(m.size(of: cut, font: .body).width, width, "\(width)")
      XCTAssertTrue(cut.hasSuffix("…"))
      let kept = cut.dropLast().count
      // One more character would not fit (unless it is a space the ellipsis replaces).
      let longer = String(text.prefix(kept + 1)) + "…"
      if text.prefix(kept + 1).last != " " {
        XCTAssertGreaterThan(m.size(of: longer, font: .body).width, width, "\(width)")
      }
    }
    XCTAssertEqual(m.truncate(text, font: .body, width: 1), "…")
  }

  func testWrapBreaksAtSpacesWithinTheWidth() {
    let text = "A probe that only measures is easier to trust than one that also decides."
    let lines = m.wrap(text, font: .body, width: 200)
    XCTAssertGreaterThan(lines.count, 1)
    XCTAssertEqual(lines.joined(separator: " "), text)
    for l in lines { XCTAssertLessThanOrEqual(m.size(of: l, font: .body).width, 200) }
    let two = m.wrap(text, font: .body, width: 200, maxLines: 2)
    XCTAssertEqual(two.count, 2)
    XCTAssertTrue(two[1].hasSuffix("…"))
  }

  func testDisplayListHelpers() {
    var list = DisplayList()
    list.text("", in: .zero)
    XCTAssertEqual(list.count, 0, "empty strings are not drawn")
    list.withOpacity(0) { $0.fill(.zero, .black) }
    XCTAssertEqual(list.count, 0, "fully transparent groups are skipped")
    list.withOpacity(0.5) { $0.fill(.zero, .black) }
    list.clipped(to: .zero) { $0.fill(.zero, .white) }
    XCTAssertEqual(list.count, 6)
    XCTAssertEqual(Color(hex: 0xFF8000).bytes.g, 128)
    XCTAssertEqual(Color.black.mix(.white, 0.5).r, 0.5)
  }
}
