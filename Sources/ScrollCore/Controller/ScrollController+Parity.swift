/// Entry points under the names UIKit, SwiftUI and Flutter users look for, over the
/// controller's own calls. Velocities are in points per second throughout (UIKit's
/// `scrollViewWillEndDragging` reports points per millisecond; multiply by 1000).
extension ScrollController {
  /// UIKit's `setContentOffset(_:animated:)`: scrolls to `offset` (clamped to the content),
  /// with the smooth spring when `animated`, at once otherwise.
  /// - Parameters:
  ///   - offset: the content offset, points.
  ///   - animated: animate (true) or jump (false).
  ///   - t: session time, seconds.
  public mutating func setContentOffset(_ offset: Point, animated: Bool, at t: Double) {
    scroll(to: offset, animation: animated ? .smooth : .none, at: t)
  }

  /// UIKit's `scrollRectToVisible(_:animated:)`: the minimum scroll that shows `rect`
  /// (content coordinates).
  /// - Parameters:
  ///   - rect: the rectangle to show, content coordinates.
  ///   - animated: animate (true) or jump (false).
  ///   - t: session time, seconds.
  public mutating func scrollRectToVisible(_ rect: Rect, animated: Bool, at t: Double) {
    scroll(
      to: view.offset(showing: rect, anchor: nil), animation: animated ? .smooth : .none, at: t)
  }

  /// Flutter's `SCScrollPosition.goBallistic(velocity)`: starts momentum from the current
  /// offset at `velocity` (pt/s along each scrolling axis), as a release at that speed
  /// would, snapping through the target behavior. A held gesture is ended first.
  /// - Parameters:
  ///   - velocity: the launch velocity, pt/s (positive toward the end).
  ///   - t: session time, seconds.
  public mutating func fling(velocity: Point, at t: Double) {
    view.fling(velocity: velocity, targets: targets, at: t)
    reanchor()
  }

  /// SwiftUI's `SCScrollPosition` binding, read and written: reading gives the view's position
  /// (the configured id, edge or point, or the top-most target after the user scrolled);
  /// assigning scrolls there with the smooth animation at the controller's last time. Use
  /// `scrollTo(position:animation:at:)` to choose the animation and time.
  public var position: SCScrollPosition {
    get { view.position }
    set { scrollTo(position: newValue, animation: .smooth, at: view.time) }
  }

  /// Scrolls to what `position` names: its id (with its anchor), edge or point. An automatic
  /// position, or an id not in the list, changes nothing.
  /// - Parameters:
  ///   - position: where to go.
  ///   - animation: how to get there.
  ///   - t: session time, seconds.
  public mutating func scrollTo(
    position: SCScrollPosition, animation: ScrollAnimation = .smooth, at t: Double
  ) {
    switch position.kind {
    case .automatic: return
    case .view(let id, let anchor):
      defer { reanchor() }
      _ = view.scrollTo(id: id, anchor: anchor, in: targets, animation: animation, at: t)
    case .edge(let edge): scrollTo(edge: edge, animation: animation, at: t)
    case .point(let p):
      view.scrollTo(point: p, animation: animation, at: t)
      reanchor()
    }
  }
}

extension SCScrollTargetBehavior where Self == SCPagingScrollTargetBehavior {
  /// SwiftUI's `.paging`: rests on multiples of the container length, one page per gesture.
  public static var paging: SCPagingScrollTargetBehavior { SCPagingScrollTargetBehavior() }
}

extension SCScrollTargetBehavior where Self == SCViewAlignedScrollTargetBehavior {
  /// SwiftUI's `.viewAligned`: rests with a scroll target's leading edge at the viewport's.
  public static var viewAligned: SCViewAlignedScrollTargetBehavior {
    SCViewAlignedScrollTargetBehavior()
  }

  /// SwiftUI's `.viewAligned(limitBehavior:)`.
  /// - Parameter limitBehavior: how many targets one gesture may pass.
  public static func viewAligned(
    limitBehavior: SCViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> SCViewAlignedScrollTargetBehavior {
    SCViewAlignedScrollTargetBehavior(limit: limitBehavior)
  }
}
