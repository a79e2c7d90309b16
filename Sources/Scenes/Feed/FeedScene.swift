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
/// Made of parts: the list and, in this order, `InsetPart` (I), `ContentTitlePart`,
/// `TopButtonPart`, `ObserverPart` (the past-200 rule, the part a scene file's
/// `[[observer]]` makes) and `ScrollStatePart` (a file's `[scroll-state]`); `PartsScene` routes every
/// stage through them. The order keeps the events of one frame in the order they happen (the
/// inset switched by a key before the observers it moves) and the overlays in drawing order
/// (the inset band, the pill, the card).
///
/// Events: "button-shown" and "button-hidden" (points scrolled), "observer" (observer
/// "past-200", value, raw offset), "scroll-to-top" (via click or key, from where),
/// "feed-scroll-state" (both fields, the fields that flipped), "inset", plus the scroll view's
/// "phase" events.
final class FeedScene: PartsScene {
  /// The top inset I switches on, points.
  static let topInset = 59.0

  var base: SceneBase
  /// The keys and the (tuned) thresholds (read every frame: built when they change).
  private(set) var helpLine = ""

  /// The article list.
  var list: FeedList
  /// I and the inset's band.
  let inset: InsetPart<FeedList>
  /// "Top stories" and the caption with the Top threshold.
  let title: ContentTitlePart<FeedList>
  /// The Top pill.
  let button: TopButtonPart<FeedList>
  /// The article's Bool observer past 200 pt (`contentOffset.y + contentInsets.top > 200`),
  /// the scene file's observer part with one observer, "past-200".
  let pastTwoHundred: ObserverPart<FeedList>
  /// The `FeedScrollState` observer and its card.
  let scrollState: ScrollStatePart<FeedList>
  let parts: [any ScenePart<FeedList>]
  private let articleCount: Int

  /// Creates the scene; `environment.itemCount` sets the number of articles.
  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    let measurer = environment.measurer
    let tuning = environment.tuning
    articleCount = max(0, environment.itemCount ?? 1000)
    list = FeedList(
      scene: entry.name, rows: PagedRowMap(spacer: false, pageHeaders: false, footer: false),
      articles: articleCount,
      cards: ArticleCard(content: SampleContent(seed: environment.seed), measurer: measurer),
      physics: environment.physics, input: tuning.input,
      padding: SCEdgeInsets(top: FeedDrawing.titleBlockHeight, bottom: 24))
    // The observers run in this order: the Top rule, past 200, FeedScrollState.
    button = TopButtonPart(
      list: &list, sceneName: entry.name, tuning: tuning, measurer: measurer, detailedHUD: true)
    pastTwoHundred = ObserverPart(
      list: &list, sceneName: entry.name, observers: [FeedScene.pastTwoHundredRule])
    scrollState = ScrollStatePart(
      list: &list, sceneName: entry.name, tuning: tuning, measurer: measurer)
    inset = InsetPart(height: FeedScene.topInset, sceneName: entry.name)
    title = ContentTitlePart(title: "Top stories", caption: "", measurer: measurer)
    parts = [inset, title, button, pastTwoHundred, scrollState]
    retitle()
  }

  /// Makes the help line and the caption for the (tuned) thresholds.
  private func retitle() {
    let top = button.threshold.value
    let d = scrollState.distances.value
    helpLine =
      "Top past \(shortNumber(top)) pt (T)  ·  FeedScrollState: away > "
      + "\(shortNumber(d.away)), near bottom < \(shortNumber(d.near))  ·  "
      + "I \(shortNumber(FeedScene.topInset)) pt inset"
    title.caption =
      "\(groupedDigits(articleCount)) articles  ·  scroll past "
      + "\(shortNumber(top)) pt for the Top button"
  }

  /// Takes the tuned Top threshold and `FeedScrollState` distances: the observers read them
  /// from their next run (the next geometry change), so the pill and the state flip where the
  /// new numbers say, from where the content is now; the scroll position and motion go on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    tuneParts(tuning, at: t)
    retitle()
  }

  /// The articles and the points scrolled, then the parts' lines: the two discrete
  /// observers, the inset lesson, the `FeedScrollState`.
  var hudLines: [String] {
    let counts = list.observerCounts(of: pastTwoHundred.observerIDs[0])
    let past: [String] = [
      "past 200\t\(pastTwoHundredValue) (offset+inset > 200)",
      "200 obs.\t\(counts.transforms) transforms · \(counts.actions) actions",
    ]
    return [
      "articles\t\(groupedDigits(articleCount))",
      "scrolled\t\(formatPoints(list.geometry.pointsScrolled.y)) pt",
    ] + button.hudLines(in: list) + past + inset.hudLines(in: list)
      + scrollState.hudLines(in: list)
  }

  /// The past-200 rule's last delivered value (false before its first flip).
  var pastTwoHundredValue: Bool { pastTwoHundred.values[0] }

  /// The article's rule past 200 pt, `contentOffset.y + contentInsets.top > 200`, as a scene
  /// file writes it.
  static let pastTwoHundredRule = SceneFile.Observer(
    name: "past-200", when: ObserverCondition("scrolled > 200")!)
}
