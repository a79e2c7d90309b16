/// The TOML subset with `[table]` headers and `[[array]]` entries, for scene files: the
/// lines before the first header belong to the file's top, each `[name]` opens a table
/// that may appear once, each `[[name]]` opens one more entry of an array of tables. Keys
/// are unique within their table (or array entry). Sizes, comments, line endings and quoted
/// strings are `TOMLSubset`'s (its `forEachLine` enforces the bounds); errors read "line N:
/// field 'K': what is wrong".
public enum TOMLTables {
  /// One section of the file: its top (no name), a table or one entry of an array.
  public struct Section: Equatable, Sendable {
    /// The table's name (nil: the file's top).
    public var name: String?
    /// True for an `[[array]]` entry.
    public var isArrayEntry: Bool
    /// The header's line (0 for the file's top).
    public var line: Int
    /// The section's `key = value` lines, in order.
    public var entries: [TOMLSubset.Entry]

    /// The entry of `key`, if given.
    /// - Parameter key: a key.
    public func entry(_ key: String) -> TOMLSubset.Entry? { entries.first { $0.key == key } }
  }

  /// The sections of `text`, in file order (the top first, even when empty).
  /// - Parameter text: the whole file.
  /// - Throws: `TuningError` for the first problem in file order: a bound of `TOMLSubset`,
  ///   a malformed header (`[` without `]`, a name other than lower-case letters, digits and
  ///   `-`), a table given twice, a line without `=`, a key without a value, a key given twice
  ///   in its section.
  public static func sections(_ text: String) throws(TuningError) -> [Section] {
    let (sections, problem) = read(text)
    if let problem { throw problem.error }
    return sections
  }

  /// A problem and its line (0 for the file as a whole).
  public struct Problem: Sendable {
    /// The line, from 1 (0: the file's size).
    public var line: Int
    /// The message.
    public var error: TuningError
  }

  /// The sections of `text` up to its first problem, and that problem (see `sections`), so
  /// a reader can report an earlier problem of its own first.
  /// - Parameter text: the whole file.
  public static func read(_ text: String) -> (sections: [Section], problem: Problem?) {
    var sections = [Section(name: nil, isArrayEntry: false, line: 0, entries: [])]
    do {
      try scan(text, into: &sections)
      return (sections, nil)
    } catch {
      return (sections, Problem(line: lineNumber(of: error), error: error))
    }
  }

  /// The N of a message starting "line N:", else 0.
  /// - Parameter error: an error of this reader.
  static func lineNumber(of error: TuningError) -> Int {
    let text = error.description
    guard text.hasPrefix("line ") else { return 0 }
    return Int(text.dropFirst(5).prefix { $0.isNumber }) ?? 0
  }

  private static func scan(_ text: String, into sections: inout [Section]) throws(TuningError) {
    var tables: [String: Int] = [:]
    var seen: Set<String> = []
    try TOMLSubset.forEachLine(text) { (number, line) throws(TuningError) in
      if line.hasPrefix("[") {
        let (name, array) = try header(line, number: number)
        if !array {
          if let first = tables[name] {
            throw TuningError(
              "line \(number): field '[\(name)]': given twice (first on line \(first))")
          }
          tables[name] = number
        }
        sections.append(Section(name: name, isArrayEntry: array, line: number, entries: []))
        seen = []
        return
      }
      let entry = try TOMLSubset.split(line, number: number)
      guard seen.insert(entry.key).inserted else {
        let first = sections[sections.count - 1].entry(entry.key)?.line ?? number
        throw TuningError(
          "line \(number): field '\(qualified(entry.key, in: sections.last?.name))': given "
            + "twice (first on line \(first))")
      }
      guard !entry.value.isEmpty else {
        throw TuningError(
          "line \(number): field '\(qualified(entry.key, in: sections.last?.name))': no value")
      }
      sections[sections.count - 1].entries.append(entry)
    }
  }

  /// `key` as messages name it: "list.rows" in a table, "name" at the top.
  /// - Parameters:
  ///   - key: the key.
  ///   - table: the table's name, nil at the top.
  public static func qualified(_ key: String, in table: String?) -> String {
    TOMLSubset.clip(table.map { "\($0).\(key)" } ?? key)
  }

  /// The name of a `[name]` or `[[name]]` line, and whether it is an array entry.
  private static func header(_ line: String, number: Int) throws(TuningError) -> (
    String, Bool
  ) {
    let array = line.hasPrefix("[[")
    let open = array ? 2 : 1
    let close = array ? "]]" : "]"
    guard line.hasSuffix(close), line.count > open + close.count else {
      throw TuningError(
        "line \(number): expected a table header '[name]' or '[[name]]', got "
          + "'\(TOMLSubset.clip(line))'")
    }
    let name = String(line.dropFirst(open).dropLast(close.count))
      .trimmingSpaces
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard !name.isEmpty, allowed, !name.contains("[") else {
      throw TuningError(
        "line \(number): expected a table name of lower-case letters, digits and '-', got "
          + "'\(TOMLSubset.clip(line))'")
    }
    return (name, array)
  }
}
