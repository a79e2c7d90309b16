import Foundation
import SandboxKit

/// The report as JSON: the same rows as the table (with `passed` spelled out) plus the
/// machine, date and command. Keys are sorted, so two runs diff cleanly.
public enum BenchJSON {
  /// The encoded report, pretty-printed, ending in a newline.
  public static func encode(_ report: BenchReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // A NaN or infinite value (a section that could not measure) is written as a string.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let data = try encoder.encode(Document(report))
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes the encoded report to `path` (through a temporary file and a rename).
  public static func write(_ report: BenchReport, to path: String) throws {
    let text = try encode(report)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The JSON shape: the report's fields plus per-row results and a tally.
  struct Document: Encodable {
    var report: BenchReport

    init(_ report: BenchReport) { self.report = report }

    enum Keys: String, CodingKey {
      case date, command, quick, machine, rows, notes, passCount, missCount
    }

    struct Row: Encodable {
      var row: BenchRow
      enum Keys: String, CodingKey { case section, size, metric, value, unit, target, passed, note }

      func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(row.section, forKey: .section)
        try c.encode(row.size, forKey: .size)
        try c.encode(row.metric, forKey: .metric)
        try c.encode(row.value, forKey: .value)
        try c.encode(row.unit, forKey: .unit)
        try c.encodeIfPresent(row.target, forKey: .target)
        try c.encodeIfPresent(row.passed, forKey: .passed)
        try c.encodeIfPresent(row.note, forKey: .note)
      }
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: Keys.self)
      try c.encode(report.date, forKey: .date)
      try c.encode(report.command, forKey: .command)
      try c.encode(report.quick, forKey: .quick)
      try c.encode(report.machine, forKey: .machine)
      try c.encode(report.rows.map(Row.init), forKey: .rows)
      try c.encode(report.notes, forKey: .notes)
      try c.encode(report.passCount, forKey: .passCount)
      try c.encode(report.missCount, forKey: .missCount)
    }
  }
}
