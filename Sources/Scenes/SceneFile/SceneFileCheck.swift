/// The problems found while reading a scene file, each with its line, so the reader reports
/// the first in file order however late it was found (a missing key is found at the end of
/// the file, on its table's header line).
struct SceneFileCheck {
  /// The most messages a `content = "messages"` list starts with: the chat's history bound
  /// (`ChatScene.historyLimit` plus `trimBatch`), past which it drops the oldest.
  static let maxMessages = ChatScene.historyLimit + ChatScene.trimBatch
  private var problems: [TOMLTables.Problem] = []

  /// Notes a problem on `line`.
  /// - Parameters:
  ///   - line: the line, from 1.
  ///   - message: what is wrong, after "line N: ".
  mutating func problem(_ line: Int, _ message: String) {
    problems.append(TOMLTables.Problem(line: line, error: TuningError("line \(line): \(message)")))
  }

  /// The first problem in file order, `structural` (the TOML reader's, which ended the scan)
  /// included.
  /// - Parameter structural: the reader's problem, if any.
  func first(before structural: TOMLTables.Problem?) -> TuningError? {
    let all = problems + (structural.map { [$0] } ?? [])
    // Stable: of problems on one line, the first noted.
    var best: (line: Int, error: TuningError)?
    for p in all where p.line < best?.line ?? .max { best = (p.line, p.error) }
    return best?.error
  }

  /// The section's values, read by their keys' kinds; unknown keys and wrong values noted.
  /// - Parameters:
  ///   - section: a section of the file.
  ///   - table: its table.
  mutating func values(_ section: TOMLTables.Section, table: SceneFileTable) -> SceneFile.Given {
    var given: SceneFile.Given = [:]
    for entry in section.entries {
      let field = TOMLTables.qualified(entry.key, in: table.name)
      guard let key = table.key(entry.key) else {
        let place = table.name == nil ? "at the top of the file" : "in \(table.header)"
        problem(
          entry.line,
          "field '\(field)': unknown key; valid keys \(place): "
            + table.keys.map(\.name).joined(separator: ", "))
        continue
      }
      if key.name == "version" && table.name == nil, entry.value != "1" {
        problem(
          entry.line,
          "field 'version': '\(TOMLSubset.clip(entry.value))' is not a version this reader "
            + "knows (\(SceneFile.version))")
        continue
      }
      do {
        let value = try key.kind.read(entry.value, field: field, line: entry.line)
        given[key.name] = (value, entry.line)
      } catch {
        problems.append(TOMLTables.Problem(line: entry.line, error: error))
      }
    }
    return given
  }

  /// Notes each required key of `table` that the section lacks, on `line` (the table's
  /// header).
  /// - Parameters:
  ///   - present: the keys the section gives (read or not).
  ///   - table: the table.
  ///   - line: the header's line (1 for the file's top).
  mutating func missing(_ present: Set<String>, table: SceneFileTable, line: Int) {
    for key in table.keys where key.required && !present.contains(key.name) {
      let place = table.name == nil ? "" : " in \(table.header)"
      problem(
        line,
        "field '\(TOMLTables.qualified(key.name, in: table.name))': missing\(place) "
          + "(\(key.kind.expected))")
    }
  }

  /// The rules between keys and tables: a part that needs another, a value whose range
  /// depends on another key, a name a built-in scene has.
  /// - Parameters:
  ///   - top: the file's top.
  ///   - tables: the tables given, with their header lines.
  ///   - arrays: the array entries given, with their header lines.
  mutating func rules(
    top: SceneFile.Given, tables: [String: (given: SceneFile.Given, line: Int)],
    arrays: [String: [(given: SceneFile.Given, line: Int)]]
  ) {
    if case .text(let name)? = top["name"]?.value, SceneCatalog.names.contains(name) {
      problem(
        top["name"]!.line,
        "field 'name': '\(name)' is a built-in scene's name; a file scene needs its own")
    }
    let list = tables["list"]?.given ?? [:]
    var content = "rows"
    if case .text(let c)? = list["content"]?.value { content = c }
    let horizontal: Bool = {
      if case .text("horizontal")? = list["axis"]?.value { return true }
      return false
    }()
    if let rows = list["rows"] {
      if rows.value == .infinite && tables["pagination"] == nil {
        problem(rows.line, "field 'list.rows': \"infinite\" needs a [pagination] table")
      } else if rows.value != .infinite && tables["pagination"] != nil {
        problem(
          rows.line,
          "field 'list.rows': with [pagination] the pages make the rows: write \"infinite\" "
            + "(pages = N in [pagination] ends the feed)")
      }
    }
    for key in ["row-height", "title"] where content != "rows" {
      if let v = list[key] {
        problem(
          v.line,
          "field 'list.\(key)': applies to content = \"rows\""
            + (content == "messages" ? " (messages are sized by their text)" : ""))
      }
    }
    if content == "messages" {
      for key in ["spacing", "padding", "padding-top", "padding-bottom", "heading", "caption"] {
        if let v = list[key] {
          problem(
            v.line,
            "field 'list.\(key)': applies to content = \"rows\" or \"articles\" (a chat's "
              + "messages have the chat's spacing and its history row at the top)")
        }
      }
      if case .number(let n)? = list["rows"]?.value, n > Double(Self.maxMessages) {
        problem(
          list["rows"]!.line,
          "field 'list.rows': \(PhysicsTuning.format(n)) is out of range 0...\(Self.maxMessages) "
            + "for content = \"messages\" (a chat keeps at most \(Self.maxMessages) in memory)")
      }
    }
    if let p = tables["pagination"], content != "articles" {
      problem(p.line, "field '[pagination]': needs content = \"articles\" in [list]")
    }
    if content == "messages" && tables["chat"] == nil, let c = list["content"] {
      problem(c.line, "field 'list.content': \"messages\" needs a [chat] table")
    }
    if let c = tables["chat"] {
      if content != "messages" {
        problem(c.line, "field '[chat]': needs content = \"messages\" in [list]")
      }
      if let h = tables["header"] {
        problem(h.line, "field '[header]': a chat loads its history at the top: no [header]")
      }
    }
    if horizontal {
      for name in ["header", "top-button", "pagination", "scroll-state"] {
        if let t = tables[name] {
          problem(t.line, "field '[\(name)]': needs axis = \"vertical\" in [list]")
        }
      }
      if content != "rows", let c = list["content"] {
        problem(c.line, "field 'list.content': a horizontal list holds content = \"rows\"")
      }
    }
    if let h = tables["header"]?.given {
      let expanded = h["expanded"]
      let collapsed = h["collapsed"]
      if case .number(let e) = expanded?.value ?? .number(168),
        case .number(let c) = collapsed?.value ?? .number(100), c > e
      {
        let line = collapsed?.line ?? expanded?.line ?? 1
        problem(
          line,
          "field 'header.\(collapsed == nil ? "expanded" : "collapsed")': collapsed "
            + "(\(PhysicsTuning.format(c))) must not exceed expanded (\(PhysicsTuning.format(e)))")
      }
    }
    if let p = tables["pagination"]?.given {
      paginationRules(p)
    }
    var names: [String: Int] = [:]
    for (o, _) in arrays["observer"] ?? [] {
      guard case .text(let name)? = o["name"]?.value, let line = o["name"]?.line else {
        continue
      }
      if let first = names[name] {
        problem(
          line, "field 'observer.name': '\(name)' given twice (first on line \(first))")
      } else {
        names[name] = line
      }
    }
  }

  private mutating func paginationRules(_ p: SceneFile.Given) {
    var trigger = "sentinel"
    if case .text(let t)? = p["trigger"]?.value { trigger = t }
    if let t = p["threshold"], case .number(let v) = t.value {
      switch trigger {
      case "sentinel" where !(0.01...1).contains(v):
        problem(
          t.line,
          "field 'pagination.threshold': \(PhysicsTuning.format(v)) is out of range 0.01...1 "
            + "(the sentinel's visible fraction)")
      case "both":
        problem(
          t.line,
          "field 'pagination.threshold': with trigger = \"both\" give sentinel-threshold and "
            + "near-bottom")
      default: break
      }
    }
    for key in ["sentinel-threshold", "near-bottom"] {
      guard let v = p[key] else { continue }
      let applies = trigger == "both" || (key == "sentinel-threshold" && trigger == "sentinel")
      if !applies {
        problem(v.line, "field 'pagination.\(key)': applies to trigger = \"both\" only")
      }
    }
    if let every = p["fail-every"], p["failure-rate"] != nil {
      problem(
        every.line, "field 'pagination.fail-every': give failure-rate or fail-every, not both")
    }
    if case .number(let size)? = p["page-size"]?.value, size < 1 {
      problem(p["page-size"]!.line, "field 'pagination.page-size': at least 1")
    }
  }
}
