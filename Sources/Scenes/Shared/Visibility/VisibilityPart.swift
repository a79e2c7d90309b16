import ScrollCore

/// Visibility triggers as a scene part: the rows it watches (`VisibleRows`) checked against
/// a visible fraction (`threshold`, 0 to 1) after every layout pass, reporting either each
/// crossing (`ScrollVisibilityTracker`: play and pause a clip) or the list of rows past the
/// threshold (`TargetVisibilityObserver`), as `report` says. A crossing counts as an observer
/// delivery in the frame's stats. Other parts read `isVisible(_:)`, `visibleIDs` and `ids`.
///
/// Parameters a scene file sets (`[[visibility]]`): `rows` ("every N" or a list of ids),
/// `threshold`; a file's groups report crossings as "row-visible" / "row-hidden" with their
/// group's number (`group`) and fade their rows while under the threshold (`fade`).
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
  /// Leads each crossing event as its "group" field, when set.
  let group: Int?
  /// The opacity of a watched row while it is not past the threshold, and a row's id (nil:
  /// not a row); nil: rows are not faded.
  private let fade: (opacity: Double, id: (List.Row) -> Int?)?
  let name = "visibility"

  /// Creates the part.
  /// - Parameters:
  ///   - rows: the rows watched.
  ///   - threshold: the visible fraction that counts as visible, 0 to 1 (clamped; NaN: 0.5).
  ///   - report: each crossing, or the list of visible rows.
  ///   - sceneName: stamped on the events.
  ///   - group: a number the crossing events carry first as "group" (nil: none).
  ///   - fade: the opacity of a watched row while it is not past the threshold (crossings),
  ///     and how to read a row's id (nil for rows that are not watched); nil: no fading.
  init(
    rows: VisibleRows, threshold: Double, report: VisibilityReport, sceneName: String,
    group: Int? = nil, fade: (opacity: Double, id: (List.Row) -> Int?)? = nil
  ) {
    self.rows = rows
    self.report = report
    self.group = group
    self.fade = fade
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
        let fields: [(String, SceneValue)] = [
          ("id", .number(Double(change.id))), ("fraction", .number(change.fraction)),
        ]
        log.emit(
          change.isVisible ? shown : hidden, at: t,
          group.map { [("group", .number(Double($0)))] + fields } ?? fields)
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

  /// A watched row shows at the fade's opacity while it is not past the threshold.
  /// - Parameters:
  ///   - row: a laid-out row.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func opacity(of row: List.Row, in list: List, at t: Double) -> Double {
    guard let fade, let id = fade.id(row), rows.contains(id: id), !visibleIDs.contains(id)
    else { return 1 }
    return fade.opacity
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
