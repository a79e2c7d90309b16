import Drawing
import ScrollCore

/// Which texts of a frame do not fit the frames they are drawn in. The rasterizer clips a
/// text to its frame, so a text wider than its frame loses its end with no sign of it
/// ("viewID no ancho"); a label shortened on purpose ends in an ellipsis instead. For
/// `--layout-out` (and tests): it measures every text, so it runs only when asked.
enum TextFit {
  /// What one frame's texts show.
  struct Report: Equatable {
    /// Texts wider than their frame: cut off with no ellipsis (a layout bug).
    var clipped: [String] = []
    /// Texts that end in an ellipsis and fill their frame (two more letters would not fit):
    /// labels shortened to fit.
    var shortened: [String] = []
  }

  /// Texts narrower than their frame by less than this, points, still count as fitting
  /// (rounding of the rasterizer's pixel boxes).
  static let tolerance = 1.0

  /// Measures every text of `list` against its frame.
  /// - Parameters:
  ///   - list: a frame's display list.
  ///   - measurer: the measurer the texts were laid out with.
  static func check(_ list: DisplayList, measurer: any TextMeasurer) -> Report {
    var report = Report()
    for command in list.commands {
      guard case .text(let s, let frame, let font, _, _) = command, !s.isEmpty else { continue }
      let width = measurer.size(of: s, font: font).width
      if width > frame.width + tolerance {
        report.clipped.append(s)
      } else if s.hasSuffix("…"), width + measurer.size(of: "mm", font: font).width > frame.width {
        // Two more letters would not fit: what `truncate` leaves (one letter, and a space it
        // trimmed). A text that ends in an ellipsis in a frame sized to it with padding
        // ("Loading page 1…" on a pill) has more room.
        report.shortened.append(s)
      }
    }
    return report
  }
}
