import Foundation
import Recording
import TestSupport
import XCTest

@testable import SandboxKit
@testable import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// Outputs never land on an input (`--save-preset` included), on one another, or, for an
/// ordinary user, on a file the user may not write (issue 34, items 5 and 6); a bounded
/// seeded fuzz spells the same files many ways.
final class OutputTargetTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("targets-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
    for name in ["a.rec", "font.ttf", "p.preset"] {
      try "input \(name)\n".write(toFile: dir + "/" + name, atomically: false, encoding: .utf8)
    }
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

  func testSavePresetOntoTheReplayOrTheFontIsRefusedButMayUpdateThePresetFile() throws {
    var o = SandboxOptions()
    o.replay = dir + "/a.rec"
    o.fontPath = dir + "/font.ttf"
    o.presetFile = dir + "/p.preset"
    o.savePreset = dir + "/sub/../a.rec"
    XCTAssertThrowsError(try PathConflicts.check(o)) { error in
      XCTAssertTrue("\(error)".contains("--save-preset") && "\(error)".contains("--replay"))
    }
    o.savePreset = dir + "/font.ttf"
    XCTAssertThrowsError(try PathConflicts.check(o)) { error in
      XCTAssertTrue("\(error)".contains("--font"), "\(error)")
    }
    // W saves onto --preset-file too: updating the preset loaded is what the flag is for.
    o.savePreset = dir + "/./p.preset"
    XCTAssertNoThrow(try PathConflicts.check(o))
  }

  func testAWriteProtectedTargetIsRefusedExceptForRootAsTheShellDoes() throws {
    let path = dir + "/protected.json"
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(path, 0o444), 0)
    var o = SandboxOptions()
    o.trace = path
    if geteuid() == 0 {
      // `> file` succeeds for root on a 0444 file: so does the output.
      XCTAssertNil(ProtectedOutputs.problem(with: path))
      XCTAssertNoThrow(try ProtectedOutputs.check(o))
    } else {
      XCTAssertThrowsError(try ProtectedOutputs.check(o)) { error in
        XCTAssertTrue("\(error)".contains("--trace") && "\(error)".contains("write-protected"))
      }
    }
    XCTAssertNil(ProtectedOutputs.problem(with: dir + "/new.json"), "a new file is no problem")
  }

  /// Seeded: random outputs, each at an input, at another output or at a new file, spelled
  /// through `./`, `sub/..` or a symbolic link. The check refuses exactly the clashes, and
  /// names both flags.
  func testFuzzedOutputPathsAreRefusedExactlyWhenTheyClash() throws {
    XCTAssertEqual(symlink(dir + "/a.rec", dir + "/link.rec"), 0)
    let inputs = [("--replay", "a.rec"), ("--font", "font.ttf"), ("--preset-file", "p.preset")]
    let outputs = [
      "--events-out", "--trace", "--frames-csv", "--record", "--screenshot", "--layout-out",
      "--save-preset",
    ]
    var rng = SplitMix64(seed: 34)
    var refused = 0
    for round in 0..<400 {
      var o = SandboxOptions()
      o.replay = dir + "/a.rec"
      o.fontPath = dir + "/font.ttf"
      o.presetFile = dir + "/p.preset"
      // The files each output aims at, to predict the verdict.
      var aims: [(flag: String, file: String)] = []
      for flag in outputs where rng.chance(0.4) {
        let file: String
        switch rng.below(3) {
        case 0: file = rng.pick(inputs).1
        case 1: file = aims.isEmpty ? "new\(round).out" : rng.pick(aims).file
        default: file = "fresh-\(flag.dropFirst(2)).out"
        }
        let spelled = rng.pick([
          dir + "/" + file, dir + "/./" + file, dir + "/sub/../" + file,
          file == "a.rec" ? dir + "/link.rec" : dir + "/" + file,
        ])
        aims.append((flag, file))
        set(flag, spelled, in: &o)
      }
      let inputFiles = Dictionary(uniqueKeysWithValues: inputs.map { ($0.1, $0.0) })
      var clash = false
      for (i, a) in aims.enumerated() {
        if let input = inputFiles[a.file], !(a.flag == "--save-preset" && input == "--preset-file")
        {
          clash = true
        }
        if aims[..<i].contains(where: { $0.file == a.file }) { clash = true }
      }
      let tag = "round \(round): \(aims)"
      if clash {
        refused += 1
        XCTAssertThrowsError(try PathConflicts.check(o), tag) { error in
          XCTAssertTrue("\(error)".contains("is the same file as the"), "\(tag): \(error)")
        }
      } else {
        XCTAssertNoThrow(try PathConflicts.check(o), tag)
      }
    }
    XCTAssertGreaterThan(refused, 100, "the fuzz must exercise clashes")
    for (_, name) in inputs {
      XCTAssertEqual(
        try String(contentsOfFile: dir + "/" + name, encoding: .utf8), "input \(name)\n")
    }
  }

  private func set(_ flag: String, _ path: String, in o: inout SandboxOptions) {
    switch flag {
    case "--events-out": o.eventsOut = path
    case "--trace": o.trace = path
    case "--frames-csv": o.framesCSV = path
    case "--record": o.record = path
    case "--screenshot": o.screenshot = path
    case "--layout-out": o.layoutOut = path
    default: o.savePreset = path
    }
  }
}
