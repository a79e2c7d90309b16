import Drawing
import ScrollCore

/// Scene 2, "feed": an article feed (1,000 articles, or `SceneEnvironment.itemCount`, up to
/// a million) with the article's two discrete observers: a Bool `contentOffset.y +
/// contentInsets.top > 200` beside the continuous reading, and the Top rule
/// `visibleRect.minY > 240`, which shows a "Top" pill. Each fires its action only when its
/// value flips; the HUD shows both values with their transform and action counts. Clicking
/// the pill or pressing T scrolls to the top edge with animation.
/// Beside it, one struct-valued observer, `FeedScrollState` (away from the top past 160 pt,
/// near the bottom within 500 pt of the end), fires only when either field flips; a card at
/// the bottom-left shows both fields and how often the transform ran against how often the
/// action did. I switches a 59 pt top content inset (the room a status bar and a large
/// title take on a phone): with it, the raw `contentOffset.y` reads -59 at rest while
/// `contentOffset.y + contentInsets.top` reads 0, and both are shown side by side.
///
/// Events: "button-shown" and "button-hidden" (points scrolled), "past-200" (value, points
/// scrolled), "scroll-to-top" (via click or key, from where), "feed-scroll-state" (both fields, the fields that flipped), plus the
/// scroll view's "phase" events.
final class FeedScene: Scene {
  typealias Observed = FeedObserved
  static var mainHost: MainHostPath { \.list.host }
  var base: SceneBase
  /// The keys and the (tuned) thresholds (read every frame: built when they change).
  private(set) var helpLine = ""

  /// The article list.
  var list: FeedList
  /// The Top pill.
  private(set) var button = BackToTopButton()
  private let measurer: any TextMeasurer
  private let articleCount: Int
  /// The last `FeedScrollState` delivered (all false before the first flip).
  private(set) var scrollState = FeedScrollState()
  /// The top inset I switches on, points.
  static let topInset = 59.0
  /// True while the 59 pt top inset is on.
  private(set) var insetOn = false
  /// Deliveries of the `FeedScrollState` observer so far.
  private(set) var scrollStateDeliveries = 0
  /// The state card's texts, measured, for the state and width last drawn.
  private var cardText: ScrollStateCardText?
  /// The caption under the title and the Top threshold it was made for.
  private var captionKept: (top: Double, text: String)?
  /// The Top threshold and the `FeedScrollState` distances now (tuned), points.
  private var thresholds: (top: Double, away: Double, near: Double) {
    let d = distances.value
    return (topThreshold.value, d.away, d.near)
  }
  /// The Top threshold the pill's observer reads, points.
  private let topThreshold: TunedValue<Double>
  /// The distances the `FeedScrollState` observer reads, points.
  private let distances: TunedValue<(away: Double, near: Double)>
  /// The id of the `FeedScrollState` observer.
  private var scrollStateObserver: GeometryObserverRegistry<FeedObserved>.ObserverID
  /// The id of the Top rule's observer (`visibleRect.minY > 240`).
  private var topObserver: GeometryObserverRegistry<FeedObserved>.ObserverID
  /// The id of the article's Bool observer past 200 pt.
  private var pastTwoHundredObserver: GeometryObserverRegistry<FeedObserved>.ObserverID
  /// Where the article's Bool observer flips, points scrolled (`contentOffset.y +
  /// contentInsets.top`).
  static let articleThreshold = 200.0
  /// The last value the 200 pt observer delivered (false before its first flip).
  private(set) var pastTwoHundred = false

  /// Creates the scene; `environment.itemCount` sets the number of articles.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    articleCount = max(0, environment.itemCount ?? 1000)
    let list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: false, pageHeaders: false, footer: false),
      articles: articleCount,
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: SCEdgeInsets(top: FeedDrawing.titleBlockHeight, bottom: 24))
    let tuning = environment.tuning
    topThreshold = TunedValue(tuning["feed.top-threshold"])
    distances = TunedValue((tuning["feed.away-from-top"], tuning["feed.near-bottom"]))
    topObserver = BackToTopButton.register(
      in: &list.host.controller.observers, threshold: topThreshold)
    pastTwoHundredObserver = list.host.controller.observers.onScrollGeometryChange(
      for: Bool.self, name: "past-200",
      of: { g in g.contentOffset.y + g.contentInsets.top > FeedScene.articleThreshold },
      action: { _, new, state in state.pastTwoHundred = new })
    scrollStateObserver = FeedScrollState.register(
      in: &list.host.controller.observers, distances: distances)
    self.list = list
    helpLine = makeHelpLine()
  }

  /// The help line for the thresholds now.
  private func makeHelpLine() -> String {
    let th = thresholds
    return "Top past \(shortNumber(th.top)) pt (T)  ·  FeedScrollState: away > "
      + "\(shortNumber(th.away)), near bottom < \(shortNumber(th.near))  ·  "
      + "I \(shortNumber(FeedScene.topInset)) pt inset"
  }

  /// Takes the tuned Top threshold and `FeedScrollState` distances: the observers read them
  /// from their next run (the next geometry change), so the pill and the state flip where the
  /// new numbers say, from where the content is now; the scroll position and motion go on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    topThreshold.set(tuning["feed.top-threshold"])
    distances.set((tuning["feed.away-from-top"], tuning["feed.near-bottom"]))
    helpLine = makeHelpLine()
  }

  func handle(_ event: InputEvent) -> Bool {
    button.intercept(event, list: &list, measurer: measurer, log: &base.log)
      || routeToMainHost(event)
  }

  func perform(_ action: InputAction, at t: Double) -> Bool {
    if button.perform(action, at: t, list: &list, measurer: measurer, log: &base.log) {
      return true
    }
    guard action.isLetter("i") else { return false }
    toggleInset(at: t)
    return true
  }

  /// Switches the 59 pt top inset, keeping the points scrolled (at rest at the top the raw
  /// offset goes from 0 to -59 and back).
  /// - Parameter t: the scene time.
  func toggleInset(at t: Double) {
    let scrolled = list.geometry.pointsScrolled.y
    insetOn.toggle()
    let inset = insetOn ? FeedScene.topInset : 0
    list.host.controller.setContentInsets(SCEdgeInsets(top: inset), at: t)
    list.host.controller.scroll(
      to: Point(x: list.geometry.contentOffset.x, y: scrolled - inset), animation: .none, at: t)
    base.log.emit(
      "inset", at: t,
      [("top", .number(inset)), ("rawOffset", .number(list.geometry.contentOffset.y + 0))])
  }

  /// The inset lesson's two readings: the raw `contentOffset.y` and `contentOffset.y +
  /// contentInsets.top`.
  var insetReadings: (raw: Double, adjusted: Double) {
    let g = list.geometry
    return (g.contentOffset.y + 0, g.contentOffset.y + g.contentInsets.top + 0)
  }

  func layout(at t: Double) { base.stats = list.layoutStats(at: t) }

  func prefetch(at t: Double) { list.layoutAhead() }

  func observe(at t: Double) {
    let result = list.host.controller.observe()
    base.stats.observerTransforms = result.transformsRun
    base.stats.observerDeliveries = result.deliveries
    // Only on a change: passing the list copies it (and its host).
    if let visible = list.host.controller.state.topButtonVisible {
      button.apply(visible, list: list, at: t, log: &base.log)
    }
    if let past = list.host.controller.state.pastTwoHundred {
      pastTwoHundred = past
      base.log.emit(
        "past-200", at: t,
        [("value", .bool(past)), ("scrolled", .number(list.geometry.pointsScrolled.y))])
    }
    if let (old, new) = list.host.controller.state.scrollState {
      scrollState = new
      scrollStateDeliveries += 1
      base.log.emit(
        "feed-scroll-state", at: t,
        [
          ("isAwayFromTop", .bool(new.isAwayFromTop)), ("isNearBottom", .bool(new.isNearBottom)),
          ("flipped", .string(new.flippedFields(from: old).joined(separator: ","))),
          ("scrolled", .number(list.geometry.pointsScrolled.y)),
        ])
    }
    list.host.controller.state.clear()
  }

  /// The caption under the title ("1,000 articles  ·  scroll past 240 pt for the Top
  /// button"), made again only when the Top threshold changes.
  var caption: String {
    let top = topThreshold.value
    if let kept = captionKept, kept.top == top { return kept.text }
    let text =
      "\(groupedDigits(articleCount)) articles  ·  scroll past "
      + "\(shortNumber(top)) pt for the Top button"
    captionKept = (top, text)
    return text
  }

  /// The `FeedScrollState` observer's transform runs so far (one per geometry change).
  var scrollStateTransforms: Int {
    list.host.controller.observers.statistics(of: scrollStateObserver)?.transforms ?? 0
  }

  /// Transform runs and action deliveries of the 200 pt observer and of the Top rule's.
  var discreteCounts: (past200: (Int, Int), top: (Int, Int)) {
    let observers = list.host.controller.observers
    let a = observers.statistics(of: pastTwoHundredObserver)
    let b = observers.statistics(of: topObserver)
    return ((a?.transforms ?? 0, a?.deliveries ?? 0), (b?.transforms ?? 0, b?.deliveries ?? 0))
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = self.list.host.frame
    list.fill(frame, theme.background)
    let caption = self.caption
    let titleBlock = FeedDrawing.titleBlock(in: self.list.host)
    list.clipped(to: frame) { l in
      self.list.draw(
        into: &l, theme: theme,
        content: { l in
          if let block = titleBlock {
            FeedDrawing.contentTitle(
              "Top stories", caption: caption, block: block, theme: theme, measurer: measurer,
              into: &l)
          }
        }
      ) { _, _, _ in }
      if insetOn { drawInsetBar(in: frame, theme: theme, into: &l) }
      drawScrollStateCard(in: frame, theme: theme, into: &l)
      button.draw(into: &l, area: frame, theme: theme, measurer: measurer, at: t)
      self.list.host.drawScrollbar(into: &l, theme: theme, at: t)
    }
  }

  /// The 59 pt band the inset reserves, translucent, with both offset readings.
  private func drawInsetBar(in frame: Rect, theme: Theme, into list: inout DisplayList) {
    let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: FeedScene.topInset)
    list.fill(bar, theme.card.opacity(0.92))
    list.line(
      Point(x: bar.minX, y: bar.maxY), Point(x: bar.maxX, y: bar.maxY), theme.separator, width: 1)
    let r = insetReadings
    list.text(
      "59 pt top inset  ·  contentOffset.y \(formatPoints(r.raw))  ·  + contentInsets.top = \(formatPoints(r.adjusted))",
      in: Rect(
        x: bar.minX + SceneLook.margin, y: bar.minY + 20, width: bar.width - 2 * SceneLook.margin,
        height: 20),
      font: SceneLook.footnote, color: theme.primaryText)
  }

  /// The `FeedScrollState` card at the bottom-left: opaque, so the list moves past it
  /// without drawing it again; the transform count, which changes every frame, is a text of
  /// its own, so only it is drawn and rasterized again (the line whole, shortened, when the
  /// pieces do not fit).
  private func drawScrollStateCard(in frame: Rect, theme: Theme, into list: inout DisplayList) {
    let width = min(frame.width - 2 * SceneLook.margin - 120, 470)
    guard width > 80 else { return }
    let card = Rect(
      x: frame.minX + SceneLook.margin, y: frame.maxY - SceneLook.margin - 52, width: width,
      height: 52)
    SceneLook.solidCard(card, theme: theme, into: &list)
    let inner = width - 24
    let transforms = scrollStateTransforms
    let count = ScrollStateCardText.count(transforms)
    let digits = String(transforms)
    // The count is laid out as wide as zeros of as many digits, so the line moves only when
    // a digit is added; the texts and widths are kept until their inputs change.
    let inputs = ScrollStateCardText.Inputs(
      isAwayFromTop: scrollState.isAwayFromTop, isNearBottom: scrollState.isNearBottom,
      deliveries: scrollStateDeliveries, countDigits: digits.count, width: inner)
    if cardText?.inputs != inputs { cardText = ScrollStateCardText(inputs, measurer: measurer) }
    guard let text = cardText else { return }
    list.text(
      text.heading, in: Rect(x: card.minX + 12, y: card.minY + 8, width: inner, height: 16),
      font: ScrollStateCardText.headingFont, color: theme.primaryText)
    let y = card.minY + 26
    let font = ScrollStateCardText.countFont
    guard text.fits else {
      list.text(
        measurer.truncate(
          ScrollStateCardText.before + count + text.after, font: font, width: inner),
        in: Rect(x: card.minX + 12, y: y, width: inner, height: 16), font: font,
        color: theme.secondaryText)
      return
    }
    var x = card.minX + 12
    // Each piece's frame has a little room past its advance (text is clipped to its frame).
    func piece(_ text: String, width: Double, room: Double = 0) {
      list.text(
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

  func needsFrame(at t: Double) -> Bool {
    list.host.needsFrame(at: t) || button.isAnimating(at: t)
  }

  var hud: HUDSnapshot {
    list.host.hud(extra: [
      "articles\t\(groupedDigits(articleCount))",
      "scrolled\t\(formatPoints(list.geometry.pointsScrolled.y)) pt",
      "Top button\t\(button.isShown ? "shown" : "hidden") (minY > \(PhysicsTuning.format(thresholds.top)))",
      "Top obs.\t\(discreteCounts.top.0) transforms · \(discreteCounts.top.1) actions",
      "past 200\t\(pastTwoHundred) (offset+inset > 200)",
      "200 obs.\t\(discreteCounts.past200.0) transforms · \(discreteCounts.past200.1) actions",
      "inset\t\(insetOn ? "59 pt top (I)" : "off (I)")",
      "raw offset\t\(formatPoints(insetReadings.raw)) pt (contentOffset.y)",
      "offset+inset\t\(formatPoints(insetReadings.adjusted)) pt",
      "awayFromTop\t\(scrollState.isAwayFromTop) (> \(PhysicsTuning.format(thresholds.away)) pt)",
      "nearBottom\t\(scrollState.isNearBottom) (within \(PhysicsTuning.format(thresholds.near)))",
      "state obs.\t\(scrollStateTransforms) transforms · \(scrollStateDeliveries) actions",
    ])
  }
}
