import Geometry

/// Measures one line of text for layout, in points, the way the backend will draw it.
///
/// Scenes ask a measurer for widths (truncation, pill sizes, right-aligned columns) without
/// knowing about fonts or pixels. The SDL backend answers with the real font metrics at the
/// window's scale; tests can supply a fixed-width stand-in.
public protocol TextMeasurer {
  /// The size of `string` set on one line in `font`, in points. The height is the font's line
  /// height (the same for every string in that font); the empty string has zero width.
  func size(of string: String, font: Font) -> Size
}
