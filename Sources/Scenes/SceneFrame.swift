import Drawing
import Profiling
import ScrollCore

/// The order of one frame, written once: input, physics, layout, observers, draw. The app's
/// frame runner (which times each stage and then rasterizes) and the test driver both follow
/// it.
public enum SceneFrame {
  /// The stages a scene takes part in, in the order they run (the profiler's stages up to
  /// `draw`; rasterizing and presenting follow in the app).
  public static let stages: [FrameStage] = [.input, .physics, .layout, .observers, .draw]

  /// Calls `body` once per stage of `stages`, in order.
  /// - Parameter body: runs one stage.
  public static func inOrder(_ body: (FrameStage) throws -> Void) rethrows {
    for stage in stages { try body(stage) }
  }

  /// Runs one frame of `scene` at `t`: handles `events`, advances, lays out, observes, takes
  /// the scene's events and draws into `list` (emptied first).
  /// - Parameters:
  ///   - scene: the scene.
  ///   - events: the input events due by `t`, in order.
  ///   - t: the frame's session time, seconds.
  ///   - theme: the colours to draw with.
  ///   - list: the display list drawn into.
  ///   - drawing: false skips the draw stage (a run that only simulates; `list` is kept).
  /// - Returns: the scene's events of this frame, in time order.
  @discardableResult
  public static func run(
    _ scene: any Scene, events: [InputEvent], at t: Double, theme: Theme,
    into list: inout DisplayList, drawing: Bool = true
  ) -> [SceneEvent] {
    var taken: [SceneEvent] = []
    inOrder { stage in
      switch stage {
      case .input: for e in events { _ = scene.handle(e) }
      case .physics: scene.advance(to: t)
      case .layout: scene.layout(at: t)
      case .observers:
        scene.observe(at: t)
        taken = scene.takeEvents()
      case .draw where drawing:
        list.removeAll()
        scene.draw(into: &list, theme: theme, at: t)
      default: break
      }
    }
    return taken
  }
}
