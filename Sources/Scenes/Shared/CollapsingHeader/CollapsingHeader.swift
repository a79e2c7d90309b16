import Drawing
import ScrollCore

/// The collapsing header of the "header" and "showcase" scenes, drawn in an overlay at the
/// top of the scene (it never changes the content's extent).
///
/// Once per frame, after layout, `observe` reads the points scrolled through the probe
/// (`HeaderOffsetProbe`), derives the header's geometry (`CollapsingHeaderState`), reports
/// milestone crossings as scene events and offers the header's height to the spacer sampler
/// (`ExpandedHeightSampler`). Drawing uses the values computed in the same frame.
///
/// Events: "header-progress" (mark 0 / 0.5 / 1, direction, progress, height) per mark
/// crossed, "header-collapsed" on reaching progress 1, "header-expanded" on returning to 0.
struct CollapsingHeader {
  /// Height of the row above the title (the offset caption), points.
  static let topRowHeight = 48.0
  /// Extra space above the title while expanded, points.
  static let titleDrop = 10.0

  /// Stamped on the events.
  let sceneName: String
  /// The large title.
  var title: String
  /// The subtitle's first line (the second shows live figures).
  var subtitle: String
  /// The header's sizes (see `setMetrics(_:)`).
  private(set) var metrics: HeaderMetrics
  /// This frame's geometry.
  private(set) var state: CollapsingHeaderState
  /// The probe's reading this frame (points scrolled), nil if it published nothing.
  private(set) var probedOffset: Double?
  /// The spacer's height source, sampled only while expanded.
  private(set) var sampler = ExpandedHeightSampler()
  private var probe = HeaderOffsetProbe()
  private var milestones = HeaderMilestones()
  private var log: SceneEventLog

  /// Creates an expanded header.
  /// - Parameters:
  ///   - sceneName: stamped on the events.
  ///   - title: the large title.
  ///   - metrics: the header's sizes.
  ///   - subtitle: the subtitle's first line.
  init(
    sceneName: String, title: String, metrics: HeaderMetrics = .standard, subtitle: String
  ) {
    self.sceneName = sceneName
    self.metrics = metrics
    state = CollapsingHeaderState(offset: 0, metrics: metrics)
    log = SceneEventLog(scene: sceneName)
    self.title = title
    self.subtitle = subtitle
  }

  /// Takes new sizes: the header's geometry is recomputed at once for the offset the probe
  /// last read (the next `observe` reads it again), and milestones crossed because of the
  /// change are reported then. Returns the spacer's height for the new expanded height, for
  /// the caller to resize the spacer now, whatever the progress (the sampler confirms it the
  /// next time the header is at rest, expanded).
  /// - Parameter metrics: the new sizes.
  mutating func setMetrics(_ metrics: HeaderMetrics) -> Double {
    self.metrics = metrics
    state = CollapsingHeaderState(offset: probedOffset ?? 0, metrics: metrics)
    return ExpandedHeightSampler.initialSpacerHeight(metrics)
  }

  /// Reads the probe for this frame's `geometry` (scroll view at `frame`), updates the
  /// header and reports milestones. Returns the spacer's height (the header's height plus
  /// 12) when the spacer sampler took a new sample (only at progress 0), so the caller can
  /// resize the spacer.
  mutating func observe(geometry: SCScrollGeometry, frame: Rect, at t: Double) -> Double? {
    probedOffset = probe.offset(geometry: geometry, frame: frame)
    state = CollapsingHeaderState(offset: probedOffset ?? 0, metrics: metrics)
    for crossing in milestones.update(progress: state.progress) {
      log.append(
        SceneEvent(
          time: t, scene: sceneName, name: "header-progress",
          fields: [
            ("mark", .number(crossing.mark)),
            ("direction", .string(crossing.collapsing ? "collapsing" : "expanding")),
            ("progress", .number(state.progress)), ("height", .number(state.height)),
          ]))
      if crossing.collapsing && crossing.mark == 1 {
        log.append(
          SceneEvent(
            time: t, scene: sceneName, name: "header-collapsed",
            fields: [("height", .number(state.height))]))
      } else if !crossing.collapsing && crossing.mark == 0 {
        log.append(
          SceneEvent(
            time: t, scene: sceneName, name: "header-expanded",
            fields: [("height", .number(state.height))]))
      }
    }
    return sampler.sample(height: state.height, progress: state.progress).map {
      $0 + ExpandedHeightSampler.padding
    }
  }

  /// Returns and clears the header's events.
  mutating func takeEvents() -> [SceneEvent] {
    log.take()
  }

  /// The caption with the probe's reading: "offset 12.5" (never "-0.0").
  var offsetCaption: String { "offset \(formatPoints(probedOffset ?? 0))" }

  /// The header's frame in `area` (the scene frame).
  func frame(in area: Rect) -> Rect {
    Rect(x: area.minX, y: area.minY, width: area.width, height: state.height)
  }

  /// Draws the header over the top of `area`: background (the page colour, turning into a
  /// bar with a hairline as it collapses), the offset caption, the title at its current size
  /// and the subtitle clipped to its current height at its current opacity.
  func draw(
    into list: inout DisplayList, area: Rect, theme: Theme, measurer: any TextMeasurer
  ) {
    let p = state.progress
    let header = frame(in: area)
    list.fill(header, theme.background.mix(theme.card, p))
    if p > 0 {
      list.line(
        Point(x: header.minX, y: header.maxY - 0.5), Point(x: header.maxX, y: header.maxY - 0.5),
        theme.separator.opacity(p))
    }
    let x = header.minX + 16
    let width = max(0, header.width - 32)
    list.text(
      offsetCaption, in: Rect(x: x, y: header.minY + 16, width: width, height: 20),
      font: Font(size: 13, family: .mono), color: theme.secondaryText)

    let titleFont = Font(size: state.titleSize, weight: .bold)
    let titleHeight = FeedDrawing.lineHeight(titleFont, measurer)
    let titleTop =
      header.minY + CollapsingHeader.topRowHeight + CollapsingHeader.titleDrop * (1 - p)
    list.text(
      measurer.truncate(title, font: titleFont, width: width),
      in: Rect(x: x, y: titleTop, width: width, height: titleHeight), font: titleFont,
      color: theme.primaryText)

    let clip = Rect(x: x, y: titleTop + titleHeight + 2, width: width, height: state.subtitleHeight)
    guard clip.height >= 0.5 else { return }
    let font = Font(size: 13)
    let line = FeedDrawing.lineHeight(font, measurer)
    let figures =
      "progress \(formatPoints(p, decimals: 2))  ·  height \(formatPoints(state.height)) pt"
      + "  ·  title \(formatPoints(state.titleSize)) pt"
    list.clipped(to: clip) { l in
      l.withOpacity(state.subtitleOpacity) { l in
        l.text(
          measurer.truncate(subtitle, font: font, width: width),
          in: Rect(x: x, y: clip.minY, width: width, height: line), font: font,
          color: theme.secondaryText)
        l.text(
          measurer.truncate(figures, font: font, width: width),
          in: Rect(x: x, y: clip.minY + line + 2, width: width, height: line), font: font,
          color: theme.secondaryText)
      }
    }
  }
}
