import XCTest

@testable import SDLBackend

final class FontFilesTests: XCTestCase {
  func testFindsTheFourDejaVuFaces() throws {
    let files = try FontFiles.locate()
    XCTAssertTrue(files.sans.hasSuffix("DejaVuSans.ttf"), files.sans)
    XCTAssertTrue(files.sansBold.hasSuffix("DejaVuSans-Bold.ttf"), files.sansBold)
    XCTAssertTrue(files.mono.hasSuffix("DejaVuSansMono.ttf"), files.mono)
    XCTAssertTrue(files.monoBold.hasSuffix("DejaVuSansMono-Bold.ttf"), files.monoBold)
    XCTAssertEqual(files.path(family: .sans, weight: .semibold), files.sansBold)
  }

  func testAnOverrideIsUsedForEveryFace() throws {
    let path = FontFiles.debianDirectory + "DejaVuSansMono.ttf"
    XCTAssertEqual(try FontFiles.locate(override: path), FontFiles(singleFile: path))
  }

  func testAMissingOverrideNamesThePathAndThePackage() {
    XCTAssertThrowsError(try FontFiles.locate(override: "/no/such/font.ttf")) { error in
      let text = String(describing: error)
      XCTAssertEqual(error as? SDLBackendError, .fontMissing(path: "/no/such/font.ttf"))
      XCTAssertTrue(text.contains("/no/such/font.ttf"))
      XCTAssertTrue(text.contains("fonts-dejavu-core"))
    }
  }

  @MainActor func testAFileThatIsNotAFontIsRejectedByName() async throws {
    let path = Fixtures.temporaryPath("not-a-font.ttf")
    try "plain text".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertThrowsError(try FontLibrary(files: FontFiles(singleFile: path))) { error in
      guard case .fontUnusable(let named, _)? = error as? SDLBackendError else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(named, path)
      XCTAssertTrue(String(describing: error).contains("fonts-dejavu-core"))
    }
  }

  @MainActor func testTwoLibrariesCanComeAndGoIndependently() async throws {
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let kept = try FontLibrary(files: files)
    do {
      let other = try FontLibrary(files: files)
      _ = other.size(of: "x", font: .body, scale: 1)
    }
    XCTAssertGreaterThan(kept.size(of: "still works", font: .body, scale: 1).width, 10)
  }
}

/// A font that opens but draws nothing is refused by name (issue 34, item 13).
final class DamagedFontTests: XCTestCase {
  @MainActor func testAFontWhoseOutlinesAreDamagedIsRefusedByName() async throws {
    let files = try XCTUnwrap(Fixtures.fontFiles)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: files.sans)))
    // The table directory: find 'glyf' and overwrite the outlines.
    let tables = Int(bytes[4]) << 8 | Int(bytes[5])
    var damaged = false
    for i in 0..<tables {
      let entry = 12 + 16 * i
      guard Array(bytes[entry..<entry + 4]) == Array("glyf".utf8) else { continue }
      func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      let offset = word(entry + 8)
      let length = word(entry + 12)
      for j in offset..<min(bytes.count, offset + length) { bytes[j] = 0xFF }
      damaged = true
    }
    try XCTSkipUnless(damaged, "the fixture font has no glyf table")
    let path = Fixtures.temporaryPath("damaged.ttf")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertThrowsError(try FontLibrary(files: FontFiles(singleFile: path))) { error in
      guard case .fontDamaged(let named, _)? = error as? SDLBackendError else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(named, path)
      XCTAssertTrue(String(describing: error).contains("--font PATH"), "\(error)")
    }
    // The intact file still opens.
    XCTAssertNoThrow(try FontLibrary(files: files))
  }
}
