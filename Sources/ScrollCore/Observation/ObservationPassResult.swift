/// What one evaluation of a `GeometryObserverRegistry` did.
public struct ObservationPassResult: Hashable, Sendable {
  /// The frame number evaluated.
  public var frame: UInt64
  /// 0 for the first evaluation of the frame, 1, 2, ... for re-layout passes.
  public var pass: Int
  /// True when the geometry differed from the previous evaluation.
  public var geometryChanged: Bool
  /// Transforms run in this pass.
  public var transformsRun: Int
  /// Actions run in this pass.
  public var deliveries: Int
  /// True when an observer registered with `affectsLayout` delivered: lay out again and
  /// evaluate again in this frame (bounded, see `RelayoutLoop`).
  public var layoutChanged: Bool
  /// Flip reports raised in this pass (empty, and unallocated, in the normal case).
  public var feedbackLoops: [FeedbackLoopReport]

  /// Creates a pass result.
  /// - Parameters:
  ///   - frame: the frame number evaluated.
  ///   - pass: 0 for the frame's first evaluation, 1, 2, ... for re-layout passes.
  ///   - geometryChanged: whether the geometry differed from the previous evaluation.
  ///   - transformsRun: transforms run in this pass (default 0).
  ///   - deliveries: actions run in this pass (default 0).
  ///   - layoutChanged: whether an observer registered with `affectsLayout` delivered, asking for
  ///     another layout and evaluation in this frame (default false).
  ///   - feedbackLoops: flip reports raised in this pass (default none).
  public init(
    frame: UInt64, pass: Int, geometryChanged: Bool, transformsRun: Int = 0, deliveries: Int = 0,
    layoutChanged: Bool = false, feedbackLoops: [FeedbackLoopReport] = []
  ) {
    self.frame = frame
    self.pass = pass
    self.geometryChanged = geometryChanged
    self.transformsRun = transformsRun
    self.deliveries = deliveries
    self.layoutChanged = layoutChanged
    self.feedbackLoops = feedbackLoops
  }
}
