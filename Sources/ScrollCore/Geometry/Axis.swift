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
  /// The axes in the set, horizontal first.
  public var list: [Axis] { Axis.allCases.filter { contains($0) } }
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
