/// What a target behavior knows when asked to adjust a target.
public struct ScrollTargetContext: Hashable, Sendable {
  /// The natural target the motion would rest at without the behavior.
  public var originalTarget: SCScrollTarget
  /// Release velocity in pt/s (zero for resizes).
  public var velocity: Point
  /// The offset when the gesture ended (or at the resize).
  public var currentOffset: Point
  /// Content size.
  public var contentSize: Size
  /// Container size.
  public var containerSize: Size
  /// Content insets.
  public var contentInsets: SCEdgeInsets
  /// The scrolling axes.
  public var axes: Axes
  /// Frames of scroll targets near the motion, in layout order (empty without a target layout).
  public var targetFrames: [Rect]
  /// True when called because the container resized rather than because a gesture ended.
  public var isResize: Bool
  /// True when called because a scroll by steps (wheel ticks, line and page keys: the
  /// view's `scroll(by:animation:at:)`) came to rest, or a drag was cancelled without a
  /// release (focus lost): the target should then be the nearest one in the direction
  /// moved, which `velocity` gives by its sign (±1 pt/s along the axis; zero when it went
  /// nowhere). Views without a target behavior rest where the input took them.
  public var isStepEnd: Bool

  /// Creates a context.
  /// - Parameters:
  ///   - originalTarget: the natural target the motion would rest at without the behavior.
  ///   - velocity: the release velocity, pt/s (zero for a resize).
  ///   - currentOffset: the offset when the gesture ended (or at the resize), points.
  ///   - contentSize: the content size, points.
  ///   - containerSize: the container size, points.
  ///   - contentInsets: the content insets, points; none by default.
  ///   - axes: the scrolling axes.
  ///   - targetFrames: frames of the scroll targets near the motion, in content coordinates
  ///     and layout order; empty (the default) without a target layout.
  ///   - isResize: true when called because the container resized rather than because a
  ///     gesture ended; false by default.
  ///   - isStepEnd: true when called because a scroll by steps came to rest (see
  ///     `isStepEnd`); false by default.
  public init(
    originalTarget: SCScrollTarget, velocity: Point, currentOffset: Point, contentSize: Size,
    containerSize: Size, contentInsets: SCEdgeInsets = .zero, axes: Axes,
    targetFrames: [Rect] = [], isResize: Bool = false, isStepEnd: Bool = false
  ) {
    self.originalTarget = originalTarget
    self.velocity = velocity
    self.currentOffset = currentOffset
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.contentInsets = contentInsets
    self.axes = axes
    self.targetFrames = targetFrames
    self.isResize = isResize
    self.isStepEnd = isStepEnd
  }
}
