import Scenes
import ScrollCore

/// What the output files (`--events-out` frame lines, the trace's counters) record about the
/// scene's main scroll view each frame: typed numbers, taken from the scene apart from what
/// the inspector draws, so that changing the inspector never changes an output file.
struct TelemetrySnapshot: Equatable {
  /// The content offset, points.
  var offset: Point
  /// The velocity, points per second.
  var velocity: Point
  /// The published phase.
  var phase: ScrollPhase

  /// The snapshot of `scene`'s main scroll view now.
  /// - Parameter scene: the scene on screen.
  init(of scene: any Scene) {
    let h = scene.hud
    offset = h.geometry.contentOffset
    velocity = h.velocity
    phase = h.phase
  }
}
