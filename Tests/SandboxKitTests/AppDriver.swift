import Drawing
import Profiling
import Runtime
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// Builds an app the way the sandbox does (approximate text metrics, 500 feed items) and runs
/// its frame stages without a window.
enum AppDriver {
  /// An app for the command line `args`, started, timed by `profiler` (a clock that stays at 0
  /// by default).
  static func makeApp(
    _ args: [String] = [], profiler: FrameProfiler = FrameProfiler(clock: { 0 })
  ) throws -> SandboxApp {
    let options = try SandboxOptions.parse(args, scenes: SceneCatalog.names)
    let measurer = ApproximateTextMeasurer()
    let env = SceneEnvironment(measurer: measurer, physics: .ios, seed: 42, itemCount: 500)
    let app = SandboxApp(
      options: options, scenes: SceneSlots(scenes: SceneCatalog.makeScenes(env)),
      measurer: measurer,
      profiler: profiler)
    app.start(at: 0)
    return app
  }

  /// One frame of the app's stages without pixels (`FrameRunner` with no target, run by a
  /// `FrameLoop`): input, physics, layout, observers, display list, end. Tests run on the
  /// main thread, where the app's frame lives.
  static func frame(_ app: SandboxApp, _ events: [InputEvent], at t: Double) -> DisplayList {
    nonisolated(unsafe) let app = app
    return MainActor.assumeIsolated {
      let runner = FrameRunner(app: app, target: nil, rasterizer: nil)
      let loop = FrameLoop(clock: VirtualClock(fps: 60), source: ScriptedSource(), host: runner)
      loop.runFrame(FrameInput(index: 0, time: t, events: events))
      return runner.list
    }
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

/// The app's frame without pixels that builds the display list only every `drawEvery`th
/// frame (a fuzzer that checks the HUD's numbers now and then).
final class SampledFrame: FrameRunner {
  let drawEvery: Int
  private var drawing = true

  init(app: SandboxApp, drawEvery: Int) {
    self.drawEvery = drawEvery
    super.init(app: app, target: nil, rasterizer: nil)
  }

  override func beginFrame(_ input: FrameInput) {
    drawing = input.index % drawEvery == 0
    super.beginFrame(input)
  }

  override func takesPart(in stage: FrameStage) -> Bool {
    stage == .draw ? drawing : super.takesPart(in: stage)
  }
}
