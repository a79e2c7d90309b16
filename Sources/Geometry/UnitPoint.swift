/// A point in a unit square used as an anchor: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct SCUnitPoint: Hashable, Sendable {
  /// Fraction of the width, 0 at the leading edge.
  public var x: Double
  /// Fraction of the height, 0 at the top.
  public var y: Double

  /// Creates an anchor from fractions.
  /// - Parameters:
  ///   - x: fraction of the width, 0 at the leading edge, 1 at the trailing edge; not clamped.
  ///   - y: fraction of the height, 0 at the top, 1 at the bottom; not clamped.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Top-leading corner.
  public static let topLeading = SCUnitPoint(x: 0, y: 0)
  /// Middle of the top edge.
  public static let top = SCUnitPoint(x: 0.5, y: 0)
  /// Centre.
  public static let center = SCUnitPoint(x: 0.5, y: 0.5)
  /// Middle of the bottom edge.
  public static let bottom = SCUnitPoint(x: 0.5, y: 1)
  /// Middle of the leading edge.
  public static let leading = SCUnitPoint(x: 0, y: 0.5)
  /// Middle of the trailing edge.
  public static let trailing = SCUnitPoint(x: 1, y: 0.5)
  /// Bottom-trailing corner.
  public static let bottomTrailing = SCUnitPoint(x: 1, y: 1)

  /// The fraction along `axis`.
  public subscript(axis: SCAxis) -> Double { axis == .horizontal ? x : y }
}
