/// A location or displacement in points (logical pixels). Value type, `Sendable`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// Horizontal coordinate in points.
  public var x: Double
  /// Vertical coordinate in points.
  public var y: Double

  /// Creates a point from its coordinates in points.
  /// - Parameters:
  ///   - x: horizontal coordinate in points.
  ///   - y: vertical coordinate in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  public subscript(axis: SCAxis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  /// Component-wise sum.
  /// - Parameters:
  ///   - a: the first point.
  ///   - b: the point added to it.
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  /// Component-wise difference.
  /// - Parameters:
  ///   - a: the point subtracted from.
  ///   - b: the point subtracted.
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  /// Component-wise negation.
  public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
  /// Scales both coordinates.
  /// - Parameters:
  ///   - a: the point scaled.
  ///   - s: the factor for both coordinates.
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

  /// True when both coordinates are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// "(x, y)" with one decimal; negative zero prints as 0.0.
  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
