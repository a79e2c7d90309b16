/// An axis-aligned rectangle in points: origin at the top-left, y grows downward.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Top-left corner.
  public var origin: Point
  /// Width and height.
  public var size: Size

  /// Creates a rectangle from origin and size.
  /// - Parameters:
  ///   - origin: the top-left corner, points.
  ///   - size: the width and height, points.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  /// - Parameters:
  ///   - x: the left edge, points.
  ///   - y: the top edge, points.
  ///   - width: the width, points.
  ///   - height: the height, points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Smallest x.
  public var minX: Double { origin.x }
  /// Smallest y.
  public var minY: Double { origin.y }
  /// Largest x.
  public var maxX: Double { origin.x + size.width }
  /// Largest y.
  public var maxY: Double { origin.y + size.height }
  /// Middle x.
  public var midX: Double { origin.x + size.width / 2 }
  /// Middle y.
  public var midY: Double { origin.y + size.height / 2 }
  /// Width in points.
  public var width: Double { size.width }
  /// Height in points.
  public var height: Double { size.height }

  /// Start coordinate along `axis`.
  public func min(_ axis: SCAxis) -> Double { origin[axis] }
  /// End coordinate along `axis`.
  public func max(_ axis: SCAxis) -> Double { origin[axis] + size[axis] }
  /// Length along `axis`.
  public func length(_ axis: SCAxis) -> Double { size[axis] }

  /// True when `p` is inside (min inclusive, max exclusive).
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  /// The overlap of two rectangles, or nil when they do not overlap with a positive area.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// True when the rectangles overlap with a positive area.
  public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

  /// The rectangle moved by `d`.
  public func offsetBy(_ d: Point) -> Rect { Rect(origin: origin + d, size: size) }

  /// The rectangle grown by `insets` (negative insets shrink it).
  public func outset(by insets: SCEdgeInsets) -> Rect {
    Rect(
      x: minX - insets.leading, y: minY - insets.top,
      width: width + insets.leading + insets.trailing,
      height: height + insets.top + insets.bottom)
  }

  /// "(x, y, w x h)" with one decimal.
  public var description: String {
    "(\(formatPoints(minX)), \(formatPoints(minY)), \(size))"
  }
}
