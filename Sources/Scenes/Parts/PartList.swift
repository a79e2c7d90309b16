import Drawing
import ScrollCore

/// The list a scene's parts take part beside: a `ScrollHost` whose observers write
/// `FeedObserved`, laid out and drawn row by row, with an optional spacer row at the top
/// (the collapsing header's room). `FeedList` (article feeds) and `LabelList` (one-line rows)
/// are lists; a part written against `PartList` works over either.
protocol PartList {
  /// What a row is to the parts that draw or fade rows (`FeedRow` for both lists).
  associatedtype Row
  /// The scroll view, its input, its stack, its observers and its scrollbar.
  var host: ScrollHost<FeedObserved> { get set }
  /// Places the list in the window (the scene's frame less its parts' bands). Defaults to
  /// the host's frame.
  /// - Parameters:
  ///   - frame: the list's frame, window points.
  ///   - t: the session time, seconds.
  mutating func setFrame(_ frame: Rect, at t: Double)
  /// Physics stage, before the parts advance. Defaults to the host's.
  /// - Parameter t: the session time, seconds.
  mutating func advance(to t: Double)
  /// Returns and clears the list's events. Defaults to the host's (its phase events).
  mutating func takeEvents() -> [SceneEvent]
  /// Layout stage: lays out the visible rows, measuring new ones.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass
  /// Idle work after present for the rows about to be laid out (the prefetch stage).
  mutating func prefetchRows()
  /// Changes the spacer row's height; returns true when the layout changed (false without a
  /// spacer, for a height that is not finite and non-negative, or one unchanged).
  /// - Parameters:
  ///   - height: the new height, points.
  ///   - t: the session time, seconds.
  @discardableResult
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool
  /// Draws the laid-out rows as the host's scroll layer.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity (1: opaque).
  ///   - content: draws what scrolls with the rows, under them, at `host.layerRect` positions.
  ///   - drawRow: draws a row the list does not draw itself (row, rectangle in the layer).
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Row) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Row, Rect, inout DisplayList) -> Void)
}

extension PartList {
  /// The scroll view's geometry this frame.
  var geometry: SCScrollGeometry { host.view.geometry }

  /// Places the host.
  /// - Parameters:
  ///   - frame: the list's frame, window points.
  ///   - t: the session time, seconds.
  mutating func setFrame(_ frame: Rect, at t: Double) { host.setFrame(frame, at: t) }

  /// Advances the host.
  /// - Parameter t: the session time, seconds.
  mutating func advance(to t: Double) { host.advance(to: t) }

  /// The host's events.
  mutating func takeEvents() -> [SceneEvent] { host.takeEvents() }

  /// Runs `change` and measures how far it moved the anchor row (the first visible one) on
  /// screen: a content change above the view that keeps the rows still reports 0.
  /// - Parameter change: the content change.
  /// - Returns: the anchor row's id before the change (nil without one) and its move, points.
  mutating func measuringJump(_ change: (inout Self) -> Void) -> (anchor: Int?, jump: Double) {
    let anchor = host.stack.anchor
    let before = anchor.map { host.stack.offset(ofIndex: $0.index) - host.view.offset.y }
    change(&self)
    var jump = 0.0
    if let a = anchor, let b = before, let i = host.stack.index(ofID: a.id) {
      jump = host.stack.offset(ofIndex: i) - host.view.offset.y - b
    }
    return (anchor?.id, jump)
  }

  /// The transform runs and action deliveries of the list's geometry observer `id` so far
  /// (zeros for an id the list does not know).
  /// - Parameter id: the observer's id, as its registration returned it.
  func observerCounts(
    of id: GeometryObserverRegistry<FeedObserved>.ObserverID
  ) -> (transforms: Int, actions: Int) {
    let s = host.observerCounts(of: id)
    return (s?.transforms ?? 0, s?.deliveries ?? 0)
  }

  /// Scrolls to the top edge with the smooth animation and returns the "scroll-to-top" event
  /// (`via` click or key, `from` the points scrolled) for `scene`.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on the event.
  ///   - source: what asked ("click", "key").
  ///   - t: the session time, seconds.
  mutating func scrollToTop(scene: String, via source: String, at t: Double) -> SceneEvent {
    let from = geometry.pointsScrolled.y
    host.controller.scrollTo(edge: .top, animation: SceneLook.programmaticScroll, at: t)
    return SceneEvent(
      time: t, scene: scene, name: "scroll-to-top",
      fields: [("via", .string(source)), ("from", .number(from))])
  }
}

extension FeedList: PartList {
  /// Wraps the cards of the article rows just past the laid-out ones (`layoutAhead`).
  mutating func prefetchRows() { layoutAhead() }

  /// `draw(into:theme:opacity:content:drawRow:)`.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each row's opacity (1: opaque).
  ///   - content: draws what scrolls with the rows, under them.
  ///   - drawRow: draws the rows that are not articles.
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (FeedRow) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (FeedRow, Rect, inout DisplayList) -> Void
  ) {
    draw(into: &list, theme: theme, opacity: opacity, content: content, drawRow: drawRow)
  }
}
