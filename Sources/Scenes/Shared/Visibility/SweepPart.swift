import ScrollCore

/// Rows a fast fling or a jump passed through without ever being laid out, as a scene part
/// (`SweptVisibilityTracker`): after every layout pass it compares the rows in view with the
/// last pass's and logs the rows passed. Events: "swept" (count, first and last id passed,
/// direction).
final class SweepPart<List: PartList>: ScenePart {
  private var tracker: SweptVisibilityTracker
  /// The last sweep: rows passed and its direction.
  private(set) var lastSweep: (count: Int, forward: Bool)?
  private var log: SceneEventLog
  let name = "sweep"

  /// Creates the part.
  /// - Parameters:
  ///   - cap: the most passed rows listed by id per pass (all are counted).
  ///   - sceneName: stamped on the events.
  init(cap: Int = 64, sceneName: String) {
    tracker = SweptVisibilityTracker(cap: cap)
    log = SceneEventLog(scene: sceneName)
  }

  /// Rows passed through since the start.
  var passedCount: Int { tracker.passedCount }

  /// Compares the rows in view with the last pass's; logs a sweep.
  /// - Parameters:
  ///   - list: the scene's list, laid out for this pass.
  ///   - t: the session time, seconds.
  func observePass(list: inout List, at t: Double) -> PartPass {
    guard let pass = list.host.lastPass else { return PartPass() }
    let stack = list.host.stack
    let report = tracker.update(visibleRange: pass.visibleRange, items: stack)
    let ids = report.passedRange
    guard !ids.isEmpty else { return PartPass() }
    let forward = report.direction == .forward
    lastSweep = (ids.count, forward)
    let first = stack.id(at: forward ? ids.lowerBound : ids.upperBound - 1)
    let last = stack.id(at: forward ? ids.upperBound - 1 : ids.lowerBound)
    log.emit(
      "swept", at: t,
      [
        ("count", .number(Double(ids.count))), ("first", .number(Double(first))),
        ("last", .number(Double(last))), ("direction", .string(forward ? "forward" : "backward")),
      ])
    return PartPass()
  }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// "swept total\t120".
  var hudLines: [String] { ["swept total\t\(passedCount)"] }
}
