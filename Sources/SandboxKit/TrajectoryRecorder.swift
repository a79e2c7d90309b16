import Geometry
import Scenes
import ScrollCore

/// Collects, frame by frame, what a replay did to the scene's main scroll view: the offset
/// (the trajectory), the velocity, the overscroll and the phase. Attached to an app's
/// telemetry (`frameObserved`), it reads the same snapshot the output files do.
@MainActor final class TrajectoryRecorder {
  /// One frame.
  struct Frame: Equatable {
    /// Virtual time, seconds.
    var time: Double
    /// Content offset, points.
    var offset: Point
    /// Velocity, points per second.
    var velocity: Point
    /// Distance past the content's ends, points (0 inside).
    var overscroll: Point
    /// The published phase.
    var phase: SCScrollPhase
  }

  /// The frames recorded so far.
  private(set) var frames: [Frame] = []
  /// From this time on, frames are recorded (earlier ones are skipped), seconds.
  var from = -Double.infinity

  /// Starts recording `app`'s frames.
  /// - Parameter app: the app whose telemetry reports each frame.
  func attach(to app: SandboxApp) {
    app.telemetry.frameObserved = { [weak self, unowned app] time, scene in
      guard let self, time >= self.from else { return }
      let s = app.telemetry.snapshot(of: scene)
      self.frames.append(
        Frame(
          time: time, offset: s.offset, velocity: s.velocity, overscroll: scene.mainViewOverscroll,
          phase: s.phase))
    }
  }

  /// The offsets as a trajectory, frames numbered from 0.
  var trajectory: Trajectory {
    Trajectory(
      samples: frames.enumerated().map {
        Trajectory.Sample(frame: $0.offset, time: $0.element.time, offset: $0.element.offset)
      })
  }
}
