import Drawing
import ScrollCore
import XCTest

@testable import SDLBackend

/// The table of recent measurements in front of the font library's LRU answers only for its
/// own key, and the library measures every string as a fresh library does.
final class RecentMeasuresTests: XCTestCase {
  private func key(_ s: String, size: Int32 = 17, bold: Bool = false) -> MeasureKey {
    MeasureKey(string: s, family: .sans, bold: bold, pixelSize: size)
  }

  /// Two different keys that land in the same slot.
  private func collidingKeys() throws -> (MeasureKey, MeasureKey) {
    var seen: [Int: MeasureKey] = [:]
    for i in 0..<10_000 {
      let k = key("Item \(i): scrolling that feels right")
      let slot = RecentMeasures.slot(of: k)
      if let other = seen[slot] { return (other, k) }
      seen[slot] = k
    }
    throw XCTSkip("no two keys shared a slot")
  }

  func testASlotAnswersOnlyForTheKeyItHolds() throws {
    var table = RecentMeasures()
    let (a, b) = try collidingKeys()
    let slot = RecentMeasures.slot(of: a)
    XCTAssertEqual(RecentMeasures.slot(of: b), slot)
    XCTAssertNil(table.extent(for: a, slot: slot))
    table.keep(PixelExtent(width: 10, height: 20), for: a, slot: slot)
    XCTAssertEqual(table.extent(for: a, slot: slot), PixelExtent(width: 10, height: 20))
    XCTAssertNil(table.extent(for: b, slot: slot), "another string in the same slot")
    table.keep(PixelExtent(width: 30, height: 20), for: b, slot: slot)
    XCTAssertNil(table.extent(for: a, slot: slot))
    XCTAssertEqual(table.extent(for: b, slot: slot), PixelExtent(width: 30, height: 20))
    XCTAssertEqual(table.hits, 2)
    // The font is part of the key.
    let bold = key(b.string, bold: true)
    XCTAssertNil(table.extent(for: bold, slot: RecentMeasures.slot(of: bold)))
  }

  func testSlotsAreInRange() {
    for s in ["", "a", "ab", "·", "Item 1", String(repeating: "w", count: 500)] {
      for size in [Int32(11), 17, 1024] {
        let slot = RecentMeasures.slot(of: key(s, size: size))
        XCTAssertTrue((0..<RecentMeasures.slotCount).contains(slot), "\(s) \(size)")
      }
    }
  }

  @MainActor func testTheLibraryMeasuresEachStringAsAFreshLibraryDoes() throws {
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let library = try FontLibrary(files: files)
    let (a, b) = try collidingKeys()
    var strings = [a.string, b.string]
    strings += (0..<300).map { "Item \($0): scrolling that feels right" }
    strings += ["x", "xx", "W", "", "WWWWWWWWWW"]
    let fonts = [Font.body, Font(size: 17, weight: .semibold)]
    // The truth: each string measured once (a first measurement always asks the font).
    let reference = try FontLibrary(files: files)
    var truth: [MeasureKey: PixelExtent] = [:]
    for s in strings {
      for font in fonts {
        truth[
          MeasureKey(string: s, family: font.family, bold: font.weight != .regular, pixelSize: 17)] =
          reference.pixelExtent(of: s, font: font, pixelSize: 17)
      }
    }
    // Measured in turn several times (colliding strings replace each other in the table),
    // each answer must be the string's own.
    for round in 0..<3 {
      for s in strings + strings.reversed() {
        for font in fonts {
          let k = MeasureKey(
            string: s, family: font.family, bold: font.weight != .regular, pixelSize: 17)
          XCTAssertEqual(
            library.pixelExtent(of: s, font: font, pixelSize: 17), truth[k], "\(s) round \(round)")
        }
      }
    }
    XCTAssertEqual(library.measureCounters.misses, truth.count)
    XCTAssertGreaterThan(library.measureCounters.hits, 0)
  }
}
