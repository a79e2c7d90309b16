/// A one-line terminal progress bar for long headless runs, e.g.
/// `[#####.....] 53% 318/600 frames`.
///
/// `format` is the pure renderer. The struct adds the terminal policy: when the output is a
/// terminal (the caller passes `isatty`'s answer), `update` returns the line prefixed with a
/// carriage return so it overwrites itself, and only when the percentage or bar changes;
/// when it is not a terminal every method returns nil, so logs and pipes stay clean.
public struct ProgressBar: Hashable, Sendable {
  /// Number of steps in the whole run; values below 0 are treated as 0.
  public let total: Int
  /// Number of bar cells between the brackets (at least 1).
  public let width: Int
  /// Whether the output is a terminal.
  public let isTerminal: Bool
  /// Word after the counts ("frames").
  public let unit: String
  private var lastPercent = -1
  private var lastFilled = -1

  /// Creates a progress bar for `total` steps.
  public init(total: Int, isTerminal: Bool, width: Int = 10, unit: String = "frames") {
    self.total = Swift.max(0, total)
    self.isTerminal = isTerminal
    self.width = Swift.max(1, width)
    self.unit = unit
  }

  /// Renders `[###.......] 30% 3/10 frames`: `completed` is clamped to 0...total, the
  /// percentage and the filled cells are rounded down (100% only when done), and a total of
  /// 0 renders as complete. No carriage return or newline. O(width).
  public static func format(completed: Int, total: Int, width: Int = 10, unit: String = "frames")
    -> String
  {
    let total = Swift.max(0, total)
    let cells = Swift.max(1, width)
    let done = Swift.min(total, Swift.max(0, completed))
    let percent = total == 0 ? 100 : done * 100 / total
    let filled = total == 0 ? cells : done * cells / total
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: cells - filled)
    let suffix = unit.isEmpty ? "" : " " + unit
    return "[\(bar)] \(percent)% \(done)/\(total)\(suffix)"
  }

  /// The line to write for progress `completed`: "\r" plus the rendered bar when on a
  /// terminal and the percentage or bar changed since the last returned line; otherwise nil.
  public mutating func update(completed: Int) -> String? {
    guard isTerminal else { return nil }
    let done = Swift.min(total, Swift.max(0, completed))
    let percent = total == 0 ? 100 : done * 100 / total
    let filled = total == 0 ? width : done * width / total
    guard percent != lastPercent || filled != lastFilled else { return nil }
    lastPercent = percent
    lastFilled = filled
    return "\r" + Self.format(completed: done, total: total, width: width, unit: unit)
  }

  /// The closing line: "\r", the bar at `completed`, and a newline, so later output starts
  /// on a fresh line; nil when not a terminal.
  public func finish(completed: Int) -> String? {
    guard isTerminal else { return nil }
    return "\r" + Self.format(completed: completed, total: total, width: width, unit: unit) + "\n"
  }

  /// The number of bar cells that keeps the whole line (`[bar] 100% total/total unit`)
  /// within `columns` terminal columns, one column spare so the terminal never wraps it
  /// (a wrapped line cannot be overwritten with a carriage return); between 1 and 40.
  /// - Parameters:
  ///   - columns: the terminal's width.
  ///   - total: the run's total steps.
  ///   - unit: the word after the counts.
  public static func cells(fitting columns: Int, total: Int, unit: String = "frames") -> Int {
    let digits = String(Swift.max(0, total)).count
    let text = 2 + 5 + 1 + digits * 2 + 1 + (unit.isEmpty ? 0 : unit.count + 1)
    return Swift.min(40, Swift.max(1, columns - 1 - text))
  }
}
