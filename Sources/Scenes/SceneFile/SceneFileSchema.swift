import ScrollCore

/// One key a scene file's table may hold.
public struct SceneFileKey: Hashable, Sendable {
  /// The key ("row-height").
  public var name: String
  /// Its type and range.
  public var kind: SceneFileKind
  /// True when the table must give it.
  public var required: Bool
  /// The value the starter file writes (as written in the file).
  public var example: String
  /// What it means, for the starter file's comment.
  public var summary: String
}

/// One table of a scene file (the file's top has no name).
public struct SceneFileTable: Hashable, Sendable {
  /// The table's name ("list"), nil for the file's top.
  public var name: String?
  /// True for an array of tables (`[[observer]]`).
  public var isArray: Bool
  /// What it adds, for the starter file.
  public var summary: String
  /// Its keys, in the order the starter file writes them.
  public var keys: [SceneFileKey]

  /// The table as a header ("[list]", "[[observer]]").
  public var header: String { isArray ? "[[\(name ?? "")]]" : "[\(name ?? "")]" }

  /// The key called `name`, or nil.
  /// - Parameter name: a key.
  public func key(_ name: String) -> SceneFileKey? { keys.first { $0.name == name } }
}

/// Every table and key of a scene file, version 1 (docs/scene-format.md).
public enum SceneFileSchema {
  private static func key(
    _ name: String, _ kind: SceneFileKind, required: Bool = false, _ example: String,
    _ summary: String
  ) -> SceneFileKey {
    SceneFileKey(name: name, kind: kind, required: required, example: example, summary: summary)
  }

  /// The file's top: format, version, name, preset.
  public static let top = SceneFileTable(
    name: nil, isArray: false, summary: "the file itself",
    keys: [
      key(
        "format", .choice([SceneFile.formatName]), required: true,
        "\"\(SceneFile.formatName)\"", "what the file is"),
      key("version", .integer(1...1), required: true, "1", "the format's version"),
      key(
        "name", .text(TOMLSubset.maxNameLength), required: true, "\"my-feed\"",
        "the scene's name: its tab, and the scene in events"),
      key(
        "preset", .choice(ScrollPhysics.presetNames), "\"ios\"",
        "the physics preset (optional: --preset's, else ios)"),
    ])

  /// The tables, in the order the starter file writes them.
  public static let tables: [SceneFileTable] = [
    SceneFileTable(
      name: "list", isArray: false, summary: "the scrolling list (required)",
      keys: [
        key(
          "rows", .countOrInfinite(0...1e9), required: true, "500",
          "how many rows, up to 1e9, or \"infinite\" (needs [pagination])"),
        key(
          "content", .choice(["rows", "articles", "messages"]), "\"rows\"",
          "\"rows\" (a label and a hairline), \"articles\" (wrapped cards), \"messages\" (a chat)"),
        key(
          "row-height", .numberOrRange(1...2000), "\"60...140\"",
          "rows: a fixed height, or a range drawn from the seed, measured lazily"),
        key("spacing", .number(0...1000), "0", "points between rows"),
        key("padding", .number(0...1000), "0", "points above the first row and below the last"),
        key("padding-top", .number(0...1000), "0", "overrides padding at the top"),
        key("padding-bottom", .number(0...1000), "0", "overrides padding at the bottom"),
        key(
          "title", .text(200), "\"Row {i}\"",
          "rows: each row's text; {i} is the row's index"),
        key(
          "heading", .text(200), "\"Top stories\"",
          "a large title above the first row, scrolling with it (adds 84 pt at the top)"),
        key("caption", .text(200), "\"Scroll down\"", "the line under the heading"),
        key(
          "seed", .integer(0...4_294_967_295), "42", "seed of row heights, articles and latencies"),
        key("axis", .choice(["vertical", "horizontal"]), "\"vertical\"", "the scrolling axis"),
        key(
          "inset-top", .number(0...1000), "0",
          "a top content inset: the raw offset starts at -inset-top"),
      ]),
    SceneFileTable(
      name: "header", isArray: false, summary: "a collapsing header drawn over the list",
      keys: [
        key("expanded", .number(60...400), "168", "height at rest, points"),
        key("collapsed", .number(40...400), "100", "height collapsed, points (<= expanded)"),
        key("title", .text(200), "\"Reading List\"", "the large title"),
        key("subtitle", .text(200), "\"Scroll to collapse\"", "the line under it"),
        key("title-size", .number(12...80), "34", "the title's size expanded, points"),
        key("subtitle-height", .number(0...120), "38", "the subtitle block expanded, points"),
      ]),
    SceneFileTable(
      name: "top-button", isArray: false,
      summary: "a Top pill shown past the threshold; a click or T scrolls to the top",
      keys: [
        key("threshold", .number(0...5000), "240", "visible rect's top past which it shows, pt")
      ]),
    SceneFileTable(
      name: "pagination", isArray: false,
      summary: "pages loaded from a pretend network (needs content = \"articles\")",
      keys: [
        key("page-size", .integer(1...1000), "20", "articles per page"),
        key("first-page", .integer(1...1000), "20", "articles in the first page"),
        key(
          "trigger", .choice(["sentinel", "near-bottom", "both"]), "\"sentinel\"",
          "the footer spinner's visibility, the distance to the end, or both"),
        key(
          "threshold", .number(0...5000), "0.1",
          "sentinel: visible fraction (0.01...1); near-bottom: distance, pt"),
        key("sentinel-threshold", .number(0.01...1), "0.1", "with trigger = \"both\""),
        key("near-bottom", .number(0...5000), "500", "with trigger = \"both\", pt"),
        key("latency", .numberOrRange(0...10), "\"0.3...1.2\"", "seconds per page"),
        key("failure-rate", .number(0...1), "0", "chance a page fails and offers retry"),
        key("fail-every", .integer(0...1000), "0", "or: the first try of every Nth page fails"),
        key("in-flight", .integer(1...10), "1", "page requests at once (1: isLoading guard)"),
        key("pages", .integer(0...1e6), "0", "0: no end; else the feed ends after this many"),
        key("page-headers", .bool, "false", "a label row above each page"),
      ]),
    SceneFileTable(
      name: "visibility", isArray: true,
      summary: "rows that light up while at least threshold of them is visible",
      keys: [
        key("rows", .rows, required: true, "\"every 5\"", "\"every N\" or [0, 3, 7]"),
        key("threshold", .number(0.01...1), "0.3", "visible fraction"),
      ]),
    SceneFileTable(
      name: "observer", isArray: true,
      summary: "an onScrollGeometryChange observer: an event on each flip",
      keys: [
        key(
          "name", .text(TOMLSubset.maxNameLength), required: true, "\"past-header\"",
          "named in its events"),
        key(
          "when", .condition, required: true, "\"offset > 200\"",
          "offset, scrolled, visible.min-y, visible.max-y, content.height, container.height"),
      ]),
    SceneFileTable(
      name: "scroll-state", isArray: false,
      summary: "one struct-valued observer (away from the top, near the bottom) and its card",
      keys: [
        key("away-from-top", .number(0...5000), "160", "points scrolled past which it is away"),
        key("near-bottom", .number(0...5000), "500", "distance from the end within which, pt"),
      ]),
    SceneFileTable(
      name: "snap", isArray: false, summary: "where flings rest",
      keys: [
        key(
          "behavior", .choice(["view-aligned", "paging"]), required: true, "\"view-aligned\"",
          "rest on a row's edge, or a page (the view's height)")
      ]),
    SceneFileTable(
      name: "chat", isArray: false, summary: "a bottom-anchored chat (content = \"messages\")",
      keys: [
        key("anchor", .choice(["bottom"]), "\"bottom\"", "new rows follow the bottom at it"),
        key("arrivals", .numberOrRange(0...3600), "\"2...3\"", "seconds between messages; 0 none"),
        key("history-pages", .integer(0...1000), "6", "pages of 20 older messages, at the top"),
        key("history-latency", .number(0...10), "0.7", "seconds per history page"),
      ]),
  ]

  /// The table called `name`, or nil.
  /// - Parameter name: a table's name.
  public static func table(_ name: String) -> SceneFileTable? {
    tables.first { $0.name == name }
  }

  /// The tables as headers, for messages ("[list], [header], ..., [[observer]]").
  static var tableList: String { tables.map(\.header).joined(separator: ", ") }
}
