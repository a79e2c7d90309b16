import ScrollCore
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

  /// Widths that differ by character (like a proportional font), counting its measurements.
  final class UnevenMeasurer: TextMeasurer {
    var measured = 0
    func size(of string: String, font: Font) -> Size {
      measured += 1
      let w = string.unicodeScalars.reduce(0.0) { $0 + 4 + Double($1.value % 7) }
      return Size(width: w * font.size / 15, height: font.size * 1.3)
    }
  }

  /// Greedy wrapping measured a word at a time: what `wrap` must give.
  private func greedyLines(_ text: String, _ m: TextMeasurer, width: Double, maxLines: Int)
    -> [String]
  {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if m.size(of: candidate, font: .body).width <= width || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      lines[maxLines - 1] = m.truncate(lines[maxLines - 1] + " …", font: .body, width: width)
    }
    return lines
  }

  func testWrapGivesGreedyLinesWithFewerMeasurements() {
    var random = SystemRandomNumberGenerator()
    let vocabulary = [
      "a", "probe", "that", "only", "measures", "is", "easier", "to", "trust", "than", "one",
      "also", "decides", "incomprehensibilities", "x", "scroll", "momentum", "I",
    ]
    var greedyCount = 0
    var wrapCount = 0
    for _ in 0..<300 {
      let n = Int.random(in: 0...60, using: &random)
      let text = (0..<n).map { _ in vocabulary.randomElement(using: &random)! }
        .joined(separator: Bool.random(using: &random) ? " " : "  ")
      let width = Double.random(in: 5...400, using: &random)
      let maxLines = Bool.random(using: &random) ? Int.max : Int.random(in: 1...4, using: &random)
      let m = UnevenMeasurer()
      let expected = greedyLines(text, m, width: width, maxLines: maxLines)
      greedyCount += m.measured
      m.measured = 0
      XCTAssertEqual(
        m.wrap(text, font: .body, width: width, maxLines: maxLines), expected,
        "\(text) / \(width) / \(maxLines)")
      wrapCount += m.measured
    }
    XCTAssertLessThan(wrapCount, greedyCount)
    // A card's summary: long lines, three kept of many.
    let text = Array(repeating: vocabulary.joined(separator: " "), count: 4).joined(separator: " ")
    let m = UnevenMeasurer()
    let expected = greedyLines(text, m, width: 600, maxLines: 3)
    let greedy = m.measured
    m.measured = 0
    XCTAssertEqual(m.wrap(text, font: .body, width: 600, maxLines: 3), expected)
    XCTAssertLessThan(m.measured * 4, greedy, "\(m.measured) vs \(greedy) measurements")
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
