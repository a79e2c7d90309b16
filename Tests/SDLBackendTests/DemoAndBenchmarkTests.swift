import Drawing
import Foundation
import ScrollCore
import XCTest

@testable import SDLBackend

/// Opt-in checks run by hand: screenshots for eyes, real windows under a display, timing.
///
///   SDLBACKEND_SHOTS=/dir        write headless screenshots of the sample frame there
///   SDLBACKEND_REAL_WINDOW=1     open real opengl and software windows on $DISPLAY (Xvfb)
///   SDLBACKEND_BENCH=1           time the sample frame headless (use a release build)
final class DemoAndBenchmarkTests: XCTestCase {
  let env = ProcessInfo.processInfo.environment

  @MainActor func testWritesSampleScreenshots() async throws {
    guard let dir = env["SDLBACKEND_SHOTS"] else { throw XCTSkip("SDLBACKEND_SHOTS not set") }
    let files = try XCTUnwrap(Fixtures.fontFiles)
    for (scale, theme, name) in [(1.0, Theme.light, "light1x"), (2.0, .light, "light2x"), (1.0, .dark, "dark1x")] {
      let target = try HeadlessTarget(size: Size(width: 800, height: 600), scale: scale)
      let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
      rasterizer.beginFrame(clear: theme.background)
      rasterizer.draw(sampleFrame(size: target.pointSize, theme: theme, offset: 13.5))
      try target.saveScreenshot(to: "\(dir)/headless-\(name).png")
    }
  }

  @MainActor func testRealWindowsOpenAndDraw() async throws {
    guard env["SDLBACKEND_REAL_WINDOW"] == "1" else { throw XCTSkip("SDLBACKEND_REAL_WINDOW not set") }
    unsetenv("SDL_VIDEODRIVER")
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let dir = env["SDLBACKEND_SHOTS"] ?? NSTemporaryDirectory()
    for choice in [RendererChoice.opengl, .software, .auto] {
      let window = try SDLWindow(size: Size(width: 800, height: 600), renderer: choice, vsync: true)
      print("renderer \(choice): \(window.rendererName) note: \(window.rendererNote ?? "none")")
      if choice != .auto { XCTAssertNil(window.rendererNote) }
      let rate = window.measureRefreshRate(frames: 20)
      print("refresh \(choice): \(rate)")
      let rasterizer = DisplayListRasterizer(target: window, fonts: try FontLibrary(files: files))
      let clock = MonotonicClock()
      var work: [Double] = []
      var present: [Double] = []
      for frame in 0..<120 {
        let start = clock.seconds
        rasterizer.beginFrame(clear: Theme.light.background)
        rasterizer.draw(sampleFrame(size: window.pointSize, offset: Double(frame % 40)))
        window.flush()
        let drawn = clock.seconds
        if frame == 60 { try window.saveScreenshot(to: "\(dir)/window-\(choice.rawValue).png") }
        window.present()
        work.append(drawn - start)
        present.append(clock.seconds - drawn)
      }
      print("window \(choice): work \(summary(work)); present \(summary(present))")
    }
  }

  @MainActor func testHeadlessFrameTiming() async throws {
    guard env["SDLBACKEND_BENCH"] == "1" else { throw XCTSkip("SDLBACKEND_BENCH not set") }
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let target = try HeadlessTarget(size: Size(width: 800, height: 600))
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
    let clock = MonotonicClock()
    var times: [Double] = []
    var build: [Double] = []
    for frame in 0..<600 {
      let t0 = clock.seconds
      let list = sampleFrame(size: target.pointSize, offset: Double(frame % 44))
      let t1 = clock.seconds
      rasterizer.beginFrame(clear: Theme.light.background)
      rasterizer.draw(list)
      target.present()
      let t2 = clock.seconds
      if frame >= 20 {
        times.append(t2 - t1)
        build.append(t1 - t0)
      }
    }
    print("headless 800x600: draw \(summary(times)); list build \(summary(build)); text \(rasterizer.textCacheCounters)")
  }

  private func summary(_ values: [Double]) -> String {
    let s = values.sorted()
    func q(_ p: Double) -> String {
      String(format: "%.3f", s[min(s.count - 1, Int(Double(s.count) * p))] * 1000)
    }
    return "p50 \(q(0.5)) ms, p99 \(q(0.99)) ms, max \(q(1)) ms"
  }
}
