import CSDL2
import CSDL2Image
import Drawing
import Foundation
import ScrollCore
import XCTest

@testable import SDLBackend

/// The fast (uncompressed) screenshot of a signal exit is a valid PNG with the same pixels.
final class StoredPNGTests: XCTestCase {
  @MainActor func testTheFastScreenshotDecodesToTheSamePixelsAsTheNormalOne() async throws {
    let (target, rasterizer) = try Fixtures.canvas(width: 120, height: 80, scale: 1)
    var list = DisplayList()
    list.fill(Rect(x: 10, y: 10, width: 50, height: 30), Color(hex: 0x007AFF), radius: 8)
    rasterizer.draw(list)
    let fast = Fixtures.temporaryPath("fast.png")
    let normal = Fixtures.temporaryPath("normal.png")
    defer {
      try? FileManager.default.removeItem(atPath: fast)
      try? FileManager.default.removeItem(atPath: normal)
    }
    try target.saveScreenshot(to: fast, fast: true)
    try target.saveScreenshot(to: normal)
    func pixels(_ path: String) throws -> [UInt8] {
      guard let loaded = IMG_Load(path) else { throw XCTSkip("IMG_Load failed") }
      defer { SDL_FreeSurface(loaded) }
      guard let rgb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
        throw XCTSkip("conversion failed")
      }
      defer { SDL_FreeSurface(rgb) }
      let s = rgb.pointee
      return (0..<Int(s.h)).flatMap { y in
        Array(
          UnsafeRawBufferPointer(
            start: s.pixels.advanced(by: y * Int(s.pitch)), count: Int(s.w) * 3))
      }
    }
    let a = try pixels(fast)
    XCTAssertEqual(a.count, 120 * 80 * 3)
    XCTAssertEqual(a, try pixels(normal))
  }
}
