import Drawing
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The HUD names the present in use in a window ("present: x11-shm" or "present: sdl"),
/// changing when the window falls back; headless runs show no such row.
final class PresentPathHUDTests: XCTestCase {
  private func hudTexts(_ app: SandboxApp, at t: Double) -> [String] {
    AppDriver.texts(AppDriver.frame(app, [], at: t))
  }

  func testTheHUDShowsThePresentInUse() throws {
    let options = try SandboxOptions.parse(["--scene", "feed"], scenes: SceneCatalog.names)
    let measurer = ApproximateTextMeasurer()
    let env = SceneEnvironment(measurer: measurer, physics: .ios, seed: 42, itemCount: 500)
    let app = SandboxApp(
      options: options, scenes: SceneSlots(scenes: SceneCatalog.makeScenes(env)),
      measurer: measurer, profiler: FrameProfiler(clock: { 0 }))
    app.start(at: 0)
    // Unknown (headless) until a loop sets it: the row is there, with "–", so the panel
    // lays out the same in a window and in its headless replay.
    let before = hudTexts(app, at: 0.016)
    XCTAssertTrue(before.contains("present"), "\(before)")
    XCTAssertFalse(before.contains("x11-shm"), "\(before)")
    app.inspector.presentPath = "x11-shm"
    var shown = hudTexts(app, at: 0.033)
    XCTAssertTrue(shown.contains("present"), "\(shown)")
    XCTAssertTrue(shown.contains("x11-shm"), "\(shown)")
    // A fallback shows at once, not at the HUD's next refresh.
    app.inspector.presentPath = "sdl"
    shown = hudTexts(app, at: 0.05)
    XCTAssertTrue(shown.contains("sdl"), "\(shown)")
    XCTAssertFalse(shown.contains("x11-shm"), "\(shown)")
  }
}
