import XCTest

@testable import Scenes
@testable import ScrollCore

/// The bounds of settings files (issue 34, item 8): a preset file's name, its lines and its
/// size are limited, and a name shown on screen is cut with an ellipsis, so a hostile file
/// cannot take hundreds of MB to lay out.
final class SettingsFileLimitsTests: XCTestCase {
  private func preset(name: String, extra: String = "") -> String {
    """
    format = "scroll-sandbox-preset"
    version = 1
    name = "\(name)"
    base = "ios"
    physics.rate = 0.99\(extra)

    """
  }

  func testANameLongerThanTheLimitIsRefusedNamingTheLineAndField() {
    let long = String(repeating: "n", count: TOMLSubset.maxNameLength + 1)
    XCTAssertThrowsError(try PresetFile.parse(preset(name: long))) {
      let text = "\($0)"
      XCTAssertTrue(text.hasPrefix("line 3: field 'name': a name of 65 characters"), text)
      XCTAssertLessThan(text.count, 250, "the message quotes only the name's start: \(text)")
    }
    let fits = String(repeating: "n", count: TOMLSubset.maxNameLength)
    XCTAssertEqual(try PresetFile.parse(preset(name: fits)).physics.name, fits)
  }

  func testALineLongerThanTheLimitIsRefusedNamingTheLineAndField() {
    let huge = String(repeating: "x", count: 3_000_000)
    XCTAssertThrowsError(try PresetFile.parse(preset(name: huge))) {
      let text = "\($0)"
      // The file is past 1 MiB: refused before its lines are read.
      XCTAssertTrue(text.contains("more than the 1048576 (1 MiB)"), text)
    }
    let longLine = String(repeating: "y", count: TOMLSubset.maxLineBytes)
    XCTAssertThrowsError(try PresetFile.parse(preset(name: longLine))) {
      let text = "\($0)"
      XCTAssertTrue(
        text.hasPrefix("line 3: field 'name': the line is 4105 bytes long, longer than the 4096"),
        text)
    }
    // A comment counts too: the limit is on lines, whatever they hold.
    let comment = "\n# " + String(repeating: "c", count: 5000)
    XCTAssertThrowsError(try PresetFile.parse(preset(name: "mine", extra: comment))) {
      XCTAssertTrue("\($0)".hasPrefix("line 6: the line is 5002 bytes long"), "\($0)")
    }
  }

  func testAFileOverTheSizeLimitIsRefusedWithShortLines() {
    // 1.1 MiB of short comment lines: no line is too long, the file is.
    let comments = String(repeating: "# a comment line of some length\n", count: 36_000)
    XCTAssertThrowsError(try PresetFile.parse(preset(name: "mine") + comments)) {
      XCTAssertTrue("\($0)".contains("a settings file may hold"), "\($0)")
    }
  }

  func testATitleShownOnScreenIsCutWithAnEllipsisAndShowsNoControlCharacters() {
    let long = ScrollPhysics.title(forPreset: String(repeating: "long-name-", count: 1000))
    XCTAssertEqual(long.count, ScrollPhysics.maxTitleLength)
    XCTAssertTrue(long.hasSuffix("…"), long)
    XCTAssertEqual(ScrollPhysics.title(forPreset: "ios-tuned"), "iOS tuned")
    XCTAssertEqual(ScrollPhysics.title(forPreset: "\u{1B}[31mred"), "?[31mred")
    let exact = String(repeating: "a", count: ScrollPhysics.maxTitleLength)
    XCTAssertEqual(ScrollPhysics.title(forPreset: exact), exact, "a title that fits is whole")
    XCTAssertEqual(ScrollPhysics.shown("ios"), "ios")
  }

  func testAFlagTakesZeroOrOneAndNothingBetween() throws {
    var t = PhysicsTuning(base: .ios)
    XCTAssertThrowsError(try t.set("physics.bounces", to: 0.5)) {
      XCTAssertTrue("\($0)".contains("is not 0 or 1"), "\($0)")
    }
    XCTAssertThrowsError(try t.set("physics.bounces", to: 0.9))
    try t.set("physics.bounces", to: 0)
    XCTAssertFalse(t.physics.bouncesAtEdges)
    try t.set("physics.bounces", to: 1)
    XCTAssertTrue(t.physics.bouncesAtEdges)
  }

  func testSavingAPresetReadFromAFileKeepsItsName() throws {
    let read = try PresetFile.parse(preset(name: "my-ios"))
    XCTAssertTrue(PresetFile.text(for: read).contains("name = \"my-ios\"\n"))
    XCTAssertTrue(
      PresetFile.text(for: PhysicsTuning(base: .flutter)).contains("name = \"flutter-tuned\"\n"),
      "without a name of its own: the base's name + -tuned")
  }

  func testAnExportNeverPrintsTheNamesControlCharacters() throws {
    let read = try PresetFile.parse(preset(name: "\u{1B}[2Jgone"))
    for toolkit in PresetExport.Toolkit.allCases {
      let code = PresetExport.code(for: read, toolkit: toolkit)
      XCTAssertFalse(code.unicodeScalars.contains("\u{1B}"), "\(toolkit): \(code)")
      XCTAssertTrue(code.contains("\\u{1B}[2Jgone"), "\(toolkit): the name, escaped")
    }
  }

  func testASettingEventCarriesTheValueAsApplied() {
    XCTAssertEqual(SceneValue.exact(0.9981).description, "0.9981")
    XCTAssertEqual(SceneValue.exact(0.55).description, "0.55")
    XCTAssertEqual(SceneValue.exact(600).description, "600")
    XCTAssertEqual(Double(SceneValue.exact(0.123456789012).description), 0.123456789012)
  }
}
