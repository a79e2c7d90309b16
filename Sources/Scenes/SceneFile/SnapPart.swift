import ScrollCore

/// A scene file's `[snap]` as a part: it gives the list's scroll view ScrollCore's
/// `SCViewAlignedScrollTargetBehavior` (rest on a row's edge; the rows are the scroll targets,
/// as under `scrollTargetLayout()`) or `SCPagingScrollTargetBehavior` (rest on a page, the
/// view's length), and names it in the HUD.
final class SnapPart<List: PartList>: ScenePart {
  /// The behavior.
  let behavior: SceneFile.Snap
  let name = "snap"

  /// Sets the behavior on `list`.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - behavior: the file's `[snap]`.
  init(list: inout List, behavior: SceneFile.Snap) {
    self.behavior = behavior
    list.host.controller.hasTargetLayout = true
    switch behavior {
    case .viewAligned:
      list.host.controller.setTargetBehavior(SCViewAlignedScrollTargetBehavior())
    case .paging: list.host.controller.setTargetBehavior(SCPagingScrollTargetBehavior())
    }
  }

  /// "snap\tview-aligned".
  var hudLines: [String] { ["snap\t\(behavior.rawValue)"] }
}
