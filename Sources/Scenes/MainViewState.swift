import ScrollCore

/// The numbers of a scene's main scroll view that the app records each frame (output files,
/// the headless loop's rest check): typed values only, so recording them never builds the
/// inspector's text rows.
public struct MainViewState: Equatable, Sendable {
  /// The content offset, points.
  public var offset: Point
  /// The velocity, points per second.
  public var velocity: Point
  /// The published phase.
  public var phase: SCScrollPhase

  /// Creates a state.
  /// - Parameters:
  ///   - offset: the content offset, points.
  ///   - velocity: the velocity, points per second.
  ///   - phase: the published phase.
  public init(offset: Point, velocity: Point, phase: SCScrollPhase) {
    self.offset = offset
    self.velocity = velocity
    self.phase = phase
  }

  /// The state of `view` now.
  /// - Parameter view: the scroll view.
  public init(of view: SCScrollView) {
    self.init(offset: view.geometry.contentOffset, velocity: view.velocity, phase: view.phase)
  }
}
