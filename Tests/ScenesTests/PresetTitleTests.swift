import ScrollCore
import XCTest

@testable import Scenes

/// Preset names as people read them, in the top bar and the physics lab.
final class PresetTitleTests: XCTestCase {
  func testEveryPresetHasWordsOfItsOwnWithoutDashes() {
    let titles = ScrollPhysics.presets.map(\.title)
    XCTAssertEqual(Set(titles).count, titles.count, "two presets read the same: \(titles)")
    for (preset, title) in zip(ScrollPhysics.presets, titles) {
      XCTAssertFalse(title.contains("-"), "\(preset.name) reads \(title)")
      XCTAssertNotEqual(title, preset.name, "\(preset.name) is not spelled as words")
    }
    XCTAssertEqual(ScrollPhysics.title(forPreset: "ios-fast"), "iOS fast")
    XCTAssertEqual(ScrollPhysics.title(forPreset: "none"), "No momentum")
  }

  func testATunedPresetKeepsItsBasesWords() {
    XCTAssertEqual(ScrollPhysics.title(forPreset: "ios-tuned"), "iOS tuned")
    XCTAssertEqual(ScrollPhysics.title(forPreset: "gtk-both-edges-tuned"), "GTK both edges tuned")
    XCTAssertEqual(ScrollPhysics.title(forPreset: "-tuned"), " tuned")
    XCTAssertEqual(ScrollPhysics.title(forPreset: "my-feel"), "my feel")
  }

  func testTheLabMenuUsesTheSameWords() {
    for preset in ScrollPhysics.presets {
      XCTAssertEqual(LabPresetMenu.label(preset.name), preset.title)
    }
  }
}
