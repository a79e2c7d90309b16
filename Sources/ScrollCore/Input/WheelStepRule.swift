#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How far one detent of a clicky mouse wheel scrolls, before acceleration.
public enum WheelStepRule: Hashable, Sendable {
  /// GTK 4's rule: the container length raised to 2/3 (600 pt -> 71.14 pt, 900 pt ->
  /// 93.22 pt). Scales with the viewport without ever paging through it.
  case gtk
  /// A fixed distance in points per detent (for example 3 lines of 40 pt = 120 pt).
  case fixed(Double)

  /// The step in points for a container `containerLength` points long on the scrolled axis.
  /// Never negative; 0 for an empty or invalid container.
  public func step(containerLength: Double) -> Double {
    switch self {
    case .gtk:
      guard containerLength.isFinite, containerLength > 0 else { return 0 }
      return pow(containerLength, 2.0 / 3.0)
    case .fixed(let points):
      return points.isFinite ? max(0, points) : 0
    }
  }
}
