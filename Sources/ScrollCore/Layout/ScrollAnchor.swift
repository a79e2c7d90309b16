/// What the user is looking at, in a form that survives inserts, removals and resizes: an item
/// id plus how far (points) the viewport's start is past that item's start.
///
/// `offsetWithin` is negative when the viewport starts before the item (in padding or while
/// bouncing at the top). `index` is the item's position when the anchor was last updated.
public struct ScrollAnchor: Hashable, Sendable {
  /// The anchor item's stable id.
  public var id: Int
  /// The anchor item's index in layout order.
  public var index: Int
  /// Viewport start minus the item's start, in points.
  public var offsetWithin: Double

  /// Creates an anchor.
  /// - Parameters:
  ///   - id: the anchor item's id.
  ///   - index: its index.
  ///   - offsetWithin: the viewport start minus the item's start, points.
  public init(id: Int, index: Int, offsetWithin: Double) {
    self.id = id
    self.index = index
    self.offsetWithin = offsetWithin
  }
}

/// The scroll-offset correction after a change to a stack, so the anchor stays put on screen.
///
/// Apply `delta` to the scroll view's offset without touching its velocity
/// (`SCScrollView.shiftOffset(by:)`); an in-flight animation's target shifts by the same delta.
public struct AnchorCorrection: Hashable, Sendable {
  /// Points to add to the scroll offset (positive when content was added above the anchor).
  public var delta: Double
  /// The anchor after the change (nil when the stack is empty or was never laid out).
  public var anchor: ScrollAnchor?
  /// The id of the anchor item when the change removed it; `anchor` is then its neighbour (the
  /// next item, or the previous one when nothing follows), kept at the same screen position.
  public var removedAnchorID: Int?

  /// Creates a correction.
  /// - Parameters:
  ///   - delta: points to add to the scroll offset.
  ///   - anchor: the anchor after the change.
  ///   - removedAnchorID: the id of a removed anchor item, when the change removed it.
  public init(delta: Double, anchor: ScrollAnchor?, removedAnchorID: Int? = nil) {
    self.delta = delta
    self.anchor = anchor
    self.removedAnchorID = removedAnchorID
  }
}
