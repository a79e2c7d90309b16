/// A width and height in points. Value type, `Sendable`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size in points.
  /// - Parameters:
  ///   - width: width in points.
  ///   - height: height in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis` (width for horizontal, height for vertical).
  public subscript(axis: SCAxis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// "w x h" with one decimal.
  public var description: String { "\(formatPoints(width)) x \(formatPoints(height))" }

  /// The size with non-finite or negative dimensions replaced by zero.
  public var sanitized: Size {
    Size(
      width: width.isFinite ? max(0, width) : 0,
      height: height.isFinite ? max(0, height) : 0)
  }
}
