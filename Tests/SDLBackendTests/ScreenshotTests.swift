import Drawing
import Foundation
import ScrollCore
import XCTest

@testable import SDLBackend

final class ScreenshotTests: XCTestCase {
  @MainActor func testWritesAPNGOfThePixelSize() async throws {
    let (target, rasterizer) = try Fixtures.canvas(width: 120, height: 80, scale: 2)
    var list = DisplayList()
    list.fill(Rect(x: 10, y: 10, width: 50, height: 30), Color(hex: 0x007AFF), radius: 8)
    rasterizer.draw(list)
    let path = Fixtures.temporaryPath("shot.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try target.saveScreenshot(to: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func bigEndian(_ offset: Int) -> Int {
      data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    XCTAssertEqual(bigEndian(16), 240, "IHDR width in pixels")
    XCTAssertEqual(bigEndian(20), 160, "IHDR height in pixels")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent
    ).filter { $0.hasPrefix((path as NSString).lastPathComponent + ".partial") }
    XCTAssertEqual(leftovers, [])
  }

  @MainActor func testABadPathThrowsAnErrorNamingItAndLeavesNoFile() async throws {
    let (target, _) = try Fixtures.canvas()
    let path = "/nonexistent-\(UUID().uuidString)/shot.png"
    XCTAssertThrowsError(try target.saveScreenshot(to: path)) { error in
      guard case .screenshotFailed(let named, _)? = error as? SDLBackendError else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(named, path)
      XCTAssertTrue(String(describing: error).contains(path))
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  @MainActor func testAFailedRenameLeavesNoPartialFile() async throws {
    let (target, _) = try Fixtures.canvas()
    let directory = Fixtures.temporaryPath("dir")
    try FileManager.default.createDirectory(
      atPath: directory + "/occupied", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/occupied"  // a non-empty directory: rename onto it fails
    try "x".write(toFile: path + "/keep", atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try target.saveScreenshot(to: path))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory)
    XCTAssertEqual(left, ["occupied"])
  }
}
