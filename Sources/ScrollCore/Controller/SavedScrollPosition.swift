/// A scroll position to store and restore later (Flutter's `PageStorage` and
/// `ScrollPosition.restoreScrollOffset`, UIKit's state restoration of a table view's
/// position): the row at the top (leading edge) of the view and how far into it the view
/// starts. Plain numbers, no `Codable`: store the fields, or `storageString`.
///
/// Restored into a list whose rows are not measured yet (`ScrollController.restore(_:at:)`),
/// it shows the same row at the same in-row offset once the visible rows are measured,
/// where restoring the raw content offset would land wherever the estimates put it.
public struct SavedScrollPosition: Hashable, Sendable {
  /// The stack's `Int` id of the row at the view's start.
  public var itemID: Int
  /// That row's index when saved: used when no row has `itemID` any more.
  public var itemIndex: Int
  /// How far past the row's start the view starts, points (along the stack's axis).
  public var offsetInItem: Double

  /// Creates a saved position.
  /// - Parameters:
  ///   - itemID: the stack's `Int` id of the row at the view's start.
  ///   - itemIndex: that row's index (used when no row has the id any more).
  ///   - offsetInItem: how far past the row's start the view starts, points; a non-finite
  ///     value becomes 0.
  public init(itemID: Int, itemIndex: Int, offsetInItem: Double) {
    self.itemID = itemID
    self.itemIndex = itemIndex
    self.offsetInItem = offsetInItem.isFinite ? offsetInItem : 0
  }

  /// The position as one line of text, `"v1 <itemID> <itemIndex> <offsetInItem>"`, for
  /// storage that keeps strings (user defaults, a file, a URL).
  public var storageString: String { "v1 \(itemID) \(itemIndex) \(offsetInItem)" }

  /// Reads `storageString`'s form back.
  /// - Parameter storageString: the text; anything else (another version, a missing or
  ///   unreadable field, a non-finite offset) gives nil.
  public init?(storageString: String) {
    let fields = storageString.split(separator: " ")
    guard fields.count == 4, fields[0] == "v1", let id = Int(fields[1]),
      let index = Int(fields[2]), let within = Double(fields[3]), within.isFinite
    else { return nil }
    self.init(itemID: id, itemIndex: index, offsetInItem: within)
  }
}

extension ScrollController {
  /// The position to store: the row at the view's start (past the leading inset) and the
  /// offset into it; nil for an empty list.
  public var savedPosition: SavedScrollPosition? {
    let start = view.offset[axis] + view.contentInsets.start(axis)
    guard let i = stack.firstIndex(reachingPast: start) else { return nil }
    return SavedScrollPosition(
      itemID: stack.id(at: i), itemIndex: i, offsetInItem: start - stack.offset(ofIndex: i))
  }

  /// Restores a saved position: jumps there now by the sizes known, and the next
  /// `layout(at:measure:)` (or `update`) puts the view exactly on the saved row and in-row
  /// offset once the rows it shows are measured (laying out again, within its four passes).
  /// Motion and held input stop; input or motion before that layout cancels the rest.
  /// - Parameters:
  ///   - saved: the position; its row is found by id, else by index (clamped to the list).
  ///   - t: session time, seconds.
  /// - Returns: false, changing nothing, for an empty list.
  @discardableResult
  public mutating func restore(_ saved: SavedScrollPosition, at t: Double) -> Bool {
    guard stack.count > 0 else { return false }
    cancelInteraction(at: t)
    view.scroll(to: restoredOffset(saved), animation: .none, at: t)
    reanchor()
    pendingRestore = saved
    return true
  }

  /// The offset that shows the saved row at its in-row offset by the sizes known now.
  func restoredOffset(_ saved: SavedScrollPosition) -> Point {
    let i = stack.index(ofID: saved.itemID) ?? min(max(0, saved.itemIndex), stack.count - 1)
    var goal = view.offset
    goal[axis] = stack.offset(ofIndex: i) + saved.offsetInItem - view.contentInsets.start(axis)
    return view.clamped(goal)
  }

  /// After a layout pass: when a pending restore is not where it must be now that rows were
  /// measured, jumps there and returns true (lay out again); false once it is, or when the
  /// view moves (the restore is then dropped).
  mutating func resolveRestore() -> Bool {
    guard let saved = pendingRestore else { return false }
    guard view.phase == .idle else {
      pendingRestore = nil
      return false
    }
    let goal = restoredOffset(saved)
    guard abs(goal[axis] - view.offset[axis]) > ScrollTolerance.sameOffset else { return false }
    view.scroll(to: goal, animation: .none, at: view.time)
    reanchor()
    return true
  }
}
