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
    let spec = file.list
    let measurer = environment.measurer
    let topPadding =
      (spec.heading == nil ? 0 : FeedDrawing.titleBlockHeight) + (spec.paddingTop ?? 0)
    if spec.content == .articles {
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
        padding: SCEdgeInsets(top: topPadding, bottom: spec.paddingBottom ?? 16))
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
      parts += common(file, list: &list, entry: entry, measurer: measurer)
      return FileScene(
        entry: entry, file: file, list: list, parts: parts, helpLine: helpLine(file, keys))
    }
    let headerPart = file.header.map { h in
      HeaderPart<FileRowsList>(
        sceneName: entry.name, title: h.title, subtitle: h.subtitle, tuning: headerTuning(h),
        measurer: measurer)
    }
    var list = FileRowsList(
      scene: entry.name, spec: spec, topPadding: topPadding,
      spacerHeight: headerPart?.initialSpacerHeight,
      firstID: file.chat.map(ChatPart.firstID) ?? 0, physics: environment.physics,
      input: environment.tuning.input)
    var parts: [any ScenePart<FileRowsList>] = headerPart.map { [$0] } ?? []
    if let threshold = file.topButton {
      parts.append(
        TopButtonPart(
          list: &list, sceneName: entry.name, tuning: topTuning(threshold), measurer: measurer))
    }
    if let chat = file.chat {
      parts.append(ChatPart(list: list, chat: chat, seed: spec.seed, sceneName: entry.name))
    }
    parts += common(file, list: &list, entry: entry, measurer: measurer)
    return FileScene(
      entry: entry, file: file, list: list, parts: parts, helpLine: helpLine(file, []))
  }

  /// The parts any list takes: the heading, the observers, the visibility groups, the snap;
  /// and the top inset, set on the list.
  private static func common<L: PartList>(
    _ file: SceneFile, list: inout L, entry: SceneCatalog.Entry, measurer: any TextMeasurer
  ) -> [any ScenePart<L>] where L.Row == FeedRow {
    var parts: [any ScenePart<L>] = []
    if let heading = file.list.heading {
      parts.append(
        ContentTitlePart<L>(title: heading, caption: file.list.caption, measurer: measurer))
    }
    if !file.observers.isEmpty {
      parts.append(ObserverPart(list: &list, sceneName: entry.name, observers: file.observers))
    }
    if !file.visibility.isEmpty {
      parts.append(FileVisibilityPart<L>(sceneName: entry.name, groups: file.visibility))
    }
    if let snap = file.snap { parts.append(SnapPart(list: &list, behavior: snap)) }
    let inset = file.list.insetTop
    if inset > 0 {
      list.host.controller.setContentInsets(SCEdgeInsets(top: inset), at: 0)
      list.host.controller.scroll(to: Point(x: 0, y: -inset), animation: .none, at: 0)
    }
    return parts
  }

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
