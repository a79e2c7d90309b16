import Geometry

/// The offset versus time of one replay: one sample per frame of the scene's main scroll
/// view, as `--save-trajectory` writes it and `--expect-trajectory` reads it back.
///
/// The text format (docs/feel-checks.md): a first line `scroll-sandbox-trajectory v1`, lines
/// starting with `#` (comments), a column line `frame,t,x,y`, then one row per frame: the
/// frame's index from 0, its virtual time in seconds (4 decimals) and the content offset in
/// points (3 decimals).
struct Trajectory: Equatable {
  /// One frame of the trajectory.
  struct Sample: Equatable {
    /// The frame's index from 0.
    var frame: Int
    /// Its virtual time, seconds.
    var time: Double
    /// The content offset, points.
    var offset: Point
  }

  /// The samples, in frame order.
  var samples: [Sample] = []

  /// The format's first line.
  static let header = "scroll-sandbox-trajectory v1"
  /// The column line.
  static let columns = "frame,t,x,y"

  /// The file's text, samples rounded as they print.
  var text: String {
    var out = Self.header + "\n"
    out += "# offset of the scene's main scroll view per frame: t seconds, x and y points\n"
    out += Self.columns + "\n"
    for s in samples {
      out +=
        "\(s.frame),\(formatPoints(s.time, decimals: 4)),\(formatPoints(s.offset.x, decimals: 3)),"
        + "\(formatPoints(s.offset.y, decimals: 3))\n"
    }
    return out
  }

  /// Parses a trajectory file's text.
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - name: the file's name for messages.
  /// - Returns: the trajectory.
  /// - Throws: `UsageError` (status 2) naming the file, the line and the field.
  static func parse(_ text: String, name: String) throws(UsageError) -> Trajectory {
    var result = Trajectory()
    var sawHeader = false
    var sawColumns = false
    let fields = Self.columns.split(separator: ",").map(String.init)
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let n = index + 1
      let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
      func fail(_ why: String) -> UsageError {
        UsageError("\(name): line \(n): \(why)")
      }
      if !sawHeader {
        guard line == Self.header else {
          throw fail(
            "expected '\(Self.header)' (a trajectory written by --save-trajectory), got "
              + "'\(MessageText.printable(String(line.prefix(60))))'")
        }
        sawHeader = true
        continue
      }
      if line.isEmpty || line.hasPrefix("#") { continue }
      if !sawColumns {
        guard line == Self.columns else {
          throw fail(
            "expected the column line '\(Self.columns)', got '\(MessageText.printable(line))'")
        }
        sawColumns = true
        continue
      }
      let parts = line.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == fields.count else {
        throw fail("expected \(fields.count) fields (\(Self.columns)), got \(parts.count)")
      }
      var numbers: [Double] = []
      for (field, part) in zip(fields, parts) {
        guard let v = Double(part), v.isFinite, abs(v) < 1e12 else {
          throw fail(
            "field '\(field)': '\(MessageText.printable(String(part)))' is not a finite number")
        }
        numbers.append(v)
      }
      guard numbers[0] >= 0, numbers[0] == numbers[0].rounded(),
        numbers[0] == Double(result.samples.count)
      else {
        throw fail(
          "field 'frame': expected frame \(result.samples.count) (frames count from 0 in order), "
            + "got '\(MessageText.printable(String(parts[0])))'")
      }
      if let last = result.samples.last, numbers[1] < last.time {
        throw fail("field 't': \(parts[1]) is earlier than the previous frame's \(last.time)")
      }
      result.samples.append(
        Sample(
          frame: Int(numbers[0]), time: numbers[1], offset: Point(x: numbers[2], y: numbers[3])))
    }
    guard sawHeader else { throw UsageError("\(name): line 1: the file is empty") }
    guard sawColumns else {
      throw UsageError("\(name): no column line '\(Self.columns)' after the header")
    }
    return result
  }
}
