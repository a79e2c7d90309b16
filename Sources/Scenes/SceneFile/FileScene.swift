import Drawing
import ScrollCore

/// A scene described in a file (`SceneFile`): its list (`FeedList` for articles,
/// `ChatList` for messages, `FileRowsList` for rows) and the shared parts its tables ask
/// for, in this order: the collapsing header or the chat's parts, the Top pill, the
/// pagination, the heading, the observers, the scroll state, the visibility groups, the
/// snapping. `PartsScene` routes every stage; the file's numbers are its own, so the
/// inspector's scene settings (`setTuning`) leave them alone. T scrolls to the top when no
/// part took it.
final class FileScene<List: PartList>: PartsScene {
  var base: SceneBase
  let helpLine: String
  var list: List
  let parts: [any ScenePart<List>]
  /// The file the scene was built from.
  let file: SceneFile

  /// Creates the scene from what `FileScenes.make` built.
  /// - Parameters:
  ///   - entry: the file's catalog entry.
  ///   - file: the file.
  ///   - list: the list, parts registered on it.
  ///   - parts: the parts, in stage order.
  ///   - helpLine: the keys the parts use.
  init(
    entry: SceneCatalog.Entry, file: SceneFile, list: List, parts: [any ScenePart<List>],
    helpLine: String
  ) {
    base = SceneBase(entry: entry)
    self.file = file
    self.list = list
    self.parts = parts
    self.helpLine = helpLine
  }

  /// The file's numbers stay: the scene settings are the built-in scenes'.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {}

  /// The parts first, then T scrolls to the top.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  func perform(_ action: InputAction, at t: Double) -> Bool {
    for part in parts where part.perform(action, at: t, list: &list) { return true }
    guard action.isLetter("t") else { return false }
    base.log.append(list.scrollToTop(scene: name, via: "key", at: t))
    return true
  }

  /// The list's snapshot with the file's name, the rows and each part's lines.
  var hud: HUDSnapshot {
    let rows = file.list.rows.map { groupedDigits($0) } ?? "infinite"
    return list.host.hud(
      extra: ["file\t\(file.name)", "rows\t\(rows) \(file.list.content.rawValue)"]
        + parts.flatMap { $0.hudLines(in: list) },
      warnings: warnings)
  }
}

/// What a scene reloaded from its file keeps from the scene it replaces: the scroll offset.
public protocol ReloadableScene: AnyObject {
  /// The main scroll view's content offset.
  var contentOffset: Point { get }
  /// Lays the scene out and scrolls it to `offset` without animation (the scroll view clamps
  /// it to the new content), at rest.
  /// - Parameters:
  ///   - offset: the content offset to keep.
  ///   - t: the session time, seconds.
  func restore(offset: Point, at t: Double)
}

extension FileScene: ReloadableScene {
  /// The list's content offset.
  var contentOffset: Point { list.geometry.contentOffset }

  /// Lays out, then scrolls to `offset` (clamped by the scroll view to the new content).
  /// - Parameters:
  ///   - offset: the content offset to keep.
  ///   - t: the session time, seconds.
  func restore(offset: Point, at t: Double) {
    list.layout(at: t)
    let g = list.geometry
    let maxY = max(-g.contentInsets.top, g.contentSize.height - g.containerSize.height)
    let maxX = max(0, g.contentSize.width - g.containerSize.width)
    let y = min(max(offset.y, -g.contentInsets.top), maxY)
    let x = min(max(offset.x, 0), maxX)
    list.host.controller.scroll(to: Point(x: x, y: y), animation: .none, at: t)
    list.layout(at: t)
  }
}
