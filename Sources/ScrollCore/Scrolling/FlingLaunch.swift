/// The start of a momentum motion: the offset, velocity and session time it was launched with.
struct FlingLaunch: Hashable, Sendable {
  /// The offset at launch, moved by every content shift since.
  var start: Point
  /// The launch velocity, pt/s.
  var velocity: Point
  /// Session time of the launch, seconds.
  var time: Double
  /// True when the launch was a release (see `ScrollPhysics.ballistic`'s `released`).
  var released: Bool

  /// Creates a launch record.
  /// - Parameters:
  ///   - start: the offset at launch.
  ///   - velocity: the launch velocity, pt/s.
  ///   - time: session time of the launch, seconds.
  ///   - released: whether the launch was a release (false: motion rebuilt where content
  ///     changes left the offset).
  init(start: Point, velocity: Point, time: Double, released: Bool = true) {
    self.start = start
    self.velocity = velocity
    self.time = time
    self.released = released
  }
}
