import Drawing
import ScrollCore

/// The collapsing header as a scene part: each observation pass reads the probe, updates
/// the header and resizes the list's spacer when the sampler takes a new height (a layout
/// change, so the runtime lays out again); it draws over the list and takes the tuned
/// `header.*` sizes in place. Events: `CollapsingHeader`'s.
@dynamicMemberLookup
final class HeaderPart<List: PartList>: ScenePart {
  /// The header's state.
  private(set) var header: CollapsingHeader
  private let measurer: any TextMeasurer
  let name = "header"
  let changesLayout = true

  /// Reads the CollapsingHeader's members through the part (`part.state`).
  /// - Parameter member: the member's key path.
  subscript<Value>(dynamicMember member: KeyPath<CollapsingHeader, Value>) -> Value {
    header[keyPath: member]
  }

  /// Creates an expanded header with the tuned sizes.
  /// - Parameters:
  ///   - sceneName: stamped on the events.
  ///   - title: the large title.
  ///   - subtitle: the subtitle's first line.
  ///   - tuning: the scene settings (`header.*`).
  ///   - measurer: measures the header's text.
  init(
    sceneName: String, title: String, subtitle: String, tuning: SceneTuning,
    measurer: any TextMeasurer
  ) {
    header = CollapsingHeader(
      sceneName: sceneName, title: title, metrics: HeaderMetrics(tuning: tuning),
      subtitle: subtitle)
    self.measurer = measurer
  }

  /// The spacer's height before the first sample, points.
  var initialSpacerHeight: Double { ExpandedHeightSampler.initialSpacerHeight(header.metrics) }

  /// Takes tuned sizes: the spacer follows the new expanded height at once.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, list: inout List, at t: Double) {
    let metrics = HeaderMetrics(tuning: tuning)
    guard metrics != header.metrics else { return }
    list.setSpacerHeight(header.setMetrics(metrics), at: t)
  }

  /// Reads the probe; a new spacer height is one delivery, and a layout change when the
  /// spacer changed.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func observePass(list: inout List, at t: Double) -> PartPass {
    guard let height = header.observe(geometry: list.geometry, frame: list.host.frame, at: t)
    else { return PartPass() }
    return PartPass(deliveries: 1, layoutChanged: list.setSpacerHeight(height, at: t))
  }

  /// Draws the header over the top of `area`.
  /// - Parameters:
  ///   - list: the display list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(into list: inout DisplayList, area: Rect, theme: Theme, at t: Double) {
    header.draw(into: &list, area: area, theme: theme, measurer: measurer)
  }

  /// Returns and clears the header's events.
  func takeEvents() -> [SceneEvent] { header.takeEvents() }

  /// "header\t120 pt  (progress 0.71)".
  var hudLines: [String] {
    let s = header.state
    return [
      "header\t\(formatPoints(s.height)) pt  (progress \(formatPoints(s.progress, decimals: 2)))"
    ]
  }
}
