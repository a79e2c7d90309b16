/// Insets from each edge, in points.
public struct SCEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the leading (left) edge.
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the trailing (right) edge.
  public var trailing: Double

  /// Creates insets; all default to zero.
  /// - Parameters:
  ///   - top: inset from the top edge, points (default 0).
  ///   - leading: inset from the leading edge, points (default 0).
  ///   - bottom: inset from the bottom edge, points (default 0).
  ///   - trailing: inset from the trailing edge, points (default 0).
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Equal insets on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static let zero = SCEdgeInsets()

  /// The inset at the start of `axis` (top or leading).
  public func start(_ axis: SCAxis) -> Double { axis == .vertical ? top : leading }
  /// The inset at the end of `axis` (bottom or trailing).
  public func end(_ axis: SCAxis) -> Double { axis == .vertical ? bottom : trailing }

  /// The insets with non-finite values replaced by zero (negative insets are allowed).
  public var sanitized: SCEdgeInsets {
    func s(_ v: Double) -> Double { v.isFinite ? v : 0 }
    return SCEdgeInsets(top: s(top), leading: s(leading), bottom: s(bottom), trailing: s(trailing))
  }
}
