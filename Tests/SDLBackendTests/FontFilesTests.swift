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
