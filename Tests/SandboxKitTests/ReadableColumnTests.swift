import Drawing
import Profiling
import XCTest

@testable import SandboxKit
@testable import Scenes
@testable import ScrollCore

/// The Snap reader and the Diagnostics list on wide windows: their text stays about 720 pt
/// long and they are centred in the content; on a window that is not wide they fill it.
final class ReadableColumnTests: XCTestCase {
  /// The measured width of every text drawn inside `rect`.
  private func textWidths(_ list: DisplayList, inside rect: Rect, measurer: any TextMeasurer)
    -> [Double]
  {
    list.commands.compactMap {
      guard case .text(let s, let frame, let font, _, _) = $0,
        rect.contains(Point(x: frame.midX, y: frame.midY))
      else {
        return nil
      }
      return measurer.size(of: s, font: font).width
    }
  }

  func testDiagnosticsCentresItsPanelAndAReadableListOnAWideWindow() throws {
    let app = try AppDriver.makeApp(["--size", "2560x1440", "--scene", "diagnostics"])
    let list = AppDriver.frame(app, [], at: 0.016)
    let scene = try XCTUnwrap(app.scene as? DiagnosticsScene)
    let content = try XCTUnwrap(app.lastLayoutRecord).content
    let listFrame = scene.list.host.frame
    let panel = scene.panelFrame(in: content)
    XCTAssertEqual(listFrame.width, DiagnosticsScene.readableListWidth)
    XCTAssertEqual(
      (panel.minX - SceneLook.margin + listFrame.maxX) / 2, content.midX, accuracy: 1,
      "panel and list are centred together")
    XCTAssertLessThan(panel.maxX, listFrame.minX)
    let widths = textWidths(list, inside: listFrame, measurer: app.measurer)
    XCTAssertGreaterThan(widths.count, 10, "the rows' text was drawn")
    let widest = try XCTUnwrap(widths.max())
    XCTAssertLessThanOrEqual(widest, DiagnosticsScene.readableTextWidth + 0.001)
    XCTAssertGreaterThan(widest, 600, "the text uses the column")
  }

  func testDiagnosticsFillsAWindowThatIsNotWide() throws {
    let app = try AppDriver.makeApp(["--size", "900x700", "--scene", "diagnostics"])
    _ = AppDriver.frame(app, [], at: 0.016)
    let scene = try XCTUnwrap(app.scene as? DiagnosticsScene)
    let content = try XCTUnwrap(app.lastLayoutRecord).content
    XCTAssertEqual(scene.list.host.frame.maxX, content.maxX, accuracy: 0.001)
    XCTAssertEqual(scene.panelFrame(in: content).minX, content.minX + SceneLook.margin)
  }

  /// The snap scene switched to its reader layout by V presses.
  private func snapReader(_ size: String) throws -> (SandboxApp, SnapScene, Rect) {
    let app = try AppDriver.makeApp(["--size", size, "--scene", "snap"])
    var t = 0.016
    _ = AppDriver.frame(app, [], at: t)
    let scene = try XCTUnwrap(app.scene as? SnapScene)
    while scene.variant != .reader {
      t += 0.05
      _ = AppDriver.frame(app, [AppDriver.key("v", at: t)], at: t)
      XCTAssertLessThan(t, 1, "V never reached the reader layout")
    }
    return (app, scene, try XCTUnwrap(app.lastLayoutRecord).content)
  }

  func testTheSnapReaderIsACentredColumnOnAWideWindow() throws {
    let (_, scene, content) = try snapReader("2560x1440")
    XCTAssertEqual(scene.host.frame.width, SnapScene.readerColumnWidth)
    XCTAssertEqual(scene.host.frame.midX, content.midX, accuracy: 1)
    let panel = scene.readerPanelFrame
    XCTAssertEqual(panel.midX, content.midX, accuracy: 1)
    XCTAssertLessThanOrEqual(panel.width, SnapScene.readerColumnWidth - 2 * SceneLook.margin)
  }

  func testTheSnapReaderFillsAWindowThatIsNotWide() throws {
    let (_, scene, content) = try snapReader("800x600")
    XCTAssertEqual(scene.host.frame.width, content.width, accuracy: 0.001)
    XCTAssertEqual(scene.readerPanelFrame.minX, content.minX + SceneLook.margin, accuracy: 0.001)
  }
}
