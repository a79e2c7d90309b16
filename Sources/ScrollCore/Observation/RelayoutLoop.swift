/// Runs layout + observation passes within one frame until no action changes layout, at most
/// `maxPasses` times, and reports whether it converged and which values flipped.
///
/// The body lays out, computes the geometry and evaluates the observers (with the same frame
/// number every pass), returning the registry's pass result. Non-convergence is reported, not
/// hidden: `converged` is false and the flip reports name the observers involved.
public struct RelayoutLoop: Hashable, Sendable {
  /// The most passes per frame (at least 1).
  public var maxPasses: Int

  /// Creates a loop bounded to `maxPasses` (default 4).
  public init(maxPasses: Int = 4) { self.maxPasses = Swift.max(1, maxPasses) }

  /// Runs the passes. `body` receives the pass index (0 first).
  public func run(_ body: (_ pass: Int) -> ObservationPassResult) -> RelayoutOutcome {
    var outcome = RelayoutOutcome(passes: 0, converged: false, deliveries: 0, feedbackLoops: [])
    while outcome.passes < maxPasses {
      let result = body(outcome.passes)
      outcome.passes += 1
      outcome.deliveries += result.deliveries
      outcome.feedbackLoops.append(contentsOf: result.feedbackLoops)
      if !result.layoutChanged {
        outcome.converged = true
        break
      }
    }
    return outcome
  }
}

/// The result of one frame's bounded re-layout.
public struct RelayoutOutcome: Hashable, Sendable {
  /// Passes run (1 when nothing changed layout).
  public var passes: Int
  /// False when the last allowed pass still changed layout: a feedback loop.
  public var converged: Bool
  /// Actions run across all passes.
  public var deliveries: Int
  /// Flip reports raised across all passes.
  public var feedbackLoops: [FeedbackLoopReport]

  /// Creates an outcome.
  /// - Parameters:
  ///   - passes: passes run.
  ///   - converged: false when the last allowed pass still changed layout.
  ///   - deliveries: actions run across all passes.
  ///   - feedbackLoops: flip reports raised across all passes.
  public init(passes: Int, converged: Bool, deliveries: Int, feedbackLoops: [FeedbackLoopReport]) {
    self.passes = passes
    self.converged = converged
    self.deliveries = deliveries
    self.feedbackLoops = feedbackLoops
  }
}
