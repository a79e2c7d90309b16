/// Pages the size of the container: rests on multiples of the container length, at most one
/// page from where the gesture ended.
public struct SCPagingScrollTargetBehavior: SCScrollTargetBehavior {
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
  ///     (`isResize`) the page nearest `currentOffset` is taken. When steps came to rest
  ///     (`isStepEnd`), the page the offset is on (within 0.5 pt) is kept, else the next
  ///     page in the direction of `velocity`'s sign (the nearest when it is zero), as CSS
  ///     scroll snapping's "end and direction" rule does (chromium
  ///     cc/input/snap_selection_strategy.h, `EndAndDirectionStrategy`). `targetFrames` are
  ///     not used.
  public func updateTarget(_ target: inout SCScrollTarget, context: ScrollTargetContext) {
    for axis in context.axes.list {
      let page = context.containerSize[axis]
      guard page > 0 else { continue }
      let inset = context.contentInsets.start(axis)
      let current = (context.currentOffset[axis] + inset) / page
      let v = context.velocity[axis]
      var index: Double
      if context.isStepEnd {
        let nearest = current.rounded()
        if abs(nearest - current) * page < ScrollTolerance.targetAlignment {
          index = nearest
        } else {
          index = v > 0 ? current.rounded(.up) : v < 0 ? current.rounded(.down) : nearest
        }
      } else if context.isResize || abs(v) <= velocityThreshold {
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
