import Drawing
import ScrollCore

/// The article's `FeedScrollState` observer as a scene part: one struct-valued
/// `onScrollGeometryChange` (away from the top past the `feed.away-from-top` setting, near the
/// bottom within `feed.near-bottom` of the end) whose action runs only when a field flips.
/// It keeps the last state delivered and counts the deliveries, and draws a card at the
/// bottom-left of the list with both fields and how often the transform ran against how
/// often the action did. Events: "feed-scroll-state" (both fields, the fields that flipped,
/// the points scrolled).
final class ScrollStatePart<List: PartList>: ScenePart {
  /// The last state delivered (all false before the first flip).
  private(set) var value = FeedScrollState()
  /// Deliveries of the observer's action so far.
  private(set) var deliveries = 0
  /// The distances the observer reads, points (tuned in place).
  let distances: TunedValue<(away: Double, near: Double)>
  /// The id of the observer on the list.
  let observer: GeometryObserverRegistry<FeedObserved>.ObserverID
  private var log: SceneEventLog
  private let measurer: any TextMeasurer
  /// The card's texts, measured, for the state and width last drawn.
  private var cardText: ScrollStateCardText?
  let name = "scroll state"

  /// Registers the observer on `list`.
  /// - Parameters:
  ///   - list: the list observed.
  ///   - sceneName: stamped on the events.
  ///   - tuning: the scene settings (`feed.away-from-top`, `feed.near-bottom`).
  ///   - measurer: measures the card's texts.
  init(list: inout List, sceneName: String, tuning: SceneTuning, measurer: any TextMeasurer) {
    distances = TunedValue((tuning[FeedSettings.awayFromTop], tuning[FeedSettings.nearBottom]))
    log = SceneEventLog(scene: sceneName)
    self.measurer = measurer
    observer = FeedScrollState.register(in: &list.host.controller.observers, distances: distances)
  }

  /// Takes the tuned distances, from the observer's next run.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, list: inout List, at t: Double) {
    distances.set((tuning[FeedSettings.awayFromTop], tuning[FeedSettings.nearBottom]))
  }

  /// Keeps and logs the state the observer delivered.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    guard let (old, new) = signals.scrollState else { return }
    value = new
    deliveries += 1
    log.emit(
      "feed-scroll-state", at: t,
      [
        ("isAwayFromTop", .bool(new.isAwayFromTop)), ("isNearBottom", .bool(new.isNearBottom)),
        ("flipped", .string(new.flippedFields(from: old).joined(separator: ","))),
        ("scrolled", .number(list.geometry.pointsScrolled.y)),
      ])
  }

  /// The observer's transform runs so far (one per geometry change).
  /// - Parameter list: the scene's list.
  func transforms(in list: List) -> Int { list.observerCounts(of: observer).transforms }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// Both fields with their distances, and the observer's counts.
  /// - Parameter list: the scene's list.
  func hudLines(in list: List) -> [String] {
    let d = distances.value
    return [
      "awayFromTop\t\(value.isAwayFromTop) (> \(PhysicsTuning.format(d.away)) pt)",
      "nearBottom\t\(value.isNearBottom) (within \(PhysicsTuning.format(d.near)))",
      "state obs.\t\(transforms(in: list)) transforms · \(deliveries) actions",
    ]
  }

  /// The card at the bottom-left: opaque, so the list moves past it without drawing it
  /// again; the transform count, which changes every frame, is a text of its own, so only it
  /// is drawn and rasterized again (the line whole, shortened, when the pieces do not fit).
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - frame: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(
    into display: inout DisplayList, list: List, area frame: Rect, theme: Theme, at t: Double
  ) {
    let width = min(frame.width - 2 * SceneLook.margin - 120, 470)
    guard width > 80 else { return }
    let card = Rect(
      x: frame.minX + SceneLook.margin, y: frame.maxY - SceneLook.margin - 52, width: width,
      height: 52)
    SceneLook.solidCard(card, theme: theme, into: &display)
    let inner = width - 24
    let runs = transforms(in: list)
    let count = ScrollStateCardText.count(runs)
    let digits = String(runs)
    // The count is laid out as wide as zeros of as many digits, so the line moves only when
    // a digit is added; the texts and widths are kept until their inputs change.
    let inputs = ScrollStateCardText.Inputs(
      isAwayFromTop: value.isAwayFromTop, isNearBottom: value.isNearBottom,
      deliveries: deliveries, countDigits: digits.count, width: inner)
    if cardText?.inputs != inputs { cardText = ScrollStateCardText(inputs, measurer: measurer) }
    guard let text = cardText else { return }
    display.text(
      text.heading, in: Rect(x: card.minX + 12, y: card.minY + 8, width: inner, height: 16),
      font: ScrollStateCardText.headingFont, color: theme.primaryText)
    let y = card.minY + 26
    let font = ScrollStateCardText.countFont
    guard text.fits else {
      display.text(
        measurer.truncate(
          ScrollStateCardText.before + count + text.after, font: font, width: inner),
        in: Rect(x: card.minX + 12, y: y, width: inner, height: 16), font: font,
        color: theme.secondaryText)
      return
    }
    var x = card.minX + 12
    // Each piece's frame has a little room past its advance (text is clipped to its frame).
    func piece(_ text: String, width: Double, room: Double = 0) {
      display.text(
        text, in: Rect(x: x, y: y, width: min(width + room, card.maxX - 12 - x), height: 16),
        font: font, color: theme.secondaryText)
      x += width
    }
    // The count is drawn a digit at a time, each in a zero's width (the font's digits share
    // one advance): the texts repeat, so a frame renders no new text, and only the digits that
    // changed are drawn again.
    piece(ScrollStateCardText.before, width: text.widths.before)
    for digit in digits { piece(String(digit), width: text.digitWidth, room: 2) }
    piece("×", width: text.timesWidth)
    piece(text.after, width: text.widths.after)
  }
}
