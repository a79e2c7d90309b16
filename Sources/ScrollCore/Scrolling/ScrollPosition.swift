/// A semantic scroll position (SwiftUI's ScrollPosition): a view id with an anchor, an edge,
/// a point, or automatic (wherever the user left it).
///
/// `isPositionedByUser` turns true when the user scrolls, which also clears `edge` and
/// `point`. `viewID` is the configured id, or after user scrolling the top-most (leading-most)
/// scroll target, when the content has a target layout.
public struct SCScrollPosition: Hashable, Sendable {
  /// How the position is configured.
  public enum Kind: Hashable, Sendable {
    /// Wherever the user or the content puts it.
    case automatic
    /// A target id, aligned by `anchor` (nil: the minimum scroll that shows it).
    case view(AnyHashableSendable, anchor: SCUnitPoint?)
    /// An edge of the content.
    case edge(SCEdge)
    /// A content offset in points.
    case point(Point)
  }

  /// The configuration.
  public private(set) var kind: Kind = .automatic
  /// True once the user has scrolled since the last programmatic configuration.
  public private(set) var isPositionedByUser = false
  /// The top-most target seen in the last frame, if the content has a target layout.
  public private(set) var trackedViewID: AnyHashableSendable?

  /// Creates an automatic position.
  public init() {}

  /// Creates a position configured as `kind`.
  public init(_ kind: Kind) { self.kind = kind }

  /// The edge, when configured with one.
  public var edge: SCEdge? {
    if case .edge(let e) = kind { return e }
    return nil
  }

  /// The point, when configured with one.
  public var point: Point? {
    if case .point(let p) = kind { return p }
    return nil
  }

  /// The configured id, or the tracked top-most target.
  public var viewID: AnyHashableSendable? {
    if case .view(let id, _) = kind { return id }
    return trackedViewID
  }

  /// The id as `T`, or nil when there is none or it has another type.
  public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID?.base as? T }

  /// Records a programmatic configuration.
  mutating func configure(_ kind: Kind) {
    self.kind = kind
    isPositionedByUser = false
  }

  /// Records that the user scrolled: clears edge, point and configured id.
  mutating func userDidScroll() {
    if case .view(let id, _) = kind { trackedViewID = id }
    kind = .automatic
    isPositionedByUser = true
  }

  /// Updates the tracked top-most target id.
  mutating func track(_ id: AnyHashableSendable?) { trackedViewID = id }
}
