/// A sequence of items in layout order with stable `Int` ids, looked up both ways.
///
/// `LazyStack` conforms; visibility trackers use it to name items they did not lay out
/// (for example items a fast fling passed through). Both lookups should be O(log n) or better.
public protocol ItemIdentifying {
  /// Number of items.
  var itemCount: Int { get }
  /// The id of the item at `index` (`0..<itemCount`).
  func itemID(at index: Int) -> Int
  /// The index of the item with `id`, or nil when there is none.
  func itemIndex(ofID id: Int) -> Int?
}
