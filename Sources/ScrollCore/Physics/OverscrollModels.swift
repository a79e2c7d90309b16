/// No overscroll: the offset stays within the content; `.clamp`. An offset a content change
/// left out of range follows a drag back and never gets further out.
public struct ClampOverscroll: OverscrollModel {
  /// False: content never leaves its range.
  public var allowsOverscroll: Bool { false }
  /// Moves by `delta` within the range (or, from out of range, back toward it).
  /// - Parameters:
  ///   - delta: the drag, points of offset.
  ///   - drag: the axis' offset and range, updated in place.
  public func apply(_ delta: Double, to drag: inout OverscrollDrag) {
    let o = drag.offset
    drag.offset = min(max(drag.upper, o), max(min(drag.lower, o), o + delta))
    drag.raw = drag.offset
  }
}

/// UIKit's rubber band on the total raw overscroll, constant c (0.55); `.rubberBand(c:)`.
public struct RubberBandOverscroll: OverscrollModel {
  /// The slope at zero overscroll (UIKit: 0.55).
  public let c: Double
  /// Adds `delta` to the unresisted position and shows it banded past the edges.
  /// - Parameters:
  ///   - delta: the drag, points of offset.
  ///   - drag: the axis' offset, unresisted position and range, updated in place.
  public func apply(_ delta: Double, to drag: inout OverscrollDrag) {
    drag.raw += delta
    let raw = drag.raw
    if raw < drag.lower {
      drag.offset = drag.lower - RubberBand.band(drag.lower - raw, c: c, dimension: drag.viewport)
    } else if raw > drag.upper {
      drag.offset = drag.upper + RubberBand.band(raw - drag.upper, c: c, dimension: drag.viewport)
    } else {
      drag.offset = raw
    }
  }
  /// The inverse rubber band past the edges.
  /// - Parameters:
  ///   - shown: the offset shown, points.
  ///   - lower: the smallest valid offset.
  ///   - upper: the largest valid offset.
  ///   - viewport: the viewport's length along the axis, points.
  public func rawPosition(
    showing shown: Double, lower: Double, upper: Double, viewport: Double
  ) -> Double {
    if shown < lower {
      return lower - RubberBand.inverse(lower - shown, c: c, dimension: viewport)
    } else if shown > upper {
      return upper + RubberBand.inverse(shown - upper, c: c, dimension: viewport)
    }
    return shown
  }
}

/// GTK 4: the content follows the drag one to one up to a hard `limit` past the edge (100 pt,
/// `MAX_OVERSHOOT_DISTANCE` in GNOME/gtk gtk/gtkscrolledwindow.c); the unclamped drag position
/// is kept, so moving back starts only once it is within the limit again; `.linear(limit:)`.
public struct LinearOverscroll: OverscrollModel {
  /// How far past an edge the content may go, points.
  public let limit: Double
  /// Adds `delta` to the unresisted position and shows it within `limit` of the range. An
  /// offset a content shift left beyond the limit follows the drag back and never gets
  /// further out.
  /// - Parameters:
  ///   - delta: the drag, points of offset.
  ///   - drag: the axis' offset, unresisted position and range, updated in place.
  public func apply(_ delta: Double, to drag: inout OverscrollDrag) {
    drag.raw += delta
    let o = drag.offset
    drag.offset = min(max(drag.upper + limit, o), max(min(drag.lower - limit, o), drag.raw))
  }
}

/// Flutter's per-step friction scale (1 - f)^2 (0.52; fast 0.26);
/// `.friction(scale:easesOutOneToOne:)`.
public struct FrictionOverscroll: OverscrollModel {
  /// The friction factor at zero overscroll.
  public let scale: Double
  /// True when a drag back toward the content moves one to one (Flutter's fast deceleration
  /// rate) instead of with the friction.
  public let easesOutOneToOne: Bool
  /// Moves by `delta`: one to one while in range (even past the edge, as Flutter's
  /// `BouncingScrollPhysics.applyPhysicsToUserOffset` does,
  /// flutter/flutter packages/flutter/lib/src/widgets/scroll_physics.dart), with the friction
  /// out of range.
  /// - Parameters:
  ///   - delta: the drag, points of offset.
  ///   - drag: the axis' offset and range, updated in place.
  public func apply(_ delta: Double, to drag: inout OverscrollDrag) {
    var remaining = delta
    var pos = drag.offset
    let lo = drag.lower
    let hi = drag.upper
    if pos >= lo && pos <= hi {
      pos += remaining
      remaining = 0
    }
    if remaining != 0 {
      let pastStart = max(0, lo - pos)
      let pastEnd = max(0, pos - hi)
      let over = max(pastStart, pastEnd)
      let outward =
        (pastStart > 0 && remaining < 0) || (pastEnd > 0 && remaining > 0) || over == 0
      let moved =
        !outward && easesOutOneToOne
        ? abs(remaining)
        : OverscrollFriction.applied(
          delta: remaining, overscroll: over, outward: outward, viewport: drag.viewport,
          scale: scale)
      pos += remaining < 0 ? -moved : moved
    }
    drag.offset = pos
    drag.raw = pos
  }
}

extension OverscrollModel where Self == ClampOverscroll {
  /// No overscroll: the offset is clamped to the content.
  public static var clamp: ClampOverscroll { ClampOverscroll() }
}

extension OverscrollModel where Self == RubberBandOverscroll {
  /// UIKit's rubber band.
  /// - Parameter c: the slope at zero overscroll (0.55).
  public static func rubberBand(c: Double) -> RubberBandOverscroll { RubberBandOverscroll(c: c) }
}

extension OverscrollModel where Self == LinearOverscroll {
  /// GTK 4's one-to-one overscroll up to a hard limit.
  /// - Parameter limit: how far past an edge, points (GTK: 100).
  public static func linear(limit: Double) -> LinearOverscroll { LinearOverscroll(limit: limit) }
}

extension OverscrollModel where Self == FrictionOverscroll {
  /// Flutter's overscroll friction.
  /// - Parameters:
  ///   - scale: the factor at zero overscroll (0.52; fast 0.26).
  ///   - easesOutOneToOne: true when drags back toward the content move one to one.
  public static func friction(scale: Double, easesOutOneToOne: Bool = false)
    -> FrictionOverscroll
  { FrictionOverscroll(scale: scale, easesOutOneToOne: easesOutOneToOne) }
}
