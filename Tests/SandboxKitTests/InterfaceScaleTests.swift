import SDLBackend
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The interface scale: where it comes from and how window-unit events become points.
final class InterfaceScaleTests: XCTestCase {
  func testTheDesktopScaleComesFromGDKThenXftDPI() {
    XCTAssertNil(DesktopScale.detect(environment: [:], xResources: nil))
    XCTAssertEqual(DesktopScale.detect(environment: ["GDK_SCALE": "2"], xResources: nil)?.scale, 2)
    let both = DesktopScale.detect(
      environment: ["GDK_SCALE": "2", "GDK_DPI_SCALE": "0.75"], xResources: "Xft.dpi:\t96\n")
    XCTAssertEqual(both?.scale, 1.5)
    XCTAssertEqual(both?.source, "GDK_SCALE 2 × GDK_DPI_SCALE 0.75")
    let xft = DesktopScale.detect(
      environment: [:], xResources: "Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n")
    XCTAssertEqual(xft?.scale, 1.5)
    XCTAssertEqual(xft?.source, "Xft.dpi 144")
    XCTAssertNil(DesktopScale.detect(environment: [:], xResources: "Xft.dpi: 96\n"))
    XCTAssertNil(DesktopScale.detect(environment: ["GDK_SCALE": "zero"], xResources: nil))
    XCTAssertEqual(DesktopScale.detect(environment: [:], xResources: "Xft.dpi: 9999")?.scale, 4)
  }

  func testTheOptionWinsAndIsNamed() {
    var asked = false
    let s = InterfaceScale.choose(
      option: 1.25, environment: ["GDK_SCALE": "2"],
      xResources: {
        asked = true
        return nil
      })
    XCTAssertEqual(s, InterfaceScale(factor: 1.25, source: "--scale"))
    XCTAssertFalse(asked, "the X server is not asked when --scale is given")
    XCTAssertEqual(s.description(pixelsPerPoint: 1.25), "1.25 (--scale)")
    XCTAssertEqual(
      InterfaceScale(factor: 1, source: "default").description(pixelsPerPoint: 2),
      "1 (default) · drawable 2x")
  }

  func testWindowUnitEventsBecomePoints() {
    let s = InterfaceScale(factor: 2, source: "--scale")
    let e = s.toPoints(InputEvent(time: 1, kind: .pointerDown(Point(x: 300, y: 100), button: 1)))
    XCTAssertEqual(e.kind, .pointerDown(Point(x: 150, y: 50), button: 1))
    XCTAssertEqual(e.time, 1)
    let r = s.toPoints(InputEvent(time: 0, kind: .resize(Size(width: 2560, height: 1600))))
    XCTAssertEqual(r.kind, .resize(Size(width: 1280, height: 800)))
    let w = s.toPoints(
      InputEvent(
        time: 0, kind: .wheel(dx: 0, dy: -1, pointer: Point(x: 10, y: 20), modifiers: [])))
    XCTAssertEqual(w.kind, .wheel(dx: 0, dy: -1, pointer: Point(x: 5, y: 10), modifiers: []))
    let key = InputEvent(time: 0, kind: .keyDown(.character("h"), modifiers: [], isRepeat: false))
    XCTAssertEqual(s.toPoints(key).kind, key.kind)
  }

  func testScaleIsParsedAndBounded() throws {
    XCTAssertEqual(try SandboxOptions.parse(["--scale", "1.5"], scenes: ["feed"]).scale, 1.5)
    XCTAssertThrowsError(try SandboxOptions.parse(["--scale", "9"], scenes: ["feed"]))
    XCTAssertThrowsError(try SandboxOptions.parse(["--scale", "x"], scenes: ["feed"]))
  }
}
