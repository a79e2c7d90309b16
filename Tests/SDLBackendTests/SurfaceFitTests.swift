import ScrollCore
import XCTest

@testable import SDLBackend

/// Size and scale reductions are said aloud (issue 34, item 13): a surface that cannot open
/// as asked gives one line per reduction, and one that can gives none.
final class SurfaceFitTests: XCTestCase {
  func testAWindowLargerThanTheScreenIsNamedWithWhatItOpenedAt() {
    let note = SurfaceFit.sizeNote(
      asked: Size(width: 1280, height: 800), scale: 2, opened: Size(width: 1280, height: 800),
      limit: "the screen's usable area 1280x800")
    XCTAssertEqual(
      note,
      "1280x800 pt at scale 2 (2560x1600) is larger than the screen's usable area 1280x800: "
        + "opened at 1280x800 (640x400 pt)")
    XCTAssertNil(
      SurfaceFit.sizeNote(
        asked: Size(width: 1280, height: 800), scale: 1, opened: Size(width: 1280, height: 800),
        limit: "x"), "a size that fits: no note")
  }

  func testAScaleOutsideTheRangeIsNamed() {
    XCTAssertEqual(
      SurfaceFit.scaleNote(asked: 0.5, used: 1, range: 1...4, what: "a headless surface"),
      "scale 0.5 does not fit a headless surface (it draws at 1 to 4): using 1")
    XCTAssertNil(SurfaceFit.scaleNote(asked: 2, used: 2, range: 1...4, what: "x"))
  }

  @MainActor func testAHeadlessSurfaceSaysWhatItChanged() async throws {
    let low = try HeadlessTarget(size: Size(width: 200, height: 100), scale: 0.5)
    XCTAssertEqual(low.scale, 1)
    XCTAssertEqual(low.fitNotes.count, 1)
    XCTAssertTrue(low.fitNotes[0].hasPrefix("scale 0.5 does not fit"), "\(low.fitNotes)")
    let asked = try HeadlessTarget(size: Size(width: 200, height: 100), scale: 2)
    XCTAssertEqual(asked.fitNotes, [], "opened as asked: nothing to say")
  }
}
