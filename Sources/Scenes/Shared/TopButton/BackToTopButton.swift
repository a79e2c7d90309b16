import Drawing
import ScrollCore

/// The "Top" pill: shown while `visibleRect.minY > 240` (the article's rule: a Bool
/// `onScrollGeometryChange` observer, so it changes once per crossing, not once per frame;
/// with a top inset the visible rect's top is the raw offset, so the rule fires that much
/// later than the points scrolled say),
/// fading and sliding in and out over 0.25 s with an ease-out on the scene clock. It floats
/// at the bottom-right of the scene and takes presses that land on it.
struct BackToTopButton: Sendable {
  /// Points scrolled past which the button shows (strictly greater), by default (the
  /// `feed.top-threshold` setting).
  static let threshold = 240.0
  /// Seconds of the fade and slide.
  static let transitionDuration = 0.25
  /// Points the button slides while it fades.
  static let slideDistance = 16.0
  /// The label.
  static let label = "↑  Top"
  /// Button height, points.
  static let height = 36.0
  /// Distance from the scene's bottom and right edges, points.
  static let inset = 20.0

  /// True while the observer says the button should show (its target state).
  private(set) var isShown = false
  /// The fade and slide: 0 hidden, 1 shown.
  private(set) var presentation = OverlayTransition(value: 0, duration: transitionDuration)
  /// The press held on the button, if any.
  private(set) var press = OverlayPress()

  /// Creates a hidden button.
  init() {}

  /// The Bool transform of the observer, as the article writes it: `visibleRect.minY >
  /// threshold`.
  /// - Parameters:
  ///   - geometry: the scroll view's geometry this frame.
  ///   - threshold: the visible rect's top past which the button shows, points.
  @Sendable static func isPastThreshold(_ geometry: SCScrollGeometry, threshold: Double) -> Bool {
    geometry.visibleRect.minY > threshold
  }

  /// Registers the button's Bool observer; its deliveries land in `FeedObserved.topButtonVisible`.
  /// - Parameters:
  ///   - registry: the feed's observers.
  ///   - threshold: points scrolled past which the button shows, read on every run (a tuned
  ///     value counts from the observer's next run).
  /// - Returns: the observer's id (for its transform and action counts).
  @discardableResult
  static func register(
    in registry: inout GeometryObserverRegistry<FeedObserved>,
    threshold: TunedValue<Double> = TunedValue(threshold)
  ) -> GeometryObserverRegistry<FeedObserved>.ObserverID {
    let transform: @Sendable (SCScrollGeometry) -> Bool = {
      isPastThreshold($0, threshold: threshold.value)
    }
    return registry.onScrollGeometryChange(for: Bool.self, name: "top-button", of: transform) {
      _, new, signals in
      signals.topButtonVisible = new
    }
  }

  /// Shows or hides the button from time `t` (animated).
  mutating func setShown(_ shown: Bool, at t: Double) {
    isShown = shown
    presentation.animate(to: shown ? 1 : 0, at: t)
  }

  /// The button's resting frame in `area` (the scene frame), bottom-right.
  static func frame(in area: Rect, measurer: any TextMeasurer) -> Rect {
    let width = measurer.size(of: label, font: Font(size: 15, weight: .semibold)).width + 36
    return Rect(
      x: area.maxX - inset - width, y: area.maxY - inset - height, width: width, height: height)
  }

  /// Routes a press: only a shown button takes presses. Returns `.activated` when a press
  /// lifted on it.
  mutating func handle(_ event: InputEvent, area: Rect, measurer: any TextMeasurer)
    -> OverlayPress.Outcome
  {
    let frame = isShown ? BackToTopButton.frame(in: area, measurer: measurer) : nil
    return press.handle(event, frame: frame)
  }

  /// True when `p` (window points) hits the shown button.
  func contains(_ p: Point, area: Rect, measurer: any TextMeasurer) -> Bool {
    isShown && BackToTopButton.frame(in: area, measurer: measurer).contains(p)
  }

  /// True while the fade or slide runs after time `t`.
  func isAnimating(at t: Double) -> Bool { presentation.isAnimating(at: t) }

  /// Draws the button at its presentation for time `t`: faded and slid down by the part of
  /// the transition still to run; nothing when fully hidden.
  func draw(
    into list: inout DisplayList, area: Rect, theme: Theme, measurer: any TextMeasurer,
    at t: Double
  ) {
    let v = presentation.value(at: t)
    guard v > 0.001 else { return }
    let frame = BackToTopButton.frame(in: area, measurer: measurer)
      .offsetBy(Point(x: 0, y: (1 - v) * BackToTopButton.slideDistance))
    list.withOpacity(v) { l in
      FeedDrawing.pill(
        BackToTopButton.label, in: frame, theme: theme, highlighted: press.isHighlighted, into: &l)
    }
  }
}
