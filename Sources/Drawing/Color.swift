/// An sRGB colour with straight (non-premultiplied) alpha, components 0...1.
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public var r: Double
  /// Green, 0...1.
  public var g: Double
  /// Blue, 0...1.
  public var b: Double
  /// Alpha (opacity), 0...1.
  public var a: Double

  /// Creates a colour from components in 0...1.
  public init(r: Double, g: Double, b: Double, a: Double = 1) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Creates a colour from a 0xRRGGBB literal and an alpha.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
      b: Double(hex & 0xFF) / 255, a: alpha)
  }

  /// The colour with its alpha multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(r: r, g: g, b: b, a: a * min(1, max(0, opacity)))
  }

  /// Linear interpolation to `other` by `t` in 0...1.
  public func mix(_ other: Color, _ t: Double) -> Color {
    let u = min(1, max(0, t))
    return Color(
      r: r + (other.r - r) * u, g: g + (other.g - g) * u, b: b + (other.b - b) * u,
      a: a + (other.a - a) * u)
  }

  /// Components as bytes (0...255), for rasterizers.
  public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func c(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }
    return (c(r), c(g), c(b), c(a))
  }

  /// Opaque white.
  public static let white = Color(r: 1, g: 1, b: 1)
  /// Opaque black.
  public static let black = Color(r: 0, g: 0, b: 0)
  /// Fully transparent.
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
