/// One scrolling direction.
public enum Axis: String, Hashable, Sendable, CaseIterable {
  /// Left to right (x).
  case horizontal
  /// Top to bottom (y).
  case vertical
}

/// A set of axes a scroll view scrolls along.
public struct Axes: OptionSet, Hashable, Sendable {
  /// The raw bit set.
  public let rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Horizontal scrolling only.
  public static let horizontal = Axes(rawValue: 1)
  /// Vertical scrolling only.
  public static let vertical = Axes(rawValue: 2)
  /// Both axes.
  public static let both: Axes = [.horizontal, .vertical]

  /// True when the set includes `axis`.
  public func contains(_ axis: Axis) -> Bool {
    contains(axis == .horizontal ? Axes.horizontal : Axes.vertical)
  }
  /// The axes in the set, horizontal first (shared constant arrays: asked for several times
  /// per event and frame, so it allocates nothing).
  public var list: [Axis] {
    switch (contains(Axis.horizontal), contains(Axis.vertical)) {
    case (true, true): return Axes.bothList
    case (true, false): return Axes.horizontalList
    case (false, true): return Axes.verticalList
    case (false, false): return []
    }
  }
  private static let bothList: [Axis] = [.horizontal, .vertical]
  private static let horizontalList: [Axis] = [.horizontal]
  private static let verticalList: [Axis] = [.vertical]
}

/// An edge of a rectangle or of the scrollable content.
public enum Edge: String, Hashable, Sendable, CaseIterable {
  /// The top edge (start of the vertical axis).
  case top
  /// The bottom edge (end of the vertical axis).
  case bottom
  /// The leading edge (start of the horizontal axis).
  case leading
  /// The trailing edge (end of the horizontal axis).
  case trailing

  /// The axis this edge bounds.
  public var axis: Axis { (self == .top || self == .bottom) ? .vertical : .horizontal }
  /// True for top and leading.
  public var isStart: Bool { self == .top || self == .leading }
}
