import Drawing
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// No label is cut off without an ellipsis, in any scene, at the window sizes people use;
/// `--layout-out` lists the labels shortened with one.
final class TextFitTests: XCTestCase {
  func testNoSceneCutsATextOffWithoutAnEllipsis() throws {
    var found: [String] = []
    for size in ["1280x800", "1100x700", "800x500", "480x360"] {
      for name in SceneCatalog.names {
        let app = try AppDriver.makeApp(["--size", size, "--scene", name])
        app.checksTextFit = true
        var t = 0.016
        for _ in 0..<3 {
          _ = AppDriver.frame(app, [], at: t)
          t += 0.016
        }
        let clipped = try XCTUnwrap(app.lastLayoutRecord).clipped
        if !clipped.isEmpty { found.append("\(size) \(name): \(clipped)") }
      }
    }
    XCTAssertEqual(found, [], found.joined(separator: "\n"))
  }

  func testTheLayoutRecordListsShortenedAndClippedTexts() throws {
    var list = DisplayList()
    let m = ApproximateTextMeasurer()
    let narrow = Rect(x: 0, y: 0, width: 60, height: 18)
    list.text("a label far too long for it", in: narrow, font: .caption, color: .white)
    list.text(
      m.truncate("another label far too long", font: .caption, width: 60), in: narrow,
      font: .caption, color: .white)
    list.text(
      "Loading…", in: Rect(x: 0, y: 0, width: 200, height: 18), font: .caption, color: .white)
    let fit = TextFit.check(list, measurer: m)
    XCTAssertEqual(fit.clipped, ["a label far too long for it"])
    XCTAssertEqual(fit.shortened.count, 1)
    XCTAssertTrue(fit.shortened[0].hasPrefix("another"))
    // With --layout-out the app measures its texts and writes both lists.
    let app = try AppDriver.makeApp(["--size", "480x360", "--scene", "feed"])
    XCTAssertFalse(app.checksTextFit, "measured only when asked")
    app.checksTextFit = true
    _ = AppDriver.frame(app, [], at: 0.016)
    let r = try XCTUnwrap(app.lastLayoutRecord)
    XCTAssertFalse(r.shortened.isEmpty, "a 480 pt feed shortens its state card")
    XCTAssertTrue(r.jsonFields.contains("\"shortened\":[\""), r.jsonFields)
    XCTAssertTrue(r.jsonFields.contains("\"clipped\":[]"), r.jsonFields)
  }
}
