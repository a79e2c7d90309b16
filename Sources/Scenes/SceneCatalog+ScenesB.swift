extension SceneCatalog {
  /// Builds scenes 4-9 (chat, snap, diagnostics, visibility, physics, rows), or nil for other
  /// names.
  static func makeSceneB(_ name: String, _ environment: SceneEnvironment) -> (any Scene)? {
    let summary = entries.first { $0.name == name }?.summary ?? ""
    switch name {
    case "chat": return ChatScene(environment: environment, summary: summary)
    case "snap": return SnapScene(environment: environment, summary: summary)
    case "diagnostics": return DiagnosticsScene(environment: environment, summary: summary)
    case "visibility": return VisibilityScene(environment: environment, summary: summary)
    case "physics": return PhysicsLabScene(environment: environment, summary: summary)
    case "rows": return PlainRowsScene(environment: environment, summary: summary)
    default: return nil
    }
  }
}
