import Drawing
import Profiling
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// Builds an app the way the sandbox does (approximate text metrics, 500 feed items) and runs
/// its frame stages without a window.
enum AppDriver {
  /// An app for the command line `args`, started.
  static func makeApp(_ args: [String] = []) throws -> SandboxApp {
    let options = try SandboxOptions.parse(args, scenes: SceneCatalog.names)
    let measurer = ApproximateTextMeasurer()
    let env = SceneEnvironment(measurer: measurer, physics: .ios, seed: 42, itemCount: 500)
    let profiler = FrameProfiler(clock: { 0 })
    let app = SandboxApp(
      options: options, scenes: SceneSlots(scenes: SceneCatalog.makeScenes(env)),
      measurer: measurer,
      profiler: profiler)
    app.start(at: 0)
    return app
  }

  /// One frame: input, physics, layout, observers, display list, end.
  static func frame(_ app: SandboxApp, _ events: [InputEvent], at t: Double) -> DisplayList {
    var list = DisplayList()
    app.profiler.beginFrame()
    app.handleInput(events)
    app.advance(to: t)
    app.layout(at: t)
    app.observe(at: t)
    app.draw(into: &list, at: t)
    app.endFrame()
    return list
  }

  /// A key press.
  static func key(_ c: Character, at t: Double, mods: KeyModifiers = []) -> InputEvent {
    InputEvent(time: t, kind: .keyDown(.character(c), modifiers: mods, isRepeat: false))
  }

  /// Every text the list draws.
  static func texts(_ list: DisplayList) -> [String] {
    list.commands.compactMap {
      if case .text(let s, _, _, _, _) = $0 { return s }
      return nil
    }
  }
}
