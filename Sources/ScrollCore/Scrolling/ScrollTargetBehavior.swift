/// A place a scroll may rest: a rectangle in content coordinates whose origin becomes the
/// content offset, and an optional anchor.
public struct ScrollTarget: Hashable, Sendable {
  /// The target rectangle; its origin is the offset to rest at.
  public var rect: Rect
  /// Anchor of the rectangle to align, if any.
  public var anchor: UnitPoint?
  /// Creates a target.
  /// - Parameters:
  ///   - rect: the target rectangle in content coordinates; its origin is the offset to rest
  ///     at.
  ///   - anchor: the anchor of the rectangle to align, or nil (the default) for none.
  public init(rect: Rect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a target behavior knows when asked to adjust a target.
public struct ScrollTargetContext: Hashable, Sendable {
  /// The natural target the motion would rest at without the behavior.
  public var originalTarget: ScrollTarget
  /// Release velocity in pt/s (zero for resizes).
  public var velocity: Point
  /// The offset when the gesture ended (or at the resize).
  public var currentOffset: Point
  /// Content size.
  public var contentSize: Size
  /// Container size.
  public var containerSize: Size
  /// Content insets.
  public var contentInsets: EdgeInsets
  /// The scrolling axes.
  public var axes: Axes
  /// Frames of scroll targets near the motion, in layout order (empty without a target layout).
  public var targetFrames: [Rect]
  /// True when called because the container resized rather than because a gesture ended.
  public var isResize: Bool

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
  public init(
    originalTarget: ScrollTarget, velocity: Point, currentOffset: Point, contentSize: Size,
    containerSize: Size, contentInsets: EdgeInsets = .zero, axes: Axes,
    targetFrames: [Rect] = [], isResize: Bool = false
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
  }
}

/// Decides where a scroll rests (SwiftUI's ScrollTargetBehavior): called when a gesture ends
/// with the natural projected target, and when the container resizes.
public protocol ScrollTargetBehavior: Sendable {
  /// Rewrites `target` (its rect origin is the resting offset).
  /// - Parameters:
  ///   - target: the natural target on entry; the target to rest at on return.
  ///   - context: the release velocity, sizes, axes and the scroll targets' frames.
  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext)

  /// True when the behavior aligns to the content's scroll targets and so needs them: a
  /// release or fling given no targets then stops with a precondition failure instead of
  /// silently resting unaligned. Defaults to false.
  var requiresScrollTargets: Bool { get }
}

extension ScrollTargetBehavior {
  /// False: a behavior works from sizes alone unless it says otherwise.
  public var requiresScrollTargets: Bool { false }
}

/// Pages the size of the container: rests on multiples of the container length, at most one
/// page from where the gesture ended.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Speed (pt/s) above which the release direction chooses the next page.
  public var velocityThreshold: Double
  /// Creates a paging behavior.
  public init(velocityThreshold: Double = 50) { self.velocityThreshold = velocityThreshold }

  /// Moves the target to a page boundary.
  /// - Parameters:
  ///   - target: the natural target on entry. On return its origin along each scrolling axis
  ///     whose container length (the page) is positive is a multiple of the page less the
  ///     start inset, from the first page to the last one that starts before the content's
  ///     end (that page may reach past the end). Axes with no positive page are left alone.
  ///   - context: the release velocity along each axis picks the next page in its direction
  ///     when its magnitude is above `velocityThreshold`; otherwise the page nearest the
  ///     natural target is taken, but at most one page from `currentOffset`. For a resize
  ///     (`isResize`) the page nearest `currentOffset` is taken. `targetFrames` are not used.
  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
    for axis in context.axes.list {
      let page = context.containerSize[axis]
      guard page > 0 else { continue }
      let inset = context.contentInsets.start(axis)
      let current = (context.currentOffset[axis] + inset) / page
      let v = context.velocity[axis]
      var index: Double
      if context.isResize || abs(v) <= velocityThreshold {
        // Without a decisive velocity, the projection decides, but never beyond one page.
        let projected = (target.rect.origin[axis] + inset) / page
        index = projected.rounded()
        index = min(current.rounded(.down) + 1, max(current.rounded(.up) - 1, index))
        if context.isResize { index = current.rounded() }
      } else {
        index = v > 0 ? current.rounded(.down) + 1 : current.rounded(.up) - 1
      }
      let lastPage = max(0, ((context.contentSize[axis] - page) / page).rounded(.up))
      index = min(max(0, index), lastPage)
      target.rect.origin[axis] = index * page - inset
    }
  }
}

/// Aligns the resting offset with the leading edge of a scroll target (SwiftUI's
/// viewAligned), limiting how many targets one gesture may pass.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
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
  ///     offset is not on its edge), a negative one never a target after it.
  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
    let frames = context.targetFrames
    guard !frames.isEmpty else { return }
    for axis in context.axes.list {
      let inset = context.contentInsets.start(axis)
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
}
