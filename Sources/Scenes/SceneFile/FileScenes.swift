import Drawing
import ScrollCore

/// Builds the scene a `SceneFile` describes, out of the shared parts and this folder's.
public enum FileScenes {
  /// The catalog entry of `file`'s scene: its name, a tab titled with the name, a summary.
  /// - Parameters:
  ///   - file: the scene file, read.
  ///   - path: where it was read from, for the summary.
  public static func entry(for file: SceneFile, path: String) -> SceneCatalog.Entry {
    SceneCatalog.Entry(
      name: file.name, title: file.name, summary: "A scene described in \(path)",
      settings: settings(of: file)
    ) { make(file, environment: $0, entry: $1) }
  }

  /// The tunable settings `file`'s scene reads: its header's and its Top button's (the file's
  /// numbers are their defaults in the scene's tuning; `--set` and the inspector still retune
  /// them), then the input settings every scene reads.
  /// - Parameter file: the scene file, read.
  static func settings(of file: SceneFile) -> [NumberSetting] {
    (file.header == nil ? [] : HeaderSettings.all)
      + (file.topButton == nil ? [] : TopButtonSettings.all)
  }

  /// Builds the scene of `entry` (an entry made by `entry(for:path:)`).
  /// - Parameters:
  ///   - entry: the file scene's entry.
  ///   - environment: the host's measurer, physics and input numbers.
  public static func build(_ entry: SceneCatalog.Entry, _ environment: SceneEnvironment)
    -> any Scene
  {
    entry.make(environment, entry)
  }

  /// The scene `file` describes.
  /// - Parameters:
  ///   - file: the scene file.
  ///   - environment: the host's measurer, physics and input numbers.
  ///   - entry: the scene's catalog entry.
  static func make(
    _ file: SceneFile, environment: SceneEnvironment, entry: SceneCatalog.Entry
  ) -> any Scene {
    switch file.list.content {
    case .articles: return articles(file, environment: environment, entry: entry)
    case .messages: return messages(file, environment: environment, entry: entry)
    case .rows: return rows(file, environment: environment, entry: entry)
    }
  }

  /// Articles: the feeds' `FeedList`, with the header, the Top pill and the pagination.
  private static func articles(
    _ file: SceneFile, environment: SceneEnvironment, entry: SceneCatalog.Entry
  ) -> any Scene {
    let spec = file.list
    let measurer = environment.measurer
    let headerPart = file.header.map { h in
      HeaderPart<FeedList>(
        sceneName: entry.name, title: h.title, subtitle: h.subtitle, tuning: headerTuning(h),
        measurer: measurer)
    }
    var list = FeedList(
      scene: entry.name,
      rows: PagedRowMap(
        spacer: headerPart != nil, pageHeaders: file.pagination?.pageHeaders ?? false,
        footer: file.pagination != nil),
      articles: file.pagination == nil ? (spec.rows ?? 0) : nil,
      spacerHeight: headerPart?.initialSpacerHeight ?? 0,
      cards: ArticleCard(content: SampleContent(seed: spec.seed), measurer: measurer),
      physics: environment.physics, input: environment.tuning.input,
      padding: SCEdgeInsets(top: topPadding(spec), bottom: spec.paddingBottom ?? 16))
    var parts: [any ScenePart<FeedList>] = headerPart.map { [$0] } ?? []
    var keys: [String] = []
    if let threshold = file.topButton {
      parts.append(
        TopButtonPart(
          list: &list, sceneName: entry.name, tuning: topTuning(threshold), measurer: measurer))
    }
    if let p = file.pagination {
      let part = PaginationPart(
        list: &list, sceneName: entry.name,
        configuration: configuration(p, seed: spec.seed), measurer: measurer)
      part.sentinelRule = p.sentinel
      parts.append(part)
      keys += ["R retry", "G guard"]
    }
    parts += common(file, list: &list, entry: entry, measurer: measurer, rowID: articleID)
    return FileScene(
      entry: entry, file: file, list: list, parts: parts, helpLine: helpLine(file, keys))
  }

  /// Messages: the chat's `ChatList` (bubbles measured from the seed's conversation, the
  /// history in memory bounded as in the chat scene) with the chat scene's parts, built as
  /// `ChatScene` builds them: the time caption, `HistoryPart`, `FollowBottomPart` and
  /// `TimedArrivalsPart` (none for `arrivals = 0`), with the file's numbers.
  private static func messages(
    _ file: SceneFile, environment: SceneEnvironment, entry: SceneCatalog.Entry
  ) -> any Scene {
    let chat = file.chat ?? SceneFile.Chat()
    let measurer = environment.measurer
    var seeded = environment
    seeded.seed = file.list.seed
    var list = ChatList(
      scene: entry.name, count: file.list.rows ?? 0, limit: ChatScene.historyLimit,
      batch: ChatScene.trimBatch, topRow: ChatScene.loadingRowHeight, environment: seeded)
    let history = HistoryPart(
      list: &list, pages: chat.historyPages, pageSize: ChatScene.pageSize,
      latency: chat.historyLatency, rowHeight: ChatScene.loadingRowHeight, measurer: measurer)
    let follow = FollowBottomPart(list: &list, measurer: measurer)
    let caption = ChatCaptionPart(
      band: ChatScene.captionBand, topRow: ChatScene.loadingRowHeight, measurer: measurer)
    var parts: [any ScenePart<ChatList>] = [caption, history, follow]
    let gaps = chat.arrivals.range
    if gaps.upperBound > 0 {
      parts.append(
        TimedArrivalsPart(
          gaps: gaps, seed: file.list.seed ^ ChatScene.arrivalsSalt, follow: follow))
    }
    if let threshold = file.topButton {
      parts.append(
        TopButtonPart(
          list: &list, sceneName: entry.name, tuning: topTuning(threshold), measurer: measurer))
    }
    parts += common(file, list: &list, entry: entry, measurer: measurer) { $0 }
    return FileScene(
      entry: entry, file: file, list: list, parts: parts,
      helpLine: helpLine(file, ["L or the Latest pill: the newest"]))
  }

  /// Rows: `FileRowsList`, with the header and the Top pill.
  private static func rows(
    _ file: SceneFile, environment: SceneEnvironment, entry: SceneCatalog.Entry
  ) -> any Scene {
    let measurer = environment.measurer
    let headerPart = file.header.map { h in
      HeaderPart<FileRowsList>(
        sceneName: entry.name, title: h.title, subtitle: h.subtitle, tuning: headerTuning(h),
        measurer: measurer)
    }
    var list = FileRowsList(
      scene: entry.name, spec: file.list, topPadding: topPadding(file.list),
      spacerHeight: headerPart?.initialSpacerHeight, physics: environment.physics,
      input: environment.tuning.input)
    var parts: [any ScenePart<FileRowsList>] = headerPart.map { [$0] } ?? []
    if let threshold = file.topButton {
      parts.append(
        TopButtonPart(
          list: &list, sceneName: entry.name, tuning: topTuning(threshold), measurer: measurer))
    }
    parts += common(file, list: &list, entry: entry, measurer: measurer, rowID: articleID)
    return FileScene(
      entry: entry, file: file, list: list, parts: parts, helpLine: helpLine(file, []))
  }

  /// Points above the first row: the heading's room and the top padding.
  private static func topPadding(_ spec: SceneFile.List) -> Double {
    (spec.heading == nil ? 0 : FeedDrawing.titleBlockHeight) + (spec.paddingTop ?? 0)
  }

  /// A feed row's number in the file (nil for the spacer, the footer and page labels).
  private static func articleID(_ row: FeedRow) -> Int? {
    if case .article(let id) = row { return id }
    return nil
  }

  /// The parts any list takes: the heading, the observers, the scroll state (the shared
  /// `ScrollStatePart`), the visibility groups (the shared `VisibilityPart`, one a group, its rows faded while under the threshold), the snapping
  /// (the list's target behavior and the shared `SnapTargetsPart`); and the top inset, set on
  /// the list.
  /// - Parameters:
  ///   - file: the scene file.
  ///   - list: the list, for the parts that register observers on it.
  ///   - entry: the scene's catalog entry.
  ///   - measurer: measures the heading.
  ///   - rowID: a row's number in the file (nil: not one of the file's rows).
  private static func common<L: SnappingList>(
    _ file: SceneFile, list: inout L, entry: SceneCatalog.Entry, measurer: any TextMeasurer,
    rowID: @escaping (L.Row) -> Int?
  ) -> [any ScenePart<L>] {
    var parts: [any ScenePart<L>] = []
    if let heading = file.list.heading {
      parts.append(
        ContentTitlePart<L>(title: heading, caption: file.list.caption, measurer: measurer))
    }
    if !file.observers.isEmpty {
      parts.append(ObserverPart(list: &list, sceneName: entry.name, observers: file.observers))
    }
    if let state = file.scrollState {
      parts.append(
        ScrollStatePart<L>(
          list: &list, sceneName: entry.name, tuning: scrollStateTuning(state),
          measurer: measurer))
    }
    for (g, group) in file.visibility.enumerated() {
      parts.append(
        VisibilityPart<L>(
          rows: group.every.map(VisibleRows.every) ?? .ids(Set(group.indices)),
          threshold: group.threshold,
          report: .crossings(shown: "row-visible", hidden: "row-hidden"), sceneName: entry.name,
          group: g, fade: (visibilityFade, rowID)))
    }
    if let snap = file.snap {
      list.host.controller.hasTargetLayout = true
      switch snap {
      case .viewAligned:
        list.host.controller.setTargetBehavior(SCViewAlignedScrollTargetBehavior())
      case .paging: list.host.controller.setTargetBehavior(SCPagingScrollTargetBehavior())
      }
      parts.append(SnapTargetsPart<L>(sceneName: entry.name))
    }
    let inset = file.list.insetTop
    if inset > 0 {
      list.host.controller.setContentInsets(SCEdgeInsets(top: inset), at: 0)
      list.host.controller.scroll(to: Point(x: 0, y: -inset), animation: .none, at: 0)
    }
    return parts
  }

  /// The opacity of a visibility group's row while it is under its threshold.
  static let visibilityFade = 0.4

  /// The scene settings that give the shared header part the file's sizes.
  private static func headerTuning(_ h: SceneFile.Header) -> SceneTuning {
    var t = SceneTuning()
    // In range: the file's ranges are the settings'.
    try? t.set("header.expanded-height", to: h.expanded)
    try? t.set("header.collapsed-height", to: h.collapsed)
    try? t.set("header.title-size", to: h.titleSize)
    try? t.set("header.subtitle-height", to: h.subtitleHeight)
    return t
  }

  /// The scene settings that give the shared Top pill the file's threshold.
  private static func topTuning(_ threshold: Double) -> SceneTuning {
    var t = SceneTuning()
    try? t.set("feed.top-threshold", to: threshold)
    return t
  }

  /// The scene settings that give the shared scroll state part the file's distances.
  private static func scrollStateTuning(_ s: SceneFile.ScrollState) -> SceneTuning {
    var t = SceneTuning()
    // In range: the file's ranges are the settings'.
    try? t.set("feed.away-from-top", to: s.awayFromTop)
    try? t.set("feed.near-bottom", to: s.nearBottom)
    return t
  }

  /// The paged feed's configuration from `[pagination]`.
  /// - Parameters:
  ///   - p: the file's pagination.
  ///   - seed: the list's seed (latencies and failures).
  static func configuration(_ p: SceneFile.Pagination, seed: UInt64) -> PagedFeedConfiguration {
    var c = PagedFeedConfiguration(
      pageSize: p.pageSize, firstPageSize: p.firstPage,
      pageCount: p.pages == 0 ? 1_000_000 : p.pages, latency: p.latency.range,
      failureRate: p.failureRate, seed: seed, sentinelThreshold: p.sentinelThreshold,
      nearBottomDistance: p.nearBottom, maxPendingPages: p.inFlight)
    c.failEvery = p.failEvery
    return c
  }

  /// The help line: the keys the parts take.
  private static func helpLine(_ file: SceneFile, _ keys: [String]) -> String {
    var parts = ["\(file.name): a scene from a file"]
    if file.header != nil { parts.append("header collapses") }
    if let top = file.topButton { parts.append("Top past \(shortNumber(top)) pt") }
    return (parts + ["T top"] + keys).joined(separator: "  ·  ")
  }
}
