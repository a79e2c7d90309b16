import ScrollCore

/// A font-free text measurer: every character is `advance` ems wide and lines are 1.3 ems
/// tall. Deterministic; used by tests and when no font backend is present.
public struct ApproximateTextMeasurer: TextMeasurer, Sendable {
  /// Character advance as a fraction of the font size (DejaVu Sans averages about 0.55;
  /// monospaced digits are 0.6).
  public var advance: Double

  /// Creates a measurer with the given average advance.
  public init(advance: Double = 0.55) { self.advance = advance }

  /// Width = characters x advance x size; height = 1.3 x size.
  public func size(of string: String, font: Font) -> Size {
    let perChar = font.family == .mono ? 0.602 : advance * (font.weight == .regular ? 1 : 1.08)
    return Size(
      width: Double(string.count) * perChar * font.size, height: (font.size * 1.3).rounded(.up))
  }
}

/// Text layout helpers built on a measurer.
extension TextMeasurer {
  /// Breaks `text` into lines no wider than `width` points (greedy, at spaces; a word wider
  /// than the line is kept whole). At most `maxLines` lines; the last is ellipsised if cut.
  public func wrap(_ text: String, font: Font, width: Double, maxLines: Int = .max) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if self.size(of: candidate, font: font).width <= width || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      lines[maxLines - 1] = truncate(lines[maxLines - 1] + " …", font: font, width: width)
    }
    return lines
  }

  /// `text` shortened with a trailing ellipsis so that it fits `width` points.
  /// O(log n) measurements (binary search on the kept prefix length).
  public func truncate(_ text: String, font: Font, width: Double) -> String {
    if size(of: text, font: font).width <= width { return text }
    let chars = Array(text)
    func candidate(_ n: Int) -> String { String(chars[..<n]).trimmingCharacters(in: " ") + "…" }
    var lo = 0  // candidate(lo) fits (or lo == 0)
    var hi = chars.count  // candidate(hi) is the whole text, which does not fit
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if size(of: candidate(mid), font: font).width <= width { lo = mid } else { hi = mid }
    }
    return lo == 0 ? "…" : candidate(lo)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var s = Substring(self)
    while s.last == set { s.removeLast() }
    return String(s)
  }
}
