/// One stage of the frame a `ScrollController` runs after input. `ControllerStage.order` is
/// the order `update(at:measure:)` runs them in, written here once; Runtime's `FrameStage`
/// builds the whole frame's order around it (input before, drawing after).
public enum ControllerStage: Hashable, Sendable, CaseIterable {
  /// `advance(to:)`: ends quiet touchpad gestures, evaluates motion at the frame time.
  case advance
  /// `layout(at:measure:)`: measures and lays out the visible items, lands on targets.
  case layout
  /// `observe()`: runs the geometry observers on the frame's layout.
  case observe

  /// The order a frame runs the controller's stages in: advance, layout, observe. The only
  /// place the sequence is written.
  public static let order: [ControllerStage] = [.advance, .layout, .observe]
}
