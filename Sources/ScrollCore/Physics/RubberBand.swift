/// UIKit's rubber band: how far content follows a drag past an edge.
///
/// b(x) = (1 - 1 / (x c / D + 1)) D for a raw overscroll x >= 0 and viewport length D.
/// Slope c at 0; tends to D. Pure functions, O(1).
enum RubberBand {
  /// The shown overscroll for a raw overscroll `x` (sign kept), constant `c`, viewport `d`.
  /// - Parameters:
  ///   - x: the raw overscroll, points; its sign is kept.
  ///   - c: the slope at zero overscroll (UIKit: 0.55).
  ///   - d: the viewport length along the axis, points.
  /// - Returns: the shown overscroll, points, with the sign of `x` and less than `d` in
  ///   magnitude; 0 when `c` or `d` is not positive.
  static func band(_ x: Double, c: Double, dimension d: Double) -> Double {
    guard d > 0, c > 0 else { return 0 }
    let m = abs(x)
    let b = (1 - 1 / (m * c / d + 1)) * d
    return x < 0 ? -b : b
  }

  /// The raw overscroll that shows as `b` (inverse of `band`); `b` must be below `d`.
  /// - Parameters:
  ///   - b: the shown overscroll, points; its sign is kept, and a magnitude above
  ///     0.999999 `d` is taken as that.
  ///   - c: the slope at zero overscroll (UIKit: 0.55).
  ///   - d: the viewport length along the axis, points.
  /// - Returns: the raw overscroll, points, with the sign of `b`; 0 when `c` or `d` is not
  ///   positive.
  static func inverse(_ b: Double, c: Double, dimension d: Double) -> Double {
    guard d > 0, c > 0 else { return 0 }
    let m = min(abs(b), d * 0.999_999)
    let x = d * m / (c * (d - m))
    return b < 0 ? -x : x
  }
}

/// Flutter's BouncingScrollPhysics drag resistance past an edge.
enum OverscrollFriction {
  /// frictionFactor(f) = scale (1 - f)^2 for overscroll fraction f of the viewport.
  /// - Parameters:
  ///   - fraction: the overscroll as a fraction of the viewport; clamped to 0...1.
  ///   - scale: the factor at zero overscroll (Flutter: 0.52).
  /// - Returns: the fraction of a drag the content follows.
  static func factor(_ fraction: Double, scale: Double) -> Double {
    let f = min(1, max(0, fraction))
    return scale * (1 - f) * (1 - f)
  }

  /// The distance the content moves for a drag `delta` when it is `overscroll` (>= 0) past
  /// the edge it moves away from (`outward`) or toward. Moving back toward the content uses
  /// the overscroll that would remain after the move (negative when the move is longer), and
  /// moves 1:1 once past the edge.
  /// - Parameters:
  ///   - delta: the drag, points; only its magnitude is used.
  ///   - overscroll: the distance past the edge, points (>= 0).
  ///   - outward: true when the drag goes further past the edge, false when back toward
  ///     the content.
  ///   - viewport: the viewport length along the axis, points.
  ///   - scale: the friction factor at zero overscroll (see `factor(_:scale:)`).
  /// - Returns: the distance the content moves, points, never negative (the caller applies
  ///   the drag's sign); 0 when `viewport` is not positive.
  static func applied(
    delta: Double, overscroll: Double, outward: Bool, viewport: Double, scale: Double
  ) -> Double {
    let m = abs(delta)
    guard viewport > 0 else { return 0 }
    if outward {
      return m * factor(overscroll / viewport, scale: scale)
    }
    // Flutter evaluates frictionFactor at (overscroll - |delta|) / viewport without a floor
    // (BouncingScrollPhysics.applyPhysicsToUserOffset, flutter/flutter packages/flutter/lib/
    // src/widgets/scroll_physics.dart): a move longer than the overscroll eases faster.
    let fraction = min(1, (overscroll - m) / viewport)
    let gamma = scale * (1 - fraction) * (1 - fraction)
    guard gamma > 0 else { return min(m, overscroll) }
    let deltaToEdge = overscroll / gamma
    if m < deltaToEdge { return m * gamma }
    return overscroll + (m - deltaToEdge)
  }
}
