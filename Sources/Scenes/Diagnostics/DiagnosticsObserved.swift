/// What the diagnostics scene's geometry observer delivers: its `Observed` state.
struct DiagnosticsObserved: Sendable {
  /// The latest `pointsScrolled.y` delivered by `onScrollGeometryChange`.
  var offset = 0.0
}
