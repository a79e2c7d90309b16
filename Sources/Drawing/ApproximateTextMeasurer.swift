import Geometry

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
    let words = WordRun(text)
    let keep = max(1, maxLines)
    var lines: [String] = []
    var start = 0
    var guess = 0
    // Lines are found one at a time, with a search for the most words that fit (widths grow
    // with every word added), starting from the last line's count: about two measurements a
    // line instead of one per word. Only the lines kept are measured.
    while start < words.count && lines.count < keep {
      let count = words.fitting(from: start, guess: guess) { candidate in
        size(of: candidate, font: font).width <= width
      }
      lines.append(words.line(start, count))
      start += count
      guess = count
    }
    if start < words.count {
      lines[keep - 1] = truncate(lines[keep - 1] + " …", font: font, width: width)
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

/// A text's words (split at spaces) and the lines `wrap` makes of them.
private struct WordRun {
  let text: String
  let words: [Substring]
  /// UTF-8 bytes of the words before each index (count + 1 entries).
  let bytesBefore: [Int]

  init(_ text: String) {
    self.text = text
    words = text.split(separator: " ")
    var sums = [0]
    sums.reserveCapacity(words.count + 1)
    for w in words { sums.append(sums[sums.count - 1] + w.utf8.count) }
    bytesBefore = sums
  }

  var count: Int { words.count }

  /// Words `start ..< start + count` joined by single spaces: the text's own slice when the
  /// words are one space apart there (a copy of its bytes), joined otherwise.
  func line(_ start: Int, _ count: Int) -> String {
    let end = start + count
    let slice = text[words[start].startIndex..<words[end - 1].endIndex]
    if slice.utf8.count == bytesBefore[end] - bytesBefore[start] + count - 1 {
      return String(slice)
    }
    return words[start..<end].joined(separator: " ")
  }

  /// The most words from `start` whose line `fits` accepts (at least one: a word wider than
  /// the line stands alone). `fits` must hold for a count whenever it holds for a larger one.
  /// Tries `guess` and the count after it first.
  /// - Parameters:
  ///   - start: the line's first word.
  ///   - guess: the count to try first (the previous line's; 0 for none).
  ///   - fits: whether a candidate line fits.
  func fitting(from start: Int, guess: Int, fits: (String) -> Bool) -> Int {
    var lo = 1
    var hi = words.count - start
    let g = min(max(guess, 1), hi)
    if g > lo {
      if fits(line(start, g)) { lo = g } else { hi = g - 1 }
    }
    if lo < hi {
      if fits(line(start, lo + 1)) { lo += 1 } else { hi = lo }
    }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if fits(line(start, mid)) { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }
}
