import ScrollCore

/// A scene file's lists step through their rows with `SnapTargetsPart` under `[snap]`: the
/// file sets the target behavior on the list (`FileScenes`), the part reports each rest on a
/// row ("snapped", variant "view-aligned" or "paging") and moves by one row on the arrow keys,
/// as in the snap scene.
extension SnappingList {
  /// The target behavior's name in the file: "paging" or "view-aligned".
  var fileSnappingName: String {
    host.view.targetBehavior is SCPagingScrollTargetBehavior ? "paging" : "view-aligned"
  }
}

extension FileRowsList: SnappingList {
  /// "view-aligned" or "paging".
  var snappingName: String { fileSnappingName }
  /// True in the frame whose layout found the view come to rest.
  var restedNow: Bool { rest.restedNow }
  /// The top-most row's id (`scrollPosition(id:)` under `scrollTargetLayout()`).
  var binding: Int? { host.view.position.viewID(type: Int.self) }
  /// No jump of its own to forget.
  func forgetJump() {}
}

extension FeedList: SnappingList {
  /// "view-aligned" or "paging".
  var snappingName: String { fileSnappingName }
  /// True in the frame whose layout found the view come to rest.
  var restedNow: Bool { rest.restedNow }
  /// The top-most row's id (`scrollPosition(id:)` under `scrollTargetLayout()`).
  var binding: Int? { host.view.position.viewID(type: Int.self) }
  /// No jump of its own to forget.
  func forgetJump() {}
}

extension ChatList: SnappingList {
  /// "view-aligned" or "paging".
  var snappingName: String { fileSnappingName }
  /// True in the frame whose layout found the view come to rest.
  var restedNow: Bool { rest.restedNow }
  /// The top-most message's id (`scrollPosition(id:)` under `scrollTargetLayout()`).
  var binding: Int? { topMessageID }
  /// No jump of its own to forget.
  func forgetJump() {}
}
