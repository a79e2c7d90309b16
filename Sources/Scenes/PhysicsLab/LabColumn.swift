import Drawing
import ScrollCore

/// One column of the physics lab: a scroll view with its own preset, and the record of its
/// current run (the offset-versus-time curve, the release, the rest). A reference: the lab's
/// parts (`LabColumnPart`, `LabPlotPart`, `LabPresetPart`) and its list (`LabColumnList`, the
/// first column) share the columns through `LabBench`.
final class LabColumn {
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
  var host: ScrollHost<FeedObserved>
  /// Index into `ScrollPhysics.presets`, or nil for a preset set from outside.
  var presetIndex: Int?
  /// Samples of the current run: x = seconds since the run started, y = offset.
  var curve: [Point] = []
  /// The velocity at each sample of `curve`: x = seconds, y = pt/s along y.
  var velocities: [Point] = []
  /// Session time the current run started, if one is recorded.
  var runStart: Double?
  /// What started the current run.
  var run = Run.replay
  /// The preset the current run started under: its curve's name, even after the column's
  /// preset changed (the curve is that preset's until the next run).
  var runPreset: String?
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
  /// - Parameters:
  ///   - side: "left" or "right", in events and the HUD.
  ///   - host: the column's scroll view.
  ///   - presetIndex: index of its preset in `ScrollPhysics.presets`, nil for another.
  init(side: String, host: ScrollHost<FeedObserved>, presetIndex: Int?) {
    self.side = side
    self.host = host
    self.presetIndex = presetIndex
  }

  /// The preset's name.
  var presetName: String { host.view.physics.name }

  /// Starts recording a run at session time `t`.
  /// - Parameters:
  ///   - run: what started it.
  ///   - t: the session time, seconds.
  func beginRun(_ run: Run, at t: Double) {
    self.run = run
    runPreset = presetName
    runStart = t
    curve.removeAll(keepingCapacity: true)
    velocities.removeAll(keepingCapacity: true)
    release = nil
    rest = nil
  }

  /// Looks for a new release among the scroll view's pending events (UIKit's
  /// willEndDragging: the velocity); returns it once.
  func captureRelease() -> Release? {
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

  /// Adds the sample at session time `t`, while the run moves: once it rests, the curve ends
  /// (its last sample is the rest).
  /// - Parameter t: the session time, seconds.
  func sample(at t: Double) {
    guard let start = runStart, rest == nil, t >= start, curve.count < LabColumn.maxSamples
    else { return }
    curve.append(Point(x: t - start, y: host.view.offset.y))
    velocities.append(Point(x: t - start, y: host.view.velocity.y))
  }

  /// Draws the column: its card, then, clipped to it, its rows (each with its offset in the
  /// content); the scrollbar is drawn by the caller.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  func drawRows(into list: inout DisplayList, theme: Theme) {
    let host = self.host
    let frame = host.frame
    list.fill(frame, theme.card, radius: SceneLook.cardRadius)
    list.clipped(to: frame) { list in
      for item in host.stack.visibleItems {
        let r = host.windowRect(item.frame)
        guard r.intersects(frame) else { continue }
        list.fill(r, theme.background, radius: 8)
        list.text(
          "Row \(item.id)",
          in: Rect(x: r.minX + 12, y: r.minY, width: r.width / 2, height: r.height),
          font: .body, color: theme.primaryText)
        list.text(
          "\(formatPoints(item.frame.minY, decimals: 0)) pt",
          in: Rect(x: r.midX, y: r.minY, width: r.width / 2 - 12, height: r.height),
          font: SceneLook.mono, color: theme.secondaryText, alignment: .trailing)
      }
    }
  }
}
