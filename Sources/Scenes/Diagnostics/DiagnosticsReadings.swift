import ScrollCore

/// Everything the diagnostics panel shows for one frame, computed in the observe stage from
/// one probe (a zero-height view at the top of the scroll content, like the usual SwiftUI
/// GeometryReader) and from the scroll geometry.
struct DiagnosticsReadings: Hashable, Sendable {
  /// The probe in its own space: origin (0, 0).
  var local = Rect.zero
  /// The probe in the window.
  var global = Rect.zero
  /// The probe in the scroll view's named space "scroll".
  var named = Rect.zero
  /// The probe in the innermost scroll view's space.
  var scrollView = Rect.zero
  /// `BuggyOffsetPreferenceKey` folded over the content tree (frozen at 0.0).
  var buggyKey = 0.0
  /// `OffsetPreferenceKey` folded over the same tree (the probe's named minY).
  var fixedKey: Double?
  /// The no-op-reduce point key folded over the tree (the probe's named origin while it is
  /// the first child, else the default (0, 0)).
  var noOpKey = Point.zero
  /// The probe's origin in local, global, named and scrollView space, each published
  /// through the selected key (all (0, 0) under the buggy key).
  var spacesViaKey: [Point] = [.zero, .zero, .zero, .zero]
  /// The `OffsetScrollView` memo's published offset (its state this frame).
  var memoPublished = 0.0
  /// The memo's offset measured this frame (what same-frame delivery publishes).
  var memoMeasured = 0.0
  /// How far the list's container is moved down, points.
  var containerShift = 0.0
  /// Technique 1: probe + PreferenceKey, as points scrolled (from the selected key).
  var viaPreference = 0.0
  /// Technique 2: `onScrollGeometryChange` of `pointsScrolled.y`.
  var viaObserver = 0.0
  /// Technique 3: `SCScrollGeometry.pointsScrolled.y` read directly.
  var direct = 0.0
  /// True when the three techniques agree within `ProbePart.agreement` points.
  var agree = true
}
