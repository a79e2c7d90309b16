/// One scrolling direction.
public enum SCAxis: String, Hashable, Sendable, CaseIterable {
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
  public func contains(_ axis: SCAxis) -> Bool {
    contains(axis == .horizontal ? Axes.horizontal : Axes.vertical)
  }
  /// The axes in the set, horizontal first (shared constant arrays: asked for several times
  /// per event and frame, so it allocates nothing).
  public var list: [SCAxis] {
    switch (contains(SCAxis.horizontal), contains(SCAxis.vertical)) {
    case (true, true): return Axes.bothList
    case (true, false): return Axes.horizontalList
    case (false, true): return Axes.verticalList
    case (false, false): return []
    }
  }
  private static let bothList: [SCAxis] = [.horizontal, .vertical]
  private static let horizontalList: [SCAxis] = [.horizontal]
  private static let verticalList: [SCAxis] = [.vertical]
}

/// An edge of a rectangle or of the scrollable content.
public enum SCEdge: String, Hashable, Sendable, CaseIterable {
  /// The top edge (start of the vertical axis).
  case top
  /// The bottom edge (end of the vertical axis).
  case bottom
  /// The leading edge (start of the horizontal axis).
  case leading
  /// The trailing edge (end of the horizontal axis).
  case trailing

  /// The axis this edge bounds.
  public var axis: SCAxis { (self == .top || self == .bottom) ? .vertical : .horizontal }
  /// True for top and leading.
  public var isStart: Bool { self == .top || self == .leading }
}
