import Foundation
import Recording
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The bounded preset-file fuzzer of the default run (issue 34): 400 seeded hostile preset
/// files (names up to 2 MB, long lines and comments, control characters, NUL bytes, invalid
/// UTF-8, mixed line endings, settings at and past their bounds) through the reader. Each is
/// read or refused: a read preset has a name within the limit, settings in range and a title
/// within its length; a refusal is one short line naming the line (or the file's size).
/// `SCROLL_FUZZ_SEED=N` replays one file.
final class PresetFileFuzzTests: XCTestCase {
  static let files = 400

  /// A NUL inside a number (`0.99<NUL>7`) is refused naming the line and the field, not read
  /// as 0.99 (strtod stops at the NUL) nor refused without saying where.
  func testANulInsideANumberIsRefusedNamingTheLineAndTheField() {
    let text =
      "format = \"scroll-sandbox-preset\"\nversion = 1\nbase = \"ios\"\n"
      + "physics.rate = 0.99\u{0}7\n"
    XCTAssertThrowsError(try PresetFile.parse(text)) { error in
      let message = "\(error)"
      XCTAssertTrue(message.hasPrefix("line 4: field 'physics.rate': "), message)
      XCTAssertTrue(message.contains("is not a number"), message)
      XCTAssertFalse(message.contains("\u{0}"), "the NUL is not printed raw: \(message)")
    }
  }

  func testHostilePresetFilesAreReadWithinTheBoundsOrRefusedInOneShortLine() {
    let only = ProcessInfo.processInfo.environment["SCROLL_FUZZ_SEED"].flatMap(UInt64.init)
    let seeds = only.map { [$0] } ?? (0..<UInt64(Self.files)).map { 34_000 + $0 }
    var read = 0
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      let text = Self.hostileFile(&rng)
      let tag = "seed \(seed) (SCROLL_FUZZ_SEED=\(seed))"
      do {
        let t = try PresetFile.parse(text)
        read += 1
        XCTAssertLessThanOrEqual(t.physics.name.count, TOMLSubset.maxNameLength, tag)
        XCTAssertLessThanOrEqual(
          ScrollPhysics.title(forPreset: t.physics.name).count, ScrollPhysics.maxTitleLength, tag)
        for s in t.settings {
          guard let v = s.read(t.physics) else { continue }
          XCTAssertTrue(v.isFinite && s.range.contains(v), "\(s.name) = \(v), \(tag)")
          if s.isFlag { XCTAssertTrue(v == 0 || v == 1, "\(s.name) = \(v), \(tag)") }
        }
      } catch {
        let message = "\(error)"
        XCTAssertTrue(
          message.hasPrefix("line ") || message.hasPrefix("the file is "), "\(message), \(tag)")
        XCTAssertLessThan(message.utf8.count, 1500, "a short message: \(tag)")
        XCTAssertFalse(message.contains("\n"), "one line: \(tag)")
        XCTAssertFalse(message.unicodeScalars.contains("\u{1B}"), "no escape codes: \(tag)")
      }
    }
    if only == nil { XCTAssertGreaterThan(read, 20, "some files are valid and read") }
  }

  /// A preset file built from valid and hostile lines.
  static func hostileFile(_ rng: inout SplitMix64) -> String {
    let base = rng.pick(ScrollPhysics.presetNames)
    var lines = [
      "format = \"scroll-sandbox-preset\"", "version = 1", "name = \"\(name(&rng))\"",
      "base = \"\(base)\"",
    ]
    if rng.chance(0.3) { lines.swapAt(2, rng.below(4)) }
    let settings = PhysicsSettings.applicable(to: ScrollPhysics.preset(named: base) ?? .ios)
    var used: Set<String> = []
    for _ in 0..<rng.below(6) {
      guard let s = settings.isEmpty ? nil : rng.pick(settings), used.insert(s.name).inserted
      else { continue }
      lines.append("\(s.name) = \(value(for: s, &rng))")
    }
    for _ in 0..<rng.below(3) {
      lines.insert(hostileLine(&rng), at: rng.below(lines.count + 1))
    }
    let ending = rng.pick(["\n", "\r\n", "\r"])
    return lines.joined(separator: ending) + (rng.chance(0.8) ? ending : "")
  }

  private static func name(_ rng: inout SplitMix64) -> String {
    switch rng.below(6) {
    case 0: return String(repeating: "n", count: rng.pick([60, 64, 65, 200, 5000, 2_000_000]))
    case 1: return "\u{1B}[31mred\u{7}"
    case 2: return "a\u{0}b"
    case 3: return String(repeating: "é", count: rng.pick([32, 64, 65]))
    default: return "my-preset-\(rng.below(1000))"
    }
  }

  private static func value(for s: PhysicsSetting, _ rng: inout SplitMix64) -> String {
    switch rng.below(8) {
    case 0: return "0.5"
    case 1: return "\(s.range.upperBound + 1)"
    case 2: return "nan"
    case 3: return "1e308"
    case 4: return "0\u{0}9"
    case 5: return s.isFlag ? "1" : "\(s.range.upperBound)"
    default: return s.isFlag ? "0" : "\(rng.uniform(s.range.lowerBound, s.range.upperBound))"
    }
  }

  private static func hostileLine(_ rng: inout SplitMix64) -> String {
    switch rng.below(6) {
    case 0: return "# " + String(repeating: "c", count: rng.pick([100, 4094, 4095, 50_000]))
    case 1: return String(repeating: "=", count: rng.below(10))
    case 2: return "physics.rate = \"" + String(repeating: "9", count: 10_000) + "\""
    case 3: return String(decoding: [0xFF, 0xFE, 0x3D, 0x31], as: UTF8.self)
    case 4: return "# " + String(repeating: "short line\n# ", count: rng.below(200))
    default: return ""
    }
  }
}
