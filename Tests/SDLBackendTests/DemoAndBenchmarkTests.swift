import Drawing
import Foundation
import Profiling
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
    for (scale, theme, name) in [
      (1.0, Theme.light, "light1x"), (2.0, .light, "light2x"), (1.0, .dark, "dark1x"),
    ] {
      let target = try HeadlessTarget(size: Size(width: 800, height: 600), scale: scale)
      let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
      rasterizer.beginFrame(clear: theme.background)
      rasterizer.draw(sampleFrame(size: target.pointSize, theme: theme, offset: 13.5))
      try target.saveScreenshot(to: "\(dir)/headless-\(name).png")
    }
  }

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

  @MainActor func testHeadlessFrameTiming() async throws {
    guard env["SDLBACKEND_BENCH"] == "1" else { throw XCTSkip("SDLBACKEND_BENCH not set") }
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let target = try HeadlessTarget(size: Size(width: 800, height: 600))
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
    let clock = MonotonicClock()
    for overlays in [false, true] {
      var times: [Double] = []
      for frame in 0..<600 {
        let list = sampleFrame(
          size: target.pointSize, offset: Double(frame % 44), overlays: overlays)
        let start = clock.seconds
        rasterizer.beginFrame(clear: Theme.light.background)
        rasterizer.draw(list)
        target.present()
        if frame >= 20 { times.append(clock.seconds - start) }
      }
      print(
        "headless 800x600 \(overlays ? "full sample" : "rows only"): draw \(summary(times)); "
          + "text cache \(rasterizer.textCacheCounters)")
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
