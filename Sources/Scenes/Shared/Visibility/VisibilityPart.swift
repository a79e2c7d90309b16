import ScrollCore

/// Visibility triggers as a scene part: the rows it watches (`VisibleRows`) checked against
/// a visible fraction (`threshold`, 0 to 1) after every layout pass, reporting either each
/// crossing (`ScrollVisibilityTracker`: play and pause a clip) or the list of rows past the
/// threshold (`TargetVisibilityObserver`), as `report` says. A crossing counts as an observer
/// delivery in the frame's stats. Other parts read `isVisible(_:)`, `visibleIDs` and `ids`.
final class VisibilityPart<List: PartList>: ScenePart {
  /// The rows watched.
  let rows: VisibleRows
  /// What the part reports.
  let report: VisibilityReport
  /// The watched rows past the threshold (crossings), by id.
  private(set) var visibleIDs: Set<Int> = []
  private var crossings: ScrollVisibilityTracker
  private var targets: TargetVisibilityObserver
  /// The watched rows laid out this pass (reused; unused when every row is watched).
  private var watched: [LaidOutItem] = []
  private var log: SceneEventLog
  let name = "visibility"

  /// Creates the part.
  /// - Parameters:
  ///   - rows: the rows watched.
  ///   - threshold: the visible fraction that counts as visible, 0 to 1 (clamped; NaN: 0.5).
  ///   - report: each crossing, or the list of visible rows.
  ///   - sceneName: stamped on the events.
  init(rows: VisibleRows, threshold: Double, report: VisibilityReport, sceneName: String) {
    self.rows = rows
    self.report = report
    crossings = ScrollVisibilityTracker(threshold: threshold)
    targets = TargetVisibilityObserver(threshold: threshold)
    log = SceneEventLog(scene: sceneName)
  }

  /// The visible fraction that counts as visible (clamped to 0...1).
  var threshold: Double {
    switch report {
    case .crossings: return crossings.threshold
    case .targets: return targets.threshold
    }
  }

  /// Changes the threshold: the next pass reports the rows on the other side of it.
  /// - Parameter threshold: the new visible fraction, 0 to 1.
  func setThreshold(_ threshold: Double) {
    crossings.setThreshold(threshold)
    targets.setThreshold(threshold)
  }

  /// True while row `id` is past the threshold (crossings).
  /// - Parameter id: the row's id.
  func isVisible(_ id: Int) -> Bool { visibleIDs.contains(id) }

  /// The watched rows past the threshold, in layout order (targets).
  var ids: [Int] { targets.ids }

  /// Checks the watched rows of this pass's layout and logs what changed.
  /// - Parameters:
  ///   - list: the scene's list, laid out for this pass.
  ///   - t: the session time, seconds.
  func observePass(list: inout List, at t: Double) -> PartPass {
    let viewport = list.geometry.visibleRect
    var items = list.host.stack.visibleItems
    if rows != .all {
      watched.removeAll(keepingCapacity: true)
      for item in items where rows.contains(item) { watched.append(item) }
      items = watched
    }
    switch report {
    case .crossings(let shown, let hidden):
      let changes = crossings.update(items: items, viewport: viewport)
      for change in changes {
        if change.isVisible { visibleIDs.insert(change.id) } else { visibleIDs.remove(change.id) }
        log.emit(
          change.isVisible ? shown : hidden, at: t,
          [("id", .number(Double(change.id))), ("fraction", .number(change.fraction))])
      }
      return PartPass(deliveries: changes.count)
    case .targets(let event):
      if let ids = targets.update(items: items, viewport: viewport) {
        log.emit(
          event, at: t,
          [("ids", .string(VisibilityReport.idList(ids))), ("count", .number(Double(ids.count)))])
      }
      return PartPass()
    }
  }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// "visible ≥30%\t3 rows".
  var hudLines: [String] {
    let count: Int
    switch report {
    case .crossings: count = visibleIDs.count
    case .targets: count = ids.count
    }
    return ["visible ≥\(shortNumber(threshold * 100))%\t\(count) rows"]
  }
}
