extension SceneFile {
  /// The values one section gave, by key, with their lines.
  typealias Given = [String: (value: SceneFileValue, line: Int)]

  /// Reads a scene file (through `TOMLTables`, with `TOMLSubset`'s bounds: at most 1 MiB,
  /// lines of at most 4 KiB).
  /// - Parameter text: the file's contents.
  /// - Returns: the scene it describes.
  /// - Throws: `TuningError` "line N: field 'K': what is wrong" for the first problem in file
  ///   order: an unknown table or key (the valid ones named), a wrong type, a value out of
  ///   range, a duplicate, a missing required key, a part that needs another.
  public static func parse(_ text: String) throws(TuningError) -> SceneFile {
    let (sections, structural) = TOMLTables.read(text)
    if let structural, structural.line == 0 { throw structural.error }
    var check = SceneFileCheck()
    var top: Given = [:]
    var tables: [String: (given: Given, line: Int)] = [:]
    var arrays: [String: [(given: Given, line: Int)]] = [:]
    // Required keys are checked in every section the scan read whole: all of them, or all
    // but the last when a problem ended the scan (the key may come after it).
    let whole = structural == nil ? sections.count : sections.count - 1
    for (index, section) in sections.enumerated() {
      let present = Set(section.entries.map(\.key))
      guard let name = section.name else {
        top = check.values(section, table: SceneFileSchema.top)
        if index < whole { check.missing(present, table: SceneFileSchema.top, line: 1) }
        continue
      }
      guard let table = SceneFileSchema.table(name) else {
        check.problem(
          section.line,
          "field '\(section.isArrayEntry ? "[[\(name)]]" : "[\(name)]")': unknown table; valid "
            + "tables: \(SceneFileSchema.tableList)")
        continue
      }
      guard table.isArray == section.isArrayEntry else {
        let written = section.isArrayEntry ? "[[\(name)]]" : "[\(name)]"
        check.problem(
          section.line,
          "field '\(written)': \(name) is written \(table.header)"
            + (table.isArray ? " (one per entry)" : " (one table)"))
        continue
      }
      let given = check.values(section, table: table)
      if index < whole { check.missing(present, table: table, line: section.line) }
      if table.isArray {
        arrays[name, default: []].append((given, section.line))
      } else {
        tables[name] = (given, section.line)
      }
    }
    let lastLine = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    if structural == nil {
      if tables["list"] == nil {
        check.problem(
          max(1, lastLine),
          "field '[list]': missing (a scene file describes a list: [list] "
            + "with rows = N)")
      }
      check.rules(top: top, tables: tables, arrays: arrays)
    }
    if let first = check.first(before: structural) { throw first }
    return build(text: text, top: top, tables: tables, arrays: arrays)
  }

  /// The scene from values that passed every check.
  private static func build(
    text: String, top: Given, tables: [String: (given: Given, line: Int)],
    arrays: [String: [(given: Given, line: Int)]]
  ) -> SceneFile {
    let l = tables["list"]?.given ?? [:]
    var list = List()
    if case .number(let n)? = l["rows"]?.value { list.rows = Int(n) }
    if case .text(let c)? = l["content"]?.value { list.content = Content(rawValue: c) ?? .rows }
    if let a = amount(l["row-height"]) { list.rowHeight = a }
    list.spacing = number(l["spacing"])
    let padding = number(l["padding"])
    list.paddingTop = number(l["padding-top"]) ?? padding
    list.paddingBottom = number(l["padding-bottom"]) ?? padding
    if let s = string(l["title"]) { list.title = s }
    list.heading = string(l["heading"])
    if let s = string(l["caption"]) { list.caption = s }
    if let n = number(l["seed"]) { list.seed = UInt64(n) }
    list.horizontal = string(l["axis"]) == "horizontal"
    if let n = number(l["inset-top"]) { list.insetTop = n }
    var file = SceneFile(
      name: string(top["name"]) ?? "scene", preset: string(top["preset"]), list: list,
      text: text)
    if let h = tables["header"]?.given {
      var header = Header()
      if let v = number(h["expanded"]) { header.expanded = v }
      if let v = number(h["collapsed"]) { header.collapsed = v }
      if let v = string(h["title"]) { header.title = v }
      if let v = string(h["subtitle"]) { header.subtitle = v }
      if let v = number(h["title-size"]) { header.titleSize = v }
      if let v = number(h["subtitle-height"]) { header.subtitleHeight = v }
      file.header = header
    }
    if let b = tables["top-button"]?.given { file.topButton = number(b["threshold"]) ?? 240 }
    if let p = tables["pagination"]?.given { file.pagination = pagination(p) }
    for (v, _) in arrays["visibility"] ?? [] {
      var vis = Visibility()
      switch v["rows"]?.value {
      case .every(let n)?: vis.every = n
      case .indices(let i)?: vis.indices = i
      default: break
      }
      if let t = number(v["threshold"]) { vis.threshold = t }
      file.visibility.append(vis)
    }
    for (o, _) in arrays["observer"] ?? [] {
      guard let name = string(o["name"]), case .condition(let c)? = o["when"]?.value else {
        continue
      }
      file.observers.append(Observer(name: name, when: c))
    }
    if let s = tables["scroll-state"]?.given {
      var state = ScrollState()
      if let v = number(s["away-from-top"]) { state.awayFromTop = v }
      if let v = number(s["near-bottom"]) { state.nearBottom = v }
      file.scrollState = state
    }
    if let s = tables["snap"]?.given { file.snap = string(s["behavior"]).flatMap(Snap.init) }
    if let c = tables["chat"]?.given {
      var chat = Chat()
      if let a = amount(c["arrivals"]) { chat.arrivals = a }
      if let v = number(c["history-pages"]) { chat.historyPages = Int(v) }
      if let v = number(c["history-latency"]) { chat.historyLatency = v }
      file.chat = chat
    }
    return file
  }

  private static func pagination(_ p: Given) -> Pagination {
    var out = Pagination()
    if let v = number(p["page-size"]) {
      out.pageSize = Int(v)
      out.firstPage = Int(v)
    }
    if let v = number(p["first-page"]) { out.firstPage = Int(v) }
    let trigger = string(p["trigger"]) ?? "sentinel"
    out.sentinel = trigger != "near-bottom"
    let threshold = number(p["threshold"])
    switch trigger {
    case "near-bottom": out.nearBottom = threshold ?? 500
    case "both": out.nearBottom = number(p["near-bottom"]) ?? 500
    default: out.sentinelThreshold = threshold ?? 0.1
    }
    if let v = number(p["sentinel-threshold"]) { out.sentinelThreshold = v }
    if let a = amount(p["latency"]) { out.latency = a }
    if let v = number(p["failure-rate"]) { out.failureRate = v }
    if let v = number(p["fail-every"]) { out.failEvery = Int(v) }
    if let v = number(p["in-flight"]) { out.inFlight = Int(v) }
    if let v = number(p["pages"]) { out.pages = Int(v) }
    if case .bool(let b)? = p["page-headers"]?.value { out.pageHeaders = b }
    return out
  }

  private static func number(_ v: (value: SceneFileValue, line: Int)?) -> Double? {
    if case .number(let n)? = v?.value { return n }
    return nil
  }

  private static func string(_ v: (value: SceneFileValue, line: Int)?) -> String? {
    if case .text(let s)? = v?.value { return s }
    return nil
  }

  private static func amount(_ v: (value: SceneFileValue, line: Int)?) -> Amount? {
    switch v?.value {
    case .number(let n)?: return .fixed(n)
    case .range(let r)?: return .drawn(r)
    default: return nil
    }
  }
}
