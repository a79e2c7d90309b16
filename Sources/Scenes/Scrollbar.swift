import Drawing
import ScrollCore

/// A thin overlay scrollbar for one axis: appears while scrolling, fades out 0.5 s after the
/// content rests, widens while hovered or dragged, can be dragged, and pages when its track is
/// clicked. Pure state: the owner feeds it geometry, pointer events and time.
public struct Scrollbar: Sendable {
  /// The axis the bar controls.
  public let axis: SCAxis
  /// Thickness at rest, points.
  public static let thinWidth = 3.0
  /// Thickness while hovered or dragged, points (wide enough to grab).
  public static let wideWidth = 8.0
  /// The shortest thumb, points, overscroll included: long enough to grab over any content
  /// length.
  public static let minimumThumbLength = 32.0
  /// Seconds the bar stays fully visible after the last movement.
  public static let holdTime = 0.5
  /// Seconds the fade-out takes.
  public static let fadeTime = 0.3

  private var lastActivity = -Double.infinity
  private var lastOffset = Double.nan
  private(set) var hovered = false
  /// The pointer-to-thumb distance while the thumb is dragged.
  private(set) var dragGrab: Double?

  /// Creates a bar for `axis`.
  public init(axis: SCAxis = .vertical) { self.axis = axis }

  /// True while the thumb is being dragged.
  public var isDragging: Bool { dragGrab != nil }

  /// The track: the edge strip of `frame` (the scroll view's frame in the window).
  public func track(in frame: Rect) -> Rect {
    let hit = 12.0
    if axis == .vertical {
      return Rect(x: frame.maxX - hit, y: frame.minY + 2, width: hit, height: frame.height - 4)
    }
    return Rect(x: frame.minX + 2, y: frame.maxY - hit, width: frame.width - 4, height: hit)
  }

  /// The thumb rectangle for `geometry` in `frame`, or nil when the content fits.
  /// Overscroll shortens the thumb, like platform bars do, never below `minimumThumbLength`.
  public func thumb(for geometry: SCScrollGeometry, in frame: Rect) -> Rect? {
    let content =
      geometry.contentSize[axis] + geometry.contentInsets.start(axis)
      + geometry.contentInsets.end(axis)
    let container = geometry.containerSize[axis]
    guard content > container + 0.5, container > 0 else { return nil }
    let tr = track(in: frame)
    let trackLength = tr.length(axis)
    let shortest = min(Scrollbar.minimumThumbLength, trackLength)
    var length = max(shortest, trackLength * container / content)
    let minO = geometry.minOffset(axis)
    let maxO = geometry.maxOffset(axis)
    let o = geometry.contentOffset[axis]
    var fraction = (o - minO) / max(1, maxO - minO)
    if o < minO {
      length = max(shortest, length - (minO - o))
      fraction = 0
    } else if o > maxO {
      length = max(shortest, length - (o - maxO))
      fraction = 1
    }
    let start = tr.min(axis) + (trackLength - length) * min(1, max(0, fraction))
    let width = (hovered || isDragging) ? Scrollbar.wideWidth : Scrollbar.thinWidth
    if axis == .vertical {
      return Rect(x: frame.maxX - width - 3, y: start, width: width, height: length)
    }
    return Rect(x: start, y: frame.maxY - width - 3, width: length, height: width)
  }

  /// Notes the offset at time `t`; movement keeps the bar visible.
  public mutating func observe(_ geometry: SCScrollGeometry, at t: Double) {
    let o = geometry.contentOffset[axis]
    if o != lastOffset {
      if !lastOffset.isNaN { lastActivity = t }
      lastOffset = o
    }
    if hovered || isDragging { lastActivity = t }
  }

  /// Opacity at time `t`: 1 while active, fading to 0 after `holdTime`.
  public func opacity(at t: Double) -> Double {
    let idle = t - lastActivity - Scrollbar.holdTime
    if idle <= 0 { return 1 }
    return max(0, 1 - idle / Scrollbar.fadeTime)
  }

  /// True while the bar still changes over time (visible or fading).
  public func isAnimating(at t: Double) -> Bool { opacity(at: t) > 0 }

  /// Updates hover state from a pointer position.
  public mutating func hover(_ p: Point, in frame: Rect, at t: Double) {
    let now = track(in: frame).contains(p)
    if now != hovered {
      hovered = now
      if now { lastActivity = t }
    }
  }

  /// What a press on the bar does.
  public enum PressResult: Equatable, Sendable {
    /// The press missed the bar.
    case miss
    /// The thumb was grabbed; follow with `drag`.
    case grabbed
    /// The track was clicked: scroll by one page toward the click (sign gives direction).
    case page(Double)
  }

  /// Handles a press at `p`. Only a visible bar (or a hovered track) reacts.
  public mutating func press(
    _ p: Point, geometry: SCScrollGeometry, in frame: Rect, at t: Double
  ) -> PressResult {
    guard track(in: frame).contains(p), let th = thumb(for: geometry, in: frame) else {
      return .miss
    }
    lastActivity = t
    let along = p[axis]
    if along >= th.min(axis) && along <= th.max(axis) {
      dragGrab = along - th.min(axis)
      return .grabbed
    }
    let page = geometry.containerSize[axis] * 0.9
    return .page(along < th.min(axis) ? -page : page)
  }

  /// The content offset that puts the grabbed thumb under the pointer at `p`.
  public func dragOffset(_ p: Point, geometry: SCScrollGeometry, in frame: Rect) -> Double? {
    guard let grab = dragGrab, let th = thumb(for: geometry, in: frame) else { return nil }
    let tr = track(in: frame)
    let room = tr.length(axis) - th.length(axis)
    guard room > 0 else { return nil }
    let fraction = (p[axis] - grab - tr.min(axis)) / room
    let minO = geometry.minOffset(axis)
    let maxO = geometry.maxOffset(axis)
    return minO + min(1, max(0, fraction)) * (maxO - minO)
  }

  /// Ends a thumb drag.
  public mutating func endDrag(at t: Double) {
    dragGrab = nil
    lastActivity = t
  }

  /// Draws the bar (nothing when invisible or when the content fits).
  public func draw(
    _ geometry: SCScrollGeometry, in frame: Rect, at t: Double, theme: Theme,
    into list: inout DisplayList
  ) {
    let alpha = opacity(at: t)
    guard alpha > 0, let th = thumb(for: geometry, in: frame) else { return }
    let color = (theme.isDark ? Color.white : Color.black).opacity(
      (isDragging ? 0.55 : 0.4) * alpha)
    list.fill(th, color, radius: min(th.width, th.height) / 2)
  }
}
