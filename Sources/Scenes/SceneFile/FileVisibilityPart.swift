import Drawing
import ScrollCore

/// A scene file's `[[visibility]]` groups as one part, on ScrollCore's visibility tracker (the
/// engine's `onScrollVisibilityChange(threshold:)`): each group's rows count as visible while
/// at least its threshold of them is in view; a row that is not shows faded. Events:
/// "row-visible" and "row-hidden" (group, row, fraction).
final class FileVisibilityPart<List: PartList>: ScenePart where List.Row == FeedRow {
  /// The groups, in file order.
  let groups: [SceneFile.Visibility]
  private var trackers: [ScrollVisibilityTracker]
  /// The rows visible now, per group.
  private(set) var visible: [Set<Int>]
  private var items: [LaidOutItem] = []
  private var log: SceneEventLog
  let name = "visibility"

  /// Creates the trackers.
  /// - Parameters:
  ///   - sceneName: stamped on the events.
  ///   - groups: the file's groups.
  init(sceneName: String, groups: [SceneFile.Visibility]) {
    self.groups = groups
    trackers = groups.map { ScrollVisibilityTracker(threshold: $0.threshold) }
    visible = groups.map { _ in [] }
    log = SceneEventLog(scene: sceneName)
  }

  /// Updates each group's tracker with its laid-out rows.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    let viewport = list.geometry.visibleRect
    for g in groups.indices {
      items.removeAll(keepingCapacity: true)
      for item in list.host.stack.visibleItems where item.id >= 0 && groups[g].contains(item.id) {
        items.append(item)
      }
      for change in trackers[g].update(items: items, viewport: viewport) {
        if change.isVisible {
          visible[g].insert(change.id)
        } else {
          visible[g].remove(change.id)
        }
        log.emit(
          change.isVisible ? "row-visible" : "row-hidden", at: t,
          [
            ("group", .number(Double(g))), ("row", .number(Double(change.id))),
            ("fraction", .number(change.fraction)),
          ])
      }
    }
  }

  /// A group's row shows faded while it is under its threshold.
  /// - Parameters:
  ///   - row: a laid-out row.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func opacity(of row: FeedRow, in list: List, at t: Double) -> Double {
    guard case .article(let id) = row else { return 1 }
    for g in groups.indices where groups[g].contains(id) && !visible[g].contains(id) {
      return 0.4
    }
    return 1
  }

  /// Returns and clears the events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// "visible rows\t3 (group 0, ≥ 0.3)" per group.
  var hudLines: [String] {
    groups.indices.map { g in
      "visible rows\t\(visible[g].count) (group \(g), ≥ \(PhysicsTuning.format(groups[g].threshold)))"
    }
  }
}
