extension SCScrollPosition {
  /// SwiftUI's `ScrollPosition(id:anchor:)`: a position on the scroll target `id`.
  /// - Parameters:
  ///   - id: the target's identifier (an `AnyHashableSendable` is used as it is).
  ///   - anchor: where to align it (`.top`, `.center`, any unit point), or nil (the default)
  ///     for the minimum scroll that shows it.
  public init<ID: Hashable & Sendable>(id: ID, anchor: SCUnitPoint? = nil) {
    self.init(.view(AnyHashableSendable(id), anchor: anchor))
  }

  /// SwiftUI's `ScrollPosition(edge:)`: a position at an edge of the content.
  /// - Parameter edge: the edge.
  public init(edge: SCEdge) { self.init(.edge(edge)) }

  /// SwiftUI's `ScrollPosition(point:)`: a position at a content offset.
  /// - Parameter point: the content offset, points.
  public init(point: Point) { self.init(.point(point)) }

  /// SwiftUI's `ScrollPosition.scrollTo(id:anchor:)`: configures the position on a target;
  /// assigned to `ScrollController.position`, it scrolls there.
  /// - Parameters:
  ///   - id: the target's identifier.
  ///   - anchor: where to align it, or nil (the default) for the minimum scroll.
  public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: SCUnitPoint? = nil) {
    configure(.view(AnyHashableSendable(id), anchor: anchor))
  }

  /// SwiftUI's `ScrollPosition.scrollTo(edge:)`: configures the position on an edge.
  /// - Parameter edge: the edge.
  public mutating func scrollTo(edge: SCEdge) { configure(.edge(edge)) }

  /// SwiftUI's `ScrollPosition.scrollTo(point:)`: configures the position on a content
  /// offset.
  /// - Parameter point: the content offset, points.
  public mutating func scrollTo(point: Point) { configure(.point(point)) }
}
