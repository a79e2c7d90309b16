/// Aligns the resting offset with the leading edge of a scroll target (SwiftUI's
/// viewAligned), limiting how many targets one gesture may pass.
public struct SCViewAlignedScrollTargetBehavior: SCScrollTargetBehavior {
  /// How far one gesture may go.
  public enum LimitBehavior: String, Hashable, Sendable, CaseIterable {
    /// At most one target per gesture.
    case alwaysByOne
    /// At most as many targets as fit in the container.
    case alwaysByFew
    /// No limit: the nearest target to the projected end.
    case never
  }

  /// The limit.
  public var limit: LimitBehavior
  /// Creates a view-aligned behavior.
  public init(limit: LimitBehavior = .never) { self.limit = limit }

  /// True: view-aligned snapping aligns to the content's scroll targets.
  public var requiresScrollTargets: Bool { true }

  /// Moves the target to the leading edge of the best scroll target.
  /// - Parameters:
  ///   - target: the natural target on entry. On return its origin along each scrolling axis
  ///     is the leading edge of the chosen target frame less the start inset, never past the
  ///     largest valid offset; unchanged when `context` has no target frames.
  ///   - context: `targetFrames` are the candidates; the one whose leading edge is nearest the
  ///     natural target is chosen. Unless `limit` is `never`, the choice stays within one
  ///     target (`alwaysByOne`) or as many as fit in the container length at their mean
  ///     length, at least one (`alwaysByFew`), of the target at `currentOffset`; a positive
  ///     release velocity never chooses a target before that one (nor that one when the
  ///     offset is not on its edge), a negative one never a target after it. When steps came
  ///     to rest (`isStepEnd`), the offset stays on the edge it is on (within 0.5 pt) and
  ///     otherwise goes to the next edge in the direction of `velocity`'s sign (the nearest
  ///     edge when it is zero), whatever the `limit`: a wheel burst or a Page key ends on the
  ///     target after where it rested, as CSS scroll snapping's "end and direction" rule
  ///     does (chromium cc/input/snap_selection_strategy.h, `EndAndDirectionStrategy`).
  public func updateTarget(_ target: inout SCScrollTarget, context: ScrollTargetContext) {
    let frames = context.targetFrames
    guard !frames.isEmpty else { return }
    for axis in context.axes.list {
      let inset = context.contentInsets.start(axis)
      if context.isStepEnd {
        target.rect.origin[axis] = stepEdge(frames: frames, axis: axis, context: context) - inset
        continue
      }
      let projected = target.rect.origin[axis] + inset
      let current = context.currentOffset[axis] + inset
      // Index of the target nearest the projected end.
      var best = 0
      var bestDistance = Double.infinity
      for (i, f) in frames.enumerated() {
        let d = abs(f.min(axis) - projected)
        if d < bestDistance {
          bestDistance = d
          best = i
        }
      }
      if limit != .never {
        // The target the gesture started on: the last one whose edge is at or before current.
        var start = 0
        for (i, f) in frames.enumerated()
        where f.min(axis) <= current + ScrollTolerance.targetAlignment {
          start = i
        }
        let startAligned =
          abs(frames[start].min(axis) - current) < ScrollTolerance.targetAlignment
        var reach = 1
        if limit == .alwaysByFew {
          let typical = frames.map { $0.length(axis) }.reduce(0, +) / Double(frames.count)
          reach = max(1, Int((context.containerSize[axis] / max(1, typical)).rounded(.down)))
        }
        let v = context.velocity[axis]
        var lower = start - reach
        var upper = start + reach
        if !startAligned {
          // Between two targets: one step forward reaches the next one.
          upper = start + reach
          lower = start - reach + 1
        }
        if v > 0 { lower = max(lower, startAligned ? start : start + 1) }
        if v < 0 { upper = min(upper, start) }
        best = min(max(best, max(0, lower)), min(frames.count - 1, upper))
      }
      let maxOffset = max(
        -inset,
        context.contentSize[axis] + context.contentInsets.end(axis)
          - context.containerSize[axis])
      target.rect.origin[axis] = min(maxOffset, frames[best].min(axis) - inset)
    }
  }

  /// The edge (in content coordinates, before the start inset) that steps resting at
  /// `context.currentOffset` finish on: the edge within 0.5 pt, else the next one in the
  /// direction of the velocity's sign, else the nearest; never past the largest offset.
  func stepEdge(frames: [Rect], axis: SCAxis, context: ScrollTargetContext) -> Double {
    let inset = context.contentInsets.start(axis)
    let current = context.currentOffset[axis] + inset
    let end =
      context.contentSize[axis] + context.contentInsets.end(axis) - context.containerSize[axis]
      + inset
    var before: Double?
    var after: Double?
    for f in frames {
      let edge = f.min(axis)
      if abs(edge - current) < ScrollTolerance.targetAlignment { return min(end, edge) }
      if edge < current { before = edge } else if after == nil { after = edge }
    }
    let v = context.velocity[axis]
    let edge: Double
    switch (before, after) {
    case (let b?, let a?):
      edge = v > 0 ? a : v < 0 ? b : (current - b <= a - current ? b : a)
    case (let b?, nil): edge = v > 0 ? max(current, end) : b
    case (nil, let a?): edge = a
    case (nil, nil): edge = current
    }
    return max(0, min(max(end, 0), edge))
  }
}
