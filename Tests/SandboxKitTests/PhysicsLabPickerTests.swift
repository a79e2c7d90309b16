import Drawing
import Profiling
import XCTest

@testable import SandboxKit
@testable import Scenes
@testable import ScrollCore

/// The physics lab's preset lists, clicked through the app: any pair of presets can be put
/// side by side, and the titles read as words.
final class PhysicsLabPickerTests: XCTestCase {
  private var t = 0.0

  private func click(_ app: SandboxApp, _ p: Point) {
    t += 0.05
    _ = AppDriver.frame(app, [InputEvent(time: t, kind: .pointerDown(p, button: 1))], at: t)
    t += 0.05
    _ = AppDriver.frame(app, [InputEvent(time: t, kind: .pointerUp(p, button: 1))], at: t)
  }

  private func lab(_ app: SandboxApp) throws -> PhysicsLabScene {
    try XCTUnwrap(app.scene as? PhysicsLabScene)
  }

  private func center(_ r: Rect) -> Point { Point(x: r.midX, y: r.midY) }

  /// Opens column `i`'s list from its title and clicks preset `k`'s row.
  private func pick(_ app: SandboxApp, column i: Int, preset k: Int) throws {
    let lab = try lab(app)
    click(app, center(lab.titleFrame(i)))
    XCTAssertEqual(lab.menu?.column, i, "the title opened its list")
    click(app, center(lab.menuRowFrame(k, column: i)))
    XCTAssertNil(lab.menu, "picking closes the list")
  }

  func testEveryPresetCanBePickedOnEitherSide() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "physics"])
    _ = AppDriver.frame(app, [], at: 0)
    let presets = ScrollPhysics.presets
    let lab = try lab(app)
    for k in presets.indices {
      let m = (k + 3) % presets.count
      try pick(app, column: 0, preset: k)
      try pick(app, column: 1, preset: m)
      XCTAssertEqual(lab.columns[0].presetName, presets[k].name)
      XCTAssertEqual(lab.columns[1].presetName, presets[m].name)
      let picks = app.telemetry.recentEvents.filter { $0.name == "lab-preset" }.suffix(2)
      XCTAssertEqual(
        picks.map { $0.fields.map(\.value) },
        [
          [.string("left"), .string(presets[k].name)],
          [.string("right"), .string(presets[m].name)],
        ])
    }
  }

  func testEscapeClosesAnOpenListAndOnlyThenQuits() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "physics"])
    _ = AppDriver.frame(app, [], at: 0)
    let lab = try lab(app)
    click(app, center(lab.titleFrame(0)))
    XCTAssertNotNil(lab.menu)
    let escape = InputEventKind.keyDown(.escape, modifiers: [], isRepeat: false)
    t += 0.05
    _ = AppDriver.frame(app, [InputEvent(time: t, kind: escape)], at: t)
    XCTAssertNil(lab.menu, "Escape closed the list")
    XCTAssertFalse(app.requests.quit, "and did not quit the app")
    t += 0.05
    _ = AppDriver.frame(app, [InputEvent(time: t, kind: escape)], at: t)
    XCTAssertTrue(app.requests.quit, "with no list open, Escape quits as everywhere")
  }

  func testAPressOnTheListNeverScrollsAColumn() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "physics"])
    _ = AppDriver.frame(app, [], at: 0)
    let lab = try lab(app)
    // Let the first replay finish, then pick with a press held and dragged over the list.
    while t < 10 {
      t += 1.0 / 60
      _ = AppDriver.frame(app, [], at: t)
    }
    XCTAssertFalse(lab.needsFrame(at: t), "the first replay came to rest")
    let before = lab.columns.map { $0.host.view.offset }
    click(app, center(lab.titleFrame(1)))
    let row = lab.menuRowFrame(2, column: 1)
    t += 0.05
    _ = AppDriver.frame(
      app, [InputEvent(time: t, kind: .pointerDown(center(row), button: 1))], at: t)
    for dy in stride(from: 10.0, through: 80, by: 10) {
      t += 0.016
      let p = Point(x: row.midX, y: row.midY - dy)
      _ = AppDriver.frame(app, [InputEvent(time: t, kind: .pointerMove(p, leftHeld: true))], at: t)
    }
    t += 0.016
    _ = AppDriver.frame(
      app, [InputEvent(time: t, kind: .pointerUp(Point(x: row.midX, y: row.midY - 80), button: 1))],
      at: t)
    t += 1
    _ = AppDriver.frame(app, [], at: t)
    XCTAssertEqual(lab.columns[1].presetName, ScrollPhysics.presets[2].name)
    XCTAssertEqual(lab.columns.map { $0.host.view.offset }, before)
  }

  func testClickingElsewhereClosesTheListAndTheOtherTitleSwitchesIt() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "physics"])
    _ = AppDriver.frame(app, [], at: 0)
    let lab = try lab(app)
    click(app, center(lab.titleFrame(0)))
    click(app, center(lab.titleFrame(1)))
    XCTAssertEqual(lab.menu?.column, 1)
    click(app, center(lab.plotFrame))
    XCTAssertNil(lab.menu)
    click(app, center(lab.titleFrame(1)))
    click(app, center(lab.titleFrame(1)))
    XCTAssertNil(lab.menu, "a second click on the title closes its list")
    XCTAssertEqual(lab.columns.map(\.presetName), ["ios", "android"], "nothing was picked")
  }

  func testTitlesAndListReadAsWords() throws {
    let app = try AppDriver.makeApp(["--size", "1280x800", "--scene", "physics"])
    let closed = AppDriver.texts(AppDriver.frame(app, [], at: 0))
    XCTAssertTrue(closed.contains("iOS ▾"), "\(closed)")
    XCTAssertTrue(closed.contains("Android ▾"))
    XCTAssertFalse(
      closed.contains { $0.hasPrefix(",") || $0.hasPrefix(".") || $0.contains(": next preset") })
    let lab = try lab(app)
    t = 0.05
    _ = AppDriver.frame(
      app, [InputEvent(time: t, kind: .pointerDown(center(lab.titleFrame(0)), button: 1))], at: t)
    let open = AppDriver.texts(AppDriver.frame(app, [], at: 0.1))
    let words = [
      "iOS", "iOS fast", "Flutter", "Flutter fast", "Android", "GTK", "No momentum", "Firefox",
      "Firefox MSD", "Chromium impulse", "macOS", "Lenis",
    ]
    XCTAssertEqual(ScrollPhysics.presets.map { LabPresetMenu.label($0.name) }, words)
    for w in words { XCTAssertTrue(open.contains(w), "\(w) listed") }
  }
}
