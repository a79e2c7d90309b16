/// The commented starter file `--new-scene` writes: every table of `SceneFileSchema`, each
/// key with its default and what it means; the tables a rows list cannot take yet
/// ([pagination] needs articles, [chat] messages) are written commented out. It parses
/// as it is (SceneFileStarterTests).
public enum SceneFileStarter {
  /// The tables written commented out.
  static let commentedOut: Set<String> = ["pagination", "snap", "chat"]

  /// The whole file, ending in a newline.
  public static var text: String {
    var lines = [
      "# A scene for Scroll Sandbox: open it with --scene-file PATH (docs/scene-format.md).",
      "# Each key's line says what it takes; delete what you do not need.",
    ]
    for key in SceneFileSchema.top.keys {
      lines.append("\(key.name) = \(key.example)  # \(key.summary): \(key.kind.expected)")
    }
    for table in SceneFileSchema.tables {
      let off = commentedOut.contains(table.name ?? "")
      let mark = off ? "# " : ""
      lines.append("")
      lines.append("# \(table.header): \(table.summary)\(off ? " (remove the # to use it)" : "")")
      lines.append(mark + table.header)
      for key in table.keys {
        let value = example(table: table.name, key: key)
        let note = "# \(key.summary): \(key.kind.expected)"
        // Keys left at their default are written commented, so the file shows them without
        // setting them (a rows list with "row-height" and "title" set, the rest shown).
        let active =
          !off && (key.required || starterKeys.contains("\(table.name ?? "").\(key.name)"))
        lines.append((active ? "" : "# ") + "\(key.name) = \(value)  \(note)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The keys the starter sets (beside the required ones).
  private static let starterKeys: Set<String> = [
    "list.content", "list.row-height", "list.title", "list.spacing", "header.title",
    "header.subtitle", "top-button.threshold",
  ]

  /// The starter's value for `key` (its schema example, but rows on a rows list).
  private static func example(table: String?, key: SceneFileKey) -> String {
    switch (table, key.name) {
    case ("list", "rows"): return "500"
    case ("list", "content"): return "\"rows\""
    default: return key.example
    }
  }
}
