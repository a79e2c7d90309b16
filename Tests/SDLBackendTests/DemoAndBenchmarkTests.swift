import Drawing
import Foundation
import Profiling
import ScrollCore
import XCTest

@testable import SDLBackend

/// An opt-in check run by hand: real windows under a display, with their timings printed.
/// (The sample frame at 1x, 2x and dark is compared pixel for pixel by SoftwareBlitTests and
/// written as a PNG by ScreenshotTests; headless frame times are scroll-bench's `frame`
/// section.)
///
///   SDLBACKEND_REAL_WINDOW=1     open real opengl and software windows on $DISPLAY (Xvfb)
///   SDLBACKEND_SHOTS=/dir        where to save each window's screenshot
final class DemoAndBenchmarkTests: XCTestCase {
  let env = ProcessInfo.processInfo.environment

  @MainActor func testRealWindowsOpenAndDraw() async throws {
    guard env["SDLBACKEND_REAL_WINDOW"] == "1" else {
      throw XCTSkip("SDLBACKEND_REAL_WINDOW not set")
    }
    unsetenv("SDL_VIDEODRIVER")
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let dir = env["SDLBACKEND_SHOTS"] ?? NSTemporaryDirectory()
    let choices = (env["SDLBACKEND_RENDERERS"] ?? "opengl,software,auto").split(separator: ",")
      .compactMap { RendererChoice(argument: String($0)) }
    for choice in choices {
      let vsync = env["SDLBACKEND_VSYNC"] != "0"
      let window = try SDLWindow(
        size: Size(width: 800, height: 600), renderer: choice, vsync: vsync)
      print("renderer \(choice): \(window.rendererName) note: \(window.rendererNote ?? "none")")
      if choice != .auto { XCTAssertNil(window.rendererNote) }
      let rate = window.measureRefreshRate(frames: 20)
      print("refresh \(choice): \(rate)")
      let rasterizer = DisplayListRasterizer(target: window, fonts: try FontLibrary(files: files))
      let clock = MonotonicClock()
      for overlays in [true, false, true, false] {
        var queue: [Double] = []
        var flush: [Double] = []
        var present: [Double] = []
        for frame in 0..<400 {
          let list = sampleFrame(
            size: window.pointSize, offset: Double(frame % 40), overlays: overlays)
          let start = clock.seconds
          rasterizer.beginFrame(clear: Theme.light.background)
          rasterizer.draw(list)
          let queued = clock.seconds
          window.flush()
          let drawn = clock.seconds
          if frame == 60 && overlays {
            try window.saveScreenshot(to: "\(dir)/window-\(choice.rawValue).png")
          }
          window.present()
          if frame >= 100 {
            queue.append(queued - start)
            flush.append(drawn - queued)
            present.append(clock.seconds - drawn)
          }
        }
        print(
          "window \(choice) \(overlays ? "full sample" : "rows only"): queue \(summary(queue)); "
            + "flush \(summary(flush)); present \(summary(present))")
      }
    }
  }

  private func summary(_ values: [Double]) -> String {
    let s = values.sorted()
    func q(_ p: Double) -> String {
      String(format: "%.3f", s[min(s.count - 1, Int(Double(s.count) * p))] * 1000)
    }
    return "p50 \(q(0.5)) ms, p99 \(q(0.99)) ms, max \(q(1)) ms"
  }
}
