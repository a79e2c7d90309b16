import Drawing
import ScrollCore

/// Older pages of a timeline as a scene part: reaching the row at the top of the content
/// (the list's top padding, `rowHeight` tall) asks the shared pretend network
/// (`SimulatedPageLoader`) for the next older page; while it loads the row shows the shared
/// `PageSpinner`, and when it arrives the page is prepended above, measured at once, with the
/// rows on screen kept still. The row reads "Scroll up for earlier messages", "Beginning of
/// the conversation" once every page is in, or the count of dropped rows once the list
/// dropped some (no page older than them is loaded).
///
/// Parameters a scene file sets: `history-pages` (pages before the beginning) and
/// `history-latency` (seconds a page takes). Events (in the list's log): "history-requested"
/// (page), "history-prepended" (count, anchor, jump).
final class HistoryPart<List: TimelineList>: ScenePart {
  let name = "history"
  /// Pages available at the start.
  let pages: Int
  /// Rows per page.
  let pageSize: Int
  /// Height of the row at the top of the content (the list's top padding), points.
  let rowHeight: Double
  /// What a row is called ("message").
  let noun: String
  /// The row's text once every page is in.
  let beginning: String
  /// Pages not loaded yet (see `pagesLeft(in:)`).
  private(set) var remaining: Int
  private var loader: SimulatedPageLoader
  private let measurer: any TextMeasurer

  /// Creates the part and registers its near-top observer on `list`.
  /// - Parameters:
  ///   - list: the timeline.
  ///   - pages: pages available before the beginning.
  ///   - pageSize: rows per page.
  ///   - latency: seconds a page takes (non-finite or negative: 0).
  ///   - rowHeight: height of the row at the top of the content, points.
  ///   - noun: what a row is called.
  ///   - beginning: the row's text once every page is in.
  ///   - measurer: measures the row's text.
  init(
    list: inout List, pages: Int, pageSize: Int, latency: Double, rowHeight: Double = 44,
    noun: String = "message", beginning: String = "Beginning of the conversation",
    measurer: any TextMeasurer
  ) {
    self.pages = max(0, pages)
    self.pageSize = max(0, pageSize)
    self.rowHeight = rowHeight
    self.noun = noun
    self.beginning = beginning
    self.measurer = measurer
    remaining = self.pages
    let seconds = latency.isFinite ? max(0, latency) : 0
    loader = SimulatedPageLoader(latency: seconds...seconds, failureRate: 0, seed: 0)
    list.host.controller.observers.onScrollGeometryChange(
      for: Bool.self, name: "near-top", initial: true,
      of: { g in g.contentOffset.y + g.contentInsets.top < rowHeight },
      action: { _, new, state in state.nearTop = new })
  }

  /// When the requested page arrives, if one is loading.
  var loadDue: Double? { loader.inFlight.first?.dueTime }

  /// Pages that may still be loaded: none once the list dropped rows.
  /// - Parameter list: the timeline.
  func pagesLeft(in list: List) -> Int { list.droppedCount > 0 ? 0 : remaining }

  /// Prepends the page that arrived by `t`.
  /// - Parameters:
  ///   - list: the timeline.
  ///   - t: the session time, seconds.
  func advance(list: inout List, at t: Double) {
    guard !loader.arrivals(at: t).isEmpty else { return }
    list.olderPageInFlight = false
    guard pagesLeft(in: list) > 0 else { return }
    let count = pageSize
    let moved = list.measuringJump { $0.prependOlder(count: count, at: t) }
    remaining -= 1
    list.log.emit(
      "history-prepended", at: t,
      [
        ("count", .number(Double(count))),
        ("anchor", .number(Double(moved.anchor ?? list.oldestID))),
        ("jump", .number(moved.jump + 0)),
      ])
  }

  /// Asks for the next page when the top row is in view and none is loading.
  /// - Parameters:
  ///   - list: the timeline.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    guard signals.nearTop && loadDue == nil && pagesLeft(in: list) > 0 && list.isPlaced else {
      return
    }
    let page = pages - remaining + 1
    _ = loader.start(page: page, attempt: 1, at: t)
    list.olderPageInFlight = true
    list.log.emit("history-requested", at: t, [("page", .number(Double(page)))])
  }

  /// The loading row (spinner and label), or the history's status, in the content's top
  /// padding.
  /// - Parameters:
  ///   - display: the display list (the scroll layer).
  ///   - list: the timeline.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawUnderRows(into display: inout DisplayList, list: List, theme: Theme, at t: Double) {
    let host = list.host
    let content = Rect(x: 0, y: 0, width: host.frame.width, height: rowHeight)
    guard host.windowRect(content).maxY > host.frame.minY else { return }
    let row = host.layerRect(content)
    if loadDue != nil {
      let label = "Loading earlier \(noun)s…"
      let width = measurer.size(of: label, font: SceneLook.footnote).width
      let spinnerCenter = Point(x: row.midX - width / 2 - 14, y: row.midY)
      PageSpinner.draw(
        into: &display, center: spinnerCenter, radius: 8, color: theme.secondaryText,
        animating: true, at: t)
      display.text(
        label, in: Rect(x: row.midX - width / 2, y: row.minY, width: width + 4, height: row.height),
        font: SceneLook.footnote, color: theme.secondaryText)
    } else {
      let label =
        list.droppedCount > 0
        ? droppedLabel(list.droppedCount)
        : remaining == 0 ? beginning : "Scroll up for earlier \(noun)s"
      display.text(
        label, in: row, font: SceneLook.footnote, color: theme.secondaryText, alignment: .center)
    }
  }

  /// The top row once rows were dropped: "1 earlier message", "1,234 earlier messages".
  /// - Parameter count: rows dropped.
  func droppedLabel(_ count: Int) -> String {
    "\(groupedDigits(count)) earlier \(noun)\(count == 1 ? "" : "s")"
  }

  /// True while a page loads.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { loadDue != nil }

  /// When the page loading arrives.
  var nextWakeTime: Double? { loadDue }

  /// `hudLine(_:)`.
  /// - Parameter list: the timeline.
  func hudLines(in list: List) -> [String] { [hudLine(list)] }

  /// The history line: older rows loaded, dropped, withheld, loading or all in.
  /// - Parameter list: the timeline.
  func hudLine(_ list: List) -> String {
    var history = "\(max(0, -list.oldestID)) older"
    if list.droppedCount > 0 {
      history += " · \(groupedDigits(list.droppedCount)) dropped"
      if list.withheldCount > 0 { history += " · \(list.withheldCount) withheld" }
    } else if loadDue != nil {
      history += " · loading"
    } else if remaining == 0 {
      history += " · all"
    }
    return "history\t\(history)"
  }
}
