import Drawing
import ScrollCore

/// Scene 4, "chat": a bottom-anchored conversation, made of a `ChatList` and parts
/// (`PartsScene` routes every stage through them):
///
/// - `FollowBottomPart`: the view starts at the bottom edge and stays there while the user
///   is; away from it, the "Latest" pill (in a band under the messages) counts new messages,
///   and clicking it, or pressing L, runs the article's
///   `position.scrollTo(id: lastID, anchor: .bottom)`: the last message's bottom meets the
///   viewport's, which is the bottom edge (the 12 pt under the last message is a band below
///   the scroll view, not content padding, so the id form and the edge form agree).
/// - `HistoryPart`: reaching the top requests a page of older messages; after a short
///   simulated latency (a loading row shows meanwhile) the page is prepended above, and the
///   anchor correction keeps the visible message where it was.
/// - `TimedArrivalsPart`: new messages arrive on a seeded timer (2-3 s apart).
/// - `ChatCaptionPart`: the top-most message's time in a band above the messages.
/// - The list: bubbles alternate sides (mine right in the accent colour, theirs left in the
///   card colour) with a time caption led by the message's id ("#29", so the `viewID` the
///   inspector reports can be checked by eye); the history in memory is bounded (see
///   `ChatList`), and the top row counts the dropped messages ("1,234 earlier messages").
///
/// Events: `history-requested` (page), `history-prepended` (count, anchor, jump),
/// `history-dropped` (count, dropped, anchor, jump), `message-arrived` (id, followed, unseen),
/// `latest-shown` / `latest-hidden` (unseen), `latest-tapped` (unseen, id), plus the scroll
/// view's `phase` events.
final class ChatScene: PartsScene {
  var base: SceneBase
  let helpLine = "Scroll up for older messages  ·  L or the Latest pill: back to the newest"

  /// The numbers a scene file may set (`[chat]`), with the sandbox's chat as defaults.
  struct Configuration: Sendable {
    /// Seconds between arriving messages, drawn uniformly (`arrivals = "2...6"`).
    var arrivals = 2.0...3.0
    /// History pages available before "Beginning of the conversation" (`history-pages`).
    var historyPages = 6
    /// Simulated latency of a history page, seconds (`history-latency`).
    var historyLatency = 0.7
  }

  /// Messages present at the start.
  static let initialCount = 30
  /// Older messages per history page.
  static let pageSize = 20
  /// Height of the history row in the content's top padding.
  static let loadingRowHeight = 44.0
  /// Height of the band above the messages where the top-most message's time shows, points.
  static let captionBand = 32.0
  /// Messages kept in memory after a trim.
  static let historyLimit = 400
  /// Messages allowed past `historyLimit` before the oldest are dropped (so trims are rare).
  static let trimBatch = 100
  /// Mixed into the seed for the arrivals' gaps (the messages' text takes the seed itself).
  static let arrivalsSalt: UInt64 = 0xC4A7_0001

  /// The messages.
  var list: ChatList
  /// Older pages at the top.
  let history: HistoryPart<ChatList>
  /// Following the bottom, and the Latest pill.
  let follow: FollowBottomPart<ChatList>
  /// New messages on a timer.
  let arrivals: TimedArrivalsPart<ChatList>
  let parts: [any ScenePart<ChatList>]

  /// Creates the scene.
  /// - Parameters:
  ///   - environment: the scene environment (measurer, seed, physics, tuning).
  ///   - entry: the catalog entry.
  ///   - configuration: the arrivals' gaps and the history's pages and latency.
  init(
    environment: SceneEnvironment, entry: SceneCatalog.Entry,
    configuration: Configuration = Configuration()
  ) {
    base = SceneBase(entry: entry)
    let measurer = environment.measurer
    list = ChatList(
      scene: entry.name, count: Self.initialCount, limit: Self.historyLimit,
      batch: Self.trimBatch, topRow: Self.loadingRowHeight, environment: environment)
    history = HistoryPart(
      list: &list, pages: configuration.historyPages, pageSize: Self.pageSize,
      latency: configuration.historyLatency,
      rowHeight: Self.loadingRowHeight, measurer: measurer)
    follow = FollowBottomPart(list: &list, measurer: measurer)
    arrivals = TimedArrivalsPart(
      gaps: configuration.arrivals, seed: environment.seed ^ Self.arrivalsSalt, follow: follow)
    let caption = ChatCaptionPart(
      band: Self.captionBand, topRow: Self.loadingRowHeight, measurer: measurer)
    parts = [caption, history, follow, arrivals]
  }

  /// The messages' scroll view.
  var host: ScrollHost<FeedObserved> { list.host }

  /// The viewID readouts, then the parts' lines.
  var hud: HUDSnapshot {
    list.host.hud(
      extra: [
        "viewID .bottom\t\(list.bottomMessageID.map { "#\($0)" } ?? "–") (the anchor's message)",
        "viewID no anchor\t\(list.topMessageID.map { "#\($0)" } ?? "–") (top-most)",
      ] + follow.hudLines + [history.hudLine(list)], warnings: warnings)
  }
}
