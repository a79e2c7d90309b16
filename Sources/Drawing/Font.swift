/// A font request: size in points, weight and family. Backends map it to a loaded face.
public struct Font: Hashable, Sendable {
  /// Stroke weight.
  public enum Weight: String, Hashable, Sendable {
    /// Regular weight.
    case regular
    /// Semibold (rendered bold where no semibold face is installed).
    case semibold
    /// Bold.
    case bold
  }

  /// Typeface family.
  public enum Family: String, Hashable, Sendable {
    /// Proportional sans (DejaVu Sans).
    case sans
    /// Monospaced (DejaVu Sans Mono), for numbers that must not jitter.
    case mono
  }

  /// Size in points; backends never render below 11 pt.
  public var size: Double
  /// Stroke weight.
  public var weight: Weight
  /// Typeface family.
  public var family: Family

  /// Creates a font request.
  public init(size: Double, weight: Weight = .regular, family: Family = .sans) {
    self.size = size
    self.weight = weight
    self.family = family
  }

  /// Large title, 34 pt bold.
  public static let largeTitle = Font(size: 34, weight: .bold)
  /// Title, 20 pt semibold.
  public static let title = Font(size: 20, weight: .semibold)
  /// Headline, 17 pt semibold.
  public static let headline = Font(size: 17, weight: .semibold)
  /// Body, 15 pt.
  public static let body = Font(size: 15)
  /// Caption, 12 pt.
  public static let caption = Font(size: 12)
  /// Monospaced figures, 12 pt.
  public static let mono = Font(size: 12, family: .mono)
}
