import ScrollCore

/// One column of the physics lab: a scroll view with its own preset, and the record of its
/// current run (the offset-versus-time curve, the release, the rest).
struct LabColumn {
  /// Where a run came from.
  enum Run: String, Sendable {
    /// The scripted fling.
    case replay
    /// The user's own gesture.
    case manual
  }

  /// The release of a run: session time, offset and velocity (pt/s, along y).
  struct Release: Sendable {
    /// Session time, seconds.
    var time: Double
    /// Offset at release, points.
    var offset: Double
    /// Release velocity, pt/s.
    var velocity: Double
  }

  /// "left" or "right".
  let side: String
  /// The scroll view and its rows.
  var host: ScrollHost<Void>
  /// Index into `ScrollPhysics.presets`, or nil for a preset set from outside.
  var presetIndex: Int?
  /// Samples of the current run: x = seconds since the run started, y = offset.
  var curve: [Point] = []
  /// Session time the current run started, if one is recorded.
  var runStart: Double?
  /// What started the current run.
  var run = Run.replay
  /// The current run's release, once it happened.
  var release: Release?
  /// The current run's rest: offset and seconds from release to rest.
  var rest: (offset: Double, duration: Double)?
  /// The phase seen in the previous frame.
  var lastPhase = SCScrollPhase.idle
  private var lastReleaseTime = -Double.infinity

  /// Most samples kept per run (a minute at 60 fps).
  static let maxSamples = 3600

  /// Creates a column.
  init(side: String, host: ScrollHost<Void>, presetIndex: Int?) {
    self.side = side
    self.host = host
    self.presetIndex = presetIndex
  }

  /// The preset's name.
  var presetName: String { host.view.physics.name }

  /// Starts recording a run at session time `t`.
  mutating func beginRun(_ run: Run, at t: Double) {
    self.run = run
    runStart = t
    curve.removeAll(keepingCapacity: true)
    release = nil
    rest = nil
  }

  /// Looks for a new release among the scroll view's pending events (UIKit's
  /// willEndDragging: the velocity); returns it once.
  mutating func captureRelease() -> Release? {
    for e in host.view.pendingEvents where e.time > lastReleaseTime {
      if case .willEndDragging(let v, _) = e.event {
        lastReleaseTime = e.time
        let r = Release(time: e.time, offset: host.view.offset.y, velocity: v.y)
        release = r
        return r
      }
    }
    return nil
  }

  /// Adds the sample at session time `t`.
  mutating func sample(at t: Double) {
    guard let start = runStart, t >= start, curve.count < LabColumn.maxSamples else { return }
    curve.append(Point(x: t - start, y: host.view.offset.y))
  }
}
