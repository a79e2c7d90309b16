import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// A part written only for these tests, in no central file: it declares one setting beside
/// itself and reads it typed, at build and when retuned.
private enum DepthProbeSettings {
  static let depth = Setting<Int>(
    "probe.depth", summary: "rows the probe looks ahead", unit: "", range: 1...9, default: 3)
}

private final class DepthProbePart<List: PartList>: ScenePart {
  let name = "depth probe"
  private(set) var depth: Int
  static var settings: [NumberSetting] { [DepthProbeSettings.depth.number] }

  init(tuning: SceneTuning) { depth = tuning[DepthProbeSettings.depth] }

  func setTuning(_ tuning: SceneTuning, list: inout List, at t: Double) {
    depth = tuning[DepthProbeSettings.depth]
  }
}

/// A scene written only for these tests: labels, the shared header and the probe part.
private final class ProbeScene: PartsScene {
  var base: SceneBase
  let helpLine = ""
  var list: LabelList
  let header: HeaderPart<LabelList>
  let probe: DepthProbePart<LabelList>
  let parts: [any ScenePart<LabelList>]
  static var settings: [NumberSetting] {
    HeaderPart<LabelList>.settings + DepthProbePart<LabelList>.settings
  }

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    header = HeaderPart(
      sceneName: entry.name, title: "Probe", subtitle: "", tuning: environment.tuning,
      measurer: environment.measurer)
    list = LabelList(
      scene: entry.name, labels: ["a", "b"], spacerHeight: header.initialSpacerHeight,
      physics: environment.physics, input: environment.tuning.input)
    probe = DepthProbePart(tuning: environment.tuning)
    parts = [header, probe]
  }
}

/// Settings are typed keys declared by their owners; the catalog gathers them. The list,
/// its order, the errors and what the scenes read are the same as when they were one
/// hand-written table.
final class SceneSettingsCatalogTests: XCTestCase {
  /// The names, units, ranges and defaults in listing order, as the hand-written table had
  /// them before the owners declared them.
  private let expected = """
    feed.top-threshold pt 0...5000 240
    feed.away-from-top pt 0...5000 160
    feed.near-bottom pt 0...5000 500
    header.expanded-height pt 60...400 168
    header.collapsed-height pt 40...400 100
    header.title-size pt 12...80 34
    header.subtitle-height pt 0...120 38
    infinite.page-size  1...200 20 whole
    infinite.latency-min s 0...10 0.3
    infinite.latency-max s 0...10 1.2
    infinite.failure-rate  0...1 0.15
    infinite.pages-in-flight  1...10 1 whole
    infinite.sentinel-threshold  0.01...1 0.1
    infinite.near-bottom pt 0...5000 500
    visibility.play-threshold  0.01...1 0.3
    visibility.target-threshold  0.01...1 0.5
    input.wheel-step pt 0...1000 0 GTK
    input.wheel-duration s 0...1 0 Chromium
    input.wheel-acceleration  0...1 0 flag
    input.wheel-acceleration-interval s 0.005...0.5 0.06
    input.wheel-acceleration-increment  0...5 0.5
    input.wheel-acceleration-cap  1...20 3
    input.precise-unit pt 1...400 40
    input.touchpad-idle-gap s 0.01...1 0.08
    input.line-step pt 1...1000 40
    input.key-duration s 0.01...2 0.2
    input.click-slop pt 0...50 4
    """

  private func line(_ s: NumberSetting) -> String {
    let f = PhysicsTuning.format
    var l = "\(s.name) \(s.unit) \(f(s.range.lowerBound))...\(f(s.range.upperBound))"
    l += " \(f(s.defaultValue))"
    if s.isFlag { l += " flag" } else if s.isInteger { l += " whole" }
    if let z = s.zeroLabel { l += " \(z)" }
    return l
  }

  func testTheListKeepsItsNamesRangesDefaultsAndOrder() {
    XCTAssertEqual(SceneSettings.all.map(line).joined(separator: "\n"), expected)
  }

  func testTypedReadsReturnTheTunedValueOrTheDefault() throws {
    var t = SceneTuning()
    XCTAssertEqual(t[TopButtonSettings.threshold], 240)
    XCTAssertEqual(t[InfiniteSettings.pageSize], 20)
    XCTAssertFalse(t[InputSettings.wheelAcceleration])
    try t.set("feed.top-threshold", to: 600)
    try t.set("infinite.page-size", to: 7)
    try t.set("input.wheel-acceleration", to: 1)
    try t.set(HeaderSettings.expandedHeight, to: 200)
    XCTAssertEqual(t[TopButtonSettings.threshold], 600)
    XCTAssertEqual(t[InfiniteSettings.pageSize], 7)
    XCTAssertTrue(t[InputSettings.wheelAcceleration])
    XCTAssertEqual(t[HeaderSettings.expandedHeight], 200)
    XCTAssertEqual(t.value(named: "header.expanded-height"), 200, "set typed, read by name")
    XCTAssertEqual(HeaderMetrics(tuning: t).expandedHeight, 200, "the header part reads it")
    XCTAssertEqual(PagedFeedConfiguration(tuning: t, seed: 1).pageSize, 7)
    XCTAssertTrue(t.input.wheelAccelerates)
    try t.set(InputSettings.wheelAcceleration, to: false)
    XCTAssertFalse(t[InputSettings.wheelAcceleration])
    XCTAssertEqual(
      t.changes.map(\.name), ["feed.top-threshold", "header.expanded-height", "infinite.page-size"])
  }

  func testUnknownNamesAndBadValuesFailWithTheSameMessages() {
    var t = SceneTuning()
    let names =
      (PhysicsSettings.all.map(\.name)
        + expected.split(separator: "\n").map {
          String($0.prefix { $0 != " " })
        })
    XCTAssertThrowsError(try t.set("feed.nope", to: 1)) {
      XCTAssertEqual(
        "\($0)", "unknown setting 'feed.nope'; valid names: " + names.joined(separator: ", "))
    }
    XCTAssertThrowsError(try t.set("feed.top-threshold", to: -1)) {
      XCTAssertEqual("\($0)", "feed.top-threshold: -1 is out of range 0...5000")
    }
    XCTAssertThrowsError(try t.set(TopButtonSettings.threshold, to: 5001)) {
      XCTAssertEqual("\($0)", "feed.top-threshold: 5001 is out of range 0...5000")
    }
    XCTAssertThrowsError(try t.set("infinite.page-size", to: 2.5)) {
      XCTAssertEqual("\($0)", "infinite.page-size: 2.5 is not a whole number")
    }
    XCTAssertThrowsError(try t.set(InfiniteSettings.pageSize, to: 0)) {
      XCTAssertEqual("\($0)", "infinite.page-size: 0 is out of range 1...200")
    }
    XCTAssertThrowsError(try t.set(InputSettings.lineStep, to: .infinity))
    XCTAssertTrue(t.changes.isEmpty)
  }

  func testASharedSettingIsListedOnceWithEverySceneThatDeclaresIt() {
    for name in ["header.expanded-height", "feed.top-threshold"] {
      XCTAssertEqual(SceneSettings.all.filter { $0.name == name }.count, 1, name)
      XCTAssertEqual(
        SceneSettings.applicable(toScene: "showcase").filter { $0.name == name }.count, 1)
    }
    XCTAssertEqual(
      SceneSettings.scenes(using: "header.expanded-height"), ["header", "settings", "showcase"])
    XCTAssertEqual(
      SceneSettings.scenes(using: "feed.top-threshold"), ["feed", "settings", "showcase"])
    XCTAssertEqual(SceneSettings.scenes(using: "feed.away-from-top"), ["feed"])
    XCTAssertEqual(SceneSettings.scenes(using: "infinite.page-size"), ["infinite"])
    XCTAssertNil(SceneSettings.scenes(using: "input.line-step"), "every scene")
    XCTAssertEqual(
      SceneSettings.applicable(toScene: "chat").map(\.name), InputSettings.all.map(\.name))
  }

  /// Every part a built scene holds declares only settings its scene lists, so the catalog
  /// names each scene beside the settings its parts read.
  func testEachSceneListsTheSettingsOfItsParts() {
    let environment = SceneEnvironment(measurer: ApproximateTextMeasurer())
    var checked = 0
    for entry in SceneCatalog.entries {
      for s in entry.settings {
        let listed = SceneSettings.named(s.name)
        XCTAssertEqual(listed.map(line), line(s), "\(entry.name) declares \(s.name) as listed")
        XCTAssertEqual(listed?.summary, s.summary, s.name)
      }
      guard let scene = entry.make(environment, entry) as? any PartsScene else { continue }
      for part in Self.parts(of: scene) {
        for s in type(of: part).settings {
          XCTAssertTrue(entry.settings.contains { $0.name == s.name }, "\(entry.name): \(s.name)")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 10, "header and Top pill in showcase, header, settings")
  }

  private static func parts<S: PartsScene>(of scene: S) -> [any ScenePart] {
    scene.parts.map { $0 }
  }

  /// A new scene with a new part adds its setting from its own files: the catalog with it
  /// lists the setting (in its group's place) and names the scene beside the shared ones;
  /// the part reads the tuned value at build and in place.
  func testANewSceneAndPartAddASettingWithoutACentralFile() throws {
    let probe = SceneCatalog.Entry(name: "probe", title: "Probe", summary: "A test scene") {
      ProbeScene(environment: $0, entry: $1)
    }
    let index = SettingsIndex(
      entries: SceneCatalog.entries + [probe], everyScene: InputSettings.all)
    let names = index.all.map(\.name)
    XCTAssertEqual(names.filter { $0 == "probe.depth" }.count, 1)
    XCTAssertEqual(
      Array(names[13...15]), ["infinite.near-bottom", "probe.depth", "visibility.play-threshold"],
      "its group, in alphabetical place")
    XCTAssertEqual(index.scenes(using: "probe.depth"), ["probe"])
    XCTAssertEqual(
      index.scenes(using: "header.title-size"), ["header", "probe", "settings", "showcase"])
    XCTAssertEqual(
      index.applicable(toScene: "probe").map(\.name),
      HeaderSettings.all.map(\.name) + ["probe.depth"] + InputSettings.all.map(\.name))
    XCTAssertNil(SceneSettings.named("probe.depth"), "the app's catalog is unchanged")

    var tuning = SceneTuning()
    try tuning.set(DepthProbeSettings.depth, to: 5)
    let scene = try XCTUnwrap(
      probe.make(SceneEnvironment(measurer: ApproximateTextMeasurer(), tuning: tuning), probe)
        as? ProbeScene)
    XCTAssertEqual(scene.probe.depth, 5)
    try tuning.set(DepthProbeSettings.depth, to: 8)
    scene.setTuning(tuning, at: 0)
    XCTAssertEqual(scene.probe.depth, 8)
    XCTAssertThrowsError(try tuning.set(DepthProbeSettings.depth, to: 10)) {
      XCTAssertEqual("\($0)", "probe.depth: 10 is out of range 1...9")
    }
  }
}
