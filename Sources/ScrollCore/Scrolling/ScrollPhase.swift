/// What a scroll view is doing, as published to observers (SwiftUI's ScrollPhase).
///
/// Every departure from `idle` has exactly one matching return to `idle`; `idle` is reported
/// only when the physics is at rest and no input is held.
public enum SCScrollPhase: String, Hashable, Sendable, CaseIterable {
  /// At rest, no input held.
  case idle
  /// Input is down (finger, button) but has not moved the content yet.
  case tracking
  /// The user is moving the content (drag, touchpad, wheel).
  case interacting
  /// Moving on its own after the user let go: momentum or spring-back.
  case decelerating
  /// Moving because of a programmatic scroll (scrollTo, keys, wheel steps).
  case animating

  /// True for every phase but idle.
  public var isScrolling: Bool { self != .idle }
}

/// Context delivered with a phase change: the geometry and velocity at that moment.
public struct SCScrollPhaseChangeContext: Hashable, Sendable {
  /// The geometry at the change.
  public var geometry: SCScrollGeometry
  /// Velocity in points per second (content moving toward larger offsets is positive).
  public var velocity: Point

  /// Creates a context.
  /// - Parameters:
  ///   - geometry: the geometry at the change.
  ///   - velocity: the velocity at the change, pt/s (toward larger offsets is positive).
  public init(geometry: SCScrollGeometry, velocity: Point) {
    self.geometry = geometry
    self.velocity = velocity
  }
}
