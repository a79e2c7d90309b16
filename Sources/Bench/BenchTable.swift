import SandboxKit
import ScrollCore

/// The plain-text table of a report: one aligned line per row (section, size, metric, value,
/// target, PASS/MISS), notes underneath. Pure formatting; no I/O.
public enum BenchTable {
  /// Column titles.
  static let titles = ["section", "size", "metric", "value", "target", "result"]

  /// The whole table with a header line, a rule, the rows, a tally and the notes.
  public static func render(_ report: BenchReport) -> String {
    var cells = [titles]
    for row in report.rows {
      cells.append([
        row.section, row.size, row.metric, formatValue(row.value, unit: row.unit),
        row.target.map { formatTarget($0, unit: row.unit) } ?? "-", result(row),
      ])
    }
    var widths = Array(repeating: 0, count: titles.count)
    for line in cells {
      for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    var lines: [String] = []
    for (n, line) in cells.enumerated() {
      var text = ""
      for (i, cell) in line.enumerated() {
        // Values and targets read best right-aligned; the rest left-aligned.
        let padded = i == 3 || i == 4 ? pad(cell, widths[i], left: true) : pad(cell, widths[i])
        text += i == 0 ? padded : "  " + padded
      }
      lines.append(trimTrailing(text))
      if n == 0 { lines.append(String(repeating: "-", count: widths.reduce(0, +) + 2 * 5)) }
    }
    lines.append("")
    lines.append("\(report.passCount) PASS, \(report.missCount) MISS")
    let m = report.machine
    lines.append(
      "machine: \(m.processors) x \(m.cpuModel), \(m.memoryMB) MB, Linux \(m.kernel); "
        + "load average \(m.loadAtStart) at the start, \(m.loadAtEnd) at the end")
    var notes: [String] = []
    for row in report.rows {
      if let note = row.note { notes.append("\(row.section) \(row.size) \(row.metric): \(note)") }
    }
    notes += report.notes
    if !notes.isEmpty {
      lines.append("")
      lines.append("notes:")
      for note in notes { lines.append("  - " + note) }
    }
    return lines.joined(separator: "\n")
  }

  /// "PASS", "MISS" or "" (no target).
  public static func result(_ row: BenchRow) -> String {
    switch row.passed {
    case true?: return "PASS"
    case false?: return "MISS"
    case nil: return ""
    }
  }

  /// A value with its unit: "2.31 us", "0.420 ms", "143x", "1.08"; "n/a" when not finite.
  /// Three significant figures below 100, whole numbers above.
  public static func formatValue(_ value: Double, unit: String) -> String {
    guard value.isFinite else { return "n/a" }
    let number = formatNumber(value)
    switch unit {
    case "": return number
    case "x", "%": return number + unit
    default: return number + " " + unit
    }
  }

  /// "< 10 us", ">= 50x", "< 1.5".
  public static func formatTarget(_ target: BenchTarget, unit: String) -> String {
    target.comparison.rawValue + " " + formatValue(target.limit, unit: unit)
  }

  /// Three significant figures for magnitudes below 100 (at most 3 decimals), none above.
  public static func formatNumber(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals: Int
    if magnitude >= 100 || magnitude == 0 || value == value.rounded() && magnitude >= 1 {
      decimals = 0
    } else if magnitude >= 10 {
      decimals = 1
    } else if magnitude >= 1 {
      decimals = 2
    } else {
      decimals = 3
    }
    return formatPoints(value, decimals: decimals)
  }

  private static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - s.count))
    return left ? fill + s : s + fill
  }

  private static func trimTrailing(_ s: String) -> String {
    var t = Substring(s)
    while t.last == " " { t = t.dropLast() }
    return String(t)
  }
}
