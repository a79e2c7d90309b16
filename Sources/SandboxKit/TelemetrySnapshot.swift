import Scenes
import ScrollCore

/// What the output files (`--events-out` frame lines, the trace's counters) and the headless
/// loop's rest check record about the scene's main scroll view each frame: typed numbers,
/// apart from the rows the inspector draws, so that changing the inspector never changes an
/// output file. `SessionTelemetry` takes one per frame, when first asked.
struct TelemetrySnapshot: Equatable {
  /// The content offset, points.
  var offset: Point
  /// The velocity, points per second.
  var velocity: Point
  /// The published phase.
  var phase: ScrollPhase

  /// The snapshot of `scene`'s main scroll view now: the one place the app's outputs read
  /// the scene, through `Scene.mainViewState` (never through the inspector's `hud`).
  /// - Parameter scene: the scene on screen.
  init(of scene: any Scene) {
    let s = scene.mainViewState
    offset = s.offset
    velocity = s.velocity
    phase = s.phase
  }
}
