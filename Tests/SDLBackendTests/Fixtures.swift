import CSDL2
import Drawing
import Foundation
import ScrollCore
import XCTest

@testable import SDLBackend

/// Shared helpers for the SDL backend tests.
enum Fixtures {
  /// The DejaVu faces, located once per test run.
  static let fontFiles: FontFiles? = try? FontFiles.locate()

  /// Two headless targets of `size` at `scale`, each with its own rasterizer (damage tracking
  /// on in both): draw on each and compare (`RetainedRenderTests.differingRows`).
  @MainActor static func rasterizerPair(size: Size, scale: Double = 1) throws -> (
    a: HeadlessTarget, b: HeadlessTarget, onA: DisplayListRasterizer, onB: DisplayListRasterizer
  ) {
    let files = try XCTUnwrap(fontFiles, "DejaVu fonts not found")
    let a = try HeadlessTarget(size: size, scale: scale)
    let b = try HeadlessTarget(size: size, scale: scale)
    let onA = DisplayListRasterizer(target: a, fonts: try FontLibrary(files: files))
    let onB = DisplayListRasterizer(target: b, fonts: try FontLibrary(files: files))
    return (a, b, onA, onB)
  }

  /// Two headless targets of `size` at `scale`, one drawn with damage tracking (`retained`
  /// on `damaged`) and one always redrawn whole (`full` on `whole`): render the same lists
  /// on both and compare (`RetainedRenderTests.differingRows`).
  @MainActor static func damagedAndFull(size: Size, scale: Double = 1) throws -> (
    damaged: HeadlessTarget, whole: HeadlessTarget, retained: DisplayListRasterizer,
    full: DisplayListRasterizer
  ) {
    let pair = try rasterizerPair(size: size, scale: scale)
    pair.onB.damageTracking = false
    return (pair.a, pair.b, pair.onA, pair.onB)
  }

  /// A headless target with a rasterizer on it, cleared to `background`.
  @MainActor static func canvas(
    width: Double = 200, height: Double = 120, scale: Double = 1, background: Color = .white
  ) throws -> (HeadlessTarget, DisplayListRasterizer) {
    let files = try XCTUnwrap(
      fontFiles, "DejaVu fonts not found (apt-get install fonts-dejavu-core)")
    let target = try HeadlessTarget(size: Size(width: width, height: height), scale: scale)
    let fonts = try FontLibrary(files: files)
    let rasterizer = DisplayListRasterizer(target: target, fonts: fonts)
    rasterizer.beginFrame(clear: background)
    return (target, rasterizer)
  }

  /// Pixels of `target` in `box` (pixel coordinates) that differ from `background`.
  @MainActor static func inkedPixels(
    _ target: HeadlessTarget, in box: (x0: Int, y0: Int, x1: Int, y1: Int), background: PixelColor
  ) -> Int {
    var count = 0
    for y in box.y0..<box.y1 {
      for x in box.x0..<box.x1 where target.pixel(x: x, y: y) != background { count += 1 }
    }
    return count
  }

  /// Makes SDL pick the dummy video driver (no display needed) for window and event tests.
  static func useDummyVideoDriver() {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
  }

  /// A fresh path in the temporary directory.
  static func temporaryPath(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.path
    return
      "\(dir)/sdlbackend-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)-\(name)"
  }
}

extension PixelColor {
  /// A pixel colour from 0xRRGGBB.
  init(hex: UInt32) {
    self.init(
      r: UInt8(truncatingIfNeeded: hex >> 16), g: UInt8(truncatingIfNeeded: hex >> 8),
      b: UInt8(truncatingIfNeeded: hex))
  }
}
