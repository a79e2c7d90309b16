import Drawing
import ScrollCore

/// The order of one frame, written once: input, physics, layout, observers, draw. The app's
/// frame runner (which times each stage) and the test driver both follow it.
public enum SceneFrame {
  /// The stages of a frame, in the order they run.
  public enum Stage: CaseIterable, Sendable {
    /// Input events are handled.
    case input
    /// Physics advance to the frame's time.
    case physics
    /// The visible items are laid out.
    case layout
    /// Observers run and the scene's state follows (its events are taken here).
    case observers
    /// The frame is drawn into a display list.
    case draw
  }

  /// Calls `body` once per stage, in order.
  /// - Parameter body: runs one stage.
  public static func inOrder(_ body: (Stage) throws -> Void) rethrows {
    for stage in Stage.allCases { try body(stage) }
  }

  /// Runs one frame of `scene` at `t`: handles `events`, advances, lays out, observes, takes
  /// the scene's events and draws into `list` (emptied first).
  /// - Parameters:
  ///   - scene: the scene.
  ///   - events: the input events due by `t`, in order.
  ///   - t: the frame's session time, seconds.
  ///   - theme: the colours to draw with.
  ///   - list: the display list drawn into.
  /// - Returns: the scene's events of this frame, in time order.
  @discardableResult
  public static func run(
    _ scene: any Scene, events: [InputEvent], at t: Double, theme: Theme,
    into list: inout DisplayList
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
      case .draw:
        list.removeAll()
        scene.draw(into: &list, theme: theme, at: t)
      }
    }
    return taken
  }
}
