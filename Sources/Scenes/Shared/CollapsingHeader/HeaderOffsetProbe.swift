import ScrollCore

/// The seed's offset probe: a zero-height, GeometryReader-like view at the top of the
/// content that publishes its `minY` in the scroll view's named coordinate space ("scroll")
/// through the fixed `OffsetPreferenceKey`.
///
/// The preference is folded over a small content tree in layout order: the probe, then the
/// spacer and the article list, which set nothing. With the common last-writer-wins key those silent
/// siblings would overwrite the probe with 0; with the fixed key (optional value, first
/// non-nil wins) the probe's value survives. A probe only measures; the header decides.
struct HeaderOffsetProbe: Sendable {
  /// The name of the scroll view's coordinate space.
  static let coordinateSpace = "scroll"

  /// The probe in its ancestor chain: the named scroll view, inside the window's root.
  private var resolver = CoordinateSpaceResolver(
    probeFrame: .zero,
    ancestors: [
      .scrollView(origin: .zero, contentOffset: .zero, name: HeaderOffsetProbe.coordinateSpace),
      .container(origin: .zero),
    ])

  /// Creates a probe.
  init() {}

  /// The probe's `minY` in the named space for `geometry`, the scroll view being at
  /// `frame` in the window. The probe sits at content y = 0. O(1), no allocation.
  mutating func minY(geometry: SCScrollGeometry, frame: Rect) -> Double? {
    resolver.probeFrame = Rect(x: 0, y: 0, width: frame.width, height: 0)
    resolver.ancestors[0].origin = frame.origin
    resolver.ancestors[0].contentOffset = geometry.contentOffset
    return resolver.frame(in: .named(HeaderOffsetProbe.coordinateSpace))?.minY
  }

  /// The value the content tree publishes: the probe's `minY`, folded with its silent
  /// siblings (the spacer and the list) through `OffsetPreferenceKey`.
  static func published(probeMinY: Double?) -> Double? {
    OffsetPreferenceKey.fold(.group([.set(probeMinY), .empty, .group([.empty, .empty])]))
  }

  /// Points scrolled as the probe reports them: the probe's resting `minY` (the top inset)
  /// minus its current `minY`, `+ 0` so that a negated zero never prints as -0.0. Nil when
  /// nothing was published.
  mutating func offset(geometry: SCScrollGeometry, frame: Rect) -> Double? {
    guard let minY = HeaderOffsetProbe.published(probeMinY: minY(geometry: geometry, frame: frame))
    else { return nil }
    return geometry.contentInsets.top - minY + 0
  }
}
